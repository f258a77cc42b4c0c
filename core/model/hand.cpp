#include "hand.h"

#include "quotedinput.h"

#include <QCoreApplication>

namespace Kibitz {

int Hand::hcp() const
{
    int points = 0;
    for (int s = 0; s < 4; ++s) {
        const quint16 bits = suitBits(static_cast<Suit>(s));
        points += 4 * ((bits >> 12) & 1) + 3 * ((bits >> 11) & 1) + 2 * ((bits >> 10) & 1) + ((bits >> 9) & 1);
    }
    return points;
}

std::array<int, 4> Hand::shape() const
{
    return { count(Suit::Spades), count(Suit::Hearts), count(Suit::Diamonds), count(Suit::Clubs) };
}

QString Hand::shapeText() const
{
    const auto s = shape();
    return QStringLiteral("%1-%2-%3-%4").arg(s[0]).arg(s[1]).arg(s[2]).arg(s[3]);
}

QList<Card> Hand::cards(Suit s) const
{
    QList<Card> result;
    const quint16 bits = suitBits(s);
    for (int r = 12; r >= 0; --r) {
        if ((bits >> r) & 1)
            result.append(Card(s, static_cast<Rank>(r)));
    }
    return result;
}

QList<Card> Hand::cards() const
{
    QList<Card> result;
    result.reserve(count());
    for (Suit s : SuitsHighToLow)
        result.append(cards(s));
    return result;
}

QString Hand::toString() const
{
    QString text;
    text.reserve(20);
    for (Suit s : SuitsHighToLow) {
        if (s != Suit::Spades)
            text += QLatin1Char('.');
        const quint16 bits = suitBits(s);
        for (int r = 12; r >= 0; --r) {
            if ((bits >> r) & 1)
                text += QLatin1Char(rankChar(static_cast<Rank>(r)));
        }
    }
    return text;
}

std::optional<Hand> Hand::parse(QStringView text, ParseError *error)
{
    const auto fail = [&](qsizetype index, const QString &message) -> std::optional<Hand> {
        if (error)
            *error = { int(index) + 1, message };
        return std::nullopt;
    };
    Hand hand;
    int suitNumber = 0; // 0 = spades, written first
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == u'.') {
            if (++suitNumber > 3)
                return fail(i, QCoreApplication::translate("Kibitz::Hand", "a hand has four suits (three dots)"));
            ++i;
            continue;
        }
        int length = 0;
        const auto rank = parseRank(text.mid(i), &length);
        if (!rank)
            return fail(i, QCoreApplication::translate("Kibitz::Hand", "'%1' is not a rank").arg(quotedInput(c)));
        const Card card(SuitsHighToLow[suitNumber], *rank);
        if (hand.contains(card))
            return fail(i, QCoreApplication::translate("Kibitz::Hand", "%1 is listed twice").arg(card.toString()));
        hand.add(card);
        i += length;
    }
    if (suitNumber != 3)
        return fail(text.size(), QCoreApplication::translate("Kibitz::Hand", "a hand has four suits (three dots)"));
    return hand;
}

} // namespace Kibitz
