#pragma once

#include <QString>

#include <atomic>

class QIODevice;

namespace Kibitz {

/**
 * Writes the record lane's output blocks. To a file (a QSaveFile's descriptor) it writes
 * with O_DIRECT where the file system allows it: QSaveFile::commit() syncs the file to
 * disk anyway, and writing straight from the block saves copying every byte into the page
 * cache first. Elsewhere (other systems, file systems without direct I/O, standard output)
 * it writes through the page cache and starts the write-back of each block at once, so
 * the final sync finds little left.
 */
class BlockWriter
{
public:
    /** Direct writes need buffers, sizes and file offsets in multiples of this. */
    static constexpr qint64 Alignment = 4096;

    /** Writes to @p fd when it is >= 0 (the file's QIODevice is then left alone), else to @p device. */
    BlockWriter(QIODevice *device, int fd);

    /**
     * Whether blocks should be whole multiples of Alignment (from aligned buffers): the
     * rest of a block then goes in front of the next one, and the last rest to finish().
     */
    bool wantsAlignedBlocks() const { return mAligned; }
    /** Writes @p bytes at @p data after what was written before. One thread at a time. */
    bool write(const uchar *data, qint64 bytes);
    /** Writes the last, unaligned bytes. */
    bool finish(const uchar *data, qint64 bytes);
    /** Why the last write failed. */
    QString errorString() const;

private:
    bool writeFd(const uchar *data, qint64 bytes);
    void stopDirect();

    QIODevice *mDevice;
    int mFd;
    bool mAligned = false;
    std::atomic<bool> mDirect = false;
    qint64 mWritten = 0;
    int mError = 0;
};

} // namespace Kibitz
