#pragma once

#include "parresult.h"

#include "model/board.h"
#include "model/card.h"
#include "model/deal.h"
#include "model/doubledummytable.h"
#include "model/play.h"
#include "model/seat.h"
#include "model/strain.h"
#include "model/vulnerability.h"

#include <QList>
#include <QString>

#include <array>
#include <functional>
#include <optional>

namespace Kibitz {

/** The double-dummy value of one card that may be played next. */
struct CardValue
{
    Card card;
    /**
     * Tricks the side to play ends with when this card is played and both
     * sides play perfectly afterwards: the tricks it has already won plus the
     * tricks still to come (the trick in progress included).
     */
    int tricks = 0;

    friend bool operator==(const CardValue &a, const CardValue &b) { return a.card == b.card && a.tricks == b.tricks; }
};

/** The double-dummy trace of an actual play: where tricks changed hands. */
struct PlayTrace
{
    Seat declarer = Seat::North; ///< the opening leader's right-hand opponent
    /**
     * Declarer's total tricks with perfect play from then on: [0] before the
     * first card, [i] after card i (so size() is the number of cards + 1).
     */
    QList<int> tricks;
    /**
     * For each card, the tricks it cost the side that played it (0 for every
     * double-dummy correct card); cost.size() is the number of cards.
     */
    QList<int> cost;
};

/**
 * How a batch reports progress and learns that it should stop. Every callback
 * is optional and runs in the thread that called tables().
 *
 * From QtConcurrent::run with a QPromise: `isCancelled = [&] { return promise.isCanceled(); }`,
 * `progress = [&](int done, int total) { promise.setProgressRange(0, total); promise.setProgressValue(done); }`.
 * From a QThread: `isCancelled = [] { return QThread::currentThread()->isInterruptionRequested(); }`.
 */
struct BatchControl
{
    /** Called after every chunk: deals finished (solved or failed) out of all deals. */
    std::function<void(int done, int total)> progress;
    /** Asked before every chunk; true stops the batch (the chunk being solved still finishes). */
    std::function<bool()> isCancelled;
    /** Called once per solved deal, in chunk order, as soon as its chunk is done. */
    std::function<void(int index, const DoubleDummyTable &table)> solved;
};

/** What a batch produced: one entry per deal, in the order given. */
struct BatchResult
{
    /** The table of each deal, or nothing when it failed or was not reached. */
    QList<std::optional<DoubleDummyTable>> tables;
    /** Why a deal failed (translated, without the deal's name: the caller knows it); empty otherwise. */
    QStringList errors;
    /** The batch stopped early because isCancelled() said so. */
    bool cancelled = false;
    int solvedCount = 0;
    int failedCount = 0;
};

/**
 * Double-dummy analysis through DDS (Bo Haglund and Soren Hein's solver):
 * tables, par, the value of every legal card and the trace of a play.
 * Complete deals and end positions (every hand holding the same number of
 * cards, 1-13) are both solved.
 *
 * The class holds no state and may be used from any thread: a worker thread
 * (QtConcurrent, QThread) is the intended place for tables(), the per-card
 * values and traces, which can take seconds.
 *
 * Thread safety: DDS keeps global state — its per-thread transposition tables
 * and move generators live in one process-wide array indexed by a thread
 * number, and its batch calls (CalcAllTables, SolveAllChunks) use every slot of
 * that array from their own thread pool. Two solver calls running at once
 * would therefore share (and corrupt) the same search memory, so every call
 * that searches is serialised on one process-wide mutex; a second caller waits
 * for the first to finish its call (for batches: its current chunk). The par
 * functions only compute from the table they are given, so they run without
 * the lock and never wait for a solve in progress.
 *
 * The DDS library (libdds.so.0) is loaded on the first call, not linked: programs that never
 * solve do not pay for its set-up. Without it, every call fails with a message saying so.
 */
class DoubleDummySolver
{
public:
    /** Deals per CalcAllTables call: DDS's limit for all five strains (MAXNOOFTABLES). */
    static constexpr int TablesPerChunk = 40;
    /** End positions per SolveAllChunks call: 20 searches each, DDS takes 200 (MAXNOOFBOARDS). */
    static constexpr int EndPositionsPerChunk = 10;

    DoubleDummySolver() = default;

    /**
     * The table of @p deal: for a complete deal DDS's CalcDDtable, for an end
     * position one SolveBoard per strain and opening leader. Nothing (and a
     * translated reason in @p error) for a deal that is not valid.
     */
    std::optional<DoubleDummyTable> table(const Deal &deal, QString *error = nullptr) const;

    /**
     * Tables of many deals with DDS's batch calls on every core:
     * CalcAllTables for complete deals (TablesPerChunk at a time), SolveAllChunks
     * for end positions. Progress is reported and cancellation checked between
     * chunks. An invalid deal fails alone; the others are still solved.
     */
    BatchResult tables(const QList<Deal> &deals, const BatchControl &control = {}) const;

    /**
     * The value of every legal card for the player to move after the cards of
     * @p play (SolveBoard with every card's score): one entry per legal card,
     * highest suit and rank first. Fails for an invalid deal or play and when
     * the play is over.
     */
    std::optional<QList<CardValue>> cardValues(const Play &play, QString *error = nullptr) const;

    /**
     * The trace of the cards of @p play (AnalysePlayBin): declarer's
     * double-dummy tricks before the play and after every card.
     */
    std::optional<PlayTrace> trace(const Play &play, QString *error = nullptr) const;

    /**
     * The par of a complete deal's table (DDS DealerParBin) with @p dealer
     * starting the auction at vulnerability @p vulnerability. Needs every cell
     * of the table.
     */
    static std::optional<ParResult> par(
        const DoubleDummyTable &table, Seat dealer, Vulnerability vulnerability, QString *error = nullptr);

    /**
     * North-South's score of par() without its contracts: nothing is allocated, for counting the par of
     * millions of boards (SetStatistics).
     */
    static std::optional<int> parScore(const DoubleDummyTable &table, Seat dealer, Vulnerability vulnerability);
    /**
     * The par when North-South ([0]) or East-West ([1]) start the bidding (DDS
     * SidesParBin); both are the same unless the deal is "hot". Scores are
     * from North-South's view in both.
     */
    static std::optional<std::array<ParResult, 2>> sidesPar(
        const DoubleDummyTable &table, Vulnerability vulnerability, QString *error = nullptr);

    /**
     * Fills @p board: the table when it is not complete, and, for a complete
     * deal without a stated par, the par for the board's dealer and
     * vulnerability (ParResult::toString()). Returns false with a reason naming
     * the board when its deal cannot be solved.
     */
    bool solve(Board &board, QString *error = nullptr) const;

    /**
     * Why @p deal cannot be solved (a hand unknown, cards held twice, hands of different
     * sizes, no cards), or nothing: what table() and tables() check before calling DDS.
     */
    static std::optional<QString> whyUnsolvable(const Deal &deal);

    /** The threads DDS solves with (all cores unless setThreadCount() said otherwise). */
    static int threadCount();
    /**
     * Lets DDS solve on @p threads threads from the next call on (at most one per core), or on
     * one per core for 0, the default: for a process that shares the machine, such as one of
     * several solving parts of a library on a cluster node.
     */
    static void setThreadCount(int threads);
};

} // namespace Kibitz
