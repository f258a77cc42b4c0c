#pragma once

#include "seat.h"
#include "strain.h"

#include <QString>

#include <array>
#include <optional>

namespace Kibitz {

/**
 * Double-dummy tricks: for each strain and declarer, the tricks declarer takes
 * (0-13) or unknown. Also converts to and from giblib's table of North-South
 * tricks by opening leader.
 */
class DoubleDummyTable
{
public:
    DoubleDummyTable() { mTricks.fill(Unknown); }

    std::optional<int> tricks(Seat declarer, Strain strain) const
    {
        const quint8 v = mTricks[index(declarer, strain)];
        return v == Unknown ? std::nullopt : std::optional<int>(v);
    }
    /** Sets a cell; values outside 0-13 make it unknown. */
    void setTricks(Seat declarer, Strain strain, std::optional<int> tricks)
    {
        mTricks[index(declarer, strain)] = (tricks && *tricks >= 0 && *tricks <= 13) ? quint8(*tricks) : Unknown;
    }
    void clear() { mTricks.fill(Unknown); }
    /** No cell known. */
    bool isEmpty() const;
    /** Every cell known. */
    bool isComplete() const;
    int knownCount() const;

    /**
     * giblib's view: tricks North-South take in @p strain when @p leader leads
     * (declarer is the leader's right-hand opponent).
     */
    std::optional<int> northSouthTricksWhenLeading(Strain strain, Seat leader) const;
    void setNorthSouthTricksWhenLeading(Strain strain, Seat leader, std::optional<int> tricks);

    /** The same table for the deal rotated @p steps seats clockwise. */
    DoubleDummyTable rotated(int steps) const;

    friend bool operator==(const DoubleDummyTable &a, const DoubleDummyTable &b) { return a.mTricks == b.mTricks; }
    friend bool operator!=(const DoubleDummyTable &a, const DoubleDummyTable &b) { return !(a == b); }

private:
    static constexpr quint8 Unknown = 0xff;
    static int index(Seat declarer, Strain strain) { return static_cast<int>(strain) * 4 + static_cast<int>(declarer); }
    std::array<quint8, 20> mTricks;
};

} // namespace Kibitz
