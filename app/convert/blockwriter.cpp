#include "blockwriter.h"

#include <QIODevice>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace Kibitz {

BlockWriter::BlockWriter(QIODevice *device, int fd)
    : mDevice(device)
    , mFd(fd)
{
#ifdef Q_OS_LINUX
    if (mFd >= 0) {
        const int flags = fcntl(mFd, F_GETFL);
        mDirect = flags != -1 && fcntl(mFd, F_SETFL, flags | O_DIRECT) == 0; // tmpfs, for one, refuses
        mAligned = mDirect;
    }
#endif
}

bool BlockWriter::write(const uchar *data, qint64 bytes)
{
    if (mFd < 0) {
        if (mDevice->write(reinterpret_cast<const char *>(data), bytes) == bytes)
            return true;
        mError = 0;
        return false;
    }
    const qint64 at = mWritten;
    if (!writeFd(data, bytes))
        return false;
#ifdef Q_OS_LINUX
    if (!mDirect)
        sync_file_range(mFd, at, bytes, SYNC_FILE_RANGE_WRITE);
#else
    Q_UNUSED(at);
#endif
    return true;
}

bool BlockWriter::finish(const uchar *data, qint64 bytes)
{
    if (bytes == 0)
        return true;
    stopDirect();
    return write(data, bytes);
}

bool BlockWriter::writeFd(const uchar *data, qint64 bytes)
{
#ifndef Q_OS_UNIX
    // Only Linux hands a descriptor over (Converter); elsewhere the device is written.
    Q_UNUSED(data);
    Q_UNUSED(bytes);
    mError = ENOSYS;
    return false;
#else
    qint64 done = 0;
    while (done < bytes) {
        const ssize_t n = ::write(mFd, data + done, size_t(bytes - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EINVAL && mDirect) {
            stopDirect(); // the file system has other alignment rules: write through the page cache
            continue;
        }
        if (n <= 0) {
            mError = n < 0 ? errno : ENOSPC;
            return false;
        }
        done += n;
        mWritten += n;
    }
    return true;
#endif
}

void BlockWriter::stopDirect()
{
#ifdef Q_OS_LINUX
    if (mDirect) {
        const int flags = fcntl(mFd, F_GETFL);
        if (flags != -1)
            fcntl(mFd, F_SETFL, flags & ~O_DIRECT);
        mDirect = false;
    }
#endif
}

QString BlockWriter::errorString() const
{
    // The text QFileDevice gives for the same failure.
    return mError ? qt_error_string(mError) : mDevice->errorString();
}

} // namespace Kibitz
