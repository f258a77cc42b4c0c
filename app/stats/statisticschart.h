#pragma once

#include "stats/statisticstable.h"

#include <QSize>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QStackedLayout;

namespace Kibitz {

class WindowContext;

/**
 * One chart of the Statistics dock: draws a StatisticsTable with Qt Charts (bars, or lines for a distribution
 * over many values), or says why there is nothing to draw. Its context menu copies the numbers as CSV and
 * exports the chart as a PNG or SVG picture. New figures of the same shape (a count streaming in) update the
 * series in place, so the chart does not flicker.
 */
class StatisticsChart : public QWidget
{
    Q_OBJECT

public:
    /** The size of an exported picture, whatever the size of the dock. */
    static constexpr QSize ExportSize { 1200, 750 };

    explicit StatisticsChart(QWidget *parent = nullptr);
    ~StatisticsChart() override;

    void setTable(const StatisticsTable &table);
    const StatisticsTable &table() const { return mTable; }
    /** The chart shown (its series hold the table's drawn values). */
    QChart *chart() const;
    QChartView *chartView() const { return mView; }
    /** The text shown instead of an empty chart. */
    QLabel *emptyLabel() const { return mEmpty; }

    /** Puts the table on the clipboard as CSV (text/csv, and as plain text). */
    void copyCsv() const;
    /**
     * Writes the chart at ExportSize to @p fileName: an SVG drawing when it ends in .svg, else a PNG image.
     * Returns false (and @p error says why) when there is nothing to draw or the file cannot be written.
     */
    bool exportImage(const QString &fileName, QString *error = nullptr) const;
    /** Asks where to export and exports (the context menu's and the dock's Export…). */
    void exportDialog();
    /** Where exportDialog() says the file written or the error (none: it says nothing). */
    void setContext(WindowContext *context) { mContext = context; }

    /** A new chart drawing @p table (export, and the view). */
    static QChart *createChart(const StatisticsTable &table);

private:
    void showMenu(const QPoint &position);
    /** Puts the new values into the chart's series when only the values changed; false otherwise. */
    bool updateValues(const StatisticsTable &table);

    StatisticsTable mTable;
    QChartView *mView;
    QLabel *mEmpty;
    QStackedLayout *mStack;
    WindowContext *mContext = nullptr;
};

} // namespace Kibitz
