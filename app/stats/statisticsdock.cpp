#include "statisticsdock.h"

#include "document/document.h"
#include "stats/statisticschart.h"
#include "stats/statisticsrunner.h"
#include "views/boardfiltermodel.h"
#include "windowcontext.h"

#include <QAction>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QProgressBar>

#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace Kibitz {

namespace {

QString number(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

StatisticsDock::StatisticsDock(WindowContext *context, BoardFilterModel *filter)
    : QDockWidget(context->window())
    , mContext(context)
    , mDocument(context->document())
    , mFilter(filter)
    , mRunner(new StatisticsRunner(context->document(), this))
    , mStatus(new QLabel)
    , mProgress(new QProgressBar)
    , mCopy(new QToolButton)
    , mExport(new QToolButton)
    , mTabs(new QTabWidget)
{
    setObjectName(QStringLiteral("statisticsDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    mTexts.bind(this, "windowTitle", QT_TR_NOOP("Statistics"));

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 2, 4, 4);
    layout->setSpacing(2);
    auto *header = new QHBoxLayout;
    header->addWidget(mStatus, 1);
    mProgress->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 24);
    mProgress->setTextVisible(true);
    mProgress->hide();
    header->addWidget(mProgress);
    mTexts.bind(mCopy, "text", QT_TR_NOOP("Copy CSV"));
    mTexts.bind(mCopy, "toolTip", QT_TR_NOOP("Copy the numbers of this chart as CSV"));
    mTexts.bind(mExport, "text", QT_TR_NOOP("Export\u2026"));
    mTexts.bind(mExport, "toolTip", QT_TR_NOOP("Save this chart as a PNG image or an SVG drawing"));
    mCopy->setObjectName(QStringLiteral("copyCsv"));
    mExport->setObjectName(QStringLiteral("exportChart"));
    layout->addLayout(header);
    // The buttons act on the chart shown: beside its tab, where they take no row of their own.
    auto *buttons = new QWidget;
    auto *buttonLayout = new QHBoxLayout(buttons);
    buttonLayout->setContentsMargins(0, 0, 0, 0);
    buttonLayout->setSpacing(2);
    buttonLayout->addWidget(mCopy);
    buttonLayout->addWidget(mExport);
    mTabs->setCornerWidget(buttons, Qt::TopRightCorner);
    layout->addWidget(mTabs, 1);
    mTabs->setDocumentMode(true);
    mTabs->setUsesScrollButtons(true);
    for (int i = 0; i < StatisticsFigures::ChartCount; ++i) {
        auto *chart = new StatisticsChart;
        chart->setContext(context);
        mCharts << chart;
        mTabs->addTab(chart, StatisticsFigures::name(StatisticsFigures::Chart(i)));
    }
    setWidget(content);
    connect(mCopy, &QToolButton::clicked, this, [this] { currentChart()->copyCsv(); });
    connect(mExport, &QToolButton::clicked, this, [this] { currentChart()->exportDialog(); });
    connect(mTabs, &QTabWidget::currentChanged, this, &StatisticsDock::showResult);

    connect(mRunner, &StatisticsRunner::updated, this, &StatisticsDock::showResult);
    mRecount.setSingleShot(true);
    connect(&mRecount, &QTimer::timeout, this, &StatisticsDock::recount);

    // Another file (or a closed one) cancels the count at once: its boards are gone.
    connect(mDocument, &Document::reset, this, [this] {
        mRunner->stop();
        scheduleRecount(0);
    });
    const auto edited = [this] { scheduleRecount(mEditDelay); };
    connect(mDocument, &Document::boardChanged, this, edited);
    connect(mDocument, &Document::boardsChanged, this, edited);
    connect(mDocument, &Document::boardsInserted, this, edited);
    connect(mDocument, &Document::boardsRemoved, this, edited);
    // A new filter starts counting its matches: the statistics wait for all of them, then count those.
    connect(mFilter, &QAbstractItemModel::modelReset, this, [this] { scheduleRecount(0); });
    connect(mFilter, &BoardFilterModel::finished, this, [this] { scheduleRecount(0); });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && mStale)
            scheduleRecount(0);
    });
    showResult();
}

StatisticsDock::~StatisticsDock() = default;

void StatisticsDock::install(QDockWidget *beside, QMenu *view)
{
    QMainWindow *window = mContext->window();
    window->addDockWidget(Qt::BottomDockWidgetArea, this);
    if (beside)
        window->tabifyDockWidget(beside, this);
    hide();
    QAction *toggle = toggleViewAction();
    toggle->setObjectName(QStringLiteral("showStatistics"));
    mTexts.bind(toggle, "text", QT_TR_NOOP("&Statistics"));
    view->addAction(toggle);
    // Raised once the dock's own handler has shown it (raising a hidden dock does nothing).
    connect(toggle, &QAction::triggered, this, [this](bool on) {
        if (on)
            raise();
    });
}

StatisticsChart *StatisticsDock::chart(StatisticsFigures::Chart chart) const
{
    return mCharts.value(int(chart));
}

StatisticsChart *StatisticsDock::currentChart() const
{
    return mCharts.value(mTabs->currentIndex());
}

bool StatisticsDock::isCounting() const
{
    return mRecount.isActive() || mRunner->isRunning() || mWaitingForFilter;
}

bool StatisticsDock::waitForFinished(int milliseconds)
{
    QDeadlineTimer deadline(milliseconds);
    while (isCounting() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return !isCounting();
}

QString StatisticsDock::statusText() const
{
    return mStatus->text();
}

void StatisticsDock::scheduleRecount(int delay)
{
    mStale = true;
    // A count that is running goes on until the new one starts (an edit may be followed by more).
    if (isHidden())
        return;
    mRecount.start(delay);
}

void StatisticsDock::recount()
{
    if (isHidden())
        return;
    mStale = false;
    mWaitingForFilter = mFilter->isActive() && mFilter->isRunning();
    if (mWaitingForFilter) {
        mRunner->stop();
        showResult();
        return;
    }
    if (!mFilter->isActive()) {
        mRunner->start({}, true);
        return;
    }
    QList<qint64> rows;
    const int count = mFilter->rowCount();
    rows.reserve(count);
    for (int row = 0; row < count; ++row)
        rows << mFilter->boardAt(row);
    mRunner->start(rows, false);
}

void StatisticsDock::showResult()
{
    const StatisticsResult &result = mRunner->result();
    const SetStatistics &s = result.statistics;
    QString text;
    if (mWaitingForFilter) {
        text = tr("Waiting for the filter to count its boards\u2026");
    } else if (mDocument->count() == 0) {
        text = tr("No boards.");
    } else {
        // "Label: count" needs no plural forms, and the counts are grouped as the locale does.
        QStringList parts;
        parts << (mFilter->isActive() ? tr("Filtered boards: %1") : tr("Boards: %1")).arg(number(result.total));
        parts << tr("distinct deals: %1").arg(number(s.completeDealCount()));
        parts << tr("with double-dummy tables: %1").arg(number(s.doubleDummyCount()));
        parts << tr("played at tables: %1").arg(number(s.playedCount()));
        text = parts.join(QStringLiteral(" \u00b7 "));
    }
    mStatus->setText(text);
    mStatus->setToolTip(tr("Hands, makeable contracts and par count each deal once, however many tables played it; "
                           "declarer play and opening leads count every table."));

    const bool counting = mRunner->isRunning() && result.done < result.total;
    const bool leads = mRunner->isRunning() && !counting && result.leadsTotal > 0;
    mProgress->setVisible(counting || leads);
    if (counting) {
        // QProgressBar counts in int: a per-mille scale serves any number of boards.
        mProgress->setRange(0, 1000);
        mProgress->setValue(result.total > 0 ? int(1000 * result.done / result.total) : 0);
        mProgress->setFormat(tr("Counting %p%"));
    } else if (leads) {
        mProgress->setRange(0, int(result.leadsTotal));
        mProgress->setValue(int(result.leadsDone));
        mProgress->setFormat(tr("Solving leads %v/%m"));
    }
    // Wide enough for its text on one line (the status beside it gives way), within the maximum set above.
    if (counting || leads)
        mProgress->setMinimumWidth(std::min(mProgress->maximumWidth(),
            mProgress->fontMetrics().horizontalAdvance(mProgress->text()) + 4 * mProgress->fontMetrics().height()));

    // Only the chart on screen is drawn while figures stream in; the others are drawn when their tab is shown.
    const int current = mTabs->currentIndex();
    for (int i = 0; i < mCharts.size(); ++i) {
        if (i == current || !mRunner->isRunning())
            mCharts[i]->setTable(StatisticsFigures::table(StatisticsFigures::Chart(i), result));
    }
    const bool hasTable = currentChart() && !currentChart()->table().isEmpty();
    mCopy->setEnabled(hasTable);
    mExport->setEnabled(hasTable);
}

void StatisticsDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void StatisticsDock::retranslate()
{
    mTexts.retranslate();
    for (int i = 0; i < mTabs->count(); ++i)
        mTabs->setTabText(i, StatisticsFigures::name(StatisticsFigures::Chart(i)));
    showResult();
}

} // namespace Kibitz
