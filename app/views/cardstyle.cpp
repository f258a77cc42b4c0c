#include "cardstyle.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

namespace Kibitz {

namespace {
bool gFourColour = false;
bool gLocalizedRanks = false;
}

bool CardStyle::fourColour()
{
    return gFourColour;
}

void CardStyle::setFourColour(bool on)
{
    gFourColour = on;
}

bool CardStyle::localizedRanks()
{
    return gLocalizedRanks;
}

void CardStyle::setLocalizedRanks(bool on)
{
    gLocalizedRanks = on;
}

QColor CardStyle::suitColor(Suit suit)
{
    switch (suit) {
    case Suit::Spades: return QColor(0x1a, 0x1a, 0x1a);
    case Suit::Hearts: return QColor(0xd0, 0x10, 0x1a);
    case Suit::Diamonds: return gFourColour ? QColor(0xe0, 0x6c, 0x00) : QColor(0xd0, 0x10, 0x1a);
    case Suit::Clubs: return gFourColour ? QColor(0x10, 0x7a, 0x2e) : QColor(0x1a, 0x1a, 0x1a);
    }
    return Qt::black;
}

QColor CardStyle::strainColor(Strain strain)
{
    if (const auto suit = trumpSuit(strain))
        return suitColor(*suit);
    return QColor(0x1a, 0x1a, 0x1a);
}

QString CardStyle::rankText(Rank rank)
{
    if (rank == Rank::Ten)
        return QStringLiteral("10");
    if (gLocalizedRanks) {
        switch (rank) {
        case Rank::Ace: return tr("A", "card rank: ace, as a bridge diagram in this language writes it");
        case Rank::King: return tr("K", "card rank: king, as a bridge diagram in this language writes it");
        case Rank::Queen: return tr("Q", "card rank: queen, as a bridge diagram in this language writes it");
        case Rank::Jack: return tr("J", "card rank: jack, as a bridge diagram in this language writes it");
        default: break;
        }
    }
    return QString(QLatin1Char(rankChar(rank)));
}

QString CardStyle::callPrefix(const Call &call)
{
    if (call.isBid())
        return QString::number(call.level());
    return call.toDisplayString();
}

qreal CardStyle::drawSuitText(QPainter *painter, QPointF baseline, const QString &text, const QColor &color)
{
    const QFontMetricsF metrics(painter->font());
    const QPen oldPen = painter->pen();
    qreal x = baseline.x();
    qsizetype start = 0;
    const auto flush = [&](qsizetype end, const QColor &c) {
        if (end <= start)
            return;
        const QString part = text.mid(start, end - start);
        painter->setPen(c);
        painter->drawText(QPointF(x, baseline.y()), part);
        x += metrics.horizontalAdvance(part);
        start = end;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (const auto suit = suitFromChar(text.at(i)); suit && !text.at(i).isLetter()) {
            flush(i, color);
            flush(i + 1, suitColor(*suit));
        }
    }
    flush(text.size(), color);
    painter->setPen(oldPen);
    return x - baseline.x();
}

QString CardStyle::suitHtml(const QString &text)
{
    QString html;
    for (const QChar ch : text) {
        const auto suit = ch.isLetter() ? std::nullopt : suitFromChar(ch);
        if (suit)
            html += QStringLiteral("<span style=\"color:%1\">%2</span>").arg(suitColor(*suit).name(), ch);
        else if (ch == u'<')
            html += QStringLiteral("&lt;");
        else if (ch == u'&')
            html += QStringLiteral("&amp;");
        else
            html += ch;
    }
    return html;
}

} // namespace Kibitz
