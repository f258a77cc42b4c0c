#pragma once

#include "analysis/doubledummysolver.h"
#include "model/board.h"

#include <QCache>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QThread;

namespace Kibitz {

class Document;

/**
 * Double-dummy analysis of a Document's boards on worker threads: the shown board's table and par
 * when the file has none, and every board's table on request (DDS batches, with progress and cancel).
 * Results go into the Document's AnalysisStore as they arrive, beside the boards and not in them: a
 * table follows from the deal, so neither browsing nor Solve All fills the undo history or marks the
 * file modified. Saving to a format that holds tables writes them (docs/formats.md#pbn).
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

    /** After this long (1.5 s; tests shorten it) a single board's solve is announced by solvingSlowly(). */
    void setSlowSolveAfter(int milliseconds) { mSlowSolveMs = milliseconds; }

    /** Whether request() solves at all. */
    void setAutoSolve(bool on) { mAutoSolve = on; }
    bool autoSolve() const { return mAutoSolve; }

    /** Whether @p board (as the Document shows it, with the analysis) lacks a table. */
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

    /**
     * Solver threads still running in the process, including those of analyses already destroyed: DDS
     * cannot be interrupted, so a destroyed analysis leaves its threads to finish on their own (results
     * dropped) instead of holding up the window's close, and the program ends without waiting for them.
     */
    static int runningSolvers();
    /** Counts the thread that holds it in runningSolvers() while it lives (a solver thread made elsewhere). */
    class CountedSolver
    {
    public:
        CountedSolver();
        ~CountedSolver();
        CountedSolver(const CountedSolver &) = delete;
        CountedSolver &operator=(const CountedSolver &) = delete;
    };

Q_SIGNALS:
    /** A trace was solved (or failed): trace() now answers for its play. */
    void traceReady();
    /** Board @p index received its table (and par). */
    void boardSolved(qint64 index);
    void boardFailed(qint64 index, const QString &message);
    void progress(int done, int total);
    /** Board @p index has been solving for a while (setSlowSolveAfter()): a hard deal, tell the user it is busy. */
    void solvingSlowly(qint64 index);
    void solveAllFinished(int solved, int failed, bool cancelled);

private:
    void startSingle(qint64 index);
    void singleDone(int generation, qint64 index, const Deal &deal, const Board &solved, const QString &error);
    void storeTable(int generation, qint64 index, const Deal &deal, const DoubleDummyTable &table);
    void batchDone(int solved, int failed, bool cancelled);
    void store(qint64 index, const Deal &deal, const DoubleDummyTable &table);
    void startTrace(const Play &play);

    /** What the worker threads share with the analysis; they outlive it when it is destroyed mid-solve. */
    struct Link;
    /** Runs @p function on the analysis's thread, unless the analysis is gone by then. */
    static void post(const std::shared_ptr<Link> &link, std::function<void(BoardAnalysis *)> function);
    /** Keeps @p thread, whose analysis is gone, until it ends on its own. */
    static void abandon(QThread *thread);
    /** A worker thread (to be started) running @p work, counted by runningSolvers(). */
    static QThread *createWorker(std::function<void()> work);

    Document *mDocument;
    std::shared_ptr<Link> mLink;
    bool mAutoSolve = true;
    QThread *mSingle = nullptr;
    qint64 mPending = -1;
    int mSlowSolveMs = 1500;
    int mSingleRuns = 0; // tells the single solve a slow-solve timer was started for
    QThread *mBatch = nullptr;
    int mGeneration = 0; // bumped when a file is opened: older results are dropped
    QThread *mTraceWorker = nullptr;
    std::optional<Play> mTracePending;
    QCache<QString, TraceResult> mTraces { 64 };
};

} // namespace Kibitz
