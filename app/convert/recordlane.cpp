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

} // namespace

RecordLane::RecordLane(Converter &converter)
    : mConverter(converter)
{ }

int RecordLane::convert(const QStringList &inputs, const QString &output, const RecordFormat *target)
{
    struct Input
    {
        QString name; // as given: a stream is read from its spooled copy (Converter::inputPath())
        std::unique_ptr<InputFile> file;
        const RecordFormat *format = nullptr;
        const uchar *data = nullptr;
        qint64 records = 0;
    };
    std::vector<Input> files;
    qint64 totalRecords = 0;
    for (const QString &name : inputs) {
        Input in;
        in.name = name;
        in.file = std::make_unique<InputFile>(mConverter.inputPath(name));
        if (!in.file->open(QIODevice::ReadOnly))
            return -1;
        FormatError error;
        in.format = dynamic_cast<const RecordFormat *>(
            FormatRegistry::instance().detect(in.file.get(), name, mConverter.mFrom, &error));
        if (!in.format || !in.format->hasDealLane())
            return -1;
        const qint64 size = in.file->size();
        if (size % in.format->recordSize() != 0)
            return -1; // the general path reports the trailing bytes
        in.records = size / in.format->recordSize();
        if (size > 0 && !(in.data = in.file->map(0, size)))
            return -1;
        if (in.data)
            adviseSequential(in.data, size);
        totalRecords += in.records;
        files.push_back(std::move(in));
    }

    const bool toStdout = Converter::standardStream(output) != 0;
    std::unique_ptr<QSaveFile> saveFile;
    QIODevice *device = mConverter.openOutput(output, &saveFile);
    if (!device)
        return Converter::OutputFailed;
#ifdef Q_OS_LINUX
    BlockWriter sink(device, saveFile ? saveFile->handle() : -1);
#else
    BlockWriter sink(device, -1);
#endif
    // Standard output cannot be taken back: without --force, nothing is written until every record is checked.
    bool writing = mConverter.mForce || !toStdout;
    const int outSize = target->recordSize();
    const bool keepsDoubleDummy = bool(target->capabilities() & BoardContent::DoubleDummy);

    // The input goes in blocks of about 4 MiB of output (the disk takes direct writes of 2-4 MiB
    // fastest), each transcoded into one of two buffers by this thread and the helper, in chunks
    // handed out as the threads come for them (on a busy machine one thread may get far less
    // time than the other). Records the lane cannot take are left to this thread, in order, so
    // messages and output are those of one thread. The writer writes one block's buffer while
    // the next block fills the other.
    constexpr qint64 ChunkRecords = qint64(1) << 12;
    const qint64 blockRecords = std::max<qint64>(1, (qint64(4) << 20) / outSize / ChunkRecords) * ChunkRecords;
    struct Chunk
    {
        qint64 done = 0; // records the lane took from the chunk's start
        qint64 tables = 0; // of those, with a double-dummy table
    };
    std::vector<Chunk> chunks(size_t(blockRecords / ChunkRecords));
    // Room for a block and the unaligned rest of the one before (BlockWriter::wantsAlignedBlocks()).
    constexpr qint64 Alignment = BlockWriter::Alignment;
    const qint64 capacity = (outSize * blockRecords + 2 * Alignment - 1) / Alignment * Alignment;
    std::array<AlignedBuffer, 2> buffers { alignedBuffer(capacity), alignedBuffer(capacity) };
    int current = 0;
    qint64 carried = 0; // bytes at the start of the current buffer, left from the block before
    WorkerThread helper;
    WorkerThread writer;
    const auto waitWriter = [&]() {
        if (writer.wait())
            return true;
        mConverter.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, sink.errorString()));
        return false;
    };

    const auto abandon = [&]() {
        helper.wait();
        writer.wait();
        if (saveFile)
            saveFile->cancelWriting();
    };
    // A mapped input that shrinks faults (SIGBUS) where its pages are gone: the file is checked before
    // each block, and a fault in between is caught (InputFile::guarded()).
    const auto changed = [&](const Input &in) {
        mConverter.printErr(QStringLiteral("kibitz-convert: %1\n").arg(InputFile::changedWhileOpenMessage(in.name)));
        abandon();
        return Converter::InvalidInput;
    };

    qint64 lostTables = 0;
    qint64 lostNumbers = 0;
    LossReport report(*target);
    qint64 outIndex = mConverter.mOutputBase;
    qint64 done = 0;
    qint64 recordsBefore = 0; // of the earlier inputs: record r of this one is board recordsBefore + r + 1
    for (const Input &in : files) {
        const int inSize = in.format->recordSize();
        const qint64 first = std::clamp(mConverter.mFirstBoard - 1 - recordsBefore, qint64(0), in.records);
        const qint64 end = mConverter.mLastBoard < 0
            ? in.records
            : std::clamp(mConverter.mLastBoard - recordsBefore, qint64(0), in.records);
        const qint64 inputBase = recordsBefore;
        recordsBefore += in.records;
        uchar *out = nullptr;
        // Counted here and handed to the report at the end: this runs for ten million records.
        const auto account = [&](qint64 r, qint64 n, qint64 tables) {
            if (!keepsDoubleDummy)
                lostTables += tables;
            if (r != outIndex) // numbers, dealer and vulnerability come from the position on both sides
                lostNumbers += n;
            outIndex += n;
            out += n * outSize;
        };
        // Records [from, to) in order on this thread: lane runs, and the full codec for the others.
        const auto transcode = [&](qint64 from, qint64 to) {
            for (qint64 r = from; r < to;) {
                // The mapping may have shrunk since the lane's threads read it: a fault is a change, not a crash.
                struct Run
                {
                    const RecordFormat *format, *target;
                    const uchar *records;
                    qint64 count;
                    uchar *out;
                    qint64 done = 0, tables = 0;
                    static void run(void *context)
                    {
                        auto *t = static_cast<Run *>(context);
                        t->done = t->format->transcodeDealRecords(t->records, t->count, *t->target, t->out, &t->tables);
                    }
                } run { in.format, target, in.data + r * inSize, to - r, out };
                if (!InputFile::guarded(&Run::run, &run))
                    return false;
                const qint64 n = run.done;
                account(r, n, run.tables);
                r += n;
                if (r == to)
                    break;
                std::array<uchar, 256> bytes;
                if (size_t(inSize) > bytes.size()
                    || !InputFile::guardedCopy(bytes.data(), in.data + r * inSize, size_t(inSize)))
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
                    if (!mConverter.mForce)
                        writing = false;
                }
                for (const QString &w : issues.warnings)
                    mConverter.printErr(
                        Converter::tr("kibitz-convert: %1: record %2: warning: %3\n").arg(in.name).arg(r).arg(w));
                ++r;
                if (issues.skip)
                    continue;
                report.add(board, outIndex, inputBase + r - 1);
                if (!target->whyCannotStore(board).isEmpty())
                    continue;
                target->encodeRecord(board, out);
                out += outSize;
                ++outIndex;
            }
            return true;
        };
        for (qint64 r = first; r < end;) {
            const qint64 blockEnd = std::min(end, r + blockRecords);
            uchar *const buffer = buffers[current].get();
            uchar *const start = buffer + carried;
            // Both threads take chunks of the block in turn and run the lane on each into the
            // chunk's own place, stopping at the first record the lane cannot take.
            const int chunkCount = int((blockEnd - r + ChunkRecords - 1) / ChunkRecords);
            std::atomic<int> nextChunk = 0;
            if (in.file->changedOnDisk())
                return changed(in);
            struct Lane
            {
                const Input &in;
                const RecordFormat *target;
                std::vector<Chunk> &chunks;
                std::atomic<int> &nextChunk;
                qint64 r, blockEnd, inSize, outSize;
                uchar *start;
                int chunkCount;
                static void run(void *context)
                {
                    auto *l = static_cast<Lane *>(context);
                    for (int c; (c = l->nextChunk.fetch_add(1, std::memory_order_relaxed)) < l->chunkCount;) {
                        const qint64 from = l->r + c * ChunkRecords;
                        Chunk &chunk = l->chunks[size_t(c)];
                        chunk.tables = 0;
                        chunk.done = l->in.format->transcodeDealRecords(l->in.data + from * l->inSize,
                            std::min(qint64(ChunkRecords), l->blockEnd - from), *l->target,
                            l->start + c * ChunkRecords * l->outSize, &chunk.tables);
                    }
                }
            } lane { in, target, chunks, nextChunk, r, blockEnd, inSize, outSize, start, chunkCount };
            const auto runLane = [&lane]() { return InputFile::guarded(&Lane::run, &lane); };
            const bool split = mConverter.mThreads > 1 && chunkCount > 1;
            if (split)
                helper.start(runLane);
            bool intact = runLane();
            if (split)
                intact = helper.wait() && intact;
            if (!intact)
                return changed(in);
            // Then, in order on this thread: close the gaps that skipped records leave, and
            // take the records where a chunk stopped (and the rest of it) through transcode().
            out = start;
            for (int c = 0; c < chunkCount; ++c) {
                const qint64 from = r + c * ChunkRecords;
                const qint64 to = std::min(from + ChunkRecords, blockEnd);
                const uchar *chunkOut = start + c * ChunkRecords * outSize;
                const Chunk &chunk = chunks[size_t(c)];
                if (out != chunkOut)
                    std::memmove(out, chunkOut, size_t(chunk.done * outSize));
                account(from, chunk.done, chunk.tables);
                if (from + chunk.done < to && !transcode(from + chunk.done, to)) {
                    if (in.file->changedOnDisk())
                        return changed(in);
                    abandon();
                    return Converter::InvalidInput;
                }
            }
            const qint64 before = done;
            done += blockEnd - r;
            r = blockEnd;
            if ((done >> 20) != (before >> 20))
                mConverter.progress(done & ~qint64(0xfffff), done & ~qint64(0xfffff), totalRecords);
            if (!mConverter.mForce && (lostTables || lostNumbers || !report.isLossless()))
                writing = false;
            const qint64 bytes = out - buffer;
            if (writing && bytes > 0) {
                if (!waitWriter()) {
                    abandon();
                    return Converter::OutputFailed;
                }
                // The other buffer is free now: it takes the rest that direct I/O cannot write yet.
                const qint64 now = sink.wantsAlignedBlocks() ? bytes / Alignment * Alignment : bytes;
                carried = bytes - now;
                std::memcpy(buffers[current ^ 1].get(), buffer + now, size_t(carried));
                if (now > 0)
                    writer.start([&sink, buffer, now]() { return sink.write(buffer, now); });
                current ^= 1;
            }
        }
    }
    if (mConverter.mProgress && done > 0xfffff)
        mConverter.printProgress(QStringLiteral("\r%1 boards, 100%\n").arg(done));
    report.addLost(BoardContent::DoubleDummy, int(std::min<qint64>(lostTables, INT_MAX)));
    report.addLost(BoardContents(BoardContent::Number) | BoardContent::DealerVulnerability,
        int(std::min<qint64>(lostNumbers, INT_MAX)));
    if (!mConverter.mForce && mConverter.mDamaged > 0) {
        abandon();
        return mConverter.refuseDamaged();
    }
    if (!mConverter.mForce && !report.isLossless()) {
        abandon();
        return mConverter.refuse(*target, report);
    }
    if (!writing) {
        // Standard output, checked and lossless: now transcode for real.
        mConverter.mForce = true;
        return convert(inputs, output, target);
    }
    if (!waitWriter()) {
        abandon();
        return Converter::OutputFailed;
    }
    if (!sink.finish(buffers[current].get(), carried)) {
        mConverter.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, sink.errorString()));
        abandon();
        return Converter::OutputFailed;
    }
    if (!mConverter.closeOutput(output, saveFile.get()))
        return Converter::OutputFailed;
    if (!report.isLossless() && !report.summary().isEmpty())
        mConverter.printErr(Converter::tr("kibitz-convert: dropped as forced: %1\n").arg(report.summary()));
    return Converter::Success;
}

} // namespace Kibitz
