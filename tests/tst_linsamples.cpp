// Real LIN files as BBO writes them, and the vugraph layout of Table Manager and
// BridgeComposer quoted from docs/formats.md#lin. Expected values come from what the files
// themselves state (the md, pn, mb, pc, mc values and the vugraph file's rs line of results; see
// tests/data/samples/SOURCES.md) and from the rules of bridge; never from the codec's own output.
#include "formats/jsonformat.h"
#include "formats/linformat.h"

#include "testutil.h"

#include <QRegularExpression>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QString Vugraph = QStringLiteral("forrestrice_bridge-bots/usbf_sf_14502.lin");

ReadResult readSample(const QString &relative)
{
    return readBytes(LinFormat(), sampleBytes(relative));
}

} // namespace

class TestLinSamples : public QObject
{
    Q_OBJECT

private slots:
    void bboHandRecord();
    void vugraphFirstBoards();
    void vugraphResults_data();
    void vugraphResults();
    void teamsBreaksBeforeBars();
};

void TestLinSamples::bboHandRecord()
{
    // forrestrice_bridge-bots/sample.lin, one board from BBO's hand records:
    // pn|PrinceBen,Forrest_,smalark,granola357|st||md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|
    // rh||ah|Board 15|sv|n|mb|p|mb|1H|mb|2N|an|Unusual No Trump: 2 5card minors|mb|p|mb|3N|mb|p|mb|p|mb|p|
    // then 13 tricks of pc.
    const ReadResult result = readSample(QStringLiteral("forrestrice_bridge-bots/sample.lin"));
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    for (const BoardWarning &w : result.warnings)
        QVERIFY2(!w.damaged, qPrintable(w.message));
    QCOMPARE(result.boards.size(), 1);
    const Board &b = result.boards.first();
    QCOMPARE(b.number(), std::optional<int>(15));
    QCOMPARE(b.dealer(), Seat::South); // md|1
    QCOMPARE(b.vulnerability(), Vulnerability::NorthSouth); // sv|n
    // Hands South, West, North; East holds the 13 cards left (bridge-bots' own test of this file
    // writes East back as SAT7HT94D984CK853).
    QCOMPARE(b.deal(), dealOf(QStringLiteral("N:K5.A.AJT52.J9762 AT7.T94.984.K853 Q982.Q82.KQ763.T J643.KJ7653..AQ4")));
    QCOMPARE(b.player(Seat::South), QStringLiteral("PrinceBen"));
    QCOMPARE(b.player(Seat::West), QStringLiteral("Forrest_"));
    QCOMPARE(b.player(Seat::North), QStringLiteral("smalark"));
    QCOMPARE(b.player(Seat::East), QStringLiteral("granola357"));
    QCOMPARE(b.auction().toString(), QStringLiteral("P 1H 2NT P 3NT P P P"));
    QCOMPARE(b.auction().calls()[2].explanation(), QStringLiteral("Unusual No Trump: 2 5card minors"));
    // North bid notrump first: 3NT by North.
    QVERIFY((b.contract() == Contract { 3, Strain::NoTrump, Doubling::Undoubled, Seat::North }));
    QCOMPARE(b.playedCards().size(), 52);
    QCOMPARE(b.playedCards().mid(0, 4), cardsOf(QStringLiteral("H4 H2 HJ HA")));
    QCOMPARE(b.playedCards().mid(48, 4), cardsOf(QStringLiteral("CQ CJ CK SQ")));
    // No mc: every card was played, so the play gives the result: declarer won 6 tricks (the count
    // bridge-bots' test of this file gives, 3NT down 3).
    QCOMPARE(b.tricksFromPlay(), std::optional<int>(6));
    QVERIFY(!b.claim());
    // LIN states no result, so the reader fills it from the play and says so (a filled-in value is never silent).
    QCOMPARE(b.result(), std::optional<int>(6));
    QVERIFY(b.resultFromPlay());
    // sv|n: North-South vulnerable, 3 undoubled undertricks at 100 each (Law 77's scoring table).
    QCOMPARE(b.scoreNorthSouth(), std::optional<int>(-300));
}

void TestLinSamples::vugraphFirstBoards()
{
    // The 2010 USBF semi-final, segment 4: vg|2010 USBF SF A,Segment 4 of 8,I,46,60,Nickell,80,Fleisher,99|
    // pn|Meckstroth,Levin,Rodwell,Weinstein,Stansby,Hamman,Martel,Mahmood| (open room S W N E, then closed).
    const ReadResult result = readSample(Vugraph);
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    for (const BoardWarning &w : result.warnings)
        QVERIFY2(!w.damaged, qPrintable(w.message));
    // Boards 46 to 60, each in both rooms.
    QCOMPARE(result.boards.size(), 30);

    // qx|o46|st||md|4SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,S872HQT5DJ97CAT64,SA63HJ8642DK53CKJ|sv|o|
    // mb|1H|mb|p|mb|3C!|an|jacoby 2N|mb|p|mb|4H|mb|p|mb|p|mb|p|pc|c2|pc|c3|pc|cA|pc|cJ| ... mc|10|
    const Board &open = result.boards[0];
    QCOMPARE(open.number(), std::optional<int>(46));
    QCOMPARE(open.room(), Room::Open);
    QCOMPARE(open.event(), QStringLiteral("2010 USBF SF A"));
    QCOMPARE(open.dealer(), Seat::East);
    QCOMPARE(open.vulnerability(), Vulnerability::None);
    QCOMPARE(
        open.deal(), dealOf(QStringLiteral("N:872.QT5.J97.AT64 A63.J8642.K53.KJ J5.9.AT862.Q8752 KQT94.AK73.Q4.93")));
    QCOMPARE(open.player(Seat::South), QStringLiteral("Meckstroth"));
    QCOMPARE(open.player(Seat::West), QStringLiteral("Levin"));
    QCOMPARE(open.player(Seat::North), QStringLiteral("Rodwell"));
    QCOMPARE(open.player(Seat::East), QStringLiteral("Weinstein"));
    QCOMPARE(open.auction().toString(), QStringLiteral("1H P 3C! P 4H P P P"));
    QCOMPARE(open.auction().calls()[2].explanation(), QStringLiteral("jacoby 2N"));
    QVERIFY((open.contract() == Contract { 4, Strain::Hearts, Doubling::Undoubled, Seat::East }));
    QCOMPARE(open.playedCards().mid(0, 4), cardsOf(QStringLiteral("C2 C3 CA CJ")));
    QCOMPARE(open.playedCards().size(), 20);
    QCOMPARE(open.claim(), std::optional<int>(10));
    // The kibitzers' nt lines are the board's commentary, the first "caitlin: Hi all".
    QVERIFY(!open.comments().isEmpty());
    QCOMPARE(open.comments().first(), QStringLiteral("caitlin: Hi all"));

    // qx|c46|: the same deal in the closed room, Stansby, Hamman, Martel and Mahmood;
    // mb|1H|mb|p|mb|2S!|mb|p|mb|2N!|...|mb|p|mb|3H|mb|p|mb|4H!|an|no slam interest|mb|p|mb|p|mb|p|
    const Board &closed = result.boards[1];
    QCOMPARE(closed.number(), std::optional<int>(46));
    QCOMPARE(closed.room(), Room::Closed);
    QCOMPARE(closed.deal(), open.deal());
    QCOMPARE(closed.player(Seat::South), QStringLiteral("Stansby"));
    QCOMPARE(closed.player(Seat::West), QStringLiteral("Hamman"));
    QCOMPARE(closed.player(Seat::North), QStringLiteral("Martel"));
    QCOMPARE(closed.player(Seat::East), QStringLiteral("Mahmood"));
    QCOMPARE(closed.auction().toString(), QStringLiteral("1H P 2S! P 2NT! P 3H P 4H! P P P"));
    QCOMPARE(closed.auction().calls()[8].explanation(), QStringLiteral("no slam interest"));
    QCOMPARE(closed.claim(), std::optional<int>(10));
}

void TestLinSamples::vugraphResults_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("stated"); // the rs entry: contract, declarer, doubling, result
    // The file has 30 boards and 30 results: there is no 31st.
    QTest::newRow("no board 31") << 30 << QString();
    // rs|4HE=,4HE=,3NW+1,...| lists the result of every board in file order (open room, closed room).
    QString rs;
    for (const QString &line : QString::fromLatin1(sampleBytes(Vugraph)).split(u'\n')) {
        if (line.startsWith(QStringLiteral("rs|")))
            rs = line.mid(3).section(u'|', 0, 0);
    }
    const QStringList entries = rs.split(u',');
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString name = QStringLiteral("board %1 %2 %3")
                                 .arg(46 + i / 2)
                                 .arg(i % 2 ? QStringLiteral("closed") : QStringLiteral("open"), entries[i]);
        QTest::newRow(qPrintable(name)) << int(i) << entries[i];
    }
}

void TestLinSamples::vugraphResults()
{
    QFETCH(int, index);
    QFETCH(QString, stated);
    const ReadResult result = readSample(Vugraph);
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    if (stated.isEmpty()) {
        QVERIFY(index >= result.boards.size());
        return;
    }
    QVERIFY(index < result.boards.size());
    const Board &b = result.boards[index];
    QCOMPARE(b.number(), std::optional<int>(46 + index / 2));
    QCOMPARE(b.room(), index % 2 ? Room::Closed : Room::Open);
    // "4SWx-4": 4S by West doubled, down 4; "3NN+3": 3NT by North, 3 overtricks; "4HE=": made.
    static const QRegularExpression entry(QStringLiteral("^([1-7])([NSHDC])([NESW])(x{0,2})(=|[+-]\\d+)$"));
    const auto m = entry.match(stated);
    QVERIFY2(m.hasMatch(), qPrintable(stated));
    const int level = m.captured(1).toInt();
    const auto contract = b.contract();
    QVERIFY(contract);
    QCOMPARE(contract->level, level);
    QCOMPARE(int(contract->strain), int(QStringLiteral("CDHSN").indexOf(m.captured(2)))); // clubs 0 ... notrump 4
    QCOMPARE(contract->declarer, *seatFromChar(m.captured(3)[0]));
    QCOMPARE(contract->doubling,
        m.captured(4).size() == 2       ? Doubling::Redoubled
            : m.captured(4).size() == 1 ? Doubling::Doubled
                                        : Doubling::Undoubled);
    const int tricks = 6 + level + (m.captured(5) == u"=" ? 0 : m.captured(5).toInt());
    // Every board of this file ends in a claim (mc), the total tricks declarer takes.
    QCOMPARE(b.claim(), std::optional<int>(tricks));
    // The claim gives the result, counted from the play (docs/json-lines.md: result, resultFromPlay).
    QCOMPARE(b.outcome(), std::optional<int>(tricks));
    const QString line = QString::fromUtf8(writeBoards(JsonFormat(), { b }));
    QVERIFY2(line.contains(QStringLiteral("\"result\":%1,\"resultFromPlay\":true,\"claim\":%1").arg(tricks)),
        qPrintable(line));
}

void TestLinSamples::teamsBreaksBeforeBars()
{
    // tests/data/examples/teams-breaks-before-bars.lin: the vugraph file docs/formats.md#lin quotes,
    // a line break before every bar, as Table Manager and BridgeComposer lay vugraph files out.
    const ReadResult result
        = readBytes(LinFormat(), fileBytes(QStringLiteral(KIBITZ_TEST_DATA "/examples/teams-breaks-before-bars.lin")));
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QVERIFY(result.warnings.isEmpty());
    QCOMPARE(result.boards.size(), 2);
    const Board &open = result.boards[0];
    const Board &closed = result.boards[1];
    for (const Board *b : { &open, &closed }) {
        QCOMPARE(b->number(), std::optional<int>(1));
        QCOMPARE(b->deal(), dealOf(Record0));
        QCOMPARE(b->dealer(), Seat::North);
        QCOMPARE(b->vulnerability(), Vulnerability::None);
        QCOMPARE(b->event(), QStringLiteral("Example teams match"));
    }
    QCOMPARE(open.room(), Room::Open);
    QCOMPARE(open.player(Seat::South), QStringLiteral("Sue"));
    QCOMPARE(open.player(Seat::East), QStringLiteral("Eve"));
    QCOMPARE(open.auction().toString(), QStringLiteral("P 1S P 1NT! P 2H P 4H P P P"));
    QCOMPARE(open.auction().calls()[3].explanation(), QStringLiteral("forcing"));
    QVERIFY((open.contract() == Contract { 4, Strain::Hearts, Doubling::Undoubled, Seat::East }));
    QCOMPARE(open.playedCards(), cardsOf(QStringLiteral("CA C5 C2 H6")));
    QCOMPARE(open.claim(), std::optional<int>(10));
    QCOMPARE(closed.room(), Room::Closed);
    QCOMPARE(closed.player(Seat::South), QStringLiteral("Sam"));
    QCOMPARE(closed.player(Seat::West), QStringLiteral("Wil"));
    QCOMPARE(closed.player(Seat::North), QStringLiteral("Nat"));
    QCOMPARE(closed.player(Seat::East), QStringLiteral("Eli"));
    QCOMPARE(closed.auction().toString(), QStringLiteral("P 1S P 2S P P P"));
    QVERIFY((closed.contract() == Contract { 2, Strain::Spades, Doubling::Undoubled, Seat::East }));
    QCOMPARE(closed.claim(), std::optional<int>(9));
}

QTEST_GUILESS_MAIN(TestLinSamples)
#include "tst_linsamples.moc"
