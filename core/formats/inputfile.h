#pragma once

#include <QFile>
#include <QString>

#include <atomic>
#include <memory>

namespace Kibitz {

/**
 * A file opened for reading that notices being changed on disk while it is open
 * (docs/reliability.md): open() records the size and modification time, and
 * changedOnDisk() compares them with the file as it is now. Reading a mapped
 * file that shrank raises SIGBUS; guardedCopy() and guarded() turn that into a
 * false return instead of a crash.
 */
class ContentFingerprint;

class InputFile : public QFile
{
public:
    explicit InputFile(const QString &fileName);
    ~InputFile() override;

    bool open(OpenMode mode) override;

    /** Size when open() succeeded (-1 before, or for a device without one). */
    qint64 sizeAtOpen() const { return mSizeAtOpen; }
    /**
     * Whether the open file's size, modification time or status change time differs from those at open()
     * (a regular file only). A copy that keeps the modification time (cp -p, touch -r) still changes the
     * status change time, which no program can set back.
     */
    bool changedOnDisk() const;

    /**
     * Starts taking the fingerprint of the file's content as opened (ContentFingerprint) on a thread of its
     * own; does nothing when the file changed since open() or is not a regular file.
     */
    void startFingerprint();
    /**
     * Whether the bytes [@p offset, @p offset + @p length) still hold what they held at open(): true while
     * the file is unchanged; after a change, only where startFingerprint() took them before it and they are
     * the same now.
     */
    bool intact(qint64 offset, qint64 length) const;
    /** The fingerprint, or null (tests wait for it). */
    const ContentFingerprint *fingerprint() const { return mFingerprint.get(); }

    /**
     * While one lives, changedOnDisk() on this thread asks the file system once every @p every calls, not at
     * each: for a save that reads every board and checks the whole file once more before it commits.
     */
    class CheckedSparsely
    {
    public:
        explicit CheckedSparsely(int every = 4096);
        ~CheckedSparsely();
        CheckedSparsely(const CheckedSparsely &) = delete;
        CheckedSparsely &operator=(const CheckedSparsely &) = delete;

    private:
        int mPrevious;
    };
    /**
     * After reading to the end: whether fewer bytes came than the file had at
     * open() or the file changed meanwhile (a file that shrinks while it is read
     * otherwise looks like a shorter file).
     */
    bool readIncompletely() const;

    /** "FILE changed on disk while open". */
    static QString changedWhileOpenMessage(const QString &fileName);
    /** "the file changed while it was being read". */
    static QString changedWhileReadingMessage();

    /**
     * Copies @p size bytes from mapped memory; false when the mapping faulted
     * (the file shrank under it) instead of a SIGBUS crash.
     */
    static bool guardedCopy(void *target, const void *source, size_t size);
    /**
     * Runs @p function(@p context), which reads mapped memory; false when a read
     * faulted. @p function must own nothing that needs destroying when it is cut
     * short (plain arrays and counters only).
     */
    static bool guarded(void (*function)(void *), void *context);

    /**
     * For a mapping read by code that cannot be cut short (the PBN reader's threads):
     * a read where the file shrank under [@p start, @p start + @p length) is given a
     * page of zero bytes instead of a SIGBUS, and mappingFaulted() tells. Returns a
     * slot for the other calls, or -1 when all are taken (the mapping is then unprotected).
     */
    static int protectMapping(const void *start, size_t length);
    /** Whether a read of the mapping in @p slot found the file shorter than when it was mapped. */
    static bool mappingFaulted(int slot);
    /** Ends protectMapping() (before the mapping is unmapped). */
    static void unprotectMapping(int slot);

private:
    bool statChanged() const;

    qint64 mSizeAtOpen = -1;
    qint64 mModifiedAtOpen = 0;
    qint64 mStatusChangedAtOpen = 0;
    bool mRegular = false;
    // Read by the window's thread and a background save at once.
    mutable std::atomic<int> mCallsSinceCheck = 0;
    mutable std::atomic<bool> mLastChanged = false;
    std::unique_ptr<ContentFingerprint> mFingerprint;
};

} // namespace Kibitz
