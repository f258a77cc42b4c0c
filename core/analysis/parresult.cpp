#include "parresult.h"

#include <QStringList>

namespace Kibitz {

QString ParContract::declarersText() const
{
    switch (declarers) {
    case Declarers::North:
        return QStringLiteral("N");
    case Declarers::East:
        return QStringLiteral("E");
    case Declarers::South:
        return QStringLiteral("S");
    case Declarers::West:
        return QStringLiteral("W");
    case Declarers::NorthSouth:
        return QStringLiteral("NS");
    case Declarers::EastWest:
        return QStringLiteral("EW");
    }
    return {};
}

QString ParContract::toString() const
{
    QString text = declarersText() + QLatin1Char(' ') + QString::number(level) + strainText(strain);
    if (undertricks > 0)
        text += QStringLiteral("X-") + QString::number(undertricks);
    else if (overtricks > 0)
        text += QLatin1Char('+') + QString::number(overtricks);
    return text;
}

QString ParResult::scoreText() const
{
    if (scoreNorthSouth == 0)
        return QStringLiteral("0");
    return scoreNorthSouth > 0 ? QStringLiteral("NS %1").arg(scoreNorthSouth)
                               : QStringLiteral("EW %1").arg(-scoreNorthSouth);
}

QString ParResult::contractsText() const
{
    if (contracts.isEmpty())
        return QStringLiteral("Pass");
    QStringList parts;
    for (const ParContract &c : contracts)
        parts << c.toString();
    return parts.join(QStringLiteral(", "));
}

QString ParResult::toString() const
{
    return scoreText() + QStringLiteral(": ") + contractsText();
}

} // namespace Kibitz
