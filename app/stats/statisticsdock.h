#pragma once

#include "retranslator.h"
#include "stats/statisticsfigures.h"

#include <QDockWidget>
#include <QTimer>

class QLabel;
class QMainWindow;
class QMenu;
class QProgressBar;
class QTabWidget;
class QToolButton;

namespace Kibitz {

class BoardFilterModel;
class Document;
class StatisticsChart;
class StatisticsRunner;
class WindowContext;

/**
 * The Statistics dock (View > Statistics): charts of the open set, or of the boards the filter bar keeps
 * (docs/stats.md#statistics-dock). It counts only while it is open, in the background (StatisticsRunner),
 * with the figures filling in and a progress bar while a large file is read; an edit, another file or
 * another filter starts the count again. Each chart copies its numbers as CSV and exports as PNG or SVG.
 */
class StatisticsDock : public QDockWidget
{
    Q_OBJECT

public:
    /** Charts of @p context's document, or of the boards @p filter keeps; its charts say through @p context. */
    StatisticsDock(WindowContext *context, BoardFilterModel *filter);
    ~StatisticsDock() override;

    /** Adds the dock to the window's bottom area, tabbed with @p beside (hidden), and its switch to @p view. */
    void install(QDockWidget *beside, QMenu *view);

    StatisticsRunner *runner() const { return mRunner; }
    StatisticsChart *chart(StatisticsFigures::Chart chart) const;
    QTabWidget *tabs() const { return mTabs; }
    /** The chart of the tab shown. */
    StatisticsChart *currentChart() const;
    /** What the dock says above the charts ("1,234 boards", "Waiting for the filter…"). */
    QString statusText() const;
    QProgressBar *progressBar() const { return mProgress; }
    /** Whether the next count waits for the dock to be opened (it counts only while open). */
    bool isStale() const { return mStale; }
    /** Whether figures are to come: a count running, about to start or waiting for the filter. */
    bool isCounting() const;
    /** Waits (running the event loop) until the figures are complete; false on timeout (tests). */
    bool waitForFinished(int milliseconds);
    /** How long an edit waits before the count starts again (tests make it short). */
    void setRecountDelay(int milliseconds) { mEditDelay = milliseconds; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void scheduleRecount(int delay);
    void recount();
    void showResult();
    void retranslate();

    WindowContext *mContext;
    Document *mDocument;
    BoardFilterModel *mFilter;
    StatisticsRunner *mRunner;
    QLabel *mStatus;
    QProgressBar *mProgress;
    QToolButton *mCopy;
    QToolButton *mExport;
    QTabWidget *mTabs;
    QList<StatisticsChart *> mCharts;
    QTimer mRecount;
    int mEditDelay = 400;
    bool mStale = true;
    bool mWaitingForFilter = false;
    Retranslator mTexts { "Kibitz::StatisticsDock" };
};

} // namespace Kibitz
