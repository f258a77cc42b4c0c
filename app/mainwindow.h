#pragma once

#include "document/boardsetcommands.h"
#include "document/fileactions.h"
#include "editing/editdock.h"
#include "retranslator.h"
#include "shownboard.h"
#include "windowcontext.h"

#include "formats/boardsource.h"

#include <QKeySequence>
#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QListWidget;
class QMenu;

namespace Kibitz {

class AnalysisActions;
class AuctionView;
class BiddingBox;
class BoardDetails;
class BoardListModel;
class BoardListView;
class BoardPanel;
class ClipboardActions;
class DdTraceView;
class DealEditor;
class DealFormat;
class DetailsEditor;
class ExportImageAction;
class FileChangeWatcher;
class FilterBar;
class Document;
class HandDiagram;
class PlayControls;
class PlayEditor;
class PrintActions;
class ProblemList;
class TravellerView;
class StatisticsDock;

/**
 * The viewer and editor: board list, hand diagram with the play, auction, details and the file's warnings,
 * and the edit panel (deal, bidding box, play, details) whose every change is an undo command.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /** Opens a deal file; on failure shows the codec's located message and keeps the window usable. */
    bool openFile(const QString &fileName) { return mFiles->open(fileName); }
    /** Opens the sample set bundled in the resources. */
    bool openBundledSample() { return openFile(QStringLiteral(":/samples/kibitz-sample.pbn")); }
    /** Shows boards that are already in memory (tests, new documents). */
    void setSource(std::unique_ptr<BoardSource> source, const QString &name);
    /** Message boxes on errors (off for tests and screenshots: errors then only go to lastError()). */
    void setInteractive(bool interactive) { mContext->setInteractive(interactive); }
    bool isInteractive() const { return mContext->isInteractive(); }
    QString lastError() const { return mContext->lastError(); }
    /** What the window's parts share: document, board shown, messages. */
    WindowContext *context() const { return mContext; }

    Document *document() const { return mDocument; }
    qint64 boardCount() const;
    /** Selects board @p index (0-based); returns false when there is no such board. */
    bool selectBoard(qint64 index) { return mShown->selectBoard(index); }
    qint64 currentBoard() const { return mContext->currentBoard(); }

    /** Cards of the play shown (0 = before the lead). */
    int playPosition() const { return mShown->playPosition(); }
    void setPlayPosition(int cards) { mShown->setPlayPosition(cards); }
    void stepCard(int delta) { mShown->stepCard(delta); }
    void stepTrick(int delta) { mShown->stepTrick(delta); }

    HandDiagram *handDiagram() const { return mDiagram; }
    AuctionView *auctionView() const { return mAuction; }
    BoardDetails *boardDetails() const { return mDetails; }
    BoardListView *boardList() const { return mList; }
    QListWidget *warningList() const;
    BoardListModel *boardListModel() const { return mListModel; }
    FilterBar *filterBar() const { return mFilter; }
    /** File > New from Conditions…: generates a new document from seat constraints. */
    void newFromConditions();

    /** The edit dock's tabs, in the order of its panel list (EditDock). */
    using EditTab = EditDock::Tab;
    /** Shows the edit panel on @p tab (the diagram then takes dragged cards, or played cards). */
    void showEditor(EditTab tab);
    QTabWidget *editTabs() const { return mEdit->tabs(); }
    DealEditor *dealEditor() const { return mEdit->dealEditor(); }
    BiddingBox *biddingBox() const { return mEdit->biddingBox(); }
    PlayEditor *playEditor() const { return mEdit->playEditor(); }
    DetailsEditor *detailsEditor() const { return mEdit->detailsEditor(); }
    QDockWidget *auctionDock() const { return mAuctionDock; }
    const BoardSetCommands &boardSet() const { return mBoardSet; }
    PrintActions *printActions() const { return mPrintActions; }
    ExportImageAction *exportImageAction() const { return mExportImage.get(); }
    ClipboardActions *clipboardActions() const { return mClipboard.get(); }
    QDockWidget *traceDock() const;
    DdTraceView *traceView() const;
    /** The traveller of the current board (app/results). */
    TravellerView *travellerView() const { return mTraveller; }
    StatisticsDock *statisticsDock() const { return mStatistics; }
    /** The seed of the next "deal the rest" (tests make it repeatable). */
    void setRandomSeed(quint64 seed);

    /** Asks to save unsaved changes: true when the caller may go on (saved or discarded). */
    bool maybeSave() { return mFiles->maybeSave(); }
    /** Saves under the current name and format, asking for them when there are none. */
    bool save() { return mFiles->save(); }
    /**
     * Saves as @p fileName in @p format (by default the one the extension names). Lists what the format
     * would drop and lets the user cancel; returns false when cancelled or failed (lastError() says why).
     */
    bool saveAs(const QString &fileName, const DealFormat *format = nullptr)
    {
        return mFiles->saveAs(fileName, format);
    }
    /** Starts an untitled set with one empty board 1 (after maybeSave()). */
    bool newBoardSet();
    /** Board-set editing at the current board (BoardSetCommands). */
    void addBoard() { mBoardSet.addBoard(currentBoard()); }
    void duplicateBoard() { mBoardSet.duplicateBoard(currentBoard()); }
    void deleteBoard() { mBoardSet.deleteBoard(currentBoard()); }
    void moveBoard(int delta) { mBoardSet.moveBoard(currentBoard(), delta); }
    /** Numbers every board from @p first; false when the set is too large to renumber in memory. */
    bool renumber(int first, bool cycle);

    /**
     * Shows the boards of a recovery copy (RecoveryJournal) as unsaved changes to the file they came
     * from; the copy itself is then removed. False when it cannot be read (lastError() says why).
     */
    bool restoreRecovery(const RecoveryJournal::Entry &entry) { return mFiles->restoreRecovery(entry); }
    RecoveryJournal *recoveryJournal() const { return mFiles->recoveryJournal(); }

    /** What a non-interactive window (tests) does when its file changes on disk. */
    void setChangedFileAnswer(SaveDialogs::ChangedOnDisk answer) { mFiles->setChangedFileAnswer(answer); }
    /** What a save answers, without dialogs, when it would replace a file changed since a restore (tests). */
    void setReplaceChangedAnswer(bool replace) { mFiles->setReplaceChangedAnswer(replace); }
    FileChangeWatcher *fileChangeWatcher() const { return mFiles->fileChangeWatcher(); }

    /**
     * Lays the docks out as the last window closed left them (Preferences::windowState()); on the first
     * start the viewer comes without the Edit dock, which the first edit action opens.
     */
    void restoreLayout();

    /** Sets every text again in the current language and redraws (after a language or rank-letter change). */
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createLayout();
    void createActions();
    void createFileMenu();
    void createEditMenu();
    void createBoardMenu();
    void createViewMenu();
    void createHelpMenu();
    void createDocks();
    void followBoard();
    void showError(const QString &title, const QString &message) { mContext->showError(title, message); }
    void createEditor();
    void updateTitle();
    void editTabChanged();
    /** A menu entry: its text follows the language, and it may have a shortcut. */
    template <typename Slot> QAction *entry(QMenu *menu, const char *text, Slot slot, const QKeySequence &key = {});

    Retranslator mTexts { "Kibitz::MainWindow" };
    Document *mDocument;
    WindowContext *mContext;
    std::unique_ptr<FileActions> mFiles;
    BoardSetCommands mBoardSet;
    BoardListModel *mListModel;
    BoardListView *mList;
    FilterBar *mFilter;
    HandDiagram *mDiagram;
    AuctionView *mAuction;
    BoardDetails *mDetails;
    ProblemList *mWarnings;
    PlayControls *mPlayControls;
    QLabel *mCountLabel;
    ShownBoard *mShown = nullptr;
    QMenu *mViewMenu = nullptr;
    std::unique_ptr<EditDock> mEdit;
    std::unique_ptr<AnalysisActions> mAnalysis;
    PrintActions *mPrintActions = nullptr;
    std::unique_ptr<ExportImageAction> mExportImage;
    std::unique_ptr<ClipboardActions> mClipboard;
    QDockWidget *mAuctionDock = nullptr;
    QDockWidget *mDetailsDock = nullptr;
    QDockWidget *mWarningsDock = nullptr;
    QDockWidget *mEditDock = nullptr;
    TravellerView *mTraveller = nullptr;
    StatisticsDock *mStatistics = nullptr;
};

} // namespace Kibitz
