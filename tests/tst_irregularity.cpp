// PBN 2.1 section 3.9 irregularities (docs/formats.md#pbn): the model keeps them on calls and cards, and
// the auction and play they explain are legal. The auctions and plays are the standard's own examples
// (West dealer, or West on lead), quoted in docs/formats.md#pbn.
#include "formats/lossreport.h"
#include "formats/pbn/pbnformat.h"
#include "model/auction.h"
#include "model/board.h"
#include "model/boardset.h"
#include "model/irregularity.h"
#include "model/play.h"

#include "testutil.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** An auction from PBN-like tokens, where "^I" marks the next bid and "^S" is a skipped turn. */
Auction markedAuction(const QString &tokens, Seat dealer)
{
    Auction auction(dealer);
    Irregularity pending = Irregularity::None;
    for (const QString &t : tokens.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (t == u"^S") {
            auction.append(Call::skipped());
        } else if (t == u"^I") {
            pending = Irregularity::InsufficientBid;
        } else {
            Call call = *Call::parse(t);
            call.setIrregularity(std::exchange(pending, Irregularity::None));
            auction.append(call);
        }
    }
    return auction;
}

// The deal of the PBN examples: West holds the top cards, every other hand holds clubs.
const QByteArray SpecDeal = "[Deal \"W:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.J92 6543.876.876.T83 2.5432.5432.7654\"]\n";

/** A PBN game with West dealer, the deal above and @p sections. */
QByteArray specGame(const QByteArray &sections)
{
    return "[Board \"1\"]\n[Dealer \"W\"]\n[Vulnerable \"None\"]\n" + SpecDeal + sections;
}

// South declares 1NT, so West is on lead, as in the examples of the play.
const QByteArray WestLeads = "[Auction \"W\"]\nPass Pass Pass 1NT\nPass Pass Pass\n";

} // namespace

class TestIrregularity : public QObject
{
    Q_OBJECT

private slots:
    void tokens();
    void auction_data();
    void auction();
    void revoke();
    void leadOutOfTurn();
    void boardKeepsThem();
    void pbnAuction_data();
    void pbnAuction();
    void pbnPlay_data();
    void pbnPlay();
    void pbnRoundTrip();
    void lossReported_data();
    void lossReported();
};

void TestIrregularity::tokens()
{
    // A stable encoding: the PBN tokens of section 3.9, and the enum's numbers.
    QCOMPARE(irregularityFromToken(u"^X"), std::nullopt);
    QCOMPARE(irregularityFromToken(u"I"), std::nullopt);
    const QList<std::pair<Irregularity, QString>> all = { { Irregularity::InsufficientBid, QStringLiteral("^I") },
        { Irregularity::SkippedCall, QStringLiteral("^S") }, { Irregularity::Revoke, QStringLiteral("^R") },
        { Irregularity::LeadOutOfTurn, QStringLiteral("^L") } };
    for (const auto &[kind, token] : all) {
        QCOMPARE(irregularityToken(kind), token);
        QCOMPARE(irregularityFromToken(token), kind);
        QCOMPARE(irregularityFromToken(token.toLower()), kind);
        QVERIFY(!irregularityName(kind).isEmpty());
    }
    QCOMPARE(int(Irregularity::InsufficientBid), 1);
    QCOMPARE(int(Irregularity::LeadOutOfTurn), 4);
    QVERIFY(isCallIrregularity(Irregularity::SkippedCall) && !isCallIrregularity(Irregularity::Revoke));
    QVERIFY(isCardIrregularity(Irregularity::LeadOutOfTurn) && !isCardIrregularity(Irregularity::InsufficientBid));
}

void TestIrregularity::auction_data()
{
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("illegal"); // empty: legal
    QTest::addColumn<QString>("declarer"); // of the contract so far
    // Without the mark an insufficient bid stays illegal.
    QTest::newRow("unmarked insufficient bid") << "1D 1C"
                                               << "call 2, 1C by North, is insufficient after 1D"
                                               << "";
    QTest::newRow("A: West 1D, North 1C accepted") << "1D ^I 1C"
                                                   << ""
                                                   << "N";
    QTest::newRow("B: North opens for West") << "^S 1D"
                                             << ""
                                             << "N";
    QTest::newRow("B: East bids 2D for North") << "1D ^S 2D"
                                               << ""
                                               << "W";
    QTest::newRow("B: East bids 1C for North") << "1D ^S ^I 1C"
                                               << ""
                                               << "E";
    QTest::newRow("B: South bids 2D") << "1D ^S ^S 2D"
                                      << ""
                                      << "S";
    QTest::newRow("B: South bids 1C") << "1D ^S ^S ^I 1C"
                                      << ""
                                      << "S";
    // The bid after an accepted insufficient bid must beat it, not the bid before it.
    QTest::newRow("bid over the accepted one") << "1D ^I 1C 1H"
                                               << ""
                                               << "E";
    QTest::newRow("below the accepted one") << "1D ^I 1C P 1C"
                                            << "call 4, 1C by South, is insufficient after 1C"
                                            << "";
}

void TestIrregularity::auction()
{
    QFETCH(QString, tokens);
    QFETCH(QString, illegal);
    QFETCH(QString, declarer);
    const Auction a = markedAuction(tokens, Seat::West);
    QCOMPARE(a.validate().value_or(QString()), illegal);
    if (declarer.isEmpty())
        return;
    const auto contract = a.currentContract();
    QVERIFY(contract);
    QCOMPARE(QChar(seatLetter(contract->declarer)), declarer.front());
    // Three passes close it, the skipped turns being no calls.
    Auction closed = a;
    for (int i = 0; i < 3; ++i)
        QVERIFY(closed.add(Call::pass()));
    QVERIFY(closed.isComplete());
    QCOMPARE(closed.contract()->declarer, contract->declarer);
}

void TestIrregularity::revoke()
{
    // C) West leads CA, North discards ST although he holds clubs, East C3, South C4.
    const Deal deal = dealOf(QStringLiteral("W:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.J92 6543.876.876.T83 2.5432.5432.7654"));
    const QList<Card> cards = cardsOf(QStringLiteral("CA ST C3 C4"));
    Play plain(deal, Strain::NoTrump, Seat::West);
    plain.append(cards);
    QVERIFY(plain.validate());
    Play marked(deal, Strain::NoTrump, Seat::West);
    marked.setIrregularities({ { 1, Irregularity::Revoke } });
    marked.append(cards);
    QCOMPARE(marked.validate(), std::nullopt);
    QCOMPARE(marked.winnerOf(0), Seat::West);
}

void TestIrregularity::leadOutOfTurn()
{
    // D) West is on lead but East leads C3; South, West and North follow clockwise.
    const Deal deal = dealOf(QStringLiteral("W:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.J92 6543.876.876.T83 2.5432.5432.7654"));
    const QList<Card> cards = cardsOf(QStringLiteral("C3 C4 CA C2 SA S7 S3 S2"));
    Play plain(deal, Strain::NoTrump, Seat::West);
    plain.append(cards);
    QVERIFY(plain.validate());
    Play marked(deal, Strain::NoTrump, Seat::West);
    marked.setIrregularities({ { 0, Irregularity::LeadOutOfTurn } });
    marked.append(cards);
    QCOMPARE(marked.validate(), std::nullopt);
    QCOMPARE(marked.leaderOf(0), Seat::East);
    QCOMPARE(marked.seatOf(2), Seat::West);
    QCOMPARE(marked.winnerOf(0), Seat::West);
    QCOMPARE(marked.leaderOf(1), Seat::West);
    QCOMPARE(marked.tricksWon(Seat::West), 2);
}

void TestIrregularity::boardKeepsThem()
{
    Board a;
    Board b;
    QCOMPARE(a, b);
    b.setPlayIrregularities({ { 4, Irregularity::Revoke } });
    QVERIFY(a != b);
    QCOMPARE(irregularityOfCard(b.playIrregularities(), 4), Irregularity::Revoke);
    QCOMPARE(irregularityOfCard(b.playIrregularities(), 3), Irregularity::None);
    a = b;
    a.setDirectives({ QStringLiteral("%BidAsSymbols") });
    QVERIFY(a != b);
    b = a;
    b.setFileDirectives({ QStringLiteral("% PBN 2.1"), QStringLiteral("% EXPORT") });
    QVERIFY(a != b);
    QCOMPARE(BoardSet({ b, a }).fileDirectives(), b.fileDirectives());
    Call c = Call::skipped();
    QVERIFY(c.isSkipped() && c.isPass() && c.code() == 0);
    QVERIFY(c != Call::pass());
}

void TestIrregularity::pbnAuction_data()
{
    // The auctions of PBN 2.1 section 3.9 (A and B), West dealer, closed by three passes.
    QTest::addColumn<QByteArray>("auction");
    QTest::addColumn<QString>("calls"); // the model's calls, ^ marks as in the file
    QTest::addColumn<QString>("contract");
    QTest::newRow("negative: an unmarked insufficient bid") << QByteArray("1D 1C") << ""
                                                            << "";
    QTest::newRow("A) 1D ^I 1C") << QByteArray("1D ^I 1C Pass Pass Pass") << "1D ^I1C P P P"
                                 << "1C by N";
    QTest::newRow("B) ^S 1D") << QByteArray("^S 1D Pass Pass Pass") << "^S 1D P P P"
                              << "1D by N";
    QTest::newRow("B) 1D ^S 2D") << QByteArray("1D ^S 2D Pass Pass Pass") << "1D ^S 2D P P P"
                                 << "2D by W";
    QTest::newRow("B) 1D ^S ^I 1C") << QByteArray("1D ^S ^I 1C AP") << "1D ^S ^I1C P P P"
                                    << "1C by E";
    QTest::newRow("B) 1D ^S ^S 2D") << QByteArray("1D ^S ^S 2D AP") << "1D ^S ^S 2D P P P"
                                    << "2D by S";
    QTest::newRow("B) 1D ^S ^S ^I 1C") << QByteArray("1D ^S ^S ^I 1C AP") << "1D ^S ^S ^I1C P P P"
                                       << "1C by S";
    QTest::newRow("the mark against its bid") << QByteArray("1D ^I1C AP") << "1D ^I1C P P P"
                                              << "1C by N";
}

void TestIrregularity::pbnAuction()
{
    QFETCH(QByteArray, auction);
    QFETCH(QString, calls);
    QFETCH(QString, contract);
    const ReadResult r = readBytes(PbnFormat(), specGame("[Auction \"W\"]\n" + auction + "\n"));
    QVERIFY(r.ok());
    QCOMPARE(r.boards.size(), 1);
    const Board &b = r.boards.first();
    bool damaged = false;
    for (const BoardWarning &w : r.warnings)
        damaged = damaged || w.damaged;
    if (contract.isEmpty()) {
        QVERIFY(damaged);
        return;
    }
    QVERIFY(!damaged);
    QStringList seen;
    for (const Call &c : b.auction().calls()) {
        seen << (c.isSkipped() ? QStringLiteral("^S") : irregularityToken(c.irregularity()) + c.toString());
    }
    QCOMPARE(seen.join(QLatin1Char(' ')), calls);
    QCOMPARE(b.problems(), QStringList());
    QVERIFY(b.contract());
    QCOMPARE(
        QStringLiteral("%1 by %2").arg(b.contract()->toString(), QChar(seatLetter(b.contract()->declarer))), contract);
}

void TestIrregularity::pbnPlay_data()
{
    // The plays of PBN 2.1 section 3.9 (C and D): West on lead, the columns W N E S.
    QTest::addColumn<QByteArray>("play");
    QTest::addColumn<QString>("cards"); // in playing order
    QTest::addColumn<int>("marked"); // index of the marked card, -1: none
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("legal");
    QTest::newRow("negative: an unmarked revoke") << QByteArray("CA ST C3 C4") << "CA ST C3 C4" << -1 << 0 << false;
    QTest::newRow("C) CA ^R ST C3 C4") << QByteArray("CA ^R ST C3 C4") << "CA ST C3 C4" << 1
                                       << int(Irregularity::Revoke) << true;
    QTest::newRow("D) CA C2 ^L C3 C4") << QByteArray("CA C2 ^L C3 C4\nSA S7 S3 S2") << "C3 C4 CA C2 SA S7 S3 S2" << 0
                                       << int(Irregularity::LeadOutOfTurn) << true;
}

void TestIrregularity::pbnPlay()
{
    QFETCH(QByteArray, play);
    QFETCH(QString, cards);
    QFETCH(int, marked);
    QFETCH(int, kind);
    QFETCH(bool, legal);
    const ReadResult r = readBytes(PbnFormat(), specGame(WestLeads + "[Play \"W\"]\n" + play + "\n*\n"));
    QVERIFY(r.ok());
    const Board &b = r.boards.first();
    QCOMPARE(b.playedCards(), cardsOf(cards));
    if (marked < 0)
        QCOMPARE(b.playIrregularities(), QList<CardIrregularity>());
    else
        QCOMPARE(b.playIrregularities(), QList<CardIrregularity>({ { marked, Irregularity(kind) } }));
    QCOMPARE(!b.play().validate(), legal);
}

void TestIrregularity::pbnRoundTrip()
{
    // Written back unchanged (the same tokens, in the same columns) and read back the same.
    const QByteArray file = specGame("[Auction \"W\"]\n1D ^S ^I 1C AP\n") + "\n"
        + specGame(WestLeads + "[Play \"W\"]\nCA ^R ST C3 C4\n*\n") + "\n"
        + specGame(WestLeads + "[Play \"W\"]\nCA C2 ^L C3 C4\n*\n");
    const ReadResult first = readBytes(PbnFormat(), file);
    QVERIFY(first.ok());
    QCOMPARE(first.boards.size(), 3);
    FormatError error;
    const QByteArray written = writeBoards(PbnFormat(), first.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QVERIFY(written.contains("1D ^S ^I 1C Pass\r\nPass Pass\r\n"));
    QVERIFY(written.contains("CA ^R ST C3 C4\r\n"));
    QVERIFY(written.contains("CA C2 ^L C3 C4\r\n"));
    const ReadResult again = readBytes(PbnFormat(), written);
    QVERIFY(again.ok());
    QCOMPARE(again.boards.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(again.boards[i].auction(), first.boards[i].auction());
        QCOMPARE(again.boards[i].playedCards(), first.boards[i].playedCards());
        QCOMPARE(again.boards[i].playIrregularities(), first.boards[i].playIrregularities());
    }
}

void TestIrregularity::lossReported_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("lost");
    // PBN and JSON Lines hold the marks (docs/formats.md#pbn, #json-lines); LIN and DUP have no way to write them.
    QTest::newRow("pbn holds them") << QStringLiteral("pbn") << 0;
    QTest::newRow("json holds them") << QStringLiteral("json") << 0;
    QTest::newRow("lin drops them") << QStringLiteral("lin") << 3;
    QTest::newRow("dup drops them") << QStringLiteral("dup") << 3;
}

void TestIrregularity::lossReported()
{
    // A format that cannot hold an accepted irregularity says so before writing, naming the boards.
    QFETCH(QString, format);
    QFETCH(int, lost);
    const QByteArray file = specGame("[Auction \"W\"]\n1D ^S ^I 1C AP\n") + "\n"
        + specGame(WestLeads + "[Play \"W\"]\nCA ^R ST C3 C4\n*\n") + "\n"
        + specGame(WestLeads + "[Play \"W\"]\nCA C2 ^L C3 C4\n*\n");
    const ReadResult read = readBytes(PbnFormat(), file);
    QVERIFY(read.ok());
    for (const Board &b : read.boards)
        QVERIFY(b.contents() & BoardContent::Irregularities);
    LossReport report(formatById(format));
    for (int i = 0; i < read.boards.size(); ++i)
        report.add(read.boards[i], i);
    QCOMPARE(report.count(BoardContent::Irregularities), lost);
    if (lost > 0) {
        const QString summary = report.summary(LossReport::NamedBoards);
        QVERIFY2(summary.contains(QStringLiteral("the accepted irregularities of 3 board")), qPrintable(summary));
    }
}

QTEST_GUILESS_MAIN(TestIrregularity)
#include "tst_irregularity.moc"
