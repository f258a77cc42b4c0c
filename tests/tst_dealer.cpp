// Deal generation and dealer scripts (docs/select.md#generation, #dealer-keywords): reproducible
// shuffles against fixed lists, the same run on one thread and on two, predeal, a uniformity check,
// refused keywords named with their line and column, and selection on records against boards.

#include "select/boardselector.h"
#include "select/conditionbuilder.h"
#include "select/dealerrun.h"
#include "select/dealerscript.h"
#include "select/dealgenerator.h"

#include "formats/formatregistry.h"
#include "formats/recordformat.h"
#include "model/deal.h"
#include "testutil.h"

#include <QFile>
#include <QTest>

using namespace Kibitz;

namespace {

QString dealText(const DealGenerator::Hands &hands)
{
    Deal deal;
    for (Seat s : AllSeats)
        deal.setHand(s, Hand(hands[size_t(s)]));
    return deal.toString();
}

QStringList runScript(const QString &text, quint64 seed, int threads, qint64 *generated = nullptr)
{
    SelectError error;
    const auto script = DealerScript::parse(text, &error);
    if (!script)
        qWarning() << error.toString();
    DealerRunOptions options;
    options.seed = seed;
    options.threads = threads;
    DealerRun run(*script, options);
    QStringList deals;
    DealerRun::Sink sink;
    sink.board = [&](const Board &board) {
        deals << QStringLiteral("%1 %2").arg(*board.number()).arg(board.deal().toString());
        return true;
    };
    run.run(sink);
    if (generated)
        *generated = run.generated();
    return deals;
}

} // namespace

class TestDealer : public QObject
{
    Q_OBJECT

private slots:
    void fixedShuffles_data();
    void fixedShuffles();
    void sameRunOnAnyThreads();
    void predealStays();
    void cardsAreUniform();
    void scriptSettings();
    void refusedScripts_data();
    void refusedScripts();
    void recordsAgreeWithBoards();
    void conditionForm();
    void runLimits_data();
    void runLimits();
    void frequencyHighBelowLow();
};

void TestDealer::fixedShuffles_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("predeal");
    QTest::addColumn<QStringList>("expected");
    // Frozen when the generator was written (xoshiro256**, SplitMix64 chunk seeds, Fisher-Yates):
    // a change of any of them changes every seeded run users may have noted down.
    QTest::newRow("seed 1")
        << quint64(1) << QString()
        << QStringList {
               QStringLiteral("N:Q.QJ6.AJ96.AQ872 T872.A7.KQ85.KJT AK953.9852.T4.64 J64.KT43.732.953"),
               QStringLiteral("N:4.43.KT9874.QT54 AT976.Q96.632.93 KQ852.85.AJ.AK76 J3.AKJT72.Q5.J82"),
               QStringLiteral("N:T85.8763.83.AKQ9 AK7643.K.K97.874 QJ92.J94.Q2.JT32 -.AQT52.AJT654.65"),
           };
    QTest::newRow("seed 20, South predealt")
        << quint64(20) << QStringLiteral("AK75.82.AQJ4.K93")
        << QStringList {
               QStringLiteral("N:96.T54.T72.AJ652 QT432.AK7.863.QT AK75.82.AQJ4.K93 J8.QJ963.K95.874"),
               QStringLiteral("N:J94.K74.965.AJT4 Q862.AQ53.T2.Q52 AK75.82.AQJ4.K93 T3.JT96.K873.876"),
           };
}

void TestDealer::fixedShuffles()
{
    QFETCH(quint64, seed);
    QFETCH(QString, predeal);
    QFETCH(QStringList, expected);
    DealGenerator::Hands fixed {};
    if (!predeal.isEmpty())
        fixed[size_t(Seat::South)] = Hand::parse(predeal)->bits();
    const DealGenerator generator(seed, fixed);
    std::vector<DealGenerator::Hands> deals(size_t(expected.size()));
    generator.dealChunk(0, deals.data(), int(deals.size()));
    QStringList got;
    for (const auto &d : deals)
        got << dealText(d).replace(QStringLiteral(" ..."), QStringLiteral(" -..."));
    for (QString &e : expected)
        e.replace(QStringLiteral(" -."), QStringLiteral(" ."));
    for (QString &g : got)
        g.replace(QStringLiteral(" -."), QStringLiteral(" ."));
    QCOMPARE(got, expected);
}

void TestDealer::sameRunOnAnyThreads()
{
    const QString script
        = QStringLiteral("generate 50000\nproduce 300\ncondition hcp(north) >= 15 && shape(south, any 5xxx)\n"
                         "action printoneline");
    qint64 generatedOne = 0;
    qint64 generatedTwo = 0;
    const QStringList one = runScript(script, 99, 1, &generatedOne);
    const QStringList two = runScript(script, 99, 2, &generatedTwo);
    QCOMPARE(one.size(), 300);
    QCOMPARE(two, one);
    QCOMPARE(generatedTwo, generatedOne);
    QVERIFY(generatedOne > 300 && generatedOne < 50000);
    // Another seed, other deals.
    QVERIFY(runScript(script, 100, 2) != one);
}

void TestDealer::predealStays()
{
    const QStringList deals = runScript(QStringLiteral("produce 200\npredeal north SAKQ, HAK, C2\n  west D5432\n"
                                                       "action printall"),
        7, 2);
    QCOMPARE(deals.size(), 200);
    for (const QString &line : deals) {
        const Deal deal = *Deal::parse(line.section(u' ', 1));
        QVERIFY(deal.isComplete());
        const Hand north = deal.hand(Seat::North);
        for (const char *card : { "SA", "SK", "SQ", "HA", "HK", "C2" })
            QVERIFY(north.contains(*Card::parse(QString::fromLatin1(card))));
        for (const char *card : { "D5", "D4", "D3", "D2" })
            QVERIFY(deal.hand(Seat::West).contains(*Card::parse(QString::fromLatin1(card))));
    }
}

void TestDealer::cardsAreUniform()
{
    // Each card goes to each seat a quarter of the time: chi-square over 52 x 4 cells, 3 x 52 degrees
    // of freedom (mean 156, sd 17.7); 260 is beyond 5.8 sd.
    constexpr int Deals = 40000;
    const DealGenerator generator(12345);
    std::vector<DealGenerator::Hands> deals(Deals);
    for (int c = 0; c < Deals / 1000; ++c)
        generator.dealChunk(c, deals.data() + c * 1000, 1000);
    std::array<std::array<int, 4>, 52> counts {};
    for (const auto &d : deals) {
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(std::popcount(d[size_t(s)]), 13);
            for (int c = 0; c < 52; ++c)
                counts[size_t(c)][size_t(s)] += (d[size_t(s)] >> c) & 1;
        }
    }
    double chi2 = 0;
    const double expected = Deals / 4.0;
    for (const auto &card : counts) {
        for (int n : card)
            chi2 += (n - expected) * (n - expected) / expected;
    }
    QVERIFY2(chi2 < 260, qPrintable(QString::number(chi2)));
}

void TestDealer::scriptSettings()
{
    SelectError error;
    const auto script
        = DealerScript::parse(QStringLiteral("generate 5000 produce 7 dealer west vulnerable EW\n"
                                             "pointcount 6 4 2 1\n"
                                             "condition hcp(north) >= 20\n"
                                             "action average \"points\" hcp(north), frequency (spades(north), 2, 5)"),
            &error);
    QVERIFY2(script, qPrintable(error.toString()));
    QCOMPARE(script->generate(), 5000);
    QCOMPARE(script->produce(), 7);
    QCOMPARE(*script->dealer(), Seat::West);
    QCOMPARE(*script->vulnerability(), Vulnerability::EastWest);
    QCOMPARE(script->actions().size(), 2);
    QVERIFY(!script->printsDeals());
    // pointcount changes hcp(): the ace of spades alone counts 6.
    SelectContext context;
    context.hands[0] = Hand::parse(u"A...")->bits();
    QCOMPARE(script->condition().evaluate(context), 0);
    context.hands[0] = Hand::parse(u"AK.AK.AK.A")->bits();
    QVERIFY(script->condition().matches(context));
    // No action: printall, as in dealer; no produce: 40 when printing.
    const auto plain = DealerScript::parse(u"hcp(south) > 10", &error);
    QVERIFY(plain && plain->printsDeals());
    DealerRun run(*plain, {});
    QCOMPARE(run.produceLimit(), 40);
    QCOMPARE(run.generateLimit(), 10000000);
}

void TestDealer::refusedScripts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("accepted") << QStringLiteral("produce 3\naction printall") << QString();
    QTest::newRow("evalcontract") << QStringLiteral("produce 3\naction printall,\n  evalcontract")
                                  << QStringLiteral("3:3: 'evalcontract' is not supported (docs/select.md)");
    QTest::newRow("predeal by length") << QStringLiteral("predeal spades(north) == 1")
                                       << QStringLiteral(
                                              "1:9: predeal with a suit length (spades(...) == n) is not supported");
    QTest::newRow("avg") << QStringLiteral("condition avg > 1")
                         << QStringLiteral("1:11: 'avg' is not supported (docs/select.md)");
    QTest::newRow("card predealt twice") << QStringLiteral("predeal north SAK\n  south HQ, SK")
                                         << QStringLiteral("2:13: SK is predealt twice");
    QTest::newRow("vulnerable") << QStringLiteral("vulnerable both")
                                << QStringLiteral("1:12: expected none, NS, EW or all, found 'both'");
    QTest::newRow("frequency bounds") << QStringLiteral("action frequency (hcp(north), 0)")
                                      << QStringLiteral("1:32: expected ',', found ')'");
    QTest::newRow("generate zero") << QStringLiteral("generate 0")
                                   << QStringLiteral("1:1: 'generate' needs a number above 0");
    QTest::newRow("generate beyond an int") << QStringLiteral("generate 9223372036854775807")
                                            << QStringLiteral("1:10: the number 9223372036854775807 is too large");
    QTest::newRow("frequency of 10,000 values")
        << QStringLiteral("action frequency (hcp(north), 0, 9999)") << QString();
    QTest::newRow("frequency of 998 by 998 values")
        << QStringLiteral("action frequency (hcp(north), 0, 997, hcp(south), -997, 0)") << QString();
    QTest::newRow("frequency of 10,001 values")
        << QStringLiteral("action frequency (hcp(north), 0, 10000)")
        << QStringLiteral("1:31: a frequency counts at most 10000 values (0 to 10000 are 10001)");
    QTest::newRow("frequency 0 to 2,000,000,000")
        << QStringLiteral("action frequency (hcp(north), 0, 2000000000)")
        << QStringLiteral("1:31: a frequency counts at most 10000 values (0 to 2000000000 are 2000000001)");
    QTest::newRow("frequency over every int")
        << QStringLiteral("action frequency (hcp(north), -2147483647, 2147483647)")
        << QStringLiteral("1:31: a frequency counts at most 10000 values (-2147483647 to 2147483647 are 4294967295)");
    QTest::newRow("frequency 60,001 by 60,001")
        << QStringLiteral("action frequency (hcp(north), 0, 60000, hcp(south), 0, 60000)")
        << QStringLiteral("1:31: a frequency counts at most 10000 values (0 to 60000 are 60001)");
    QTest::newRow("frequency 2,001 by 2,001")
        << QStringLiteral("action frequency (hcp(north), 0, 2000,\n  hcp(south), 0, 2000)")
        << QStringLiteral("2:3: a frequency of two expressions counts at most 1000000 cells, Low and High included "
                          "(4012009 here)");
    QTest::newRow("condition 10,000 parentheses deep")
        << QStringLiteral("produce 3\ncondition ") + QStringLiteral("(").repeated(10000) + QStringLiteral("1")
            + QStringLiteral(")").repeated(10000)
        << QStringLiteral("2:1011: nested too deeply (more than 1000 levels)");
    QTest::newRow("printes 30,000 ! deep")
        << QStringLiteral("action printes(") + QStringLiteral("!").repeated(30000) + QStringLiteral("1)") << QString();
}

void TestDealer::refusedScripts()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    SelectError e;
    const auto script = DealerScript::parse(text, &e);
    QCOMPARE(bool(script), error.isEmpty());
    QCOMPARE(e.isError() ? e.toString() : QString(), error);
}

void TestDealer::recordsAgreeWithBoards()
{
    // The record lane (hands by hand code) and the boards read one by one find the same boards.
    const QString path = TestUtil::samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    for (const char *text : { "hcp(north) >= 10", "shape(east, any 5xxx) || losers(west) <= 7",
             "board % 3 == 1 && vul(north)", "dealer == west or hascard(south, AS)" }) {
        const BoardSelector selector(Expression::parse(QString::fromLatin1(text)));
        QVERIFY(selector.dealOnly());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto *format = dynamic_cast<const RecordFormat *>(FormatRegistry::instance().byId(u"zrd"));
        const uchar *data = file.map(0, file.size());
        const auto fast = selector.selectRecords(*format, data, file.size() / format->recordSize(), {}, 2);
        QVERIFY(fast);
        const auto source = FormatRegistry::instance().open(path);
        QCOMPARE(*fast, selector.select(*source));
        QVERIFY2(!fast->isEmpty() && fast->size() < 10, text);
    }
}

void TestDealer::conditionForm()
{
    ConditionBuilder empty;
    QCOMPARE(empty.condition(), QStringLiteral("1"));
    ConditionBuilder form;
    form.seat(Seat::North).minHcp = 15;
    form.seat(Seat::North).maxHcp = 17;
    form.seat(Seat::North).shapes = QStringLiteral("any 4333 + any 4432 + any 5332");
    form.seat(Seat::South).minLength[size_t(Suit::Hearts)] = 5;
    form.seat(Seat::South).maxLength[size_t(Suit::Spades)] = 3;
    form.seat(Seat::West).predeal = *Hand::parse(u"AK..Q.2");
    form.setExpertCondition(QStringLiteral("losers(south) <= 8"));
    QCOMPARE(form.condition(),
        QStringLiteral("hcp(north) >= 15 and hcp(north) <= 17 and shape(north, any 4333 + any 4432 + "
                       "any 5332) and spades(south) <= 3 and hearts(south) >= 5 and (losers(south) <= 8)"));
    QCOMPARE(
        form.script(), QStringLiteral("predeal west SAK, DQ, C2\ncondition ") + form.condition() + QLatin1Char('\n'));
    // What the form writes, the script reader takes and the generator honours.
    const QStringList deals = runScript(form.script() + QStringLiteral("produce 30\naction printall"), 5, 2);
    QCOMPARE(deals.size(), 30);
    for (const QString &line : deals) {
        const Deal deal = *Deal::parse(line.section(u' ', 1));
        QVERIFY(deal.hand(Seat::North).hcp() >= 15 && deal.hand(Seat::North).hcp() <= 17);
        QVERIFY(deal.hand(Seat::South).count(Suit::Hearts) >= 5);
        QVERIFY(deal.hand(Seat::West).contains(*Card::parse(u"SK")));
    }
}

void TestDealer::runLimits_data()
{
    QTest::addColumn<qint64>("generate");
    QTest::addColumn<qint64>("produce");
    QTest::addColumn<qint64>("generateLimit");
    QTest::addColumn<qint64>("produceLimit");
    constexpr qint64 Largest = std::numeric_limits<qint64>::max();
    QTest::newRow("within the maximum: kept") << qint64(1000) << qint64(5) << qint64(1000) << qint64(5);
    QTest::newRow("generate the maximum") << DealerScript::MaxDeals << qint64(3) << DealerScript::MaxDeals << qint64(3);
    QTest::newRow("generate 2^63 - 1") << Largest << qint64(3) << DealerScript::MaxDeals << qint64(3);
    QTest::newRow("produce 2^63 - 1") << qint64(5000) << Largest << qint64(5000) << DealerScript::MaxDeals;
}

void TestDealer::runLimits()
{
    // A run never counts beyond DealerScript::MaxDeals: its chunks and counts stay within 64 bits.
    QFETCH(qint64, generate);
    QFETCH(qint64, produce);
    QFETCH(qint64, generateLimit);
    QFETCH(qint64, produceLimit);
    const auto script = DealerScript::parse(u"condition hcp(north) >= 0\naction printoneline", nullptr);
    QVERIFY(script);
    DealerRunOptions options;
    options.generate = generate;
    options.produce = produce;
    options.threads = 2;
    DealerRun run(*script, options);
    QCOMPARE(run.generateLimit(), generateLimit);
    QCOMPARE(run.produceLimit(), produceLimit);
    qint64 boards = 0;
    DealerRun::Sink sink;
    sink.board = [&](const Board &) {
        ++boards;
        return true;
    };
    QVERIFY(run.run(sink));
    const qint64 expected = std::min(generateLimit, produceLimit);
    QCOMPARE(run.produced(), expected);
    QCOMPARE(run.generated(), expected);
    QCOMPARE(boards, expected);
}

void TestDealer::frequencyHighBelowLow()
{
    // HIGH below LOW, as dealer takes it: every value is Low or High, a table of Low and High alone.
    const auto script = DealerScript::parse(
        u"generate 500 produce 500\naction frequency (hcp(north), 10, 5, hcp(south), 8, 2)", nullptr);
    QVERIFY(script);
    DealerRunOptions options;
    options.seed = 3;
    DealerRun run(*script, options);
    QVERIFY(run.run({}));
    const QStringList lines = run.statistics().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.first(), QStringLiteral("Frequency :"));
    QCOMPARE(lines.last().simplified().section(u' ', -1), QStringLiteral("500"));
}

QTEST_GUILESS_MAIN(TestDealer)
#include "tst_dealer.moc"
