// PBN 2.1 section 3.9 irregularities (docs/formats.md#pbn): the model keeps them on calls and cards, and
// the auction and play they explain are legal. The auctions and plays are the standard's own examples
// (West dealer, or West on lead), quoted in docs/formats.md#pbn.
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

QTEST_GUILESS_MAIN(TestIrregularity)
#include "tst_irregularity.moc"
