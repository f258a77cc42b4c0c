#include "strain.h"

#include <QCoreApplication>

namespace Kibitz {

QString strainText(Strain strain)
{
    if (strain == Strain::NoTrump)
        return QStringLiteral("NT");
    return QString(QLatin1Char(suitLetter(static_cast<Suit>(strain))));
}

QString strainSymbol(Strain strain)
{
    if (strain == Strain::NoTrump)
        return QCoreApplication::translate("Kibitz::Strain", "NT", "notrump in bids and contracts on screen and paper");
    return suitSymbol(static_cast<Suit>(strain));
}

std::optional<Strain> parseStrain(QStringView text, int *length)
{
    if (text.isEmpty())
        return std::nullopt;
    const QChar c = text.front();
    if (c == u'N' || c == u'n') {
        *length = (text.size() > 1 && (text[1] == u'T' || text[1] == u't')) ? 2 : 1;
        return Strain::NoTrump;
    }
    if (const auto suit = suitFromChar(c)) {
        *length = 1;
        return strainOf(*suit);
    }
    return std::nullopt;
}

} // namespace Kibitz
