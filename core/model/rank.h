#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace Kibitz {

/** A card rank. Stable values: two 0 ... ace 12. */
enum class Rank : quint8 { Two = 0, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace };

/** Notation character: 2-9, T, J, Q, K, A. */
char rankChar(Rank rank);
/** Parses 2-9, T, J, Q, K, A in either case (not "10": see parseRank). */
std::optional<Rank> rankFromChar(QChar c);
/**
 * Parses a rank at the start of @p text, accepting "10" as well as "T".
 * On success stores the number of characters used in @p length.
 */
std::optional<Rank> parseRank(QStringView text, int *length);
/** High-card points: A 4, K 3, Q 2, J 1. */
constexpr int highCardPoints(Rank rank)
{
    return rank >= Rank::Jack ? static_cast<int>(rank) - static_cast<int>(Rank::Ten) : 0;
}

} // namespace Kibitz
