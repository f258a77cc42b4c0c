#include "seat.h"

#include <QCoreApplication>

namespace Kibitz {

char seatLetter(Seat seat)
{
    return "NESW"[static_cast<int>(seat)];
}

std::optional<Seat> seatFromChar(QChar c)
{
    // ASCII folds in place: QChar::toUpper() is a library call, and readers ask for every seat letter.
    const char16_t u = c.unicode();
    switch (u < 0x80 ? char16_t(u & ~0x20) : c.toUpper().unicode()) {
    case 'N':
        return Seat::North;
    case 'E':
        return Seat::East;
    case 'S':
        return Seat::South;
    case 'W':
        return Seat::West;
    default:
        return std::nullopt;
    }
}

QString seatInitial(Seat seat)
{
    switch (seat) {
    case Seat::North:
        return QCoreApplication::translate("Kibitz::Seat", "N", "initial of North in diagrams and lists");
    case Seat::East:
        return QCoreApplication::translate("Kibitz::Seat", "E", "initial of East in diagrams and lists");
    case Seat::South:
        return QCoreApplication::translate("Kibitz::Seat", "S", "initial of South in diagrams and lists");
    case Seat::West:
        return QCoreApplication::translate("Kibitz::Seat", "W", "initial of West in diagrams and lists");
    }
    return {};
}

QString seatName(Seat seat)
{
    switch (seat) {
    case Seat::North:
        return QCoreApplication::translate("Kibitz::Seat", "North");
    case Seat::East:
        return QCoreApplication::translate("Kibitz::Seat", "East");
    case Seat::South:
        return QCoreApplication::translate("Kibitz::Seat", "South");
    case Seat::West:
        return QCoreApplication::translate("Kibitz::Seat", "West");
    }
    return {};
}

} // namespace Kibitz
