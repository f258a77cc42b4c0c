#pragma once

#include "model/board.h"

#include <QHash>
#include <QList>

#include <array>
#include <optional>
#include <vector>

namespace Kibitz {

/**
 * Which records of a set are the same board played at several tables (docs/travellers.md): the same
 * board number and the same deal (a LIN teams file's `qx|o1|` and `qx|c1|`, vugraph, a PBN file that
 * repeats a board). Records are added in any order; a record without cards is a board of its own.
 */
class TravellerIndex
{
public:
    void clear();
    /** Adds record @p record (its position in the set). */
    void add(qint64 record, const Board &board);
    /** The records of the board that @p record belongs to, in the order they were added (itself alone when none other).
     */
    QList<qint64> recordsOf(qint64 record) const;
    /** The groups of two records or more, each in the order added, groups by their first record. */
    QList<QList<qint64>> groups() const;

private:
    struct Key
    {
        std::optional<int> number;
        std::array<quint64, 4> hands {};
        friend bool operator==(const Key &a, const Key &b) { return a.number == b.number && a.hands == b.hands; }
        friend size_t qHash(const Key &key, size_t seed)
        {
            return qHashMulti(seed, key.number.value_or(-1), key.hands[0], key.hands[1], key.hands[2], key.hands[3]);
        }
    };

    QHash<Key, int> mGroupOf;
    std::vector<QList<qint64>> mGroups;
    QHash<qint64, int> mRecordGroup;
};

} // namespace Kibitz
