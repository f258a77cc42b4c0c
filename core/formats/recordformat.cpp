#include "recordformat.h"

#include "contentfingerprint.h"
#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <vector>

namespace Kibitz {

namespace {

class RecordReader : public BoardReader
{
public:
    RecordReader(const RecordFormat *format, QIODevice *device)
        : mFormat(format)
        , mDevice(device)
    {
        mBuffer.resize(size_t(format->recordSize()) * 4096);
    }

    bool readNext(Board *board) override
    {
        const int size = mFormat->recordSize();
        for (;;) {
            if (hasError())
                return false;
            if (mPos + size > mFilled) {
                // Refill: keep the unread tail, then read as much as fits.
                const qint64 tail = mFilled - mPos;
                std::memmove(mBuffer.data(), mBuffer.data() + mPos, size_t(tail));
                mPos = 0;
                mFilled = tail;
                while (mFilled < qint64(mBuffer.size())) {
                    const qint64 got = mDevice->read(mBuffer.data() + mFilled, qint64(mBuffer.size()) - mFilled);
                    if (got <= 0)
                        break;
                    mFilled += got;
                }
                if (mFilled == 0)
                    return false;
                if (mFilled < size) {
                    // A truncated file: every complete board is read; the last one is reported.
                    damage(mBoardsRead, RecordFormat::truncation(mFormat, mBoardsRead, mRecordIndex, mOffset, mFilled));
                    mFilled = 0;
                    mPos = 0;
                    return false;
                }
            }
            RecordFormat::RecordIssues issues;
            *board = mFormat->decodeAt(reinterpret_cast<const uchar *>(mBuffer.data()) + mPos, mRecordIndex, &issues);
            const qint64 offset = mOffset;
            mPos += size;
            mOffset += size;
            const qint64 index = mRecordIndex++;
            // A malformed record is a damaged board: kept with what was decoded, and reading goes on.
            if (!issues.error.isEmpty())
                damage(mBoardsRead, FormatError::malformedAt(index, offset + issues.errorByte, issues.error));
            for (const QString &w : issues.warnings)
                warn(mBoardsRead, w);
            if (issues.skip && issues.error.isEmpty())
                continue;
            ++mBoardsRead;
            return true;
        }
    }

private:
    const RecordFormat *mFormat;
    QIODevice *mDevice;
    std::vector<char> mBuffer;
    qint64 mPos = 0;
    qint64 mFilled = 0;
    qint64 mOffset = 0;
    qint64 mRecordIndex = 0;
};

class RecordWriter : public BufferedBoardWriter
{
public:
    RecordWriter(const RecordFormat *format, QIODevice *device)
        : BufferedBoardWriter(device)
        , mFormat(format)
    { }

    bool writeBoard(const Board &board) override
    {
        if (!acceptBoard(mFormat->whyCannotStore(board)))
            return false;
        const qsizetype at = mBuffer.size();
        mBuffer.append(mFormat->recordSize(), '\0');
        mFormat->encodeRecord(board, reinterpret_cast<uchar *>(mBuffer.data() + at));
        return boardDone();
    }

    bool writeRecords(const uchar *records, qint64 count) override
    {
        if (!acceptBoard())
            return false;
        if (count <= 0)
            return true;
        mBuffer.append(reinterpret_cast<const char *>(records), qsizetype(count * mFormat->recordSize()));
        mBoardsWritten += count - 1;
        return boardDone();
    }

private:
    const RecordFormat *mFormat;
};

class MappedRecordSource : public BoardSource
{
public:
    MappedRecordSource(const RecordFormat *format, std::unique_ptr<InputFile> file, const uchar *data, qint64 size)
        : mFormat(format)
        , mFile(std::move(file))
        , mData(data)
        , mCount(size / format->recordSize())
    {
        mFile->startFingerprint();
        if (size % format->recordSize() != 0) {
            mWarnings.append(BoardWarning::damage(mCount,
                RecordFormat::truncation(
                    format, mCount, mCount, mCount * format->recordSize(), size % format->recordSize())));
        }
    }

    qint64 count() const override { return mCount; }
    bool changedOnDisk() const override { return mFile->changedOnDisk(); }
    const RecordFormat *recordFormat() const override { return mFormat; }

    bool copyRecords(qint64 first, qint64 count, uchar *target) const override
    {
        if (first < 0 || count < 0 || count > mCount - first)
            return false;
        const qint64 offset = first * mFormat->recordSize();
        const qint64 bytes = count * mFormat->recordSize();
        // As board(): checked after the copy, so what was copied is what the file held when it was opened.
        return InputFile::guardedCopy(target, mData + offset, size_t(bytes))
            && (!mFile->changedOnDisk() || mFile->intact(offset, bytes));
    }
    QList<BoardWarning> warnings() const override { return mWarnings; }

    qint64 unreadable(qint64 first, qint64 count) const override
    {
        first = std::clamp<qint64>(first, 0, mCount);
        count = std::clamp<qint64>(count, 0, mCount - first);
        if (count == 0 || !mFile->changedOnDisk())
            return 0;
        // A chunk of the fingerprint at a time: the boards of one chunk are read or lost together.
        const qint64 size = mFormat->recordSize();
        const qint64 step = std::max<qint64>(1, ContentFingerprint::Chunk / size);
        qint64 lost = 0;
        for (qint64 i = first; i < first + count;) {
            const qint64 n = std::min(step - i % step, first + count - i);
            if (!mFile->intact(i * size, n * size))
                lost += n;
            i += n;
        }
        return lost;
    }

    Board board(qint64 index, QStringList *warnings) const override
    {
        if (index < 0 || index >= mCount)
            return {};
        RecordFormat::RecordIssues issues;
        const int size = mFormat->recordSize();
        const qint64 offset = index * size;
        // A file that shrank faults (SIGBUS) where its pages are gone; one rewritten in place decodes as junk.
        QVarLengthArray<uchar, 256> record(size);
        // Checked after the copy: a record still holding its bytes after it was copied was copied as it was.
        if (!InputFile::guardedCopy(record.data(), mData + offset, size_t(size))
            || (mFile->changedOnDisk() && !mFile->intact(offset, size))) {
            if (warnings)
                warnings->append(InputFile::changedWhileOpenMessage(mFile->fileName()));
            return {};
        }
        Board b = mFormat->decodeAt(record.constData(), index, &issues);
        if (warnings) {
            if (!issues.error.isEmpty())
                warnings->append(FormatError::malformedAt(index, offset + issues.errorByte, issues.error).toString());
            warnings->append(issues.warnings);
        }
        return b;
    }

private:
    const RecordFormat *mFormat;
    std::unique_ptr<InputFile> mFile; // keeps the mapping alive
    const uchar *mData;
    qint64 mCount;
    QList<BoardWarning> mWarnings;
};

} // namespace

bool RecordFormat::DealRecord::hasDoubleDummy() const
{
    quint64 lo;
    quint16 hi;
    std::memcpy(&lo, doubleDummy.data(), 8);
    std::memcpy(&hi, doubleDummy.data() + 8, 2);
    return lo != ~quint64(0) || hi != 0xffff;
}

qint64 RecordFormat::decodeDealRecords(const uchar *, qint64, DealRecord *, qint64 *, bool) const
{
    return 0;
}

void RecordFormat::encodeDealRecords(const DealRecord *, qint64, uchar *) const { }

qint64 RecordFormat::transcodeDealRecords(
    const uchar *in, qint64 count, const RecordFormat &target, uchar *out, qint64 *tables) const
{
    // A slice small enough to stay in the first-level cache between decoding and encoding.
    constexpr qint64 Slice = 256;
    std::array<DealRecord, Slice> lane;
    const qint64 inSize = recordSize();
    const qint64 outSize = target.recordSize();
    const bool withHands = target.dealLaneReadsHands();
    qint64 done = 0;
    while (done < count) {
        const qint64 want = std::min(Slice, count - done);
        const qint64 got = decodeDealRecords(in + done * inSize, want, lane.data(), tables, withHands);
        target.encodeDealRecords(lane.data(), got, out + done * outSize);
        done += got;
        if (got < want)
            break;
    }
    return done;
}

FormatError RecordFormat::truncation(
    const RecordFormat *format, qint64 board, qint64 record, qint64 offset, qint64 trailing)
{
    const QString message
        = QCoreApplication::translate("Kibitz::RecordFormat", "the file ends inside board %1: ").arg(board + 1)
        + QCoreApplication::translate(
            "Kibitz::RecordFormat", "%n trailing byte(s): %1 records are %2 bytes each", nullptr, int(trailing))
              .arg(format->name())
              .arg(format->recordSize());
    return { FormatError::Code::Truncated, message, {}, record, offset };
}

Board RecordFormat::decodeAt(const uchar *data, qint64 index, RecordIssues *issues) const
{
    Board board;
    board.setNumberWithCycle(int(index % 0x7fffffff) + 1);
    decodeRecord(data, &board, issues);
    return board;
}

bool RecordFormat::canRead(QIODevice *device) const
{
    const int size = recordSize();
    if (!device->isSequential()) {
        const qint64 left = device->size() - device->pos();
        if (left <= 0 || left % size != 0)
            return false;
    }
    const QByteArray head = device->peek(qint64(size) * 4);
    const qsizetype records = head.size() / size;
    if (records == 0)
        return false;
    // What a crash or an editor leaves is not deals, though zeros and blanks may decode as records.
    const bool zeros = std::all_of(head.begin(), head.end(), [](char c) { return c == '\0'; });
    const bool blank
        = std::all_of(head.begin(), head.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; });
    if (zeros || blank)
        return false;
    const auto *data = reinterpret_cast<const uchar *>(head.constData());
    for (qsizetype i = 0; i < records; ++i) {
        RecordIssues issues;
        Board board;
        decodeRecord(data + i * size, &board, &issues);
        if (!issues.error.isEmpty() || issues.skip || !issues.warnings.isEmpty())
            return false;
    }
    return true;
}

std::unique_ptr<BoardReader> RecordFormat::createReader(QIODevice *device) const
{
    return std::make_unique<RecordReader>(this, device);
}

std::unique_ptr<BoardWriter> RecordFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<RecordWriter>(this, device);
}

std::unique_ptr<BoardSource> RecordFormat::openFile(const QString &fileName, FormatError *error) const
{
    auto file = std::make_unique<InputFile>(fileName);
    if (!file->open(QIODevice::ReadOnly)) {
        if (error)
            *error = { FormatError::Code::OpenFailed, file->errorString(), fileName };
        return nullptr;
    }
    const qint64 size = file->size();
    if (size < recordSize())
        return DealFormat::openFile(fileName, error);
    const uchar *data = file->map(0, size);
    if (!data)
        return DealFormat::openFile(fileName, error);
    return std::make_unique<MappedRecordSource>(this, std::move(file), data, size);
}

} // namespace Kibitz
