#pragma once

#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>

namespace Kibitz {

/** A player's seat. Stable values: North 0, East 1, South 2, West 3 (clockwise). */
enum class Seat : quint8 { North = 0, East = 1, South = 2, West = 3 };

inline constexpr std::array<Seat, 4> AllSeats { Seat::North, Seat::East, Seat::South, Seat::West };

/** The next seat clockwise (the left-hand opponent). */
constexpr Seat next(Seat s)
{
    return static_cast<Seat>((static_cast<int>(s) + 1) & 3);
}
/** The seat @p steps places clockwise. */
constexpr Seat advance(Seat s, int steps)
{
    return static_cast<Seat>(((static_cast<int>(s) + steps) % 4 + 4) % 4);
}
constexpr Seat partner(Seat s)
{
    return advance(s, 2);
}
constexpr Seat lho(Seat s)
{
    return advance(s, 1);
}
constexpr Seat rho(Seat s)
{
    return advance(s, 3);
}
/** True for North and South. */
constexpr bool isNorthSouth(Seat s)
{
    return (static_cast<int>(s) & 1) == 0;
}

/** N, E, S, W. */
char seatLetter(Seat seat);
/** Parses N/E/S/W in either case. */
std::optional<Seat> seatFromChar(QChar c);
/** Translated full name: North, East, South, West. */
QString seatName(Seat seat);
/** The seat's initial as the interface language writes it in diagrams and lists (German N O S W). */
QString seatInitial(Seat seat);

} // namespace Kibitz
