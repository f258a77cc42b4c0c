#include "boardselector.h"

#include "formats/boardsource.h"
#include "formats/formatregistry.h"
#include "formats/recordformat.h"

#include <QFile>

#include <atomic>
#include <thread>
#include <vector>

namespace Kibitz {

std::optional<QList<qint64>> BoardSelector::selectRecords(
    const RecordFormat &format, const uchar *data, qint64 count, const Control &control, int threads) const
{
    if (!format.hasDealLane() || !dealOnly() || !mExpression.isValid())
        return std::nullopt;
    threads = std::max(1, threads > 0 ? threads : int(std::thread::hardware_concurrency()));
    const int size = format.recordSize();
    constexpr qint64 ChunkRecords = 1 << 16;
    const qint64 chunks = (count + ChunkRecords - 1) / ChunkRecords;
    // Blocks of a few chunks per thread: each thread takes chunks in turn; the block's matches are
    // then handed over in order before the next block starts.
    const qint64 blockChunks = 4 * threads;
    QList<qint64> all;
    auto found = std::vector<QList<qint64>>(size_t(blockChunks));
    for (qint64 first = 0; first < chunks; first += blockChunks) {
        if (control.isCancelled && control.isCancelled())
            break;
        const qint64 last = std::min(chunks, first + blockChunks);
        std::atomic<qint64> next = first;
        const auto work = [&]() {
            auto records = std::vector<RecordFormat::DealRecord>(size_t(ChunkRecords));
            SelectContext context;
            for (qint64 c; (c = next.fetch_add(1)) < last;) {
                QList<qint64> &matches = found[size_t(c - first)];
                matches.clear();
                const qint64 begin = c * ChunkRecords;
                const qint64 end = std::min(count, begin + ChunkRecords);
                for (qint64 r = begin; r < end;) {
                    qint64 tables = 0;
                    const qint64 n = format.decodeDealRecords(data + r * size, end - r, records.data(), &tables, true);
                    for (qint64 i = 0; i < n; ++i) {
                        // The lane's hands are by hand code: 0 West, 1 North, 2 East, 3 South.
                        const auto &h = records[size_t(i)].hands;
                        context.hands = { h[1], h[2], h[3], h[0] };
                        const int number = int((r + i) % 1000000000 + 1);
                        context.number = number;
                        context.dealer = dealerOfBoard(number);
                        context.vulnerability = vulnerabilityOfBoard(number);
                        if (mExpression.matches(context))
                            matches.append(r + i);
                    }
                    r += n;
                    if (r < end) {
                        // A record the lane does not take (a separator, a partial deal): decode it in full.
                        RecordFormat::RecordIssues issues;
                        const Board board = format.decodeAt(data + r * size, r, &issues);
                        if (issues.error.isEmpty() && !issues.skip) {
                            SelectContext full = SelectContext::forBoard(board);
                            if (mExpression.matches(full))
                                matches.append(r);
                        }
                        ++r;
                    }
                }
            }
        };
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads && last - first > 1; ++t)
            helpers.emplace_back(work);
        work();
        for (std::thread &t : helpers)
            t.join();
        for (qint64 c = first; c < last; ++c) {
            const QList<qint64> &matches = found[size_t(c - first)];
            if (control.found && !matches.isEmpty())
                control.found(matches);
            all += matches;
        }
        if (control.progress)
            control.progress(std::min(count, last * ChunkRecords), count);
    }
    return all;
}

QList<qint64> BoardSelector::select(const BoardSource &source, const Control &control) const
{
    QList<qint64> all;
    QList<qint64> batch;
    const qint64 count = source.count();
    for (qint64 i = 0; i < count; ++i) {
        if ((i & 0x3ff) == 0 && i > 0) {
            if (control.found && !batch.isEmpty())
                control.found(batch);
            batch.clear();
            if (control.progress)
                control.progress(i, count);
            if (control.isCancelled && control.isCancelled())
                return all;
        }
        const Board board = source.board(i);
        SelectContext context = SelectContext::forBoard(board, mDoubleDummy);
        if (mExpression.matches(context)) {
            all.append(i);
            batch.append(i);
        }
    }
    if (control.found && !batch.isEmpty())
        control.found(batch);
    if (control.progress)
        control.progress(count, count);
    return all;
}

std::optional<QList<qint64>> BoardSelector::selectFile(
    const QString &fileName, const Control &control, FormatError *error, int threads) const
{
    const FormatRegistry &registry = FormatRegistry::instance();
    QFile file(fileName);
    if (dealOnly() && file.open(QIODevice::ReadOnly)) {
        const auto *format = dynamic_cast<const RecordFormat *>(registry.detect(&file, fileName));
        const qint64 size = file.size();
        if (format && format->hasDealLane() && size > 0 && size % format->recordSize() == 0) {
            if (const uchar *data = file.map(0, size))
                return selectRecords(*format, data, size / format->recordSize(), control, threads);
        }
    }
    const auto source = registry.open(fileName, {}, error);
    if (!source)
        return std::nullopt;
    return select(*source, control);
}

} // namespace Kibitz
