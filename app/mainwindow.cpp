#include "mainwindow.h"

#include "analysis/analysisactions.h"
#include "analysis/boardanalysis.h"
#include "analysis/ddtraceview.h"
#include "clipboard/clipboardactions.h"
#include "document/document.h"
#include "document/undoactions.h"
#include "editing/dealeditor.h"
#include "printing/diagramexport.h"
#include "printing/exportimageaction.h"
#include "printing/printactions.h"
#include "results/travellerview.h"
#include "settings/examplesmenu.h"
#include "settings/preferences.h"
#include "settings/preferencesdialog.h"
#include "settings/recentfilesmenu.h"
#include "stats/statisticsdock.h"
#include "views/auctionview.h"
#include "views/boarddetails.h"
#include "views/boardfiltermodel.h"
#include "views/boardlistmodel.h"
#include "views/boardlistview.h"
#include "views/filterbar.h"
#include "views/handdiagram.h"
#include "views/playcontrols.h"
#include "views/problemlist.h"

#include "formats/dealformat.h"
#include "model/showntext.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDropEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoView>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

// saveState()'s version: a layout stored by a version with other docks is not restored.
constexpr int LayoutVersion = 1;

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mDocument(new Document(this))
    , mContext(new WindowContext(mDocument, this))
    , mBoardSet(mDocument)
    , mListModel(new BoardListModel(mDocument, this))
    , mList(new BoardListView)
    , mFilter(new FilterBar(mDocument, mListModel))
    , mDiagram(new HandDiagram)
    , mAuction(new AuctionView)
    , mDetails(new BoardDetails)
    , mPlayControls(new PlayControls)
    , mCountLabel(new QLabel)
{
    // Before anything else follows the document: a reset must give the watcher the new file first,
    // then the warnings, which the board shown looks at.
    mFiles = std::make_unique<FileActions>(mContext);
    mFiles->setOnSaved([this] { updateTitle(); });
    mWarnings = new ProblemList(mDocument);
    mShown
        = new ShownBoard(mContext, { mFilter->model(), mList, mDiagram, mAuction, mDetails, mPlayControls, mWarnings });
    mShown->setFileWatcher(mFiles->fileChangeWatcher());
    setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));
    setAcceptDrops(true);
    createLayout();

    mEdit = std::make_unique<EditDock>(mDocument, this, mTexts);
    createActions();
    createDocks();
    createEditor();
    mAnalysis->createTraceDock(mEditDock, mViewMenu);
    mTraveller = TravellerView::createDock(this, mDocument, mViewMenu, mEditDock);
    connect(mTraveller, &TravellerView::recordActivated, this, &MainWindow::selectBoard);
    mStatistics = new StatisticsDock(mContext, mFilter->model());
    mStatistics->install(mEditDock, mViewMenu);
    statusBar()->addPermanentWidget(mCountLabel);
    followBoard();

    mDiagram->setFocusPolicy(Qt::StrongFocus);
    resize(1280, 800);
    restoreGeometry(Preferences::windowGeometry());
    mShown->updatePlayControls();
}

MainWindow::~MainWindow()
{
    // The panels go with the window's children, after mEdit: nothing may ask the edit dock for its mode then.
    disconnect(mEditDock, nullptr, this, nullptr);
    disconnect(mEdit->tabs(), nullptr, this, nullptr);
    disconnect(mShown, nullptr, this, nullptr);
}

void MainWindow::createLayout()
{
    mList->setModel(mFilter->model());
    QHeaderView *header = mList->header();
    header->setMinimumSectionSize(10);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(BoardListModel::ScoreColumn, QHeaderView::Stretch);
    mTexts.add([this] { mListModel->fitColumns(mList); });
    connect(mFilter->model(), &BoardFilterModel::sortRefused, this, [this] {
        mList->header()->setSortIndicator(-1, Qt::AscendingOrder);
        mContext->showStatus(tr("Lists of more than %1 boards are not sorted: filter them first.")
                                 .arg(QLocale().toString(BoardFilterModel::SortLimit)),
            5000);
    });

    // Centre: the diagram above the play controls.
    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(mDiagram, 1);
    centreLayout->addWidget(mPlayControls);

    auto *splitter = new QSplitter;
    auto *listPane = new QWidget;
    auto *listLayout = new QVBoxLayout(listPane);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->setSpacing(0);
    listLayout->addWidget(mFilter);
    listLayout->addWidget(mList, 1);
    splitter->addWidget(listPane);
    splitter->addWidget(centre);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);
    splitter->setSizes({ fontMetrics().horizontalAdvance(QLatin1Char('0')) * 42, 800 });
    setCentralWidget(splitter);
}

void MainWindow::followBoard()
{
    // What else shows the board follows it; the window's title and warnings follow the document.
    connect(mShown, &ShownBoard::boardShown, this, [this](qint64 index) {
        mEdit->setBoardIndex(index);
        mTraveller->setBoardIndex(index);
        mAnalysis->analysis()->request(index);
    });
    connect(mShown, &ShownBoard::positionChanged, this, [this](int position) {
        if (DdTraceView *trace = mAnalysis->traceView())
            trace->setBoard(mDiagram->board(), position);
    });
    connect(mShown, &ShownBoard::countChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &Document::reset, this, [this] {
        updateTitle();
        mWarningsDock->setVisible(mWarnings->count() > 0);
    });
    mShown->followDocument();
    connect(mDocument, &Document::modifiedChanged, this, &QWidget::setWindowModified);
    connect(mDocument, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(mWarnings, &ProblemList::problemsFound, mWarningsDock, &QWidget::show);
}

template <typename Slot> QAction *MainWindow::entry(QMenu *menu, const char *text, Slot slot, const QKeySequence &key)
{
    QAction *action = mTexts.bind(menu->addAction(QString(), this, slot), "text", text);
    action->setShortcut(key);
    return action;
}

void MainWindow::createActions()
{
    mPrintActions = new PrintActions(mContext);
    mExportImage = std::make_unique<ExportImageAction>(mContext, [this] {
        return DiagramExport(
            mDiagram->board(), mDiagram->position(), mDiagram->hidePlayed(), !mAuctionDock->isHidden());
    });
    mClipboard = std::make_unique<ClipboardActions>(mContext, mExportImage.get());
    mAnalysis = std::make_unique<AnalysisActions>(mContext);
    createFileMenu();
    createEditMenu();
    createBoardMenu();
    QMenu *play = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Play"));
    play->addActions(mPlayControls->stepActions());
    mAnalysis->addAnalyseMenu();
    createViewMenu();
    createHelpMenu();
}

void MainWindow::createFileMenu()
{
    QMenu *file = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&File"));
    entry(
        file, QT_TR_NOOP("&New Board Set"), [this] { newBoardSet(); }, QKeySequence::New);
    QAction *open = mTexts.bind(
        file->addAction(QIcon(QStringLiteral(":/icons/open.svg")), QString(), this, [this] { mFiles->openDialog(); }),
        "text", QT_TR_NOOP("&Open\u2026"));
    open->setShortcut(QKeySequence::Open);
    auto *recent = mTexts.bind(new RecentFilesMenu(file), "title", QT_TR_NOOP("Open &Recent"));
    file->addMenu(recent);
    connect(recent, &RecentFilesMenu::fileChosen, this, &MainWindow::openFile);
    entry(file, QT_TR_NOOP("Open &Sample Set"), [this] { openBundledSample(); });
    entry(file, QT_TR_NOOP("New from &Conditions\u2026"), &MainWindow::newFromConditions);
    file->addSeparator();
    entry(
        file, QT_TR_NOOP("&Save"), [this] { save(); }, QKeySequence::Save);
    // Ctrl+Shift+S even where the platform binds no key to Save As.
    entry(
        file, QT_TR_NOOP("Save &As…"), [this] { mFiles->saveAsDialog(); },
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addSeparator();
    mPrintActions->addToFileMenu(file);
    file->addAction(mExportImage->action());
    file->addSeparator();
    entry(file, QT_TR_NOOP("&Close Window"), &QWidget::close, QKeySequence::Close);
    QAction *quit
        = mTexts.bind(file->addAction(QString(), qApp, &QApplication::closeAllWindows), "text", QT_TR_NOOP("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu()
{
    QMenu *edit = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Edit"));
    UndoActions::addTo(edit, mDocument->undoStack(), mTexts);
    edit->addSeparator();
    mClipboard->addToEditMenu(edit);
    edit->addSeparator();
    const auto pasteDeal = [this] {
        showEditor(EditTab::Deal);
        QString error;
        if (!mEdit->dealEditor()->pasteDeal(QApplication::clipboard()->text(), &error))
            showError(tr("Paste Deal"), error);
    };
    entry(edit, QT_TR_NOOP("&Paste Deal"), pasteDeal, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    entry(
        edit, QT_TR_NOOP("R&otate Board Clockwise"), [this] { mEdit->dealEditor()->rotate(1); },
        QKeySequence(Qt::CTRL | Qt::Key_R));
    entry(edit, QT_TR_NOOP("&Complete Fourth Hand"), [this] { mEdit->dealEditor()->completeHand(); });
    entry(edit, QT_TR_NOOP("Deal the &Rest at Random"), [this] { mEdit->dealEditor()->dealRemaining(); });
    entry(edit, QT_TR_NOOP("C&lear Deal"), [this] { mEdit->dealEditor()->clearDeal(); });
    edit->addSeparator();
    const QList<EditDock::Panel> &panels = mEdit->panels();
    for (qsizetype i = 0; i < panels.size(); ++i)
        entry(
            edit, panels[i].menuText, [this, i] { showEditor(EditTab(i)); }, panels[i].shortcut);
    edit->addSeparator();
    const auto openPreferences = [this] {
        auto *dialog = new PreferencesDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    };
    QAction *preferences = entry(edit, QT_TR_NOOP("Pre&ferences\u2026"), openPreferences, QKeySequence::Preferences);
    preferences->setObjectName(QStringLiteral("preferences"));
    preferences->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::createBoardMenu()
{
    QMenu *board = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Board"));
    entry(
        board, QT_TR_NOOP("&Add Board"), [this] { addBoard(); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    entry(
        board, QT_TR_NOOP("&Duplicate Board"), [this] { duplicateBoard(); }, QKeySequence(Qt::CTRL | Qt::Key_D));
    entry(
        board, QT_TR_NOOP("De&lete Board"), [this] { deleteBoard(); }, QKeySequence(Qt::CTRL | Qt::Key_Delete));
    entry(
        board, QT_TR_NOOP("Move Board &Up"), [this] { moveBoard(-1); },
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    entry(
        board, QT_TR_NOOP("Move Board Do&wn"), [this] { moveBoard(1); },
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down));
    entry(board, QT_TR_NOOP("&Renumber Boards…"), [this] {
        QString error;
        if (!mBoardSet.renumberDialog(this, &error) && !error.isEmpty())
            showError(tr("Renumber Boards"), error);
    });
    board->addSeparator();
    BoardFilterModel *filter = mFilter->model();
    entry(
        board, QT_TR_NOOP("&Next Board"), [this, filter] { selectBoard(filter->step(currentBoard(), 1)); },
        Qt::Key_PageDown);
    entry(
        board, QT_TR_NOOP("&Previous Board"), [this, filter] { selectBoard(filter->step(currentBoard(), -1)); },
        Qt::Key_PageUp);
    entry(
        board, QT_TR_NOOP("&First Board"), [this, filter] { selectBoard(filter->boardAt(0)); },
        QKeySequence(Qt::CTRL | Qt::Key_Home));
    entry(
        board, QT_TR_NOOP("&Last Board"),
        [this, filter] { selectBoard(filter->boardAt(mList->model()->rowCount() - 1)); },
        QKeySequence(Qt::CTRL | Qt::Key_End));
    entry(
        board, QT_TR_NOOP("&Filter Boards"), [this] { mFilter->focusFilter(); }, QKeySequence::Find);
    board->addSeparator();
    entry(
        board, QT_TR_NOOP("&Go to Board\u2026"), [this] { mShown->goToBoardDialog(this); },
        QKeySequence(Qt::CTRL | Qt::Key_G));
}

void MainWindow::createViewMenu()
{
    mViewMenu = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&View"));
    QAction *four = mTexts.bind(mViewMenu->addAction(QString()), "text", QT_TR_NOOP("&Four-Colour Deck"));
    four->setCheckable(true);
    four->setChecked(Preferences::fourColour());
    four->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    connect(four, &QAction::toggled, this, &Preferences::setFourColour);
    // Every window follows the deck chosen in any of them.
    connect(Preferences::instance(), &Preferences::fourColourChanged, this, [this, four](bool on) {
        four->setChecked(on);
        mDiagram->update();
        mList->viewport()->update();
        if (currentBoard() >= 0)
            mShown->showBoard(currentBoard());
    });
    QAction *hide = mTexts.bind(mViewMenu->addAction(QString()), "text", QT_TR_NOOP("&Hide Played Cards"));
    hide->setCheckable(true);
    hide->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    hide->setChecked(Preferences::hidePlayed());
    mDiagram->setHidePlayed(hide->isChecked());
    connect(hide, &QAction::toggled, this, [this](bool on) {
        mDiagram->setHidePlayed(on);
        Preferences::setHidePlayed(on);
    });
    mAnalysis->addCardValues(mViewMenu, mDiagram);
    mViewMenu->addSeparator();
}

void MainWindow::createHelpMenu()
{
    QMenu *help = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Help"));
    auto *examples = mTexts.bind(new ExamplesMenu(help), "title", QT_TR_NOOP("&Examples"));
    help->addMenu(examples);
    connect(examples, &ExamplesMenu::fileChosen, this, &MainWindow::openFile);
    help->addSeparator();
    entry(help, QT_TR_NOOP("&About Kibitz"), [this] {
        QMessageBox::about(this, tr("About Kibitz"),
            tr("<h3>Kibitz %1</h3><p>View, edit and convert bridge deal files.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createDocks()
{
    const auto dock = [this](const char *title, const QString &name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = mTexts.bind(new QDockWidget(this), "windowTitle", title);
        d->setObjectName(name);
        d->setWidget(widget);
        d->setFeatures(
            QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
        addDockWidget(area, d);
        mViewMenu->addAction(d->toggleViewAction());
        return d;
    };
    mAuctionDock = dock(QT_TR_NOOP("Auction"), QStringLiteral("auctionDock"), mAuction, Qt::RightDockWidgetArea);
    mDetailsDock = dock(QT_TR_NOOP("Details"), QStringLiteral("detailsDock"), mDetails, Qt::RightDockWidgetArea);
    mWarningsDock = dock(QT_TR_NOOP("Warnings"), QStringLiteral("warningsDock"), mWarnings, Qt::BottomDockWidgetArea);
    splitDockWidget(mAuctionDock, mDetailsDock, Qt::Vertical);
    resizeDocks({ mAuctionDock }, { fontMetrics().horizontalAdvance(QLatin1Char('0')) * 38 }, Qt::Horizontal);
    resizeDocks({ mAuctionDock, mDetailsDock }, { 1, 1 }, Qt::Vertical);
    resizeDocks({ mWarningsDock }, { fontMetrics().height() * 6 }, Qt::Vertical);
    mWarningsDock->hide();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    // The docks' widgets translate themselves on their own LanguageChange, and the actions that are no
    // widgets hear it through the context; the window keeps its own texts and the list's.
    mTexts.retranslate();
    mListModel->retranslate();
    updateTitle();
    mShown->updatePlayControls();
    // Honour letters and seat initials are drawn at paint time.
    const auto widgets = findChildren<QWidget *>();
    for (QWidget *widget : widgets)
        widget->update();
}

QDockWidget *MainWindow::traceDock() const
{
    return mAnalysis->traceDock();
}

DdTraceView *MainWindow::traceView() const
{
    return mAnalysis->traceView();
}

QListWidget *MainWindow::warningList() const
{
    return mWarnings;
}

qint64 MainWindow::boardCount() const
{
    return mDocument->count();
}

void MainWindow::newFromConditions()
{
    bool solve = false;
    if (mFiles->newFromConditions(&solve) && solve)
        mAnalysis->analysis()->solveAll();
}

void MainWindow::setSource(std::unique_ptr<BoardSource> source, const QString &name)
{
    mDocument->setSource(std::move(source), name);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList files;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            files << url.toLocalFile();
    }
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    openFile(files.takeFirst());
    for (const QString &file : files) {
        auto *window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->restoreLayout();
        window->openFile(file);
        window->show();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    mFiles->recoveryJournal()->discard(); // saved or given up: nothing to recover
    if (isInteractive()) {
        Preferences::setWindowGeometry(saveGeometry());
        Preferences::setWindowState(saveState(LayoutVersion));
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::restoreLayout()
{
    if (!restoreState(Preferences::windowState(), LayoutVersion)) {
        mEditDock->hide();
        editTabChanged();
    }
}

void MainWindow::createEditor()
{
    connect(mEdit->tabs(), &QTabWidget::currentChanged, this, &MainWindow::editTabChanged);
    mEdit->editFrom(mContext, mDiagram, mAuction);

    mEditDock = mEdit->dock();
    // The auction stays full height beside the bidding box.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, mEditDock);
    connect(mEditDock, &QDockWidget::visibilityChanged, this, [this](bool) { editTabChanged(); });
    resizeDocks({ mEditDock }, { fontMetrics().height() * 14 }, Qt::Vertical);
    // Warnings share the bottom with the editor as a tab, so the board list keeps its height.
    tabifyDockWidget(mEditDock, mWarningsDock);
    mEditDock->raise();

    auto *history = new QUndoView(mDocument->undoStack());
    mTexts.bind(history, "emptyLabel", QT_TR_NOOP("<opened file>"));
    auto *historyDock = mTexts.bind(new QDockWidget(QString(), this), "windowTitle", QT_TR_NOOP("History"));
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    tabifyDockWidget(mDetailsDock, historyDock);
    mDetailsDock->raise();

    mViewMenu->addAction(mEditDock->toggleViewAction());
    mViewMenu->addAction(historyDock->toggleViewAction());
    resizeDocks({ mAuctionDock }, { fontMetrics().horizontalAdvance(QLatin1Char('0')) * 38 }, Qt::Horizontal);
    editTabChanged();
}

void MainWindow::showEditor(EditTab tab)
{
    mEdit->show(tab);
    editTabChanged();
    // The keyboard goes to the panel: Ctrl+2 then "1n p" bids without the mouse.
    if (isActiveWindow())
        mEdit->panels()[qsizetype(tab)].widget->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::editTabChanged()
{
    const HandDiagram::EditMode mode = mEdit->diagramMode();
    if (mode == mDiagram->editMode())
        return;
    mDiagram->setEditMode(mode);
    if (mode == HandDiagram::EditMode::Play)
        setPlayPosition(INT_MAX);
}

void MainWindow::setRandomSeed(quint64 seed)
{
    mEdit->dealEditor()->setRandomSeed(seed);
}

void MainWindow::updateTitle()
{
    const QString name = mDocument->fileName().isEmpty() || mDocument->fileName().startsWith(QLatin1Char(':'))
        ? (mDocument->fileName().isEmpty() ? tr("Untitled") : QFileInfo(mDocument->fileName()).fileName())
        : QFileInfo(mDocument->fileName()).fileName();
    setWindowTitle(tr("%1[*] \u2014 Kibitz").arg(shownText(name))); // a file's name may hold controls too
    setWindowModified(mDocument->isModified());
    QString status = tr("Boards: %1").arg(QLocale().toString(mDocument->count()));
    if (const DealFormat *format = mDocument->format())
        status = tr("%1 \u00b7 %2").arg(format->name(), status);
    mCountLabel->setText(status);
}

bool MainWindow::newBoardSet()
{
    if (!mFiles->newBoardSet())
        return false;
    showEditor(EditTab::Deal);
    return true;
}

bool MainWindow::renumber(int first, bool cycle)
{
    QString error;
    if (mBoardSet.renumber(first, cycle, &error))
        return true;
    showError(tr("Renumber Boards"), error);
    return false;
}

} // namespace Kibitz
