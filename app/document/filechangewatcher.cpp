#include "filechangewatcher.h"

#include "document.h"

#include <QFileInfo>

namespace Kibitz {

FileChangeWatcher::FileChangeWatcher(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    mSettle.setSingleShot(true);
    mSettle.setInterval(250);
    connect(&mSettle, &QTimer::timeout, this, &FileChangeWatcher::settle);
    connect(&mWatcher, &QFileSystemWatcher::fileChanged, this, &FileChangeWatcher::pathChanged);
    connect(mDocument, &Document::reset, this, [this] { watch(mDocument->fileName()); });
    connect(mDocument, &Document::fileNameChanged, this, &FileChangeWatcher::watch);
}

FileChangeWatcher::Stamp FileChangeWatcher::stampOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    return { true, info.size(), info.lastModified() };
}

void FileChangeWatcher::watch(const QString &path)
{
    if (!mWatcher.files().isEmpty())
        mWatcher.removePaths(mWatcher.files());
    mSettle.stop();
    mPendingWhileAnswering = false;
    mSourceReported = false;
    mPath = path.isEmpty() || path.startsWith(QLatin1Char(':')) || !QFileInfo(path).isFile() ? QString() : path;
    if (mPath.isEmpty())
        return;
    mStamp = stampOf(mPath);
    mWatcher.addPath(mPath);
}

void FileChangeWatcher::acceptCurrent()
{
    if (mPath.isEmpty())
        return;
    mStamp = stampOf(mPath);
    if (!mWatcher.files().contains(mPath) && mStamp.exists)
        mWatcher.addPath(mPath);
}

void FileChangeWatcher::pathChanged()
{
    // A file replaced by rename (how editors and Kibitz itself save) leaves the watcher: watch the new one.
    if (!mPath.isEmpty() && !mWatcher.files().contains(mPath) && QFileInfo::exists(mPath))
        mWatcher.addPath(mPath);
    mSettle.start();
}

void FileChangeWatcher::check()
{
    if (mPath.isEmpty() || mAnswering || mDocument->fileName() != mPath)
        return; // (a document being reset: the watcher hears of its new file next)
    if ((!mSourceReported && mDocument->unreadableBoards() > 0) || stampOf(mPath) != mStamp)
        settle();
}

void FileChangeWatcher::setAnswering(bool answering)
{
    mAnswering = answering;
    if (!answering && std::exchange(mPendingWhileAnswering, false))
        mSettle.start();
}

void FileChangeWatcher::settle()
{
    if (mPath.isEmpty())
        return;
    if (!mWatcher.files().contains(mPath) && QFileInfo::exists(mPath))
        mWatcher.addPath(mPath);
    if (mAnswering) {
        mPendingWhileAnswering = true;
        return;
    }
    const Stamp now = stampOf(mPath);
    // Boards lost, not any change of the open file: a rename over it (Kibitz's own save) changes its status
    // change time and nothing it holds.
    const bool sourceChanged = mDocument->unreadableBoards() > 0;
    if (now == mStamp && (!sourceChanged || mSourceReported))
        return; // our own save, or a touch that changed nothing we see
    // Asked once per change, not again for the same state.
    mStamp = now;
    mSourceReported = sourceChanged;
    Q_EMIT changed(mPath);
}

} // namespace Kibitz
