// Tests of the BBO LIN codec. Expected values come from docs/formats.md (#lin and the
// worked example board), from what the sample files state (tests/data/samples, see
// SOURCES.md there) and from the rules of bridge; never from the codec's own output.
#include "formats/linformat.h"
#include "formats/pbn/pbnformat.h"

#include "testutil.h"

#include <QBuffer>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

// Record 0 in LIN: dealer digit 3 (North), then South, West and North (East left out, as BBO does).
const QString Record0Md = QStringLiteral("md|3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,|");
// docs/formats.md#example-board: P 1S P 1NT P 2H P 4H P P P, first trick CA C5 C2 H6.
const QString ExampleAuction = QStringLiteral("mb|p|mb|1S|mb|p|mb|1N|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|");

} // namespace

class TestLinFormat : public QObject
{
    Q_OBJECT

private slots:
    void readErrors_data();
    void readErrors();
    void damagedBoardKeepsWhatWasRead();
    void lineBreaksAroundBars_data();
    void lineBreaksAroundBars();
    void teamsRooms();
    void teamsRoomsSample();
    void readExampleBoard_data();
    void readExampleBoard();
    void sampleEndplay();
    void sampleEndplayClaims_data();
    void sampleEndplayClaims();
    void sampleDealConvert();
    void boardBoundaries_data();
    void boardBoundaries();
    void writeExample();
    void roundTrip_data();
    void roundTrip();
    void canRead_data();
    void canRead();
    void storability_data();
    void storability();
};

void TestLinFormat::readErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("marker"); // the error's column is where this text starts on that line
    QTest::addColumn<QString>("message");

    const QString good = QStringLiteral("pn|a,b,c,d|st||") + Record0Md + QStringLiteral("sv|o|\n");
    // docs/formats.md#lin: dealer digit 1 S, 2 W, 3 N, 4 E; 5 is none of them.
    QTest::newRow("md dealer digit out of range")
        << good + QStringLiteral("st||md|5SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,|") << 2
        << QStringLiteral("5SQ4") << QStringLiteral("dealer digit 5");
    QTest::newRow("md without dealer digit") << QStringLiteral("md|SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,|") << 1
                                             << QStringLiteral("SQ4H") << QStringLiteral("dealer digit");
    QTest::newRow("md bad character in a hand")
        << QStringLiteral("md|3SQ4H85DKT9CA87643,SK9HKQX3D743CQJ95,SJ873HJ42DQ65CKT2,|") << 1 << QStringLiteral("X3D7")
        << QStringLiteral("West");
    // The ace of clubs cannot be in South's and West's hands at once (one deck).
    QTest::newRow("md card in two hands")
        << QStringLiteral("md|3SQ4H85DKT9CA87643,SK9HKQT3D743CAJ95,SJ873HJ42DQ65CKT2,|") << 1 << QStringLiteral("AJ95")
        << QStringLiteral("CA is in both South's and West's hands");
    QTest::newRow("md rank before a suit")
        << QStringLiteral("md|3AKQ,SK9,SJ8,|") << 1 << QStringLiteral("AKQ") << QStringLiteral("before the first suit");
    QTest::newRow("md unequal hands") << QStringLiteral("md|3SAK,SQJ,ST98,|") << 1 << QStringLiteral("3SAK")
                                      << QStringLiteral("same number");
    // docs/formats.md#lin: sv is o/0, n, e or b.
    QTest::newRow("sv unknown") << QStringLiteral("md|3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,|sv|x|")
                                << 1 << QStringLiteral("x|") << QStringLiteral("vulnerability");
    QTest::newRow("mb not a call") << good + QStringLiteral("mb|8S|") << 2 << QStringLiteral("8S|")
                                   << QStringLiteral("not a call");
    // Laws of bridge: 1H after 1S is insufficient.
    QTest::newRow("mb illegal call") << good + QStringLiteral("mb|1S|mb|1H|") << 2 << QStringLiteral("1H|")
                                     << QStringLiteral("call 2, 1H by East, is insufficient after 1S");
    QTest::newRow("mb before md") << QStringLiteral("pn|a,b,c,d|mb|p|") << 1 << QStringLiteral("p|")
                                  << QStringLiteral("before the deal");
    // 4H by East: South leads; the ace of spades is in East's hand (record 0).
    QTest::newRow("pc card not in hand") << good + ExampleAuction + QStringLiteral("pc|SA|") << 2
                                         << QStringLiteral("SA|")
                                         << QStringLiteral("card 1, SA by South, is not in South's hand");
    // South leads CA; West holds clubs (QJ95) and must follow.
    QTest::newRow("pc revoke") << good + ExampleAuction + QStringLiteral("pc|CA|pc|HK|") << 2 << QStringLiteral("HK|")
                               << QStringLiteral("does not follow suit");
    QTest::newRow("pc not a card") << good + ExampleAuction + QStringLiteral("pc|Z9|") << 2 << QStringLiteral("Z9|")
                                   << QStringLiteral("not a card");
    QTest::newRow("mc out of range") << good + ExampleAuction + QStringLiteral("mc|14|") << 2 << QStringLiteral("14|")
                                     << QStringLiteral("0 to 13");
    QTest::newRow("not a key") << QStringLiteral("hello world") << 1 << QStringLiteral("hello")
                               << QStringLiteral("expected a key");
    QTest::newRow("long key") << QStringLiteral("board|1|") << 1 << QStringLiteral("board")
                              << QStringLiteral("not a LIN key");
}

void TestLinFormat::readErrors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, marker);
    QFETCH(QString, message);
    // docs/formats.md#lin: a bad value damages its board, which is kept; the warning says where and why,
    // and a good board after it is still read whole.
    const QString next = QStringLiteral("\nqx|o9|") + Record0Md;
    const ReadResult result = readBytes(LinFormat(), (text + next).toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QList<BoardWarning> damaged;
    for (const BoardWarning &w : result.warnings) {
        if (w.damaged)
            damaged << w;
    }
    QCOMPARE(damaged.size(), 1);
    const QString lineText = text.split(QLatin1Char('\n')).at(line - 1);
    QVERIFY(lineText.contains(marker));
    const int column = lineText.lastIndexOf(marker) + 1;
    QVERIFY2(damaged.first().message.contains(QStringLiteral("line %1, column %2: ").arg(line).arg(column)),
        qPrintable(damaged.first().message));
    QVERIFY2(damaged.first().message.contains(message), qPrintable(damaged.first().message));
    QVERIFY(!result.boards.isEmpty());
    QCOMPARE(result.boards.last().number(), std::optional<int>(9));
    QCOMPARE(result.boards.last().deal(), dealOf(Record0));
}

void TestLinFormat::damagedBoardKeepsWhatWasRead()
{
    // An insufficient call (Laws of bridge: 1H after 1S) damages board 1: its deal and the calls
    // before it are kept, the later calls are not read; board 2 is read whole.
    const QString text = QStringLiteral("qx|o1|") + Record0Md + QStringLiteral("sv|o|mb|1S|mb|1H|mb|p|\nqx|o2|")
        + Record0Md + QStringLiteral("sv|b|mb|p|\n");
    const ReadResult result = readBytes(LinFormat(), text.toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 2);
    QCOMPARE(result.boards[0].deal(), dealOf(Record0));
    QCOMPARE(result.boards[0].auction().toString(), QStringLiteral("1S"));
    QCOMPARE(result.boards[1].number(), std::optional<int>(2));
    QCOMPARE(result.boards[1].vulnerability(), Vulnerability::All);
    QCOMPARE(result.boards[1].auction().toString(), QStringLiteral("P"));
    QCOMPARE(result.warnings.size(), 1);
    QVERIFY(result.warnings.first().damaged);
    QCOMPARE(result.warnings.first().board, 0);
}

void TestLinFormat::lineBreaksAroundBars_data()
{
    QTest::addColumn<QString>("text");
    // docs/formats.md#lin: BBO writes a board per line; vugraph files from Table Manager and
    // BridgeComposer break lines before a '|', others after one (docs/formats.md#lin). All read the same.
    const QString md = QStringLiteral("3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,");
    QTest::newRow("one line, as BBO writes it")
        << QStringLiteral("qx|o1|md|%1|sv|o|mb|p|mb|1S|mb|p|mb|1N|pg||\n").arg(md);
    QTest::newRow("break before each bar")
        << QStringLiteral("qx|o1\n|md|%1\n|sv|o\n|mb|p\n|mb|1S\n|mb|p\n|mb|1N\n|pg|\n|\n").arg(md);
    QTest::newRow("break before a key's bar")
        << QStringLiteral("qx\n|o1|md\n|%1|sv|o|mb|p|mb|1S|mb|p|mb\n|1N|pg||\n").arg(md);
    QTest::newRow("break after a bar")
        << QStringLiteral("qx|\no1|md|\n%1|sv|\no|mb|p|\nmb|1S|mb|p|mb|1N|pg||\n").arg(md);
}

void TestLinFormat::lineBreaksAroundBars()
{
    QFETCH(QString, text);
    const ReadResult result = readBytes(LinFormat(), text.toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    for (const BoardWarning &w : result.warnings)
        QVERIFY2(!w.damaged, qPrintable(w.message));
    QCOMPARE(result.boards.size(), 1);
    const Board &b = result.boards.first();
    QCOMPARE(b.number(), std::optional<int>(1));
    QCOMPARE(b.deal(), dealOf(Record0));
    QCOMPARE(b.dealer(), Seat::North);
    QCOMPARE(b.vulnerability(), Vulnerability::None);
    QCOMPARE(b.auction().toString(), QStringLiteral("P 1S P 1NT"));
    QCOMPARE(b.room(), Room::Open);
}

void TestLinFormat::teamsRooms()
{
    // docs/formats.md#lin: qx|o1| is board 1 in the open room, qx|c1| the same board in the closed room;
    // pn lists the open room's four players, then the closed room's.
    const QString text = QStringLiteral("pn|s1,w1,n1,e1,s2,w2,n2,e2|\nqx|o1|") + Record0Md
        + QStringLiteral("sv|o|mb|p|\n") + QStringLiteral("qx|c1|") + Record0Md + QStringLiteral("sv|o|mb|1S|\n")
        + QStringLiteral("qx|2|") + Record0Md;
    const ReadResult result = readBytes(LinFormat(), text.toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 3);
    QCOMPARE(result.boards[0].room(), Room::Open);
    QCOMPARE(result.boards[0].player(Seat::South), QStringLiteral("s1"));
    QCOMPARE(result.boards[1].room(), Room::Closed);
    QCOMPARE(result.boards[1].player(Seat::South), QStringLiteral("s2"));
    QCOMPARE(result.boards[2].room(), Room::Unknown);

    // PBN export names the room (PBN 2.1's supplemental tag [Room "Open"/"Closed"]).
    const QByteArray pbn = writeBoards(PbnFormat(), result.boards);
    QVERIFY2(pbn.contains("[Room \"Open\"]"), pbn.constData());
    QVERIFY(pbn.contains("[Room \"Closed\"]"));
    QCOMPARE(pbn.count("[Room "), 2);
    // LIN keeps it: written as qx|o1|/qx|c1|.
    const ReadResult back = readBytes(LinFormat(), writeBoards(LinFormat(), result.boards));
    QVERIFY2(back.ok(), qPrintable(back.error.toString()));
    QCOMPARE(back.boards.size(), 3);
    QCOMPARE(back.boards[0].room(), Room::Open);
    QCOMPARE(back.boards[1].room(), Room::Closed);
    QCOMPARE(back.boards[2].room(), Room::Unknown);
}

void TestLinFormat::teamsRoomsSample()
{
    // emkael_deal-convert/test.lin (see SOURCES.md): a vugraph file of 16 boards, each dealt in both
    // rooms (qx|o1|, qx|c1|, ...). Its fourth line: qx|o2| with md|4... (East deals) and sv|n|.
    const ReadResult result = readBytes(LinFormat(), sampleBytes(QStringLiteral("emkael_deal-convert/test.lin")));
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 32);
    for (int i = 0; i < 32; ++i) {
        QCOMPARE(result.boards[i].number(), std::optional<int>(i / 2 + 1));
        QCOMPARE(result.boards[i].room(), i % 2 == 0 ? Room::Open : Room::Closed);
    }
    QCOMPARE(result.boards[2].dealer(), Seat::East);
    QCOMPARE(result.boards[2].vulnerability(), Vulnerability::NorthSouth);
    QCOMPARE(result.boards[2].deal().hand(Seat::South).toString(), QStringLiteral("J85.4.AJ8753.Q82"));
    QCOMPARE(result.boards[3].deal(), result.boards[2].deal());
}

void TestLinFormat::readExampleBoard_data()
{
    QTest::addColumn<QString>("md");
    // BBO writes the fourth hand or leaves it out; both give record 0.
    QTest::newRow("three hands") << Record0Md;
    QTest::newRow("four hands") << QStringLiteral(
        "md|3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,SAT652HA976DAJ82C|");
    QTest::newRow("ranks in any order, lower case")
        << QStringLiteral("md|3s4qh58d9tkc34678a,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2|");
}

void TestLinFormat::readExampleBoard()
{
    QFETCH(QString, md);
    const QString text = QStringLiteral("pn|Sue,Wes,Nor,Eve|st||") + md + QStringLiteral("rh||ah|Board 1|sv|o|")
        + ExampleAuction + QStringLiteral("pg||pc|CA|pc|C5|pc|C2|pc|H6|pg||mc|10|\n");
    const ReadResult result = readBytes(LinFormat(), text.toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 1);
    const Board &b = result.boards.first();
    // docs/formats.md#example-board.
    QCOMPARE(b.deal(), *Deal::parse(Record0));
    QCOMPARE(b.number(), std::optional<int>(1));
    QCOMPARE(b.dealer(), Seat::North);
    QCOMPARE(b.vulnerability(), Vulnerability::None);
    QCOMPARE(b.auction(), auctionOf(QStringLiteral("P 1S P 1NT P 2H P 4H P P P")));
    QVERIFY(b.contract() == Contract({ 4, Strain::Hearts, Doubling::Undoubled, Seat::East }));
    QCOMPARE(b.playedCards(), cardsOf(QStringLiteral("CA C5 C2 H6")));
    // mc = total tricks for declarer (docs/formats.md#lin).
    QCOMPARE(b.claim(), std::optional<int>(10));
    // pn lists South, West, North, East.
    QCOMPARE(b.player(Seat::South), QStringLiteral("Sue"));
    QCOMPARE(b.player(Seat::West), QStringLiteral("Wes"));
    QCOMPARE(b.player(Seat::North), QStringLiteral("Nor"));
    QCOMPARE(b.player(Seat::East), QStringLiteral("Eve"));
}

void TestLinFormat::sampleEndplay()
{
    const ReadResult result
        = readFile(LinFormat(), samplePath(QStringLiteral("dominicprice_endplay/lin_example1.lin")));
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    // The file has eight lines, one board each ("ah|Board 1|" ... "ah|Board 8|").
    QCOMPARE(result.boards.size(), 8);
    for (int i = 0; i < 8; ++i)
        QCOMPARE(result.boards[i].number(), std::optional<int>(i + 1));

    const Board &b = result.boards.first();
    // pn|domtp,~~M25054gn,~~M2509087,~~M25116nn| in the order South, West, North, East.
    QCOMPARE(b.player(Seat::South), QStringLiteral("domtp"));
    QCOMPARE(b.player(Seat::West), QStringLiteral("~~M25054gn"));
    QCOMPARE(b.player(Seat::North), QStringLiteral("~~M2509087"));
    QCOMPARE(b.player(Seat::East), QStringLiteral("~~M25116nn"));
    // md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,| : dealer 3 = North, hands S, W, N;
    // East holds the 13 cards left: spades JT832, hearts J62, diamonds 73, clubs JT2.
    QCOMPARE(b.dealer(), Seat::North);
    QCOMPARE(b.deal(),
        *Deal::parse(QStringLiteral("N:74.T8.K842.AQ743 JT832.J62.73.JT2 K.AKQ9754.96.K85 AQ965.3.AQJT5.96")));
    QCOMPARE(b.vulnerability(), Vulnerability::None); // sv|o|
    // mb|p|mb|p|mb|1H|an|...|mb|2H!|an|...|mb|p|mb|4S|an|...|mb|5H|an|...|mb|p|mb|p|mb|p|
    QCOMPARE(b.auction().toString(), QStringLiteral("P P 1H 2H! P 4S 5H P P P"));
    const QList<Call> &calls = b.auction().calls();
    QCOMPARE(calls[2].explanation(), QStringLiteral("Major suit opening -- 5+ !H; 11-21 HCP; 12-22 total points"));
    QVERIFY(!calls[2].isAlerted());
    QVERIFY(calls[3].isAlerted()); // 2H!
    QCOMPARE(calls[3].explanation(), QStringLiteral("Michaels -- 5+ !S; 9+ total points; forcing "));
    QCOMPARE(calls[5].explanation(), QStringLiteral("4+ !S; 11- HCP; 7-12 total points "));
    QCOMPARE(calls[6].explanation(), QStringLiteral("5+ !H; 11-21 HCP; 12-22 total points"));
    QVERIFY(calls[4].explanation().isEmpty());
    // South bid hearts first: 5H by South.
    QCOMPARE(b.contract()->declarer, Seat::South);
    QCOMPARE(b.contract()->level, 5);
    // 52 pc values, the first trick C9 C3 C2 CK and the last H9 SQ DK S8.
    QCOMPARE(b.playedCards().size(), 52);
    QCOMPARE(b.playedCards().mid(0, 4), cardsOf(QStringLiteral("C9 C3 C2 CK")));
    QCOMPARE(b.playedCards().mid(48, 4), cardsOf(QStringLiteral("H9 SQ DK S8")));
    QVERIFY(!b.claim());
    QVERIFY(b.problems().isEmpty());
}

void TestLinFormat::sampleEndplayClaims_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<Seat>("dealer");
    QTest::addColumn<Vulnerability>("vulnerability");
    QTest::addColumn<QString>("auction");
    QTest::addColumn<int>("cards");
    QTest::addColumn<int>("claim");
    // lin_example1.lin line 3: md|1..., sv|e|, "mb|1N|...|mb|2D!|...", 44 pc values, mc|9|.
    QTest::newRow("board 3") << 2 << Seat::South << Vulnerability::EastWest << QStringLiteral("1NT P 2D! P 2H P P P")
                             << 44 << 9;
    // Line 7: md|1..., sv|b|, "mb|1S|...|mb|4S|..." , 44 pc values, mc|11|.
    QTest::newRow("board 7") << 6 << Seat::South << Vulnerability::All << QStringLiteral("1S P 2S P 3S P 4S P P P")
                             << 44 << 11;
}

void TestLinFormat::sampleEndplayClaims()
{
    QFETCH(int, index);
    QFETCH(Seat, dealer);
    QFETCH(Vulnerability, vulnerability);
    QFETCH(QString, auction);
    QFETCH(int, cards);
    QFETCH(int, claim);
    const ReadResult result
        = readFile(LinFormat(), samplePath(QStringLiteral("dominicprice_endplay/lin_example1.lin")));
    QVERIFY(result.ok());
    const Board &b = result.boards.at(index);
    QCOMPARE(b.dealer(), dealer);
    QCOMPARE(b.vulnerability(), vulnerability);
    QCOMPARE(b.auction().toString(), auction);
    QCOMPARE(b.playedCards().size(), cards);
    QCOMPARE(b.claim(), std::optional<int>(claim));
}

void TestLinFormat::sampleDealConvert()
{
    // test.lin holds the 16 boards of test.pbn twice (qx|o<n>| open room, qx|c<n>| closed room).
    // The PBN file is the answer; its Board, Dealer, Vulnerable and Deal tags are read here directly.
    const QList<PbnBoard> expected = pbnBoards(QStringLiteral("emkael_deal-convert/test.pbn"));
    QCOMPARE(expected.size(), 16);

    const ReadResult result = readFile(LinFormat(), samplePath(QStringLiteral("emkael_deal-convert/test.lin")));
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 32);
    for (int i = 0; i < 32; ++i) {
        const Board &b = result.boards[i];
        const int n = i / 2 + 1;
        const PbnBoard &tags = expected[n - 1];
        QCOMPARE(tags.number, n);
        QCOMPARE(b.number(), std::optional<int>(n));
        QCOMPARE(b.dealer(), tags.dealer);
        QCOMPARE(b.vulnerability(), tags.vul);
        QCOMPARE(b.deal(), tags.deal);
        QVERIFY(b.deal().isComplete());
        QVERIFY(b.auction().isEmpty());
    }
}

void TestLinFormat::boardBoundaries_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("numbers");
    QTest::addColumn<QStringList>("souths");
    const QString md = Record0Md;
    // docs/formats.md#lin: one board per line or many. A board ends where the next md, qx or heading starts.
    QTest::newRow("many boards on one line")
        << QStringLiteral("pn|a,b,c,d|st||") + md
            + QStringLiteral("ah|Board 1|sv|o|mb|p|mb|p|mb|p|mb|p|pg||pn|e,f,g,h|st||") + md
            + QStringLiteral("ah|Board 2|sv|n|")
        << QList<int> { 1, 2 } << QStringList { QStringLiteral("a"), QStringLiteral("e") };
    QTest::newRow("deal-only lines") << QStringLiteral("pn|a,b,c,d|st||") + md
            + QStringLiteral("ah|Board 1|sv|o|\npn|e,f,g,h|st||") + md + QStringLiteral("ah|Board 2|sv|n|\n")
                                     << QList<int> { 1, 2 } << QStringList { QStringLiteral("a"), QStringLiteral("e") };
    // Vugraph: pn gives eight names once (open room S W N E, then closed room S W N E); a board
    // spreads over several lines and qx starts the next.
    QTest::newRow("vugraph")
        << QStringLiteral("vg|Final,Segment 1,I,1,2,A,0,B,0|\nrs|,,|\npn|s1,w1,n1,e1,s2,w2,n2,e2|pg||\nqx|o1|") + md
            + QStringLiteral("sv|o|pg||\nmb|p|mb|p|pg||\nmb|p|mb|p|pg||\nnt|Well judged|pg||\nqx|c1|") + md
            + QStringLiteral("sv|o|pg||\n")
        << QList<int> { 1, 1 } << QStringList { QStringLiteral("s1"), QStringLiteral("s2") };
}

void TestLinFormat::boardBoundaries()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, numbers);
    QFETCH(QStringList, souths);
    const ReadResult result = readBytes(LinFormat(), text.toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), numbers.size());
    for (int i = 0; i < numbers.size(); ++i) {
        QCOMPARE(result.boards[i].number(), std::optional<int>(numbers[i]));
        QCOMPARE(result.boards[i].player(Seat::South), souths[i]);
        QCOMPARE(result.boards[i].deal(), *Deal::parse(Record0));
    }
    if (QTest::currentDataTag() == QLatin1String("vugraph")) {
        QCOMPARE(result.boards[0].event(), QStringLiteral("Final")); // vg's first field: the title
        QCOMPARE(result.boards[0].comments(), QStringList { QStringLiteral("Well judged") });
        QCOMPARE(result.boards[0].auction().toString(), QStringLiteral("P P P P"));
        QVERIFY(result.boards[1].auction().isEmpty());
    }
}

void TestLinFormat::writeExample()
{
    Board b = exampleBoard();
    b.setPlayer(Seat::South, QStringLiteral("Sue"));
    b.setPlayer(Seat::West, QStringLiteral("Wes"));
    b.setPlayer(Seat::North, QStringLiteral("Nor"));
    b.setPlayer(Seat::East, QStringLiteral("Eve"));
    b.auction().calls()[3].setAlerted(true);
    b.auction().calls()[3].setExplanation(QStringLiteral("forcing"));
    b.setClaim(10);
    // The layout of BBO's own lines (lin_example1.lin): pn, st, md with dealer digit and hands
    // S, W, N, E (ranks low to high, as BBO writes them; all four hands), rh, ah, sv, mb/an,
    // pg after the auction and after every trick, then mc.
    const QByteArray expected
        = "pn|Sue,Wes,Nor,Eve|st||md|3S4QH58D9TKC34678A,S9KH3TQKD347C59JQ,S378JH24JD56QC2TK,S256TAH679AD28JAC|rh||"
          "ah|Board 1|sv|o|mb|p|mb|1S|mb|p|mb|1N!|an|forcing|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||"
          "pc|CA|pc|C5|pc|C2|pc|H6|pg||mc|10|\n";
    FormatError error;
    QCOMPARE(writeBoards(LinFormat(), { b }, &error), expected);
    QVERIFY(!error.isError());
}

void TestLinFormat::roundTrip_data()
{
    QTest::addColumn<QList<Board>>("boards");
    const ReadResult endplay
        = readFile(LinFormat(), samplePath(QStringLiteral("dominicprice_endplay/lin_example1.lin")));
    const ReadResult dealConvert = readFile(LinFormat(), samplePath(QStringLiteral("emkael_deal-convert/test.lin")));
    QTest::newRow("lin_example1.lin") << endplay.boards;
    QTest::newRow("test.lin") << dealConvert.boards;

    Board full = exampleBoard();
    full.setNumber(7); // dealer and vulnerability apart from the cycle
    full.setVulnerability(Vulnerability::All);
    full.setPlayer(Seat::North, QStringLiteral("Zoë"));
    full.auction().calls()[1].setAlerted(true);
    full.auction().calls()[1].setExplanation(QStringLiteral("5+ spades"));
    full.setClaim(9);
    full.setComments({ QStringLiteral("Lead the ace") });
    Board end; // a three-card end position
    end.setNumberWithCycle(3);
    end.setDeal(*Deal::parse(QStringLiteral("N:A.K.Q. K.Q.J. Q.J.T. J.T.9.")));
    Board untitled = exampleBoard();
    untitled.setNumber(std::nullopt);
    untitled.setTitle(QStringLiteral("Problem 4"));
    Board passed;
    passed.setNumberWithCycle(16);
    passed.setDeal(*Deal::parse(Record0));
    passed.setAuction(auctionOf(QStringLiteral("P P P P"), Seat::West));
    QTest::newRow("constructed") << QList<Board> { full, end, untitled, passed };
}

void TestLinFormat::roundTrip()
{
    QFETCH(QList<Board>, boards);
    QVERIFY(!boards.isEmpty());
    FormatError error;
    const QByteArray text = writeBoards(LinFormat(), boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    QCOMPARE(text.count('\n'), boards.size()); // one board per line
    const ReadResult again = readBytes(LinFormat(), text);
    QVERIFY2(again.ok(), qPrintable(again.error.toString()));
    QCOMPARE(again.boards.size(), boards.size());
    for (qsizetype i = 0; i < boards.size(); ++i) {
        QVERIFY(LinFormat().lostContents(boards[i], i) == BoardContents());
        // LIN states no result: the reader gives the one the claim (mc) or the whole play implies.
        Board expected = boards[i];
        expected.settleResultFromPlay();
        QVERIFY2(again.boards[i] == expected, qPrintable(QStringLiteral("board %1").arg(i + 1)));
    }
}

void TestLinFormat::canRead_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("lin");
    QTest::newRow("PBN is not LIN") << QByteArray("% PBN 2.1\n[Event \"\"]\n") << false;
    QTest::newRow("JSON is not LIN") << QByteArray("{\"board\":1}\n") << false;
    QTest::newRow("pn first (lin_example1.lin)") << QByteArray("pn|domtp,~~M25054gn|st||md|3SK") << true;
    QTest::newRow("vg first (test.lin)") << QByteArray("vg|,SEGMENT 1,I,1,16|\r\n") << true;
}

void TestLinFormat::canRead()
{
    QFETCH(QByteArray, head);
    QFETCH(bool, lin);
    QBuffer buffer;
    buffer.setData(head);
    buffer.open(QIODevice::ReadOnly);
    QCOMPARE(LinFormat().canRead(&buffer), lin);
    QCOMPARE(buffer.pos(), qint64(0));
}

void TestLinFormat::storability_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<bool>("storable");
    QTest::addColumn<int>("lost");

    Board unknownHand = exampleBoard();
    unknownHand.deal().setHandKnown(Seat::East, false);
    // LIN writes all four hands: a deal with a hand unknown cannot be written.
    QTest::newRow("unknown hand") << unknownHand << false << 0;
    QTest::newRow("no deal") << Board() << false << 0;
    QTest::newRow("example board") << exampleBoard() << true << 0;
    Board annotated = exampleBoard();
    annotated.auction().calls()[1].setAnnotation(Annotation::Good);
    QTest::newRow("annotation has no key") << annotated << true << int(BoardContent::Alerts);
    Board titled = exampleBoard();
    titled.setTitle(QStringLiteral("Problem 4"));
    QTest::newRow("title beside a number") << titled << true << int(BoardContent::Comments);
    Board doubleDummy = exampleBoard();
    doubleDummy.doubleDummy().setTricks(Seat::North, Strain::NoTrump, 4);
    doubleDummy.setEvent(QStringLiteral("Club night"));
    QTest::newRow("double dummy and event")
        << doubleDummy << true << int(BoardContent::DoubleDummy | BoardContent::Event);
    Board both = exampleBoard();
    both.setClaim(10);
    both.setResult(9);
    QTest::newRow("claim and a different result") << both << true << int(BoardContent::Result);
}

void TestLinFormat::storability()
{
    QFETCH(Board, board);
    QFETCH(bool, storable);
    QFETCH(int, lost);
    const LinFormat format;
    QCOMPARE(format.whyCannotStore(board).isEmpty(), storable);
    if (storable)
        QCOMPARE(int(format.lostContents(board, 0)), lost);
}

QTEST_GUILESS_MAIN(TestLinFormat)
#include "tst_linformat.moc"
