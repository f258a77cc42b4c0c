#pragma once

#include "model/board.h"

#include <QString>

#include <deque>
#include <functional>
#include <memory>

class QIODevice;

namespace Kibitz {

class SolveProgress;
class WorkerThread;

/**
 * kibitz-convert --solve: takes the boards of a conversion in order, fills each missing
 * double-dummy table (and the par of a complete deal) with DDS, recomputes the stored ones
 * under --verify, and hands every board on in the same order. Deals go to DDS in batches
 * of Options::dealsPerCall; the boards in between wait, so memory stays bounded by one
 * batch and MaxWaiting boards.
 */
class SolveSession
{
public:
    /** Called with each board, in order, once its analysis is done; false stops the session. */
    using Sink = std::function<bool(const Board &board, qint64 position)>;

    struct Options
    {
        bool verify = false;
        /**
         * Deals per DDS call. One (the default) is as fast here as batches of 4-40
         * (tests/bench/bench_solvebatch.cpp: DDS shares one deal's five strains between
         * the cores), and the progress line can then name the board being solved.
         */
        int dealsPerCall = 1;
        /** Shows a progress line with the time left (a terminal), on the error stream. */
        bool progress = false;
        /** Deals that will need DDS, for the time left; 0 when not known. */
        qint64 expected = 0;
        /** Stops solving (and passes boards on unsolved) from this time on (ms since the epoch); 0 = never. */
        qint64 deadlineMs = 0;
    };

    SolveSession(QIODevice *err, const Options &options, Sink sink);
    ~SolveSession();
    SolveSession(const SolveSession &) = delete;
    SolveSession &operator=(const SolveSession &) = delete;

    /**
     * Takes the next board (@p position: 1-based over the inputs; @p label names it in messages,
     * "games.pbn: board 3"). Returns false once the sink has refused a board.
     */
    bool add(Board board, qint64 position, const QString &label);
    /** Analyses and hands on the boards still waiting; false when the sink refused one. */
    bool finish();

    /** Stored tables that disagree with DDS (--verify). */
    qint64 disagreements() const { return mDisagreements; }
    /** Deals handed to DDS, solved or not. */
    qint64 dealsGiven() const { return mDealsGiven; }
    /** Boards passed on without a table because the deadline had come. */
    qint64 leftUnsolved() const { return mLeftUnsolved; }

    /** Boards that may wait for a batch, whatever the batch size. */
    static constexpr int MaxWaiting = 4096;

private:
    struct Waiting
    {
        Board board;
        qint64 position = 0;
        QString label;
        bool solve = false; ///< its table is missing
        bool verify = false; ///< its stored table is recomputed
    };

    bool flush();
    void apply(Waiting &w, const std::optional<DoubleDummyTable> &table, const QString &error);
    void printErr(const QString &text);

    QIODevice *mErr;
    Options mOptions;
    Sink mSink;
    std::unique_ptr<SolveProgress> mProgress;
    std::unique_ptr<WorkerThread> mWorker; ///< runs DDS while the progress line goes on
    std::deque<Waiting> mWaiting;
    int mJobs = 0; ///< waiting boards that need DDS
    bool mFailed = false;
    qint64 mDisagreements = 0;
    qint64 mDealsGiven = 0;
    qint64 mLeftUnsolved = 0;
};

} // namespace Kibitz
