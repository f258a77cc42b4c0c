// Tests of kibitz-convert's --solve, --shard and --checkpoint (app/convert): when DDS runs and how
// often, shards that put together give the unsharded output, resuming from an earlier output, and
// the progress line. Pavlicek's tables are the expected values throughout (docs/formats.md#zrd).
#include "converter.h"
#include "solveprogress.h"
#include "solvesession.h"

#include "analysis/doubledummysolver.h"
#include "formats/formatregistry.h"
#include "i18n/translationloader.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Kibitz;

namespace {

const QString Zrd = QStringLiteral(KIBITZ_TEST_DATA "/samples/pavlicek_rpdd/rpdd_10First.zrd");
constexpr int RecordBytes = 23; // docs/formats.md#zrd: 13 bytes of deal, 10 of table

struct Run
{
    int status = -1;
    QString out;
    QByteArray outBytes;
    QString err;
    qint64 dealsGiven = -1;
};

Run run(const QStringList &args, int dealsPerCall = 0)
{
    QBuffer out;
    QBuffer err;
    out.open(QIODevice::WriteOnly);
    err.open(QIODevice::WriteOnly);
    Converter converter(&out, &err);
    if (dealsPerCall > 0)
        converter.setDealsPerCall(dealsPerCall);
    Run r;
    r.status = int(converter.run(args));
    r.outBytes = out.data();
    r.out = QString::fromUtf8(out.data());
    r.err = QString::fromUtf8(err.data());
    r.dealsGiven = converter.dealsGiven();
    return r;
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/** The first @p records of the sample with the tables of the records in @p blank made unknown (nibble 15). */
QByteArray zrdWithout(int records, const QList<int> &blank)
{
    QByteArray bytes = bytesOf(Zrd).left(records * RecordBytes);
    for (int r : blank)
        bytes.replace(r * RecordBytes + 13, 10, QByteArray(10, '\xff'));
    return bytes;
}

} // namespace

class TestConvertSolve : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void solverOnlyWhenAsked_data();
    void solverOnlyWhenAsked();
    void shardUsage_data();
    void shardUsage();
    void shardsPutTogether_data();
    void shardsPutTogether();
    void solvedShards();
    void resumeKeepsStoredTables();
    void checkpointsSaveAndGoOn();
    void ddsThreads();
    void progressLine();
    void slowDealIsNamed_data();
    void slowDealIsNamed();

private:
    QTemporaryDir mDir;
    QString mDeals; // the first 4 sample deals without tables
};

void TestConvertSolve::initTestCase()
{
    QVERIFY(TranslationLoader::install(QLocale(QLocale::English)));
    QVERIFY(mDir.isValid());
    mDeals = mDir.filePath(QStringLiteral("four.deals"));
    const Run r = run({ QStringLiteral("--force"), QStringLiteral("--boards"), QStringLiteral("1-4"), Zrd, mDeals });
    QVERIFY2(r.status == 0, qPrintable(r.err));
}

void TestConvertSolve::solverOnlyWhenAsked_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("toStdout");
    QTest::addColumn<bool>("withTables"); // the input holds every table
    QTest::addColumn<int>("dealsGiven");
    QTest::newRow("JSON Lines on stdout without --force nor --solve: DDS never runs")
        << QStringList() << true << false << 0;
    QTest::newRow("JSON Lines on stdout with --force")
        << QStringList { QStringLiteral("--force") } << true << false << 0;
    QTest::newRow("into a file") << QStringList() << false << false << 0;
    QTest::newRow("--solve on stdout without --force: each deal once")
        << QStringList { QStringLiteral("--solve") } << true << false << 4;
    QTest::newRow("--solve on stdout with --force")
        << QStringList { QStringLiteral("--solve"), QStringLiteral("--force") } << true << false << 4;
    QTest::newRow("--solve into a file") << QStringList { QStringLiteral("--solve") } << false << false << 4;
    QTest::newRow("--solve with every table stored") << QStringList { QStringLiteral("--solve") } << false << true << 0;
    QTest::newRow("--solve --verify recomputes the stored tables")
        << QStringList { QStringLiteral("--solve"), QStringLiteral("--verify") } << true << true << 4;
}

void TestConvertSolve::solverOnlyWhenAsked()
{
    QFETCH(QStringList, options);
    QFETCH(bool, toStdout);
    QFETCH(bool, withTables);
    QFETCH(int, dealsGiven);
    const QString input = withTables ? mDir.filePath(QStringLiteral("tables.zrd")) : mDeals;
    if (withTables)
        QVERIFY(write(input, zrdWithout(4, {})));
    const QString output = toStdout ? QStringLiteral("-") : mDir.filePath(QStringLiteral("out.jsonl"));
    const Run r = run(options + QStringList { QStringLiteral("--to"), QStringLiteral("json"), input, output });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(r.dealsGiven, qint64(dealsGiven));
    const QString json = toStdout ? r.out : QString::fromUtf8(bytesOf(output));
    QCOMPARE(json.count(QLatin1Char('\n')), 4);
    // Pavlicek's record 1: North takes 4 tricks in notrump (docs/formats.md#example-board).
    const bool tables = dealsGiven > 0 || withTables;
    QCOMPARE(json.contains(QStringLiteral("\"ddTricks\":{\"N\":{\"NT\":4")), tables);
}

void TestConvertSolve::shardUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("shard 0 of 4") << QStringList { QStringLiteral("--shard"), QStringLiteral("0/4"),
        QStringLiteral("a.zrd"), QStringLiteral("b.zrd") }
                                  << "'0/4' is not a shard K/N with 1 <= K <= N";
    QTest::newRow("shard 5 of 4") << QStringList { QStringLiteral("--shard"), QStringLiteral("5/4"),
        QStringLiteral("a.zrd"), QStringLiteral("b.zrd") }
                                  << "'5/4' is not a shard K/N with 1 <= K <= N";
    QTest::newRow("no N") << QStringList { QStringLiteral("--shard"), QStringLiteral("3"), QStringLiteral("a.zrd"),
        QStringLiteral("b.zrd") }
                          << "'3' is not a shard K/N with 1 <= K <= N";
    QTest::newRow("no value") << QStringList { QStringLiteral("--shard") } << "--shard needs K/N, such as 3/8";
    QTest::newRow("with --info") << QStringList { QStringLiteral("--info"), QStringLiteral("--shard"),
        QStringLiteral("1/2"), QStringLiteral("a.zrd") }
                                 << "--shard works when converting";
    QTest::newRow("checkpoint without minutes") << QStringList { QStringLiteral("--checkpoint"), QStringLiteral("soon"),
        QStringLiteral("a.zrd"), QStringLiteral("b.zrd") }
                                                << "--checkpoint needs a number of minutes";
}

void TestConvertSolve::shardUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.status, int(ExitStatus::UsageError));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestConvertSolve::shardsPutTogether_data()
{
    // Record formats and one-line-per-board formats are put together with cat; a missing
    // board or one written twice shows as a difference.
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("shards");
    QTest::newRow("ZRD in 11 shards, more than boards: some are empty") << "zrd" << 11;
    QTest::newRow("ZRD in 3 shards") << "zrd" << 3;
    QTest::newRow(".deals in 4 shards") << "deals" << 4;
    QTest::newRow("ZBD in 1 shard") << "zbd" << 1;
    QTest::newRow("JSON Lines in 4 shards") << "json" << 4;
    QTest::newRow("LIN in 3 shards") << "lin" << 3;
    QTest::newRow("GIB in 7 shards") << "gib" << 7;
}

void TestConvertSolve::shardsPutTogether()
{
    QFETCH(QString, target);
    QFETCH(int, shards);
    const Run whole = run({ QStringLiteral("--force"), QStringLiteral("--to"), target, Zrd, QStringLiteral("-") });
    QVERIFY2(whole.status == 0, qPrintable(whole.err));
    QByteArray together;
    for (int k = 1; k <= shards; ++k) {
        const QString part = mDir.filePath(QStringLiteral("part-%1.%2").arg(k).arg(target));
        const Run r = run({ QStringLiteral("--force"), QStringLiteral("--shard"),
            QStringLiteral("%1/%2").arg(k).arg(shards), QStringLiteral("--to"), target, Zrd, part });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QByteArray bytes = bytesOf(part);
        // Equal parts: 10 boards in N shards hold floor or ceil(10 / N) boards each.
        if (target == u"zrd")
            QVERIFY(
                bytes.size() / RecordBytes == 10 / shards || bytes.size() / RecordBytes == (10 + shards - 1) / shards);
        together += bytes;
    }
    QCOMPARE(together, whole.outBytes);
}

void TestConvertSolve::solvedShards()
{
    // --solve per shard: the parts put together are the tables of one unsharded run (and Pavlicek's),
    // and a shard of ZRD needs no --force (its boards keep their places once put together).
    QByteArray together;
    qint64 given = 0;
    for (int k = 1; k <= 3; ++k) {
        const QString part = mDir.filePath(QStringLiteral("solved-%1.zrd").arg(k));
        const Run r = run(
            { QStringLiteral("--solve"), QStringLiteral("--shard"), QStringLiteral("%1/3").arg(k), mDeals, part });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        given += r.dealsGiven;
        together += bytesOf(part);
    }
    QCOMPARE(given, qint64(4));
    QCOMPARE(together, zrdWithout(4, {}));
}

void TestConvertSolve::resumeKeepsStoredTables()
{
    // A killed run left records 2 and 4 unsolved: the rerun solves those two only.
    const QString out = mDir.filePath(QStringLiteral("resumed.zrd"));
    QVERIFY(write(out, zrdWithout(4, { 1, 3 })));
    Run r = run({ QStringLiteral("--solve"), mDeals, out });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(r.dealsGiven, qint64(2));
    QVERIFY2(r.err.contains(QStringLiteral("2 tables kept from an earlier run")), qPrintable(r.err));
    QCOMPARE(bytesOf(out), zrdWithout(4, {}));

    // An output made from other deals is not taken for an earlier run.
    const QString other = mDir.filePath(QStringLiteral("other.zrd"));
    QVERIFY(write(other, bytesOf(Zrd).mid(5 * RecordBytes, 4 * RecordBytes)));
    r = run({ QStringLiteral("--solve"), mDeals, other });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(r.dealsGiven, qint64(4));
    QCOMPARE(bytesOf(other), zrdWithout(4, {}));

    // --verify takes nothing from the output: it stands for a full check.
    QVERIFY(write(out, zrdWithout(4, { 1, 3 })));
    r = run({ QStringLiteral("--solve"), QStringLiteral("--verify"), mDeals, out });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(r.dealsGiven, qint64(4));
}

void TestConvertSolve::checkpointsSaveAndGoOn()
{
    // One deal per DDS call and a checkpoint every 6 ms: the output is saved after (about) every deal,
    // each save the source of the next round, and the last one is complete.
    const QString out = mDir.filePath(QStringLiteral("checkpointed.zrd"));
    QFile::remove(out);
    const Run r
        = run({ QStringLiteral("--solve"), QStringLiteral("--checkpoint"), QStringLiteral("0.0001"), mDeals, out }, 1);
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("still to solve; going on")), qPrintable(r.err));
    QCOMPARE(r.dealsGiven, qint64(4)); // no deal solved twice
    QCOMPARE(bytesOf(out), zrdWithout(4, {}));
}

void TestConvertSolve::ddsThreads()
{
    // A solving part that shares a cluster node asks DDS for fewer threads than cores.
    Run r = run({ QStringLiteral("--dds-threads"), QStringLiteral("many"), mDeals, QStringLiteral("x.zrd") });
    QCOMPARE(r.status, int(ExitStatus::UsageError));
    const QString out = mDir.filePath(QStringLiteral("one-thread.zrd"));
    r = run({ QStringLiteral("--solve"), QStringLiteral("--dds-threads"), QStringLiteral("1"), mDeals, out });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(DoubleDummySolver::threadCount(), 1);
    QCOMPARE(bytesOf(out), zrdWithout(4, {}));
    DoubleDummySolver::setThreadCount(0);
    QCOMPARE(DoubleDummySolver::threadCount(), QThread::idealThreadCount());
}

void TestConvertSolve::progressLine()
{
    QBuffer err;
    err.open(QIODevice::WriteOnly);
    qint64 now = 1000;
    SolveProgress progress(&err, true, 400);
    progress.setClock([&] { return now; });
    progress.started(40, 1, 40);
    now += 5000;
    progress.finished();
    progress.started(40, 41, 80);
    now += 7000;
    progress.tick();
    const auto lastLine = [&] { return QString::fromUtf8(err.data()).split(QLatin1Char('\r')).last(); };
    // 40 deals in 5 s: 8 a second; 360 to go take 45 s, of which the batch under way has run 7.
    QString line = lastLine();
    QVERIFY2(
        line.startsWith(QStringLiteral("boards 41-80 (7.0 s so far): 40 of 400 deals solved, 8.0 a second, 38 s left")),
        qPrintable(line));
    // One deal at a time: its board.
    now += 1000;
    progress.finished();
    progress.started(1, 81, 81);
    now += 6000;
    progress.tick();
    line = lastLine();
    QVERIFY2(line.startsWith(QStringLiteral("board 81 (6.0 s so far): 80 of 400 deals solved, 6.2 a second, ")),
        qPrintable(line));
    progress.done();
    QVERIFY(err.data().endsWith('\n'));
    // At the end, the rate without a time left.
    SolveProgress last(&err, true, 2);
    last.setClock([&] { return now; });
    last.started(2, 1, 2);
    now += 1000;
    last.finished();
    line = lastLine();
    QVERIFY2(line.startsWith(QStringLiteral("2 of 2 deals solved, 2.0 a second\x1b[K")), qPrintable(line));
}

void TestConvertSolve::slowDealIsNamed_data()
{
    QTest::addColumn<int>("deals");
    QTest::addColumn<int>("seconds");
    QTest::addColumn<QString>("message"); // empty: none
    QTest::newRow("an ordinary deal is not named") << 1 << 1 << QString();
    QTest::newRow("ten times the average but under 20 s") << 1 << 15 << QString();
    QTest::newRow("a deal of 1 min 40 s") << 1 << 100 << "board 7 took 1 min 40 s to solve (0.50 s a deal on average)";
    QTest::newRow("a batch of 4 deals of 19 s: under 20 s") << 4 << 19 << QString();
    QTest::newRow("a batch of 4 deals of 30 s") << 4 << 30 << "one of the boards 7 to 10 took 30 s to solve";
}

void TestConvertSolve::slowDealIsNamed()
{
    QFETCH(int, deals);
    QFETCH(int, seconds);
    QFETCH(QString, message);
    QBuffer err;
    err.open(QIODevice::WriteOnly);
    qint64 now = 0;
    SolveProgress progress(&err, false, 0); // not a terminal: only the slow deal is told
    progress.setClock([&] { return now; });
    progress.started(6, 1, 6); // 6 deals in 3 s: 0.5 s a deal
    now += 3000;
    progress.finished();
    progress.started(deals, 7, 6 + deals);
    now += seconds * 1000;
    progress.finished();
    const QString text = QString::fromUtf8(err.data());
    if (message.isEmpty())
        QVERIFY2(text.isEmpty(), qPrintable(text));
    else
        QVERIFY2(text.contains(message), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestConvertSolve)
#include "tst_convertsolve.moc"
