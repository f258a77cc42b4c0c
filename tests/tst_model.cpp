// Tests of the core bridge model. Expected values come from the Laws of Duplicate
// Bridge (2017) and the worked examples in docs/formats.md, never from the code.
#include "model/auction.h"
#include "model/board.h"
#include "model/call.h"
#include "model/card.h"
#include "model/deal.h"
#include "model/doubledummytable.h"
#include "model/hand.h"
#include "model/play.h"
#include "model/score.h"
#include "model/showntext.h"
#include "model/vulnerability.h"

#include "testutil.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

class TestModel : public QObject
{
    Q_OBJECT

private slots:
    void cardEncoding_data();
    void cardEncoding();
    void cardParse_data();
    void cardParse();
    void seats();
    void handParse_data();
    void handParse();
    void handFigures();
    void dealParse_data();
    void dealParse();
    void dealProblems_data();
    void dealProblems();
    void dealCompleteAndRotate();
    void callParse_data();
    void callParse();
    void auctionLegality_data();
    void auctionLegality();
    void auctionContract_data();
    void auctionContract();
    void boardCycle_data();
    void boardCycle();
    void score_data();
    void score();
    void imps_data();
    void imps();
    void playLegality_data();
    void playLegality();
    void playTricks();
    void playPartialDeal();
    void doubleDummyGiblib();
    void boardContents();
    void boardClear_data();
    void boardClear();
    void boardTextBytes();
    void shownText_data();
    void shownText();
};

void TestModel::cardEncoding_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("text");
    // docs/formats.md#conventions: c = suit*13 + rank, 0 = two of clubs, 51 = ace of spades.
    QTest::newRow("two of clubs") << 0 << "C2";
    QTest::newRow("ace of clubs") << 12 << "CA";
    QTest::newRow("two of diamonds") << 13 << "D2";
    QTest::newRow("ten of hearts") << 34 << "HT";
    QTest::newRow("ace of spades") << 51 << "SA";
}

void TestModel::cardEncoding()
{
    QFETCH(int, index);
    QFETCH(QString, text);
    const Card c = Card::fromIndex(index);
    QCOMPARE(c.toString(), text);
    QCOMPARE(Card::parse(text)->index(), index);
}

void TestModel::cardParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("index"); // -1 = error
    QTest::addColumn<int>("errorColumn");
    QTest::newRow("bad suit letter") << "XA" << -1 << 1;
    QTest::newRow("missing rank") << "S" << -1 << 1;
    QTest::newRow("bad rank after suit") << "SZ" << -1 << 2;
    QTest::newRow("suit first") << "SA" << 51 << 0;
    QTest::newRow("lower case") << "hk" << 37 << 0;
    QTest::newRow("rank first") << "AS" << 51 << 0;
    QTest::newRow("symbol") << QStringLiteral("\u2665Q") << 36 << 0;
    QTest::newRow("ten as 10") << "D10" << 21 << 0;
}

void TestModel::cardParse()
{
    QFETCH(QString, text);
    QFETCH(int, index);
    QFETCH(int, errorColumn);
    ParseError error;
    const auto card = Card::parse(text, &error);
    if (index < 0) {
        QVERIFY(!card);
        QCOMPARE(error.column, errorColumn);
        QVERIFY(!error.message.isEmpty());
    } else {
        QVERIFY2(card, qPrintable(error.toString()));
        QCOMPARE(card->index(), index);
    }
}

void TestModel::seats()
{
    QCOMPARE(next(Seat::West), Seat::North);
    QCOMPARE(partner(Seat::East), Seat::West);
    QCOMPARE(lho(Seat::South), Seat::West);
    QCOMPARE(rho(Seat::North), Seat::West);
    QVERIFY(isNorthSouth(Seat::South));
    QVERIFY(!isNorthSouth(Seat::East));
}

void TestModel::handParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical"); // empty = error
    QTest::addColumn<int>("errorColumn");
    QTest::newRow("bad rank") << "AKX.T98.765.432"
                              << "" << 3;
    QTest::newRow("too few suits") << "AKQ.T98.765"
                                   << "" << 12;
    QTest::newRow("too many suits") << "A.K.Q.J.T"
                                    << "" << 8;
    QTest::newRow("card twice") << "AKA.T98.765.432"
                                << "" << 3;
    QTest::newRow("plain") << "AKQ.T98.765.432"
                           << "AKQ.T98.765.432" << 0;
    QTest::newRow("ten as 10, lower case") << "akq.1098.765.432"
                                           << "AKQ.T98.765.432" << 0;
    QTest::newRow("spaces") << " AKQ . T98 . 765 . 432 "
                            << "AKQ.T98.765.432" << 0;
    QTest::newRow("void and unordered") << "QKA...2345678"
                                        << "AKQ...8765432" << 0;
}

void TestModel::handParse()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(int, errorColumn);
    ParseError error;
    const auto hand = Hand::parse(text, &error);
    if (canonical.isEmpty()) {
        QVERIFY(!hand);
        QCOMPARE(error.column, errorColumn);
    } else {
        QVERIFY2(hand, qPrintable(error.toString()));
        QCOMPARE(hand->toString(), canonical);
    }
}

void TestModel::handFigures()
{
    // West of record 0: K9.KQT3.743.QJ95 = 3 + 5 + 0 + 3 = 11 HCP, 2-4-3-4.
    const Hand west = *Hand::parse(u"K9.KQT3.743.QJ95");
    QCOMPARE(west.hcp(), 11);
    QCOMPARE(west.shapeText(), QStringLiteral("2-4-3-4"));
    QCOMPARE(west.count(), 13);
    QCOMPARE(west.count(Suit::Hearts), 4);
    QCOMPARE(west.cards().first().toString(), QStringLiteral("SK"));
    QCOMPARE(west.cards().last().toString(), QStringLiteral("C5"));
    // The example of docs/formats.md#deals: North's u64 is 01 09 83 14 08 31 01 00 (little-endian).
    QCOMPARE(Hand::parse(u"J873.J42.Q65.KT2")->bits(), Q_UINT64_C(0x0001310814830901));
}

void TestModel::dealParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("northFirst"); // empty = error
    QTest::addColumn<int>("errorColumn");
    QTest::newRow("bad seat") << "X:AKQ.T98.765.432 - - -"
                              << "" << 1;
    QTest::newRow("three hands") << "N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643"
                                 << "" << 53;
    QTest::newRow("bad rank in East") << "N:J873.J42.Q65.KT2 AT6Z2.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95"
                                      << "" << 23;
    QTest::newRow("record 0") << Record0 << Record0 << 0;
    QTest::newRow("from West") << "W:K9.KQT3.743.QJ95 J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643" << Record0
                               << 0;
    QTest::newRow("unknown hands") << "S:Q4.85.KT9.A87643 - - -"
                                   << "N:- - Q4.85.KT9.A87643 -" << 0;
}

void TestModel::dealParse()
{
    QFETCH(QString, text);
    QFETCH(QString, northFirst);
    QFETCH(int, errorColumn);
    ParseError error;
    const auto deal = Deal::parse(text, &error);
    if (northFirst.isEmpty()) {
        QVERIFY(!deal);
        QCOMPARE(error.column, errorColumn);
    } else {
        QVERIFY2(deal, qPrintable(error.toString()));
        QCOMPARE(deal->toString(), northFirst);
    }
}

void TestModel::dealProblems_data()
{
    QTest::addColumn<QString>("deal");
    QTest::addColumn<QStringList>("problems");
    // The simple text format's first example line (docs/formats.md#simple-text): North and West both hold the ace of
    // clubs and more. Checked by hand: East QJ65 and West AKQJ share HQ HJ;
    // South 876.K432.QJ and West T987.AKQJ.AKQJ share S8 S7 HK DQ DJ; North holds 4+4+5+1 = 14
    // and East 4+4+4+2 = 14 cards.
    QTest::newRow("simple text example line 1")
        << "N:AKQJ.T987.65432.A 5432.QJ65.T987.54 876.K432.QJ.T987 T987.AKQJ.AKQJ.K"
        << QStringList { QStringLiteral("\u2665Q \u2665J held by East and West"),
               QStringLiteral("\u2660"
                              "8 \u2660"
                              "7 \u2665K \u2666Q \u2666J held by South and West"),
               QStringLiteral("North holds 14 cards"), QStringLiteral("East holds 14 cards"),
               QStringLiteral("the hands hold different numbers of cards (N 14, E 14, S 13, W 13)") };
    QTest::newRow("complete") << Record0 << QStringList();
    QTest::newRow("end position") << "N:A.K.. Q.J.. K.A.. J.Q.." << QStringList();
}

void TestModel::dealProblems()
{
    QFETCH(QString, deal);
    QFETCH(QStringList, problems);
    const Deal d = *Deal::parse(deal);
    const auto found = d.problems();
    if (problems.isEmpty()) {
        QVERIFY(found.isEmpty());
        QVERIFY(d.isValid());
        return;
    }
    QVERIFY(!d.isValid());
    QStringList messages;
    for (const DealProblem &p : found)
        messages << p.message;
    QCOMPARE(messages, problems);
}

void TestModel::dealCompleteAndRotate()
{
    // A card in two hands: the exact card and seats are named.
    Deal dup = *Deal::parse(u"N:AKQJ.T987.65432.A 5432.QJ65.T987.54 876.K432.QJ.T987 T987.AKQJ.AKQJ.K");
    const auto problems = dup.problems();
    bool foundClubAce = false;
    for (const DealProblem &p : problems) {
        if (p.kind == DealProblem::Kind::Duplicated && p.cards.contains(*Card::parse(u"HA"))) {
            // Hearts AKQJ are in West only; the ace of hearts is not duplicated.
            QFAIL("HA reported duplicated");
        }
        if (p.kind == DealProblem::Kind::Duplicated && p.cards.contains(*Card::parse(u"HQ"))) {
            // Hearts: East QJ65 and West AKQJ share the queen and jack.
            QCOMPARE(p.seatMask, quint8((1 << int(Seat::East)) | (1 << int(Seat::West))));
            QCOMPARE(p.cards.count(), 2);
            foundClubAce = true;
        }
    }
    QVERIFY(foundClubAce);
    // Unequal counts: North 14 cards (the simple text example's line 1 lists 14 for North).
    bool unequal = false;
    for (const DealProblem &p : problems)
        unequal |= p.kind == DealProblem::Kind::UnequalCounts || p.kind == DealProblem::Kind::TooManyCards;
    QVERIFY(unequal);

    Deal d = *Deal::parse(Record0);
    QVERIFY(d.isComplete());
    const Hand south = d.hand(Seat::South);
    d.setHandKnown(Seat::South, false);
    QVERIFY(!d.isComplete());
    QVERIFY(d.completeFourthHand());
    QCOMPARE(d.hand(Seat::South), south);
    const Deal r = d.rotated(1);
    QCOMPARE(r.hand(Seat::East), d.hand(Seat::North));
    QCOMPARE(r.hand(Seat::North), d.hand(Seat::West));
}

void TestModel::callParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<bool>("alerted");
    QTest::newRow("level 8") << "8C"
                             << "" << false;
    QTest::newRow("no strain") << "3"
                               << "" << false;
    QTest::newRow("1NT") << "1NT"
                         << "1NT" << false;
    QTest::newRow("1N") << "1N"
                        << "1NT" << false;
    QTest::newRow("P") << "P"
                       << "P" << false;
    QTest::newRow("Pass") << "Pass"
                          << "P" << false;
    QTest::newRow("X") << "X"
                       << "X" << false;
    QTest::newRow("D") << "D"
                       << "X" << false;
    QTest::newRow("XX") << "XX"
                        << "XX" << false;
    QTest::newRow("R") << "R"
                       << "XX" << false;
    QTest::newRow("alerted 2C") << "2c!"
                                << "2C" << true;
}

void TestModel::callParse()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(bool, alerted);
    ParseError error;
    const auto call = Call::parse(text, &error);
    if (canonical.isEmpty()) {
        QVERIFY(!call);
        QVERIFY(error.column > 0);
        return;
    }
    QVERIFY2(call, qPrintable(error.toString()));
    QCOMPARE(call->toString(), canonical);
    QCOMPARE(call->isAlerted(), alerted);
    QCOMPARE(Call::fromCode(call->code())->toString(), canonical);
}

void TestModel::auctionLegality_data()
{
    QTest::addColumn<int>("dealer");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("problem"); // empty = legal
    QTest::newRow("insufficient") << int(Seat::North) << "1C P 3C 2H"
                                  << "call 4, 2H by West, is insufficient after 3C";
    QTest::newRow("issue example") << int(Seat::West) << "P 1C P 3C 2H"
                                   << "call 5, 2H by West, is insufficient after 3C";
    QTest::newRow("double own side") << int(Seat::North) << "1C P X"
                                     << "call 3, X by South, doubles partner's bid";
    QTest::newRow("double nothing") << int(Seat::North) << "X"
                                    << "call 1, X by North, doubles when nobody has bid";
    QTest::newRow("redouble undoubled") << int(Seat::North) << "1C XX"
                                        << "call 2, XX by East, redoubles without a double to redouble";
    QTest::newRow("redouble own double") << int(Seat::North) << "1C X P XX"
                                         << "call 4, XX by West, redoubles the opponents' contract";
    QTest::newRow("double twice") << int(Seat::North) << "1C X P P X"
                                  << "call 5, X by North, doubles partner's bid";
    QTest::newRow("after the end") << int(Seat::North) << "1C P P P 1D"
                                   << "call 5, 1D by North, comes after the end of the auction";
    QTest::newRow("legal example board") << int(Seat::North) << "P 1S P 1NT P 2H P 4H P P P"
                                         << "";
    QTest::newRow("legal redouble") << int(Seat::East) << "1NT X XX P P P"
                                    << "";
}

void TestModel::auctionLegality()
{
    QFETCH(int, dealer);
    QFETCH(QString, calls);
    QFETCH(QString, problem);
    const Auction a = auctionOf(calls, static_cast<Seat>(dealer));
    const auto found = a.validate();
    if (problem.isEmpty())
        QVERIFY2(!found, qPrintable(found.value_or(QString())));
    else
        QCOMPARE(found.value_or(QString()), problem);
}

void TestModel::auctionContract_data()
{
    QTest::addColumn<int>("dealer");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("contract"); // "" = not complete
    QTest::addColumn<int>("declarer");
    QTest::newRow("incomplete") << int(Seat::North) << "1C P P"
                                << "" << 0;
    // docs/formats.md#example-board: 4H by East.
    QTest::newRow("example board") << int(Seat::North) << "P 1S P 1NT P 2H P 4H P P P"
                                   << "4H" << int(Seat::East);
    QTest::newRow("passed out") << int(Seat::South) << "P P P P"
                                << "Pass" << 0;
    // Declarer is the first of the side to name the strain: North opened 1S, South raised.
    QTest::newRow("first to name") << int(Seat::North) << "1S P 4S P P P"
                                   << "4S" << int(Seat::North);
    QTest::newRow("doubled") << int(Seat::North) << "1S X P P P"
                             << "1SX" << int(Seat::North);
    QTest::newRow("redoubled") << int(Seat::East) << "1NT X XX P P P"
                               << "1NTXX" << int(Seat::East);
    QTest::newRow("double wiped by bid") << int(Seat::North) << "1S X 2S P P P"
                                         << "2S" << int(Seat::North);
}

void TestModel::auctionContract()
{
    QFETCH(int, dealer);
    QFETCH(QString, calls);
    QFETCH(QString, contract);
    QFETCH(int, declarer);
    const Auction a = auctionOf(calls, static_cast<Seat>(dealer));
    const auto c = a.contract();
    if (contract.isEmpty()) {
        QVERIFY(!a.isComplete());
        QVERIFY(!c);
        return;
    }
    QVERIFY(a.isComplete());
    QVERIFY(c);
    QCOMPARE(c->toString(), contract);
    if (!c->isPassedOut())
        QCOMPARE(int(c->declarer), declarer);
}

void TestModel::boardCycle_data()
{
    QTest::addColumn<int>("board");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<int>("vulnerability");
    // The standard duplicate cycle (Laws of Duplicate Bridge, Law 2).
    QTest::newRow("1") << 1 << int(Seat::North) << int(Vulnerability::None);
    QTest::newRow("2") << 2 << int(Seat::East) << int(Vulnerability::NorthSouth);
    QTest::newRow("4") << 4 << int(Seat::West) << int(Vulnerability::All);
    QTest::newRow("7") << 7 << int(Seat::South) << int(Vulnerability::All);
    QTest::newRow("13") << 13 << int(Seat::North) << int(Vulnerability::All);
    QTest::newRow("16") << 16 << int(Seat::West) << int(Vulnerability::EastWest);
    QTest::newRow("17") << 17 << int(Seat::North) << int(Vulnerability::None);
    QTest::newRow("32") << 32 << int(Seat::West) << int(Vulnerability::EastWest);
}

void TestModel::boardCycle()
{
    QFETCH(int, board);
    QFETCH(int, dealer);
    QFETCH(int, vulnerability);
    QCOMPARE(int(dealerOfBoard(board)), dealer);
    QCOMPARE(int(vulnerabilityOfBoard(board)), vulnerability);
}

void TestModel::score_data()
{
    QTest::addColumn<QString>("contract");
    QTest::addColumn<int>("tricks");
    QTest::addColumn<bool>("vulnerable");
    QTest::addColumn<int>("score");
    // Law 77 scoring table; the first five rows are the issue's own examples.
    QTest::newRow("1NTX-1 not vul") << "1NTX" << 6 << false << -100;
    QTest::newRow("4H= not vul") << "4H" << 10 << false << 420;
    QTest::newRow("3NT+1 vul") << "3NT" << 10 << true << 630;
    QTest::newRow("7NTXX= vul") << "7NTXX" << 13 << true << 2980;
    QTest::newRow("2CX= not vul") << "2CX" << 8 << false << 180;
    QTest::newRow("passed out") << "Pass" << 0 << false << 0;
    QTest::newRow("1C+2 not vul") << "1C" << 9 << false << 110;
    QTest::newRow("6S= vul") << "6S" << 12 << true << 1430;
    QTest::newRow("7C= not vul") << "7C" << 13 << false << 1440;
    QTest::newRow("4SX+1 vul") << "4SX" << 11 << true << 990;
    QTest::newRow("3NTX-4 not vul") << "3NTX" << 5 << false << -800;
    QTest::newRow("3NTX-4 vul") << "3NTX" << 5 << true << -1100;
    QTest::newRow("2HXX-2 not vul") << "2HXX" << 6 << false << -600;
    QTest::newRow("4H-2 vul") << "4H" << 8 << true << -200;
    QTest::newRow("1NTXX= not vul") << "1NTXX" << 7 << false << 560;
}

void TestModel::score()
{
    QFETCH(QString, contract);
    QFETCH(int, tricks);
    QFETCH(bool, vulnerable);
    QFETCH(int, score);
    const auto c = Contract::parse(contract);
    QVERIFY(c);
    QCOMPARE(Score::duplicate(*c, tricks, vulnerable), score);
}

void TestModel::imps_data()
{
    QTest::addColumn<int>("difference");
    QTest::addColumn<int>("imps");
    // WBF IMP scale.
    QTest::newRow("10") << 10 << 0;
    QTest::newRow("20") << 20 << 1;
    QTest::newRow("-50") << -50 << -2;
    QTest::newRow("420-170=250") << 250 << 6;
    QTest::newRow("620") << 620 << 12;
    QTest::newRow("1430") << 1430 << 16;
    QTest::newRow("3990") << 3990 << 23;
    QTest::newRow("4000") << 4000 << 24;
    QTest::newRow("7000") << 7000 << 24;
}

void TestModel::imps()
{
    QFETCH(int, difference);
    QFETCH(int, imps);
    QCOMPARE(Score::imps(difference), imps);
}

void TestModel::playLegality_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("problem");
    // Example board, 4H by East: South leads.
    QTest::newRow("not in hand") << "CK"
                                 << "card 1, CK by South, is not in South's hand";
    QTest::newRow("revoke") << "CA D3"
                            << "card 2, D3 by West, does not follow suit (West still holds \u2663)";
    QTest::newRow("played twice") << "CA C5 C2 H6 CA"
                                  << "card 5, CA by East, is not in East's hand";
    QTest::newRow("example trick") << "CA C5 C2 H6"
                                   << "";
    QTest::newRow("ruff then lead") << "CA C5 C2 H6 SA S4 S9 S3"
                                    << "";
}

void TestModel::playLegality()
{
    QFETCH(QString, cards);
    QFETCH(QString, problem);
    Board b;
    b.setNumberWithCycle(1);
    b.setDeal(*Deal::parse(Record0));
    b.setAuction(auctionOf(QStringLiteral("P 1S P 1NT P 2H P 4H P P P")));
    QList<Card> played;
    for (const QString &c : cards.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        played << *Card::parse(c);
    b.setPlayedCards(played);
    const auto found = b.play().validate();
    if (problem.isEmpty())
        QVERIFY2(!found, qPrintable(found.value_or(QString())));
    else
        QCOMPARE(found.value_or(QString()), problem);
}

void TestModel::playTricks()
{
    Play p(*Deal::parse(Record0), Strain::Hearts, Seat::South);
    QCOMPARE(p.toMove(), Seat::South);
    QVERIFY(p.play(*Card::parse(u"CA")));
    QCOMPARE(p.toMove(), Seat::West);
    QVERIFY(!p.play(*Card::parse(u"D3"))); // West holds clubs
    QCOMPARE(p.legalCards().size(), 4); // QJ95 of clubs
    QVERIFY(p.play(*Card::parse(u"C5")));
    QVERIFY(p.play(*Card::parse(u"C2")));
    QVERIFY(p.play(*Card::parse(u"H6"))); // East is void in clubs and ruffs
    QCOMPARE(p.completedTricks(), 1);
    QCOMPARE(p.winnerOf(0), Seat::East);
    QCOMPARE(p.toMove(), Seat::East);
    QCOMPARE(p.tricksWon(Seat::West), 1);
    QCOMPARE(p.tricksWon(Seat::North), 0);
    QCOMPARE(p.remaining(Seat::East).count(), 12);
    QVERIFY(!p.remaining(Seat::South).contains(*Card::parse(u"CA")));
    // Without trumps the ace of clubs wins.
    Play nt(*Deal::parse(Record0), Strain::NoTrump, Seat::South);
    for (const char *c : { "CA", "C5", "C2", "H6" })
        QVERIFY(nt.play(*Card::parse(QString::fromLatin1(c))));
    QCOMPARE(nt.winnerOf(0), Seat::South);
}

void TestModel::playPartialDeal()
{
    // A two-card end position, spades trumps, West to lead.
    Play p(*Deal::parse(u"N:A.K.. Q.J.. K.A.. .Q..2"), Strain::Spades, Seat::West);
    QCOMPARE(p.totalTricks(), 2);
    QVERIFY(p.play(*Card::parse(u"HQ")));
    QVERIFY(p.play(*Card::parse(u"HK")));
    QVERIFY(p.play(*Card::parse(u"HJ")));
    QVERIFY(p.play(*Card::parse(u"HA")));
    QCOMPARE(p.winnerOf(0), Seat::South);
    QVERIFY(p.play(*Card::parse(u"SK")));
    QVERIFY(p.play(*Card::parse(u"C2")));
    QVERIFY(p.play(*Card::parse(u"SA")));
    QVERIFY(p.play(*Card::parse(u"SQ")));
    QVERIFY(p.isFinished());
    QCOMPARE(p.tricksWon(Seat::North), 2);
    QVERIFY(!p.isLegal(*Card::parse(u"SA")));
}

void TestModel::doubleDummyGiblib()
{
    // docs/formats.md#giblib: record 0 in giblib is ...:44444444322243436666, and declarer tricks
    // (NT,S,H,D,C) N 4,4,2,3,6  E 9,9,10,9,7  S 4,4,2,3,6  W 9,9,11,9,7.
    const QString gib = QStringLiteral("44444444322243436666");
    DoubleDummyTable t;
    const Seat leaders[] = { Seat::South, Seat::East, Seat::North, Seat::West };
    for (int i = 0; i < 20; ++i)
        t.setNorthSouthTricksWhenLeading(StrainsNoTrumpFirst[i / 4], leaders[i % 4], gib[i].digitValue());
    const int expected[4][5] = { { 4, 4, 2, 3, 6 }, { 9, 9, 10, 9, 7 }, { 4, 4, 2, 3, 6 }, { 9, 9, 11, 9, 7 } };
    for (Seat s : AllSeats) {
        for (int k = 0; k < 5; ++k)
            QCOMPARE(t.tricks(s, StrainsNoTrumpFirst[k]).value_or(-1), expected[int(s)][k]);
    }
    QVERIFY(t.isComplete());
    QCOMPARE(t.northSouthTricksWhenLeading(Strain::Hearts, Seat::North).value_or(-1), 2);
    DoubleDummyTable empty;
    QVERIFY(empty.isEmpty());
    QVERIFY(!empty.tricks(Seat::North, Strain::NoTrump));
}

void TestModel::boardContents()
{
    Board b;
    b.setNumberWithCycle(5);
    b.setDeal(*Deal::parse(Record0));
    QCOMPARE(b.contents(), BoardContents(BoardContent::Deal) | BoardContent::Number);
    b.setVulnerability(Vulnerability::All); // board 5 is NS in the cycle
    QVERIFY(b.contents() & BoardContent::DealerVulnerability);
    b.setAuction(auctionOf(QStringLiteral("1S P P P"), b.dealer()));
    QVERIFY(b.contents() & BoardContent::Auction);
    QCOMPARE(b.contract()->declarer, Seat::North);
    b.setResult(8);
    // 1S+1 by North, vulnerable: 110 for North-South.
    QCOMPARE(b.scoreNorthSouth().value_or(0), 110);
    QVERIFY(b.problems().isEmpty());
}

void TestModel::boardClear_data()
{
    QTest::addColumn<bool>("filled");
    QTest::newRow("an empty board stays empty") << false;
    QTest::newRow("every member set") << true;
}

void TestModel::boardClear()
{
    // clear() and resetButTexts() name the members one by one: each must end as in Board().
    QFETCH(bool, filled);
    Board b;
    if (filled) {
        b.setNumber(7);
        b.setDealer(Seat::South);
        b.setVulnerability(Vulnerability::All);
        b.setDeal(*Deal::parse(Record0));
        b.auction().calls() << Call::bid(1, Strain::Spades) << Call::pass();
        b.setExplicitContract(Contract { 4, Strain::Hearts, Doubling::Doubled, Seat::East });
        b.setPlayContext(Strain::Hearts, Seat::South);
        b.setPlayedCards({ Card::fromIndex(51), Card::fromIndex(12) });
        b.setPlayIrregularities({ { 1, Irregularity::Revoke } });
        b.setClaim(9);
        b.setResultFromPlay(10);
        b.doubleDummy().setTricks(Seat::North, Strain::NoTrump, 9);
        b.setPar(QStringLiteral("NS 420"));
        b.setEvent(QStringLiteral("Event"));
        b.setSite(QStringLiteral("Site"));
        b.setDate(QStringLiteral("2026.11.25"));
        for (Seat s : AllSeats)
            b.setPlayer(s, seatName(s));
        b.setRoom(Room::Closed);
        b.setTitle(QStringLiteral("Title"));
        b.setComments({ QStringLiteral("comment") });
        b.setExtraTags({ { QStringLiteral("Tag"), QStringLiteral("value") } });
        b.setFileDirectives({ QStringLiteral("% PBN 2.1") });
        b.setDirectives({ QStringLiteral("% directive") });
        QVERIFY(b != Board());
    }

    Board cleared = b;
    cleared.clear();
    QVERIFY(cleared == Board());
    QVERIFY(!cleared.resultFromPlay()); // operator== leaves it out
    QCOMPARE(cleared.auction().dealer(), Seat::North);

    Board reset = b;
    reset.resetButTexts();
    Board expected;
    expected.setEvent(b.event());
    expected.setSite(b.site());
    expected.setDate(b.date());
    for (Seat s : AllSeats)
        expected.setPlayer(s, b.player(s));
    QVERIFY(reset == expected);
    QVERIFY(!reset.resultFromPlay());
    QCOMPARE(reset.auction().dealer(), Seat::North);
}

void TestModel::boardTextBytes()
{
    Board b;
    QCOMPARE(b.textBytes(), 0);
    b.setEvent(QStringLiteral("Club")); // 4 characters, 2 bytes each
    b.setPlayer(Seat::West, QStringLiteral("Di"));
    b.setComments({ QStringLiteral("one"), QStringLiteral("two") });
    b.setExtraTags({ { QStringLiteral("Venue"), QStringLiteral("Hall") } });
    b.setAuction(auctionOf(QStringLiteral("1C P")));
    b.auction().calls()[0].setExplanation(QStringLiteral("2+ clubs"));
    QCOMPARE(b.textBytes(), 2 * (4 + 2 + 6 + 9 + 8));
    b.clear();
    QCOMPARE(b.textBytes(), 0);
}

void TestModel::shownText_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain text, unchanged") << QStringLiteral("NS 024") << QStringLiteral("NS 024");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("tab and line feed kept") << QStringLiteral("a\tb\nc") << QStringLiteral("a\tb\nc");
    QTest::newRow("right-to-left letters kept")
        << QStringLiteral("\u05D0\u05D1 12") << QStringLiteral("\u05D0\u05D1 12");
    QTest::newRow("override dropped") << QStringLiteral("NS \u202E024\u202C") << QStringLiteral("NS 024");
    QTest::newRow("embeddings dropped") << QStringLiteral("\u202Aa\u202Bb\u202Cc\u202Dd") << QStringLiteral("abcd");
    QTest::newRow("isolates dropped") << QStringLiteral("\u2066a\u2067b\u2068c\u2069") << QStringLiteral("abc");
    QTest::newRow("marks dropped") << QStringLiteral("\u200Ea\u200Fb\u061Cc") << QStringLiteral("abc");
    QTest::newRow("escape") << QStringLiteral("a\x1B[2Jb") << QStringLiteral("a\\x1b[2Jb");
    QTest::newRow("nul, carriage return, delete")
        << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b\rc\x7F")) << QStringLiteral("a\\x00b\\x0dc\\x7f");
    QTest::newRow("C1 control") << QStringLiteral("a\u0085b\u009Fc") << QStringLiteral("a\\x85b\\x9fc");
    QTest::newRow("Latin-1 letters kept")
        << QStringLiteral("Ren\u00E9e \u00A0x") << QStringLiteral("Ren\u00E9e \u00A0x");
}

void TestModel::shownText()
{
    QFETCH(QString, stored);
    QFETCH(QString, shown);
    QCOMPARE(Kibitz::shownText(stored), shown);
    QCOMPARE(Kibitz::shownText(shown), shown); // shown once is shown as it is
}

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
