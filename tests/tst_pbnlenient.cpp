// PBN 2.1 as other programs write it (docs/formats.md#pbn): what the reader
// takes leniently, with or without a warning. Expected values come from the PBN 2.1 sections each row
// names and from the rules of bridge, never from our own output.
#include "formats/pbn/pbnformat.h"

#include "model/board.h"

#include "testutil.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

QString callsOf(const Board &b)
{
    QStringList calls;
    for (const Call &c : b.auction().calls())
        calls << c.toString();
    return calls.join(QLatin1Char(' '));
}

// "2S E": the contract and its declarer, or "" without one.
QString contractOf(const Board &b)
{
    const auto c = b.contract();
    if (!c)
        return {};
    if (c->isPassedOut())
        return c->toString();
    return c->toString() + QLatin1Char(' ') + QLatin1Char(seatLetter(c->declarer));
}

QString messagesOf(const ReadResult &r)
{
    QStringList messages;
    for (const BoardWarning &w : r.warnings)
        messages << w.message;
    return messages.join(QLatin1Char('\n'));
}

// North holds the spades, East the hearts, South the diamonds, West the clubs. In notrump with West
// on lead every trick is a club led by West that nobody can follow: West wins all 13.
const QByteArray OneSuitEach = "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n";

// The whole play of 1NT by South on OneSuitEach, in the columns W N E S (PBN 2.1 section 3.6).
QByteArray wholePlay(const QByteArray &firstCard = "C2")
{
    const char ranks[] = "23456789TJQKA";
    QByteArray play;
    for (int i = 0; i < 13; ++i) {
        const char r = ranks[i];
        play += (i == 0 ? firstCard : QByteArray("C") + r) + " S" + r + " H" + r + " D" + r + "\n";
    }
    return play;
}

} // namespace

class TestPbnLenient : public QObject
{
    Q_OBJECT

private slots:
    void auctions_data();
    void auctions();
    void resultNorthSouthEastWest();
    void contractWithoutDeclarer();
    void playMarks_data();
    void playMarks();
    void hiddenHands();
    void resultFromPlay_data();
    void resultFromPlay();
    void claimGivesResult();
};

void TestPbnLenient::auctions_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("contract");
    QTest::addColumn<QString>("warning"); // a part of the one warning, or "" for none

    // Negative row: an auction from the dealer, no leniency needed.
    QTest::newRow("negative: from the dealer")
        << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass 2S AP\n") << "1S P 2S P P P"
        << "2S N"
        << "";
    // PBN 2.1 section 3.5: the section starts in North's column; "-" stands for North, before the
    // dealer East. The calls are East's 1S, South's Pass, West's 2S: East named spades first for
    // East-West, so East declares.
    QTest::newRow("3.5: '-' before the dealer")
        << QByteArray("[Dealer \"E\"]\n[Auction \"N\"]\n- 1S Pass 2S\nAP\n") << "1S P 2S P P P"
        << "2S E"
        << "";
    // The same without a Dealer tag: the first call after the two "-" (North, East) is South's.
    QTest::newRow("3.5: '-' without a Dealer tag") << QByteArray("[Auction \"N\"]\n- - 1H AP\n") << "1H P P P"
                                                   << "1H S"
                                                   << "";
    // What lenient readers take for AP, each with a warning.
    QTest::newRow("all pass") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1NT all pass\n") << "1NT P P P"
                              << "1NT N"
                              << "'all' is read as AP";
    QTest::newRow("AC") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1NT AC\n") << "1NT P P P"
                        << "1NT N"
                        << "'AC' is read as AP";
    QTest::newRow("AP after the end") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1NT AP AP\n") << "1NT P P P"
                                      << "1NT N"
                                      << "AP comes after the end";
    QTest::newRow("passes after the end")
        << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1NT Pass Pass Pass Pass Pass\n") << "1NT P P P"
        << "1NT N"
        << "passes after the end";
    // A word between the calls: the calls around it are kept in their order.
    QTest::newRow("'or' inside the auction")
        << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1NT Pass or 3NT AP\n") << "1NT P 3NT P P P"
        << "3NT N"
        << "'or' is not a call";
}

void TestPbnLenient::auctions()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, calls);
    QFETCH(QString, contract);
    QFETCH(QString, warning);
    const ReadResult r = readBytes(PbnFormat(), text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 1);
    QCOMPARE(callsOf(r.boards[0]), calls);
    QCOMPARE(contractOf(r.boards[0]), contract);
    QVERIFY(r.boards[0].auction().isComplete());
    if (warning.isEmpty()) {
        QVERIFY2(r.warnings.isEmpty(), qPrintable(messagesOf(r)));
    } else {
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings[0].message.contains(warning), qPrintable(messagesOf(r)));
        QVERIFY(!r.warnings[0].damaged);
    }
}

void TestPbnLenient::resultNorthSouthEastWest()
{
    // PBN 2.1 section 3.4.15: "NS 9 EW 4" gives both sides' tricks; East declares, so 4 tricks.
    const ReadResult r
        = readBytes(PbnFormat(), "[Dealer \"N\"]\n[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"NS 9 EW 4\"]\n");
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY2(r.warnings.isEmpty(), qPrintable(messagesOf(r)));
    QCOMPARE(r.boards.size(), 1);
    QCOMPARE(contractOf(r.boards[0]), QStringLiteral("4S E"));
    QCOMPARE(r.boards[0].result(), 4);
}

void TestPbnLenient::contractWithoutDeclarer()
{
    // A Contract without a Declarer (nor an auction) is kept as written, and written back.
    const QByteArray text = "[Board \"3\"]\n[Contract \"3NT\"]\n";
    const ReadResult r = readBytes(PbnFormat(), text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY2(r.warnings.isEmpty(), qPrintable(messagesOf(r)));
    QCOMPARE(r.boards.size(), 1);
    const QList<QPair<QString, QString>> expected { { QStringLiteral("Contract"), QStringLiteral("3NT") } };
    QCOMPARE(r.boards[0].extraTags(), expected);
    const QByteArray written = writeBoards(PbnFormat(), r.boards);
    QCOMPARE(written.count("[Contract \"3NT\"]"), 1);
}

void TestPbnLenient::playMarks_data()
{
    QTest::addColumn<QByteArray>("play");
    QTest::addColumn<int>("cards");

    const QByteArray head = OneSuitEach + "[Declarer \"S\"]\n[Contract \"1NT\"]\n[Play \"W\"]\n";
    // Negative row: plain cards only.
    QTest::newRow("negative: two whole tricks") << head + "C2 S2 H2 D2\nC3 S3 H3 D3\n" << 8;
    // PBN 2.1 section 3.6: "+" after the cards played, the rest was not played.
    QTest::newRow("3.6: '+' ends the play") << head + "C2 S2 H2 D2\nC3 S3 H3 D3\n+\n" << 8;
    // "-" (and "--", as some programs write it) for a card not played: the trick stops there.
    QTest::newRow("3.6: '-' for a card not played") << head + "C2 S2 H2 D2\nC3 S3 - -\n" << 6;
    QTest::newRow("'--' for a card not played") << head + "C2 S2 H2 D2\nC3 S3 -- --\n" << 6;
}

void TestPbnLenient::playMarks()
{
    QFETCH(QByteArray, play);
    QFETCH(int, cards);
    const ReadResult r = readBytes(PbnFormat(), play);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 1);
    for (const BoardWarning &w : r.warnings)
        QVERIFY2(!w.damaged, qPrintable(w.message));
    QCOMPARE(r.boards[0].playedCards().size(), cards);
    QCOMPARE(r.boards[0].playedCards().first(), Card(Suit::Clubs, Rank::Two));
}

void TestPbnLenient::hiddenHands()
{
    // A BridgeComposer exercise shows one hand: the other three are written "..." (four voids).
    const QByteArray text = "[Board \"1\"]\n[Deal \"N:AKQ2.K3.A5432.32 ... ... ...\"]\n";
    const ReadResult r = readBytes(PbnFormat(), text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY2(r.warnings.isEmpty(), qPrintable(messagesOf(r)));
    QCOMPARE(r.boards.size(), 1);
    const Deal &deal = r.boards[0].deal();
    QVERIFY(deal.isHandKnown(Seat::North));
    QCOMPARE(deal.hand(Seat::North).count(), 13);
    for (Seat s : { Seat::East, Seat::South, Seat::West })
        QVERIFY(!deal.isHandKnown(s));
    QVERIFY(r.boards[0].problems().isEmpty());
    // It reaches JSON Lines, which writes unknown hands itself.
    FormatError error;
    const QByteArray json = writeBoards(formatById(QStringLiteral("json")), r.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    const ReadResult back = readBytes(formatById(QStringLiteral("json")), json);
    QVERIFY2(back.ok(), qPrintable(back.error.toString()));
    QCOMPARE(back.boards.size(), 1);
    QCOMPARE(back.boards[0].deal(), deal);
}

void TestPbnLenient::resultFromPlay_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("result");
    QTest::addColumn<bool>("fromPlay");
    QTest::addColumn<QString>("warning");

    const QByteArray head = OneSuitEach + "[Declarer \"S\"]\n[Contract \"1NT\"]\n";
    // Negative row: half the play and no result: nothing to learn.
    QTest::newRow("negative: play not finished") << head + "[Play \"W\"]\nC2 S2 H2 D2\n" << -1 << false << "";
    // West wins all 13 tricks (see OneSuitEach): South, declarer, takes none.
    QTest::newRow("whole play, no result") << head + "[Play \"W\"]\n" + wholePlay() << 0 << true << "";
    QTest::newRow("whole play, result agrees")
        << head + "[Result \"0\"]\n[Play \"W\"]\n" + wholePlay() << 0 << false << "";
    QTest::newRow("whole play, result disagrees") << head + "[Result \"7\"]\n[Play \"W\"]\n" + wholePlay() << 7 << false
                                                  << "the result states 7 tricks but the play gives 0";
    // An annotated card takes the reader's general path: the same result.
    QTest::newRow("whole play, general path")
        << head + "[Play \"W\"]\n" + wholePlay("C2!") << 0 << true << "annotations on cards are not kept";
}

void TestPbnLenient::resultFromPlay()
{
    QFETCH(QByteArray, text);
    QFETCH(int, result);
    QFETCH(bool, fromPlay);
    QFETCH(QString, warning);
    const ReadResult r = readBytes(PbnFormat(), text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 1);
    const Board &b = r.boards[0];
    QCOMPARE(b.result(), result < 0 ? std::nullopt : std::optional<int>(result));
    QCOMPARE(b.resultFromPlay(), fromPlay);
    if (warning.isEmpty())
        QVERIFY2(r.warnings.isEmpty(), qPrintable(messagesOf(r)));
    else
        QVERIFY2(messagesOf(r).contains(warning), qPrintable(messagesOf(r)));
    // The score follows: 1NT by South down 7, not vulnerable (board 1 of the cycle has none): -350
    // for North-South (Law 77: 50 a trick).
    if (result == 0)
        QCOMPARE(b.scoreNorthSouth(), -350);
}

void TestPbnLenient::claimGivesResult()
{
    // The model's helper, for every reader: a claim ends the play, its tricks are the result.
    Board b;
    b.setDeal(dealOf(Record0));
    b.setAuction(auctionOf(QStringLiteral("1NT P 3NT P P P")));
    b.setClaim(9);
    QCOMPARE(b.tricksFromPlay(), 9);
    QVERIFY(b.settleResultFromPlay().isEmpty());
    QCOMPARE(b.result(), 9);
    QVERIFY(b.resultFromPlay());
    // A stated result that disagrees is kept, with a warning.
    b.setResult(8);
    QVERIFY(!b.resultFromPlay());
    QVERIFY(b.settleResultFromPlay().contains(QStringLiteral("8 tricks but the play gives 9")));
    QCOMPARE(b.result(), 8);
}

QTEST_GUILESS_MAIN(TestPbnLenient)
#include "tst_pbnlenient.moc"
