#include "resultscoring.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Kibitz::ResultScoring {

QList<int> matchpoints(const QList<int> &scores)
{
    QList<int> result;
    result.reserve(scores.size());
    for (const int score : scores) {
        int points = -1; // the score ties with itself: not counted
        for (const int other : scores)
            points += score > other ? 2 : score == other ? 1 : 0;
        result.append(points);
    }
    return result;
}

int matchpointTop(qsizetype tables)
{
    return tables > 1 ? int(2 * (tables - 1)) : 0;
}

double percentage(int matchpoints, qsizetype tables)
{
    const int top = matchpointTop(tables);
    return top > 0 ? 100.0 * matchpoints / top : 50.0;
}

std::optional<int> butlerDatum(const QList<int> &scores)
{
    if (scores.isEmpty())
        return std::nullopt;
    QList<int> sorted = scores;
    std::sort(sorted.begin(), sorted.end());
    const auto first = sorted.size() > 2 ? sorted.begin() + 1 : sorted.begin();
    const auto last = sorted.size() > 2 ? sorted.end() - 1 : sorted.end();
    const double mean = std::accumulate(first, last, 0.0) / double(last - first);
    return int(std::copysign(std::floor(std::abs(mean) / 10.0 + 0.5) * 10.0, mean));
}

} // namespace Kibitz::ResultScoring
