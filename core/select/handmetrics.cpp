#include "handmetrics.h"
#include "model/hand.h"

namespace Kibitz {

namespace {

constexpr int Ace = 12, King = 11, Queen = 10, Jack = 9, Ten = 8, Nine = 7, Eight = 6;

constexpr bool has(int bits, int rank)
{
    return (bits >> rank) & 1;
}

} // namespace

int HandMetrics::losers(quint64 hand, int suit)
{
    const int bits = suitBits(hand, suit);
    switch (bitCount(quint64(bits))) {
    case 0:
        return 0;
    case 1:
        return has(bits, Ace) ? 0 : 1;
    case 2:
        if (has(bits, Ace) && has(bits, King))
            return 0;
        return has(bits, Ace) || has(bits, King) ? 1 : 2;
    default:
        return 3 - has(bits, Ace) - has(bits, King) - has(bits, Queen);
    }
}

int HandMetrics::losers(quint64 hand)
{
    return losers(hand, 0) + losers(hand, 1) + losers(hand, 2) + losers(hand, 3);
}

int HandMetrics::controls(quint64 hand, int suit)
{
    const int bits = suitBits(hand, suit);
    return 2 * has(bits, Ace) + has(bits, King);
}

int HandMetrics::controls(quint64 hand)
{
    return controls(hand, 0) + controls(hand, 1) + controls(hand, 2) + controls(hand, 3);
}

int HandMetrics::suitQuality(quint64 hand, int suit)
{
    const int bits = suitBits(hand, suit);
    const int len = length(hand, suit);
    const int factor = len * 10; // the suit's length, in tenths of a point times 100
    const bool ace = has(bits, Ace), king = has(bits, King), queen = has(bits, Queen), jack = has(bits, Jack);
    const bool ten = has(bits, Ten), nine = has(bits, Nine), eight = has(bits, Eight);
    const int honours = ace + king + queen + jack;
    int quality = (4 * ace + 3 * king + 2 * queen + jack) * factor;
    if (len > 6) {
        // Long suits: the missing queen and jack count as held, up to the cards past six.
        const int replaced = std::min(3 - 2 * queen - jack, len - 6);
        quality += std::max(0, replaced) * factor;
    } else {
        if (ten)
            quality += honours > 1 || jack ? factor : factor / 2;
        if (nine && (honours == 2 || ten || eight))
            quality += factor / 2;
    }
    return quality;
}

int HandMetrics::cccc(quint64 hand)
{
    int value = 0;
    int shapePoints = 0;
    for (int suit = 0; suit < 4; ++suit) {
        const int bits = suitBits(hand, suit);
        const int len = length(hand, suit);
        if (len < 3)
            shapePoints += (3 - len) * 100;
        int higher = 0; // honours above the card being valued
        if (has(bits, Ace)) {
            value += 300;
            ++higher;
        }
        if (has(bits, King)) {
            value += len == 1 ? 50 : 200;
            ++higher;
        }
        if (has(bits, Queen)) {
            value += 100 - (len == 1 ? 75 : len == 2 ? 25 : 0) - (higher == 0 ? 25 : 0);
            ++higher;
        }
        if (has(bits, Jack)) {
            value += higher == 2 ? 50 : higher == 1 ? 25 : 0;
            ++higher;
        }
        if (has(bits, Ten) && (higher == 2 || (higher == 1 && has(bits, Nine))))
            value += 25;
        value += suitQuality(hand, suit);
    }
    return value + (shapePoints == 0 ? -50 : shapePoints - 100);
}

PointCount PointCount::highCardPoints()
{
    PointCount p;
    p.mWeights[Ace] = 4;
    p.mWeights[King] = 3;
    p.mWeights[Queen] = 2;
    p.mWeights[Jack] = 1;
    return p;
}

PointCount PointCount::alternate(int n)
{
    PointCount p;
    switch (n) {
    case 0:
        p.mWeights[Ten] = 1;
        break;
    case 1:
        p.mWeights[Jack] = 1;
        break;
    case 2:
        p.mWeights[Queen] = 1;
        break;
    case 3:
        p.mWeights[King] = 1;
        break;
    case 4:
        p.mWeights[Ace] = 1;
        break;
    case 9:
        p.mWeights[Ace] = 6;
        p.mWeights[King] = 4;
        p.mWeights[Queen] = 2;
        p.mWeights[Jack] = 1;
        break;
    default: // top2 ... top5
        for (int r = Ace; r > Ace - (n - 3); --r)
            p.mWeights[size_t(r)] = 1;
        break;
    }
    return p;
}

} // namespace Kibitz
