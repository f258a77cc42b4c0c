#include "play.h"

#include <QCoreApplication>

namespace Kibitz {

namespace {

bool beats(Card challenger, Card best, std::optional<Suit> trump)
{
    if (challenger.suit() == best.suit())
        return challenger.rank() > best.rank();
    return trump && challenger.suit() == *trump;
}

} // namespace

int Play::totalTricks() const
{
    int most = 0;
    for (Seat s : AllSeats)
        most = std::max(most, mDeal.hand(s).count());
    return most;
}

Seat Play::leaderOf(int trick) const
{
    return trick == 0 ? mLeader : winnerOf(trick - 1);
}

Seat Play::winnerOf(int trick) const
{
    const Seat leader = leaderOf(trick);
    const int first = trick * 4;
    int best = first;
    const auto trump = trumpSuit(mTrump);
    for (int i = first + 1; i < first + 4 && i < size(); ++i) {
        if (beats(mCards[i], mCards[best], trump))
            best = i;
    }
    return advance(leader, best - first);
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
    Hand h = mDeal.hand(seat);
    for (Card c : mCards)
        h.remove(c);
    return h;
}

std::optional<QString> Play::whyIllegalAt(int index, Card card) const
{
    if (index >= totalTricks() * 4)
        return QCoreApplication::translate("Kibitz::Play", "comes after the last trick");
    const Seat seat = seatOf(index);
    Hand hand = mDeal.hand(seat);
    for (int i = 0; i < index; ++i)
        hand.remove(mCards[i]);
    if (!hand.contains(card)) {
        if (mDeal.hand(seat).contains(card))
            return QCoreApplication::translate("Kibitz::Play", "was already played");
        return QCoreApplication::translate("Kibitz::Play", "is not in %1's hand").arg(seatName(seat));
    }
    if (index % 4 != 0) {
        const Suit led = mCards[index - index % 4].suit();
        if (card.suit() != led && hand.count(led) > 0)
            return QCoreApplication::translate("Kibitz::Play", "does not follow suit (%1 still holds %2)")
                .arg(seatName(seat), suitSymbol(led));
    }
    return std::nullopt;
}

std::optional<QString> Play::whyIllegal(Card card) const
{
    return whyIllegalAt(size(), card);
}

bool Play::play(Card card)
{
    if (!isLegal(card))
        return false;
    mCards.append(card);
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
    for (int i = 0; i < size(); ++i) {
        if (const auto why = whyIllegalAt(i, mCards[i])) {
            return QCoreApplication::translate("Kibitz::Play", "card %1, %2 by %3, %4")
                .arg(i + 1)
                .arg(mCards[i].toString(), seatName(seatOf(i)), *why);
        }
    }
    return std::nullopt;
}

} // namespace Kibitz
