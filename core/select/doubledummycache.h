#pragma once

#include "model/doubledummytable.h"

#include <QHash>
#include <QMutex>

#include <array>
#include <optional>

namespace Kibitz {

/**
 * Double-dummy tables for tricks() and par, solved with DDS (DoubleDummySolver) once per deal and
 * kept, so that a condition naming several declarers and strains, or filtering the same file again
 * with another expression, solves each deal once. Thread-safe; forgets everything past its capacity.
 */
class DoubleDummyCache
{
public:
    explicit DoubleDummyCache(int capacity = 100000)
        : mCapacity(capacity)
    { }

    /** The table of the deal with @p hands (Hand bits by Seat), or nothing when DDS cannot solve it. */
    std::optional<DoubleDummyTable> table(const std::array<quint64, 4> &hands);
    /** Puts a table known from elsewhere (a file) in the cache. */
    void insert(const std::array<quint64, 4> &hands, const DoubleDummyTable &table);
    /** Deals solved by DDS so far (not counting those found in the cache). */
    int solvedCount() const;

private:
    struct Key
    {
        std::array<quint64, 4> hands;
        friend bool operator==(const Key &a, const Key &b) { return a.hands == b.hands; }
        friend size_t qHash(const Key &k, size_t seed = 0)
        {
            return qHashMulti(seed, k.hands[0], k.hands[1], k.hands[2], k.hands[3]);
        }
    };
    mutable QMutex mMutex;
    QHash<Key, std::optional<DoubleDummyTable>> mTables;
    int mCapacity;
    int mSolved = 0;
};

} // namespace Kibitz
