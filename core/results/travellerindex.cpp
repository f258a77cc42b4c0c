#include "travellerindex.h"

namespace Kibitz {

void TravellerIndex::clear()
{
    mGroupOf.clear();
    mGroups.clear();
    mRecordGroup.clear();
}

void TravellerIndex::add(qint64 record, const Board &board)
{
    const Deal &deal = board.deal();
    if (deal.isEmpty())
        return;
    Key key;
    key.number = board.number();
    for (Seat seat : AllSeats)
        key.hands[size_t(seat)] = deal.isHandKnown(seat) ? deal.hand(seat).bits() : ~quint64(0);
    auto it = mGroupOf.find(key);
    if (it == mGroupOf.end()) {
        it = mGroupOf.insert(key, int(mGroups.size()));
        mGroups.emplace_back();
    }
    mGroups[size_t(*it)].append(record);
    mRecordGroup.insert(record, *it);
}

QList<qint64> TravellerIndex::recordsOf(qint64 record) const
{
    const auto it = mRecordGroup.constFind(record);
    return it == mRecordGroup.constEnd() ? QList<qint64> { record } : mGroups[size_t(*it)];
}

QList<QList<qint64>> TravellerIndex::groups() const
{
    QList<QList<qint64>> result;
    for (const QList<qint64> &group : mGroups) {
        if (group.size() > 1)
            result.append(group);
    }
    return result;
}

} // namespace Kibitz
