#include "suit.h"

namespace Kibitz {

char suitLetter(Suit suit)
{
    return "CDHS"[static_cast<int>(suit)];
}

QString suitSymbol(Suit suit)
{
    static const char16_t symbols[] = { u'\u2663', u'\u2666', u'\u2665', u'\u2660' };
    return QString(QChar(symbols[static_cast<int>(suit)]));
}

std::optional<Suit> suitFromChar(QChar c)
{
    switch (c.unicode()) {
    case 'C':
    case 'c':
    case 0x2663:
    case 0x2667:
        return Suit::Clubs;
    case 'D':
    case 'd':
    case 0x2666:
    case 0x2662:
        return Suit::Diamonds;
    case 'H':
    case 'h':
    case 0x2665:
    case 0x2661:
        return Suit::Hearts;
    case 'S':
    case 's':
    case 0x2660:
    case 0x2664:
        return Suit::Spades;
    default:
        return std::nullopt;
    }
}

} // namespace Kibitz
