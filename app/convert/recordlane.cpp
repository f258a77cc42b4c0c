#include "recordlane.h"

#include "blockwriter.h"
#include "converter.h"
#include "workerthread.h"

#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"
#include "formats/recordformat.h"

#include <QFile>
#include <QSaveFile>

#ifndef Q_OS_WIN
#include <sys/mman.h>
#endif

#include <algorithm>
#include <array>
#include <atomic>
#include <climits>
#include <cstring>
#include <new>
#include <vector>

namespace Kibitz {

namespace {

// The input is read once, front to back.
void adviseSequential(const uchar *data, qint64 size)
{
#ifdef Q_OS_UNIX
    posix_madvise(const_cast<uchar *>(data), size_t(size), POSIX_MADV_SEQUENTIAL);
#else
    Q_UNUSED(data);
    Q_UNUSED(size);
#endif
}

// A buffer whose address suits direct I/O (BlockWriter::Alignment).
struct AlignedDelete
{
    void operator()(uchar *p) const { ::operator delete[](p, std::align_val_t(BlockWriter::Alignment)); }
};
using AlignedBuffer = std::unique_ptr<uchar[], AlignedDelete>;

AlignedBuffer alignedBuffer(qint64 size)
{
    return AlignedBuffer(
        static_cast<uchar *>(::operator new[](size_t(size), std::align_val_t(BlockWriter::Alignment))));
}

// An input of the lane: mapped, and read from its spooled copy when it is a stream (Converter::inputPath()).
struct LaneInput
{
    QString name; // as given, for messages
    std::unique_ptr<InputFile> file;
    const RecordFormat *format = nullptr;
    const uchar *data = nullptr;
    qint64 records = 0;
    qint64 recordsBefore = 0; // of the earlier inputs: record r of this one is board recordsBefore + r + 1
};

// What the lane's two threads did of a chunk of a block.
struct Chunk
{
    qint64 done = 0; // records the lane took from the chunk's start
    qint64 tables = 0; // of those, with a double-dummy table
};

// The input goes in blocks of about 4 MiB of output (the disk takes direct writes of 2-4 MiB
// fastest), each transcoded into one of two buffers by this thread and the helper, in chunks
// handed out as the threads come for them (on a busy machine one thread may get far less
// time than the other).
constexpr qint64 ChunkRecords = qint64(1) << 12;

// The records of [r, blockEnd) of an input, run through the lane by chunks into each chunk's own
// place, stopping at the first record the lane cannot take; both threads take chunks in turn.
struct BlockLane
{
    const LaneInput &in;
    const RecordFormat *target;
    std::vector<Chunk> &chunks;
    std::atomic<int> &nextChunk;
    qint64 r, blockEnd, inSize, outSize;
    uchar *start;
    int chunkCount;
    static void run(void *context)
    {
        auto *l = static_cast<BlockLane *>(context);
        for (int c; (c = l->nextChunk.fetch_add(1, std::memory_order_relaxed)) < l->chunkCount;) {
            const qint64 from = l->r + c * ChunkRecords;
            Chunk &chunk = l->chunks[size_t(c)];
            chunk.tables = 0;
            chunk.done = l->in.format->transcodeDealRecords(l->in.data + from * l->inSize,
                std::min(qint64(ChunkRecords), l->blockEnd - from), *l->target,
                l->start + c * ChunkRecords * l->outSize, &chunk.tables);
        }
    }
};

// The lane on the records [r, r + count) on this thread (the mapping may have shrunk since the lane's
// threads read it: run through InputFile::guarded(), a fault is a change, not a crash).
struct RecordRun
{
    const RecordFormat *format, *target;
    const uchar *records;
    qint64 count;
    uchar *out;
    qint64 done = 0, tables = 0;
    static void run(void *context)
    {
        auto *t = static_cast<RecordRun *>(context);
        t->done = t->format->transcodeDealRecords(t->records, t->count, *t->target, t->out, &t->tables);
    }
};

/**
 * One pass of the lane over every input. Records the lane cannot take are left to this thread,
 * in order, so messages and output are those of one thread. The writer writes one block's buffer
 * while the next block fills the other.
 */
class LanePass
{
public:
    LanePass(Converter &converter, const RecordFormat *target, qint64 outputBase, bool force)
        : mConverter(converter)
        , mTarget(target)
        , mOutSize(target->recordSize())
        , mKeepsDoubleDummy(bool(target->capabilities() & BoardContent::DoubleDummy))
        , mForce(force)
        , mReport(*target)
        , mOutIndex(outputBase)
    { }

    /** Opens and maps every input; false when one does not qualify for the lane. */
    bool openInputs(const QStringList &inputs);
    /** Converts into @p output; a pass that only checked standard output says so in checkedOnly(). */
    ExitStatus run(const QString &output);
    /** Whether the pass checked standard output without writing (lossless: it is to be written now). */
    bool checkedOnly() const { return mCheckedOnly; }

private:
    ExitStatus transcodeInput(const LaneInput &in);
    /** Transcodes the block [r, blockEnd) of @p in to mBuffers[mCurrent], after the bytes carried. */
    ExitStatus transcodeBlock(const LaneInput &in, qint64 r, qint64 blockEnd);
    /** Records [from, to) of @p in in order on this thread: lane runs, and the full codec for the others. */
    bool transcode(const LaneInput &in, qint64 from, qint64 to);
    /** Record @p r of @p in through the full codec: reported, and written when it can be. */
    bool decodeRecord(const LaneInput &in, qint64 r);
    /** Counts @p n records the lane took from record @p r, with @p tables tables. */
    void account(qint64 r, qint64 n, qint64 tables);
    /** Hands the current buffer's @p bytes to the writer, carrying what direct I/O cannot write yet. */
    bool writeBlock(qint64 bytes);
    ExitStatus finish(const QString &output);
    bool waitWriter();
    /** Stops the threads and gives up the output. */
    void abandon();
    /** A mapped input that shrank: said so, and the output given up. */
    ExitStatus changed(const LaneInput &in);

    Converter &mConverter;
    const RecordFormat *mTarget;
    const int mOutSize;
    const bool mKeepsDoubleDummy;
    const bool mForce;
    std::vector<LaneInput> mInputs;
    qint64 mTotalRecords = 0;
    QString mOutput;
    std::unique_ptr<QSaveFile> mSaveFile;
    std::unique_ptr<BlockWriter> mSink;
    bool mWriting = true;
    bool mCheckedOnly = false;
    qint64 mBlockRecords = 0;
    std::vector<Chunk> mChunks;
    std::array<AlignedBuffer, 2> mBuffers;
    int mCurrent = 0;
    qint64 mCarried = 0; // bytes at the start of the current buffer, left from the block before
    uchar *mOut = nullptr; // where the next record goes
    WorkerThread mHelper;
    WorkerThread mWriter;
    // Counted here and handed to the report at the end: this runs for ten million records.
    qint64 mLostTables = 0;
    qint64 mLostNumbers = 0;
    LossReport mReport;
    qint64 mOutIndex;
    qint64 mDone = 0;
};

bool LanePass::openInputs(const QStringList &inputs)
{
    qint64 recordsBefore = 0;
    for (const QString &name : inputs) {
        LaneInput in;
        in.name = name;
        in.file = std::make_unique<InputFile>(mConverter.inputPath(name));
        if (!in.file->open(QIODevice::ReadOnly))
            return false;
        FormatError error;
        in.format = dynamic_cast<const RecordFormat *>(
            FormatRegistry::instance().detect(in.file.get(), name, mConverter.options().from, &error));
        if (!in.format || !in.format->hasDealLane())
            return false;
        const qint64 size = in.file->size();
        if (size % in.format->recordSize() != 0)
            return false; // the general path reports the trailing bytes
        in.records = size / in.format->recordSize();
        if (size > 0 && !(in.data = in.file->map(0, size)))
            return false;
        if (in.data)
            adviseSequential(in.data, size);
        in.recordsBefore = recordsBefore;
        recordsBefore += in.records;
        mInputs.push_back(std::move(in));
    }
    mTotalRecords = recordsBefore;
    return true;
}

ExitStatus LanePass::run(const QString &output)
{
    mOutput = output;
    QIODevice *device = mConverter.openOutput(output, &mSaveFile);
    if (!device)
        return ExitStatus::OutputFailed;
#ifdef Q_OS_LINUX
    mSink = std::make_unique<BlockWriter>(device, mSaveFile ? mSaveFile->handle() : -1);
#else
    mSink = std::make_unique<BlockWriter>(device, -1);
#endif
    // Standard output cannot be taken back: without --force, nothing is written until every record is checked.
    mWriting = mForce || Converter::standardStream(output) == 0;
    mBlockRecords = std::max<qint64>(1, (qint64(4) << 20) / mOutSize / ChunkRecords) * ChunkRecords;
    mChunks.resize(size_t(mBlockRecords / ChunkRecords));
    // Room for a block and the unaligned rest of the one before (BlockWriter::wantsAlignedBlocks()).
    constexpr qint64 Alignment = BlockWriter::Alignment;
    const qint64 capacity = (mOutSize * mBlockRecords + 2 * Alignment - 1) / Alignment * Alignment;
    mBuffers = { alignedBuffer(capacity), alignedBuffer(capacity) };
    for (const LaneInput &in : mInputs) {
        if (const ExitStatus status = transcodeInput(in); status != ExitStatus::Success)
            return status;
    }
    return finish(output);
}

ExitStatus LanePass::transcodeInput(const LaneInput &in)
{
    const ConverterOptions &options = mConverter.options();
    const qint64 first = std::clamp(options.firstBoard - 1 - in.recordsBefore, qint64(0), in.records);
    const qint64 end
        = options.lastBoard < 0 ? in.records : std::clamp(options.lastBoard - in.recordsBefore, qint64(0), in.records);
    for (qint64 r = first; r < end;) {
        const qint64 blockEnd = std::min(end, r + mBlockRecords);
        if (const ExitStatus status = transcodeBlock(in, r, blockEnd); status != ExitStatus::Success)
            return status;
        const qint64 before = mDone;
        mDone += blockEnd - r;
        r = blockEnd;
        if ((mDone >> 20) != (before >> 20))
            mConverter.progress(mDone & ~qint64(0xfffff), mDone & ~qint64(0xfffff), mTotalRecords);
        if (!mForce && (mLostTables || mLostNumbers || !mReport.isLossless()))
            mWriting = false;
        const qint64 bytes = mOut - mBuffers[size_t(mCurrent)].get();
        if (mWriting && bytes > 0 && !writeBlock(bytes)) {
            abandon();
            return ExitStatus::OutputFailed;
        }
    }
    return ExitStatus::Success;
}

ExitStatus LanePass::transcodeBlock(const LaneInput &in, qint64 r, qint64 blockEnd)
{
    const qint64 inSize = in.format->recordSize();
    uchar *const start = mBuffers[size_t(mCurrent)].get() + mCarried;
    const int chunkCount = int((blockEnd - r + ChunkRecords - 1) / ChunkRecords);
    std::atomic<int> nextChunk = 0;
    // A mapped input that shrinks faults (SIGBUS) where its pages are gone: the file is checked before
    // each block, and a fault in between is caught (InputFile::guarded()).
    if (in.file->changedOnDisk())
        return changed(in);
    BlockLane lane { in, mTarget, mChunks, nextChunk, r, blockEnd, inSize, mOutSize, start, chunkCount };
    const auto runLane = [&lane]() { return InputFile::guarded(&BlockLane::run, &lane); };
    const bool split = mConverter.threads() > 1 && chunkCount > 1;
    if (split)
        mHelper.start(runLane);
    bool intact = runLane();
    if (split)
        intact = mHelper.wait() && intact;
    if (!intact)
        return changed(in);
    // Then, in order on this thread: close the gaps that skipped records leave, and
    // take the records where a chunk stopped (and the rest of it) through transcode().
    mOut = start;
    for (int c = 0; c < chunkCount; ++c) {
        const qint64 from = r + c * ChunkRecords;
        const qint64 to = std::min(from + ChunkRecords, blockEnd);
        const uchar *chunkOut = start + c * ChunkRecords * mOutSize;
        const Chunk &chunk = mChunks[size_t(c)];
        if (mOut != chunkOut)
            std::memmove(mOut, chunkOut, size_t(chunk.done * mOutSize));
        account(from, chunk.done, chunk.tables);
        if (from + chunk.done < to && !transcode(in, from + chunk.done, to)) {
            if (in.file->changedOnDisk())
                return changed(in);
            abandon();
            return ExitStatus::InvalidInput;
        }
    }
    return ExitStatus::Success;
}

bool LanePass::transcode(const LaneInput &in, qint64 from, qint64 to)
{
    const qint64 inSize = in.format->recordSize();
    for (qint64 r = from; r < to;) {
        RecordRun run { in.format, mTarget, in.data + r * inSize, to - r, mOut };
        if (!InputFile::guarded(&RecordRun::run, &run))
            return false;
        account(r, run.done, run.tables);
        r += run.done;
        if (r == to)
            break;
        if (!decodeRecord(in, r))
            return false;
        ++r;
    }
    return true;
}

bool LanePass::decodeRecord(const LaneInput &in, qint64 r)
{
    const qint64 inSize = in.format->recordSize();
    std::array<uchar, 256> bytes;
    if (size_t(inSize) > bytes.size() || !InputFile::guardedCopy(bytes.data(), in.data + r * inSize, size_t(inSize)))
        return false;
    RecordFormat::RecordIssues issues;
    const Board board = in.format->decodeAt(bytes.data(), r, &issues);
    // A file that shrank reads as zeros up to the end of its last page: the caller says it changed.
    if ((!issues.error.isEmpty() || !issues.warnings.isEmpty()) && in.file->changedOnDisk())
        return false;
    if (!issues.error.isEmpty()) {
        // A damaged board: named, and converted as far as it was read when forced.
        FormatError error = FormatError::malformedAt(r, r * inSize + issues.errorByte, issues.error);
        error.fileName = in.name;
        mConverter.printErr(Converter::tr("kibitz-convert: damaged: %1\n").arg(error.toString()));
        mConverter.noteDamaged(Converter::tr("%1 record %2").arg(in.name).arg(r));
        if (!mForce)
            mWriting = false;
    }
    for (const QString &w : issues.warnings)
        mConverter.printErr(Converter::tr("kibitz-convert: %1: record %2: warning: %3\n").arg(in.name).arg(r).arg(w));
    if (issues.skip)
        return true;
    mReport.add(board, mOutIndex, in.recordsBefore + r);
    if (!mTarget->whyCannotStore(board).isEmpty())
        return true;
    mTarget->encodeRecord(board, mOut);
    mOut += mOutSize;
    ++mOutIndex;
    return true;
}

void LanePass::account(qint64 r, qint64 n, qint64 tables)
{
    if (!mKeepsDoubleDummy)
        mLostTables += tables;
    if (r != mOutIndex) // numbers, dealer and vulnerability come from the position on both sides
        mLostNumbers += n;
    mOutIndex += n;
    mOut += n * mOutSize;
}

bool LanePass::writeBlock(qint64 bytes)
{
    if (!waitWriter())
        return false;
    // The other buffer is free now: it takes the rest that direct I/O cannot write yet.
    constexpr qint64 Alignment = BlockWriter::Alignment;
    uchar *const buffer = mBuffers[size_t(mCurrent)].get();
    const qint64 now = mSink->wantsAlignedBlocks() ? bytes / Alignment * Alignment : bytes;
    mCarried = bytes - now;
    std::memcpy(mBuffers[size_t(mCurrent ^ 1)].get(), buffer + now, size_t(mCarried));
    if (now > 0)
        mWriter.start([sink = mSink.get(), buffer, now]() { return sink->write(buffer, now); });
    mCurrent ^= 1;
    return true;
}

ExitStatus LanePass::finish(const QString &output)
{
    if (mConverter.progressEnabled() && mDone > 0xfffff)
        mConverter.printProgress(QStringLiteral("\r%1 boards, 100%\n").arg(mDone));
    mReport.addLost(BoardContent::DoubleDummy, int(std::min<qint64>(mLostTables, INT_MAX)));
    mReport.addLost(BoardContents(BoardContent::Number) | BoardContent::DealerVulnerability,
        int(std::min<qint64>(mLostNumbers, INT_MAX)));
    if (!mForce && mConverter.damagedCount() > 0) {
        abandon();
        return mConverter.refuseDamaged();
    }
    if (!mForce && !mReport.isLossless()) {
        abandon();
        return mConverter.refuse(*mTarget, mReport);
    }
    if (!mWriting) {
        mCheckedOnly = true;
        return ExitStatus::Success;
    }
    if (!waitWriter()) {
        abandon();
        return ExitStatus::OutputFailed;
    }
    if (!mSink->finish(mBuffers[size_t(mCurrent)].get(), mCarried)) {
        mConverter.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, mSink->errorString()));
        abandon();
        return ExitStatus::OutputFailed;
    }
    if (!mConverter.closeOutput(output, mSaveFile.get()))
        return ExitStatus::OutputFailed;
    if (!mReport.isLossless() && !mReport.summary().isEmpty())
        mConverter.printErr(Converter::tr("kibitz-convert: dropped as forced: %1\n").arg(mReport.summary()));
    return ExitStatus::Success;
}

bool LanePass::waitWriter()
{
    if (mWriter.wait())
        return true;
    mConverter.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(mOutput, mSink->errorString()));
    return false;
}

void LanePass::abandon()
{
    mHelper.wait();
    mWriter.wait();
    mConverter.abandonOutput(mSaveFile.get());
}

ExitStatus LanePass::changed(const LaneInput &in)
{
    mConverter.printErr(QStringLiteral("kibitz-convert: %1\n").arg(InputFile::changedWhileOpenMessage(in.name)));
    abandon();
    return ExitStatus::InvalidInput;
}

} // namespace

RecordLane::RecordLane(Converter &converter, qint64 outputBase)
    : mConverter(converter)
    , mOutputBase(outputBase)
{ }

std::optional<ExitStatus> RecordLane::convert(
    const QStringList &inputs, const QString &output, const RecordFormat *target)
{
    bool force = mConverter.options().force;
    for (;;) {
        LanePass pass(mConverter, target, mOutputBase, force);
        if (!pass.openInputs(inputs))
            return std::nullopt;
        const ExitStatus status = pass.run(output);
        if (!pass.checkedOnly())
            return status;
        // Standard output, checked and lossless: now transcode for real.
        force = true;
    }
}

} // namespace Kibitz
