#pragma once

#include "dealerscript.h"
#include "dealgenerator.h"

#include "model/board.h"

#include <QString>

#include <functional>

namespace Kibitz {

class DoubleDummyCache;

/** How to run a DealerScript; zero values take the script's (then dealer's defaults). */
struct DealerRunOptions
{
    qint64 generate = 0;
    qint64 produce = 0;
    quint64 seed = 1;
    /** Threads generating and testing deals; 0: one per core. */
    int threads = 0;
    /** Where tricks() solves; null: it is -1. */
    DoubleDummyCache *doubleDummy = nullptr;
    /** The script's file name, for printpbn's Event tag. */
    QString scriptName;
};

/**
 * Runs a dealer script: deals from a DealGenerator on every core, tests the condition on each,
 * and for each produced deal, in order, runs the actions. The run is reproducible: the same seed
 * gives the same deals, the same counts and the same statistics whatever the number of threads.
 */
class DealerRun
{
public:
    struct Sink
    {
        /** Each produced deal as a board numbered from 1 (dealer and vulnerability: the script's, else the board
         * cycle). */
        std::function<bool(const Board &board)> board;
        /** Text of printes, and of the other print actions in dealer's layout when dealsAsText is set. */
        std::function<void(const QString &text)> text;
        bool dealsAsText = true;
        /** Whether to stop (asked between chunks of deals). */
        std::function<bool()> isCancelled;
        /** Progress: deals generated so far and produced so far. */
        std::function<void(qint64 generated, qint64 produced)> progress;
    };

    DealerRun(const DealerScript &script, const DealerRunOptions &options);

    /** Runs to the end (or until a sink says stop); false when cancelled. */
    bool run(const Sink &sink);

    qint64 generated() const { return mGenerated; }
    qint64 produced() const { return mProduced; }
    qint64 generateLimit() const { return mGenerateLimit; }
    qint64 produceLimit() const { return mProduceLimit; }
    /** What print(...), average and frequency print at the end, in the order of the actions. */
    QString statistics() const;
    /** dealer's closing lines: Generated N hands, Produced M hands, the seed and the time. */
    QString summary() const;

private:
    void act(const DealGenerator::Hands &hands, quint64 random, const Sink &sink);

    const DealerScript &mScript;
    DealerRunOptions mOptions;
    qint64 mGenerateLimit = 0;
    qint64 mProduceLimit = 0;
    qint64 mGenerated = 0;
    qint64 mProduced = 0;
    double mSeconds = 0;
    struct Statistic
    {
        double sum = 0;
        QList<qint64> counts; // 1-D: low..high
        qint64 below = 0, above = 0;
        QList<QList<qint64>> counts2D; // [row][column], Low first and High last
    };
    QList<Statistic> mStatistics; // one per action
    QList<DealGenerator::Hands> mPages; // the deals print(...) prints at the end
    bool mDealsAsText = false;
};

} // namespace Kibitz
