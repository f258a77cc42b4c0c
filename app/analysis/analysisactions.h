#pragma once

#include "retranslator.h"

#include <QCoreApplication>

class QAction;
class QDockWidget;
class QMenu;

namespace Kibitz {

class BoardAnalysis;
class DdTraceView;
class MainWindow;

/**
 * A main window's double-dummy side: the background analysis of the shown board, the Analyse menu's
 * Solve All Boards with its progress, the card values over the diagram and the trace of the play in
 * its own dock.
 */
class AnalysisActions
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::AnalysisActions)

public:
    explicit AnalysisActions(MainWindow *window);

    BoardAnalysis *analysis() const { return mAnalysis; }
    /** The trace and its dock (null until createTraceDock()). */
    DdTraceView *traceView() const { return mTrace; }
    QDockWidget *traceDock() const { return mTraceDock; }

    /** Adds the Analyse menu to the window's menu bar. */
    void addAnalyseMenu();
    /** Adds the Double-Dummy Card Values switch to @p view. */
    void addCardValues(QMenu *view);
    /** The trace dock, tabbed with @p beside; its switch goes after the card values in @p view. */
    void createTraceDock(QDockWidget *beside, QMenu *view);
    void retranslate();

private:
    MainWindow *mWindow;
    BoardAnalysis *mAnalysis;
    QAction *mCardValues = nullptr;
    DdTraceView *mTrace = nullptr;
    QDockWidget *mTraceDock = nullptr;
    Retranslator mTexts { "Kibitz::AnalysisActions" };
};

} // namespace Kibitz
