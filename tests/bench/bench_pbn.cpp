// PBN reading speed against the npm `pbn` parser, side by side in one run.
//
//   bench_pbn <file.pbn> [<dir with node_modules/pbn>]
//
// Writes <file.pbn> first when it does not exist: 40,000 games with names, auction and the full play
// (about 21 MB, like the file the issue measured npm `pbn` on). Then reads it five times on one thread
// and five times with the reader's pipeline (PbnFormat's default for such a file), alternating, and
// reports the best MB/s and boards/s of each (by wall time and by CPU time, since the build machine
// is shared) and the peak resident memory (getrusage); an untimed read reports the resident
// anonymous and file-backed memory (a regular file is read through a map, which counts as
// file-backed). With the second argument it runs
// tests/bench/bench_pbn_npm.js on the same file and prints both ratios.
#include "formats/pbn/pbnformat.h"
#include "formats/pbn/pbnreader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTextStream>

#include <sys/resource.h>

#include <ctime>

#include <algorithm>
#include <array>
#include <random>

using namespace Kibitz;

namespace {

constexpr int Games = 40000;

double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

long peakRssKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// Resident anonymous and file-backed memory now (KiB, from /proc/self/status; 0 where unknown): a
// file read through a memory map counts as file-backed (page cache), not as the reader's own memory.
std::pair<long, long> rssAnonFileKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return { 0, 0 };
    long anon = 0;
    long file = 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("RssAnon:"))
            anon = line.mid(8).trimmed().split(' ').value(0).toLong();
        else if (line.startsWith("RssFile:"))
            file = line.mid(8).trimmed().split(' ').value(0).toLong();
    }
    return { anon, file };
}

// A legal board: 1NT by the dealer raised to 3NT, played out by simple rules (lead the top card of
// the longest suit, follow with the lowest card, discard the lowest).
Board makeBoard(int number, std::mt19937 &random)
{
    std::array<int, 52> deck {};
    for (int i = 0; i < 52; ++i)
        deck[size_t(i)] = i;
    std::shuffle(deck.begin(), deck.end(), random);
    Board b;
    b.setNumberWithCycle((number - 1) % 32 + 1);
    b.setEvent(QStringLiteral("Kibitz benchmark championship"));
    b.setSite(QStringLiteral("Amsterdam, The Netherlands NLD"));
    b.setDate(QStringLiteral("2026.11.21"));
    const char *names[] = { "Norbert North", "Eric East", "Sally South", "Wendy West" };
    for (Seat s : AllSeats)
        b.setPlayer(s, QString::fromLatin1(names[int(s)]));
    std::array<quint64, 4> hands {};
    for (int i = 0; i < 52; ++i)
        hands[size_t(i / 13)] |= quint64(1) << deck[size_t(i)];
    Deal deal;
    for (Seat s : AllSeats)
        deal.setHand(s, Hand(hands[size_t(s)]));
    b.setDeal(deal);
    for (const char *c : { "1NT", "P", "3NT", "P", "P", "P" })
        b.auction().append(*Call::parse(QString::fromLatin1(c)));
    const Seat declarer = b.dealer();
    Seat leader = lho(declarer);
    QList<Card> played;
    int declarerTricks = 0;
    for (int t = 0; t < 13; ++t) {
        std::array<int, 4> trick {};
        for (int i = 0; i < 4; ++i) {
            const quint64 h = hands[size_t(advance(leader, i))];
            int card = -1;
            if (i == 0) {
                int best = -1;
                for (int s = 0; s < 4; ++s) {
                    const int n = std::popcount((h >> (13 * s)) & 0x1fff);
                    if (n > best) {
                        best = n;
                        card = 13 * s + 12 - std::countl_zero(quint16(((h >> (13 * s)) & 0x1fff) << 3));
                    }
                }
            } else {
                const int led = trick[0] / 13;
                const quint64 follow = (h >> (13 * led)) & 0x1fff;
                card = follow ? 13 * led + std::countr_zero(follow) : std::countr_zero(h);
            }
            trick[size_t(i)] = card;
            hands[size_t(advance(leader, i))] &= ~(quint64(1) << card);
            played.append(Card::fromIndex(card));
        }
        int winner = 0;
        for (int i = 1; i < 4; ++i) {
            if (trick[size_t(i)] / 13 == trick[0] / 13 && trick[size_t(i)] > trick[size_t(winner)])
                winner = i;
        }
        leader = advance(leader, winner);
        if (isNorthSouth(leader) == isNorthSouth(declarer))
            ++declarerTricks;
    }
    b.setPlayedCards(played);
    b.setResult(declarerTricks);
    return b;
}

bool generate(const QString &path)
{
    // Written with LF line ends: npm pbn 1.6.1 splits a CRLF that straddles two of its read chunks
    // into an empty line (a game break) and then rejects the rest of the game.
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    PbnFormat format;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    auto writer = format.createWriter(&buffer);
    std::mt19937 random(20261121);
    for (int n = 1; n <= Games; ++n) {
        if (!writer->writeBoard(makeBoard(n, random)))
            return false;
        if (n % 1000 == 0 || n == Games) {
            if (n == Games && !writer->finish())
                return false;
            QByteArray text = buffer.data();
            text.replace("\r\n", "\n");
            file.write(text);
            buffer.buffer().clear();
            buffer.seek(0);
        }
    }
    return file.flush();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc < 2) {
        out << "usage: bench_pbn <file.pbn> [<dir holding node_modules/pbn>]\n";
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    if (!QFileInfo::exists(path)) {
        out << "writing " << Games << " games to " << path << "\n";
        out.flush();
        if (!generate(path)) {
            out << "could not write " << path << "\n";
            return 1;
        }
    }
    const double megabytes = double(QFileInfo(path).size()) / 1e6;
    const long rssBefore = peakRssKiB();

    PbnFormat format;
    // Memory while reading, in a pass of its own (not timed, first, so that what the timed reads
    // leave in the heap does not hide it): the largest resident anonymous and
    // file-backed sizes seen every 1,000 boards, against the same before reading.
    {
        const auto before = rssAnonFileKiB();
        auto most = before;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        auto reader = format.createReader(&file);
        Board board;
        qint64 n = 0;
        while (reader->readNext(&board)) {
            if (++n % 1000 == 0) {
                const auto now = rssAnonFileKiB();
                most = { std::max(most.first, now.first), std::max(most.second, now.second) };
            }
        }
        out << QStringLiteral(
            "kibitz  while reading: RSS anonymous %1 MiB (%2 before), file-backed %3 MiB (%4 before)\n")
                   .arg(double(most.first) / 1024, 0, 'f', 1)
                   .arg(double(before.first) / 1024, 0, 'f', 1)
                   .arg(double(most.second) / 1024, 0, 'f', 1)
                   .arg(double(before.second) / 1024, 0, 'f', 1);
    }
    // Both ways of reading, alternating, five reads each: one thread, and the pipeline that
    // PbnFormat's reader uses for such a file (a second thread splits and collects the games
    // ahead). The best of each is kept.
    struct Timing
    {
        const char *name;
        PbnReader::Threading threading;
        double best = 1e9;
        double bestCpu = 1e9;
        qint64 boards = 0;
    };
    std::array<Timing, 2> timings = { Timing { "1 thread", PbnReader::Threading::Single },
        Timing { "pipeline", PbnReader::Threading::Automatic } };
    for (int run = 0; run < 5; ++run) {
        for (Timing &t : timings) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return 1;
            QElapsedTimer timer;
            timer.start();
            const double cpuStart = cpuSeconds();
            PbnReader reader(&file, t.threading);
            Board board;
            qint64 n = 0;
            while (reader.readNext(&board))
                ++n;
            const double seconds = double(timer.nsecsElapsed()) / 1e9;
            t.bestCpu = std::min(t.bestCpu, cpuSeconds() - cpuStart);
            if (reader.hasError()) {
                out << "read error: " << reader.error().toString() << "\n";
                return 1;
            }
            t.boards = n;
            t.best = std::min(t.best, seconds);
        }
    }
    // The build machine is shared: CPU time says what the parser costs, wall time what a user waits.
    for (const Timing &t : timings) {
        out << QStringLiteral("kibitz %1  %2 MB  %3 boards  %4 s  %5 MB/s  %6 boards/s  CPU %7 s  %8 MB/s\n")
                   .arg(QString::fromLatin1(t.name), -8)
                   .arg(megabytes, 0, 'f', 1)
                   .arg(t.boards)
                   .arg(t.best, 0, 'f', 3)
                   .arg(megabytes / t.best, 0, 'f', 1)
                   .arg(double(t.boards) / t.best, 0, 'f', 0)
                   .arg(t.bestCpu, 0, 'f', 3)
                   .arg(megabytes / t.bestCpu, 0, 'f', 1);
    }
    const double ours = megabytes / timings[1].best;
    const double oursCpu = megabytes / timings[1].bestCpu;
    const double oursSingle = megabytes / timings[0].best;
    const double oursSingleCpu = megabytes / timings[0].bestCpu;
    out << QStringLiteral("kibitz  peak RSS %1 MiB (%2 MiB before reading)\n")
               .arg(double(peakRssKiB()) / 1024, 0, 'f', 1)
               .arg(double(rssBefore) / 1024, 0, 'f', 1);
    out.flush();

    if (argc >= 3) {
        QProcess node;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("NODE_PATH"), QString::fromLocal8Bit(argv[2]) + QStringLiteral("/node_modules"));
        node.setProcessEnvironment(env);
        const QString script = QFileInfo(QStringLiteral(__FILE__)).absolutePath() + QStringLiteral("/bench_pbn_npm.js");
        node.start(QStringLiteral("node"), { script, path });
        if (!node.waitForFinished(600000) || node.exitCode() != 0) {
            out << "node failed: " << node.readAllStandardError() << "\n";
            return 1;
        }
        const QStringList f = QString::fromUtf8(node.readAllStandardOutput()).trimmed().split(QLatin1Char(' '));
        if (f.size() < 6)
            return 1;
        const double seconds = f[2].toDouble();
        const double theirs = megabytes / seconds;
        const double theirsCpu = megabytes / f[5].toDouble();
        out << QStringLiteral(
            "npm pbn %1 MB  %2 games   %3 s  %4 MB/s  %5 games/s  CPU %6 s  %7 MB/s  peak RSS %8 MiB\n")
                   .arg(megabytes, 0, 'f', 1)
                   .arg(f[3])
                   .arg(seconds, 0, 'f', 3)
                   .arg(theirs, 0, 'f', 1)
                   .arg(f[3].toDouble() / seconds, 0, 'f', 0)
                   .arg(f[5].toDouble(), 0, 'f', 3)
                   .arg(theirsCpu, 0, 'f', 1)
                   .arg(f[4].toDouble() / 1024, 0, 'f', 1);
        out << QStringLiteral("kibitz reads %1x faster by wall time, %2x by CPU time (target: 20x); "
                              "on one thread %3x by wall time, %4x by CPU time\n")
                   .arg(ours / theirs, 0, 'f', 1)
                   .arg(oursCpu / theirsCpu, 0, 'f', 1)
                   .arg(oursSingle / theirs, 0, 'f', 1)
                   .arg(oursSingleCpu / theirsCpu, 0, 'f', 1);
    }
    return 0;
}
