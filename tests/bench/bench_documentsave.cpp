// Saving a big record file from the window (docs/benchmarks.md#saving-a-big-file-from-the-window): the time to
// open, check what the format would drop and save a ZRD of N boards through MainWindow (what Ctrl+S and Save
// As run), and the peak resident memory of that process, beside kibitz-convert doing the same conversion in
// the same run (the anchor). Each figure is taken in a process of its own (peak memory never goes down).
// Usage: bench_documentsave [boards]                 (default 10485760: Pavlicek's library is 10,485,761)
//        bench_documentsave window|convert IN OUT    (one measurement, run by the first form)
#include "document/document.h"
#include "mainwindow.h"

#include "formats/formatregistry.h"
#include "model/board.h"

#include <QApplication>
#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <array>
#include <cstdio>
#include <numeric>
#include <random>

#include <sys/resource.h>

using namespace Kibitz;

namespace {

double peakMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QRegularExpression line(QStringLiteral("^VmHWM:\\s+(\\d+) kB"), QRegularExpression::MultilineOption);
    const auto m = line.match(QString::fromLatin1(status.readAll()));
    return m.hasMatch() ? m.captured(1).toDouble() / 1024 : -1;
}

/** 4,096 boards with random deals and random tables, repeated to @p boards records of ZRD. */
bool writeZrd(const QString &path, qint64 boards)
{
    std::mt19937 random(7);
    QList<Board> distinct;
    for (int n = 0; n < 4096; ++n) {
        std::array<int, 52> cards;
        std::iota(cards.begin(), cards.end(), 0);
        std::shuffle(cards.begin(), cards.end(), random);
        std::array<Hand, 4> hands;
        for (int i = 0; i < 52; ++i)
            hands[size_t(i / 13)].add(Card::fromIndex(cards[size_t(i)]));
        Deal deal;
        for (Seat seat : AllSeats)
            deal.setHand(seat, hands[size_t(seat)]);
        Board b;
        b.setNumberWithCycle(n + 1);
        b.setDeal(deal);
        DoubleDummyTable table;
        for (Seat seat : AllSeats) {
            for (Strain strain : StrainsNoTrumpFirst)
                table.setTricks(seat, strain, int(random() % 14));
        }
        b.setDoubleDummy(table);
        distinct << b;
    }
    const DealFormat *zrd = FormatRegistry::instance().byId(u"zrd");
    QBuffer block;
    block.open(QIODevice::WriteOnly);
    if (zrd->writeAll(&block, distinct).isError())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const qint64 perBlock = distinct.size();
    for (qint64 written = 0; written < boards; written += perBlock) {
        const qint64 records = std::min(perBlock, boards - written);
        const QByteArray bytes = block.data().left(block.data().size() / perBlock * records);
        if (file.write(bytes) != bytes.size())
            return false;
    }
    return true;
}

int window(const QString &in, const QString &out)
{
    MainWindow window;
    window.setInteractive(false);
    QElapsedTimer clock;
    clock.start();
    if (!window.openFile(in))
        return 2;
    const double opened = clock.nsecsElapsed() / 1e9;
    clock.restart();
    if (!window.saveAs(out)) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 2;
    }
    std::printf("%.2f %.2f %.0f\n", opened, clock.nsecsElapsed() / 1e9, peakMb());
    return 0;
}

/** Runs kibitz-convert IN OUT and prints its wall time and peak memory (this process's only child). */
int convert(const QString &in, const QString &out)
{
    QElapsedTimer clock;
    clock.start();
    QProcess convert;
    convert.start(QStringLiteral(KIBITZ_CONVERT_PATH), { in, out });
    if (!convert.waitForFinished(-1) || convert.exitCode() != 0)
        return 2;
    const double seconds = clock.nsecsElapsed() / 1e9;
    struct rusage usage = {};
    getrusage(RUSAGE_CHILDREN, &usage);
    std::printf("- %.2f %.0f\n", seconds, usage.ru_maxrss / 1024.0);
    return 0;
}

int run(qint64 boards, const QString &self)
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("big.zrd"));
    if (!writeZrd(in, boards))
        return 2;
    std::printf("%lld boards of ZRD (%.0f MB)\n", static_cast<long long>(boards), QFile(in).size() / 1e6);
    std::printf("%-36s %8s %13s %8s\n", "command", "open s", "check+save s", "peak MB");
    for (const QString &to : { QStringLiteral("zrd"), QStringLiteral("pbn") }) {
        const QString out = dir.filePath(QStringLiteral("out.") + to);
        for (const QString &mode : { QStringLiteral("window"), QStringLiteral("convert") }) {
            QProcess child;
            child.start(self, { mode, in, out });
            child.waitForFinished(-1);
            const QStringList figures
                = QString::fromLatin1(child.readAllStandardOutput()).trimmed().split(QLatin1Char(' '));
            if (child.exitCode() != 0 || figures.size() != 3)
                return 2;
            const QString command = mode == QLatin1String("window")
                ? QStringLiteral("window: Save As out.") + to
                : QStringLiteral("kibitz-convert big.zrd out.") + to;
            std::printf("%-36s %8s %13s %8s\n", qPrintable(command), qPrintable(figures[0]), qPrintable(figures[1]),
                qPrintable(figures[2]));
            QFile::remove(out);
        }
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args[1] == QLatin1String("window"))
        return window(args[2], args[3]);
    if (args.size() == 4 && args[1] == QLatin1String("convert"))
        return convert(args[2], args[3]);
    const qint64 boards = args.size() > 1 ? args[1].toLongLong() : 10485760;
    return run(boards, app.applicationFilePath());
}
