#pragma once

#include "analysis/doubledummysolver.h"
#include "model/board.h"

#include <QCache>
#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace Kibitz {

class Document;

/**
 * Double-dummy analysis of a Document's boards on worker threads: the shown board's table and par
 * when the file has none, and every board's table on request (DDS batches, with progress and cancel).
 * Results are stored in the Document as they arrive, so saving writes them.
 *
 * Results go into the document directly, not through the undo stack: a table follows from the deal,
 * so browsing must neither fill the undo history nor mark the file modified, and undoing it would
 * only throw away what is computed again. Solving all boards is a deliberate command, so it marks
 * the document modified (QUndoStack::resetClean) to have the results saved or asked about.
 *
 * The double-dummy trace of a play (where tricks changed hands) is solved on its own worker thread and
 * kept in a cache keyed by the play itself (deal, trump, leader, cards), so an edited play is solved
 * again and going back to a board costs nothing. DDS cannot be interrupted: a trace no longer wanted
 * still finishes, and is cached, but a newer request replaces any waiting one.
 */
class BoardAnalysis : public QObject
{
    Q_OBJECT

public:
    explicit BoardAnalysis(Document *document, QObject *parent = nullptr);
    ~BoardAnalysis() override;

    /** Whether request() solves at all. */
    void setAutoSolve(bool on) { mAutoSolve = on; }
    bool autoSolve() const { return mAutoSolve; }

    /** Whether @p board lacks a table, or a par its complete deal allows. */
    static bool needsSolving(const Board &board);

    /** Solves board @p index in the background when it needs it; a newer request replaces a waiting one. */
    void request(qint64 index);
    /** A single board is being solved. */
    bool isBusy() const { return mSingle != nullptr; }

    /** Starts solving every board without a complete table; returns how many are queued (0: nothing to do or busy). */
    int solveAll();
    void cancelSolveAll();
    bool isSolvingAll() const { return mBatch != nullptr; }

    /** A trace, or why the play has none (translated). */
    struct TraceResult
    {
        std::optional<PlayTrace> trace;
        QString error;
    };
    /** The solved trace of @p play's cards, or nothing when it has not been solved yet. */
    std::optional<TraceResult> trace(const Play &play) const;
    /** Solves the trace of @p play in the background unless it is cached; traceReady() when done. */
    void requestTrace(const Play &play);
    /** A trace is being solved. */
    bool isTracing() const { return mTraceWorker != nullptr; }
    /** Drops the cached reasons why plays have no trace: they are translated, and the language changed. */
    void forgetFailedTraces();

Q_SIGNALS:
    /** A trace was solved (or failed): trace() now answers for its play. */
    void traceReady();
    /** Board @p index received its table (and par). */
    void boardSolved(qint64 index);
    void boardFailed(qint64 index, const QString &message);
    void progress(int done, int total);
    void solveAllFinished(int solved, int failed, bool cancelled);

private:
    void startSingle(qint64 index);
    void singleDone(int generation, qint64 index, const Deal &deal, const Board &solved, const QString &error);
    void storeTable(int generation, qint64 index, const Deal &deal, const DoubleDummyTable &table);
    void batchDone(int solved, int failed, bool cancelled);
    void store(qint64 index, const Board &board);
    void startTrace(const Play &play);

    Document *mDocument;
    bool mAutoSolve = true;
    QThread *mSingle = nullptr;
    qint64 mPending = -1;
    QThread *mBatch = nullptr;
    std::atomic<bool> mCancel{false};
    int mGeneration = 0; // bumped when a file is opened: older results are dropped
    QThread *mTraceWorker = nullptr;
    std::optional<Play> mTracePending;
    QCache<QString, TraceResult> mTraces{64};
};

} // namespace Kibitz
