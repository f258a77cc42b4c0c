#pragma once

#include <QtGlobal>

#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

namespace Kibitz {

/**
 * What an open file held when it was opened, as one hash per Chunk bytes, so that after the file changed on
 * disk the bytes that are still as they were can be told from rewritten ones
 * (docs/reliability.md#a-file-changed-under-an-open-document). A touch, an append or a copy with the times
 * preserved leave every board of the file readable; only boards whose bytes really changed are lost.
 *
 * The hashes are taken at once for a file of up to 16 MiB (milliseconds), and on a thread of its own
 * for a bigger one (about a tenth of a second for 100 MB, so opening stays instant). A chunk hashed after the file
 * changed is not kept: the thread checks the file's identity after every chunk and stops at the first change. A range
 * not yet hashed when the file changed cannot be vouched for and counts as changed. Memory: 8 bytes a MiB.
 */
class ContentFingerprint
{
public:
    static constexpr qint64 Chunk = qint64(1) << 20;
    /** Files up to this size are hashed before the constructor returns, bigger ones on a thread. */
    static constexpr qint64 HashedAtOnce = qint64(16) << 20;

    /**
     * Starts hashing the first @p size bytes of the open file @p handle (duplicated: the fingerprint
     * reads on a descriptor of its own).
     */
    ContentFingerprint(int handle, qint64 size);
    ~ContentFingerprint();
    ContentFingerprint(const ContentFingerprint &) = delete;
    ContentFingerprint &operator=(const ContentFingerprint &) = delete;

    /**
     * Whether the bytes [@p offset, @p offset + @p length) of the file are now what they were at opening.
     * Reads and hashes each chunk of the range once per state of the file (its size and times), so asking
     * again is cheap until the file changes again.
     */
    bool intact(qint64 offset, qint64 length) const;
    /** Waits until every chunk is hashed or hashing stopped at a change (tests). */
    void waitUntilHashed() const;

private:
    struct Identity
    {
        qint64 size = -1;
        qint64 modified = 0;
        qint64 changed = 0;
        quint64 inode = 0;
        bool operator==(const Identity &) const = default;
    };
    enum class State : char { Unknown, Same, Different };

    void hashAll();
    Identity identity() const;
    /** The hash of chunk @p chunk as the file is now; false when it cannot be read whole. */
    bool hashOf(qint64 chunk, quint64 *hash, std::vector<char> *buffer) const;
    bool chunkIntact(qint64 chunk) const;

    int mHandle = -1;
    qint64 mSize = 0;
    Identity mAtOpen;
    std::vector<quint64> mHashes;
    std::atomic<qint64> mHashed { 0 }; ///< chunks [0, mHashed) hold the hash of the file as opened
    std::atomic<bool> mStop { false };
    std::atomic<bool> mDone { false };
    std::thread mThread;

    mutable std::mutex mMutex;
    mutable Identity mCheckedFor; ///< the file's identity when mChecked was filled
    mutable std::vector<State> mChecked;
};

} // namespace Kibitz
