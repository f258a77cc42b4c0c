#include "editdock.h"

#include "document/document.h"
#include "document/editcommands.h"
#include "editing/biddingbox.h"
#include "editing/dealeditor.h"
#include "editing/detailseditor.h"
#include "editing/playeditor.h"
#include "retranslator.h"
#include "views/alertdialog.h"
#include "views/auctionview.h"
#include "views/handdiagram.h"
#include "windowcontext.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTabWidget>
#include <QUndoStack>

namespace Kibitz {

EditDock::EditDock(Document *document, QMainWindow *window, Retranslator &texts)
    : mTabs(new QTabWidget)
    , mDealEditor(new DealEditor(document))
    , mBiddingBox(new BiddingBox(document))
    , mPlayEditor(new PlayEditor(document))
    , mDetailsEditor(new DetailsEditor(document))
{
    // The tabs, in the order of Tab: a new panel takes one row here.
    mPanels = {
        { mDealEditor, QT_TR_NOOP("Deal"), QT_TR_NOOP("Edit &Deal"), QKeySequence(Qt::CTRL | Qt::Key_1) },
        { mBiddingBox, QT_TR_NOOP("Auction"), QT_TR_NOOP("Edit &Auction"), QKeySequence(Qt::CTRL | Qt::Key_2) },
        { mPlayEditor, QT_TR_NOOP("Play"), QT_TR_NOOP("Edit &Play"), QKeySequence(Qt::CTRL | Qt::Key_3) },
        { mDetailsEditor, QT_TR_NOOP("Details"), QT_TR_NOOP("Edit Board De&tails"),
            QKeySequence(Qt::CTRL | Qt::Key_5) },
    };
    mTabs->setDocumentMode(true);
    for (const Panel &panel : std::as_const(mPanels))
        mTabs->addTab(panel.widget, QString());
    texts.add([this] {
        for (qsizetype i = 0; i < mPanels.size(); ++i)
            mTabs->setTabText(int(i), tr(mPanels[i].title));
    });

    mDock = texts.bind(new QDockWidget(QString(), window), "windowTitle", QT_TR_NOOP("Edit"));
    mDock->setObjectName(QStringLiteral("editDock"));
    mDock->setWidget(mTabs);
    mDock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
}

void EditDock::setBoardIndex(qint64 index)
{
    for (const Panel &panel : std::as_const(mPanels))
        panel.widget->setBoardIndex(index);
}

void EditDock::show(Tab tab)
{
    mDock->show();
    // Tabbed behind another dock (Warnings, the trace) the editor would open unseen.
    mDock->raise();
    mTabs->setCurrentIndex(int(tab));
}

HandDiagram::EditMode EditDock::diagramMode() const
{
    const auto *panel = qobject_cast<const BoardPanel *>(mTabs->currentWidget());
    return !mDock->isHidden() && panel ? panel->diagramMode() : HandDiagram::EditMode::None;
}

void EditDock::editFrom(WindowContext *context, HandDiagram *diagram, AuctionView *auction)
{
    // The texts keep the translation context the catalogues have them in.
    QObject::connect(mDealEditor, &DealEditor::pasteFailed, context, [context](const QString &message) {
        context->showError(QCoreApplication::translate("Kibitz::MainWindow", "Paste Deal"), message);
    });
    Document *document = context->document();
    QObject::connect(diagram, &HandDiagram::cardDropped, context, [context, document](Card card, Seat to) {
        if (context->currentBoard() >= 0)
            context->undoStack()->push(new MoveCardCommand(document, context->currentBoard(), card, to));
    });
    QObject::connect(auction, &AuctionView::callActivated, context, [context, document](int call) {
        AlertDialog::edit(context->window(), document, context->currentBoard(), call);
    });
    PlayEditor *play = mPlayEditor;
    QObject::connect(diagram, &HandDiagram::cardClicked, context, [context, play](Card card) {
        if (!play->playCard(card))
            context->showStatus(
                QCoreApplication::translate("Kibitz::MainWindow", "%1 cannot be played now").arg(card.toSymbolString()),
                3000);
    });
}

} // namespace Kibitz
