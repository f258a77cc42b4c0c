#include "contract.h"

#include <QCoreApplication>

namespace Kibitz {

QString Contract::toString() const
{
    if (isPassedOut())
        return QStringLiteral("Pass");
    QString text = QString::number(level) + strainText(strain);
    if (doubling == Doubling::Doubled)
        text += QLatin1Char('X');
    else if (doubling == Doubling::Redoubled)
        text += QStringLiteral("XX");
    return text;
}

QString Contract::toDisplayString() const
{
    if (isPassedOut())
        return QCoreApplication::translate("Kibitz::Contract", "Passed out");
    QString text = QString::number(level) + strainSymbol(strain);
    if (doubling == Doubling::Doubled)
        text += QLatin1Char('X');
    else if (doubling == Doubling::Redoubled)
        text += QStringLiteral("XX");
    return QCoreApplication::translate("Kibitz::Contract", "%1 by %2").arg(text, seatName(declarer));
}

std::optional<Contract> Contract::parse(QStringView text, ParseError *error)
{
    const auto fail = [&](int column, const QString &message) -> std::optional<Contract> {
        if (error)
            *error = { column, message };
        return std::nullopt;
    };
    text = text.trimmed();
    if (text.compare(u"pass", Qt::CaseInsensitive) == 0 || text.compare(u"p", Qt::CaseInsensitive) == 0)
        return passedOut();
    if (text.isEmpty() || text.front() < u'1' || text.front() > u'7')
        return fail(1, QCoreApplication::translate("Kibitz::Contract", "expected a level 1-7 or Pass"));
    Contract c;
    c.level = text.front().unicode() - '0';
    int length = 0;
    const auto strain = parseStrain(text.mid(1), &length);
    if (!strain)
        return fail(2, QCoreApplication::translate("Kibitz::Contract", "expected a strain (C, D, H, S or NT)"));
    c.strain = *strain;
    const QStringView rest = text.mid(1 + length);
    if (rest.isEmpty())
        c.doubling = Doubling::Undoubled;
    else if (rest.compare(u"X", Qt::CaseInsensitive) == 0)
        c.doubling = Doubling::Doubled;
    else if (rest.compare(u"XX", Qt::CaseInsensitive) == 0)
        c.doubling = Doubling::Redoubled;
    else
        return fail(
            2 + length, QCoreApplication::translate("Kibitz::Contract", "expected X, XX or nothing after the strain"));
    return c;
}

} // namespace Kibitz
