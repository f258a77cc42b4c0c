#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz {

/**
 * The numbers of one chart of the Statistics dock: categories along the horizontal axis and one or more
 * series of values over them. The chart draws it and "Copy as CSV" copies it, so what the user sees and
 * what they paste are the same figures.
 */
class StatisticsTable
{
public:
    /** How the chart draws the series. */
    enum class Kind {
        Bars, ///< one bar per series in each category
        HorizontalBars, ///< the same across (categories with long names, such as players)
        Lines, ///< one line per series (a distribution over many categories)
    };

    struct Series
    {
        QString name;
        QList<double> values; ///< one per category
        QColor color = {}; ///< the chart's colour for it (invalid: the theme's)
    };

    QString title;
    QString axisX; ///< what the categories are (also the first CSV column's heading)
    QString axisY;
    QStringList categories;
    QList<Series> series;
    Kind kind = Kind::Bars;
    /** How many of the first series the chart draws (-1: all); the others are in the CSV only. */
    int drawnSeries = -1;
    /** Said in the chart's place when there is nothing to draw ("no board has a played contract"). */
    QString emptyText;

    bool isEmpty() const;
    /** The value of @p series at @p category, or 0 when there is none. */
    double value(int series, int category) const;
    /** The largest value (0 for an empty table). */
    double maximum() const;
    /**
     * The table as RFC 4180 CSV: a heading row (axisX, then the series' names), then one row per category;
     * fields with commas, quotes or line breaks are quoted, lines end in CRLF.
     */
    QString toCsv() const;
};

} // namespace Kibitz
