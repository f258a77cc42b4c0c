#include "card.h"

#include "quotedinput.h"

#include <QCoreApplication>

namespace Kibitz {

QString Card::toString() const
{
    const char text[3] = { suitLetter(suit()), rankChar(rank()), 0 };
    return QString::fromLatin1(text, 2);
}

QString Card::toSymbolString() const
{
    return suitSymbol(suit()) + QLatin1Char(rankChar(rank()));
}

std::optional<Card> Card::parse(QStringView text, ParseError *error)
{
    const auto fail = [&](int column, const QString &message) -> std::optional<Card> {
        if (error)
            *error = { column, message };
        return std::nullopt;
    };
    text = text.trimmed();
    if (text.isEmpty())
        return fail(1, QCoreApplication::translate("Kibitz::Card", "expected a card"));
    int length = 0;
    if (const auto suit = suitFromChar(text.front()); suit && text.size() > 1) {
        const auto rank = parseRank(text.mid(1), &length);
        if (!rank)
            return fail(2, QCoreApplication::translate("Kibitz::Card", "expected a rank after the suit"));
        if (1 + length != text.size())
            return fail(2 + length, QCoreApplication::translate("Kibitz::Card", "unexpected text after the card"));
        return Card(*suit, *rank);
    }
    if (const auto rank = parseRank(text, &length)) {
        if (length >= text.size())
            return fail(length + 1, QCoreApplication::translate("Kibitz::Card", "expected a suit after the rank"));
        const auto suit = suitFromChar(text[length]);
        if (!suit)
            return fail(length + 1, QCoreApplication::translate("Kibitz::Card", "expected a suit after the rank"));
        if (length + 1 != text.size())
            return fail(length + 2, QCoreApplication::translate("Kibitz::Card", "unexpected text after the card"));
        return Card(*suit, *rank);
    }
    return fail(
        1, QCoreApplication::translate("Kibitz::Card", "'%1' is not a suit or a rank").arg(quotedInput(text.front())));
}

} // namespace Kibitz
