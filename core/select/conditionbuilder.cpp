#include "conditionbuilder.h"

#include <QStringList>

namespace Kibitz {

namespace {

const char *const SeatWords[] = { "north", "east", "south", "west" };
const char *const SuitWords[] = { "clubs", "diamonds", "hearts", "spades" };

// "lo <= x && x <= hi", "x >= lo", "x == n" ...
void addRange(QStringList *terms, const QString &what, std::optional<int> lo, std::optional<int> hi)
{
    if (lo && hi && *lo == *hi)
        *terms << QStringLiteral("%1 == %2").arg(what).arg(*lo);
    else {
        if (lo)
            *terms << QStringLiteral("%1 >= %2").arg(what).arg(*lo);
        if (hi)
            *terms << QStringLiteral("%1 <= %2").arg(what).arg(*hi);
    }
}

} // namespace

bool ConditionBuilder::SeatConstraints::isEmpty() const
{
    for (int s = 0; s < 4; ++s) {
        if (minLength[size_t(s)] || maxLength[size_t(s)])
            return false;
    }
    return !minHcp && !maxHcp && shapes.trimmed().isEmpty() && predeal.isEmpty();
}

QString ConditionBuilder::condition() const
{
    QStringList terms;
    for (int seat = 0; seat < 4; ++seat) {
        const SeatConstraints &c = mSeats[size_t(seat)];
        const QString name = QLatin1String(SeatWords[seat]);
        addRange(&terms, QStringLiteral("hcp(%1)").arg(name), c.minHcp, c.maxHcp);
        for (int suit = 3; suit >= 0; --suit) {
            addRange(&terms, QStringLiteral("%1(%2)").arg(QLatin1String(SuitWords[suit]), name),
                c.minLength[size_t(suit)], c.maxLength[size_t(suit)]);
        }
        if (!c.shapes.trimmed().isEmpty())
            terms << QStringLiteral("shape(%1, %2)").arg(name, c.shapes.trimmed());
    }
    if (!mExpert.trimmed().isEmpty())
        terms << QStringLiteral("(%1)").arg(mExpert.trimmed());
    return terms.isEmpty() ? QStringLiteral("1") : terms.join(QStringLiteral(" and "));
}

QString ConditionBuilder::script() const
{
    QString text;
    for (int seat = 0; seat < 4; ++seat) {
        const Hand h = mSeats[size_t(seat)].predeal;
        if (h.isEmpty())
            continue;
        QStringList holdings;
        for (Suit suit : SuitsHighToLow) {
            QString holding(QLatin1Char(suitLetter(suit)));
            for (const Card &card : h.cards(suit))
                holding += QLatin1Char(rankChar(card.rank()));
            if (holding.size() > 1)
                holdings << holding;
        }
        text += QStringLiteral("predeal %1 %2\n")
                    .arg(QLatin1String(SeatWords[seat]), holdings.join(QStringLiteral(", ")));
    }
    return text + QStringLiteral("condition %1\n").arg(condition());
}

} // namespace Kibitz
