#pragma once

#include "model/board.h"
#include "stats/setstatistics.h"

#include <QList>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

namespace Kibitz {

class AnalysisStore;
class Document;

/** The figures of a set as far as they are counted: SetStatistics and the played boards one by one. */
struct StatisticsResult
{
    /** A played board: declarer's tricks against double dummy (what SetStatistics counts, board by board). */
    struct PlayedBoard
    {
        qint64 index = 0; ///< the board's position in the document
        int number = 0; ///< its number (0: none)
        QString declarer; ///< declarer's name, or empty
        int difference = 0; ///< tricks taken minus double-dummy tricks
    };

    SetStatistics statistics;
    QList<PlayedBoard> played; ///< at most StatisticsRunner::MaxPlayedBoards, in document order
    qint64 playedSeen = 0; ///< played boards counted (played may hold fewer)
    qint64 done = 0; ///< boards counted so far
    qint64 total = 0; ///< boards to count
    qint64 leadsDone = 0; ///< opening leads solved so far
    qint64 leadsTotal = 0; ///< opening leads to solve
    QString leadError; ///< why the leads could not be solved (no solver), or empty
};

/**
 * Counts the statistics of a document's boards, or of some of them (the filter's), without blocking the
 * window. A file unchanged on disk is read again on worker threads (each board decoded once, chunk by chunk,
 * on every core); an edited or unsaved document is read in short slices on the GUI thread. Partial figures
 * arrive as updated() a few times a second, so charts fill in while a large file is counted. The cost of
 * each opening lead needs the double-dummy solver, so leads are solved afterwards on a worker thread.
 *
 * A new start() or stop() cancels the run in progress: nothing of it arrives afterwards.
 */
class StatisticsRunner : public QObject
{
    Q_OBJECT

public:
    /** Boards per chunk a worker counts before it looks at the cancel flag and merges. */
    static constexpr qint64 ChunkSize = 4096;
    /** Played boards kept one by one (the per-board chart); SetStatistics counts them all. */
    static constexpr int MaxPlayedBoards = 2000;
    /** Opening leads solved by default (each is one double-dummy solve, some 50 ms). */
    static constexpr int MaxLeads = 2000;

    explicit StatisticsRunner(Document *document, QObject *parent = nullptr);
    ~StatisticsRunner() override;

    /** Counts the boards at @p rows of the document (0-based, ascending), or every board when @p all. */
    void start(const QList<qint64> &rows, bool all);
    /** Cancels the run (a worker finishes its chunk first); the result keeps what was counted. */
    void stop();
    bool isRunning() const { return mRunning; }
    /** Whether the last run reads the file on worker threads (else slices on the GUI thread). */
    bool usesWorkers() const { return mUsesWorkers; }
    /** Counts with @p threads worker threads (0: one per core). */
    void setThreadCount(int threads) { mThreads = threads; }
    /** Whether the last count read the file in parts (a big PBN file, countInParts()); tests check it. */
    bool countedInParts() const { return mCountedInParts.load(); }
    /** Solves the opening leads of the first @p leads played boards only (tests make it small). */
    void setLeadLimit(int leads) { mLeadLimit = leads; }
    /** Milliseconds between two updated() signals of a run (tests make it short). */
    void setUpdateInterval(int milliseconds) { mUpdateInterval = milliseconds; }

    const StatisticsResult &result() const { return mResult; }

    /** Waits (running the event loop) until the run is over; false on timeout (tests). */
    bool waitForFinished(int milliseconds);

Q_SIGNALS:
    /** result() has more boards counted (or leads solved). */
    void updated();
    /** The run is complete (not sent for a cancelled run). */
    void finished();

private:
    struct LeadTask
    {
        qint64 index = 0;
        Board board;
        QString name; ///< the opening leader's
    };
    /** What a board adds to the result besides its SetStatistics. */
    static void notePlay(
        const Board &board, qint64 index, StatisticsResult *result, QList<LeadTask> *leads, int leadLimit);
    static Board completed(Board board, const AnalysisStore &analysis);
    bool canUseFile() const;
    void startWorkers(int generation);
    /**
     * On the worker thread: counts a whole PBN file big enough to cut in parts, one a core
     * (PbnPartsReader), instead of indexing it again to read it with one reader. False when the file is not
     * such a file, or does not read as it was opened (then nothing was posted).
     */
    bool countInParts(int generation, const std::atomic<bool> &cancel, const AnalysisStore &analysis, int threads,
        qint64 total, int interval, int leadLimit, const QString &fileName);
    void slice();
    void post(int generation, const StatisticsResult &result, bool countingDone, const QList<LeadTask> &leads);
    void countingFinished(int generation, const QList<LeadTask> &leads);
    void startLeads(int generation, const QList<LeadTask> &leads);
    void finish(int generation);
    void joinWorker();

    Document *mDocument;
    StatisticsResult mResult;
    QList<qint64> mRows;
    bool mAll = true;
    bool mRunning = false;
    bool mUsesWorkers = false;
    int mThreads = 0;
    std::atomic<bool> mCountedInParts { false };
    int mLeadLimit = MaxLeads;
    int mUpdateInterval = 200;
    int mGeneration = 0;
    // The GUI-thread path.
    QTimer mSlice;
    qint64 mNext = 0;
    QList<LeadTask> mLeads;
    qint64 mLastPost = 0;
    // The worker path (and the leads of either path).
    std::thread mWorker;
    std::shared_ptr<std::atomic<bool>> mCancel;
    /** What the lead worker posts to: null once this runner no longer waits for it (see joinWorker()). */
    struct Link
    {
        std::mutex mutex;
        StatisticsRunner *runner = nullptr;
    };
    std::shared_ptr<Link> mLeadLink; ///< set while the worker solves leads
};

} // namespace Kibitz
