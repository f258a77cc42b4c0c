#pragma once

#include "model/seat.h"
#include "model/strain.h"

#include <QList>
#include <QString>

namespace Kibitz {

/**
 * One par contract as DDS reports it: a level and strain, who may declare it,
 * and how many tricks over (a making contract) or under (a doubled sacrifice)
 * double-dummy play gives.
 */
struct ParContract
{
    /** Who can declare the contract with the same result. */
    enum class Declarers : quint8 { North, East, South, West, NorthSouth, EastWest };

    int level = 0; ///< 1-7
    Strain strain = Strain::NoTrump;
    Declarers declarers = Declarers::NorthSouth;
    int overtricks = 0; ///< tricks above the contract when it makes
    int undertricks = 0; ///< tricks short when it is a sacrifice (then it is doubled)

    bool isSacrifice() const { return undertricks > 0; }
    /** True when North-South declare it. */
    bool isNorthSouth() const
    {
        return declarers == Declarers::North || declarers == Declarers::South || declarers == Declarers::NorthSouth;
    }

    /** "N", "E", "S", "W", "NS" or "EW". */
    QString declarersText() const;
    /** "4H", "2S+1", "5DX-2", with the declarers after a space: "EW 2S+1". */
    QString toString() const;

    friend bool operator==(const ParContract &a, const ParContract &b)
    {
        return a.level == b.level && a.strain == b.strain && a.declarers == b.declarers && a.overtricks == b.overtricks
            && a.undertricks == b.undertricks;
    }
    friend bool operator!=(const ParContract &a, const ParContract &b) { return !(a == b); }
};

/**
 * The par of a deal: the score both sides reach with perfect bidding when the
 * double-dummy table is known, and the contracts that reach it. When neither
 * side can make anything, the score is 0 and there are no contracts.
 */
struct ParResult
{
    int scoreNorthSouth = 0; ///< positive when North-South score
    QList<ParContract> contracts;

    /** "NS 620", "EW 110", "0" (the style of PBN's OptimumScore). */
    QString scoreText() const;
    /** "NS 4H", "EW 2S+1, EW 2H+1", "Pass" (the style of PBN's ParContract). */
    QString contractsText() const;
    /** "NS 620: NS 4H". */
    QString toString() const;

    friend bool operator==(const ParResult &a, const ParResult &b)
    {
        return a.scoreNorthSouth == b.scoreNorthSouth && a.contracts == b.contracts;
    }
    friend bool operator!=(const ParResult &a, const ParResult &b) { return !(a == b); }
};

} // namespace Kibitz
