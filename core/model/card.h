#pragma once

#include "parseerror.h"
#include "rank.h"
#include "suit.h"

#include <QMetaType>
#include <QString>

#include <optional>

namespace Kibitz {

/**
 * A playing card: a small value type with the stable index
 * `suit * 13 + rank` (0 = two of clubs ... 51 = ace of spades), the encoding
 * every codec and the Hand bit set use.
 */
class Card
{
public:
    constexpr Card() = default;
    constexpr Card(Suit suit, Rank rank)
        : mIndex(static_cast<quint8>(static_cast<int>(suit) * 13 + static_cast<int>(rank)))
    { }
    /** The card with index @p index (0-51). */
    static constexpr Card fromIndex(int index)
    {
        Card c;
        c.mIndex = static_cast<quint8>(index);
        return c;
    }

    constexpr int index() const { return mIndex; }
    constexpr Suit suit() const { return static_cast<Suit>(mIndex / 13); }
    constexpr Rank rank() const { return static_cast<Rank>(mIndex % 13); }

    /** "SA", "HT", "C2". */
    QString toString() const;
    /** Suit symbol then rank, e.g. "♠A". */
    QString toSymbolString() const;
    /**
     * Parses a card written suit first ("SA", "♠A", "s10") or rank first ("AS"), either case.
     */
    static std::optional<Card> parse(QStringView text, ParseError *error = nullptr);

    friend constexpr bool operator==(Card a, Card b) { return a.mIndex == b.mIndex; }
    friend constexpr bool operator!=(Card a, Card b) { return a.mIndex != b.mIndex; }
    friend constexpr bool operator<(Card a, Card b) { return a.mIndex < b.mIndex; }

private:
    quint8 mIndex = 0;
};

} // namespace Kibitz

Q_DECLARE_METATYPE(Kibitz::Card)
