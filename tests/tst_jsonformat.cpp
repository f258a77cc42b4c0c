// Tests of the JSON Lines codec. Expected values come from docs/formats.md (#json-lines and the
// worked example: record 0 of Pavlicek's library as the example board), from docs/json-lines.md
// (the fields Kibitz adds), from the sample files and from the rules of bridge; never from the
// codec's own output.
#include "formats/jsonformat.h"
#include "formats/linformat.h"
#include "formats/pbn/pbnformat.h"

#include "testutil.h"

#include <QBuffer>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

// The docs/formats.md#json-lines example, with the "{...}" of ddTricks filled in from record 0:
// tricks for declarer (NT,S,H,D,C): N 4,4,2,3,6 · E 9,9,10,9,7 · S 4,4,2,3,6 · W 9,9,11,9,7.
const QByteArray ExampleLine
    = "{\"board\":1,\"dealer\":\"N\",\"vulnerable\":\"None\","
      "\"deal\":\"N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95\","
      "\"auction\":[\"P\",\"1S\",\"P\",\"1NT\",\"P\",\"2H\",\"P\",\"4H\",\"P\",\"P\",\"P\"],"
      "\"play\":[\"CA\",\"C5\",\"C2\",\"H6\"],\"contract\":\"4H\",\"declarer\":\"E\",\"result\":10,"
      "\"ddTricks\":{\"N\":{\"NT\":4,\"S\":4,\"H\":2,\"D\":3,\"C\":6},\"E\":{\"NT\":9,\"S\":9,\"H\":10,\"D\":9,\"C\":7}"
      ","
      "\"S\":{\"NT\":4,\"S\":4,\"H\":2,\"D\":3,\"C\":6},\"W\":{\"NT\":9,\"S\":9,\"H\":11,\"D\":9,\"C\":7}}}";

// The example board (docs/formats.md#example-board) with the result and DD table the JSON example states.
Board exampleLineBoard()
{
    Board b = exampleBoard();
    b.setResult(10);
    b.setDoubleDummy(record0Table());
    return b;
}

} // namespace

class TestJsonFormat : public QObject
{
    Q_OBJECT

private slots:
    void readErrors_data();
    void readErrors();
    void readExample();
    void writeExample();
    void readLeniency();
    void roundTrip_data();
    void roundTrip();
    void claimGivesResult_data();
    void claimGivesResult();
    void canRead_data();
    void canRead();
    void storability_data();
    void storability();
    void orderOfTags();
    void badNewFields_data();
    void badNewFields();
    void losslessForTestData_data();
    void losslessForTestData();
};

void TestJsonFormat::readErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("marker"); // the error's column is where this text starts on that line
    QTest::addColumn<QString>("message");
    const QString first = QStringLiteral("{\"board\":1}\n");
    // The value after "deal": is missing: the parser stops at the closing brace.
    QTest::newRow("malformed JSON") << first + QStringLiteral("{\"board\":2,\"deal\":}") << 2 << QStringLiteral("}")
                                    << QStringLiteral("malformed JSON");
    QTest::newRow("garbage after the object")
        << QStringLiteral("{\"board\":1} x") << 1 << QStringLiteral("x") << QStringLiteral("malformed JSON");
    QTest::newRow("unterminated string") << QStringLiteral("{\"dealer\":\"N}") << 1 << QString()
                                         << QStringLiteral("malformed JSON");
    QTest::newRow("not an object") << QStringLiteral("  [1,2]") << 1 << QStringLiteral("[1")
                                   << QStringLiteral("JSON object");
    // docs/json-lines.md: calls are P X XX 1C..7NT; 1Z is none of them.
    QTest::newRow("unknown call") << first + QStringLiteral("{\"dealer\":\"N\",\"auction\":[\"P\", \"1Z\"]}") << 2
                                  << QStringLiteral("\"1Z\"") << QStringLiteral("call 2 is not a call");
    QTest::newRow("call not a string") << QStringLiteral("{\"auction\":[1]}") << 1 << QStringLiteral("1]")
                                       << QStringLiteral("call 1 is not a call");
    // Laws of bridge: 1H after 1S is insufficient (North deals: 1S North, 1H East).
    QTest::newRow("illegal call") << QStringLiteral("{\"dealer\":\"N\",\"auction\":[\"1S\",\"1H\"]}") << 1
                                  << QStringLiteral("\"1H\"")
                                  << QStringLiteral("call 2, 1H by East, is insufficient after 1S");
    // 4H by East: South leads, and the ace of spades is East's.
    QTest::newRow("play card not in hand")
        << QStringLiteral(
               "{\"deal\":\"%1\",\"auction\":[\"P\",\"1S\",\"P\",\"1NT\",\"P\",\"2H\",\"P\",\"4H\",\"P\",\"P\",\"P\"],"
               "\"play\":[\"SA\"]}")
               .arg(Record0)
        << 1 << QStringLiteral("\"SA\"") << QStringLiteral("card 1, SA by South, is not in South's hand");
    QTest::newRow("card not a card") << QStringLiteral("{\"play\":[\"S1\"]}") << 1 << QStringLiteral("\"S1\"")
                                     << QStringLiteral("card 1 is not a card");
    // The ace of spades dealt twice (North and East).
    QTest::newRow("bad deal") << QStringLiteral(
        "{\"deal\":\"N:AJ873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95\"}")
                              << 1 << QStringLiteral("N:AJ") << QStringLiteral("bad deal");
    QTest::newRow("deal not parsable") << QStringLiteral("{\"deal\":\"N:AXQ...\"}") << 1 << QStringLiteral("XQ")
                                       << QStringLiteral("bad deal");
    QTest::newRow("result out of range") << QStringLiteral("{\"result\":14}") << 1 << QStringLiteral("14")
                                         << QStringLiteral("0 to 13");
    QTest::newRow("board not a number") << QStringLiteral("{\"board\":\"one\"}") << 1 << QStringLiteral("\"one\"")
                                        << QStringLiteral("whole number");
    QTest::newRow("dealer not a seat") << QStringLiteral("{\"dealer\":\"X\"}") << 1 << QStringLiteral("\"X\"")
                                       << QStringLiteral("dealer 'X'");
    QTest::newRow("contract without declarer")
        << QStringLiteral("{\"contract\":\"3NT\"}") << 1 << QStringLiteral("\"3NT\"") << QStringLiteral("declarer");
    QTest::newRow("ddTricks bad cell") << QStringLiteral("{\"ddTricks\":{\"N\":{\"NT\":14}}}") << 1
                                       << QStringLiteral("{\"NT\"") << QStringLiteral("0 to 13");
    QTest::newRow("ddTricks bad seat") << QStringLiteral("{\"ddTricks\":{\"Q\":{}}}") << 1 << QStringLiteral("{}")
                                       << QStringLiteral("not N, E, S or W");
    QTest::newRow("more explanations than calls")
        << QStringLiteral("{\"auction\":[\"1S\"],\"explanations\":[null,\"x\"]}") << 1 << QStringLiteral("\"x\"")
        << QStringLiteral("more explanations");
}

void TestJsonFormat::readErrors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, marker);
    QFETCH(QString, message);
    // docs/formats.md#json-lines: a bad line is a damaged board, kept with what was read before the
    // fault; its warning says where and why, and the next line is read (here board 9).
    const ReadResult result = readBytes(JsonFormat(), (text + QStringLiteral("\n{\"board\":9}\n")).toUtf8());
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    const int lines = int(text.count(QLatin1Char('\n'))) + 1;
    QCOMPARE(result.boards.size(), lines + 1);
    QCOMPARE(result.boards.last().number(), std::optional<int>(9));
    QList<BoardWarning> damaged;
    for (const BoardWarning &w : result.warnings) {
        if (w.damaged)
            damaged << w;
    }
    QCOMPARE(damaged.size(), 1);
    QCOMPARE(damaged.first().board, qint64(line - 1));
    const QString lineText = text.split(QLatin1Char('\n')).at(line - 1);
    static const QRegularExpression where(QStringLiteral("^line (\\d+), column (\\d+): "));
    const auto match = where.match(damaged.first().message);
    QVERIFY2(match.hasMatch(), qPrintable(damaged.first().message));
    QCOMPARE(match.captured(1).toInt(), line);
    const int column = match.captured(2).toInt();
    if (marker.isEmpty())
        QVERIFY(column >= 1 && column <= lineText.size() + 1);
    else
        QCOMPARE(column, lineText.lastIndexOf(marker) + 1);
    QVERIFY2(damaged.first().message.contains(message), qPrintable(damaged.first().message));
}

void TestJsonFormat::readExample()
{
    const ReadResult result = readBytes(JsonFormat(), ExampleLine + '\n');
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 1);
    const Board &b = result.boards.first();
    QCOMPARE(b.number(), std::optional<int>(1));
    QCOMPARE(b.dealer(), Seat::North);
    QCOMPARE(b.vulnerability(), Vulnerability::None);
    QCOMPARE(b.deal(), *Deal::parse(Record0));
    QCOMPARE(b.auction(), auctionOf(QStringLiteral("P 1S P 1NT P 2H P 4H P P P")));
    // The contract the auction gives, 4H by East, is the one the line states: nothing explicit.
    QVERIFY(b.contract() == Contract({ 4, Strain::Hearts, Doubling::Undoubled, Seat::East }));
    QVERIFY(!b.explicitContract());
    QCOMPARE(b.playedCards(), cardsOf(QStringLiteral("CA C5 C2 H6")));
    QCOMPARE(b.result(), std::optional<int>(10));
    QCOMPARE(b.doubleDummy(), record0Table());
    QVERIFY(b == exampleLineBoard());
}

void TestJsonFormat::writeExample()
{
    FormatError error;
    QCOMPARE(writeBoards(JsonFormat(), { exampleLineBoard() }, &error), ExampleLine + '\n');
    QVERIFY(!error.isError());
}

void TestJsonFormat::readLeniency()
{
    // Blank lines are skipped; fields may come in any order; unknown fields are warned about.
    const QByteArray text = "\n{\"vulnerable\":\"All\",\"board\":5,\"dealer\":\"W\",\"colour\":\"red\"}\n  \n"
                            "{\"deal\":\"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"}\n";
    const ReadResult result = readBytes(JsonFormat(), text);
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 2);
    QCOMPARE(result.boards[0].number(), std::optional<int>(5));
    QCOMPARE(result.boards[0].dealer(), Seat::West);
    QCOMPARE(result.boards[0].vulnerability(), Vulnerability::All);
    QCOMPARE(result.warnings.size(), 1);
    QVERIFY(result.warnings[0].message.contains(QStringLiteral("colour")));
    // Without board and dealer, nothing is known about them: the model's defaults.
    QVERIFY(!result.boards[1].number());
    QVERIFY(result.boards[1].deal().isComplete());
    QCOMPARE(result.boards[1].deal().hand(Seat::East).count(Suit::Hearts), 13);
}

void TestJsonFormat::roundTrip_data()
{
    QTest::addColumn<QList<Board>>("boards");

    QFile lin(samplePath(QStringLiteral("dominicprice_endplay/lin_example1.lin")));
    lin.open(QIODevice::ReadOnly);
    const ReadResult fromLin = LinFormat().readAll(&lin);
    // BBO's boards: names, alerts with explanations, full play and claims.
    QTest::newRow("lin_example1.lin") << fromLin.boards;

    Board full = exampleLineBoard();
    full.setNumber(9); // dealer and vulnerability apart from the cycle
    full.setVulnerability(Vulnerability::All);
    full.auction().calls()[1].setAlerted(true);
    full.auction().calls()[1].setExplanation(QStringLiteral("5+ \"spades\"\n"));
    full.setClaim(10);
    full.setPlayer(Seat::North, QStringLiteral("Zoë"));
    full.setPlayer(Seat::West, QStringLiteral("W\\est"));
    full.setEvent(QStringLiteral("Club night"));
    full.setSite(QStringLiteral("Home"));
    full.setDate(QStringLiteral("2024.05.01"));
    full.setTitle(QStringLiteral("Hand 9"));
    full.setComments({ QStringLiteral("first"), QStringLiteral("second") });
    full.setPar(QStringLiteral("EW 420"));
    full.doubleDummy().setTricks(Seat::West, Strain::Clubs, std::nullopt); // a missing cell is null
    Board partial; // an end position, one hand unknown
    partial.setDeal(*Deal::parse(QStringLiteral("N:A.K.Q. K.Q.J. - J.T.9.")));
    Board contractOnly;
    contractOnly.setNumberWithCycle(2);
    contractOnly.setDeal(*Deal::parse(Record0));
    contractOnly.setExplicitContract(Contract { 3, Strain::NoTrump, Doubling::Redoubled, Seat::South });
    contractOnly.setResult(7);
    Board passed;
    passed.setNumberWithCycle(3);
    passed.setExplicitContract(Contract::passedOut());
    // docs/json-lines.md: annotations, tags (with a table's rows after a newline, and a name that needs
    // escaping), room, a result learnt from the play, a play's trump and leader without a contract.
    Board more = exampleLineBoard();
    more.auction().calls()[1].setAnnotation(Annotation::Good);
    more.auction().calls()[7].setAnnotation(Annotation::Speculative);
    more.setExtraTags(
        { { QStringLiteral("Scoring"), QStringLiteral("IMP") }, { QStringLiteral("Room"), QStringLiteral("Closed") },
            { QStringLiteral("TotalScoreTable"), QStringLiteral("Rank\\2R;PairId\\2R\n1 7\n2 3") },
            { QStringLiteral("A\"b"), QStringLiteral("c") }, { QStringLiteral("Annotator"), QStringLiteral("Zoë") } });
    more.setRoom(Room::Closed);
    Board played = exampleBoard();
    played.setResultFromPlay(10);
    Board gib;
    gib.setDeal(*Deal::parse(Record0));
    gib.setPlayContext(Strain::Hearts, Seat::South);
    gib.setPlayedCards(cardsOf(QStringLiteral("CA C5 C2 H6")));
    // PBN 2.1 section 3.9 irregularities (docs/formats.md#pbn): North deals; 1S, 1H by East accepted
    // as insufficient (^I), West's turn skipped (^S), so 1H by East; South leads CA and West, who holds
    // QJ95 of clubs, revokes with D3 (^R). With % directives of the file and of the board.
    Board irregular;
    irregular.setNumberWithCycle(1);
    irregular.setDeal(*Deal::parse(Record0));
    Auction auction(Seat::North);
    auction.append(*Call::parse(QStringLiteral("1S")));
    Call insufficient = *Call::parse(QStringLiteral("1H"));
    insufficient.setIrregularity(Irregularity::InsufficientBid);
    auction.append(insufficient);
    auction.append(Call::pass());
    auction.append(Call::skipped());
    for (int i = 0; i < 2; ++i)
        auction.append(Call::pass());
    irregular.setAuction(auction);
    irregular.setPlayedCards(cardsOf(QStringLiteral("CA D3 C2 H6")));
    irregular.setPlayIrregularities({ { 1, Irregularity::Revoke } });
    irregular.setFileDirectives({ QStringLiteral("% PBN 2.1"), QStringLiteral("% EXPORT"),
        QStringLiteral("%BCOptions STDefault"), QStringLiteral("%Charset ISO-8859-1") });
    irregular.setDirectives({ QStringLiteral("% a board's own line") });
    QTest::newRow("constructed") << QList<Board> { full, partial, contractOnly, passed, more, played, gib, irregular,
        Board() };
}

void TestJsonFormat::roundTrip()
{
    QFETCH(QList<Board>, boards);
    QVERIFY(!boards.isEmpty());
    FormatError error;
    const QByteArray text = writeBoards(JsonFormat(), boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    QCOMPARE(text.count('\n'), boards.size());
    const ReadResult again = readBytes(JsonFormat(), text);
    QVERIFY2(again.ok(), qPrintable(again.error.toString()));
    QCOMPARE(again.boards.size(), boards.size());
    for (qsizetype i = 0; i < boards.size(); ++i) {
        QCOMPARE(int(JsonFormat().lostContents(boards[i], i)), 0);
        const QString difference = boardDifference(again.boards[i], boards[i]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("board %1: %2").arg(i + 1).arg(difference)));
    }
}

void TestJsonFormat::claimGivesResult_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<int>("result"); // -1: none
    QTest::addColumn<bool>("fromPlay");
    // The example board (docs/formats.md#example-board): 4H by East after four cards, not vulnerable.
    QTest::newRow("negative: four cards, no claim") << exampleBoard() << -1 << false;
    Board claimed = exampleBoard();
    claimed.setClaim(9);
    QTest::newRow("a claim of 9") << claimed << 9 << true;
    Board stated = claimed;
    stated.setResult(9);
    QTest::newRow("a claim and the same stated result") << stated << 9 << false;
    Board before = exampleBoard();
    before.setPlayedCards({});
    before.setClaim(10);
    QTest::newRow("a claim before the lead") << before << 10 << true;
}

void TestJsonFormat::claimGivesResult()
{
    // docs/json-lines.md: result, with resultFromPlay for a result counted from the play or a claim;
    // PBN's Result tag and the score give the same tricks.
    QFETCH(Board, board);
    QFETCH(int, result);
    QFETCH(bool, fromPlay);
    QCOMPARE(board.outcome(), result < 0 ? std::nullopt : std::optional<int>(result));
    const QString line = QString::fromUtf8(writeBoards(JsonFormat(), { board }));
    QCOMPARE(line.contains(QStringLiteral("\"result\":%1,").arg(result)), result >= 0);
    QCOMPARE(line.contains(QStringLiteral("\"result\"")), result >= 0);
    QCOMPARE(line.contains(QStringLiteral("\"resultFromPlay\":true")), fromPlay);
    const QByteArray pbn = writeBoards(PbnFormat(), { board });
    QCOMPARE(pbn.contains(QStringLiteral("[Result \"%1\"]").arg(result).toUtf8()), result >= 0);
    // 4H by East, not vulnerable: 10 tricks +420, 9 tricks -50, for East-West.
    if (result >= 0)
        QCOMPARE(board.scoreNorthSouth(), std::optional<int>(result == 10 ? -420 : 50));
    const ReadResult back = readBytes(JsonFormat(), line.toUtf8());
    QVERIFY2(back.ok() && back.boards.size() == 1, qPrintable(back.error.toString()));
    QCOMPARE(back.boards[0].outcome(), board.outcome());
    QCOMPARE(back.boards[0].claim(), board.claim());
}

void TestJsonFormat::canRead_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("json");
    QTest::newRow("LIN is not JSON") << QByteArray("pn|a,b,c,d|st||") << false;
    QTest::newRow("PBN is not JSON") << QByteArray("% PBN 2.1\n") << false;
    QTest::newRow("JSON Lines example") << ExampleLine << true;
    QTest::newRow("BOM and spaces") << QByteArray("\xEF\xBB\xBF  { \"board\":1}") << true;
}

void TestJsonFormat::canRead()
{
    QFETCH(QByteArray, head);
    QFETCH(bool, json);
    QBuffer buffer;
    buffer.setData(head);
    buffer.open(QIODevice::ReadOnly);
    QCOMPARE(JsonFormat().canRead(&buffer), json);
}

void TestJsonFormat::storability_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<bool>("storable");
    QTest::addColumn<int>("lost");
    Board twice = exampleLineBoard();
    Hand north = twice.deal().hand(Seat::North);
    north.add(Card(Suit::Spades, Rank::Ace)); // East holds it too
    twice.deal().setHand(Seat::North, north);
    QTest::newRow("card in two hands") << twice << false << 0;
    Board illegal = exampleLineBoard();
    illegal.auction().append(*Call::parse(QStringLiteral("1C")));
    QTest::newRow("call after the auction ended") << illegal << false << 0;
    QTest::newRow("example board") << exampleLineBoard() << true << 0;
    // Annotations, other tags and a play's trump and leader have fields: JSON Lines must carry them too.
    Board annotated = exampleLineBoard();
    annotated.auction().calls()[3].setAnnotation(Annotation::Dubious);
    QTest::newRow("annotation") << annotated << true << 0;
    Board tagged = exampleLineBoard();
    tagged.setExtraTags({ { QStringLiteral("Room"), QStringLiteral("Open") } });
    QTest::newRow("extra tags") << tagged << true << 0;
    Board context;
    context.setDeal(*Deal::parse(Record0));
    context.setPlayContext(Strain::Spades, Seat::West);
    context.setPlayedCards(cardsOf(QStringLiteral("SK")));
    QTest::newRow("trump and leader without a contract") << context << true << 0;
}

void TestJsonFormat::storability()
{
    QFETCH(Board, board);
    QFETCH(bool, storable);
    QFETCH(int, lost);
    const JsonFormat format;
    QCOMPARE(format.whyCannotStore(board).isEmpty(), storable);
    if (storable)
        QCOMPARE(int(format.lostContents(board, 0)), lost);
}

void TestJsonFormat::orderOfTags()
{
    // docs/json-lines.md: the members of "tags" are the PBN tags in file order; not sorted (as
    // QJsonObject would), and an escaped name is found too.
    const QByteArray line = "{\"tags\":{\"Stage\":\"Final:1\",\"HomeTeam\":\"Poland\",\"A\\u0042\":\"x\","
                            "\"VisitTeam\":\"Sweden\"}}\n";
    const ReadResult result = readBytes(JsonFormat(), line);
    QVERIFY2(result.ok(), qPrintable(result.error.toString()));
    QCOMPARE(result.boards.size(), 1);
    const QList<QPair<QString, QString>> expected { { QStringLiteral("Stage"), QStringLiteral("Final:1") },
        { QStringLiteral("HomeTeam"), QStringLiteral("Poland") }, { QStringLiteral("AB"), QStringLiteral("x") },
        { QStringLiteral("VisitTeam"), QStringLiteral("Sweden") } };
    QCOMPARE(result.boards[0].extraTags(), expected);
    QVERIFY(result.warnings.isEmpty());
}

void TestJsonFormat::badNewFields_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("marker");
    QTest::addColumn<QString>("message");
    // docs/json-lines.md gives each field's type and values.
    QTest::newRow("annotation that is no annotation")
        << QStringLiteral("{\"auction\":[\"1S\",\"P\"],\"annotations\":[null,\"!!!\"]}") << QStringLiteral("\"!!!\"")
        << QStringLiteral("annotation 2");
    QTest::newRow("more annotations than calls")
        << QStringLiteral("{\"auction\":[\"1S\"],\"annotations\":[\"!\",\"?\"]}") << QStringLiteral("\"?\"")
        << QStringLiteral("more annotations");
    QTest::newRow("tag value not a string")
        << QStringLiteral("{\"tags\":{\"Scoring\":3}}") << QStringLiteral("3}") << QStringLiteral("tag 'Scoring'");
    QTest::newRow("tags not an object") << QStringLiteral("{\"tags\":[\"Scoring\"]}") << QStringLiteral("[")
                                        << QStringLiteral("'tags'");
    QTest::newRow("room") << QStringLiteral("{\"room\":\"Lounge\"}") << QStringLiteral("\"Lounge\"")
                          << QStringLiteral("room 'Lounge'");
    QTest::newRow("trump") << QStringLiteral("{\"trump\":\"Z\"}") << QStringLiteral("\"Z\"")
                           << QStringLiteral("trump 'Z'");
    QTest::newRow("leader") << QStringLiteral("{\"leader\":\"Q\"}") << QStringLiteral("\"Q\"")
                            << QStringLiteral("leader 'Q'");
    QTest::newRow("call irregularity on a card's token")
        << QStringLiteral("{\"auction\":[\"1S\",\"1H\"],\"irregularities\":[null,\"^R\"]}") << QStringLiteral("\"^R\"")
        << QStringLiteral("irregularity 2");
    QTest::newRow("^S on a bid") << QStringLiteral("{\"auction\":[\"1S\",\"1H\"],\"irregularities\":[null,\"^S\"]}")
                                 << QStringLiteral("\"^S\"") << QStringLiteral("skipped turn");
    // Without ^I, 1H after 1S is insufficient (the laws of bridge).
    QTest::newRow("insufficient without ^I")
        << QStringLiteral("{\"auction\":[\"1S\",\"1H\"],\"irregularities\":[\"^I\"]}") << QStringLiteral("\"1H\"")
        << QStringLiteral("insufficient");
    QTest::newRow("card irregularity on a call's token")
        << QStringLiteral("{\"play\":[\"SA\"],\"playIrregularities\":[\"^I\"]}") << QStringLiteral("\"^I\"")
        << QStringLiteral("irregularity 1");
    QTest::newRow("directive not a string") << QStringLiteral("{\"directives\":[\"% x\",2]}") << QStringLiteral("2]")
                                            << QStringLiteral("element 2 of 'directives'");
    QTest::newRow("resultFromPlay") << QStringLiteral("{\"result\":9,\"resultFromPlay\":1}") << QStringLiteral("1}")
                                    << QStringLiteral("true or false");
}

void TestJsonFormat::badNewFields()
{
    QFETCH(QString, text);
    QFETCH(QString, marker);
    QFETCH(QString, message);
    const ReadResult result = readBytes(JsonFormat(), text.toUtf8() + '\n');
    QCOMPARE(result.boards.size(), 1);
    const QString expected = QStringLiteral("line 1, column %1:").arg(text.indexOf(marker) + 1);
    bool found = false;
    for (const BoardWarning &w : result.warnings)
        found = found || (w.damaged && w.message.contains(expected) && w.message.contains(message));
    QVERIFY2(found, qPrintable(result.warnings.isEmpty() ? QString() : result.warnings.first().message));
}

void TestJsonFormat::losslessForTestData_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("deals");
    // JSON Lines is the lossless exchange format: whatever another format holds, it holds too. Not a deal file: nothing
    // to carry.
    QTest::newRow("not a deal file: translations/broken_de.ts")
        << QStringLiteral(KIBITZ_TEST_DATA "/translations/broken_de.ts") << false;
    for (const QString &file : testDataDealFiles())
        QTest::newRow(qPrintable(file)) << QStringLiteral(KIBITZ_TEST_DATA "/") + file << true;
}

void TestJsonFormat::losslessForTestData()
{
    QFETCH(QString, path);
    QFETCH(bool, deals);
    FormatError error;
    const DealFormat *format = nullptr;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        format = FormatRegistry::instance().detect(&file, path, {}, &error);
    }
    QCOMPARE(format != nullptr, deals);
    if (!deals)
        return;
    const ReadResult original = readFile(*format, path);
    QVERIFY2(original.ok(), qPrintable(original.error.toString()));
    QVERIFY(!original.boards.isEmpty());
    for (const BoardWarning &w : original.warnings)
        QVERIFY2(!w.damaged, qPrintable(w.message));
    // What kibitz-convert asks before writing without --force: nothing refused, nothing lost.
    const JsonFormat json;
    for (qsizetype i = 0; i < original.boards.size(); ++i) {
        QVERIFY2(json.whyCannotStore(original.boards[i]).isEmpty(),
            qPrintable(QStringLiteral("board %1: %2").arg(i + 1).arg(json.whyCannotStore(original.boards[i]))));
        QCOMPARE(int(json.lostContents(original.boards[i], i)), 0);
    }
    const QByteArray text = writeBoards(json, original.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    const ReadResult again = readBytes(json, text);
    QVERIFY2(again.ok(), qPrintable(again.error.toString()));
    for (const BoardWarning &w : again.warnings)
        QVERIFY2(!w.damaged, qPrintable(w.message));
    QCOMPARE(again.boards.size(), original.boards.size());
    for (qsizetype i = 0; i < original.boards.size(); ++i) {
        const QString difference = boardDifference(again.boards[i], original.boards[i]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("board %1: %2").arg(i + 1).arg(difference)));
    }
    // JSON -> PBN gives back the same tags, in the same order, with the same values, as PBN -> PBN.
    const PbnFormat pbn;
    QCOMPARE(writeBoards(pbn, again.boards), writeBoards(pbn, original.boards));
}

QTEST_GUILESS_MAIN(TestJsonFormat)
#include "tst_jsonformat.moc"
