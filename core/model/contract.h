#pragma once

#include "parseerror.h"
#include "seat.h"
#include "strain.h"

#include <QString>

#include <optional>

namespace Kibitz {

/** Undoubled, doubled or redoubled. Stable values 0, 1, 2. */
enum class Doubling : quint8 { Undoubled = 0, Doubled = 1, Redoubled = 2 };

/**
 * A final contract: level 1-7, strain, doubling and declarer, or passed out
 * (level 0; strain, doubling and declarer are then meaningless).
 */
struct Contract
{
    int level = 0;
    Strain strain = Strain::NoTrump;
    Doubling doubling = Doubling::Undoubled;
    Seat declarer = Seat::North;

    static Contract passedOut() { return {}; }
    bool isPassedOut() const { return level == 0; }
    /** Tricks declarer needs: level + 6. */
    int target() const { return level + 6; }

    /** "4HX", "3NT", "Pass" (no declarer). */
    QString toString() const;
    /** "4♥X by East" or the translated "Passed out". */
    QString toDisplayString() const;
    /** Parses "4HX", "3NTXX", "1N", "Pass"/"P" (either case); the declarer is left North. */
    static std::optional<Contract> parse(QStringView text, ParseError *error = nullptr);

    friend bool operator==(const Contract &a, const Contract &b)
    {
        if (a.level == 0 || b.level == 0)
            return a.level == b.level;
        return a.level == b.level && a.strain == b.strain && a.doubling == b.doubling && a.declarer == b.declarer;
    }
    friend bool operator!=(const Contract &a, const Contract &b) { return !(a == b); }
};

} // namespace Kibitz
