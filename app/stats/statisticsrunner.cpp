#include "statisticsrunner.h"

#include "analysis/analysisstore.h"
#include "analysis/boardanalysis.h"
#include "document/document.h"

#include "analysis/doubledummysolver.h"
#include "formats/formatregistry.h"
#include "formats/pbn/pbnpartsreader.h"
#include "formats/recordformat.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace Kibitz {

namespace {

// A slice of the GUI-thread count: short enough to keep the window responsive.
constexpr int SliceMilliseconds = 20;
// A PBN file of twice this size or more is counted in parts, at least this big, one a core.
constexpr qint64 PartBytes = qint64(2) << 20;

template <typename T> void keepFirst(QList<T> *list, qsizetype count)
{
    std::sort(list->begin(), list->end(), [](const T &a, const T &b) { return a.index < b.index; });
    if (list->size() > count)
        list->resize(count);
}

} // namespace

StatisticsRunner::StatisticsRunner(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    mSlice.setInterval(0);
    connect(&mSlice, &QTimer::timeout, this, &StatisticsRunner::slice);
}

StatisticsRunner::~StatisticsRunner()
{
    stop();
}

void StatisticsRunner::joinWorker()
{
    if (mCancel)
        mCancel->store(true);
    if (mLeadLink) {
        // A lead is one DDS search, which cannot be interrupted (seconds on a hard deal): the worker is left
        // to finish it on its own, posting nothing, and counts as a running solver so that quitting does not
        // wait for it (Application::finish()).
        const std::lock_guard lock(mLeadLink->mutex);
        mLeadLink->runner = nullptr;
    }
    if (mWorker.joinable()) {
        if (mLeadLink)
            mWorker.detach();
        else
            mWorker.join();
    }
    mLeadLink.reset();
    mCancel.reset();
}

void StatisticsRunner::stop()
{
    ++mGeneration;
    mSlice.stop();
    joinWorker();
    mRunning = false;
}

bool StatisticsRunner::canUseFile() const
{
    // As BoardFilterModel: only an unedited file is the same boards as the document.
    const QString fileName = mDocument->fileName();
    return !mDocument->isModified() && mDocument->pieceCount() <= 1 && !fileName.isEmpty()
        && !fileName.startsWith(QLatin1Char(':')) && QFileInfo(fileName).isFile();
}

void StatisticsRunner::start(const QList<qint64> &rows, bool all)
{
    stop();
    const int generation = mGeneration;
    mRows = all ? QList<qint64>() : rows;
    mAll = all;
    mResult = {};
    mResult.total = all ? mDocument->count() : rows.size();
    mRunning = true;
    mUsesWorkers = canUseFile();
    Q_EMIT updated();
    if (mUsesWorkers) {
        startWorkers(generation);
    } else {
        mNext = 0;
        mLeads.clear();
        mLastPost = 0;
        mSlice.start();
    }
}

Board StatisticsRunner::completed(Board board, const AnalysisStore &analysis)
{
    // Document::board() completes a board with the tables solved beside it; the par SetStatistics finds itself.
    if (!board.doubleDummy().isComplete() && board.deal().isComplete()) {
        if (const DoubleDummyTable table = analysis.table(board.deal()); table.isComplete())
            board.setDoubleDummy(table);
    }
    return board;
}

void StatisticsRunner::notePlay(
    const Board &board, qint64 index, StatisticsResult *result, QList<LeadTask> *leads, int leadLimit)
{
    const std::optional<Contract> contract = board.contract();
    if (!contract || contract->isPassedOut())
        return;
    // The same boards as SetStatistics' played boards: a result and declarer's double-dummy tricks.
    if (const std::optional<int> taken = SetStatistics::declarerTricks(board)) {
        if (const auto tricks = board.doubleDummy().tricks(contract->declarer, contract->strain)) {
            const int difference = *taken - *tricks;
            if (difference >= -13 && difference <= 13) {
                ++result->playedSeen;
                if (result->played.size() < MaxPlayedBoards) {
                    result->played.append(
                        { index, board.number().value_or(0), board.player(contract->declarer).trimmed(), difference });
                }
            }
        }
    }
    // The boards SetStatistics::openingLeadCost() values.
    if (!board.playedCards().isEmpty() && board.deal().isComplete() && leads->size() < leadLimit)
        leads->append({ index, board, board.player(lho(contract->declarer)).trimmed() });
}

void StatisticsRunner::startWorkers(int generation)
{
    joinWorker();
    mCancel = std::make_shared<std::atomic<bool>>(false);
    // The worker must not read the document (the GUI thread edits it), so it takes its own copy of the analysis.
    auto analysis = std::make_shared<const AnalysisStore>(mDocument->analysis());
    const int threads = mThreads > 0 ? mThreads : std::max(1, int(std::thread::hardware_concurrency()));
    mWorker = std::thread([this, generation, cancel = mCancel, analysis, threads, rows = mRows, all = mAll,
                              total = mResult.total, interval = mUpdateInterval, leadLimit = mLeadLimit,
                              fileName = mDocument->fileName()] {
        mCountedInParts = false;
        if (all && threads > 1
            && countInParts(generation, *cancel, *analysis, threads, total, interval, leadLimit, fileName))
            return;
        FormatError error;
        const DealFormat *format = nullptr;
        const std::unique_ptr<BoardSource> source = FormatRegistry::instance().open(fileName, {}, &error, &format);
        if (!source || (all && source->count() != total)) {
            // The file cannot be read again as it was opened: count the document on the GUI thread.
            QMetaObject::invokeMethod(
                this,
                [this, generation] {
                    if (generation == mGeneration) {
                        mUsesWorkers = false;
                        mNext = 0;
                        mLeads.clear();
                        mLastPost = 0;
                        mSlice.start();
                    }
                },
                Qt::QueuedConnection);
            return;
        }
        // Looking a deal up costs its key and a lock: none when nothing was solved beside the file.
        const bool completing = analysis->count() > 0;
        std::mutex mutex;
        StatisticsResult sum;
        sum.total = total;
        QList<LeadTask> leads;
        std::atomic<qint64> next { 0 };
        QElapsedTimer clock;
        clock.start();
        qint64 lastPost = 0;
        const auto work = [&] {
            StatisticsResult part;
            QList<LeadTask> partLeads;
            while (!cancel->load()) {
                const qint64 first = next.fetch_add(ChunkSize);
                if (first >= total)
                    return;
                const qint64 end = std::min(total, first + ChunkSize);
                part = {};
                partLeads.clear();
                for (qint64 i = first; i < end; ++i) {
                    const qint64 index = all ? i : rows[i];
                    const Board board = completing ? completed(source->board(index), *analysis) : source->board(index);
                    part.statistics.add(board);
                    notePlay(board, index, &part, &partLeads, leadLimit);
                }
                const std::lock_guard lock(mutex);
                sum.statistics.merge(part.statistics);
                sum.done += end - first;
                sum.playedSeen += part.playedSeen;
                sum.played += part.played;
                leads += partLeads;
                // Chunks finish out of order: keep the first boards, whatever order they came in.
                if (sum.played.size() > 2 * MaxPlayedBoards)
                    keepFirst(&sum.played, MaxPlayedBoards);
                if (leads.size() > 2 * leadLimit)
                    keepFirst(&leads, leadLimit);
                if (clock.elapsed() - lastPost >= interval && sum.done < total) {
                    lastPost = clock.elapsed();
                    StatisticsResult copy = sum;
                    keepFirst(&copy.played, MaxPlayedBoards);
                    QMetaObject::invokeMethod(
                        this, [this, generation, copy] { post(generation, copy, false, {}); }, Qt::QueuedConnection);
                }
            }
        };
        // Mapped records decode independently on every core; other sources (an indexed PBN file) read on
        // from where they stopped, so one reader in file order is the fastest.
        const int readers = dynamic_cast<const RecordFormat *>(format) ? threads : 1;
        std::vector<std::thread> helpers;
        for (int t = 1; t < readers && total > ChunkSize; ++t)
            helpers.emplace_back(work);
        work();
        for (std::thread &helper : helpers)
            helper.join();
        if (cancel->load())
            return;
        keepFirst(&sum.played, MaxPlayedBoards);
        keepFirst(&leads, leadLimit);
        QMetaObject::invokeMethod(
            this, [this, generation, sum, leads] { post(generation, sum, true, leads); }, Qt::QueuedConnection);
    });
}

bool StatisticsRunner::countInParts(int generation, const std::atomic<bool> &cancel, const AnalysisStore &analysis,
    int threads, qint64 total, int interval, int leadLimit, const QString &fileName)
{
    if (!PbnPartsReader::suits(fileName, PartBytes))
        return false;
    // The boards of a part, counted apart and added up in file order (positions are the document's).
    class Sink : public PbnPartsReader::Sink
    {
    public:
        Sink(const AnalysisStore &analysis, int leadLimit, std::atomic<qint64> &done, std::function<void()> tick = {})
            : mAnalysis(analysis)
            , mCompleting(analysis.count() > 0)
            , mLeadLimit(leadLimit)
            , mDone(done)
            , mTick(std::move(tick))
        { }
        void board(const Board &board, qint64 position) override
        {
            const Board b = mCompleting ? completed(board, mAnalysis) : board;
            result.statistics.add(b);
            notePlay(b, position - 1, &result, &leads, mLeadLimit);
            mDone.fetch_add(1, std::memory_order_relaxed);
            if (mTick && (position & 1023) == 0)
                mTick();
        }
        void warning(const BoardWarning &) override { }
        void add(PbnPartsReader::Sink &other, qint64 before) override
        {
            auto &part = static_cast<Sink &>(other);
            result.statistics.merge(part.result.statistics);
            result.playedSeen += part.result.playedSeen;
            for (StatisticsResult::PlayedBoard played : std::as_const(part.result.played)) {
                played.index += before;
                result.played.append(played);
            }
            for (LeadTask lead : std::as_const(part.leads)) {
                lead.index += before;
                leads.append(lead);
            }
            keepFirst(&result.played, MaxPlayedBoards);
            keepFirst(&leads, mLeadLimit);
        }

        StatisticsResult result;
        QList<LeadTask> leads;

    private:
        const AnalysisStore &mAnalysis;
        bool mCompleting;
        int mLeadLimit;
        std::atomic<qint64> &mDone;
        std::function<void()> mTick;
    };
    std::atomic<qint64> done { 0 };
    QElapsedTimer clock;
    clock.start();
    qint64 lastPost = 0;
    // The first part's figures so far, and every part's count, a few times a second.
    std::unique_ptr<Sink> first;
    first = std::make_unique<Sink>(analysis, leadLimit, done, [&] {
        if (clock.elapsed() - lastPost < interval)
            return;
        lastPost = clock.elapsed();
        StatisticsResult copy = first->result;
        copy.total = total;
        copy.done = std::min(done.load(std::memory_order_relaxed), total - 1);
        QMetaObject::invokeMethod(
            this, [this, generation, copy] { post(generation, copy, false, {}); }, Qt::QueuedConnection);
    });
    PbnPartsReader reader(
        fileName, threads, PartBytes, [&] { return std::make_unique<Sink>(analysis, leadLimit, done); });
    reader.setCancel(&cancel);
    if (!reader.read(*first))
        return false;
    if (reader.cancelled())
        return true;
    // A file that changed since it was opened (or ends in an error) is counted from the document instead.
    if (reader.endReader().hasError() || reader.changedOnDisk() || first->result.statistics.boardCount() != total)
        return false;
    StatisticsResult sum = std::move(first->result);
    sum.total = total;
    sum.done = total;
    QList<LeadTask> leads = std::move(first->leads);
    keepFirst(&sum.played, MaxPlayedBoards);
    keepFirst(&leads, leadLimit);
    mCountedInParts = true;
    QMetaObject::invokeMethod(
        this, [this, generation, sum, leads] { post(generation, sum, true, leads); }, Qt::QueuedConnection);
    return true;
}

void StatisticsRunner::slice()
{
    QElapsedTimer clock;
    clock.start();
    const qint64 total = mResult.total;
    const qint64 count = mDocument->count();
    while (mNext < total && !clock.hasExpired(SliceMilliseconds)) {
        const qint64 end = std::min(total, mNext + 64);
        for (; mNext < end; ++mNext) {
            const qint64 index = mAll ? mNext : mRows[mNext];
            if (index >= count)
                continue;
            const Board board = mDocument->board(index);
            mResult.statistics.add(board);
            notePlay(board, index, &mResult, &mLeads, mLeadLimit);
        }
    }
    mResult.done = mNext;
    if (mNext >= total) {
        mSlice.stop();
        countingFinished(mGeneration, mLeads);
        return;
    }
    // Charts redrawn after every slice would cost more than the count.
    mLastPost += clock.elapsed() + 1;
    if (mLastPost >= mUpdateInterval) {
        mLastPost = 0;
        Q_EMIT updated();
    }
}

void StatisticsRunner::post(
    int generation, const StatisticsResult &result, bool countingDone, const QList<LeadTask> &leads)
{
    if (generation != mGeneration)
        return;
    mResult = result;
    if (countingDone)
        countingFinished(generation, leads);
    else
        Q_EMIT updated();
}

void StatisticsRunner::countingFinished(int generation, const QList<LeadTask> &leads)
{
    if (generation != mGeneration)
        return;
    mResult.done = mResult.total;
    if (leads.isEmpty()) {
        finish(generation);
        return;
    }
    mResult.leadsTotal = leads.size();
    Q_EMIT updated();
    startLeads(generation, leads);
}

void StatisticsRunner::startLeads(int generation, const QList<LeadTask> &leads)
{
    // The counting worker has posted its last result: it is finishing, if not gone.
    if (mWorker.joinable())
        mWorker.join();
    mCancel = std::make_shared<std::atomic<bool>>(false);
    mLeadLink = std::make_shared<Link>();
    mLeadLink->runner = this;
    mWorker = std::thread([generation, cancel = mCancel, link = mLeadLink, leads, interval = mUpdateInterval] {
        const BoardAnalysis::CountedSolver counted;
        QList<QPair<QString, int>> costs;
        QElapsedTimer clock;
        clock.start();
        qint64 done = 0;
        const auto send = [&](const QString &error) {
            const std::lock_guard lock(link->mutex);
            StatisticsRunner *runner = link->runner;
            if (!runner)
                return; // no longer waited for
            QMetaObject::invokeMethod(
                runner,
                [runner, generation, costs, done, error] {
                    if (generation != runner->mGeneration)
                        return;
                    for (const auto &[name, tricks] : costs)
                        runner->mResult.statistics.addLeadCost(name, tricks);
                    runner->mResult.leadsDone = done;
                    runner->mResult.leadError = error;
                    if (done >= runner->mResult.leadsTotal || !error.isEmpty())
                        runner->finish(generation);
                    else
                        Q_EMIT runner->updated();
                },
                Qt::QueuedConnection);
            costs.clear();
        };
        for (const LeadTask &lead : leads) {
            if (cancel->load())
                return;
            QString error;
            if (const std::optional<int> cost = SetStatistics::openingLeadCost(lead.board, &error)) {
                costs.append({ lead.name, *cost });
            } else if (!error.isEmpty() && !DoubleDummySolver::whyUnsolvable(lead.board.deal())) {
                // A solvable deal that fails means no solver (libdds missing): no lead can be valued.
                send(error);
                return;
            }
            ++done;
            if (clock.elapsed() >= interval) {
                clock.restart();
                send({});
            }
        }
        send({});
    });
}

void StatisticsRunner::finish(int generation)
{
    if (generation != mGeneration || !mRunning)
        return;
    mRunning = false;
    Q_EMIT updated();
    Q_EMIT finished();
}

bool StatisticsRunner::waitForFinished(int milliseconds)
{
    QDeadlineTimer deadline(milliseconds);
    while (mRunning && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return !mRunning;
}

} // namespace Kibitz
