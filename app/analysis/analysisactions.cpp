#include "analysisactions.h"

#include "analysis/boardanalysis.h"
#include "analysis/ddtraceview.h"
#include "mainwindow.h"
#include "settings/preferences.h"
#include "views/cardvalueoverlay.h"
#include "views/handdiagram.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProgressDialog>
#include <QStatusBar>

namespace Kibitz {

AnalysisActions::AnalysisActions(MainWindow *window)
    : mWindow(window)
    , mAnalysis(new BoardAnalysis(window->document(), window))
{
    // The shown board is solved in the background when the file has no table for it.
    mAnalysis->setObjectName(QStringLiteral("boardAnalysis"));
}

void AnalysisActions::addAnalyseMenu()
{
    // The lambdas capture no AnalysisActions: the window deletes its QObjects after its members.
    MainWindow *window = mWindow;
    BoardAnalysis *analysis = mAnalysis;
    QMenu *analyse = mTexts.bind(window->menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Analyse"));
    QAction *solveAll = mTexts.bind(analyse->addAction(QString()), "text", QT_TR_NOOP("&Solve All Boards"));
    solveAll->setObjectName(QStringLiteral("solveAllBoards"));
    QObject::connect(solveAll, &QAction::triggered, window, [window, analysis, solveAll] {
        const int queued = analysis->solveAll();
        if (queued == 0) {
            window->statusBar()->showMessage(tr("Every board already has its double-dummy table."), 5000);
            return;
        }
        solveAll->setEnabled(false);
        if (!window->isInteractive())
            return;
        auto *dialog = new QProgressDialog(
            tr("Solving %n board(s) double-dummy\u2026", nullptr, queued), tr("Cancel"), 0, queued, window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowModality(Qt::WindowModal);
        dialog->setMinimumDuration(300);
        QObject::connect(analysis, &BoardAnalysis::progress, dialog, [dialog](int done, int total) {
            dialog->setMaximum(total);
            dialog->setValue(done);
        });
        QObject::connect(dialog, &QProgressDialog::canceled, analysis, &BoardAnalysis::cancelSolveAll);
        QObject::connect(analysis, &BoardAnalysis::solveAllFinished, dialog, &QWidget::close);
    });
    QObject::connect(
        analysis, &BoardAnalysis::solveAllFinished, window, [window, solveAll](int solved, int failed, bool cancelled) {
            solveAll->setEnabled(true);
            QString message = tr("Double-dummy: %n board(s) solved", nullptr, solved);
            if (failed > 0)
                message += tr(", %n could not be solved", nullptr, failed);
            if (cancelled)
                message += tr(" (cancelled)");
            window->statusBar()->showMessage(message, 10000);
        });
}

void AnalysisActions::addCardValues(QMenu *view)
{
    auto *overlay = new CardValueOverlay(mWindow->handDiagram());
    mCardValues = mTexts.bind(view->addAction(QString()), "text", QT_TR_NOOP("Double-Dummy &Card Values"));
    mCardValues->setObjectName(QStringLiteral("showCardValues"));
    mCardValues->setCheckable(true);
    QObject::connect(mCardValues, &QAction::toggled, overlay, [overlay](bool on) {
        overlay->setActive(on);
        Preferences::setCardValues(on);
    });
    mCardValues->setChecked(Preferences::cardValues());
}

void AnalysisActions::createTraceDock(QDockWidget *beside, QMenu *view)
{
    // The double-dummy trace of the play shares the bottom with the editor. It solves only while it can be
    // seen, so it starts hidden unless it was left open.
    mTrace = new DdTraceView(mAnalysis);
    QDockWidget *dock = mTraceDock
        = mTexts.bind(new QDockWidget(mWindow), "windowTitle", QT_TR_NOOP("Double-Dummy Trace"));
    dock->setObjectName(QStringLiteral("traceDock"));
    dock->setWidget(mTrace);
    dock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    mWindow->addDockWidget(Qt::BottomDockWidgetArea, dock);
    mWindow->tabifyDockWidget(beside, dock);
    QAction *toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("showTrace"));
    mTexts.bind(toggle, "text", QT_TR_NOOP("Double-Dummy &Trace"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    // Beside the card values, the other double-dummy view.
    const QList<QAction *> viewActions = view->actions();
    view->insertAction(viewActions.value(viewActions.indexOf(mCardValues) + 1), toggle);
    DdTraceView *trace = mTrace;
    QObject::connect(toggle, &QAction::toggled, trace, [trace, dock](bool on) {
        trace->setActive(on);
        if (on)
            dock->raise();
    });
    QObject::connect(toggle, &QAction::triggered, trace, [](bool on) { Preferences::setDdTrace(on); });
    QObject::connect(dock, &QDockWidget::visibilityChanged, trace, &DdTraceView::setActive);
    QObject::connect(trace, &DdTraceView::positionRequested, mWindow, &MainWindow::setPlayPosition);
    const bool shown = Preferences::ddTrace();
    dock->setVisible(shown);
    trace->setActive(shown);
    if (shown)
        dock->raise();
}

void AnalysisActions::retranslate()
{
    mTexts.retranslate();
    // A failed trace's message is in the old language.
    mAnalysis->forgetFailedTraces();
}

} // namespace Kibitz
