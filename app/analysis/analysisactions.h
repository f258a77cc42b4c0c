#pragma once

#include "retranslator.h"

#include <QCoreApplication>
#include <QObject>

class QAction;
class QDockWidget;
class QMenu;

namespace Kibitz {

class BoardAnalysis;
class DdTraceView;
class HandDiagram;
class WindowContext;

/**
 * A window's double-dummy side: the background analysis of the shown board, the Analyse menu's
 * Solve All Boards with its progress, the card values over the diagram and the trace of the play in
 * its own dock.
 */
class AnalysisActions
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::AnalysisActions)

public:
    explicit AnalysisActions(WindowContext *context);

    BoardAnalysis *analysis() const { return mAnalysis; }
    /** The trace and its dock (null until createTraceDock()). */
    DdTraceView *traceView() const { return mTrace; }
    QDockWidget *traceDock() const { return mTraceDock; }

    /** Adds the Analyse menu to the window's menu bar. */
    void addAnalyseMenu();
    /** Adds the Double-Dummy Card Values switch to @p view; the values are drawn over @p diagram. */
    void addCardValues(QMenu *view, HandDiagram *diagram);
    /** The trace dock, tabbed with @p beside; its switch goes after the card values in @p view. */
    void createTraceDock(QDockWidget *beside, QMenu *view);
    /** Translates the texts again; done on the window's language change. */
    void retranslate();

private:
    WindowContext *mContext;
    BoardAnalysis *mAnalysis;
    QAction *mCardValues = nullptr;
    DdTraceView *mTrace = nullptr;
    QDockWidget *mTraceDock = nullptr;
    Retranslator mTexts { "Kibitz::AnalysisActions" };
    QObject mConnections; // the context of connections to this object: they end with it
};

} // namespace Kibitz
