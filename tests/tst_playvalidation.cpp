// Play and Auction keep their legality state as cards and calls are added (linear in the cards).
// These tests hold them to the rules stated the slow way, from the first card for every card,
// on random plays and auctions with illegal cards and calls mixed in: every answer must match.
#include "model/auction.h"
#include "model/board.h"
#include "model/call.h"
#include "model/card.h"
#include "model/deal.h"
#include "model/hand.h"
#include "model/play.h"

#include <QCoreApplication>
#include <QTest>

#include <algorithm>
#include <array>
#include <bit>
#include <random>

using namespace Kibitz;

namespace {

// --- the rules from the start of the play, for every question (what Play answered before) ---

struct SlowPlay
{
    Deal deal;
    Strain trump;
    Seat leader;
    QList<Card> cards;

    int totalTricks() const
    {
        int most = 0;
        for (Seat s : AllSeats)
            most = std::max(most, int(std::popcount(deal.hand(s).bits())));
        return most;
    }
    Seat leaderOf(int trick) const { return trick == 0 ? leader : winnerOf(trick - 1); }
    Seat winnerOf(int trick) const
    {
        const int first = trick * 4;
        int best = first;
        const auto trumpSuit = Kibitz::trumpSuit(trump);
        for (int i = first + 1; i < first + 4 && i < int(cards.size()); ++i) {
            const Card c = cards[i];
            const Card b = cards[best];
            if (c.suit() == b.suit() ? c.rank() > b.rank() : (trumpSuit && c.suit() == *trumpSuit))
                best = i;
        }
        return advance(leaderOf(trick), best - first);
    }
    Seat seatOf(int index) const { return advance(leaderOf(index / 4), index % 4); }
    std::optional<QString> whyIllegalAt(int index, Card card) const
    {
        if (index >= totalTricks() * 4)
            return QStringLiteral("comes after the last trick");
        const Seat seat = seatOf(index);
        Hand hand = deal.hand(seat);
        for (int i = 0; i < index; ++i)
            hand.remove(cards[i]);
        if (!hand.contains(card)) {
            if (deal.hand(seat).contains(card))
                return QStringLiteral("was already played");
            return QStringLiteral("is not in %1's hand").arg(seatName(seat));
        }
        if (index % 4 != 0) {
            const Suit led = cards[index - index % 4].suit();
            if (card.suit() != led && std::popcount(hand.suitBits(led)) > 0)
                return QStringLiteral("does not follow suit (%1 still holds %2)").arg(seatName(seat), suitSymbol(led));
        }
        return std::nullopt;
    }
    std::optional<QString> validate() const
    {
        for (int i = 0; i < int(cards.size()); ++i) {
            if (const auto why = whyIllegalAt(i, cards[i]))
                return QStringLiteral("card %1, %2 by %3, %4")
                    .arg(i + 1)
                    .arg(cards[i].toString(), seatName(seatOf(i)), *why);
        }
        return std::nullopt;
    }
    int tricksWon(Seat seat) const
    {
        int n = 0;
        for (int t = 0; t < int(cards.size()) / 4; ++t)
            n += isNorthSouth(winnerOf(t)) == isNorthSouth(seat);
        return n;
    }
};

// --- the rules of the auction from the first call, for every call ---

std::optional<QString> slowWhyIllegal(const Auction &a, int index, const Call &call)
{
    int lastBid = -1;
    int doubling = 0;
    int passes = 0;
    for (int i = 0; i < index; ++i) {
        const Call &c = a.calls()[i];
        if (c.isPass()) {
            ++passes;
            continue;
        }
        passes = 0;
        if (c.isBid()) {
            lastBid = i;
            doubling = 0;
        } else {
            doubling = c.type() == Call::Type::Double ? 1 : 2;
        }
    }
    if ((lastBid < 0 && index >= 4 && passes >= 4) || (lastBid >= 0 && passes >= 3))
        return QStringLiteral("comes after the end of the auction");
    const bool byOpponents = lastBid >= 0 && isNorthSouth(a.seatOf(lastBid)) != isNorthSouth(a.seatOf(index));
    switch (call.type()) {
    case Call::Type::Pass:
        return std::nullopt;
    case Call::Type::Bid:
        if (call.level() < 1 || call.level() > 7)
            return QStringLiteral("is not a bid of level 1 to 7");
        if (lastBid >= 0 && call.bidRank() <= a.calls()[lastBid].bidRank())
            return QStringLiteral("is insufficient after %1").arg(a.calls()[lastBid].toString());
        return std::nullopt;
    case Call::Type::Double:
        if (lastBid < 0)
            return QStringLiteral("doubles when nobody has bid");
        if (!byOpponents)
            return QStringLiteral("doubles partner's bid");
        if (doubling != 0)
            return QStringLiteral("doubles a bid that is already doubled");
        return std::nullopt;
    case Call::Type::Redouble:
        if (doubling != 1)
            return QStringLiteral("redoubles without a double to redouble");
        if (byOpponents)
            return QStringLiteral("redoubles the opponents' contract");
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<QString> slowValidate(const Auction &a)
{
    for (int i = 0; i < a.size(); ++i) {
        if (const auto why = slowWhyIllegal(a, i, a.calls()[i]))
            return QStringLiteral("call %1, %2 by %3, %4")
                .arg(i + 1)
                .arg(a.calls()[i].toString(), seatName(a.seatOf(i)), *why);
    }
    return std::nullopt;
}

// A deal of @p perHand cards each (13: complete; fewer: an end position), or with one hand a card
// short when @p unequal.
Deal randomDeal(std::mt19937 &random, int perHand, bool duplicated)
{
    std::array<int, 52> deck {};
    for (int i = 0; i < 52; ++i)
        deck[size_t(i)] = i;
    std::shuffle(deck.begin(), deck.end(), random);
    Deal deal;
    for (int s = 0; s < 4; ++s) {
        Hand h;
        for (int k = 0; k < perHand; ++k)
            h.add(Card::fromIndex(deck[size_t(s * perHand + k)]));
        deal.setHand(static_cast<Seat>(s), h);
    }
    if (duplicated) // one card in two hands
        deal.setHand(Seat::East, deal.hand(Seat::East) | Hand(quint64(1) << deck[0]));
    return deal;
}

Card randomCard(std::mt19937 &random)
{
    return Card::fromIndex(int(random() % 52));
}

// Auction::contract() as isComplete(), isPassedOut() and currentContract() give it.
std::optional<Contract> slowContract(const Auction &a)
{
    if (!a.isComplete())
        return std::nullopt;
    if (a.isPassedOut())
        return Contract::passedOut();
    return a.currentContract();
}

// Board::problems() as it was before Board::hasProblems(): every check, messages and all.
QStringList slowProblems(const Board &b)
{
    QStringList result;
    for (const DealProblem &p : b.deal().problems())
        result << p.message;
    if (const auto why = b.auction().validate())
        result << QStringLiteral("auction: %1").arg(*why);
    else if (const auto ended = slowContract(b.auction());
             ended && b.explicitContract() && !(*ended == *b.explicitContract()))
        result << QStringLiteral("the auction ends in %1 but the contract stated is %2; %2 is used")
                      .arg(ended->toDisplayString(), b.explicitContract()->toDisplayString());
    if (!b.playedCards().isEmpty() && b.deal().isValid()) {
        const std::optional<Contract> c = b.explicitContract() ? b.explicitContract() : slowContract(b.auction());
        const bool contracted = c && !c->isPassedOut();
        Play play(b.deal(), contracted ? c->strain : b.playTrump().value_or(Strain::NoTrump),
            contracted ? lho(c->declarer) : b.playLeader().value_or(Seat::West));
        play.setIrregularities(b.playIrregularities());
        for (Card card : b.playedCards())
            play.append(card);
        if (const auto why = play.validate())
            result << QStringLiteral("play: %1").arg(*why);
    }
    if (b.result() && (*b.result() < 0 || *b.result() > 13))
        result << QStringLiteral("result of %1 tricks").arg(*b.result());
    return result;
}

} // namespace

class TestPlayValidation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void playAgreesWithTheRules_data();
    void playAgreesWithTheRules();
    void auctionAgreesWithTheRules_data();
    void auctionAgreesWithTheRules();
    void dealValidityAgreesWithProblems();
    void boardProblemsAgreeWithTheSlowWay();
};

void TestPlayValidation::initTestCase()
{
    // Messages are compared with the rules' English text: no catalogue is installed.
    QVERIFY(QCoreApplication::instance());
}

void TestPlayValidation::playAgreesWithTheRules_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("perHand");
    QTest::addColumn<bool>("duplicated");
    QTest::addColumn<int>("illegalPerMille"); // chance of an illegal card in place of a legal one
    QTest::addColumn<int>("extraCards"); // cards past the last trick
    QTest::newRow("illegal cards often, complete deals") << 1 << 13 << false << 150 << 0;
    QTest::newRow("legal plays only, complete deals") << 2 << 13 << false << 0 << 0;
    QTest::newRow("an illegal card now and then") << 3 << 13 << false << 20 << 0;
    QTest::newRow("end positions of 5 cards") << 4 << 5 << false << 100 << 0;
    QTest::newRow("a card held twice") << 5 << 13 << true << 50 << 0;
    QTest::newRow("a play running on past 16 tricks") << 6 << 13 << false << 100 << 20;
}

void TestPlayValidation::playAgreesWithTheRules()
{
    QFETCH(int, seed);
    QFETCH(int, perHand);
    QFETCH(bool, duplicated);
    QFETCH(int, illegalPerMille);
    QFETCH(int, extraCards);
    std::mt19937 random { uint(seed) };
    for (int round = 0; round < 300; ++round) {
        const Deal deal = randomDeal(random, perHand, duplicated);
        const Strain trump = static_cast<Strain>(random() % 5);
        const Seat leader = static_cast<Seat>(random() % 4);
        Play play(deal, trump, leader);
        SlowPlay slow { deal, trump, leader, {} };
        // Past the last trick now and then: a file may hold more cards than the deal.
        const int length = perHand * 4 + extraCards + int(random() % 3) - 1;
        for (int n = 0; n < length; ++n) {
            const QList<Card> legal = play.legalCards();
            Card card;
            if (legal.isEmpty() || int(random() % 1000) < illegalPerMille)
                card = randomCard(random);
            else
                card = legal[qsizetype(random() % quint32(legal.size()))];
            // The same questions before the card, then append it.
            QCOMPARE(play.whyIllegal(card), slow.whyIllegalAt(n, card));
            play.append(card);
            slow.cards.append(card);
            QCOMPARE(play.validate(), slow.validate());
            QCOMPARE(play.toMove(), slow.seatOf(n + 1));
            QCOMPARE(play.tricksWon(Seat::North), slow.tricksWon(Seat::North));
            QCOMPARE(play.tricksWon(Seat::West), slow.tricksWon(Seat::West));
            if (random() % 7 == 0) {
                // Undo and play another card (a card of an editor's choice).
                play.undo();
                slow.cards.removeLast();
                QCOMPARE(play.validate(), slow.validate());
                const Card other = randomCard(random);
                play.append(other);
                slow.cards.append(other);
                QCOMPARE(play.validate(), slow.validate());
            }
        }
        QCOMPARE(play.totalTricks(), slow.totalTricks());
        for (int i = 0; i <= play.size() + 4; ++i)
            QCOMPARE(play.seatOf(i), slow.seatOf(i));
        for (int t = 0; t <= play.size() / 4 + 1; ++t) {
            QCOMPARE(play.winnerOf(t), slow.winnerOf(t));
            QCOMPARE(play.leaderOf(t), slow.leaderOf(t));
        }
        for (Seat s : AllSeats) {
            Hand remaining = deal.hand(s);
            for (Card c : slow.cards)
                remaining.remove(c);
            QCOMPARE(play.remaining(s), remaining);
        }
        // A copy answers alike, so does the play given all its cards at once (as Board::play() does),
        // and undoing to the start gives a play without problems.
        const Play copy = play;
        QCOMPARE(copy.validate(), slow.validate());
        Play bulk(deal, trump, leader);
        bulk.append(slow.cards);
        QCOMPARE(bulk.validate(), slow.validate());
        QCOMPARE(bulk.toMove(), slow.seatOf(int(slow.cards.size())));
        QCOMPARE(bulk.tricksWon(Seat::East), slow.tricksWon(Seat::East));
        for (int t = 0; t <= bulk.size() / 4; ++t)
            QCOMPARE(bulk.winnerOf(t), slow.winnerOf(t));
        Play split(deal, trump, leader); // a trick begun card by card, the rest at once
        split.append(slow.cards.mid(0, 2));
        split.append(slow.cards.mid(2));
        QCOMPARE(split.validate(), slow.validate());
        QCOMPARE(split.toMove(), bulk.toMove());
        while (play.size() > 0)
            play.undo();
        QVERIFY(!play.validate());
        QCOMPARE(play.toMove(), leader);
    }
}

void TestPlayValidation::auctionAgreesWithTheRules_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("illegalPerMille");
    QTest::newRow("illegal calls often") << 11 << 250;
    QTest::newRow("legal auctions only") << 12 << 0;
    QTest::newRow("an illegal call now and then") << 13 << 40;
}

void TestPlayValidation::auctionAgreesWithTheRules()
{
    QFETCH(int, seed);
    QFETCH(int, illegalPerMille);
    std::mt19937 random { uint(seed) };
    for (int round = 0; round < 2000; ++round) {
        Auction auction(static_cast<Seat>(random() % 4));
        const int length = int(random() % 24);
        for (int n = 0; n < length; ++n) {
            Call call;
            const QList<Call> legal = auction.legalCalls();
            if (legal.isEmpty() || int(random() % 1000) < illegalPerMille) {
                const int kind = int(random() % 4);
                call = kind == 0 ? Call::pass()
                    : kind == 1  ? Call::dbl()
                    : kind == 2  ? Call::redbl()
                                 : Call::bid(int(random() % 9), static_cast<Strain>(random() % 5));
            } else {
                // Passes are likelier, so that auctions end.
                call = random() % 2 ? Call::pass() : legal[qsizetype(random() % quint32(legal.size()))];
            }
            QCOMPARE(auction.whyIllegal(call), slowWhyIllegal(auction, n, call));
            auction.append(call);
            QCOMPARE(auction.validate(), slowValidate(auction));
        }
        const bool valid = !slowValidate(auction);
        const bool over = bool(slowWhyIllegal(auction, auction.size(), Call::pass()));
        QCOMPARE(auction.isComplete(), valid && over);
        QVERIFY(auction.contract() == slowContract(auction));
    }
}

void TestPlayValidation::dealValidityAgreesWithProblems()
{
    // Deal::isValid() answers without building problems(): the two must agree on valid deals, end
    // positions, unknown hands, cards held twice, hands too long or of different sizes, missing cards.
    std::mt19937 random { 21 };
    for (int round = 0; round < 20000; ++round) {
        Deal deal = randomDeal(random, int(random() % 14), random() % 4 == 0);
        switch (random() % 5) {
        case 0:
            deal.setHandKnown(static_cast<Seat>(random() % 4), false);
            break;
        case 1:
            deal.setHand(static_cast<Seat>(random() % 4), Hand(random() | (quint64(random()) << 32)));
            break;
        case 2:
            deal.setHand(Seat::West, deal.hand(Seat::West) | Hand(quint64(1) << (random() % 52)));
            break;
        case 3:
            deal.setHand(Seat::South, Hand(deal.hand(Seat::South).bits() & (deal.hand(Seat::South).bits() - 1)));
            break;
        default:
            break;
        }
        QCOMPARE(deal.isValid(), deal.problems().isEmpty());
    }
}

void TestPlayValidation::boardProblemsAgreeWithTheSlowWay()
{
    // Board::problems() returns at once when hasProblems() finds none, and both find the contract
    // once: they must say what the checks one by one say, on boards with and without problems of
    // every kind (deal, auction, stated contract, play, result) and with accepted irregularities.
    std::mt19937 random { 31 };
    int withProblems = 0;
    for (int round = 0; round < 5000; ++round) {
        Board board;
        const int perHand = random() % 3 == 0 ? int(random() % 14) : 13;
        board.setDeal(randomDeal(random, perHand, random() % 8 == 0));
        board.setDealer(static_cast<Seat>(random() % 4));
        const int illegalPerMille = random() % 2 ? 0 : 100;
        const int calls = int(random() % 16);
        for (int n = 0; n < calls; ++n) {
            const QList<Call> legal = board.auction().legalCalls();
            if (legal.isEmpty() || int(random() % 1000) < illegalPerMille) {
                Call call = Call::bid(int(random() % 8), static_cast<Strain>(random() % 5));
                if (random() % 4 == 0) // an insufficient bid the opponents accepted (PBN ^I)
                    call.setIrregularity(Irregularity::InsufficientBid);
                board.auction().append(call);
            } else
                board.auction().append(
                    random() % 2 ? Call::pass() : legal[qsizetype(random() % quint32(legal.size()))]);
        }
        switch (random() % 4) {
        case 0:
            board.setExplicitContract(board.auction().contract());
            break;
        case 1:
            board.setExplicitContract(Contract { int(random() % 7) + 1, static_cast<Strain>(random() % 5),
                Doubling::Undoubled, static_cast<Seat>(random() % 4) });
            break;
        default:
            break;
        }
        if (random() % 3 == 0)
            board.setPlayContext(static_cast<Strain>(random() % 5), static_cast<Seat>(random() % 4));
        if (random() % 4 != 0) {
            Play play = board.play();
            const int length = int(random() % 56);
            for (int n = 0; n < length; ++n) {
                const QList<Card> legal = play.legalCards();
                play.append(legal.isEmpty() || random() % 40 == 0 ? randomCard(random)
                                                                  : legal[qsizetype(random() % quint32(legal.size()))]);
            }
            board.setPlayedCards(play.cards());
            if (random() % 5 == 0 && length > 0) // an accepted revoke or lead out of turn (PBN ^R, ^L)
                board.setPlayIrregularities({ { int(random() % quint32(length)),
                    random() % 2 ? Irregularity::Revoke : Irregularity::LeadOutOfTurn } });
        }
        if (random() % 2)
            board.setResult(int(random() % 16) - 1);
        const QStringList slow = slowProblems(board);
        QCOMPARE(board.problems(), slow);
        QCOMPARE(board.hasProblems(), !slow.isEmpty());
        withProblems += !slow.isEmpty();
    }
    // Both kinds of board were drawn often.
    QVERIFY(withProblems > 500 && withProblems < 4500);
}

QTEST_GUILESS_MAIN(TestPlayValidation)
#include "tst_playvalidation.moc"
