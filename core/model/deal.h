#pragma once

#include "hand.h"
#include "parseerror.h"
#include "seat.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace Kibitz {

/** One thing wrong with a deal, precise enough to show the user. */
struct DealProblem
{
    enum class Kind : quint8 {
        Duplicated, ///< cards held by more than one hand
        UnequalCounts, ///< the hands hold different numbers of cards
        TooManyCards, ///< a hand holds more than 13 cards
        Missing, ///< a complete-size deal lacks these cards
    };
    Kind kind;
    Hand cards; ///< the cards concerned (Duplicated, Missing)
    quint8 seatMask = 0; ///< bit per Seat concerned
    QString message; ///< translated, e.g. "♠A is held by North and East"
};

/**
 * Four hands. A deal is complete (13 cards each), partial (an end position:
 * every hand holds the same number of cards), or invalid as read from a file
 * (a card in two hands, unequal counts); problems() says exactly what is wrong.
 * A hand can be marked unknown ("-" in notation): it is then empty and ignored
 * by the count checks.
 */
class Deal
{
public:
    Deal() = default;

    Hand hand(Seat s) const { return mHands[static_cast<int>(s)]; }
    void setHand(Seat s, Hand h);
    bool isHandKnown(Seat s) const { return !(mUnknownMask >> static_cast<int>(s) & 1); }
    /** Marks a hand unknown (and empties it), or known again. */
    void setHandKnown(Seat s, bool known);

    /** The seat holding @p card, if exactly one hand does. */
    std::optional<Seat> owner(Card card) const;
    /** All cards held by the known hands. */
    Hand allCards() const;
    int cardCount() const;
    bool isEmpty() const { return allCards().isEmpty(); }

    /** Every problem, in a stable order; empty for complete and partial valid deals. */
    QList<DealProblem> problems() const;
    bool isValid() const;
    /** Four known hands of 13 cards, each card once. */
    bool isComplete() const;
    /** Valid, every hand known, fewer than 13 cards each. */
    bool isPartial() const;
    /** Cards per hand when all known hands hold the same number, else -1. */
    int cardsPerHand() const;

    /** Gives the hands' missing cards to the one hand with fewer than 13 cards, if there is exactly one. */
    bool completeFourthHand();
    /** The same deal with every hand moved @p steps seats clockwise. */
    Deal rotated(int steps) const;

    /** "N:AKQ.T98.765.432 ... ... ..." starting at @p first, hands in clockwise order; unknown = "-". */
    QString toString(Seat first = Seat::North) const;
    /**
     * Parses a deal string: "N:" (any seat letter) then four hands separated by spaces,
     * "-" for an unknown hand. Without a seat prefix the first hand is North.
     */
    static std::optional<Deal> parse(QStringView text, ParseError *error = nullptr);

    friend bool operator==(const Deal &a, const Deal &b)
    {
        return a.mHands == b.mHands && a.mUnknownMask == b.mUnknownMask;
    }
    friend bool operator!=(const Deal &a, const Deal &b) { return !(a == b); }

private:
    std::array<Hand, 4> mHands {};
    quint8 mUnknownMask = 0;
};

} // namespace Kibitz
