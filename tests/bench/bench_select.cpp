// Selection benchmark (docs/select.md#speed): BoardSelector over Pavlicek's full library size
// (10,485,760 ZRD records: the 10 real records of rpdd_10First.zrd repeated), on the record lane
// with one and two threads, and board by board for comparison. Prints its figures.
// Usage: bench_select [records]
#include "select/boardselector.h"

#include "formats/formatregistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace Kibitz;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const qint64 records = argc > 1 ? QByteArray(argv[1]).toLongLong() : 10485760;
    QFile sample(QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/samples/pavlicek_rpdd/rpdd_10First.zrd"));
    if (!sample.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray ten = sample.readAll();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.zrd"));
    {
        QFile big(path);
        big.open(QIODevice::WriteOnly);
        const QByteArray block = ten.repeated(1024);
        for (qint64 n = 0; n < records; n += 10240)
            big.write(block.left(int(std::min<qint64>(10240, records - n) * 23)));
    }
    {
        QFile warm(path); // into the page cache, for every run alike
        warm.open(QIODevice::ReadOnly);
        while (!warm.read(1 << 24).isEmpty()) { }
    }
    std::printf("%lld records (%.0f MB)\n", records, double(records) * 23 / 1e6);
    const char *conditions[] = {
        "hcp(north) >= 15",
        "shape(north, any 4333 + any 4432 + any 5332) && hcp(north) >= 15 && hcp(north) <= 17",
        "spades(north) + spades(south) >= 8 && losers(north) <= 7",
    };
    for (const char *text : conditions) {
        const BoardSelector selector(Expression::parse(QString::fromLatin1(text)));
        for (int threads : { 1, 2 }) {
            double best = 1e9;
            qint64 matches = 0;
            for (int run = 0; run < 3; ++run) {
                QElapsedTimer t;
                t.start();
                matches = selector.selectFile(path, {}, nullptr, threads)->size();
                best = std::min(best, double(t.nsecsElapsed()) / 1e9);
            }
            std::printf("  %-88s %d thread(s): %7.3f s, %6.1f M boards/s, %lld matches\n", text, threads, best,
                double(records) / best / 1e6, matches);
        }
    }
    // Board by board (what a condition on names or the auction takes), on the first million.
    struct FirstBoards : BoardSource
    {
        const BoardSource *all;
        qint64 n;
        qint64 count() const override { return n; }
        Board board(qint64 index, QStringList *warnings) const override { return all->board(index, warnings); }
    };
    const auto source = FormatRegistry::instance().open(path);
    FirstBoards first;
    first.all = source.get();
    first.n = std::min<qint64>(records, 1000000);
    const BoardSelector general(Expression::parse(u"hcp(north) >= 15 && event !~ \"x\""));
    QElapsedTimer t;
    t.start();
    const qint64 found = general.select(first).size();
    const double seconds = double(t.nsecsElapsed()) / 1e9;
    std::printf(
        "  board by board, hcp(north) >= 15 && event !~ \"x\" on %lld boards: %.2f s, %.2f M boards/s, %lld matches\n",
        first.n, seconds, double(first.n) / seconds / 1e6, found);
    return 0;
}
