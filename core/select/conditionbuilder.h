#pragma once

#include "model/hand.h"
#include "model/seat.h"

#include <QString>

#include <array>
#include <optional>

namespace Kibitz {

/**
 * The common seat constraints of File > New from Conditions… (docs/select.md#generation): an HCP
 * range, suit lengths, shape patterns and cards given in advance, per seat, written out as a dealer
 * script that DealerScript reads. What the form cannot say goes in the expert condition, joined
 * with `and`.
 */
class ConditionBuilder
{
public:
    struct SeatConstraints
    {
        std::optional<int> minHcp;
        std::optional<int> maxHcp;
        /** Suit lengths by Suit (clubs 0 ... spades 3). */
        std::array<std::optional<int>, 4> minLength;
        std::array<std::optional<int>, 4> maxLength;
        /** A shape list as shape() takes it ("any 4333 + any 4432 + any 5332"), or empty. */
        QString shapes;
        /** Cards this seat is dealt in advance. */
        Hand predeal;

        bool isEmpty() const;
    };

    SeatConstraints &seat(Seat s) { return mSeats[size_t(s)]; }
    const SeatConstraints &seat(Seat s) const { return mSeats[size_t(s)]; }
    /** A condition in the full language, added to the form's. */
    void setExpertCondition(const QString &text) { mExpert = text; }

    /** The condition the form and the expert field say together ("1" when nothing is asked). */
    QString condition() const;
    /** A dealer script: the predeal lines and the condition. */
    QString script() const;

private:
    std::array<SeatConstraints, 4> mSeats;
    QString mExpert;
};

} // namespace Kibitz
