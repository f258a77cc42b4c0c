#include "doubledummycache.h"

#include "analysis/doubledummysolver.h"
#include "model/deal.h"

namespace Kibitz {

std::optional<DoubleDummyTable> DoubleDummyCache::table(const std::array<quint64, 4> &hands)
{
    const Key key { hands };
    {
        QMutexLocker lock(&mMutex);
        const auto it = mTables.constFind(key);
        if (it != mTables.constEnd())
            return *it;
    }
    Deal deal;
    for (Seat s : AllSeats)
        deal.setHand(s, Hand(hands[size_t(s)]));
    const std::optional<DoubleDummyTable> table = DoubleDummySolver().table(deal);
    QMutexLocker lock(&mMutex);
    if (mTables.size() >= mCapacity)
        mTables.clear();
    mTables.insert(key, table);
    ++mSolved;
    return table;
}

void DoubleDummyCache::insert(const std::array<quint64, 4> &hands, const DoubleDummyTable &table)
{
    QMutexLocker lock(&mMutex);
    if (mTables.size() >= mCapacity)
        mTables.clear();
    mTables.insert(Key { hands }, table);
}

int DoubleDummyCache::solvedCount() const
{
    QMutexLocker lock(&mMutex);
    return mSolved;
}

} // namespace Kibitz
