// Double-dummy table throughput: the wrapper's batch (DoubleDummySolver::tables) against DDS's own
// CalcAllTables on the same random deals in the same run, all cores. The runs alternate (wrapper, DDS,
// DDS, wrapper, ...) so that drift in the machine's load hits both alike; the medians are compared.
//
// Usage: bench_dds [deals=100] [rounds=3] [seed=20240601]
#include "analysis/doubledummysolver.h"
#include "model/deal.h"

#include <dds/dll.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>

#include <ctime>

using namespace Kibitz;

namespace {

/** CPU seconds of the whole process (all threads): unlike wall time, barely moved by other programs' load. */
double processCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

struct Timing
{
    double wall = 0;
    double cpu = 0;
};

/** Deals from a fixed-seed Fisher-Yates shuffle (std::mt19937 is specified exactly; the modulo keeps it portable). */
QList<Deal> randomDeals(int count, unsigned seed)
{
    std::mt19937 rng(seed);
    QList<Deal> deals;
    for (int n = 0; n < count; ++n) {
        std::array<int, 52> cards;
        for (int i = 0; i < 52; ++i)
            cards[i] = i;
        for (int i = 51; i > 0; --i)
            std::swap(cards[i], cards[rng() % unsigned(i + 1)]);
        Deal deal;
        for (Seat seat : AllSeats) {
            Hand hand;
            for (int i = 0; i < 13; ++i)
                hand.add(Card::fromIndex(cards[static_cast<int>(seat) * 13 + i]));
            deal.setHand(seat, hand);
        }
        deals << deal;
    }
    return deals;
}

/** The same deals as DDS's input structures, made before any timing. */
std::vector<ddTableDeal> toDds(const QList<Deal> &deals)
{
    std::vector<ddTableDeal> result(deals.size());
    for (qsizetype d = 0; d < deals.size(); ++d) {
        for (Seat seat : AllSeats) {
            for (Suit suit : SuitsHighToLow) {
                result[d].cards[static_cast<int>(seat)][3 - static_cast<int>(suit)]
                    = unsigned(deals[d].hand(seat).suitBits(suit)) << 2;
            }
        }
    }
    return result;
}

/** DDS alone: CalcAllTables in chunks of 40 (its limit for five strains), as the wrapper calls it. */
Timing runDds(const std::vector<ddTableDeal> &deals, std::vector<ddTableResults> *results)
{
    auto in = std::make_unique<ddTableDeals>();
    auto out = std::make_unique<ddTablesRes>();
    auto par = std::make_unique<allParResults>();
    int filter[DDS_STRAINS] = { 0, 0, 0, 0, 0 };
    results->resize(deals.size());
    QElapsedTimer timer;
    timer.start();
    const double cpu = processCpuSeconds();
    for (size_t start = 0; start < deals.size(); start += DoubleDummySolver::TablesPerChunk) {
        const int count = int(std::min<size_t>(DoubleDummySolver::TablesPerChunk, deals.size() - start));
        in->noOfTables = count;
        std::copy_n(deals.begin() + start, count, in->deals);
        const int rc = CalcAllTables(in.get(), -1, filter, out.get(), par.get());
        if (rc != RETURN_NO_FAULT) {
            std::fprintf(stderr, "CalcAllTables failed: %d\n", rc);
            std::exit(1);
        }
        std::copy_n(out->results, count, results->begin() + start);
    }
    return { timer.nsecsElapsed() / 1e9, processCpuSeconds() - cpu };
}

Timing runWrapper(const QList<Deal> &deals, BatchResult *result)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = processCpuSeconds();
    *result = DoubleDummySolver().tables(deals);
    return { timer.nsecsElapsed() / 1e9, processCpuSeconds() - cpu };
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each run's line as soon as it is measured
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args[1].toInt() : 100;
    const int rounds = args.size() > 2 ? args[2].toInt() : 3;
    const unsigned seed = args.size() > 3 ? args[3].toUInt() : 20240601u;

    const QList<Deal> deals = randomDeals(count, seed);
    const std::vector<ddTableDeal> ddsDeals = toDds(deals);

    // Warm up: the wrapper's first call sets DDS to every core (SetMaxThreads(0)) and DDS allocates its memory.
    DoubleDummySolver().table(deals.first());
    std::printf(
        "DDS threads: %d, deals: %d, rounds: %d, seed: %u\n", DoubleDummySolver::threadCount(), count, rounds, seed);

    std::vector<double> wrapperTimes, wrapperCpu;
    std::vector<double> ddsTimes, ddsCpu;
    BatchResult result;
    std::vector<ddTableResults> results;
    for (int r = 0; r < rounds; ++r) {
        for (int order = 0; order < 2; ++order) {
            const bool wrapperFirst = (r % 2 == 0) == (order == 0);
            if (wrapperFirst) {
                const Timing t = runWrapper(deals, &result);
                wrapperTimes.push_back(t.wall);
                wrapperCpu.push_back(t.cpu);
                if (result.solvedCount != count) {
                    std::fprintf(stderr, "the wrapper solved %d of %d deals\n", result.solvedCount, count);
                    return 1;
                }
                std::printf("round %d wrapper %8.3f s wall %6.3f tables/s  %8.3f s CPU %6.3f tables/CPU-s\n", r + 1,
                    t.wall, count / t.wall, t.cpu, count / t.cpu);
            } else {
                const Timing t = runDds(ddsDeals, &results);
                ddsTimes.push_back(t.wall);
                ddsCpu.push_back(t.cpu);
                std::printf("round %d DDS     %8.3f s wall %6.3f tables/s  %8.3f s CPU %6.3f tables/CPU-s\n", r + 1,
                    t.wall, count / t.wall, t.cpu, count / t.cpu);
            }
        }
    }
    // Both must give the same tables, or the comparison means nothing.
    for (int i = 0; i < count; ++i) {
        for (Strain strain : StrainsNoTrumpFirst) {
            const int dds = strain == Strain::NoTrump ? 4 : 3 - static_cast<int>(strain);
            for (Seat seat : AllSeats) {
                if (result.tables[i]->tricks(seat, strain) != results[i].resTable[dds][static_cast<int>(seat)]) {
                    std::fprintf(stderr, "the wrapper and DDS disagree on deal %d\n", i + 1);
                    return 1;
                }
            }
        }
    }
    std::printf("all %d tables agree\n", count);
    const double w = median(wrapperTimes);
    const double d = median(ddsTimes);
    std::printf("median wall: wrapper %.3f tables/s, DDS CalcAllTables %.3f tables/s, wrapper overhead %+.2f%%\n",
        count / w, count / d, (w / d - 1) * 100);
    const double wc = median(wrapperCpu);
    const double dc = median(ddsCpu);
    std::printf(
        "median CPU:  wrapper %.3f tables/CPU-s, DDS CalcAllTables %.3f tables/CPU-s, wrapper overhead %+.2f%%\n",
        count / wc, count / dc, (wc / dc - 1) * 100);
    std::printf("best wall:   wrapper %.3f tables/s, DDS CalcAllTables %.3f tables/s, wrapper overhead %+.2f%%\n",
        count / *std::min_element(wrapperTimes.begin(), wrapperTimes.end()),
        count / *std::min_element(ddsTimes.begin(), ddsTimes.end()),
        (*std::min_element(wrapperTimes.begin(), wrapperTimes.end())
                / *std::min_element(ddsTimes.begin(), ddsTimes.end())
            - 1)
            * 100);
    return 0;
}
