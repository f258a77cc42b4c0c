#include "statisticschart.h"

#include "formats/boardwriter.h"
#include "model/showntext.h"
#include "views/palette.h"

#include "printing/exportimageaction.h"
#include "windowcontext.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QSaveFile>
#include <QStackedLayout>
#include <QSvgGenerator>
#include <QValueAxis>

#include <cmath>

namespace Kibitz {

namespace {

int drawnCount(const StatisticsTable &table)
{
    return table.drawnSeries < 0 ? int(table.series.size()) : std::min(table.drawnSeries, int(table.series.size()));
}

bool integral(const StatisticsTable &table)
{
    for (int s = 0; s < drawnCount(table); ++s) {
        for (double v : table.series[s].values) {
            if (v != std::floor(v))
                return false;
        }
    }
    return true;
}

/** The value axis from 0 (or the lowest value) to a round number above the highest. */
void fitValueAxis(QValueAxis *axis, const StatisticsTable &table)
{
    double low = 0, high = 0;
    for (int s = 0; s < drawnCount(table); ++s) {
        for (double v : table.series[s].values) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    }
    if (high <= low)
        high = low + 1;
    // Room beyond the longest bar for its label.
    axis->setRange(low * 1.15, high * 1.08);
    axis->applyNiceNumbers();
    const bool whole = integral(table) && axis->max() - axis->min() >= axis->tickCount() - 1;
    axis->setLabelFormat(whole ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
}

/** Where category @p index lies on a line chart's axis: its value when every category is a number, else index + 1. */
double position(const StatisticsTable &table, int index)
{
    bool numeric = true;
    for (const QString &c : table.categories) {
        c.toDouble(&numeric);
        if (!numeric)
            break;
    }
    return numeric ? table.categories[index].toDouble() : double(index + 1);
}

/** A round tick interval (1, 2 or 5 times a power of ten) giving at most about ten ticks over @p range. */
double tickInterval(double range)
{
    double step = 1;
    while (range / step > 10)
        step *= QString::number(step).startsWith(QLatin1Char('2')) ? 2.5 : 2;
    return step;
}

bool longCategories(const StatisticsTable &table)
{
    qsizetype characters = 0;
    for (const QString &c : table.categories)
        characters += c.size() + 1;
    return table.categories.size() > 16 || characters > 90;
}

} // namespace

StatisticsChart::StatisticsChart(QWidget *parent)
    : QWidget(parent)
    , mView(new QChartView)
    , mEmpty(new QLabel)
    , mStack(new QStackedLayout(this))
{
    mView->setRenderHint(QPainter::Antialiasing);
    mView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(mView, &QWidget::customContextMenuRequested, this, &StatisticsChart::showMenu);
    mEmpty->setAlignment(Qt::AlignCenter);
    mEmpty->setWordWrap(true);
    mEmpty->setMargin(12);
    mStack->addWidget(mView);
    mStack->addWidget(mEmpty);
    setTable({});
}

StatisticsChart::~StatisticsChart() = default;

QChart *StatisticsChart::chart() const
{
    return mView->chart();
}

QChart *StatisticsChart::createChart(const StatisticsTable &table)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(table.title);
    QFont titleFont = chart->titleFont();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    chart->setTitleFont(titleFont);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    const int drawn = drawnCount(table);
    chart->legend()->setVisible(drawn > 1);
    if (table.isEmpty())
        return chart;

    auto *y = new QValueAxis;
    y->setTitleText(table.axisY);
    fitValueAxis(y, table);
    if (table.kind == StatisticsTable::Kind::Lines) {
        auto *x = new QValueAxis;
        x->setTitleText(table.axisX);
        const double first = position(table, 0);
        const double last = position(table, int(table.categories.size()) - 1);
        x->setRange(first, std::max(last, first + 1));
        x->setLabelFormat(QStringLiteral("%.0f"));
        x->setTickType(QValueAxis::TicksDynamic);
        x->setTickAnchor(0);
        x->setTickInterval(tickInterval(last - first));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (int s = 0; s < drawn; ++s) {
            auto *line = new QLineSeries;
            line->setName(table.series[s].name);
            for (int c = 0; c < table.categories.size(); ++c)
                line->append(position(table, c), table.value(s, c));
            line->setPointsVisible(table.categories.size() <= 40);
            chart->addSeries(line);
            // After addSeries(), which gives the series the theme's pen.
            QPen pen = line->pen();
            pen.setWidthF(2.0);
            if (table.series[s].color.isValid())
                pen.setColor(table.series[s].color);
            line->setPen(pen);
            line->attachAxis(x);
            line->attachAxis(y);
        }
        return chart;
    }
    const bool across = table.kind == StatisticsTable::Kind::HorizontalBars;
    auto *x = new QBarCategoryAxis;
    x->setTitleText(table.axisX);
    // Bars across are drawn from the bottom up: the categories go in reversed, so that the first is on top.
    const qsizetype n = table.categories.size();
    const auto at = [across, n](qsizetype c) { return int(across ? n - 1 - c : c); };
    for (qsizetype c = 0; c < n; ++c) {
        // Declarers' names come from the file. Two that differ only in what shownText() takes out
        // stay two categories (an axis merges equal ones): a space tells them apart.
        QString label = shownText(table.categories[at(c)]);
        while (x->categories().contains(label))
            label += QLatin1Char(' ');
        x->append(label);
    }
    if (!across && longCategories(table))
        x->setLabelsAngle(-90);
    // Hundreds of labels are a black smear: the bars alone show the spread.
    x->setLabelsVisible(table.categories.size() <= 40);
    QAbstractBarSeries *bars = across ? static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries)
                                      : static_cast<QAbstractBarSeries *>(new QBarSeries);
    for (int s = 0; s < drawn; ++s) {
        auto *set = new QBarSet(table.series[s].name);
        for (qsizetype c = 0; c < n; ++c)
            set->append(table.value(s, at(c)));
        if (table.series[s].color.isValid())
            set->setColor(table.series[s].color);
        // The theme's label colour is white, for labels inside the bars; these are beside them.
        set->setLabelColor(Palette::color(Palette::ChartLabel));
        bars->append(set);
    }
    chart->addSeries(bars);
    chart->addAxis(x, across ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(y, across ? Qt::AlignBottom : Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    // Values at the bars while there is room for them.
    if (table.categories.size() * drawn <= 24) {
        bars->setLabelsVisible(true);
        bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        bars->setLabelsFormat(QStringLiteral("@value"));
        bars->setLabelsPrecision(integral(table) ? 12 : 2);
    }
    return chart;
}

bool StatisticsChart::updateValues(const StatisticsTable &table)
{
    if (table.kind != mTable.kind || table.categories != mTable.categories || table.isEmpty() || mTable.isEmpty()
        || drawnCount(table) != drawnCount(mTable))
        return false;
    for (int s = 0; s < table.series.size(); ++s) {
        if (table.series[s].name != mTable.series.value(s).name)
            return false;
    }
    QChart *c = chart();
    const QList<QAbstractSeries *> series = c->series();
    if (table.kind == StatisticsTable::Kind::Lines) {
        for (int s = 0; s < series.size(); ++s) {
            auto *line = qobject_cast<QLineSeries *>(series[s]);
            if (!line)
                return false;
            QList<QPointF> points;
            for (int i = 0; i < table.categories.size(); ++i)
                points << QPointF(position(table, i), table.value(s, i));
            line->replace(points);
        }
    } else {
        auto *bars = series.size() == 1 ? qobject_cast<QAbstractBarSeries *>(series[0]) : nullptr;
        if (!bars)
            return false;
        const QList<QBarSet *> sets = bars->barSets();
        const bool across = table.kind == StatisticsTable::Kind::HorizontalBars;
        const int n = int(table.categories.size());
        for (int s = 0; s < sets.size(); ++s) {
            for (int i = 0; i < n; ++i)
                sets[s]->replace(i, table.value(s, across ? n - 1 - i : i));
        }
    }
    c->setTitle(table.title);
    const QList<QAbstractAxis *> axes = c->axes();
    for (QAbstractAxis *axis : axes) {
        auto *values = qobject_cast<QValueAxis *>(axis);
        if (values && (table.kind != StatisticsTable::Kind::Lines || axis->orientation() == Qt::Vertical))
            fitValueAxis(values, table);
    }
    return true;
}

void StatisticsChart::setTable(const StatisticsTable &table)
{
    const bool updated = updateValues(table);
    mTable = table;
    if (!updated) {
        QChart *old = mView->chart();
        mView->setChart(createChart(table));
        delete old;
    }
    mEmpty->setText(table.emptyText);
    mStack->setCurrentWidget(table.isEmpty() ? static_cast<QWidget *>(mEmpty) : mView);
}

void StatisticsChart::copyCsv() const
{
    const QString csv = mTable.toCsv();
    auto *data = new QMimeData;
    data->setText(csv);
    data->setData(QStringLiteral("text/csv"), csv.toUtf8());
    QApplication::clipboard()->setMimeData(data);
}

bool StatisticsChart::exportImage(const QString &fileName, QString *error) const
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (mTable.isEmpty())
        return fail(tr("There is nothing to draw: %1").arg(mTable.emptyText));
    // The chart drawn afresh at a fixed size, so the picture does not depend on the dock's.
    QGraphicsScene scene;
    QChart *chart = createChart(mTable);
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(ExportSize)));
    const QRectF area(QPointF(0, 0), QSizeF(ExportSize));
    // Made in memory, then saved whole or not at all (AtomicSave): a full disk keeps the old picture.
    QBuffer picture;
    picture.open(QIODevice::WriteOnly);
    if (fileName.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&picture);
        svg.setSize(ExportSize);
        svg.setViewBox(area);
        svg.setTitle(mTable.title);
        svg.setDescription(tr("Kibitz statistics"));
        QPainter painter;
        if (!painter.begin(&svg))
            return fail(tr("cannot write %1").arg(QDir::toNativeSeparators(fileName)));
        scene.render(&painter, area, area);
        painter.end();
    } else {
        const qreal scale = 2.0;
        QImage image(ExportSize * scale, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(scale);
        image.fill(Palette::color(Palette::Paper));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, area, area);
        painter.end();
        if (!image.save(&picture, "PNG"))
            return fail(tr("cannot write %1").arg(QDir::toNativeSeparators(fileName)));
    }
    QSaveFile file(fileName);
    QString reason;
    if (!AtomicSave::open(&file)) {
        reason = file.errorString();
    } else {
        if (!AtomicSave::write(&file, QByteArrayView(picture.data()))) {
            reason = file.errorString();
            file.cancelWriting();
        }
        if (!AtomicSave::commit(&file, reason.isEmpty() ? &reason : nullptr) && reason.isEmpty())
            reason = file.errorString();
    }
    if (!reason.isEmpty())
        return fail(tr("cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), reason));
    return true;
}

void StatisticsChart::exportDialog()
{
    const QString fileName = ExportImageAction::askImageFileName(this, tr("Export Chart"), tr("statistics"));
    if (fileName.isEmpty())
        return;
    QString error;
    const bool written = exportImage(fileName, &error);
    if (mContext && !written)
        mContext->showError(error);
    else if (mContext)
        mContext->showWritten(fileName);
}

void StatisticsChart::showMenu(const QPoint &position)
{
    QMenu menu(this);
    QAction *copy = menu.addAction(tr("Copy as CSV"), this, &StatisticsChart::copyCsv);
    QAction *picture = menu.addAction(tr("Export as PNG or SVG\u2026"), this, &StatisticsChart::exportDialog);
    copy->setEnabled(!mTable.isEmpty());
    picture->setEnabled(!mTable.isEmpty());
    menu.exec(mView->mapToGlobal(position));
}

} // namespace Kibitz
