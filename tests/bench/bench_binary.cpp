// Benchmark of the binary codecs: decode rate per format, and opening Pavlicek's full library size
// (10,485,760 ZRD records) against a plain `cp` of the same file. Prints its figures; see
// docs/bench-binary.md for a run. Usage: bench_binary [boards-per-format] [big-file-records]
#include "formats/dealformat.h"
#include "formats/formatregistry.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <array>
#include <cstdio>
#include <numeric>
#include <random>

using namespace Kibitz;

namespace {

Board randomBoard(std::mt19937_64 &rng, int number, bool withAuctionAndPlay)
{
    std::array<int, 52> cards;
    std::iota(cards.begin(), cards.end(), 0);
    std::shuffle(cards.begin(), cards.end(), rng);
    Deal deal;
    for (int s = 0; s < 4; ++s) {
        Hand h;
        for (int i = 0; i < 13; ++i)
            h.add(Card::fromIndex(cards[size_t(s * 13 + i)]));
        deal.setHand(static_cast<Seat>(s), h);
    }
    Board b;
    b.setNumberWithCycle(number);
    b.setDeal(deal);
    std::uniform_int_distribution<int> tricks(0, 13);
    DoubleDummyTable t;
    for (Seat s : AllSeats) {
        for (Strain st : StrainsNoTrumpFirst)
            t.setTricks(s, st, tricks(rng));
    }
    b.setDoubleDummy(t);
    if (withAuctionAndPlay) {
        // A legal auction and a legal first trick, so every format with auction and play stores them.
        Auction a(b.dealer());
        for (const char *c : { "1C", "P", "1NT", "P", "3NT", "P", "P", "P" })
            a.append(*Call::parse(QString::fromLatin1(c)));
        b.setAuction(a);
        Play play = b.play();
        for (int i = 0; i < 4; ++i)
            play.play(play.legalCards().first());
        b.setPlayedCards(play.cards());
        b.setResult(9);
    }
    return b;
}

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

qint64 rssKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

void decodeRates(int count)
{
    std::mt19937_64 rng(20260101);
    QList<Board> boards;
    boards.reserve(count);
    for (int i = 0; i < count; ++i)
        boards.append(randomBoard(rng, i + 1, true));

    std::printf("Decode rate, %d random boards per format (deal, DD table, 8-call auction, one trick)\n", count);
    std::printf("%-6s %10s %14s %14s\n", "format", "bytes", "stream b/s", "random b/s");
    for (const char *id : { "deals", "dx", "zbs", "zbd", "zdd", "zrd", "zrj", "zth" }) {
        const DealFormat *f = FormatRegistry::instance().byId(QString::fromLatin1(id));
        QByteArray bytes;
        {
            QBuffer out(&bytes);
            out.open(QIODevice::WriteOnly);
            const FormatError e = f->writeAll(&out, boards);
            if (e.isError()) {
                std::printf("%-6s write failed: %s\n", id, qPrintable(e.toString()));
                continue;
            }
        }
        // Streaming: what conversion does.
        QBuffer in(&bytes);
        in.open(QIODevice::ReadOnly);
        QElapsedTimer t;
        t.start();
        auto reader = f->createReader(&in);
        Board b;
        qint64 n = 0;
        while (reader->readNext(&b))
            ++n;
        const double stream = double(n) / seconds(t);
        if (reader->hasError() || n != count)
            std::printf("%-6s read %lld boards: %s\n", id, n, qPrintable(reader->error().toString()));

        // Random access through openFile() on a temporary file (mapped for fixed-size records).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.") + f->extensions().first());
        {
            QFile file(path);
            file.open(QIODevice::WriteOnly);
            file.write(bytes);
        }
        FormatError error;
        auto source = f->openFile(path, &error);
        double random = 0;
        if (source) {
            std::uniform_int_distribution<qint64> pick(0, source->count() - 1);
            t.restart();
            for (int i = 0; i < count; ++i)
                (void)source->board(pick(rng));
            random = double(count) / seconds(t);
        }
        std::printf("%-6s %10lld %14.0f %14.0f\n", id, qint64(bytes.size()), stream, random);
    }
}

void bigFile(qint64 records)
{
    const DealFormat *zrd = FormatRegistry::instance().byId(QStringLiteral("zrd"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.zrd"));
    const QString copy = dir.filePath(QStringLiteral("copy.zrd"));

    std::mt19937_64 rng(7);
    QList<Board> pool;
    for (int i = 0; i < 4096; ++i)
        pool.append(randomBoard(rng, i + 1, false));
    QElapsedTimer t;
    t.start();
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            std::printf("cannot create %s\n", qPrintable(path));
            return;
        }
        auto writer = zrd->createWriter(&file);
        for (qint64 i = 0; i < records; ++i)
            writer->writeBoard(pool[int(i % pool.size())]);
        writer->finish();
    }
    const double generate = seconds(t);
    const qint64 size = QFileInfo(path).size();
    std::printf("\nZRD file of %lld records, %lld bytes, written in %.2f s (%.0f boards/s)\n", records, size, generate,
        double(records) / generate);

    // Open + read the last record, several times; the file is in the page cache, as it is for cp.
    double best = 1e9;
    double first = 0;
    qint64 rssBefore = rssKiB();
    qint64 rssAfter = 0;
    for (int run = 0; run < 5; ++run) {
        t.restart();
        FormatError error;
        const DealFormat *detected = nullptr;
        auto source = FormatRegistry::instance().open(path, {}, &error, &detected);
        if (!source) {
            std::printf("open failed: %s\n", qPrintable(error.toString()));
            return;
        }
        const Board last = source->board(source->count() - 1);
        const double s = seconds(t);
        if (run == 0) {
            first = s;
            rssAfter = rssKiB();
            std::printf("format detected: %s, boards: %lld, last deal %s\n", qPrintable(detected->id()),
                source->count(), qPrintable(last.deal().toString()));
        }
        best = std::min(best, s);
    }
    std::printf("open + read last record: first %.3f ms, best of 5 %.3f ms; RSS growth %lld KiB\n", first * 1e3,
        best * 1e3, rssAfter - rssBefore);

    double cpBest = 1e9;
    for (int run = 0; run < 3; ++run) {
        QFile::remove(copy);
        t.restart();
        const int rc = QProcess::execute(QStringLiteral("cp"), { path, copy });
        const double s = seconds(t);
        if (rc != 0)
            std::printf("cp failed (%d)\n", rc);
        cpBest = std::min(cpBest, s);
    }
    QFile::remove(copy);
    std::printf("cp of the same file: best of 3 %.1f ms; ratio open+last / cp = %.5f (cp is %.0fx slower)\n",
        cpBest * 1e3, best / cpBest, cpBest / best);
    std::printf("ratio first open+last / cp = %.4f (cp is %.0fx slower)\n", first / cpBest, cpBest / first);

    // Sequential conversion speed over the whole file: stream every record.
    {
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        t.restart();
        auto reader = zrd->createReader(&file);
        Board b;
        qint64 n = 0;
        while (reader->readNext(&b))
            ++n;
        const double s = seconds(t);
        std::printf("stream all %lld records: %.2f s (%.0f boards/s)\n", n, s, double(n) / s);
    }
    QFile::remove(path);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int perFormat = argc > 1 ? std::atoi(argv[1]) : 200000;
    const qint64 records = argc > 2 ? std::atoll(argv[2]) : 10485760;
    decodeRates(perFormat);
    bigFile(records);
    return 0;
}
