#include "analysisactions.h"

#include "analysis/boardanalysis.h"
#include "analysis/ddtraceview.h"
#include "settings/preferences.h"
#include "views/cardvalueoverlay.h"
#include "views/handdiagram.h"
#include "windowcontext.h"

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

#include <memory>

namespace Kibitz {

AnalysisActions::AnalysisActions(WindowContext *context)
    : mContext(context)
    , mAnalysis(new BoardAnalysis(context->document(), context->window()))
{
    // The shown board is solved in the background when the file has no table for it.
    mAnalysis->setObjectName(QStringLiteral("boardAnalysis"));
    // DDS cannot report progress within a deal: say that a hard one is being worked on, and that
    // quitting does not have to wait for it.
    QObject::connect(mAnalysis, &BoardAnalysis::solvingSlowly, context, [context](qint64 index) {
        if (context->currentBoard() == index)
            context->showStatus(
                tr("Board %1: solving double-dummy, a hard deal takes up to a minute (you can go on or quit)")
                    .arg(index + 1));
    });
    QObject::connect(mAnalysis, &BoardAnalysis::boardSolved, context, [context](qint64 index) {
        if (context->currentBoard() == index)
            context->clearStatus();
    });
    QObject::connect(context, &WindowContext::languageChanged, &mConnections, [this] { retranslate(); });
}

void AnalysisActions::addAnalyseMenu()
{
    // The lambdas capture no AnalysisActions: the window deletes its QObjects after its members.
    WindowContext *context = mContext;
    QMainWindow *window = context->window();
    BoardAnalysis *analysis = mAnalysis;
    QMenu *analyse = mTexts.bind(window->menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Analyse"));
    QAction *solveAll = mTexts.bind(analyse->addAction(QString()), "text", QT_TR_NOOP("&Solve All Boards"));
    solveAll->setObjectName(QStringLiteral("solveAllBoards"));
    // Solving runs in the background with its progress in the status bar: the window stays usable.
    auto *bar = new QWidget(window->statusBar());
    bar->setObjectName(QStringLiteral("solveAllProgress"));
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(bar);
    label->setObjectName(QStringLiteral("solveAllLabel"));
    auto *meter = new QProgressBar(bar);
    meter->setMaximumWidth(160);
    meter->setTextVisible(false);
    auto *cancel = mTexts.bind(new QToolButton(bar), "text", QT_TR_NOOP("Cancel"));
    cancel->setObjectName(QStringLiteral("solveAllCancel"));
    layout->addWidget(label);
    layout->addWidget(meter);
    layout->addWidget(cancel);
    window->statusBar()->addPermanentWidget(bar);
    bar->hide();
    auto clock = std::make_shared<QElapsedTimer>();
    QObject::connect(cancel, &QToolButton::clicked, analysis, [analysis, cancel] {
        cancel->setEnabled(false);
        analysis->cancelSolveAll();
    });
    QObject::connect(
        solveAll, &QAction::triggered, context, [context, analysis, solveAll, bar, label, meter, cancel, clock] {
            const int queued = analysis->solveAll();
            if (queued == 0) {
                context->showStatus(tr("Every board already has its double-dummy table."), 5000);
                return;
            }
            solveAll->setEnabled(false);
            clock->start();
            meter->setRange(0, queued);
            meter->setValue(0);
            label->setText(tr("Solving %n board(s) double-dummy\u2026", nullptr, queued));
            cancel->setEnabled(true);
            bar->show();
        });
    QObject::connect(analysis, &BoardAnalysis::progress, bar, [label, meter, clock](int done, int total) {
        meter->setRange(0, total);
        meter->setValue(done);
        QString text = tr("Solving: %1 of %2 boards").arg(QLocale().toString(done), QLocale().toString(total));
        if (done > 0 && done < total) {
            const qint64 left = clock->elapsed() * (total - done) / done / 1000;
            text += QStringLiteral(" \u00b7 ")
                + (left < 60 ? tr("about %n second(s) left", nullptr, int(std::max<qint64>(left, 1)))
                             : tr("about %n minute(s) left", nullptr, int((left + 59) / 60)));
        }
        label->setText(text);
    });
    QObject::connect(analysis, &BoardAnalysis::solveAllFinished, context,
        [context, solveAll, bar](int solved, int failed, bool cancelled) {
            solveAll->setEnabled(true);
            bar->hide();
            QString message = tr("Double-dummy: %n board(s) solved", nullptr, solved);
            if (failed > 0)
                message += tr(", %n could not be solved", nullptr, failed);
            if (cancelled)
                message += tr(" (cancelled)");
            context->showStatus(message, 10000);
        });
}

void AnalysisActions::addCardValues(QMenu *view, HandDiagram *diagram)
{
    auto *overlay = new CardValueOverlay(diagram);
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
        = mTexts.bind(new QDockWidget(mContext->window()), "windowTitle", QT_TR_NOOP("Double-Dummy Trace"));
    dock->setObjectName(QStringLiteral("traceDock"));
    dock->setWidget(mTrace);
    dock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    mContext->window()->addDockWidget(Qt::BottomDockWidgetArea, dock);
    mContext->window()->tabifyDockWidget(beside, dock);
    QAction *toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("showTrace"));
    mTexts.bind(toggle, "text", QT_TR_NOOP("Double-Dummy &Trace"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    // Beside the card values, the other double-dummy view.
    const QList<QAction *> viewActions = view->actions();
    view->insertAction(viewActions.value(viewActions.indexOf(mCardValues) + 1), toggle);
    DdTraceView *trace = mTrace;
    QObject::connect(toggle, &QAction::toggled, trace, &DdTraceView::setActive);
    // Raised once the dock's own handler of triggered has shown it (raising a hidden dock does nothing).
    QObject::connect(toggle, &QAction::triggered, trace, [dock](bool on) {
        Preferences::setDdTrace(on);
        if (on)
            dock->raise();
    });
    QObject::connect(dock, &QDockWidget::visibilityChanged, trace, &DdTraceView::setActive);
    QObject::connect(trace, &DdTraceView::positionRequested, mContext, &WindowContext::requestPlayPosition);
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
