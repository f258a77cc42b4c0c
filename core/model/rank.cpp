#include "rank.h"

namespace Kibitz {

char rankChar(Rank rank)
{
    return "23456789TJQKA"[static_cast<int>(rank)];
}

std::optional<Rank> rankFromChar(QChar c)
{
    switch (c.toUpper().unicode()) {
    case '2':
        return Rank::Two;
    case '3':
        return Rank::Three;
    case '4':
        return Rank::Four;
    case '5':
        return Rank::Five;
    case '6':
        return Rank::Six;
    case '7':
        return Rank::Seven;
    case '8':
        return Rank::Eight;
    case '9':
        return Rank::Nine;
    case 'T':
        return Rank::Ten;
    case 'J':
        return Rank::Jack;
    case 'Q':
        return Rank::Queen;
    case 'K':
        return Rank::King;
    case 'A':
        return Rank::Ace;
    default:
        return std::nullopt;
    }
}

std::optional<Rank> parseRank(QStringView text, int *length)
{
    if (text.startsWith(u"10")) {
        *length = 2;
        return Rank::Ten;
    }
    if (text.isEmpty())
        return std::nullopt;
    *length = 1;
    return rankFromChar(text.front());
}

} // namespace Kibitz
