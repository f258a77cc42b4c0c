#pragma once

#include "card.h"
#include "deal.h"
#include "strain.h"

#include <QList>
#include <QString>

#include <optional>

namespace Kibitz {

/**
 * The cards played from a deal with a trump strain and an opening leader:
 * whose turn it is, follow-suit legality, trick winners and tricks per side.
 * Works on end positions (every hand holding the same number of cards).
 * A play may hold illegal cards as read from a file; validate() names the first.
 */
class Play
{
public:
    Play() = default;
    Play(const Deal &deal, Strain trump, Seat leader)
        : mDeal(deal)
        , mTrump(trump)
        , mLeader(leader)
    { }

    const Deal &deal() const { return mDeal; }
    Strain trump() const { return mTrump; }
    Seat openingLeader() const { return mLeader; }
    const QList<Card> &cards() const { return mCards; }
    int size() const { return int(mCards.size()); }
    /** Tricks in the deal: the cards per hand at the start. */
    int totalTricks() const;

    /** Why @p card cannot be played next, or nothing. */
    std::optional<QString> whyIllegal(Card card) const;
    bool isLegal(Card card) const { return !whyIllegal(card); }
    /** Plays @p card when legal; returns false (and changes nothing) otherwise. */
    bool play(Card card);
    /** Appends without checking. */
    void append(Card card) { mCards.append(card); }
    void undo()
    {
        if (!mCards.isEmpty())
            mCards.removeLast();
    }
    /** The legal cards for the player to move. */
    QList<Card> legalCards() const;
    /** The first illegal card as "card 7, HK by East, does not follow suit", or nothing. */
    std::optional<QString> validate() const;

    /** The player to move after the cards played so far. */
    Seat toMove() const;
    /** Completed tricks. */
    int completedTricks() const { return size() / 4; }
    bool isFinished() const { return size() >= totalTricks() * 4; }
    /** Who led trick @p trick (0-based). */
    Seat leaderOf(int trick) const;
    /** Who won the completed trick @p trick. */
    Seat winnerOf(int trick) const;
    /** The seat that played card @p index. */
    Seat seatOf(int index) const;
    /** Cards of the trick in progress (0-3 cards), or of the last completed trick if none. */
    QList<Card> currentTrick() const;
    /** Tricks won so far by @p seat's side. */
    int tricksWon(Seat seat) const;
    /** What @p seat still holds. */
    Hand remaining(Seat seat) const;

    /** A claim: the total tricks declarer's side takes (played plus claimed). */
    std::optional<int> claim() const { return mClaim; }
    void setClaim(std::optional<int> tricks) { mClaim = tricks; }

private:
    std::optional<QString> whyIllegalAt(int index, Card card) const;

    Deal mDeal;
    Strain mTrump = Strain::NoTrump;
    Seat mLeader = Seat::West;
    QList<Card> mCards;
    std::optional<int> mClaim;
    // Seats to play and trick winners are cheap to recompute; no cache keeps the class a plain value.
};

} // namespace Kibitz
