#pragma once

#include "model/call.h"
#include "model/card.h"
#include "model/strain.h"

#include <QColor>
#include <QCoreApplication>
#include <QPointF>
#include <QString>

class QFontMetricsF;
class QPainter;

namespace Kibitz {

/** How cards and calls look everywhere in the viewer: suit colours (two or four colours) and rank text. */
class CardStyle
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::CardStyle)

public:
    /** Whether the deck has four colours (Preferences::fourColour()). */
    static bool fourColour();
    /**
     * Whether honours are written as the interface language writes them (German A K D B, French A R D V):
     * Preferences::localizedRanks().
     */
    static bool localizedRanks();

    static QColor suitColor(Suit suit);
    static QColor strainColor(Strain strain);
    /** "A", "K", ..., "10", ..., "2": bridge columns spell the ten out; honours localized when chosen. */
    static QString rankText(Rank rank);
    /** Pass, Dbl, Rdbl or the level alone ("4" of 4♥; the strain is drawn separately). */
    static QString callPrefix(const Call &call);

    /** Draws @p text at @p baseline in @p color, suit symbols in their suit colours; returns the advance. */
    static qreal drawSuitText(QPainter *painter, QPointF baseline, const QString &text, const QColor &color);
    /** Colours a rich-text fragment the same way (for labels and tooltips). */
    static QString suitHtml(const QString &text);
    /** @p text with contracts written in letters ("4S", "3NTX") given suit symbols ("4♠", "3NTX"). */
    static QString withSuitSymbols(const QString &text);
    /**
     * An alert's explanation as it is shown: with BBO's suit markup (!S !H !D !C) as suit symbols,
     * through shownText().
     */
    static QString alertText(const QString &stored);

    static QColor vulnerableColor();
    static QColor feltColor();
};

} // namespace Kibitz
