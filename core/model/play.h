#pragma once

#include "card.h"
#include "deal.h"
#include "irregularity.h"
#include "strain.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace Kibitz {

/**
 * The cards played from a deal with a trump strain and an opening leader:
 * whose turn it is, follow-suit legality, trick winners and tricks per side.
 * Works on end positions (every hand holding the same number of cards).
 * A play may hold illegal cards as read from a file; validate() names the first.
 *
 * append() and undo() keep what the other members need up to date (trick
 * winners, the cards played, the first illegal card), so building a play card
 * by card and checking each card on the way costs time linear in the cards.
 */
class Play
{
public:
    Play() = default;
    Play(const Deal &deal, Strain trump, Seat leader);

    const Deal &deal() const { return mDeal; }
    Strain trump() const { return mTrump; }
    Seat openingLeader() const { return mLeader; }
    const QList<Card> &cards() const { return mCards; }
    int size() const { return int(mCards.size()); }
    /** Tricks in the deal: the cards per hand at the start. */
    int totalTricks() const { return mTotalTricks; }

    /** Why @p card cannot be played next, or nothing. */
    std::optional<QString> whyIllegal(Card card) const;
    bool isLegal(Card card) const { return !whyIllegal(card); }
    /** Plays @p card when legal; returns false (and changes nothing) otherwise. */
    bool play(Card card);
    /**
     * The accepted irregularities of the play (PBN `^R`, `^L`; docs/formats.md#pbn), by card index:
     * a revoke is not illegal, and a lead out of turn makes the holder of that card lead the trick.
     * Set before the cards are appended.
     */
    void setIrregularities(const QList<CardIrregularity> &irregularities) { mIrregularities = irregularities; }
    const QList<CardIrregularity> &irregularities() const { return mIrregularities; }
    /** Appends without checking. */
    void append(Card card);
    /** Appends every card of @p cards without checking (sharing the list when the play is empty). */
    void append(const QList<Card> &cards);
    void undo();
    /** The legal cards for the player to move. */
    QList<Card> legalCards() const;
    /** The index of the first illegal card, or -1 when every card is legal (validate() without its message). */
    int firstIllegal() const { return mFirstIllegal; }
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
    /** Brings the derived members up to date with the card at @p index, the last one in mCards. */
    void took(int index);
    /** Whether @p card may be the card at @p index, played by @p seat after the cards in @p played. */
    bool isLegalAt(int index, Seat seat, Hand played, Card card) const;
    /** Why @p card cannot be the card at @p index, played by @p seat after the cards in @p played. */
    std::optional<QString> whyIllegalAt(int index, Seat seat, Hand played, Card card) const;
    /** The seat that led trick @p trick out of turn (a `^L` on its first card), or nothing. */
    std::optional<Seat> leaderOutOfTurn(int trick) const;
    /** The winner of the trick led by @p leader whose first card is at @p first. */
    Seat winnerFrom(Seat leader, int first) const;

    /** Winners kept for the first tricks: a play from a file may run on past 13 tricks. */
    static constexpr int KeptWinners = 16;

    Deal mDeal;
    Strain mTrump = Strain::NoTrump;
    Seat mLeader = Seat::West;
    int mTotalTricks = 0;
    QList<Card> mCards;
    std::optional<int> mClaim;
    QList<CardIrregularity> mIrregularities;
    // Derived from the cards by append() and undo().
    Hand mPlayed; ///< every card in mCards
    int mFirstIllegal = -1; ///< index of the first illegal card, -1 while every card is legal
    int mWinnerCount = 0; ///< completed tricks whose winner is in mWinners
    std::array<Seat, KeptWinners> mWinners {};
};

} // namespace Kibitz
