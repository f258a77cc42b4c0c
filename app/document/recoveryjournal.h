#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QLockFile;

namespace Kibitz {

class Document;

/**
 * Keeps a copy of a Document's unsaved boards beside the program's data (QStandardPaths::AppDataLocation,
 * folder "recovery"), so that a crash loses at most a few seconds of edits: written at most every few
 * seconds and only after a change, as PBN (which holds everything a board has), and removed when the
 * document is saved, its changes are discarded or its window closes normally. A lock file tells a
 * copy still owned by a running Kibitz from one a crash left behind.
 */
class RecoveryJournal : public QObject
{
    Q_OBJECT

public:
    /** Documents of more boards than this are not copied (the copy would cost more than it saves). */
    static constexpr qint64 MaxBoards = 100000;

    explicit RecoveryJournal(Document *document, QObject *parent = nullptr);
    ~RecoveryJournal() override;

    /** Off: no copies (windows of tests and screenshots). */
    void setEnabled(bool enabled);
    /** The shortest time between two copies (3 s; tests shorten it). */
    void setInterval(int milliseconds) { mTimer.setInterval(milliseconds); }
    /** Writes the copy now if the document changed since the last one. */
    void flush();
    /** Removes the copy (the document was saved or its changes were given up). */
    void discard();
    /** The copy's path, empty while there is none. */
    QString path() const;

    /** A copy left behind by a Kibitz that ended without saving. */
    struct Entry
    {
        QString path; ///< the PBN copy
        QString fileName; ///< the document's file ("" for an untitled one)
        QString formatId; ///< the format it was read in
        QDateTime written;
        qint64 boards = 0;
    };
    /** Copies no running Kibitz owns, newest first. */
    static QList<Entry> pending();
    /** Deletes @p entry's files (after it was restored or declined). */
    static void remove(const Entry &entry);
    /** The folder of the copies. */
    static QString directory();

private:
    void changed();
    bool write();

    Document *mDocument;
    QTimer mTimer;
    bool mDirty = false;
    bool mEnabled = true;
    QString mBase; // directory() + unique stem, empty until first written
    std::unique_ptr<QLockFile> mLock;
};

} // namespace Kibitz
