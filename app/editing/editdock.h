#pragma once

#include "views/handdiagram.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>

class QDockWidget;
class QMainWindow;
class QTabWidget;

namespace Kibitz {

class BiddingBox;
class BoardPanel;
class DealEditor;
class DetailsEditor;
class Document;
class PlayEditor;
class Retranslator;
class AuctionView;
class HandDiagram;
class WindowContext;

/**
 * The Edit dock: one tab per edit panel (deal, bidding box, play, details), each an undo-command editor of the
 * current board. A new panel takes one row in the panel list; the Edit menu gets an entry and a shortcut for it.
 */
class EditDock
{
    // The texts stay in the window's translation context, where the catalogues have them.
    Q_DECLARE_TR_FUNCTIONS(Kibitz::MainWindow)

public:
    /** The tabs, in the order of the panel list. */
    enum class Tab { Deal, Auction, Play, Details };
    struct Panel
    {
        BoardPanel *widget;
        const char *title; // the tab's text
        const char *menuText; // the Edit menu's entry that shows the tab, and its shortcut
        QKeySequence shortcut;
    };

    /** Builds the panels and the dock (not yet added to @p window); @p texts keeps the tab texts translated. */
    EditDock(Document *document, QMainWindow *window, Retranslator &texts);

    /**
     * Takes edits made on the views: cards dragged or clicked on @p diagram, alerts of calls activated on
     * @p auction, at @p context's board; a failed paste is said through @p context.
     */
    void editFrom(WindowContext *context, HandDiagram *diagram, AuctionView *auction);

    QDockWidget *dock() const { return mDock; }
    QTabWidget *tabs() const { return mTabs; }
    const QList<Panel> &panels() const { return mPanels; }
    DealEditor *dealEditor() const { return mDealEditor; }
    BiddingBox *biddingBox() const { return mBiddingBox; }
    PlayEditor *playEditor() const { return mPlayEditor; }
    DetailsEditor *detailsEditor() const { return mDetailsEditor; }

    /** Every panel edits board @p index (-1: none). */
    void setBoardIndex(qint64 index);
    /** Shows and raises the dock on @p tab. */
    void show(Tab tab);
    /** What the diagram does while the dock shows its current tab (None when the dock is hidden). */
    HandDiagram::EditMode diagramMode() const;

private:
    QList<Panel> mPanels;
    QTabWidget *mTabs;
    QDockWidget *mDock;
    DealEditor *mDealEditor;
    BiddingBox *mBiddingBox;
    PlayEditor *mPlayEditor;
    DetailsEditor *mDetailsEditor;
};

} // namespace Kibitz
