#include "score.h"

#include <cstdlib>

namespace Kibitz::Score {

int duplicate(const Contract &c, int tricks, bool vul)
{
    if (c.isPassedOut())
        return 0;
    const int mult = c.doubling == Doubling::Redoubled ? 4 : c.doubling == Doubling::Doubled ? 2 : 1;
    const int over = tricks - c.target();
    if (over < 0) {
        const int down = -over;
        if (c.doubling == Doubling::Undoubled)
            return -down * (vul ? 100 : 50);
        int penalty = 0;
        for (int i = 1; i <= down; ++i) {
            if (vul)
                penalty += i == 1 ? 200 : 300;
            else
                penalty += i == 1 ? 100 : (i <= 3 ? 200 : 300);
        }
        return -penalty * (mult / 2);
    }
    const bool minor = c.strain == Strain::Clubs || c.strain == Strain::Diamonds;
    const int perTrick = minor ? 20 : 30;
    int trickScore = c.level * perTrick + (c.strain == Strain::NoTrump ? 10 : 0);
    trickScore *= mult;
    int score = trickScore;
    score += trickScore >= 100 ? (vul ? 500 : 300) : 50;
    if (c.level == 6)
        score += vul ? 750 : 500;
    else if (c.level == 7)
        score += vul ? 1500 : 1000;
    if (c.doubling == Doubling::Doubled)
        score += 50;
    else if (c.doubling == Doubling::Redoubled)
        score += 100;
    if (c.doubling == Doubling::Undoubled)
        score += over * perTrick;
    else
        score += over * (vul ? 200 : 100) * (mult / 2);
    return score;
}

int imps(int difference)
{
    static constexpr int limits[] = { 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
        1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000 };
    const int d = std::abs(difference);
    int result = 0;
    for (int limit : limits) {
        if (d >= limit)
            ++result;
    }
    return difference < 0 ? -result : result;
}

} // namespace Kibitz::Score
