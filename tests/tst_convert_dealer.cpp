// kibitz-convert --dealer-script and --select (docs/select.md#kibitz-convert), beside the Debian
// dealer program when it is installed (/usr/games/dealer, kibitz.sh installs it): the same text
// for the same deal, and the same acceptance rate on every script of tests/data/dealer/scripts
// (10^5 deals each here; tests/bench/select.sh compares 10^6).

#include "select/boardselector.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Kibitz;

namespace {

const QString Dealer = QStringLiteral("/usr/games/dealer");

struct Run
{
    int status = -1;
    QByteArray out;
    QString err;
};

Run run(const QString &program, const QStringList &arguments, const QString &outputFile = {})
{
    QProcess p;
    if (!outputFile.isEmpty())
        p.setStandardOutputFile(outputFile);
    p.start(program, arguments);
    p.waitForFinished(300000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        QString::fromUtf8(p.readAllStandardError()) };
}

qint64 countOf(const QString &text, const QString &what)
{
    const auto m = QRegularExpression(QStringLiteral("%1 (\\d+) hands").arg(what)).match(text);
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

QString dealerData(const QString &name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/dealer/") + name;
}

} // namespace

class TestConvertDealer : public QObject
{
    Q_OBJECT

private slots:
    void sameTextAsDealer();
    void acceptanceRates_data();
    void acceptanceRates();
    void scriptToDealFile();
    void scriptErrorsAreLocated();
    void selectKeepsMatches();
    void hostileInput_data();
    void hostileInput();
    void longRunShowsProgress();
};

void TestConvertDealer::sameTextAsDealer()
{
    if (!QFileInfo::exists(Dealer))
        QSKIP("the dealer program is not installed (apt-get install dealer)");
    const QString script = dealerData(QStringLiteral("full-predeal.dlr"));
    const Run theirs = run(Dealer, { QStringLiteral("-s"), QStringLiteral("5"), script });
    const Run ours = run(QStringLiteral(KIBITZ_CONVERT),
        { QStringLiteral("--dealer-script"), script, QStringLiteral("--seed"), QStringLiteral("5") });
    QCOMPARE(ours.status, 0);
    // dealer ends with its counts on standard output; kibitz-convert writes them to standard error.
    QByteArray expected = theirs.out;
    expected.truncate(expected.indexOf("Generated "));
    QCOMPARE(ours.out, expected);
    QCOMPARE(countOf(ours.err, QStringLiteral("Generated")), 3);
    QCOMPARE(countOf(ours.err, QStringLiteral("Produced")), 3);
    QVERIFY(ours.err.contains(QStringLiteral("Initial random seed 5")));
}

void TestConvertDealer::acceptanceRates_data()
{
    QTest::addColumn<QString>("script");
    const QDir dir(dealerData(QStringLiteral("scripts")));
    for (const QString &name : dir.entryList({ QStringLiteral("*.dlr") }, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestConvertDealer::acceptanceRates()
{
    QFETCH(QString, script);
    if (!QFileInfo::exists(Dealer))
        QSKIP("the dealer program is not installed (apt-get install dealer)");
    constexpr qint64 Deals = 100000;
    const QString n = QString::number(Deals);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.txt"));
    const Run theirs = run(Dealer,
        { QStringLiteral("-s"), QStringLiteral("11"), QStringLiteral("-g"), n, QStringLiteral("-p"), n, script }, out);
    const QByteArray dealerOut = TestUtil::fileBytes(out);
    const QString tail = QString::fromUtf8(dealerOut.right(200));
    const Run ours = run(QStringLiteral(KIBITZ_CONVERT),
        { QStringLiteral("--dealer-script"), script, QStringLiteral("--seed"), QStringLiteral("11"),
            QStringLiteral("--generate"), n, QStringLiteral("--produce"), n },
        out);
    QCOMPARE(ours.status, 0);
    const qint64 theirGenerated = countOf(tail, QStringLiteral("Generated"));
    const qint64 ourGenerated = countOf(ours.err, QStringLiteral("Generated"));
    QVERIFY2(theirGenerated > 0 && ourGenerated > 0, qPrintable(theirs.err + ours.err));
    const double a = double(countOf(tail, QStringLiteral("Produced"))) / double(theirGenerated);
    const double b = double(countOf(ours.err, QStringLiteral("Produced"))) / double(ourGenerated);
    // Two samples of the same proportion: their difference is within 4.5 standard deviations
    // (one chance in 150,000 to fail by luck), plus one deal's worth for tiny rates.
    const double p = (a + b) / 2;
    const double sd = std::sqrt(p * (1 - p) * (1.0 / double(theirGenerated) + 1.0 / double(ourGenerated)));
    QVERIFY2(std::abs(a - b) <= 4.5 * sd + 1.0 / double(Deals),
        qPrintable(QStringLiteral("dealer %1, kibitz-convert %2").arg(a).arg(b)));
}

void TestConvertDealer::scriptToDealFile()
{
    QTemporaryDir dir;
    const QString output = dir.filePath(QStringLiteral("stayman.json"));
    const Run ours = run(QStringLiteral(KIBITZ_CONVERT),
        { QStringLiteral("--dealer-script"), dealerData(QStringLiteral("scripts/kibitz-1nt-stayman.dlr")),
            QStringLiteral("--produce"), QStringLiteral("25"), QStringLiteral("--seed"), QStringLiteral("3"), output });
    QCOMPARE(ours.status, 0);
    QCOMPARE(countOf(ours.err, QStringLiteral("Produced")), 25);
    QVERIFY(countOf(ours.err, QStringLiteral("Generated")) > 25);
    // The average goes to standard output; the deals to the file, numbered, dealer North as the script says.
    QVERIFY(ours.out.startsWith("south hcp: "));
    const auto source = FormatRegistry::instance().open(output);
    QVERIFY(source);
    QCOMPARE(source->count(), 25);
    const Board last = source->board(24);
    QCOMPARE(*last.number(), 25);
    QCOMPARE(last.dealer(), Seat::North);
    QVERIFY(last.deal().hand(Seat::North).hcp() >= 15);
    // The same seed, the same file.
    const QString again = dir.filePath(QStringLiteral("again.json"));
    QCOMPARE(run(QStringLiteral(KIBITZ_CONVERT),
                 { QStringLiteral("--dealer-script"), dealerData(QStringLiteral("scripts/kibitz-1nt-stayman.dlr")),
                     QStringLiteral("--produce"), QStringLiteral("25"), QStringLiteral("--seed"), QStringLiteral("3"),
                     again })
                 .status,
        0);
    QCOMPARE(TestUtil::fileBytes(again), TestUtil::fileBytes(output));
}

void TestConvertDealer::scriptErrorsAreLocated()
{
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("bad.dlr"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("produce 5\ncondition hcp(north) > 10 &&\n   shape(north, 4333 + 44)\n");
    file.close();
    const Run ours = run(QStringLiteral(KIBITZ_CONVERT), { QStringLiteral("--dealer-script"), script });
    QCOMPARE(ours.status, 1);
    QCOMPARE(ours.err.trimmed(),
        QStringLiteral("kibitz-convert: %1:3:24: expected a shape such as 4333 or 5xxx, found '44'").arg(script));
}

void TestConvertDealer::selectKeepsMatches()
{
    QTemporaryDir dir;
    const QString input = TestUtil::samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    const QString output = dir.filePath(QStringLiteral("strong.pbn"));
    const QString condition = QStringLiteral("hcp(north) + hcp(south) >= 20 && shape(north, any 4xxx)");
    const Run ours = run(QStringLiteral(KIBITZ_CONVERT), { QStringLiteral("--select"), condition, input, output });
    QCOMPARE(ours.status, 0);
    const auto expected = BoardSelector(Expression::parse(condition)).selectFile(input);
    QVERIFY(expected && !expected->isEmpty() && expected->size() < 10);
    const auto source = FormatRegistry::instance().open(output);
    QCOMPARE(source->count(), expected->size());
    const auto all = FormatRegistry::instance().open(input);
    for (qint64 i = 0; i < source->count(); ++i)
        QCOMPARE(source->board(i).deal(), all->board(expected->at(i)).deal());
    // A bad expression is a usage error naming its column.
    const Run bad = run(
        QStringLiteral(KIBITZ_CONVERT), { QStringLiteral("--select"), QStringLiteral("hcp(north) >"), input, output });
    QCOMPARE(bad.status, 2);
    QVERIFY2(
        bad.err.contains(QStringLiteral("--select: 1:13: expected an expression, found the end")), qPrintable(bad.err));
}

void TestConvertDealer::hostileInput_data()
{
    // Each row: a script (written to a file that SCRIPT names in the arguments), the exit status and a
    // line standard error holds (%1: the script's path).
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("line");
    const QStringList runScript { QStringLiteral("--dealer-script"), QStringLiteral("SCRIPT") };
    const QString parens
        = QStringLiteral("(").repeated(20000) + QStringLiteral("1") + QStringLiteral(")").repeated(20000);
    QTest::newRow("no: a frequency of 10,000 values")
        << QStringLiteral("generate 100\naction frequency (hcp(north), 0, 9999)") << runScript << 0
        << QStringLiteral("Generated 100 hands");
    QTest::newRow("frequency 0 to 2,000,000,000")
        << QStringLiteral("generate 100\naction frequency (hcp(north), 0, 2000000000)") << runScript << 1
        << QStringLiteral(
               "kibitz-convert: %1:2:31: a frequency counts at most 10000 values (0 to 2000000000 are 2000000001)");
    QTest::newRow("frequency over every int")
        << QStringLiteral("action frequency (hcp(north), -2147483647, 2147483647)") << runScript << 1
        << QStringLiteral("kibitz-convert: %1:1:31: a frequency counts at most 10000 values (-2147483647 to "
                          "2147483647 are 4294967295)");
    QTest::newRow("frequency 60,001 by 60,001")
        << QStringLiteral("action frequency (hcp(north), 0, 60000, hcp(south), 0, 60000)") << runScript << 1
        << QStringLiteral("kibitz-convert: %1:1:31: a frequency counts at most 10000 values (0 to 60000 are 60001)");
    QTest::newRow("condition of 40 KB of parentheses")
        << QStringLiteral("generate 100\ncondition ") + parens << runScript << 1
        << QStringLiteral("kibitz-convert: %1:2:1011: nested too deeply (more than 1000 levels)");
    QTest::newRow("condition of 30,000 !") << QStringLiteral("generate 100 produce 100\ncondition ")
            + QStringLiteral("!").repeated(30000) + QStringLiteral("1")
                                           << runScript << 0 << QStringLiteral("Produced 100 hands");
    QTest::newRow("average of 100,000 +1 terms")
        << QStringLiteral("generate 100\naction average ") + QStringLiteral("0") + QStringLiteral("+1").repeated(100000)
        << runScript << 0 << QStringLiteral("Generated 100 hands");
    QTest::newRow("--select of 20,000 parentheses")
        << QString()
        << QStringList { QStringLiteral("--select"), parens,
               TestUtil::samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")), QStringLiteral("out.pbn") }
        << 2
        << QStringLiteral("kibitz-convert: --select: 1:1001: nested too "
                          "deeply (more than 1000 levels)");
    QTest::newRow("--generate 2^63 - 1") << QStringLiteral(
        "produce 1") << runScript + QStringList { QStringLiteral("--generate"), QStringLiteral("9223372036854775807") }
                                         << 2
                                         << QStringLiteral("kibitz-convert: --generate: at most 100000000000 deals");
    QTest::newRow("--generate 10^15") << QStringLiteral(
        "produce 1") << runScript + QStringList { QStringLiteral("--generate"), QStringLiteral("1000000000000000") }
                                      << 2 << QStringLiteral("kibitz-convert: --generate: at most 100000000000 deals");
    QTest::newRow("--produce 2^63 - 1") << QStringLiteral(
        "produce 1") << runScript + QStringList { QStringLiteral("--produce"), QStringLiteral("9223372036854775807") }
                                        << 2 << QStringLiteral("kibitz-convert: --produce: at most 100000000000 deals");
}

void TestConvertDealer::hostileInput()
{
    QFETCH(QString, script);
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QString, line);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hostile.dlr"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(script.toUtf8());
    file.close();
    for (QString &argument : arguments) {
        if (argument == u"SCRIPT")
            argument = path;
        else if (argument == u"out.pbn")
            argument = dir.filePath(argument);
    }
    QElapsedTimer timer;
    timer.start();
    const Run ours = run(QStringLiteral(KIBITZ_CONVERT), arguments);
    QVERIFY2(
        ours.status == status, qPrintable(QStringLiteral("status %1: %2").arg(ours.status).arg(ours.err.left(500))));
    QVERIFY2(
        ours.err.split(u'\n').contains(line.contains(u"%1") ? line.arg(path) : line), qPrintable(ours.err.left(500)));
    qInfo("%s: %lld ms", QTest::currentDataTag(), timer.elapsed());
}

void TestConvertDealer::longRunShowsProgress()
{
    // A condition no deal meets: the run would take hours; it says how far it is every 5 seconds, also
    // to a pipe.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("never.dlr"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("condition hcp(north) > 37\naction printoneline\n");
    file.close();
    QProcess p;
    p.setReadChannel(QProcess::StandardError);
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(KIBITZ_CONVERT),
        { QStringLiteral("--dealer-script"), path, QStringLiteral("--generate"), QStringLiteral("100000000000") });
    QVERIFY(p.waitForStarted());
    QString err;
    const QRegularExpression progress(
        QStringLiteral("^kibitz-convert: generated (\\d+) of 100000000000 hands \\(0 produced\\)$"),
        QRegularExpression::MultilineOption);
    QRegularExpressionMatch m;
    while (!(m = progress.match(err)).hasMatch() && timer.elapsed() < 60000 && p.state() == QProcess::Running) {
        p.waitForReadyRead(1000);
        err += QString::fromUtf8(p.readAllStandardError());
    }
    const qint64 ms = timer.elapsed();
    p.kill();
    p.waitForFinished();
    QVERIFY2(m.hasMatch(), qPrintable(err));
    QVERIFY(m.captured(1).toLongLong() > 0);
    QVERIFY2(ms >= 4500, qPrintable(QString::number(ms)));
}

QTEST_GUILESS_MAIN(TestConvertDealer)
#include "tst_convert_dealer.moc"
