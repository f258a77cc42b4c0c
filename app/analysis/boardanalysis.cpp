#include "boardanalysis.h"

#include "document/document.h"

#include "analysis/doubledummysolver.h"

#include <QCoreApplication>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <mutex>

namespace Kibitz {

struct BoardAnalysis::Link
{
    std::mutex mutex;
    BoardAnalysis *analysis = nullptr; // null once the analysis is destroyed
    std::atomic<bool> cancel { false };
};

namespace {

std::atomic<int> gRunningSolvers { 0 };

QString traceKey(const Play &play)
{
    QString key = play.deal().toString() + QLatin1Char('/') + QString::number(int(play.trump()))
        + QString::number(int(play.openingLeader())) + QLatin1Char('/');
    for (const Card card : play.cards())
        key += card.toString();
    return key;
}

} // namespace

BoardAnalysis::BoardAnalysis(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
    , mLink(std::make_shared<Link>())
{
    mLink->analysis = this;
    // A new file makes every queued index meaningless.
    connect(mDocument, &Document::reset, this, [this] {
        ++mGeneration;
        mPending = -1;
        cancelSolveAll();
    });
}

BoardAnalysis::~BoardAnalysis()
{
    {
        const std::lock_guard lock(mLink->mutex);
        mLink->analysis = nullptr;
    }
    mLink->cancel = true;
    // A hard deal keeps DDS busy for a minute: closing the window must not wait for it.
    for (QThread *thread : { mSingle, mBatch, mTraceWorker }) {
        if (!thread)
            continue;
        disconnect(thread, nullptr, this, nullptr);
        abandon(thread);
    }
}

void BoardAnalysis::abandon(QThread *thread)
{
    // Threads of destroyed analyses, kept until they end (main thread only). The program quits
    // without them (Application::finish()); anything else that ends the application object (a test)
    // waits for them, because DDS's own data must not be destroyed under a running solve.
    static QList<QThread *> abandoned;
    const auto finished = std::remove_if(abandoned.begin(), abandoned.end(), [](QThread *t) {
        if (!t->isFinished())
            return false;
        delete t;
        return true;
    });
    abandoned.erase(finished, abandoned.end());
    if (thread->isFinished()) {
        thread->wait();
        delete thread;
        return;
    }
    static bool waitAtExit = false;
    if (!std::exchange(waitAtExit, true)) {
        qAddPostRoutine([] {
            for (QThread *t : std::as_const(abandoned)) {
                t->wait();
                delete t;
            }
            abandoned.clear();
        });
    }
    abandoned.append(thread);
}

int BoardAnalysis::runningSolvers()
{
    return gRunningSolvers.load();
}

BoardAnalysis::CountedSolver::CountedSolver()
{
    ++gRunningSolvers;
}

BoardAnalysis::CountedSolver::~CountedSolver()
{
    --gRunningSolvers;
}

void BoardAnalysis::post(const std::shared_ptr<Link> &link, std::function<void(BoardAnalysis *)> function)
{
    // Under the lock the analysis cannot be destroyed before the call is queued; a queued call to an
    // object destroyed later is dropped by Qt.
    const std::lock_guard lock(link->mutex);
    if (BoardAnalysis *analysis = link->analysis)
        QMetaObject::invokeMethod(
            analysis, [analysis, function = std::move(function)] { function(analysis); }, Qt::QueuedConnection);
}

QThread *BoardAnalysis::createWorker(std::function<void()> work)
{
    ++gRunningSolvers;
    QThread *thread = QThread::create([work = std::move(work)] {
        work();
        --gRunningSolvers;
    });
    return thread;
}

bool BoardAnalysis::needsSolving(const Board &board)
{
    const Deal &deal = board.deal();
    if (deal.cardCount() == 0 || !deal.isValid())
        return false;
    // The par follows from the table (AnalysisStore::complete), so the table is all there is to solve.
    return !board.doubleDummy().isComplete();
}

void BoardAnalysis::request(qint64 index)
{
    if (!mAutoSolve || index < 0 || index >= mDocument->count())
        return;
    if (mSingle) {
        mPending = index;
        return;
    }
    startSingle(index);
}

void BoardAnalysis::startSingle(qint64 index)
{
    const Board board = mDocument->board(index);
    if (!needsSolving(board))
        return;
    mSingle = createWorker([link = mLink, generation = mGeneration, index, board] {
        Board solved = board;
        QString error;
        if (!DoubleDummySolver().solve(solved, &error))
            solved = Board();
        post(link, [generation, index, deal = board.deal(), solved, error](BoardAnalysis *analysis) {
            analysis->singleDone(generation, index, deal, solved, error);
        });
    });
    connect(mSingle, &QThread::finished, this, [this] {
        mSingle->deleteLater();
        mSingle = nullptr;
        const qint64 next = std::exchange(mPending, -1);
        if (next >= 0)
            request(next);
    });
    mSingle->start(QThread::LowPriority);
    QTimer::singleShot(mSlowSolveMs, this, [this, index, run = ++mSingleRuns] {
        if (mSingle && run == mSingleRuns)
            Q_EMIT solvingSlowly(index);
    });
}

void BoardAnalysis::singleDone(
    int generation, qint64 index, const Deal &deal, const Board &solved, const QString &error)
{
    if (generation != mGeneration || index >= mDocument->count())
        return;
    // The deal may have been edited (or the board moved) while it was being solved.
    if (mDocument->storedBoard(index).deal() != deal)
        return;
    if (!error.isEmpty()) {
        Q_EMIT boardFailed(index, error);
        return;
    }
    store(index, deal, solved.doubleDummy());
}

void BoardAnalysis::store(qint64 index, const Deal &deal, const DoubleDummyTable &table)
{
    // Beside the document, not in it: the window follows an edited board, but a result arriving for a
    // board the user has left must not take them back to it, nor make the file modified.
    if (table.isComplete())
        mDocument->addAnalysis(deal, table, index);
    Q_EMIT boardSolved(index);
}

int BoardAnalysis::solveAll()
{
    if (mBatch)
        return 0;
    QList<qint64> indices;
    QList<Deal> deals;
    for (qint64 i = 0; i < mDocument->count(); ++i) {
        const Board board = mDocument->board(i);
        const Deal &deal = board.deal();
        if (deal.cardCount() > 0 && !board.doubleDummy().isComplete()) {
            indices << i;
            deals << deal;
        }
    }
    if (deals.isEmpty())
        return 0;
    mLink->cancel = false;
    mBatch = createWorker([link = mLink, generation = mGeneration, indices, deals] {
        BatchControl control;
        control.isCancelled = [&link] { return link->cancel.load(); };
        control.progress = [&link](int done, int total) {
            post(link, [done, total](BoardAnalysis *analysis) { Q_EMIT analysis->progress(done, total); });
        };
        control.solved = [&link, generation, &indices, &deals](int i, const DoubleDummyTable &table) {
            post(link, [generation, index = indices[i], deal = deals[i], table](BoardAnalysis *analysis) {
                analysis->storeTable(generation, index, deal, table);
            });
        };
        const BatchResult result = DoubleDummySolver().tables(deals, control);
        post(link, [s = result.solvedCount, f = result.failedCount, c = result.cancelled](BoardAnalysis *analysis) {
            analysis->batchDone(s, f, c);
        });
    });
    connect(mBatch, &QThread::finished, this, [this] {
        mBatch->deleteLater();
        mBatch = nullptr;
    });
    mBatch->start(QThread::LowPriority);
    return int(deals.size());
}

void BoardAnalysis::cancelSolveAll()
{
    mLink->cancel = true;
}

void BoardAnalysis::storeTable(int generation, qint64 index, const Deal &deal, const DoubleDummyTable &table)
{
    if (generation != mGeneration || index >= mDocument->count())
        return;
    if (mDocument->storedBoard(index).deal() != deal)
        return;
    store(index, deal, table);
}

void BoardAnalysis::batchDone(int solved, int failed, bool cancelled)
{
    Q_EMIT solveAllFinished(solved, failed, cancelled);
}

void BoardAnalysis::forgetFailedTraces()
{
    const QList<QString> keys = mTraces.keys();
    for (const QString &key : keys) {
        if (const TraceResult *result = mTraces.object(key); result && !result->trace)
            mTraces.remove(key);
    }
}

std::optional<BoardAnalysis::TraceResult> BoardAnalysis::trace(const Play &play) const
{
    if (const TraceResult *cached = mTraces.object(traceKey(play)))
        return *cached;
    return std::nullopt;
}

void BoardAnalysis::requestTrace(const Play &play)
{
    if (mTraces.contains(traceKey(play)))
        return;
    if (mTraceWorker) {
        mTracePending = play;
        return;
    }
    startTrace(play);
}

void BoardAnalysis::startTrace(const Play &play)
{
    mTraceWorker = createWorker([link = mLink, play] {
        TraceResult result;
        result.trace = DoubleDummySolver().trace(play, &result.error);
        post(link, [key = traceKey(play), result](BoardAnalysis *analysis) {
            analysis->mTraces.insert(key, new TraceResult(result));
            Q_EMIT analysis->traceReady();
        });
    });
    connect(mTraceWorker, &QThread::finished, this, [this] {
        mTraceWorker->deleteLater();
        mTraceWorker = nullptr;
        if (const auto next = std::exchange(mTracePending, std::nullopt))
            requestTrace(*next);
    });
    mTraceWorker->start(QThread::LowPriority);
}

} // namespace Kibitz
