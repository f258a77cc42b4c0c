#include "cardstyle.h"

#include "settings/preferences.h"
#include "views/palette.h"

#include "model/showntext.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

namespace Kibitz {

bool CardStyle::fourColour()
{
    return Preferences::fourColour();
}

bool CardStyle::localizedRanks()
{
    return Preferences::localizedRanks();
}

QColor CardStyle::suitColor(Suit suit)
{
    return Palette::suit(suit, fourColour());
}

QColor CardStyle::strainColor(Strain strain)
{
    if (const auto suit = trumpSuit(strain))
        return suitColor(*suit);
    return Palette::color(Palette::SuitBlack);
}

QColor CardStyle::vulnerableColor()
{
    return Palette::color(Palette::Vulnerable);
}

QColor CardStyle::feltColor()
{
    return Palette::color(Palette::Felt);
}

QString CardStyle::rankText(Rank rank)
{
    if (rank == Rank::Ten)
        return QStringLiteral("10");
    if (localizedRanks()) {
        switch (rank) {
        case Rank::Ace:
            return tr("A", "card rank: ace, as a bridge diagram in this language writes it");
        case Rank::King:
            return tr("K", "card rank: king, as a bridge diagram in this language writes it");
        case Rank::Queen:
            return tr("Q", "card rank: queen, as a bridge diagram in this language writes it");
        case Rank::Jack:
            return tr("J", "card rank: jack, as a bridge diagram in this language writes it");
        default:
            break;
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

QString CardStyle::withSuitSymbols(const QString &text)
{
    static const QRegularExpression contract(QStringLiteral("(?<![A-Za-z0-9])([1-7])(NT|N|S|H|D|C)(?![A-WYZa-z])"));
    QString out;
    qsizetype last = 0;
    for (auto it = contract.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        const QString strain = m.captured(2);
        out += m.captured(1);
        if (strain.startsWith(QLatin1Char('N')))
            out += QStringLiteral("NT");
        else if (const auto suit = suitFromChar(strain.at(0)))
            out += suitSymbol(*suit);
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out;
}

QString CardStyle::alertText(const QString &stored)
{
    // BBO writes suits in explanations as !S !H !D !C (either case).
    static const QRegularExpression markup(QStringLiteral("!([SHDCshdc])"));
    const QString text = shownText(stored);
    QString out;
    qsizetype last = 0;
    for (auto it = markup.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        out += suitSymbol(*suitFromChar(m.captured(1).at(0).toUpper()));
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out;
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
