#include "boardanalysis.h"

#include "document/document.h"

#include "analysis/doubledummysolver.h"

#include <QThread>
#include <QUndoStack>

namespace Kibitz {

namespace {

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
{
    // A new file makes every queued index meaningless.
    connect(mDocument, &Document::reset, this, [this] {
        ++mGeneration;
        mPending = -1;
        cancelSolveAll();
    });
}

BoardAnalysis::~BoardAnalysis()
{
    mCancel = true;
    for (QThread *thread : {mSingle, mBatch, mTraceWorker}) {
        if (thread) {
            thread->wait();
            delete thread;
        }
    }
}

bool BoardAnalysis::needsSolving(const Board &board)
{
    const Deal &deal = board.deal();
    if (deal.cardCount() == 0 || !deal.isValid())
        return false;
    return !board.doubleDummy().isComplete() || (deal.isComplete() && board.par().isEmpty());
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
    mSingle = QThread::create([this, generation = mGeneration, index, board] {
        Board solved = board;
        QString error;
        if (!DoubleDummySolver().solve(solved, &error))
            solved = Board();
        QMetaObject::invokeMethod(this, [this, generation, index, deal = board.deal(), solved, error] {
            singleDone(generation, index, deal, solved, error);
        }, Qt::QueuedConnection);
    });
    connect(mSingle, &QThread::finished, this, [this] {
        mSingle->deleteLater();
        mSingle = nullptr;
        const qint64 next = std::exchange(mPending, -1);
        if (next >= 0)
            request(next);
    });
    mSingle->start(QThread::LowPriority);
}

void BoardAnalysis::singleDone(int generation, qint64 index, const Deal &deal, const Board &solved,
                               const QString &error)
{
    if (generation != mGeneration || index >= mDocument->count())
        return;
    Board board = mDocument->board(index);
    // The deal may have been edited (or the board moved) while it was being solved.
    if (board.deal() != deal)
        return;
    if (!error.isEmpty()) {
        Q_EMIT boardFailed(index, error);
        return;
    }
    if (board.doubleDummy() == solved.doubleDummy() && board.par() == solved.par())
        return;
    board.doubleDummy() = solved.doubleDummy();
    if (board.par().isEmpty())
        board.setPar(solved.par());
    store(index, board);
    Q_EMIT boardSolved(index);
}

void BoardAnalysis::store(qint64 index, const Board &board)
{
    // Announced as a range, not as an edit of one board: the window follows an edited board, but a result
    // arriving for a board the user has left must not take them back to it.
    mDocument->replaceBoards(index, {board});
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
    mCancel = false;
    mBatch = QThread::create([this, generation = mGeneration, indices, deals] {
        BatchControl control;
        control.isCancelled = [this] { return mCancel.load(); };
        control.progress = [this](int done, int total) {
            QMetaObject::invokeMethod(this, [this, done, total] { Q_EMIT progress(done, total); },
                                      Qt::QueuedConnection);
        };
        control.solved = [this, generation, &indices, &deals](int i, const DoubleDummyTable &table) {
            QMetaObject::invokeMethod(this, [this, generation, index = indices[i], deal = deals[i], table] {
                storeTable(generation, index, deal, table);
            }, Qt::QueuedConnection);
        };
        const BatchResult result = DoubleDummySolver().tables(deals, control);
        QMetaObject::invokeMethod(this, [this, s = result.solvedCount, f = result.failedCount, c = result.cancelled] {
            batchDone(s, f, c);
        }, Qt::QueuedConnection);
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
    mCancel = true;
}

void BoardAnalysis::storeTable(int generation, qint64 index, const Deal &deal, const DoubleDummyTable &table)
{
    if (generation != mGeneration || index >= mDocument->count())
        return;
    Board board = mDocument->board(index);
    if (board.deal() != deal)
        return;
    board.doubleDummy() = table;
    if (deal.isComplete() && board.par().isEmpty()) {
        if (const auto par = DoubleDummySolver::par(table, board.dealer(), board.vulnerability()))
            board.setPar(par->toString());
    }
    store(index, board);
    Q_EMIT boardSolved(index);
}

void BoardAnalysis::batchDone(int solved, int failed, bool cancelled)
{
    // Kept results are unsaved work even though they are not on the undo stack.
    if (solved > 0)
        mDocument->undoStack()->resetClean();
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
    mTraceWorker = QThread::create([this, play] {
        TraceResult result;
        result.trace = DoubleDummySolver().trace(play, &result.error);
        QMetaObject::invokeMethod(this, [this, key = traceKey(play), result] {
            mTraces.insert(key, new TraceResult(result));
            Q_EMIT traceReady();
        }, Qt::QueuedConnection);
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
