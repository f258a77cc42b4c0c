// Travellers (docs/travellers.md): matchpoints, the Butler datum and IMPs, PBN ScoreTable sections
// (docs/formats.md#pbn) and the records of one board grouped into one traveller.
#include "testutil.h"

#include "formats/pbn/pbnformat.h"
#include "formats/pbn/pbnscoretable.h"
#include "results/resultscoring.h"
#include "results/traveller.h"
#include "results/travellerindex.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

QList<int> intsOf(const QString &text)
{
    QList<int> values;
    for (const QString &v : text.split(u' ', Qt::SkipEmptyParts))
        values << v.toInt();
    return values;
}

Board playedBoard(int number, const QString &deal, const QString &contract, Seat declarer, int tricks, Room room)
{
    Board b;
    b.setNumberWithCycle(number);
    b.setDeal(dealOf(deal));
    Contract c = *Contract::parse(contract);
    c.declarer = declarer;
    b.setExplicitContract(c);
    b.setResult(tricks);
    b.setRoom(room);
    return b;
}

} // namespace

class TestResults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchpoints_data();
    void matchpoints();
    void butlerDatum_data();
    void butlerDatum();
    void scoreTableCells_data();
    void scoreTableCells();
    void scoreTableTraveller();
    void ruterImpsMatchTheFile();
    void ruterScoreTableWrittenBack();
    void teamsSwing_data();
    void teamsSwing();
    void ddTricksBesideContract();
    void groupsRecords();
    void groupsVugraphRooms();
    void pbnRepeatedBoard();
    void realBridgeTeams();
};

void TestResults::matchpoints_data()
{
    QTest::addColumn<QString>("scores");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("top");
    // Law 78A: 2 units for each score beaten, 1 for each score tied; the top is 2 × (tables − 1).
    QTest::newRow("played once: no comparison") << "420"
                                                << "0" << 0;
    QTest::newRow("two tables, one beats the other") << "420 -50"
                                                     << "2 0" << 2;
    QTest::newRow("two tables tied") << "100 100"
                                     << "1 1" << 2;
    QTest::newRow("five tables, a tie on top") << "420 420 170 -50 -100"
                                               << "7 7 4 2 0" << 8;
    QTest::newRow("order kept, all tied in the middle") << "-100 110 110 110 600"
                                                        << "0 4 4 4 8" << 8;
}

void TestResults::matchpoints()
{
    QFETCH(QString, scores);
    QFETCH(QString, expected);
    QFETCH(int, top);
    const QList<int> values = intsOf(scores);
    QCOMPARE(ResultScoring::matchpoints(values), intsOf(expected));
    QCOMPARE(ResultScoring::matchpointTop(values.size()), top);
    // Every comparison hands out 2 units between its two scores.
    int sum = 0;
    for (int mp : ResultScoring::matchpoints(values))
        sum += mp;
    QCOMPARE(sum, top * int(values.size()) / 2);
}

void TestResults::butlerDatum_data()
{
    QTest::addColumn<QString>("scores");
    QTest::addColumn<int>("datum");
    QTest::addColumn<bool>("known");
    QTest::newRow("no scores: no datum") << "" << 0 << false;
    QTest::newRow("two scores: their mean") << "100 -100" << 0 << true;
    // ruter71.pbn board 1 (its ButlerDatum column says -90): the mean of the middle six is -85.
    QTest::newRow("ruter71 board 1, half away from zero") << "120 50 -80 -80 -110 -140 -150 -150" << -90 << true;
    // ruter71.pbn board 11: 435 rounds to 440.
    QTest::newRow("top and bottom dropped") << "2000 450 430 420 440 430 420 -1000" << 430 << true;
}

void TestResults::butlerDatum()
{
    QFETCH(QString, scores);
    QFETCH(int, datum);
    QFETCH(bool, known);
    const auto d = ResultScoring::butlerDatum(intsOf(scores));
    QCOMPARE(d.has_value(), known);
    if (known)
        QCOMPARE(*d, datum);
}

void TestResults::scoreTableCells_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("lastNames");
    QTest::newRow("no header: not a table") << "\n1 2 3" << 0 << 0 << "";
    QTest::newRow("header only") << "PairId_NS\\2R;PairId_EW\\2R" << 2 << 0 << "";
    QTest::newRow("quoted names with spaces")
        << "PairId_NS;Names_NS\\30L\n 1 \"Ann Smith - Bob Jones\"\n 2 \"Al \\\"Ace\\\" Lee - Cy Dee\"" << 2 << 2
        << "Al \"Ace\" Lee - Cy Dee";
    QTest::newRow("CRLF rows and a blank line") << "Table;Contract\r\n1 4S\r\n\r\n2 3NT\r\n" << 2 << 2 << "";
}

void TestResults::scoreTableCells()
{
    QFETCH(QString, value);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(QString, lastNames);
    const auto table = PbnScoreTable::parse(value);
    QCOMPARE(table.has_value(), columns > 0);
    if (!table)
        return;
    QCOMPARE(table->columns().size(), columns);
    QCOMPARE(table->rowCount(), rows);
    if (!lastNames.isEmpty())
        QCOMPARE(table->cell(rows - 1, QStringLiteral("names_ns")), lastNames);
}

void TestResults::scoreTableTraveller()
{
    // A Bridgemate-style table (PBN 2.1 §5): scores on one side or the other, a passed-out row, results
    // as tricks or relative to the contract, MP columns on the 2-per-beaten scale. Board 1: nobody vulnerable.
    Board board;
    board.setNumberWithCycle(1);
    board.setExtraTags({ { QStringLiteral("ScoreTable"),
        QStringLiteral("Table\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;"
                       "Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R\n"
                       "1  1  5 4S   N 10 HK   \"420\"      -  7.0  1.0\n"
                       "2  2  6 4S   N  = D2   \"420\"      -  7.0  1.0\n"
                       "3  3  7 2S   N +1 CA   \"140\"      -  4.0  4.0\n"
                       "4  4  8 Pass -  - -        -      -  2.0  6.0\n"
                       "5  9 10 3NT  E  9 S4       -  \"400\"  0.0  8.0\n") } });
    const auto table = PbnScoreTable::fromBoard(board);
    QVERIFY(table);
    const Traveller t = table->toTraveller(board);
    QCOMPARE(t.scoring(), Traveller::Scoring::Matchpoints);
    QCOMPARE(t.boardNumber(), 1);
    QCOMPARE(t.rows().size(), 5);
    const TravellerRow &second = t.rows().at(1);
    QCOMPARE(second.table, QStringLiteral("2"));
    QCOMPARE(second.northSouth, QStringLiteral("2"));
    QCOMPARE(second.tricks, 10); // "=" in 4S
    QCOMPARE(second.lead, Card::parse(u"D2"));
    QCOMPARE(t.rows().at(2).tricks, 9); // "+1" in 2S
    QVERIFY(t.rows().at(3).contract && t.rows().at(3).contract->isPassedOut());
    QCOMPARE(t.rows().at(3).scoreNorthSouth, 0);
    QCOMPARE(t.rows().at(4).contract->declarer, Seat::East);
    QCOMPARE(t.rows().at(4).scoreNorthSouth, -400);
    // Kibitz's matchpoints agree with the file's MP columns.
    for (const TravellerRow &row : t.rows()) {
        QVERIFY(row.statedMatchpointsNorthSouth);
        QCOMPARE(double(*row.matchpointsNorthSouth), *row.statedMatchpointsNorthSouth);
        QCOMPARE(*row.matchpointsNorthSouth + *row.matchpointsEastWest, 8);
    }
    QCOMPARE(*t.rows().at(0).percentNorthSouth, 87.5);
    QCOMPARE(*t.rows().at(3).percentNorthSouth, 25.0);
    // A file whose figure is not Kibitz's is pointed out; a percentage rounded to a whole number is not.
    TravellerRow row = t.rows().at(0);
    QVERIFY(Traveller::agreesWithFile(row));
    row.statedPercentNorthSouth = 88;
    QVERIFY(Traveller::agreesWithFile(row));
    row.statedMatchpointsNorthSouth = 6;
    QVERIFY(!Traveller::agreesWithFile(row));
    row.statedMatchpointsNorthSouth.reset();
    row.statedImpsNorthSouth = 3;
    QVERIFY(!Traveller::agreesWithFile(row));
}

void TestResults::ruterImpsMatchTheFile()
{
    // ruter71.pbn (Ruter, Butler IMPs): 21 boards of 8 tables; every IMP_NS the file gives is Kibitz's own,
    // and every ButlerDatum is Kibitz's datum.
    const ReadResult r = readFile(PbnFormat(), samplePath(QStringLiteral("richardschneider_pbn/ruter71.pbn")));
    QVERIFY(r.ok());
    int boards = 0, rows = 0;
    for (const Board &board : r.boards) {
        const auto table = PbnScoreTable::fromBoard(board);
        if (!table || table->rowCount() == 0)
            continue;
        const Traveller t = table->toTraveller(board);
        QCOMPARE(t.scoring(), Traveller::Scoring::Butler);
        QCOMPARE(t.rows().size(), 8);
        QCOMPARE(t.datum(), table->cell(0, QStringLiteral("ButlerDatum")).toInt());
        for (const TravellerRow &row : t.rows()) {
            QVERIFY(row.scoreNorthSouth && row.statedImpsNorthSouth && row.impsNorthSouth);
            QCOMPARE(double(*row.impsNorthSouth), *row.statedImpsNorthSouth);
            QVERIFY(Traveller::agreesWithFile(row));
            ++rows;
        }
        ++boards;
    }
    QCOMPARE(boards, 21);
    QCOMPARE(rows, 168);
    // Board 1, its first row: table 2, pairs 3 v 4, 1NT by North making 8, lead ♠10, +120, 5 IMPs.
    const Traveller first = PbnScoreTable::fromBoard(r.boards.at(0))->toTraveller(r.boards.at(0));
    const TravellerRow &row = first.rows().at(0);
    QCOMPARE(row.table, QStringLiteral("2"));
    QCOMPARE(row.northSouth, QStringLiteral("3"));
    QCOMPARE(row.eastWest, QStringLiteral("4"));
    QCOMPARE(row.contract->toString(), QStringLiteral("1NT"));
    QCOMPARE(row.contract->declarer, Seat::North);
    QCOMPARE(row.tricks, 8);
    QCOMPARE(row.lead, Card::parse(u"ST"));
    QCOMPARE(row.scoreNorthSouth, 120);
    QCOMPARE(row.impsNorthSouth, 5);
}

void TestResults::ruterScoreTableWrittenBack()
{
    // The ScoreTable stays among the board's extra tags: PBN output writes it back as read.
    const QByteArray original = sampleBytes(QStringLiteral("richardschneider_pbn/ruter71.pbn"));
    const ReadResult r = readBytes(PbnFormat(), original);
    QVERIFY(r.ok());
    QVERIFY(PbnScoreTable::fromBoard(r.boards.at(0)));
    const QByteArray written = writeBoards(PbnFormat(), r.boards);
    const QList<QByteArray> lines = original.split('\n');
    const qsizetype header = lines.indexOf(lines.at(69));
    QVERIFY(lines.at(69).startsWith("[ScoreTable \"Table\\1R;Round\\1R;"));
    QByteArray block;
    for (qsizetype i = header; i <= header + 8; ++i)
        block += lines.at(i) + "\r\n";
    QVERIFY(written.contains(block));
}

void TestResults::teamsSwing_data()
{
    QTest::addColumn<QString>("openContract");
    QTest::addColumn<int>("openTricks");
    QTest::addColumn<QString>("closedContract");
    QTest::addColumn<int>("closedTricks");
    QTest::addColumn<int>("swing");
    QTest::addColumn<bool>("known");
    // Board 2: North-South vulnerable; every contract by North. Scores by Law 77, IMPs on the WBF scale.
    QTest::newRow("closed room without result: no swing") << "4S" << 10 << "" << 0 << 0 << false;
    // +620 against -100: 720 (600-740) is 12.
    QTest::newRow("game made against game down") << "4S" << 10 << "4S" << 9 << 12 << true;
    // +620 against +140: 480 (430-490) is 10.
    QTest::newRow("game against partscore") << "4S" << 10 << "2S" << 9 << 10 << true;
    // +620 against +620: 0.
    QTest::newRow("same result") << "4S" << 10 << "4S" << 10 << 0 << true;
    // -100 against +1430: 1530 (1500-1740) is 17, lost.
    QTest::newRow("slam lost") << "6S" << 11 << "6S" << 12 << -17 << true;
    // +140 against +170: 30 (20-40) is 1, lost.
    QTest::newRow("overtricks lost") << "3S" << 9 << "2S" << 10 << -1 << true;
}

void TestResults::teamsSwing()
{
    QFETCH(QString, openContract);
    QFETCH(int, openTricks);
    QFETCH(QString, closedContract);
    QFETCH(int, closedTricks);
    QFETCH(int, swing);
    QFETCH(bool, known);
    QList<Board> records { playedBoard(2, Record0, openContract, Seat::North, openTricks, Room::Open) };
    if (!closedContract.isEmpty())
        records << playedBoard(2, Record0, closedContract, Seat::North, closedTricks, Room::Closed);
    else {
        Board closed = records.first();
        closed.setRoom(Room::Closed);
        closed.setExplicitContract(std::nullopt);
        records << closed;
    }
    const Traveller t = Traveller::fromRecords(records, { 10, 11 });
    QCOMPARE(t.scoring(), Traveller::Scoring::Teams);
    QCOMPARE(t.teamsSwing().has_value(), known);
    if (!known)
        return;
    QCOMPARE(*t.teamsSwing(), swing);
    QCOMPARE(t.rows().at(0).impsNorthSouth, swing);
    QCOMPARE(t.rows().at(1).impsNorthSouth, -swing);
    QCOMPARE(t.rowOfRecord(11), 1);
}

void TestResults::ddTricksBesideContract()
{
    // docs/formats.md#example-board: record 0's table gives East 10 tricks in hearts, West 9 in notrump.
    Board b = playedBoard(1, Record0, QStringLiteral("4H"), Seat::East, 10, Room::Unknown);
    b.setDoubleDummy(record0Table());
    Board other = playedBoard(1, Record0, QStringLiteral("3NT"), Seat::West, 7, Room::Unknown);
    other.setDoubleDummy(record0Table());
    const Traveller t = Traveller::fromRecords({ b, other }, { 0, 1 });
    QCOMPARE(t.scoring(), Traveller::Scoring::Matchpoints);
    QCOMPARE(t.rows().at(0).ddTricks, 10);
    QCOMPARE(t.rows().at(1).ddTricks, 9);
    // No table: no DD column.
    Traveller bare = Traveller::fromRecords(
        { playedBoard(1, Record0, QStringLiteral("4H"), Seat::East, 10, Room::Unknown) }, { 0 });
    QVERIFY(!bare.rows().at(0).ddTricks);
}

void TestResults::groupsRecords()
{
    // Same number and same deal: one board. Another number or another deal: another board. No cards: alone.
    const Board a = playedBoard(1, Record0, QStringLiteral("4H"), Seat::East, 10, Room::Unknown);
    Board rotated = a;
    rotated.setDeal(a.deal().rotated(1));
    Board renumbered = a;
    renumbered.setNumber(2);
    TravellerIndex index;
    index.add(0, a);
    index.add(1, renumbered);
    index.add(2, a);
    index.add(3, rotated);
    index.add(4, Board());
    index.add(5, Board());
    index.add(6, a);
    QCOMPARE(index.recordsOf(2), (QList<qint64> { 0, 2, 6 }));
    QCOMPARE(index.recordsOf(1), QList<qint64> { 1 });
    QCOMPARE(index.recordsOf(3), QList<qint64> { 3 });
    QCOMPARE(index.recordsOf(4), QList<qint64> { 4 });
    QCOMPARE(index.groups(), (QList<QList<qint64>> { { 0, 2, 6 } }));
}

void TestResults::groupsVugraphRooms()
{
    // emkael/deal-convert's test.lin: a vugraph segment, 16 boards each in the Open and the Closed room.
    const QList<Board> boards = openBoards(samplePath(QStringLiteral("emkael_deal-convert/test.lin")));
    QCOMPARE(boards.size(), 32);
    TravellerIndex index;
    for (qsizetype i = 0; i < boards.size(); ++i)
        index.add(i, boards.at(i));
    const QList<QList<qint64>> groups = index.groups();
    QCOMPARE(groups.size(), 16);
    for (const QList<qint64> &group : groups) {
        QCOMPARE(group.size(), 2);
        QCOMPARE(boards.at(group.at(0)).room(), Room::Open);
        QCOMPARE(boards.at(group.at(1)).room(), Room::Closed);
        const Traveller t = Traveller::fromRecords({ boards.at(group.at(0)), boards.at(group.at(1)) }, group);
        QCOMPARE(t.scoring(), Traveller::Scoring::Teams);
        QCOMPARE(t.boardNumber(), boards.at(group.at(0)).number());
    }
}

void TestResults::pbnRepeatedBoard()
{
    // A PBN file that repeats board 1 at three tables, with another board between: written and read back, the
    // three games are one traveller scored at matchpoints (Law 78A): +420, +420, -50 give 3, 3, 0 of a top of 4.
    QList<Board> boards;
    const std::array<QString, 3> norths { QStringLiteral("Ann"), QStringLiteral("Cy"), QStringLiteral("Eve") };
    const std::array<int, 3> tricks { 10, 10, 9 };
    for (int i = 0; i < 3; ++i) {
        Board b = playedBoard(1, Record0, QStringLiteral("4S"), Seat::North, tricks[size_t(i)], Room::Unknown);
        b.setPlayer(Seat::North, norths[size_t(i)]);
        b.setPlayer(Seat::South, QStringLiteral("Partner"));
        boards << b;
        if (i == 0)
            boards << playedBoard(2, Record0, QStringLiteral("3NT"), Seat::West, 9, Room::Unknown);
    }
    const ReadResult r = readBytes(PbnFormat(), writeBoards(PbnFormat(), boards));
    QVERIFY(r.ok());
    QCOMPARE(r.boards.size(), 4);
    TravellerIndex index;
    for (qsizetype i = 0; i < r.boards.size(); ++i)
        index.add(i, r.boards.at(i));
    const QList<qint64> records = index.recordsOf(3);
    QCOMPARE(records, (QList<qint64> { 0, 2, 3 }));
    QList<Board> group;
    for (qint64 i : records)
        group << r.boards.at(i);
    const Traveller t = Traveller::fromRecords(group, records);
    QCOMPARE(t.scoring(), Traveller::Scoring::Matchpoints);
    QCOMPARE(t.rows().at(1).northSouth, QStringLiteral("Cy – Partner"));
    QCOMPARE(t.rows().at(0).scoreNorthSouth, 420);
    QCOMPARE(t.rows().at(2).scoreNorthSouth, -50);
    QCOMPARE(t.rows().at(0).matchpointsNorthSouth, 3);
    QCOMPARE(t.rows().at(1).matchpointsNorthSouth, 3);
    QCOMPARE(t.rows().at(2).matchpointsNorthSouth, 0);
    QCOMPARE(t.rows().at(2).matchpointsEastWest, 4);
    QCOMPARE(*t.rows().at(0).percentNorthSouth, 75.0);
}

void TestResults::realBridgeTeams()
{
    // endplay's pbn_example2.pbn: RealBridge's 2021 Online Qualifier, open round 2, boards 11-20 at 30 tables
    // (15 matches; table 12 lacks board 20). Each table names its teams (HomeTeam sits North-South) and states
    // the match's IMPs on the board (ScoreIMP "NS 4 EW -4"): Kibitz pairs the two tables of each match and its
    // IMPs are the file's on every table.
    const ReadResult r = readFile(PbnFormat(), samplePath(QStringLiteral("dominicprice_endplay/pbn_example2.pbn")));
    QVERIFY(r.ok());
    QCOMPARE(r.boards.size(), 299);
    TravellerIndex index;
    for (qsizetype i = 0; i < r.boards.size(); ++i)
        index.add(i, r.boards.at(i));
    const QList<QList<qint64>> groups = index.groups();
    QCOMPARE(groups.size(), 10);
    int compared = 0, unpaired = 0;
    for (const QList<qint64> &group : groups) {
        QList<Board> records;
        for (qint64 i : group)
            records << r.boards.at(i);
        const Traveller t = Traveller::fromRecords(records, group, true);
        QCOMPARE(t.scoring(), Traveller::Scoring::Teams);
        for (const TravellerRow &row : t.rows()) {
            QVERIFY(row.statedImpsNorthSouth);
            if (row.counterpart < 0) {
                ++unpaired;
                continue;
            }
            QCOMPARE(t.rows().at(row.counterpart).counterpart, t.rowOfRecord(row.record));
            QVERIFY2(row.impsNorthSouth && double(*row.impsNorthSouth) == *row.statedImpsNorthSouth,
                qPrintable(QStringLiteral("board %1 table %2").arg(*t.boardNumber()).arg(row.table)));
            ++compared;
        }
    }
    QCOMPARE(compared, 298);
    QCOMPARE(unpaired, 1); // board 20: table 12's match has only one table
    // Board 11, table 11, AUSTRIA (N-S) v DENMARK: passed out; at table 7 DENMARK's N-S went down in 3NT
    // (N-S -150). 150 (130-160) is 4 IMPs to AUSTRIA.
    const Traveller first = Traveller::fromRecords({ r.boards.at(0) }, { 0 });
    QCOMPARE(first.rows().at(0).table, QStringLiteral("11"));
    QCOMPARE(first.rows().at(0).homeTeam, QStringLiteral("AUSTRIA"));
    QCOMPARE(first.rows().at(0).statedImpsNorthSouth, 4.0);
}

QTEST_GUILESS_MAIN(TestResults)
#include "tst_results.moc"
