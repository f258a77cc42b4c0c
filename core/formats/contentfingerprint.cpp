#include "contentfingerprint.h"

#include <QHashFunctions>

#include <algorithm>
#include <chrono>
#include <new>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace Kibitz {

ContentFingerprint::ContentFingerprint(int handle, qint64 size)
    : mSize(std::max<qint64>(size, 0))
    , mHashes(size_t((mSize + Chunk - 1) / Chunk))
{
#ifdef Q_OS_UNIX
    mHandle = handle >= 0 ? fcntl(handle, F_DUPFD_CLOEXEC, 0) : -1;
#else
    Q_UNUSED(handle);
#endif
    mAtOpen = identity();
    if (mHandle < 0 || mHashes.empty())
        mDone = true;
    else if (mSize <= HashedAtOnce)
        hashAll(); // milliseconds: a change right after opening then finds the file vouched for
    else
        mThread = std::thread([this] { hashAll(); });
}

ContentFingerprint::~ContentFingerprint()
{
    mStop = true;
    if (mThread.joinable())
        mThread.join();
#ifdef Q_OS_UNIX
    if (mHandle >= 0)
        ::close(mHandle);
#endif
}

ContentFingerprint::Identity ContentFingerprint::identity() const
{
#ifdef Q_OS_UNIX
    struct stat info = {};
    if (mHandle < 0 || fstat(mHandle, &info) != 0)
        return {};
    return { qint64(info.st_size), qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec,
        qint64(info.st_ctim.tv_sec) * 1000000000 + info.st_ctim.tv_nsec, quint64(info.st_ino) };
#else
    return {};
#endif
}

bool ContentFingerprint::hashOf(qint64 chunk, quint64 *hash, std::vector<char> *buffer) const
{
#ifdef Q_OS_UNIX
    const qint64 start = chunk * Chunk;
    const qint64 length = std::min(Chunk, mSize - start);
    buffer->resize(size_t(length));
    qint64 done = 0;
    while (done < length) {
        const ssize_t got = pread(mHandle, buffer->data() + done, size_t(length - done), off_t(start + done));
        if (got <= 0)
            return false; // shorter than it was: not the same bytes
        done += got;
    }
    *hash = quint64(qHashBits(buffer->data(), size_t(length), 0));
    return true;
#else
    Q_UNUSED(chunk);
    Q_UNUSED(hash);
    Q_UNUSED(buffer);
    return false;
#endif
}

void ContentFingerprint::hashAll()
{
    struct Done
    {
        std::atomic<bool> &done;
        ~Done() { done.store(true, std::memory_order_release); }
    } done { mDone };
    try {
        std::vector<char> buffer;
        for (qint64 chunk = 0; chunk < qint64(mHashes.size()) && !mStop.load(std::memory_order_relaxed); ++chunk) {
            quint64 hash = 0;
            // Checked after the read: a chunk read while the file was being changed is not the file as opened.
            if (!hashOf(chunk, &hash, &buffer) || identity() != mAtOpen)
                return;
            mHashes[size_t(chunk)] = hash;
            mHashed.store(chunk + 1, std::memory_order_release);
        }
    } catch (const std::bad_alloc &) {
        // Without memory for a chunk the rest cannot be vouched for: it counts as changed if the file changes.
    }
}

void ContentFingerprint::waitUntilHashed() const
{
    while (!mDone.load(std::memory_order_acquire))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

bool ContentFingerprint::chunkIntact(qint64 chunk) const
{
    if (chunk >= mHashed.load(std::memory_order_acquire))
        return false; // not hashed before the file changed: nothing to vouch for it
    State &state = mChecked[size_t(chunk)];
    if (state == State::Unknown) {
        std::vector<char> buffer;
        quint64 hash = 0;
        state = hashOf(chunk, &hash, &buffer) && hash == mHashes[size_t(chunk)] ? State::Same : State::Different;
    }
    return state == State::Same;
}

bool ContentFingerprint::intact(qint64 offset, qint64 length) const
{
    if (offset < 0 || length < 0 || offset + length > mSize)
        return false;
    if (length == 0)
        return true;
    const std::lock_guard lock(mMutex);
    const Identity now = identity();
    if (now == mAtOpen)
        return true;
    if (now != mCheckedFor || mChecked.size() != mHashes.size()) {
        mChecked.assign(mHashes.size(), State::Unknown);
        mCheckedFor = now;
    }
    for (qint64 chunk = offset / Chunk; chunk <= (offset + length - 1) / Chunk; ++chunk) {
        if (!chunkIntact(chunk))
            return false;
    }
    // The file changed again while its chunks were compared: they are compared afresh next time.
    if (identity() != now) {
        mCheckedFor = {};
        return false;
    }
    return true;
}

} // namespace Kibitz
