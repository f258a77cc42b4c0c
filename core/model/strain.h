#pragma once

#include "suit.h"

#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>

namespace Kibitz {

/** A denomination. Stable values: clubs 0, diamonds 1, hearts 2, spades 3, notrump 4. */
enum class Strain : quint8 { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3, NoTrump = 4 };

/** The order double-dummy tables are usually listed in: NT, S, H, D, C. */
inline constexpr std::array<Strain, 5> StrainsNoTrumpFirst { Strain::NoTrump, Strain::Spades, Strain::Hearts,
    Strain::Diamonds, Strain::Clubs };

constexpr Strain strainOf(Suit suit)
{
    return static_cast<Strain>(suit);
}
/** The trump suit, or nothing for notrump. */
constexpr std::optional<Suit> trumpSuit(Strain strain)
{
    return strain == Strain::NoTrump ? std::nullopt : std::optional<Suit>(static_cast<Suit>(strain));
}
constexpr bool isMinor(Strain s)
{
    return s == Strain::Clubs || s == Strain::Diamonds;
}
constexpr bool isMajor(Strain s)
{
    return s == Strain::Hearts || s == Strain::Spades;
}

/** Notation: C, D, H, S, NT. */
QString strainText(Strain strain);
/** A suit symbol or NT. */
QString strainSymbol(Strain strain);
/**
 * Parses a strain at the start of @p text: C D H S (or a symbol), N or NT (either case).
 * Stores the characters used in @p length.
 */
std::optional<Strain> parseStrain(QStringView text, int *length);

} // namespace Kibitz
