#pragma once

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace Kibitz {

class Document;

/**
 * Notices that the file a Document was read from changed on disk: QFileSystemWatcher (which drops a
 * path replaced by rename, so it is watched again), and the document's own check of its mapped source.
 * A burst of notifications becomes one changed() signal, none while the last one is being answered, and
 * none for the document's own saves (the file then matches the size and time seen after saving).
 */
class FileChangeWatcher : public QObject
{
    Q_OBJECT

public:
    explicit FileChangeWatcher(Document *document, QObject *parent = nullptr);

    /** Checks the document's source now (the window calls it before showing a board). */
    void check();
    /** While an answer is being asked for, changes are noted but not signalled again. */
    void setAnswering(bool answering);
    /** Takes the file as it is now as the document's file (after a reload, or to keep what is in memory). */
    void acceptCurrent();
    /** The path being watched (empty for resources and new documents). */
    QString watchedPath() const { return mPath; }

Q_SIGNALS:
    /** The document's file changed on disk (or disappeared) since it was read or saved. */
    void changed(const QString &fileName);

private:
    struct Stamp
    {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        bool operator==(const Stamp &) const = default;
    };
    static Stamp stampOf(const QString &path);
    void watch(const QString &path);
    void pathChanged();
    void settle();

    Document *mDocument;
    QFileSystemWatcher mWatcher;
    QTimer mSettle; // a burst of writes (or a rename-replace) settles before asking
    QString mPath;
    Stamp mStamp;
    bool mAnswering = false;
    bool mPendingWhileAnswering = false;
    bool mSourceReported = false; // the mapped source stays changed: reported once
};

} // namespace Kibitz
