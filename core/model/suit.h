#pragma once

#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>

namespace Kibitz {

/**
 * A suit. The numeric values are stable and used by every codec:
 * clubs 0, diamonds 1, hearts 2, spades 3 (bridge rank order, lowest first).
 */
enum class Suit : quint8 { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };

/** The four suits from spades down to clubs, the order hands are written in. */
inline constexpr std::array<Suit, 4> SuitsHighToLow { Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs };

/** One-letter name used in notation: C, D, H, S. */
char suitLetter(Suit suit);
/** The suit symbol: ♣ ♦ ♥ ♠. */
QString suitSymbol(Suit suit);
/** Parses C/D/H/S (either case) or a suit symbol (filled or outlined). */
std::optional<Suit> suitFromChar(QChar c);
/** Hearts and diamonds. */
constexpr bool isRed(Suit suit)
{
    return suit == Suit::Hearts || suit == Suit::Diamonds;
}

} // namespace Kibitz
