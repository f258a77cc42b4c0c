#pragma once

#include "formats/boardsource.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QLabel;
class QListWidget;
class QMenu;
class QSlider;
class QTimer;

namespace Kibitz {

class AuctionView;
class BoardDetails;
class BoardListModel;
class BoardListView;
class Document;
class HandDiagram;

/** The viewer: board list, hand diagram with the play, auction, details and the file's warnings. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /** Opens a deal file; on failure shows the codec's located message and keeps the window usable. */
    bool openFile(const QString &fileName);
    /** Opens the sample set bundled in the resources. */
    bool openBundledSample();
    /** Shows boards that are already in memory (tests, new documents). */
    void setSource(std::unique_ptr<BoardSource> source, const QString &name);
    /** Message boxes on errors (off for tests and screenshots: errors then only go to lastError()). */
    void setInteractive(bool interactive) { mInteractive = interactive; }
    QString lastError() const { return mLastError; }

    Document *document() const { return mDocument; }
    qint64 boardCount() const;
    /** Selects board @p index (0-based); returns false when there is no such board. */
    bool selectBoard(qint64 index);
    qint64 currentBoard() const { return mCurrent; }

    /** Cards of the play shown (0 = before the lead). */
    int playPosition() const;
    void setPlayPosition(int cards);
    void stepCard(int delta);
    void stepTrick(int delta);

    HandDiagram *handDiagram() const { return mDiagram; }
    AuctionView *auctionView() const { return mAuction; }
    BoardDetails *boardDetails() const { return mDetails; }
    BoardListView *boardList() const { return mList; }
    QListWidget *warningList() const { return mWarnings; }
    BoardListModel *boardListModel() const { return mListModel; }

    static QStringList recentFiles();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void documentReset();
    void showBoard(qint64 index);
    void updatePlayControls();
    void addRecentFile(const QString &fileName);
    void fillRecentMenu();
    void fillExamplesMenu();
    void openDialog();
    void goToBoardDialog();
    void showError(const QString &title, const QString &message);
    void scanSomeBoards();

    Document *mDocument;
    BoardListModel *mListModel;
    BoardListView *mList;
    HandDiagram *mDiagram;
    AuctionView *mAuction;
    BoardDetails *mDetails;
    QListWidget *mWarnings;
    QSlider *mSlider;
    QLabel *mPlayLabel;
    QLabel *mCountLabel;
    QMenu *mRecentMenu = nullptr;
    QMenu *mExamplesMenu = nullptr;
    QMenu *mViewMenu = nullptr;
    QAction *mFirstCard = nullptr;
    QAction *mPrevTrick = nullptr;
    QAction *mPrevCard = nullptr;
    QAction *mNextCard = nullptr;
    QAction *mNextTrick = nullptr;
    QAction *mLastCard = nullptr;
    qint64 mCurrent = -1;
    qint64 mScanNext = 0;
    bool mInteractive = true;
    QString mLastError;
    QTimer *mScanTimer;
};

} // namespace Kibitz
