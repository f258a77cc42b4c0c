#include "doubledummytable.h"

#include <algorithm>

namespace Kibitz {

bool DoubleDummyTable::isEmpty() const
{
    return std::all_of(mTricks.begin(), mTricks.end(), [](quint8 v) { return v == Unknown; });
}

bool DoubleDummyTable::isComplete() const
{
    return std::none_of(mTricks.begin(), mTricks.end(), [](quint8 v) { return v == Unknown; });
}

int DoubleDummyTable::knownCount() const
{
    return int(std::count_if(mTricks.begin(), mTricks.end(), [](quint8 v) { return v != Unknown; }));
}

std::optional<int> DoubleDummyTable::northSouthTricksWhenLeading(Strain strain, Seat leader) const
{
    const Seat declarer = rho(leader);
    const auto t = tricks(declarer, strain);
    if (!t)
        return std::nullopt;
    return isNorthSouth(declarer) ? *t : 13 - *t;
}

void DoubleDummyTable::setNorthSouthTricksWhenLeading(Strain strain, Seat leader, std::optional<int> ns)
{
    const Seat declarer = rho(leader);
    if (!ns || *ns < 0 || *ns > 13) {
        setTricks(declarer, strain, std::nullopt);
        return;
    }
    setTricks(declarer, strain, isNorthSouth(declarer) ? *ns : 13 - *ns);
}

DoubleDummyTable DoubleDummyTable::rotated(int steps) const
{
    DoubleDummyTable result;
    for (int s = 0; s < 5; ++s) {
        for (Seat seat : AllSeats)
            result.setTricks(advance(seat, steps), static_cast<Strain>(s), tricks(seat, static_cast<Strain>(s)));
    }
    return result;
}

} // namespace Kibitz
