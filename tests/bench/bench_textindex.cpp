// A big PBN file opened for random access (IndexedBoardSource, docs/benchmarks.md#big-text-files):
//   bench_textindex FILE.pbn
// Prints the time to open (the index pass), to read board 1 and the last board at once, then the time to the end of
// the read-ahead, the last board and 1,000 random boards after it, and the peak resident set.

#include "formats/formatregistry.h"
#include "formats/indexedboardsource.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <cstdio>
#include <random>

#include <sys/resource.h>

using namespace Kibitz;

namespace {

double msSince(QElapsedTimer &clock)
{
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    clock.restart();
    return ms;
}

long peakKb()
{
    rusage usage = {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_textindex FILE.pbn\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    QElapsedTimer clock;
    clock.start();
    FormatError error;
    auto source = FormatRegistry::instance().open(path, {}, &error);
    if (!source) {
        std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
        return 1;
    }
    const auto *indexed = dynamic_cast<const IndexedBoardSource *>(source.get());
    const qint64 count = source->count();
    std::printf("boards %lld, indexed %s\n", static_cast<long long>(count), indexed ? "yes" : "no");
    std::printf("open (index pass): %.1f ms\n", msSince(clock));
    source->board(0);
    std::printf("board 1: %.1f ms\n", msSince(clock));
    source->board(count - 1);
    std::printf("last board at once: %.1f ms (peak RSS so far %ld MB)\n", msSince(clock), peakKb() / 1024);
    if (!indexed)
        return 0;

    // A second source, left alone until its read-ahead is through.
    auto second = FormatRegistry::instance().open(path, {}, &error);
    const auto *ahead = dynamic_cast<const IndexedBoardSource *>(second.get());
    clock.restart();
    while (!ahead->readAheadFinished())
        QThread::msleep(10);
    std::printf("read-ahead through the file: %.0f ms after opening\n", msSince(clock));
    second->board(count - 1);
    std::printf("last board after it: %.2f ms\n", msSince(clock));
    std::mt19937_64 random(18);
    double worst = 0;
    for (int i = 0; i < 1000; ++i) {
        QElapsedTimer one;
        one.start();
        second->board(qint64(random() % quint64(count)));
        worst = std::max(worst, double(one.nsecsElapsed()) / 1e6);
    }
    std::printf("1,000 random boards: %.2f ms each on average, %.2f ms at worst\n", msSince(clock) / 1000, worst);
    std::printf("peak RSS %ld MB\n", peakKb() / 1024);
    return 0;
}
