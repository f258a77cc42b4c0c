#include "doubledummysolver.h"

#include <dds/dll.h>

#include <QCoreApplication>
#include <QLibrary>

#include <stdlib.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <type_traits>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::DoubleDummySolver)
};

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

/** What the DDS functions return when the library could not be loaded. */
constexpr int NotLoaded = -10000;

/**
 * The DDS functions, from the library loaded on first use: linked in, libdds would set itself up
 * (about 9 ms and 17 MB) when any program using the core starts, also when nothing is solved.
 * Without the library every function returns NotLoaded (and ddsError() says why).
 */
struct DdsApi
{
    decltype(&::SetMaxThreads) SetMaxThreads = [](int) {};
    decltype(&::GetDDSInfo) GetDDSInfo = [](DDSInfo *) {};
    decltype(&::ErrorMessage) ErrorMessage = [](int, char *) {};
    decltype(&::CalcDDtable) CalcDDtable = [](ddTableDeal, ddTableResults *) { return NotLoaded; };
    decltype(&::CalcAllTables) CalcAllTables
        = [](ddTableDeals *, int, int *, ddTablesRes *, allParResults *) { return NotLoaded; };
    decltype(&::SolveAllChunksBin) SolveAllChunksBin = [](boards *, solvedBoards *, int) { return NotLoaded; };
    decltype(&::SolveBoard) SolveBoard = [](deal, int, int, int, futureTricks *, int) { return NotLoaded; };
    decltype(&::AnalysePlayBin) AnalysePlayBin = [](deal, playTraceBin, solvedPlay *, int) { return NotLoaded; };
    decltype(&::DealerParBin) DealerParBin = [](ddTableResults *, parResultsMaster *, int, int) { return NotLoaded; };
    decltype(&::SidesParBin) SidesParBin = [](ddTableResults *, parResultsMaster *, int) { return NotLoaded; };
    QString error; ///< why the library could not be loaded
};

/**
 * libdds 2.9 frees its per-thread memory in a destructor function (FreeMemory) that reads its
 * static Memory object. Linked in, the library's static objects outlive that function; loaded
 * later (as here), they are destroyed first when the process exits, and FreeMemory then reads
 * freed memory and crashes the exit. So once the library is loaded, an exit handler registered
 * after its static objects (and so run before their destructors) flushes the C streams and ends
 * the process with its status, leaving the rest of the clean-up to the system.
 */
void endProcessBeforeDdsStatics()
{
#ifdef __GLIBC__
    on_exit(
        [](int status, void *) {
            std::fflush(nullptr);
            std::_Exit(status);
        },
        nullptr);
#endif
}

const DdsApi &dds()
{
    static const DdsApi api = [] {
        QLibrary library(QStringLiteral("dds"), 0); // libdds.so.0, Debian's libdds0
        if (!library.load()) {
            library.setFileNameAndVersion(QStringLiteral("dds"), QString());
            library.load();
        }
#ifdef KIBITZ_DDS_LIBRARY
        if (!library.isLoaded()) { // a DDS built and installed elsewhere (CMAKE_PREFIX_PATH)
            library.setFileName(QStringLiteral(KIBITZ_DDS_LIBRARY));
            library.load();
        }
#endif
        DdsApi loaded;
        bool complete = library.isLoaded();
        const auto take = [&](auto &function, const char *name) {
            if (const QFunctionPointer f = library.resolve(name))
                function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(f);
            else
                complete = false;
        };
        take(loaded.SetMaxThreads, "SetMaxThreads");
        take(loaded.GetDDSInfo, "GetDDSInfo");
        take(loaded.ErrorMessage, "ErrorMessage");
        take(loaded.CalcDDtable, "CalcDDtable");
        take(loaded.CalcAllTables, "CalcAllTables");
        take(loaded.SolveAllChunksBin, "SolveAllChunksBin");
        take(loaded.SolveBoard, "SolveBoard");
        take(loaded.AnalysePlayBin, "AnalysePlayBin");
        take(loaded.DealerParBin, "DealerParBin");
        take(loaded.SidesParBin, "SidesParBin");
        if (complete) {
            endProcessBeforeDdsStatics();
            return loaded; // the library stays loaded: QLibrary does not unload it on destruction
        }
        DdsApi missing;
        missing.error = library.errorString();
        return missing;
    }();
    return api;
}

/** The one lock every searching DDS call takes (see the class comment for why). */
std::mutex &ddsMutex()
{
    static std::mutex mutex;
    return mutex;
}

/** Takes the DDS lock; the first time, lets DDS use every core. */
/** The threads asked for with DoubleDummySolver::setThreadCount(): 0 = one per core. */
std::atomic<int> requestedThreads = 0;

/** Takes the DDS lock; the first time, and after setThreadCount(), tells DDS how many threads to use. */
std::unique_lock<std::mutex> lockDds()
{
    std::unique_lock<std::mutex> lock(ddsMutex());
    static int applied = -1;
    if (const int threads = requestedThreads; threads != applied) {
        dds().SetMaxThreads(threads); // 0 = one thread per core; memory sized to the threads
        applied = threads;
    }
    return lock;
}

QString ddsError(int code)
{
    if (code == NotLoaded)
        return Tr::tr("the double-dummy solver (libdds) could not be loaded: %1").arg(dds().error);
    char text[80] = {};
    dds().ErrorMessage(code, text);
    return Tr::tr("the double-dummy solver failed: %1 (DDS error %2)").arg(QString::fromLatin1(text)).arg(code);
}

// DDS numbers suits spades 0 ... clubs 3 and strains S H D C NT; Kibitz numbers suits clubs 0 ... spades 3
// and strains C D H S NT. Hands are N E S W in both. Ranks are 2-14 in DDS, 0-12 here; DDS holdings put
// rank r at bit r.
constexpr int ddsSuit(Suit suit)
{
    return 3 - static_cast<int>(suit);
}
constexpr int ddsStrain(Strain strain)
{
    return strain == Strain::NoTrump ? 4 : 3 - static_cast<int>(strain);
}
constexpr Suit suitFromDds(int suit)
{
    return static_cast<Suit>(3 - suit);
}
constexpr int ddsRank(Rank rank)
{
    return static_cast<int>(rank) + 2;
}

void fillHoldings(unsigned int cards[DDS_HANDS][DDS_SUITS], const std::array<Hand, 4> &hands)
{
    for (Seat seat : AllSeats) {
        for (Suit suit : SuitsHighToLow)
            cards[static_cast<int>(seat)][ddsSuit(suit)] = unsigned(hands[static_cast<int>(seat)].suitBits(suit)) << 2;
    }
}

std::array<Hand, 4> handsOf(const Deal &deal)
{
    std::array<Hand, 4> hands;
    for (Seat seat : AllSeats)
        hands[static_cast<int>(seat)] = deal.hand(seat);
    return hands;
}

/** DDS's vulnerability code: 0 none, 1 both, 2 North-South, 3 East-West. */
int ddsVulnerability(Vulnerability v)
{
    switch (v) {
    case Vulnerability::None:
        return 0;
    case Vulnerability::All:
        return 1;
    case Vulnerability::NorthSouth:
        return 2;
    case Vulnerability::EastWest:
        return 3;
    }
    return 0;
}

/** Why DDS cannot take @p deal, or nothing: all four hands known, valid, the same 1-13 cards each. */
std::optional<QString> unsolvable(const Deal &deal)
{
    for (Seat seat : AllSeats) {
        if (!deal.isHandKnown(seat))
            return Tr::tr("%1's hand is unknown").arg(seatName(seat));
    }
    const QList<DealProblem> problems = deal.problems();
    if (!problems.isEmpty())
        return problems.first().message;
    const int cards = deal.cardsPerHand();
    if (cards < 1 || cards > 13)
        return Tr::tr("the hands hold no cards");
    return std::nullopt;
}

/** The boards to solve for an end position's table: every strain with every opening leader. */
void addEndPositionBoards(boards &batch, const Deal &deal)
{
    const auto hands = handsOf(deal);
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat leader : AllSeats) {
            const int i = batch.noOfBoards++;
            struct deal &d = batch.deals[i];
            d = {};
            d.trump = ddsStrain(strain);
            d.first = static_cast<int>(leader);
            fillHoldings(d.remainCards, hands);
            batch.target[i] = -1;
            batch.solutions[i] = 1;
            batch.mode[i] = 1;
        }
    }
}

/** Reads back what addEndPositionBoards() asked, from board @p first on. */
DoubleDummyTable endPositionTable(const solvedBoards &solved, int first, int cards)
{
    DoubleDummyTable table;
    int i = first;
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat leader : AllSeats) {
            // The score is the most tricks the leader's side takes; declarer is the leader's right-hand opponent.
            table.setTricks(rho(leader), strain, cards - solved.solvedBoard[i].score[0]);
            ++i;
        }
    }
    return table;
}

DoubleDummyTable tableFromDds(const ddTableResults &results)
{
    DoubleDummyTable table;
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat seat : AllSeats)
            table.setTricks(seat, strain, results.resTable[ddsStrain(strain)][static_cast<int>(seat)]);
    }
    return table;
}

std::optional<ddTableResults> tableToDds(const DoubleDummyTable &table, QString *error)
{
    ddTableResults results {};
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat seat : AllSeats) {
            const auto tricks = table.tricks(seat, strain);
            if (!tricks) {
                setError(error,
                    Tr::tr("par needs the whole double-dummy table; %1 in %2 is unknown")
                        .arg(seatName(seat), strainText(strain)));
                return std::nullopt;
            }
            results.resTable[ddsStrain(strain)][static_cast<int>(seat)] = *tricks;
        }
    }
    return results;
}

ParResult parFromDds(const parResultsMaster &master, int sign)
{
    ParResult result;
    result.scoreNorthSouth = sign * master.score;
    if (master.score == 0)
        return result; // DDS reports a dummy 0-level contract when nobody can make anything
    static constexpr Strain strains[5]
        = { Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs };
    for (int i = 0; i < std::clamp(master.number, 0, 10); ++i) {
        const contractType &c = master.contracts[i];
        ParContract contract;
        contract.level = c.level;
        contract.strain = strains[std::clamp(c.denom, 0, 4)];
        contract.declarers = static_cast<ParContract::Declarers>(std::clamp(c.seats, 0, 5));
        contract.overtricks = c.overTricks;
        contract.undertricks = c.underTricks;
        result.contracts.append(contract);
    }
    return result;
}

/** DDS's position after the cards of @p play: the remaining hands and the trick in progress. */
struct deal positionOf(const Play &play)
{
    struct deal d = {};
    d.trump = ddsStrain(play.trump());
    std::array<Hand, 4> hands;
    for (Seat seat : AllSeats)
        hands[static_cast<int>(seat)] = play.remaining(seat);
    fillHoldings(d.remainCards, hands);
    const int inTrick = play.size() % 4;
    d.first = static_cast<int>(play.leaderOf(play.completedTricks()));
    for (int i = 0; i < inTrick; ++i) {
        const Card card = play.cards().at(play.size() - inTrick + i);
        d.currentTrickSuit[i] = ddsSuit(card.suit());
        d.currentTrickRank[i] = ddsRank(card.rank());
    }
    return d;
}

} // namespace

std::optional<QString> DoubleDummySolver::whyUnsolvable(const Deal &deal)
{
    return unsolvable(deal);
}

void DoubleDummySolver::setThreadCount(int threads)
{
    requestedThreads = std::max(0, threads);
}

int DoubleDummySolver::threadCount()
{
    const auto lock = lockDds();
    DDSInfo info {};
    dds().GetDDSInfo(&info);
    return info.noOfThreads;
}

std::optional<DoubleDummyTable> DoubleDummySolver::table(const Deal &deal, QString *error) const
{
    if (const auto why = unsolvable(deal)) {
        setError(error, *why);
        return std::nullopt;
    }
    if (deal.cardsPerHand() == 13) {
        ddTableDeal tableDeal {};
        fillHoldings(tableDeal.cards, handsOf(deal));
        ddTableResults results {};
        int rc;
        {
            const auto lock = lockDds();
            rc = dds().CalcDDtable(tableDeal, &results);
        }
        if (rc != RETURN_NO_FAULT) {
            setError(error, ddsError(rc));
            return std::nullopt;
        }
        return tableFromDds(results);
    }
    const BatchResult batch = tables({ deal });
    if (!batch.tables.first())
        setError(error, batch.errors.first());
    return batch.tables.first();
}

BatchResult DoubleDummySolver::tables(const QList<Deal> &deals, const BatchControl &control) const
{
    BatchResult result;
    const int total = int(deals.size());
    result.tables.resize(total);
    result.errors.resize(total);

    QList<int> complete;
    QList<int> endPositions;
    for (int i = 0; i < total; ++i) {
        if (const auto why = unsolvable(deals[i])) {
            result.errors[i] = *why;
            ++result.failedCount;
        } else if (deals[i].cardsPerHand() == 13) {
            complete.append(i);
        } else {
            endPositions.append(i);
        }
    }
    int done = result.failedCount;
    if (done > 0 && control.progress)
        control.progress(done, total);

    auto finish = [&](int index, std::optional<DoubleDummyTable> table, const QString &error) {
        if (table) {
            result.tables[index] = table;
            ++result.solvedCount;
            if (control.solved)
                control.solved(index, *table);
        } else {
            result.errors[index] = error;
            ++result.failedCount;
        }
        ++done;
    };
    auto cancelled = [&] {
        if (control.isCancelled && control.isCancelled()) {
            result.cancelled = true;
            return true;
        }
        return false;
    };

    // The batch structures are large (about 100 kB together): keep them off the worker's stack.
    if (!complete.isEmpty()) {
        auto dealsIn = std::make_unique<ddTableDeals>();
        auto results = std::make_unique<ddTablesRes>();
        auto par = std::make_unique<allParResults>();
        int filter[DDS_STRAINS] = { 0, 0, 0, 0, 0 }; // 0 = solve the strain
        for (int start = 0; start < complete.size(); start += TablesPerChunk) {
            if (cancelled())
                return result;
            const int count = std::min<int>(TablesPerChunk, int(complete.size()) - start);
            dealsIn->noOfTables = count;
            for (int j = 0; j < count; ++j)
                fillHoldings(dealsIn->deals[j].cards, handsOf(deals[complete[start + j]]));
            int rc;
            {
                const auto lock = lockDds();
                rc = dds().CalcAllTables(dealsIn.get(), -1, filter, results.get(), par.get()); // mode -1: no par
            }
            for (int j = 0; j < count; ++j) {
                if (rc == RETURN_NO_FAULT)
                    finish(complete[start + j], tableFromDds(results->results[j]), {});
                else
                    finish(complete[start + j], std::nullopt, ddsError(rc));
            }
            if (control.progress)
                control.progress(done, total);
        }
    }

    if (!endPositions.isEmpty()) {
        constexpr int perChunk = EndPositionsPerChunk;
        static_assert(perChunk * DDS_STRAINS * DDS_HANDS <= MAXNOOFBOARDS);
        auto batch = std::make_unique<boards>();
        auto solved = std::make_unique<solvedBoards>();
        for (int start = 0; start < endPositions.size(); start += perChunk) {
            if (cancelled())
                return result;
            const int count = std::min<int>(perChunk, int(endPositions.size()) - start);
            batch->noOfBoards = 0;
            for (int j = 0; j < count; ++j)
                addEndPositionBoards(*batch, deals[endPositions[start + j]]);
            int rc;
            {
                const auto lock = lockDds();
                rc = dds().SolveAllChunksBin(batch.get(), solved.get(), 1);
            }
            for (int j = 0; j < count; ++j) {
                const int index = endPositions[start + j];
                if (rc == RETURN_NO_FAULT) {
                    finish(
                        index, endPositionTable(*solved, j * DDS_STRAINS * DDS_HANDS, deals[index].cardsPerHand()), {});
                } else {
                    finish(index, std::nullopt, ddsError(rc));
                }
            }
            if (control.progress)
                control.progress(done, total);
        }
    }
    return result;
}

std::optional<QList<CardValue>> DoubleDummySolver::cardValues(const Play &play, QString *error) const
{
    if (const auto why = unsolvable(play.deal())) {
        setError(error, *why);
        return std::nullopt;
    }
    if (const auto why = play.validate()) {
        setError(error, *why);
        return std::nullopt;
    }
    if (play.isFinished()) {
        setError(error, Tr::tr("the play is over: no card is left to play"));
        return std::nullopt;
    }

    futureTricks future {};
    int rc;
    {
        const auto lock = lockDds();
        // target -1: find the most tricks; solutions 3: score every card; mode 1: always search.
        rc = dds().SolveBoard(positionOf(play), -1, 3, 1, &future, 0);
    }
    if (rc != RETURN_NO_FAULT) {
        setError(error, ddsError(rc));
        return std::nullopt;
    }

    const int won = play.tricksWon(play.toMove());
    const Hand hand = play.remaining(play.toMove());
    QList<CardValue> values;
    for (int i = 0; i < std::clamp(future.cards, 0, 13); ++i) {
        if (future.suit[i] < 0 || future.suit[i] > 3 || future.rank[i] < 2 || future.rank[i] > 14)
            continue;
        const Suit suit = suitFromDds(future.suit[i]);
        // DDS lists one card of each run of equivalent cards; equals holds the lower ones (bit r = rank r).
        const unsigned ranks = (1u << future.rank[i]) | unsigned(future.equals[i]);
        for (int r = 14; r >= 2; --r) {
            const Card card(suit, static_cast<Rank>(r - 2));
            if ((ranks >> r & 1) && hand.contains(card))
                values.append({ card, won + future.score[i] });
        }
    }
    std::sort(values.begin(), values.end(), [](const CardValue &a, const CardValue &b) { return b.card < a.card; });
    return values;
}

std::optional<PlayTrace> DoubleDummySolver::trace(const Play &play, QString *error) const
{
    if (const auto why = unsolvable(play.deal())) {
        setError(error, *why);
        return std::nullopt;
    }
    if (const auto why = play.validate()) {
        setError(error, *why);
        return std::nullopt;
    }

    struct deal start = {};
    start.trump = ddsStrain(play.trump());
    start.first = static_cast<int>(play.openingLeader());
    fillHoldings(start.remainCards, handsOf(play.deal()));
    if (play.size() == 0) {
        // AnalysePlayBin needs at least one card: the value before the play is one plain search.
        futureTricks future {};
        int rc;
        {
            const auto lock = lockDds();
            rc = dds().SolveBoard(start, -1, 1, 1, &future, 0);
        }
        if (rc != RETURN_NO_FAULT) {
            setError(error, ddsError(rc));
            return std::nullopt;
        }
        PlayTrace trace;
        trace.declarer = rho(play.openingLeader());
        trace.tricks.append(play.totalTricks() - future.score[0]); // the score is the leader's side's
        return trace;
    }
    playTraceBin cards {};
    cards.number = play.size();
    for (int i = 0; i < play.size(); ++i) {
        cards.suit[i] = ddsSuit(play.cards()[i].suit());
        cards.rank[i] = ddsRank(play.cards()[i].rank());
    }
    solvedPlay solved {};
    int rc;
    {
        const auto lock = lockDds();
        rc = dds().AnalysePlayBin(start, cards, &solved, 0);
    }
    if (rc != RETURN_NO_FAULT) {
        setError(error, ddsError(rc));
        return std::nullopt;
    }

    PlayTrace trace;
    trace.declarer = rho(play.openingLeader());
    const int values = std::clamp(solved.number, 0, 53);
    // DDS stops once only the last trick is left: its cards are forced, so the value no longer changes.
    const int lastTrickStart = (play.totalTricks() - 1) * 4;
    if (values < 1 || (values < play.size() + 1 && values - 1 < lastTrickStart)) {
        setError(error, Tr::tr("the double-dummy solver traced %1 of %2 cards").arg(values - 1).arg(play.size()));
        return std::nullopt;
    }
    for (int i = 0; i <= play.size(); ++i)
        trace.tricks.append(solved.tricks[std::min(i, values - 1)]);
    for (int i = 0; i < play.size(); ++i) {
        const bool declarerSide = isNorthSouth(play.seatOf(i)) == isNorthSouth(trace.declarer);
        const int change = trace.tricks[i + 1] - trace.tricks[i];
        trace.cost.append(declarerSide ? -change : change);
    }
    return trace;
}

std::optional<ParResult> DoubleDummySolver::par(
    const DoubleDummyTable &table, Seat dealer, Vulnerability vulnerability, QString *error)
{
    auto results = tableToDds(table, error);
    if (!results)
        return std::nullopt;
    parResultsMaster master {};
    const int rc = dds().DealerParBin(&*results, &master, static_cast<int>(dealer), ddsVulnerability(vulnerability));
    if (rc != RETURN_NO_FAULT) {
        setError(error, ddsError(rc));
        return std::nullopt;
    }
    return parFromDds(master, 1);
}

std::optional<int> DoubleDummySolver::parScore(const DoubleDummyTable &table, Seat dealer, Vulnerability vulnerability)
{
    auto results = tableToDds(table, nullptr);
    if (!results)
        return std::nullopt;
    parResultsMaster master {};
    if (dds().DealerParBin(&*results, &master, static_cast<int>(dealer), ddsVulnerability(vulnerability))
        != RETURN_NO_FAULT)
        return std::nullopt;
    return master.score;
}

std::optional<std::array<ParResult, 2>> DoubleDummySolver::sidesPar(
    const DoubleDummyTable &table, Vulnerability vulnerability, QString *error)
{
    auto results = tableToDds(table, error);
    if (!results)
        return std::nullopt;
    parResultsMaster sides[2] = {};
    const int rc = dds().SidesParBin(&*results, sides, ddsVulnerability(vulnerability));
    if (rc != RETURN_NO_FAULT) {
        setError(error, ddsError(rc));
        return std::nullopt;
    }
    // SidesParBin scores the East-West entry from East-West's view.
    return std::array<ParResult, 2> { parFromDds(sides[0], 1), parFromDds(sides[1], -1) };
}

bool DoubleDummySolver::solve(Board &board, QString *error) const
{
    auto named = [&](const QString &why) {
        const QString name = board.number() ? Tr::tr("Board %1").arg(*board.number()) : Tr::tr("The board");
        setError(error, Tr::tr("%1 cannot be solved: %2").arg(name, why));
        return false;
    };
    if (!board.doubleDummy().isComplete()) {
        QString why;
        const auto solved = table(board.deal(), &why);
        if (!solved)
            return named(why);
        board.setDoubleDummy(*solved);
    }
    if (board.deal().isComplete() && board.par().isEmpty()) {
        QString why;
        const auto p = par(board.doubleDummy(), board.dealer(), board.vulnerability(), &why);
        if (!p)
            return named(why);
        board.setPar(p->toString());
    }
    return true;
}

} // namespace Kibitz
