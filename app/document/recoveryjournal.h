#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>

class QJsonArray;
class QLockFile;

namespace Kibitz {

class Document;

/**
 * Keeps the unsaved edits of a Document beside the program's data (QStandardPaths::AppDataLocation,
 * folder "recovery"), so that a crash loses at most a few seconds of edits
 * (docs/reliability.md#recovery-of-unsaved-edits). Written at most every few seconds and only after a change, and
 * removed when the document is saved, its changes are discarded or its window closes normally. A lock file tells a
 * journal still owned by a running Kibitz from one a crash left behind.
 *
 * What is written is a journal of the edits, not the document: the identity of the file the boards were
 * read from (path, size, modification time, format, number of boards), the document's piece layout (runs
 * of that file's boards kept, in order) and the edited or inserted boards themselves as PBN (which holds
 * everything a board has), so a write costs the edits, never the size of the file. A document of at most
 * MaxCopyBoards boards also gets a full PBN copy, which is all a document without a file (a new board
 * set, a dealer-script result) can have, and what restores it when its file changed or is gone.
 */
class RecoveryJournal : public QObject
{
    Q_OBJECT

public:
    /** Documents of at most this many boards also get a full copy (a bigger one would cost too much to write). */
    static constexpr qint64 MaxCopyBoards = 10000;

    explicit RecoveryJournal(Document *document, QObject *parent = nullptr);
    ~RecoveryJournal() override;

    /** Off: no journal (windows of tests and screenshots). */
    void setEnabled(bool enabled);
    /** The shortest time between two writes (3 s; tests shorten it). */
    void setInterval(int milliseconds) { mTimer.setInterval(milliseconds); }
    /** Writes the journal now if the document changed since the last one. */
    void flush();
    /** Removes the journal (the document was saved or its changes were given up). */
    void discard();
    /** The journal's note (JSON), empty while there is none. */
    QString path() const;
    /** The bytes the last write left on disk (the note and its PBN files): tests check it stays small. */
    qint64 writtenSize() const { return mWrittenSize; }

    /** The file a document's unedited boards are read from, as it was when opened. */
    struct Source
    {
        QString path; ///< absolute: a restart from another folder finds the same file
        QString formatId;
        qint64 size = -1;
        qint64 modified = 0; ///< ms since the epoch (UTC)
        qint64 boards = 0;
        /**
         * The status change time (ns since the epoch) and the inode: a copy that keeps the size and the
         * modification time (cp -p, touch -r, rsync, tar) still changes them. 0: not known (older journals).
         */
        qint64 statusChanged = 0;
        quint64 inode = 0;

        bool isValid() const { return !path.isEmpty(); }
        /** Whether the file on disk is still this one, with this size and these times. */
        bool unchanged() const;
        /** @p path as it is on disk now (format and boards left empty). */
        static Source onDisk(const QString &path);
    };
    /** A run of the layout: @p length source boards from @p sourceStart, or (edited) @p length edited boards. */
    struct Run
    {
        qint64 sourceStart = 0;
        qint64 length = 0;
        bool edited = false;
    };

    /**
     * The file the document's unedited boards come from, when it is not the document's own file as opened
     * (a restored journal: that file; a restored full copy: none, so only full copies are kept).
     */
    void adoptSource(const Source &source);

    /** A journal left behind by a Kibitz that ended without saving. */
    struct Entry
    {
        QString path; ///< the note (JSON)
        QString fileName; ///< the document's file ("" for an untitled one)
        QString formatId; ///< the format it was read in
        QDateTime written;
        qint64 boards = 0;
        QString copyPath; ///< the full PBN copy ("" when the document was too big)
        QStringList copyDirectives; ///< the file directives of the copy's first board (not the header it reads back)
        QString editsPath; ///< the edited and inserted boards in layout order ("" when no source)
        QStringList editsDirectives; ///< the file directives of the first edited board
        Source source; ///< invalid when the document had no file
        QList<Run> layout;

        /** The number of edited or inserted boards of the layout. */
        qint64 editedBoards() const;
        /** Whether the layout can be rebuilt over the source file (it is unchanged). */
        bool canRebuild() const { return source.isValid() && source.unchanged(); }
        /** Whether the document's file exists but changed on disk since the journal was written. */
        bool fileChangedSince() const;
    };
    /** Journals no running Kibitz owns, newest first. */
    static QList<Entry> pending();
    /** Deletes @p entry's files (after it was restored or declined). */
    static void remove(const Entry &entry);
    /** The folder of the journals. */
    static QString directory();

private:
    void changed();
    void sourceOpened();
    bool write();
    bool writeBoards(const QString &fileName, bool editedOnly, QJsonArray *firstDirectives);
    void removeFiles(const QStringList &names);

    Document *mDocument;
    QTimer mTimer;
    bool mDirty = false;
    bool mEnabled = true;
    Source mSource;
    QString mBase; // directory() + unique stem, empty until first written
    int mGeneration = 0;
    QStringList mFiles; // the PBN files of the last write, removed when the next note no longer names them
    qint64 mWrittenSize = 0;
    std::unique_ptr<QLockFile> mLock;
};

} // namespace Kibitz
