// Tests of the statistics of a set (core/stats, docs/stats.md) and of kibitz-convert --stats and --stats-json:
// exact counts on a hand-checked file, agreement with the bridge probabilities computed combinatorially here over
// generated deals and Pavlicek's samples, and the JSON object parsed back.
#include "converter.h"

#include "analysis/doubledummysolver.h"
#include "select/dealgenerator.h"
#include "stats/setstatistics.h"

#include "testutil.h"

#include <QBuffer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** tests/data/stats/hand-checked.jsonl: four boards whose figures were counted by hand (see the test). */
const QString HandChecked = QStringLiteral(KIBITZ_TEST_DATA "/stats/hand-checked.jsonl");
const QString FirstTen = QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd");
const QString LastTen = QStringLiteral("pavlicek_rpdd/rpdd_10Last.zrd");

/** Deals generated for the probability checks (DealGenerator, seed GeneratedSeed). */
constexpr int GeneratedDeals = 200000;
constexpr quint64 GeneratedSeed = 20261125;

using Lengths = std::array<int, 4>;

using Result = ConvertResult;

SetStatistics statisticsOf(const QList<Board> &boards)
{
    SetStatistics stats;
    for (const Board &b : boards)
        stats.add(b);
    return stats;
}

// Exact probabilities of a random hand: 13 cards drawn from 52, every hand equally likely. The hand-pattern,
// suit-length and point-count tables of the bridge literature (Borel and Chéron, "Théorie mathématique du bridge",
// 1940; the Official Encyclopedia of Bridge's probability tables) are these same counts of hands.
double choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0.0;
    double c = 1.0;
    for (int i = 1; i <= k; ++i)
        c = c * double(n - k + i) / double(i);
    return c;
}

const double Hands = choose(52, 13);

/** A hand has pattern @p lengths (longest first): the suits' ways of taking the lengths times the cards' ways. */
double patternProbability(const std::array<int, 4> &lengths)
{
    std::array<int, 4> order = lengths;
    std::sort(order.begin(), order.end());
    int arrangements = 0;
    do
        ++arrangements;
    while (std::next_permutation(order.begin(), order.end()));
    double ways = arrangements;
    for (int l : lengths)
        ways *= choose(13, l);
    return ways / Hands;
}

/** A hand holds @p points (A 4, K 3, Q 2, J 1): the 16 honours by rank, the other 13 - n cards from the 36 spots. */
double hcpProbability(int points)
{
    double ways = 0.0;
    for (int a = 0; a <= 4; ++a)
        for (int k = 0; k <= 4; ++k)
            for (int q = 0; q <= 4; ++q)
                for (int j = 0; j <= 4; ++j) {
                    if (4 * a + 3 * k + 2 * q + j == points)
                        ways += choose(4, a) * choose(4, k) * choose(4, q) * choose(4, j)
                            * choose(36, 13 - a - k - q - j);
                }
    return ways / Hands;
}

/** A hand holds @p length cards of a given suit. */
double suitLengthProbability(int length)
{
    return choose(13, length) * choose(39, 13 - length) / Hands;
}

/**
 * Whether @p count of @p n draws agrees with probability @p p: within four standard deviations of the
 * binomial. Counts over the four hands of n deals are not independent draws, but the standard deviation
 * of their proportion is at most that of one seat's (n independent hands), the bound used here.
 */
bool withinSamplingError(qint64 count, qint64 total, qint64 n, double p)
{
    const double observed = double(count) / double(total);
    return std::abs(observed - p) <= 4.0 * std::sqrt(p * (1.0 - p) / double(n));
}

/** The index of the pattern written @p text ("4432"), or -1. */
int patternOf(const QString &text)
{
    for (int p = 0; p < SetStatistics::PatternCount; ++p) {
        if (SetStatistics::patternText(p) == text)
            return p;
    }
    return -1;
}

QJsonObject parseJson(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

} // namespace

class TestStats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void patternIndex_data();
    void patternIndex();
    void patternProbabilities_data();
    void patternProbabilities();
    void parScoreFromText_data();
    void parScoreFromText();

    void handChecked();
    void statedParIsCounted();
    void claimedBoardsArePlayed_data();
    void claimedBoardsArePlayed();
    void leadCost();
    void mergeIsAddition();
    void claimIsAResult();
    void copiesCountOnce();

    void generatedPatterns_data();
    void generatedPatterns();
    void generatedHcp();
    void generatedSuitLengths();
    void pavlicekSamples();
    void parScoreIsParsScore();

    void statsJson();
    void statsText();
    void statsSelect();
    void statsSolve();
    void statsOutputChecked_data();
    void statsOutputChecked();
    void statsRefused_data();
    void statsRefused();

private:
    SetStatistics mGenerated;
};

void TestStats::initTestCase()
{
    const DealGenerator generator(GeneratedSeed);
    std::vector<DealGenerator::Hands> deals(1000);
    Board board;
    for (qint64 chunk = 0; chunk < GeneratedDeals / 1000; ++chunk) {
        generator.dealChunk(chunk, deals.data(), int(deals.size()));
        for (const DealGenerator::Hands &hands : deals) {
            Deal deal;
            for (Seat seat : AllSeats)
                deal.setHand(seat, Hand(hands[size_t(seat)]));
            board.setDeal(deal);
            mGenerated.add(board);
        }
    }
    QCOMPARE(mGenerated.completeDealCount(), GeneratedDeals);
}

void TestStats::patternIndex_data()
{
    QTest::addColumn<Lengths>("lengths");
    QTest::addColumn<QString>("text");

    QTest::newRow("14 cards: none") << Lengths { 4, 4, 3, 3 } << QString();
    QTest::newRow("a negative length: none") << Lengths { 14, 0, 0, -1 } << QString();
    QTest::newRow("4-4-3-2 in suit order 2-3-4-4") << Lengths { 2, 3, 4, 4 } << "4432";
    QTest::newRow("4-3-3-3") << Lengths { 3, 3, 4, 3 } << "4333";
    QTest::newRow("13-0-0-0, the first pattern") << Lengths { 0, 0, 13, 0 } << "13000";
    QTest::newRow("7-6-0-0") << Lengths { 0, 6, 0, 7 } << "7600";
}

void TestStats::patternIndex()
{
    QFETCH(Lengths, lengths);
    QFETCH(QString, text);
    const int index = SetStatistics::patternIndex(lengths);
    if (text.isEmpty()) {
        QCOMPARE(index, -1);
        return;
    }
    QVERIFY(index >= 0 && index < SetStatistics::PatternCount);
    QCOMPARE(SetStatistics::patternText(index), text);
    QCOMPARE(SetStatistics::patternIndex(SetStatistics::patternLengths(index)), index);
    // Every way of writing 13 as four lengths has an index, in order; the table counts 39 (longest first).
    QCOMPARE(SetStatistics::patternText(0), QStringLiteral("13000"));
    QCOMPARE(SetStatistics::patternText(SetStatistics::PatternCount - 1), QStringLiteral("4333"));
}

void TestStats::patternProbabilities_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<double>("percent");

    // The table's probabilities, to two decimals, as the standard hand-pattern table gives them.
    QTest::newRow("4-4-3-2") << "4432" << 21.55;
    QTest::newRow("5-3-3-2") << "5332" << 15.52;
    QTest::newRow("5-4-3-1") << "5431" << 12.93;
    QTest::newRow("4-3-3-3") << "4333" << 10.54;
}

void TestStats::patternProbabilities()
{
    // The combinatorial probabilities the generated sets are checked against agree with the table's.
    QFETCH(QString, pattern);
    QFETCH(double, percent);
    std::array<int, 4> lengths;
    for (int i = 0; i < 4; ++i)
        lengths[size_t(i)] = pattern[i].digitValue();
    QCOMPARE(std::round(patternProbability(lengths) * 10000.0) / 100.0, percent);
    double total = 0.0;
    for (int p = 0; p < SetStatistics::PatternCount; ++p)
        total += patternProbability(SetStatistics::patternLengths(p));
    QVERIFY(std::abs(total - 1.0) < 1e-12);
}

void TestStats::parScoreFromText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("score"); // INT_MIN: none

    QTest::newRow("a contract, no score: none") << "4H" << INT_MIN;
    QTest::newRow("empty: none") << "" << INT_MIN;
    QTest::newRow("NS 620") << "NS 620" << 620;
    QTest::newRow("EW 110") << "EW 110" << -110;
    QTest::newRow("0") << "0" << 0;
    QTest::newRow("Kibitz's ParResult::toString()") << "NS 620: NS 4H" << 620;
    QTest::newRow("PBN OptimumScore; ParContract") << "EW 1430; EW 6S" << -1430;
    QTest::newRow("a negative NS score") << "NS -100" << -100;
}

void TestStats::parScoreFromText()
{
    QFETCH(QString, text);
    QFETCH(int, score);
    const std::optional<int> parsed = SetStatistics::parScoreFromText(text);
    if (score == INT_MIN)
        QVERIFY(!parsed);
    else
        QCOMPARE(parsed, std::optional<int>(score));
}

void TestStats::handChecked()
{
    // Counted by hand from tests/data/stats/hand-checked.jsonl. Boards 1 and 2: record 0 of Pavlicek's library
    // (docs/formats.md#example-board): N J873.J42.Q65.KT2 7 HCP 4-3-3-3, E AT652.A976.AJ82.- 13 HCP 5-4-4-0,
    // S Q4.85.KT9.A87643 9 HCP 6-3-2-2, W K9.KQT3.743.QJ95 11 HCP 4-4-3-2; its table (the example board's) gives
    // West 11 tricks in hearts, nothing for North-South: par EW 450 (4H+1 not vulnerable). Board 3: North's hand
    // only. Board 4: each hand one suit, 10 HCP, 13-0-0-0, passed out.
    const QList<Board> boards = openBoards(HandChecked);
    QCOMPARE(boards.size(), 4);
    const SetStatistics s = statisticsOf(boards);
    QCOMPARE(s.boardCount(), 4);
    QCOMPARE(s.completeDealCount(), 3);
    QCOMPARE(s.handCount(), 12);

    QCOMPARE(s.hcpCount(Seat::North, 7), 2);
    QCOMPARE(s.hcpCount(Seat::North, 10), 1);
    QCOMPARE(s.hcpCount(Seat::East, 13), 2);
    QCOMPARE(s.hcpCount(Seat::South, 9), 2);
    QCOMPARE(s.hcpCount(Seat::West, 11), 2);
    QCOMPARE(s.hcpCount(10), 4);
    QCOMPARE(s.hcpCount(37), 0); // board 3's North is not a complete deal's
    QCOMPARE(s.meanHcp(Seat::North), 8.0);
    QCOMPARE(s.meanHcp(Seat::East), 12.0);
    QCOMPARE(s.meanHcp(), 10.0);

    const auto pattern = [&](const char *text) { return s.patternCount(patternOf(QLatin1String(text))); };
    QCOMPARE(pattern("4333"), 2);
    QCOMPARE(pattern("5440"), 2);
    QCOMPARE(pattern("6322"), 2);
    QCOMPARE(pattern("4432"), 2);
    QCOMPARE(pattern("13000"), 4);
    QCOMPARE(pattern("5332"), 0);
    QCOMPARE(s.patternCount(SetStatistics::patternIndex({ 4, 3, 3, 3 }), Seat::North), 2);
    QCOMPARE(s.patternCount(SetStatistics::patternIndex({ 4, 3, 3, 3 }), Seat::East), 0);

    QCOMPARE(s.suitLengthCount(Seat::East, Suit::Clubs, 0), 3); // boards 1, 2 and 4
    QCOMPARE(s.suitLengthCount(Seat::South, Suit::Clubs, 6), 2);
    QCOMPARE(s.suitLengthCount(Suit::Spades, 13), 1);
    QCOMPARE(s.suitLengthCount(Suit::Spades, 4), 2); // North's J873 twice; board 4's North holds 13
    QCOMPARE(s.suitLengthCount(Suit::Spades, 5), 2);

    QCOMPARE(s.doubleDummyCount(), 2);
    QCOMPARE(s.makeableCount(Strain::Hearts, 5), 2); // West's 11 tricks
    QCOMPARE(s.makeableCount(Strain::Hearts, 6), 0);
    QCOMPARE(s.makeableCount(Seat::East, Strain::Hearts, 4), 2);
    QCOMPARE(s.makeableCount(Seat::East, Strain::Hearts, 5), 0);
    QCOMPARE(s.makeableCount(Strain::Clubs, 1), 2);
    QCOMPARE(s.makeableCount(Strain::Clubs, 2), 0);
    QCOMPARE(s.makeableCount(Seat::North, Strain::Clubs, 1), 0); // 6 tricks
    QCOMPARE(s.doubleDummyTricksCount(Seat::North, Strain::Clubs, 6), 2);
    QCOMPARE(s.highestMakeableCount(Strain::Hearts, 5), 2);
    QCOMPARE(s.highestMakeableCount(Strain::NoTrump, 3), 0);

    // Board 1's par computed from its table (dealer N, none vulnerable), board 2's stated.
    QCOMPARE(s.parCount(), 2);
    QCOMPARE(s.parScoreCount(-450), 2);
    QCOMPARE(s.parScores(), (QList<QPair<int, qint64>> { { -450, 2 } }));

    // 4H by East: 11 tricks on board 1 (+1 against DD's 10), 9 on board 2 (-1). Board 4 is passed out.
    QCOMPARE(s.playedCount(), 2);
    QCOMPARE(s.tricksAgainstDoubleDummyCount(1), 1);
    QCOMPARE(s.tricksAgainstDoubleDummyCount(-1), 1);
    QCOMPARE(s.meanTricksAgainstDoubleDummy(), 0.0);
    const QList<SetStatistics::PlayerRecord> declarers = s.declarers();
    QCOMPARE(declarers.size(), 1);
    QCOMPARE(declarers[0].name, QStringLiteral("Alice"));
    QCOMPARE(declarers[0].boards, 2);
    QCOMPARE(declarers[0].tricksGained, 1);
    QCOMPARE(declarers[0].tricksLost, 1);
    QCOMPARE(s.leadCount(), 0); // add() cannot know a lead's cost
}

void TestStats::statedParIsCounted()
{
    // A par the file states is counted as stated, even where the table would give another.
    Board board = exampleBoard();
    board.setDoubleDummy(record0Table());
    SetStatistics computed;
    computed.add(board);
    QCOMPARE(computed.parScoreCount(-450), 1);
    board.setPar(QStringLiteral("NS 100"));
    SetStatistics stated;
    stated.add(board);
    QCOMPARE(stated.parScoreCount(-450), 0);
    QCOMPARE(stated.parScoreCount(100), 1);
    // A table with a cell unknown gives no par and no double-dummy figures.
    board.setPar({});
    board.setDoubleDummy(record0Table(Seat::East));
    SetStatistics partial;
    partial.add(board);
    QCOMPARE(partial.parCount(), 0);
    QCOMPARE(partial.doubleDummyCount(), 0);
}

void TestStats::claimedBoardsArePlayed_data()
{
    QTest::addColumn<std::optional<int>>("claim");
    QTest::addColumn<std::optional<int>>("result");
    QTest::addColumn<int>("difference"); // declarer's tricks against double dummy; 99: not a played board
    // The example board (docs/formats.md#example-board): 4H by East, 10 tricks double dummy, four cards played.
    QTest::newRow("negative: four cards, no claim, no result") << std::optional<int>() << std::optional<int>() << 99;
    QTest::newRow("a claim of 10") << std::optional<int>(10) << std::optional<int>() << 0;
    QTest::newRow("a claim of 9") << std::optional<int>(9) << std::optional<int>() << -1;
    QTest::newRow("a stated result of 11") << std::optional<int>() << std::optional<int>(11) << 1;
}

void TestStats::claimedBoardsArePlayed()
{
    // A claim gives the result (docs/json-lines.md: resultFromPlay): the board is played, in SetStatistics
    // and in kibitz-convert --stats-json alike.
    QFETCH(std::optional<int>, claim);
    QFETCH(std::optional<int>, result);
    QFETCH(int, difference);
    Board b = exampleBoard();
    b.setDoubleDummy(record0Table());
    b.setClaim(claim);
    b.setResult(result);
    const SetStatistics s = statisticsOf({ b });
    QCOMPARE(s.playedCount(), difference == 99 ? 0 : 1);
    if (difference != 99)
        QCOMPARE(s.tricksAgainstDoubleDummyCount(difference), 1);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("claimed.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(writeBoards(formatById(QStringLiteral("json")), { b }));
    file.close();
    const Result r = convert({ QStringLiteral("--stats-json"), path });
    QCOMPARE(r.status, int(ExitStatus::Success));
    const QJsonObject play = parseJson(r.out)[u"play"].toObject();
    QCOMPARE(play[u"boards"].toInteger(), difference == 99 ? 0 : 1);
    if (difference != 99)
        QCOMPARE(play[u"againstDoubleDummy"][QString::number(difference)].toInteger(), 1);
}

void TestStats::leadCost()
{
    SetStatistics s;
    s.addLeadCost(QStringLiteral("Bob"), 14); // not a number of tricks: ignored
    QCOMPARE(s.leadCount(), 0);
    s.addLeadCost(QStringLiteral("Bob"), 1);
    s.addLeadCost(QStringLiteral("Bob"), 0);
    s.addLeadCost(QString(), 2);
    QCOMPARE(s.leadCount(), 3);
    QCOMPARE(s.leadCostCount(0), 1);
    QCOMPARE(s.meanLeadCost(), 1.0);
    QCOMPARE(s.leaders().size(), 1);
    QCOMPARE(s.leaders()[0].boards, 2);
    QCOMPARE(s.leaders()[0].tricksLost, 1);
}

void TestStats::mergeIsAddition()
{
    // Parts counted apart and merged in any order are the whole counted at once.
    QList<Board> boards = openBoards(HandChecked) + openBoards(samplePath(FirstTen)) + openBoards(samplePath(LastTen));
    QCOMPARE(boards.size(), 24);
    const SetStatistics whole = statisticsOf(boards);
    SetStatistics a = statisticsOf(boards.mid(0, 7));
    const SetStatistics b = statisticsOf(boards.mid(7, 10));
    SetStatistics c = statisticsOf(boards.mid(17));
    c.merge(b);
    c.merge(a);
    QCOMPARE(c, whole);
    a.merge(SetStatistics());
    QVERIFY(a != whole);
    a.clear();
    QCOMPARE(a, SetStatistics());
}

void TestStats::claimIsAResult()
{
    // A vugraph file whose play ends in claims (LIN states no result, mc gives declarer's total): board 1 at two
    // tables, 4H by East claiming ten (double dummy: East takes ten in hearts, record0Table()) and nine.
    const QString board = QStringLiteral("|pn|Sue,Wes,Nor,Eve|st||md|3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,"
                                         "SJ873HJ42DQ65CKT2|rh||ah|Board 1|sv|o|mb|p|mb|1S|mb|p|mb|1N|mb|p|mb|2H|mb|p|"
                                         "mb|4H|mb|p|mb|p|mb|p|pg||pc|CA|pc|C5|pc|C2|pc|H6|pg||mc|");
    const QString lin
        = QStringLiteral("qx|o1") + board + QStringLiteral("10|pg||\nqx|c1") + board + QStringLiteral("9|pg||\n");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vugraph.lin"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lin.toUtf8());
    file.close();
    QList<Board> boards = openBoards(path);
    QCOMPARE(boards.size(), 2);
    // The LIN reader takes the claim as the result; without it the claim alone counts (a JSON Lines file with
    // "claim" and no "result", say).
    QCOMPARE(boards[0].result(), std::optional<int>(10));
    for (Board &b : boards) {
        b.setResult(std::nullopt);
        b.setDoubleDummy(record0Table());
    }
    const SetStatistics s = statisticsOf(boards);
    QCOMPARE(s.playedCount(), 2);
    QCOMPARE(s.tricksAgainstDoubleDummyCount(0), 1);
    QCOMPARE(s.tricksAgainstDoubleDummyCount(-1), 1);
    QCOMPARE(s.declarers().value(0).name, QStringLiteral("Eve"));
    QCOMPARE(s.declarers().value(0).boards, 2);

    const Result r = convert({ QStringLiteral("--stats-json"), QStringLiteral("--solve"), path });
    QCOMPARE(r.status, int(ExitStatus::Success));
    const QJsonObject play = parseJson(r.out)[u"play"].toObject();
    QCOMPARE(play[u"boards"].toInteger(), 2);
    QCOMPARE(play[u"againstDoubleDummy"][u"-1"].toInteger(), 1);
    QCOMPARE(play[u"declarers"][0][u"name"].toString(), QStringLiteral("Eve"));
}

void TestStats::copiesCountOnce()
{
    // A results file: board 1 (record 0 of Pavlicek's library, with its table) at three tables, board 2 at one.
    // Deal figures count two deals; declarer's play counts the three tables that played board 1.
    QList<Board> boards;
    for (int result : { 10, 11, 9 }) {
        Board b = exampleBoard();
        b.setDoubleDummy(record0Table());
        b.setResult(result);
        boards << b;
    }
    Board other = openBoards(samplePath(FirstTen)).value(1);
    other.setNumber(2);
    boards << other;
    const SetStatistics whole = statisticsOf(boards);
    QCOMPARE(whole.boardCount(), 4);
    QCOMPARE(whole.completeDealCount(), 2);
    QCOMPARE(whole.handCount(), 8);
    QCOMPARE(whole.doubleDummyCount(), 2);
    // Board 1's par (4H+1 by E-W non-vulnerable, -450) once, whatever the tables did.
    QCOMPARE(whole.parScoreCount(-450), 1);
    QCOMPARE(whole.hcpCount(Seat::East, 13), 1); // AT652.A976.AJ82.: 4 + 4 + 5
    QCOMPARE(whole.playedCount(), 3);
    // The same board under another number is another board.
    Board renumbered = boards[0];
    renumbered.setNumber(5);
    QCOMPARE(statisticsOf(boards + QList<Board> { renumbered }).completeDealCount(), 3);
    // Copies split between parts count once when the parts are merged, in any order.
    SetStatistics a = statisticsOf(boards.mid(0, 2));
    SetStatistics b = statisticsOf(boards.mid(2));
    SetStatistics ab = a;
    ab.merge(b);
    b.merge(a);
    QCOMPARE(ab, whole);
    QCOMPARE(b, whole);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.pbn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(writeBoards(formatById(QStringLiteral("pbn")), boards));
    file.close();
    const QJsonObject json = parseJson(convert({ QStringLiteral("--stats-json"), path }).out);
    QCOMPARE(json[u"boards"].toInteger(), 4);
    QCOMPARE(json[u"completeDeals"].toInteger(), 2);
    QCOMPARE(json[u"doubleDummy"][u"boards"].toInteger(), 2);
    QCOMPARE(json[u"play"][u"boards"].toInteger(), 3);
}

void TestStats::generatedPatterns_data()
{
    QTest::addColumn<int>("pattern");
    for (int p = 0; p < SetStatistics::PatternCount; ++p) {
        // Patterns rarer than 1 in 10,000 have too few hands in 200,000 deals for a normal bound.
        if (patternProbability(SetStatistics::patternLengths(p)) >= 1e-4)
            QTest::newRow(qPrintable(SetStatistics::patternText(p))) << p;
    }
}

void TestStats::generatedPatterns()
{
    QFETCH(int, pattern);
    const double p = patternProbability(SetStatistics::patternLengths(pattern));
    QVERIFY2(withinSamplingError(mGenerated.patternCount(pattern), mGenerated.handCount(), GeneratedDeals, p),
        qPrintable(QStringLiteral("%1 of %2 hands, expected %3 %")
                       .arg(mGenerated.patternCount(pattern))
                       .arg(mGenerated.handCount())
                       .arg(100.0 * p)));
    for (Seat seat : AllSeats)
        QVERIFY(withinSamplingError(mGenerated.patternCount(pattern, seat), GeneratedDeals, GeneratedDeals, p));
}

void TestStats::generatedHcp()
{
    // 40 points in every deal: the mean of all hands is 10 exactly; a seat's varies with the variance of a
    // hand's points, 13 * (population variance of a card) * 39 / 51 (drawing without replacement).
    QCOMPARE(mGenerated.meanHcp(), 10.0);
    const double cardVariance = 120.0 / 52.0 - (40.0 / 52.0) * (40.0 / 52.0);
    const double handVariance = 13.0 * cardVariance * 39.0 / 51.0;
    QVERIFY(std::abs(handVariance - 17.0588) < 1e-4);
    for (Seat seat : AllSeats)
        QVERIFY(std::abs(mGenerated.meanHcp(seat) - 10.0) <= 4.0 * std::sqrt(handVariance / GeneratedDeals));
    double total = 0.0;
    for (int hcp = 0; hcp <= SetStatistics::MaxHcp; ++hcp) {
        const double p = hcpProbability(hcp);
        total += p;
        if (p >= 1e-4) {
            QVERIFY2(withinSamplingError(mGenerated.hcpCount(hcp), mGenerated.handCount(), GeneratedDeals, p),
                qPrintable(QStringLiteral("%1 HCP").arg(hcp)));
        }
    }
    QVERIFY(std::abs(total - 1.0) < 1e-12);
    // 9.41 % of hands hold 10 points (the standard point-count table).
    QCOMPARE(std::round(hcpProbability(10) * 10000.0) / 100.0, 9.41);
}

void TestStats::generatedSuitLengths()
{
    for (Suit suit : SuitsHighToLow) {
        for (int length = 0; length <= 13; ++length) {
            const double p = suitLengthProbability(length);
            if (p >= 1e-4)
                QVERIFY2(withinSamplingError(
                             mGenerated.suitLengthCount(suit, length), mGenerated.handCount(), GeneratedDeals, p),
                    qPrintable(QStringLiteral("suit %1, length %2").arg(suitLetter(suit)).arg(length)));
        }
    }
}

void TestStats::pavlicekSamples()
{
    // Pavlicek's first and last ten deals of his library, each with its table: the counts are those of the
    // model's own Hand::hcp() and Hand::shape() over the boards, and agree with the probabilities as far as
    // 20 deals can.
    const QList<Board> boards = openBoards(samplePath(FirstTen)) + openBoards(samplePath(LastTen));
    QCOMPARE(boards.size(), 20);
    const SetStatistics s = statisticsOf(boards);
    QCOMPARE(s.completeDealCount(), 20);
    QCOMPARE(s.doubleDummyCount(), 20);
    QCOMPARE(s.parCount(), 20);
    QCOMPARE(s.playedCount(), 0);
    std::array<std::array<qint64, SetStatistics::MaxHcp + 1>, 4> hcp {};
    std::array<qint64, SetStatistics::PatternCount> patterns {};
    for (const Board &b : boards) {
        for (Seat seat : AllSeats) {
            const Hand hand = b.deal().hand(seat);
            ++hcp[size_t(seat)][size_t(hand.hcp())];
            ++patterns[size_t(SetStatistics::patternIndex(hand.shape()))];
        }
    }
    for (Seat seat : AllSeats) {
        for (int h = 0; h <= SetStatistics::MaxHcp; ++h)
            QCOMPARE(s.hcpCount(seat, h), hcp[size_t(seat)][size_t(h)]);
    }
    for (int p = 0; p < SetStatistics::PatternCount; ++p) {
        QCOMPARE(s.patternCount(p), patterns[size_t(p)]);
        QVERIFY(withinSamplingError(s.patternCount(p), s.handCount(), 20, patternProbability(s.patternLengths(p))));
    }
    QCOMPARE(s.meanHcp(), 10.0);
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat seat : AllSeats) {
            qint64 cells = 0;
            for (int t = 0; t <= 13; ++t)
                cells += s.doubleDummyTricksCount(seat, strain, t);
            QCOMPARE(cells, 20);
            for (int level = 1; level <= 7; ++level)
                QVERIFY(s.makeableCount(seat, strain, level) <= s.makeableCount(strain, level));
        }
    }
    qint64 highest = s.highestMakeableCount(Strain::NoTrump, 0);
    for (int level = 1; level <= 7; ++level) {
        for (Strain strain : StrainsNoTrumpFirst)
            highest += s.highestMakeableCount(strain, level);
    }
    QCOMPARE(highest, 20);
}

void TestStats::parScoreIsParsScore()
{
    // The par SetStatistics counts (DoubleDummySolver::parScore(), nothing allocated) is par()'s, for every
    // dealer and vulnerability of Pavlicek's twenty tables; an incomplete table has none.
    const QList<Board> boards = openBoards(samplePath(FirstTen)) + openBoards(samplePath(LastTen));
    QVERIFY(!DoubleDummySolver::parScore(record0Table(Seat::North), Seat::North, Vulnerability::None));
    for (const Board &b : boards) {
        for (Seat dealer : AllSeats) {
            for (int v = 0; v < 4; ++v) {
                const auto par = DoubleDummySolver::par(b.doubleDummy(), dealer, Vulnerability(v));
                QVERIFY(par);
                QCOMPARE(DoubleDummySolver::parScore(b.doubleDummy(), dealer, Vulnerability(v)),
                    std::optional<int>(par->scoreNorthSouth));
            }
        }
    }
}

void TestStats::statsJson()
{
    const QString zrd = samplePath(FirstTen);
    const Result r = convert({ QStringLiteral("--stats-json"), HandChecked, zrd });
    QCOMPARE(r.status, int(ExitStatus::Success));
    QVERIFY(r.out.endsWith(u'\n'));
    QCOMPARE(r.out.count(u'\n'), 1);
    const QJsonObject json = parseJson(r.out);
    const SetStatistics s = statisticsOf(openBoards(HandChecked) + openBoards(zrd));

    QCOMPARE(json[u"boards"].toInteger(), 14);
    // hand-checked.jsonl's board 1 is board 1 of the ZRD file, the same deal: one deal of 13 complete ones.
    QCOMPARE(json[u"completeDeals"].toInteger(), 12);
    QCOMPARE(json[u"hands"].toInteger(), 48);
    QCOMPARE(json[u"meanHcp"].toDouble(), 10.0);
    QCOMPARE(json[u"meanHcpBySeat"][u"E"].toDouble(), s.meanHcp(Seat::East));
    const QJsonArray north = json[u"hcp"][u"N"].toArray();
    QCOMPARE(north.size(), SetStatistics::MaxHcp + 1);
    for (int h = 0; h <= SetStatistics::MaxHcp; ++h)
        QCOMPARE(north[h].toInteger(), s.hcpCount(Seat::North, h));
    QCOMPARE(json[u"hcp"][u"all"][7].toInteger(), s.hcpCount(7));
    const QJsonObject patterns = json[u"patterns"].toObject();
    qint64 hands = 0;
    for (auto it = patterns.begin(); it != patterns.end(); ++it) {
        const int p = patternOf(it.key());
        QVERIFY2(p >= 0, qPrintable(it.key()));
        QCOMPARE(it.value().toInteger(), s.patternCount(p));
        hands += it.value().toInteger();
    }
    QCOMPARE(hands, 48);
    QCOMPARE(patterns[u"4432"].toInteger(), s.patternCount(SetStatistics::patternIndex({ 4, 4, 3, 2 })));
    QCOMPARE(json[u"patternsBySeat"][u"N"][u"4333"].toInteger(),
        s.patternCount(SetStatistics::patternIndex({ 4, 3, 3, 3 }), Seat::North));
    QCOMPARE(json[u"suitLengths"][u"S"][13].toInteger(), 1);
    QCOMPARE(json[u"suitLengthsBySeat"][u"S"][u"C"][6].toInteger(), s.suitLengthCount(Seat::South, Suit::Clubs, 6));

    const QJsonObject dd = json[u"doubleDummy"].toObject();
    QCOMPARE(dd[u"boards"].toInteger(), 11);
    for (Strain strain : StrainsNoTrumpFirst) {
        const QJsonArray makes = dd[u"makes"][strainText(strain)].toArray();
        QCOMPARE(makes.size(), 7);
        for (int level = 1; level <= 7; ++level) {
            QCOMPARE(makes[level - 1].toInteger(), s.makeableCount(strain, level));
            QCOMPARE(dd[u"makesByDeclarer"][u"W"][strainText(strain)][level - 1].toInteger(),
                s.makeableCount(Seat::West, strain, level));
        }
        QCOMPARE(
            dd[u"tricks"][u"N"][strainText(strain)][6].toInteger(), s.doubleDummyTricksCount(Seat::North, strain, 6));
    }
    QCOMPARE(dd[u"highest"][u"5H"].toInteger(), s.highestMakeableCount(Strain::Hearts, 5));

    const QJsonObject par = json[u"par"].toObject();
    QCOMPARE(par[u"boards"].toInteger(), 11);
    qint64 parBoards = 0;
    for (const auto &[score, count] : s.parScores()) {
        QCOMPARE(par[u"scores"][QString::number(score)].toInteger(), count);
        parBoards += count;
    }
    QCOMPARE(parBoards, 11);
    QCOMPARE(par[u"scores"][u"-450"].toInteger(), s.parScoreCount(-450));

    const QJsonObject play = json[u"play"].toObject();
    QCOMPARE(play[u"boards"].toInteger(), 2);
    QCOMPARE(play[u"againstDoubleDummy"][u"1"].toInteger(), 1);
    QCOMPARE(play[u"againstDoubleDummy"][u"-1"].toInteger(), 1);
    const QJsonObject alice = play[u"declarers"][0].toObject();
    QCOMPARE(alice[u"name"].toString(), QStringLiteral("Alice"));
    QCOMPARE(alice[u"boards"].toInteger(), 2);
    QCOMPARE(alice[u"tricksGained"].toInteger(), 1);
    QCOMPARE(alice[u"tricksLost"].toInteger(), 1);
    QCOMPARE(json[u"lead"][u"boards"].toInteger(), 0);
}

void TestStats::statsText()
{
    const Result r = convert({ QStringLiteral("--stats"), HandChecked });
    QCOMPARE(r.status, int(ExitStatus::Success));
    QVERIFY2(r.out.startsWith(QStringLiteral("Boards: 4\nComplete deals: 3 (12 hands)\n")), qPrintable(r.out));
    // The rows of the tables, as counted in handChecked().
    QVERIFY(r.out.contains(QStringLiteral("\n  13000             4   33.33\n")));
    QVERIFY(r.out.contains(QStringLiteral("\n  mean      8.000    12.000     9.333    10.667     10.000\n")));
    QVERIFY(r.out.contains(
        QStringLiteral("\n  H                2         2         2         2         2         0         0\n")));
    QVERIFY(r.out.contains(QStringLiteral("\n  EW 450            2  100.00\n")));
    QVERIFY(r.out.contains(QStringLiteral("\n  Alice         2        1        1     0.00\n")));
}

void TestStats::statsSelect()
{
    // --boards and --select narrow the set the figures count.
    Result r
        = convert({ QStringLiteral("--stats-json"), QStringLiteral("--boards"), QStringLiteral("2-4"), HandChecked });
    QCOMPARE(r.status, int(ExitStatus::Success));
    QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"boards"].toInteger(), 3);
    QCOMPARE(json[u"completeDeals"].toInteger(), 2);
    QCOMPARE(json[u"play"][u"boards"].toInteger(), 1);

    r = convert({ QStringLiteral("--stats-json"), QStringLiteral("--select"), QStringLiteral("hcp(north) >= 10"),
        samplePath(FirstTen) });
    QCOMPARE(r.status, int(ExitStatus::Success));
    json = parseJson(r.out);
    const QList<Board> boards = openBoards(samplePath(FirstTen));
    const qint64 expected = std::count_if(
        boards.begin(), boards.end(), [](const Board &b) { return b.deal().hand(Seat::North).hcp() >= 10; });
    QVERIFY(expected > 0 && expected < 10);
    QCOMPARE(json[u"boards"].toInteger(), expected);
    for (int h = 0; h < 10; ++h)
        QCOMPARE(json[u"hcp"][u"N"][h].toInteger(), 0);
}

void TestStats::statsSolve()
{
    // --solve: the table the board lacks and the opening lead's cost. The expected cost is the one DDS's
    // AnalysePlayBin gives the first card (DoubleDummySolver::trace()), the table the example board's.
    Board board = exampleBoard(); // 4H by East, the lead CA by South
    board.setResult(10);
    board.setPlayer(Seat::South, QStringLiteral("Sam"));
    QVERIFY(!SetStatistics::openingLeadCost(Board()));
    QString error;
    const std::optional<PlayTrace> trace = DoubleDummySolver().trace(board.play(), &error);
    QVERIFY2(trace, qPrintable(error));
    const std::optional<int> cost = SetStatistics::openingLeadCost(board, &error);
    QVERIFY2(cost, qPrintable(error));
    QCOMPARE(*cost, trace->cost[0]);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("played.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(writeBoards(formatById(QStringLiteral("json")), { board }));
    file.close();

    Result r = convert({ QStringLiteral("--stats-json"), path });
    QCOMPARE(r.status, int(ExitStatus::Success));
    QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"doubleDummy"][u"boards"].toInteger(), 0);
    QCOMPARE(json[u"lead"][u"boards"].toInteger(), 0);

    r = convert({ QStringLiteral("--stats-json"), QStringLiteral("--solve"), path });
    QCOMPARE(r.status, int(ExitStatus::Success));
    json = parseJson(r.out);
    QCOMPARE(json[u"doubleDummy"][u"boards"].toInteger(), 1);
    QCOMPARE(json[u"doubleDummy"][u"tricks"][u"E"][u"H"][10].toInteger(), 1); // record0Table(): East 10 in hearts
    QCOMPARE(json[u"play"][u"againstDoubleDummy"][u"0"].toInteger(), 1);
    QCOMPARE(json[u"lead"][u"boards"].toInteger(), 1);
    QCOMPARE(json[u"lead"][u"cost"][*cost].toInteger(), 1);
    QCOMPARE(json[u"lead"][u"leaders"][0][u"name"].toString(), QStringLiteral("Sam"));
    QCOMPARE(json[u"lead"][u"leaders"][0][u"tricksLost"].toInteger(), *cost);
}

void TestStats::statsOutputChecked_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("status");

    QTest::newRow("/dev/null takes it") << "--stats"
                                        << "/dev/null" << int(ExitStatus::Success);
    QTest::newRow("--stats into /dev/full") << "--stats"
                                            << "/dev/full" << int(ExitStatus::OutputFailed);
    QTest::newRow("--stats-json into /dev/full") << "--stats-json"
                                                 << "/dev/full" << int(ExitStatus::OutputFailed);
}

void TestStats::statsOutputChecked()
{
    // The real program: standard output is flushed and checked, as in every mode.
    QFETCH(QString, option);
    QFETCH(QString, device);
    QFETCH(int, status);
    if (!QFileInfo::exists(device))
        QSKIP("no such device here");
    QProcess p;
    p.setStandardOutputFile(device);
    p.start(QStringLiteral(KIBITZ_CONVERT), { option, HandChecked });
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), status);
    if (status != int(ExitStatus::Success))
        QVERIFY(p.readAllStandardError().contains("No space left on device"));
}

void TestStats::statsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");

    QTest::newRow("no input") << QStringList { "--stats" } << int(ExitStatus::UsageError);
    QTest::newRow("two modes") << QStringList { "--stats", "--info", HandChecked } << int(ExitStatus::UsageError);
    QTest::newRow("--verify") << QStringList { "--stats-json", "--solve", "--verify", HandChecked }
                              << int(ExitStatus::UsageError);
    QTest::newRow("a missing file") << QStringList { "--stats", QStringLiteral(KIBITZ_TEST_DATA "/no-such-file.pbn") }
                                    << int(ExitStatus::InvalidInput);
}

void TestStats::statsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    const Result r = convert(args);
    QCOMPARE(r.status, status);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!r.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestStats)
#include "tst_stats.moc"
