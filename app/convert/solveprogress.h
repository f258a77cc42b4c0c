#pragma once

#include <QString>

#include <QtGlobal>

#include <functional>

class QIODevice;

namespace Kibitz {

/**
 * What kibitz-convert --solve says while DDS works: on a terminal, a line with the board
 * being solved, the deals done, the rate and the time left, rewritten as it goes; anywhere,
 * one line for a batch of deals that took far longer than the others, naming its board.
 */
class SolveProgress
{
public:
    /** @p expected: deals that will go to DDS (0 when not known, then no time left is shown). */
    SolveProgress(QIODevice *err, bool terminal, qint64 expected);

    /** A batch of @p deals from board @p first to board @p last starts. */
    void started(int deals, qint64 first, qint64 last);
    /** Called about once a second while the batch runs. */
    void tick();
    /** The batch has finished. */
    void finished();
    /** Ends the line on a terminal. */
    void done();
    /** Where the time comes from (milliseconds): the clock by default, a test's own clock otherwise. */
    void setClock(std::function<qint64()> clock) { mClock = std::move(clock); }

    /** "0.12 s", "42 s", "3 min 5 s", "1 h 20 min". */
    static QString duration(double seconds);
    /**
     * Whether a batch of @p deals that ran @p seconds is slow, when a deal takes @p average
     * seconds on average (0: not known yet): ten times the expected time, and at least 20 s.
     */
    static bool isSlow(double seconds, int deals, double average);

private:
    void show(qint64 now);

    QIODevice *mErr;
    std::function<qint64()> mClock;
    bool mTerminal;
    qint64 mExpected;
    qint64 mDone = 0;
    qint64 mBatchStartMs = 0; ///< when the current batch started
    qint64 mShownMs = 0;
    double mSolvingSeconds = 0; ///< time spent in finished batches
    int mDeals = 0;
    qint64 mFirst = 0;
    qint64 mLast = 0;
    bool mLineShown = false;
};

} // namespace Kibitz
