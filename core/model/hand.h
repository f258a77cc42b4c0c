#pragma once

#include "card.h"
#include "parseerror.h"

#include <QList>
#include <QString>

#include <array>
#include <bit>
#include <optional>

namespace Kibitz {

/**
 * The number of set bits in @p x. std::popcount is one instruction only where the build targets
 * it (x86-64 with -mpopcnt, AArch64); Debian builds for baseline x86-64, where std::popcount is a
 * call into libgcc, so elsewhere this counts in a few arithmetic steps, inline.
 */
constexpr int bitCount(quint64 x)
{
#if defined(__POPCNT__) || defined(__aarch64__)
    return std::popcount(x);
#else
    x -= (x >> 1) & 0x5555555555555555;
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0f;
    return int((x * 0x0101010101010101) >> 56);
#endif
}

/**
 * A set of cards as a 64-bit mask: bit `suit * 13 + rank` is set when the hand
 * holds that card (the .deals encoding; bits 52-63 are always zero).
 */
class Hand
{
public:
    static constexpr quint64 FullDeck = (quint64(1) << 52) - 1;

    constexpr Hand() = default;
    constexpr explicit Hand(quint64 bits)
        : mBits(bits & FullDeck)
    { }

    constexpr quint64 bits() const { return mBits; }
    constexpr bool contains(Card c) const { return (mBits >> c.index()) & 1; }
    constexpr void add(Card c) { mBits |= quint64(1) << c.index(); }
    constexpr void remove(Card c) { mBits &= ~(quint64(1) << c.index()); }
    constexpr bool isEmpty() const { return mBits == 0; }
    constexpr int count() const { return bitCount(mBits); }
    constexpr int count(Suit s) const { return bitCount(suitBits(s)); }
    /** The 13-bit rank mask of one suit (bit 0 = two). */
    constexpr quint16 suitBits(Suit s) const
    {
        return static_cast<quint16>((mBits >> (static_cast<int>(s) * 13)) & 0x1fff);
    }
    /** Milton Work points: A 4, K 3, Q 2, J 1. */
    int hcp() const;
    /** Suit lengths in the order spades, hearts, diamonds, clubs. */
    std::array<int, 4> shape() const;
    /** "5-4-3-1" from spades to clubs. */
    QString shapeText() const;
    /** Cards from the ace of spades down to the two of clubs. */
    QList<Card> cards() const;
    /** Cards of one suit from the ace down. */
    QList<Card> cards(Suit s) const;

    /** "AKQ.T98.765.432" (spades first; a void is empty: "AKQJT98765432..."). */
    QString toString() const;
    /**
     * Parses "AKQ.T98.765.432" (spades first). Accepts "10" for the ten, lower case
     * and spaces around the suits; a hand needs exactly three dots.
     */
    static std::optional<Hand> parse(QStringView text, ParseError *error = nullptr);

    friend constexpr Hand operator|(Hand a, Hand b) { return Hand(a.mBits | b.mBits); }
    friend constexpr Hand operator&(Hand a, Hand b) { return Hand(a.mBits & b.mBits); }
    friend constexpr bool operator==(Hand a, Hand b) { return a.mBits == b.mBits; }
    friend constexpr bool operator!=(Hand a, Hand b) { return a.mBits != b.mBits; }
    constexpr Hand operator~() const { return Hand(~mBits); }

private:
    quint64 mBits = 0;
};

} // namespace Kibitz
