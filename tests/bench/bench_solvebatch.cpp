// kibitz-convert --solve hands DDS its deals in batches: how big should a batch be? One deal per
// call (DoubleDummySolver::table, DDS's CalcDDtable) tells the progress line exactly which board is
// being solved; batches (DoubleDummySolver::tables, CalcAllTables) keep the cores busier. This solves
// the same random deals each way, in alternating order per round, and prints tables per second of
// wall and of CPU time.
//
// Usage: bench_solvebatch [deals=60] [rounds=3] [batch sizes=1,4,10,40]
#include "analysis/doubledummysolver.h"
#include "model/deal.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>

#include <ctime>

using namespace Kibitz;

namespace {

double processCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

QList<Deal> randomDeals(int count, unsigned seed)
{
    std::mt19937 random(seed);
    QList<Deal> deals;
    for (int n = 0; n < count; ++n) {
        int deck[52];
        for (int i = 0; i < 52; ++i)
            deck[i] = i;
        for (int i = 51; i > 0; --i)
            std::swap(deck[i], deck[random() % unsigned(i + 1)]);
        Deal deal;
        for (int s = 0; s < 4; ++s) {
            Hand h;
            for (int k = 0; k < 13; ++k)
                h.add(Card::fromIndex(deck[s * 13 + k]));
            deal.setHand(static_cast<Seat>(s), h);
        }
        deals.append(deal);
    }
    return deals;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args[1].toInt() : 60;
    const int rounds = args.size() > 2 ? args[2].toInt() : 3;
    QList<int> sizes = { 1, 4, 10, 40 };
    if (args.size() > 3) {
        sizes.clear();
        for (const QString &s : args[3].split(QLatin1Char(',')))
            sizes.append(s.toInt());
    }
    const QList<Deal> deals = randomDeals(count, 20261124u);
    const DoubleDummySolver solver;
    solver.table(deals.first()); // DDS sets itself up on the first call
    std::printf("DDS threads: %d, deals: %d, rounds: %d\n", DoubleDummySolver::threadCount(), count, rounds);

    std::map<int, std::vector<double>> walls, cpus;
    for (int r = 0; r < rounds; ++r) {
        QList<int> order = sizes;
        if (r % 2 == 1)
            std::reverse(order.begin(), order.end());
        for (int size : order) {
            QElapsedTimer timer;
            timer.start();
            const double cpu0 = processCpuSeconds();
            int solved = 0;
            if (size == 1) {
                for (const Deal &d : deals)
                    solved += bool(solver.table(d));
            } else {
                for (int start = 0; start < count; start += size)
                    solved += solver.tables(deals.mid(start, std::min(size, count - start))).solvedCount;
            }
            const double wall = double(timer.nsecsElapsed()) / 1e9;
            const double cpu = processCpuSeconds() - cpu0;
            if (solved != count) {
                std::fprintf(stderr, "%d of %d deals solved\n", solved, count);
                return 1;
            }
            walls[size].push_back(wall);
            cpus[size].push_back(cpu);
            std::printf("round %d, %2d deal(s) a call: %7.2f s wall %6.2f tables/s, %7.2f s CPU %6.2f tables/CPU-s\n",
                r + 1, size, wall, count / wall, cpu, count / cpu);
        }
    }
    for (int size : sizes) {
        std::printf("median, %2d deal(s) a call: %6.2f tables/s wall, %6.2f tables/CPU-s\n", size,
            count / median(walls[size]), count / median(cpus[size]));
    }
    return 0;
}
