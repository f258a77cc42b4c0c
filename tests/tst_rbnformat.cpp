// Tests of the RBN and RBX codecs (Richard's Bridge Notation). Expected values come from docs/formats.md
// (#rbn-and-rbx, whose worked example is tests/data/examples/teams-match.rbn and .rbx, written by hand from that
// page) and from the rules of bridge; never from the codec's own output.
#include "formats/rbnformat.h"

#include "testutil.h"

#include <QBuffer>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

Q_DECLARE_METATYPE(Kibitz::Board)

namespace {

const RbnFormat Rbn(RbnFormat::Kind::Rbn);
const RbnFormat Rbx(RbnFormat::Kind::Rbx);

QString examplePath(const QString &name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/examples/") + name;
}

// docs/formats.md#rbn-and-rbx: record 0 (the example board) as RBN items, the fourth hand left out.
const QByteArray Hands = "H N:J873.J42.Q65.KT2:AT652.A976.AJ82.:Q4.85.KT9.A87643:\n";

} // namespace

class TestRbnFormat : public QObject
{
    Q_OBJECT

private slots:
    void readExample_data();
    void readExample();
    void damaged_data();
    void damaged();
    void writeExample();
    void roundTrip_data();
    void roundTrip();
    void canRead_data();
    void canRead();
};

void TestRbnFormat::readExample_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("boards");
    // NEGATIVE first: the LIN file of the same teams match is not RBN, and the RBN reader finds no board in it.
    QTest::newRow("negative: a LIN file")
        << QStringLiteral("rbn") << examplePath(QStringLiteral("teams-match.lin")) << 0;
    QTest::newRow("RBN worked example") << QStringLiteral("rbn") << examplePath(QStringLiteral("teams-match.rbn")) << 2;
    QTest::newRow("RBX worked example") << QStringLiteral("rbx") << examplePath(QStringLiteral("teams-match.rbx")) << 2;
}

void TestRbnFormat::readExample()
{
    QFETCH(QString, id);
    QFETCH(QString, path);
    QFETCH(int, boards);
    const DealFormat &format = id == u"rbn" ? static_cast<const DealFormat &>(Rbn) : Rbx;
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(format.canRead(&file), boards > 0);
    const ReadResult r = readFile(format, path);
    if (boards == 0) {
        // Every line is damage: no label and a space.
        for (const Board &b : r.boards)
            QVERIFY(b.deal().isEmpty());
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), boards);
    QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.value(0).message));
    // docs/formats.md#rbn-and-rbx: the open room.
    const Board &open = r.boards[0];
    QCOMPARE(open.number(), 1);
    QCOMPARE(open.dealer(), Seat::North);
    QCOMPARE(open.vulnerability(), Vulnerability::None);
    QCOMPARE(open.deal(), dealOf(Record0));
    QCOMPARE(open.auction().toString(), QStringLiteral("P 1S P 1NT P 2H P 4H P P P"));
    QCOMPARE(open.auction().calls()[3].explanation(), QStringLiteral("forcing"));
    QVERIFY(!open.auction().calls()[3].isAlerted());
    QCOMPARE(open.auction().calls()[5].annotation(), Annotation::Good);
    QCOMPARE(open.contract()->toString(), QStringLiteral("4H"));
    QCOMPARE(open.contract()->declarer, Seat::East);
    QCOMPARE(open.playedCards(), cardsOf(QStringLiteral("CA C5 C2 H6")));
    QCOMPARE(open.result(), 10);
    QCOMPARE(open.player(Seat::North), QStringLiteral("Nor"));
    QCOMPARE(open.player(Seat::South), QStringLiteral("Sue"));
    QCOMPARE(open.player(Seat::West), QStringLiteral("Wes"));
    QCOMPARE(open.player(Seat::East), QStringLiteral("Eve"));
    QCOMPARE(open.room(), Room::Open);
    QCOMPARE(open.title(), QStringLiteral("Example board"));
    QCOMPARE(open.event(), QStringLiteral("Example teams match"));
    QCOMPARE(open.site(), QStringLiteral("Fort Lauderdale"));
    QCOMPARE(open.date(), QStringLiteral("2005.08.15"));
    const QStringList comments
        = id == u"rbn" ? QStringList { QStringLiteral("East's 2H was a fine choice.") } : QStringList {};
    QCOMPARE(open.comments(), comments);
    const QList<QPair<QString, QString>> tags { { QStringLiteral("Scoring"), QStringLiteral("I") },
        { QStringLiteral("Session"), QStringLiteral("Segment 1") },
        { QStringLiteral("Teams"), QStringLiteral("Home:Away") } };
    QCOMPARE(open.extraTags(), tags);
    // The closed room: B, H, T, D, L, E, F, S and K repeat from the record before; A, C, P and R do not.
    const Board &closed = r.boards[1];
    QCOMPARE(closed.number(), 1);
    QCOMPARE(closed.deal(), dealOf(Record0));
    QCOMPARE(closed.event(), QStringLiteral("Example teams match"));
    QCOMPARE(closed.extraTags(), tags);
    QCOMPARE(closed.room(), Room::Closed);
    QCOMPARE(closed.player(Seat::North), QStringLiteral("Nat"));
    QCOMPARE(closed.auction().toString(), QStringLiteral("P 1S P 2S P P P"));
    QCOMPARE(closed.auction().calls()[3].annotation(), Annotation::Poor);
    QCOMPARE(closed.contract()->toString(), QStringLiteral("2S"));
    QCOMPARE(closed.result(), 9);
    QVERIFY(closed.playedCards().isEmpty());
    QVERIFY(closed.comments().isEmpty());
}

void TestRbnFormat::damaged_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("boards"); // read in all
    QTest::addColumn<QString>("warning"); // of board 1: its start, the location and a word of the message
    const QByteArray next = "\nB 2\n" + Hands + "A EN:A\n"; // a good board after the damaged one
    // NEGATIVE first: a good file, no warning.
    QTest::newRow("negative: nothing wrong")
        << QStringLiteral("rbn") << "B 1\n" + Hands + "A NZ:A\n" + next << 2 << QString();
    QTest::newRow("rank that is none") << QStringLiteral("rbn")
                                       << "B 1\nH N:J873.J42.Q65.KX2:AT652.A976.AJ82.:Q4.85.KT9.A87643:\n" + next << 2
                                       << QStringLiteral("line 2, column 19: 'X'");
    // 1C after 1S is insufficient (the rules of bridge).
    QTest::newRow("insufficient bid") << QStringLiteral("rbn") << "B 1\n" + Hands + "A NZ:P1SP1C:A\n" + next << 2
                                      << QStringLiteral("line 3, column 11: call 4, 1C");
    // South leads; the second card is West's, who holds no club ace.
    QTest::newRow("card not held") << QStringLiteral("rbn") << "B 1\n" + Hands + "A NZ:P1SP1N:P2HP4H:A\nP CAK\n" + next
                                   << 2 << QStringLiteral("line 4, column 5: card 2, CK");
    QTest::newRow("line without a label") << QStringLiteral("rbn") << "B 1\n" + Hands + "Hello\n" + next << 2
                                          << QStringLiteral("line 3, column 1: 'Hello'");
    QTest::newRow("commentary never closed") << QStringLiteral("rbn") << "B 1\n" + Hands + "{open\nstill\n" + next << 2
                                             << QStringLiteral("line 3, column 1: the commentary");
    QTest::newRow("bad contract") << QStringLiteral("rbn") << "B 1\n" + Hands + "C 8S:N\n" + next << 2
                                  << QStringLiteral("line 3, column 3: '8S:N'");
    QTest::newRow("RBX item without braces") << QStringLiteral("rbx")
                                             << QByteArray("B{1}H{N:J873.J42.Q65.KT2:AT652.A976.AJ82.:Q4.85.KT9."
                                                           "A87643:}A NZ\nB{2}A{EN:A}\n")
                                             << 2 << QStringLiteral("line 1, column 61: 'A NZ'");
    // The file stops inside an item: cut short (docs/formats.md#errors).
    QTest::newRow("RBX cut inside an item")
        << QStringLiteral("rbx") << QByteArray("B{1}A{NZ:A}\nB{2}H{N:J873.J4") << 2 << QString();
}

void TestRbnFormat::damaged()
{
    QFETCH(QString, id);
    QFETCH(QByteArray, text);
    QFETCH(int, boards);
    QFETCH(QString, warning);
    const DealFormat &format = id == u"rbn" ? static_cast<const DealFormat &>(Rbn) : Rbx;
    const ReadResult r = readBytes(format, text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), boards);
    if (QByteArray(QTest::currentDataTag()).startsWith("RBX cut")) {
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].board, 1);
        QVERIFY2(r.warnings[0].message.contains(QLatin1String("the file ends inside board 2")),
            qPrintable(r.warnings[0].message));
        QCOMPARE(r.boards[1].number(), 2);
        return;
    }
    // The board after the damaged one is read whole: board 2, East deals, North-South vulnerable.
    QCOMPARE(r.boards.last().number(), 2);
    QCOMPARE(r.boards.last().dealer(), Seat::East);
    QCOMPARE(r.boards.last().vulnerability(), Vulnerability::NorthSouth);
    if (warning.isEmpty()) {
        QVERIFY(r.warnings.isEmpty());
        return;
    }
    QVERIFY(!r.warnings.isEmpty());
    const BoardWarning &w = r.warnings.first();
    QCOMPARE(w.board, 0);
    QVERIFY(w.damaged);
    QVERIFY2(w.message.startsWith(warning), qPrintable(w.message));
    // The damaged board keeps what it could read: its number.
    QCOMPARE(r.boards.first().number(), 1);
    for (const BoardWarning &other : r.warnings)
        QVERIFY2(other.message.size() < 200, qPrintable(other.message));
}

void TestRbnFormat::writeExample()
{
    // The worked example read and written again gives the file back, without its two '%' lines and the blank
    // line after them (docs/formats.md#rbn-and-rbx).
    const QString path = examplePath(QStringLiteral("teams-match.rbn"));
    const ReadResult r = readFile(Rbn, path);
    QVERIFY(r.ok());
    QByteArray expected = fileBytes(path);
    expected = expected.mid(expected.indexOf("\n\n") + 2) + '\n';
    QCOMPARE(writeBoards(Rbn, r.boards), expected);
}

void TestRbnFormat::roundTrip_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<Board>("board");
    // NEGATIVE first: a board without anything but its number.
    Board bare;
    bare.setNumberWithCycle(7);
    QTest::newRow("negative: board 7, nothing else") << QStringLiteral("rbn") << bare;
    Board example = exampleBoard();
    example.setResult(10);
    example.setTitle(QStringLiteral("Example"));
    example.setDate(QStringLiteral("2005.08.??"));
    for (const QString &id : { QStringLiteral("rbn"), QStringLiteral("rbx") })
        QTest::newRow(qPrintable(QStringLiteral("%1: the example board").arg(id))) << id << example;
    Board annotated = example;
    QList<Call> calls = annotated.auction().calls();
    calls[1].setAlerted(true);
    calls[1].setExplanation(QStringLiteral("11-15 {five} spades"));
    calls[3].setAnnotation(Annotation::Speculative);
    calls[5].setAnnotation(Annotation::VeryGood);
    Auction auction(Seat::North);
    for (const Call &c : calls)
        auction.append(c);
    annotated.setAuction(auction);
    annotated.setPlayer(Seat::North, QStringLiteral("Nor"));
    annotated.setPlayer(Seat::West, QStringLiteral("Wes"));
    annotated.setRoom(Room::Closed);
    annotated.setComments({ QStringLiteral("two\nlines") });
    QTest::newRow("rbn: alerts, a note, annotations, names, commentary") << QStringLiteral("rbn") << annotated;
    Board contractOnly;
    contractOnly.setNumberWithCycle(3);
    contractOnly.setDeal(dealOf(Record0));
    contractOnly.setExplicitContract(Contract { 3, Strain::NoTrump, Doubling::Redoubled, Seat::South });
    contractOnly.setResult(7);
    QTest::newRow("rbx: a contract without an auction") << QStringLiteral("rbx") << contractOnly;
}

void TestRbnFormat::roundTrip()
{
    QFETCH(QString, id);
    QFETCH(Board, board);
    const DealFormat &format = id == u"rbn" ? static_cast<const DealFormat &>(Rbn) : Rbx;
    QCOMPARE(format.lostContents(board, 0), BoardContents());
    Board second = board; // the labels that repeat are not written again, and read back from the first
    second.setRoom(Room::Open);
    const QByteArray bytes = writeBoards(format, { board, second });
    const ReadResult r = readBytes(format, bytes);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.value(0).message + QLatin1Char('\n') + bytes));
    QCOMPARE(r.boards.size(), 2);
    const QString difference = boardDifference(r.boards[0], board);
    QVERIFY2(difference.isEmpty(), qPrintable(difference + QLatin1Char('\n') + bytes));
    QVERIFY2(boardDifference(r.boards[1], second).isEmpty(), bytes.constData());
}

void TestRbnFormat::canRead_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("expected");
    QTest::newRow("negative: prose") << QStringLiteral("rbn") << QByteArray("A note about bridge\nHello\n") << false;
    QTest::newRow("negative: PBN") << QStringLiteral("rbn") << QByteArray("% PBN 2.1\n[Event \"x\"]\n") << false;
    QTest::newRow("negative: RBN is no RBX") << QStringLiteral("rbx") << "B 1\n" + Hands << false;
    QTest::newRow("RBN after its header") << QStringLiteral("rbn") << "% RBN\n\nB 1\n" + Hands << true;
    QTest::newRow("RBX after its header") << QStringLiteral("rbx") << QByteArray("%{RBX}B{1}A{NZ:A}\n") << true;
}

void TestRbnFormat::canRead()
{
    QFETCH(QString, id);
    QFETCH(QByteArray, text);
    QFETCH(bool, expected);
    const DealFormat &format = id == u"rbn" ? static_cast<const DealFormat &>(Rbn) : Rbx;
    QBuffer buffer(&text);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QCOMPARE(format.canRead(&buffer), expected);
}

QTEST_GUILESS_MAIN(TestRbnFormat)
#include "tst_rbnformat.moc"
