#include "play.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>

namespace Kibitz {

namespace {

bool beats(Card challenger, Card best, std::optional<Suit> trump)
{
    if (challenger.suit() == best.suit())
        return challenger.rank() > best.rank();
    return trump && challenger.suit() == *trump;
}

} // namespace

Play::Play(const Deal &deal, Strain trump, Seat leader)
    : mDeal(deal)
    , mTrump(trump)
    , mLeader(leader)
{
    for (Seat s : AllSeats)
        mTotalTricks = std::max(mTotalTricks, mDeal.hand(s).count());
}

Seat Play::winnerFrom(Seat leader, int first) const
{
    int best = first;
    const auto trump = trumpSuit(mTrump);
    for (int i = first + 1; i < first + 4 && i < size(); ++i) {
        if (beats(mCards[i], mCards[best], trump))
            best = i;
    }
    return advance(leader, best - first);
}

std::optional<Seat> Play::leaderOutOfTurn(int trick) const
{
    const int first = trick * 4;
    if (first >= size() || irregularityOfCard(mIrregularities, first) != Irregularity::LeadOutOfTurn)
        return std::nullopt;
    for (Seat s : AllSeats) {
        if (mDeal.hand(s).contains(mCards[first]))
            return s;
    }
    return std::nullopt;
}

Seat Play::leaderOf(int trick) const
{
    if (!mIrregularities.isEmpty()) {
        if (const auto seat = leaderOutOfTurn(trick))
            return *seat;
    }
    if (trick == 0)
        return mLeader;
    if (trick <= mWinnerCount)
        return mWinners[size_t(trick - 1)];
    return winnerOf(trick - 1);
}

Seat Play::winnerOf(int trick) const
{
    if (trick < mWinnerCount)
        return mWinners[size_t(trick)];
    return winnerFrom(leaderOf(trick), trick * 4);
}

Seat Play::seatOf(int index) const
{
    return advance(leaderOf(index / 4), index % 4);
}

Seat Play::toMove() const
{
    return seatOf(size());
}

QList<Card> Play::currentTrick() const
{
    if (mCards.isEmpty())
        return {};
    const int start = (size() % 4 == 0) ? size() - 4 : size() - size() % 4;
    return mCards.mid(start);
}

int Play::tricksWon(Seat seat) const
{
    int n = 0;
    for (int t = 0; t < completedTricks(); ++t) {
        if (isNorthSouth(winnerOf(t)) == isNorthSouth(seat))
            ++n;
    }
    return n;
}

Hand Play::remaining(Seat seat) const
{
    return mDeal.hand(seat) & ~mPlayed;
}

void Play::append(Card card)
{
    mCards.append(card);
    took(size() - 1);
}

void Play::append(const QList<Card> &cards)
{
    int i = size();
    if (mCards.isEmpty())
        mCards = cards;
    else
        mCards.append(cards);
    // A trick at a time, in locals (this runs for every board a converter checks); the rest card by card,
    // as is every card of a play with irregularities.
    if (!mIrregularities.isEmpty()) {
        while (i < size())
            took(i++);
        return;
    }
    while (i % 4 != 0 && i < size())
        took(i++);
    const auto trump = trumpSuit(mTrump);
    const int trumpIndex = trump ? static_cast<int>(*trump) : -1;
    const Card *card = mCards.constData();
    std::array<quint64, 4> hands {};
    for (Seat s : AllSeats)
        hands[size_t(s)] = mDeal.hand(s).bits();
    quint64 played = mPlayed.bits();
    const int legalEnd = mTotalTricks * 4;
    if (i + 4 <= size() && mWinnerCount == i / 4 && mWinnerCount < KeptWinners) {
        // The leader is kept here from trick to trick; a card's index orders the cards of a suit.
        int leader = static_cast<int>(leaderOf(i / 4));
        int firstIllegal = mFirstIllegal;
        int winners = mWinnerCount;
        const quint64 trumpBits = trumpIndex >= 0 ? quint64(0x1fff) << (trumpIndex * 13) : 0;
        do {
            const std::array<int, 4> c { card[i].index(), card[i + 1].index(), card[i + 2].index(),
                card[i + 3].index() };
            const quint64 ledBits = quint64(0x1fff) << (c[0] / 13 * 13);
            const quint64 trick
                = (quint64(1) << c[0]) | (quint64(1) << c[1]) | (quint64(1) << c[2]) | (quint64(1) << c[3]);
            if (firstIllegal < 0) {
                quint64 seen = played;
                for (int k = 0; k < 4; ++k) {
                    const quint64 bit = quint64(1) << c[size_t(k)];
                    const quint64 hand = hands[size_t((leader + k) & 3)] & ~seen;
                    if (i + k >= legalEnd || !(hand & bit) || (!(bit & ledBits) && (hand & ledBits))) {
                        firstIllegal = i + k;
                        break;
                    }
                    seen |= bit;
                }
            }
            played |= trick;
            // beats(), a trick at once: the highest trump, else the highest card of the suit led;
            // of a card written twice, the first.
            const quint64 trumps = trick & trumpBits;
            const int top = std::bit_width(trumps ? trumps : trick & ledBits) - 1;
            const int best = top == c[0] ? 0 : top == c[1] ? 1 : top == c[2] ? 2 : 3;
            leader = (leader + best) & 3;
            mWinners[size_t(winners++)] = static_cast<Seat>(leader);
            i += 4;
        } while (i + 4 <= size() && winners < KeptWinners);
        mFirstIllegal = firstIllegal;
        mWinnerCount = winners;
    }
    mPlayed = Hand(played);
    while (i < size())
        took(i++);
}

void Play::took(int index)
{
    const Card card = mCards[index];
    if (mFirstIllegal < 0 && !isLegalAt(index, seatOf(index), mPlayed, card))
        mFirstIllegal = index;
    mPlayed.add(card);
    if (index % 4 == 3 && mWinnerCount == index / 4 && mWinnerCount < KeptWinners) {
        mWinners[size_t(mWinnerCount)] = winnerFrom(leaderOf(mWinnerCount), index - 3);
        ++mWinnerCount;
    }
}

void Play::undo()
{
    if (mCards.isEmpty())
        return;
    mCards.removeLast();
    if (mFirstIllegal >= size())
        mFirstIllegal = -1;
    mWinnerCount = std::min(mWinnerCount, completedTricks());
    // A play read from a file may hold a card twice: the set is rebuilt rather than the card removed.
    mPlayed = Hand();
    for (Card c : mCards)
        mPlayed.add(c);
}

bool Play::isLegalAt(int index, Seat seat, Hand played, Card card) const
{
    const Hand hand = mDeal.hand(seat) & ~played;
    if (index >= mTotalTricks * 4 || !hand.contains(card))
        return false;
    if (index % 4 == 0 || irregularityOfCard(mIrregularities, index) == Irregularity::Revoke)
        return true;
    const Suit led = mCards[index - index % 4].suit();
    return card.suit() == led || hand.suitBits(led) == 0;
}

std::optional<QString> Play::whyIllegalAt(int index, Seat seat, Hand played, Card card) const
{
    if (isLegalAt(index, seat, played, card))
        return std::nullopt;
    if (index >= totalTricks() * 4)
        return QCoreApplication::translate("Kibitz::Play", "comes after the last trick");
    const Hand hand = mDeal.hand(seat) & ~played;
    if (!hand.contains(card)) {
        if (mDeal.hand(seat).contains(card))
            return QCoreApplication::translate("Kibitz::Play", "was already played");
        return QCoreApplication::translate("Kibitz::Play", "is not in %1's hand").arg(seatName(seat));
    }
    const Suit led = mCards[index - index % 4].suit();
    return QCoreApplication::translate("Kibitz::Play", "does not follow suit (%1 still holds %2)")
        .arg(seatName(seat), suitSymbol(led));
}

std::optional<QString> Play::whyIllegal(Card card) const
{
    return whyIllegalAt(size(), toMove(), mPlayed, card);
}

bool Play::play(Card card)
{
    if (!isLegal(card))
        return false;
    append(card);
    return true;
}

QList<Card> Play::legalCards() const
{
    QList<Card> result;
    for (Card c : remaining(toMove()).cards()) {
        if (isLegal(c))
            result.append(c);
    }
    return result;
}

std::optional<QString> Play::validate() const
{
    if (mFirstIllegal < 0)
        return std::nullopt;
    const int i = mFirstIllegal;
    Hand before;
    for (int k = 0; k < i; ++k)
        before.add(mCards[k]);
    const Seat seat = seatOf(i);
    return QCoreApplication::translate("Kibitz::Play", "card %1, %2 by %3, %4")
        .arg(i + 1)
        .arg(mCards[i].toString(), seatName(seat), *whyIllegalAt(i, seat, before, mCards[i]));
}

} // namespace Kibitz
