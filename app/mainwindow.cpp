#include "mainwindow.h"

#include "auctionview.h"
#include "biddingbox.h"
#include "boardanalysis.h"
#include "boarddetails.h"
#include "boardlistmodel.h"
#include "boardlistview.h"
#include "cardstyle.h"
#include "cardvalueoverlay.h"
#include "ddtraceview.h"
#include "dealeditor.h"
#include "detailseditor.h"
#include "document.h"
#include "editcommands.h"
#include "handdiagram.h"
#include "playeditor.h"
#include "preferencesdialog.h"
#include "printactions.h"

#include "formats/dealformat.h"
#include "model/vulnerability.h"
#include "formats/formatregistry.h"
#include "formats/lossreport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QProgressDialog>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoStack>
#include <QUndoView>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStyle>
#include <QSlider>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

constexpr int MaxRecentFiles = 10;
// Board problems are gathered in the background for at most this many boards.
constexpr qint64 ScanLimit = 100000;
constexpr int ScanBatch = 500;
// Renumbering keeps every board before and after in the undo command.
constexpr qint64 RenumberLimit = 200000;

QString recentKey()
{
    return QStringLiteral("recentFiles");
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mDocument(new Document(this))
    , mListModel(new BoardListModel(mDocument, this))
    , mList(new BoardListView)
    , mDiagram(new HandDiagram)
    , mAuction(new AuctionView)
    , mDetails(new BoardDetails)
    , mWarnings(new QListWidget)
    , mSlider(new QSlider(Qt::Horizontal))
    , mPlayLabel(new QLabel)
    , mCountLabel(new QLabel)
    , mScanTimer(new QTimer(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));
    setAcceptDrops(true);
    QSettings settings;
    CardStyle::setFourColour(settings.value(QStringLiteral("view/fourColour"), false).toBool());

    mList->setModel(mListModel);
    QHeaderView *header = mList->header();
    header->setMinimumSectionSize(10);
    header->setSectionResizeMode(QHeaderView::Interactive);
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    header->setSectionResizeMode(BoardListModel::ScoreColumn, QHeaderView::Stretch);
    // Columns fit their contents and their header, which is longer in some languages ("Teiler", "Gefahr").
    mTexts.add([this, header, digit] {
        const QFontMetrics metrics(header->font());
        const auto fit = [&](int column, int digits) {
            const QString title = mListModel->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
            header->resizeSection(column, std::max(digit * digits, metrics.horizontalAdvance(title) + digit * 2));
        };
        fit(BoardListModel::ProblemColumn, 3);
        fit(BoardListModel::NumberColumn, 8);
        fit(BoardListModel::RoomColumn, 7);
        fit(BoardListModel::DealerColumn, 4);
        fit(BoardListModel::VulnerabilityColumn, 6);
        int vulnerability = header->sectionSize(BoardListModel::VulnerabilityColumn);
        for (Vulnerability v : {Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::All})
            vulnerability = std::max(vulnerability, mList->fontMetrics().horizontalAdvance(vulnerabilityName(v)) + digit * 2);
        header->resizeSection(BoardListModel::VulnerabilityColumn, vulnerability);
        fit(BoardListModel::ContractColumn, 8);
        fit(BoardListModel::ResultColumn, 4);
        // Room for every fixed column and a score, so that a longer language does not squeeze the scores.
        int width = digit * 7 + mList->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2 * mList->frameWidth();
        for (int column = 0; column < BoardListModel::ScoreColumn; ++column)
            width += header->sectionSize(column);
        mList->setMinimumWidth(width);
    });
    connect(mList, &BoardListView::currentRowChanged, this, [this](int row) { showBoard(row); });

    // Centre: the diagram above the play controls.
    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(mDiagram, 1);
    auto *playBar = new QWidget;
    playBar->setObjectName(QStringLiteral("playBar"));
    auto *playLayout = new QHBoxLayout(playBar);
    playLayout->setContentsMargins(10, 6, 10, 8);
    centreLayout->addWidget(playBar);

    auto *splitter = new QSplitter;
    splitter->addWidget(mList);
    splitter->addWidget(centre);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);
    splitter->setSizes({digit * 42, 800});
    setCentralWidget(splitter);

    createActions();
    for (QAction *a : {mFirstCard, mPrevTrick, mPrevCard, mNextCard, mNextTrick, mLastCard}) {
        auto *button = new QToolButton;
        button->setDefaultAction(a);
        button->setAutoRaise(true);
        button->setIconSize(QSize(20, 20));
        playLayout->addWidget(button);
        if (a == mPrevCard)
            playLayout->addSpacing(2);
    }
    mSlider->setPageStep(4);
    mSlider->setFocusPolicy(Qt::NoFocus);
    playLayout->addWidget(mSlider, 1);
    mPlayLabel->setMinimumWidth(digit * 16);
    playLayout->addWidget(mPlayLabel);
    connect(mSlider, &QSlider::valueChanged, this, [this](int v) { setPlayPosition(v); });

    createDocks();
    createEditor();
    createTraceDock();
    statusBar()->addPermanentWidget(mCountLabel);

    connect(mDocument, &Document::reset, this, &MainWindow::documentReset);
    // The document announces every change its commands make; the window follows them to the board concerned.
    connect(mDocument, &Document::boardChanged, this, [this](qint64 index) {
        if (index == mCurrent)
            refreshCurrent();
        else
            selectBoard(index);
        rescanProblems();
    });
    connect(mDocument, &Document::boardsChanged, this, [this] {
        refreshCurrent();
        rescanProblems();
    });
    connect(mDocument, &Document::boardsInserted, this, [this](qint64 index) {
        updateTitle();
        mCurrent = -1;
        selectBoard(index);
        rescanProblems();
    });
    connect(mDocument, &Document::boardsRemoved, this, [this](qint64 index) {
        updateTitle();
        mCurrent = -1;
        if (!selectBoard(std::min(index, boardCount() - 1)))
            showBoard(-1);
        rescanProblems();
    });
    connect(mDocument, &Document::modifiedChanged, this, &QWidget::setWindowModified);
    connect(mDocument, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(mWarnings, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        selectBoard(item->data(Qt::UserRole).toLongLong());
    });
    connect(mWarnings, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        selectBoard(item->data(Qt::UserRole).toLongLong());
    });
    mScanTimer->setInterval(0);
    connect(mScanTimer, &QTimer::timeout, this, &MainWindow::scanSomeBoards);

    mDiagram->setFocusPolicy(Qt::StrongFocus);
    resize(1280, 800);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    updatePlayControls();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&File"));
    QAction *newSet = mTexts.bind(file->addAction(QString(), this, [this] { newBoardSet(); }), "text", QT_TR_NOOP("&New Board Set"));
    newSet->setShortcut(QKeySequence::New);
    QAction *open = mTexts.bind(file->addAction(QIcon(QStringLiteral(":/icons/open.svg")), QString(), this,
                                    &MainWindow::openDialog), "text", QT_TR_NOOP("&Open\u2026"));
    open->setShortcut(QKeySequence::Open);
    mRecentMenu = mTexts.bind(file->addMenu(QString()), "title", QT_TR_NOOP("Open &Recent"));
    connect(mRecentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    mTexts.bind(file->addAction(QString(), this, [this] { openBundledSample(); }), "text", QT_TR_NOOP("Open &Sample Set"));
    file->addSeparator();
    QAction *saveAction = mTexts.bind(file->addAction(QString(), this, [this] { save(); }), "text", QT_TR_NOOP("&Save"));
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = mTexts.bind(file->addAction(QString(), this, &MainWindow::saveAsDialog), "text", QT_TR_NOOP("Save &As…"));
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    auto *printActions = new PrintActions(this);
    printActions->addToFileMenu(file);
    file->addSeparator();
    QAction *close = mTexts.bind(file->addAction(QString(), this, &QWidget::close), "text", QT_TR_NOOP("&Close Window"));
    close->setShortcut(QKeySequence::Close);
    QAction *quit = mTexts.bind(file->addAction(QString(), qApp, &QApplication::closeAllWindows), "text", QT_TR_NOOP("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    mEditMenu = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Edit"));
    QUndoStack *stack = mDocument->undoStack();
    // Not QUndoStack::createUndoAction: its prefix cannot be translated again after a language change.
    QAction *undo = new QAction(this);
    undo->setShortcut(QKeySequence::Undo);
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    QAction *redo = new QAction(this);
    redo->setShortcut(QKeySequence::Redo);
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    const auto undoTexts = [stack, undo, redo] {
        undo->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
        redo->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
        undo->setEnabled(stack->canUndo());
        redo->setEnabled(stack->canRedo());
    };
    connect(stack, &QUndoStack::indexChanged, this, undoTexts);
    connect(stack, &QUndoStack::cleanChanged, this, undoTexts);
    mTexts.add(undoTexts);
    mEditMenu->addAction(undo);
    mEditMenu->addAction(redo);
    mEditMenu->addSeparator();
    printActions->addToEditMenu(mEditMenu);
    mEditMenu->addSeparator();
    QAction *pasteDeal = mTexts.bind(mEditMenu->addAction(QString(), this, [this] {
        showEditor(EditTab::Deal);
        QString error;
        if (!mDealEditor->pasteDeal(QApplication::clipboard()->text(), &error))
            showError(tr("Paste Deal"), error);
    }), "text", QT_TR_NOOP("&Paste Deal"));
    pasteDeal->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    QAction *rotate = mTexts.bind(mEditMenu->addAction(QString(), this, [this] { mDealEditor->rotate(1); }), "text", QT_TR_NOOP("R&otate Board Clockwise"));
    rotate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    mTexts.bind(mEditMenu->addAction(QString(), this, [this] { mDealEditor->completeHand(); }), "text", QT_TR_NOOP("&Complete Fourth Hand"));
    mTexts.bind(mEditMenu->addAction(QString(), this, [this] { mDealEditor->dealRemaining(); }), "text", QT_TR_NOOP("Deal the &Rest at Random"));
    mTexts.bind(mEditMenu->addAction(QString(), this, [this] { mDealEditor->clearDeal(); }), "text", QT_TR_NOOP("C&lear Deal"));
    mEditMenu->addSeparator();
    QAction *editDeal = mTexts.bind(mEditMenu->addAction(QString(), this, [this] { showEditor(EditTab::Deal); }), "text", QT_TR_NOOP("Edit &Deal"));
    editDeal->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *editAuction = mTexts.bind(mEditMenu->addAction(QString(), this, [this] { showEditor(EditTab::Auction); }), "text", QT_TR_NOOP("Edit &Auction"));
    editAuction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction *editPlay = mTexts.bind(mEditMenu->addAction(QString(), this, [this] { showEditor(EditTab::Play); }), "text", QT_TR_NOOP("Edit &Play"));
    editPlay->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    QAction *editDetails = mTexts.bind(mEditMenu->addAction(QString(), this, [this] { showEditor(EditTab::Details); }), "text", QT_TR_NOOP("Edit Board De&tails"));
    editDetails->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    mEditMenu->addSeparator();
    QAction *preferences = mTexts.bind(mEditMenu->addAction(QString(), this, [this] {
        auto *dialog = new PreferencesDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    }), "text", QT_TR_NOOP("Pre&ferences\u2026"));
    preferences->setObjectName(QStringLiteral("preferences"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *board = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Board"));
    QAction *add = mTexts.bind(board->addAction(QString(), this, &MainWindow::addBoard), "text", QT_TR_NOOP("&Add Board"));
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QAction *duplicate = mTexts.bind(board->addAction(QString(), this, &MainWindow::duplicateBoard), "text", QT_TR_NOOP("&Duplicate Board"));
    duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    QAction *remove = mTexts.bind(board->addAction(QString(), this, &MainWindow::deleteBoard), "text", QT_TR_NOOP("De&lete Board"));
    remove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    QAction *up = mTexts.bind(board->addAction(QString(), this, [this] { moveBoard(-1); }), "text", QT_TR_NOOP("Move Board &Up"));
    up->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    QAction *down = mTexts.bind(board->addAction(QString(), this, [this] { moveBoard(1); }), "text", QT_TR_NOOP("Move Board Do&wn"));
    down->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down));
    mTexts.bind(board->addAction(QString(), this, &MainWindow::renumberDialog), "text", QT_TR_NOOP("&Renumber Boards…"));
    board->addSeparator();
    QAction *next = mTexts.bind(board->addAction(QString(), this, [this] { selectBoard(mCurrent + 1); }), "text", QT_TR_NOOP("&Next Board"));
    next->setShortcut(Qt::Key_PageDown);
    QAction *prev = mTexts.bind(board->addAction(QString(), this, [this] { selectBoard(mCurrent - 1); }), "text", QT_TR_NOOP("&Previous Board"));
    prev->setShortcut(Qt::Key_PageUp);
    QAction *first = mTexts.bind(board->addAction(QString(), this, [this] { selectBoard(0); }), "text", QT_TR_NOOP("&First Board"));
    first->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    QAction *last = mTexts.bind(board->addAction(QString(), this, [this] { selectBoard(boardCount() - 1); }), "text", QT_TR_NOOP("&Last Board"));
    last->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_End));
    board->addSeparator();
    QAction *go = mTexts.bind(board->addAction(QString(), this, &MainWindow::goToBoardDialog), "text", QT_TR_NOOP("&Go to Board\u2026"));
    go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));

    QMenu *play = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Play"));
    const auto playAction = [&](const QString &icon, const char *text, QKeySequence key, auto slot) {
        QAction *a = play->addAction(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)), QString(), this, slot);
        a->setShortcut(key);
        mTexts.add([a, text, key] {
            a->setText(tr(text));
            a->setToolTip(QStringLiteral("%1 (%2)").arg(tr(text).remove(QLatin1Char('&')),
                                                       key.toString(QKeySequence::NativeText)));
        });
        return a;
    };
    mFirstCard = playAction(QStringLiteral("first"), QT_TR_NOOP("&Start"), QKeySequence(Qt::Key_Home), [this] { setPlayPosition(0); });
    mPrevTrick = playAction(QStringLiteral("prev-trick"), QT_TR_NOOP("Previous &Trick"), QKeySequence(Qt::Key_Up),
                            [this] { stepTrick(-1); });
    mPrevCard = playAction(QStringLiteral("prev"), QT_TR_NOOP("&Previous Card"), QKeySequence(Qt::Key_Left),
                           [this] { stepCard(-1); });
    mNextCard = playAction(QStringLiteral("next"), QT_TR_NOOP("&Next Card"), QKeySequence(Qt::Key_Right),
                           [this] { stepCard(1); });
    mNextTrick = playAction(QStringLiteral("next-trick"), QT_TR_NOOP("Next T&rick"), QKeySequence(Qt::Key_Down),
                            [this] { stepTrick(1); });
    mLastCard = playAction(QStringLiteral("last"), QT_TR_NOOP("&End"), QKeySequence(Qt::Key_End),
                           [this] { setPlayPosition(INT_MAX); });

    // Double-dummy analysis in the background: the shown board when the file has no table, or all boards.
    auto *analysis = new BoardAnalysis(mDocument, this);
    analysis->setObjectName(QStringLiteral("boardAnalysis"));
    QMenu *analyse = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Analyse"));
    QAction *solveAll = mTexts.bind(analyse->addAction(QString()), "text", QT_TR_NOOP("&Solve All Boards"));
    solveAll->setObjectName(QStringLiteral("solveAllBoards"));
    connect(solveAll, &QAction::triggered, this, [this, analysis, solveAll] {
        const int queued = analysis->solveAll();
        if (queued == 0) {
            statusBar()->showMessage(tr("Every board already has its double-dummy table."), 5000);
            return;
        }
        solveAll->setEnabled(false);
        if (!mInteractive)
            return;
        auto *dialog = new QProgressDialog(tr("Solving %n board(s) double-dummy\u2026", nullptr, queued),
                                           tr("Cancel"), 0, queued, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowModality(Qt::WindowModal);
        dialog->setMinimumDuration(300);
        connect(analysis, &BoardAnalysis::progress, dialog, [dialog](int done, int total) {
            dialog->setMaximum(total);
            dialog->setValue(done);
        });
        connect(dialog, &QProgressDialog::canceled, analysis, &BoardAnalysis::cancelSolveAll);
        connect(analysis, &BoardAnalysis::solveAllFinished, dialog, &QWidget::close);
    });
    connect(analysis, &BoardAnalysis::solveAllFinished, this, [this, solveAll](int solved, int failed, bool cancelled) {
        solveAll->setEnabled(true);
        QString message = tr("Double-dummy: %n board(s) solved", nullptr, solved);
        if (failed > 0)
            message += tr(", %n could not be solved", nullptr, failed);
        if (cancelled)
            message += tr(" (cancelled)");
        statusBar()->showMessage(message, 10000);
    });

    mViewMenu = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&View"));
    QAction *four = mTexts.bind(mViewMenu->addAction(QString()), "text", QT_TR_NOOP("&Four-Colour Deck"));
    four->setCheckable(true);
    four->setChecked(CardStyle::fourColour());
    four->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    connect(four, &QAction::toggled, this, [this](bool on) {
        CardStyle::setFourColour(on);
        QSettings().setValue(QStringLiteral("view/fourColour"), on);
        mDiagram->update();
        mList->viewport()->update();
        if (mCurrent >= 0)
            showBoard(mCurrent);
    });
    QAction *hide = mTexts.bind(mViewMenu->addAction(QString()), "text", QT_TR_NOOP("&Hide Played Cards"));
    hide->setCheckable(true);
    hide->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    hide->setChecked(QSettings().value(QStringLiteral("view/hidePlayed"), false).toBool());
    mDiagram->setHidePlayed(hide->isChecked());
    connect(hide, &QAction::toggled, this, [this](bool on) {
        mDiagram->setHidePlayed(on);
        QSettings().setValue(QStringLiteral("view/hidePlayed"), on);
    });
    auto *overlay = new CardValueOverlay(mDiagram);
    QAction *cardValues = mTexts.bind(mViewMenu->addAction(QString()), "text", QT_TR_NOOP("Double-Dummy &Card Values"));
    cardValues->setObjectName(QStringLiteral("showCardValues"));
    cardValues->setCheckable(true);
    connect(cardValues, &QAction::toggled, this, [overlay](bool on) {
        overlay->setActive(on);
        QSettings().setValue(QStringLiteral("view/cardValues"), on);
    });
    cardValues->setChecked(QSettings().value(QStringLiteral("view/cardValues"), false).toBool());
    mViewMenu->addSeparator();

    QMenu *help = mTexts.bind(menuBar()->addMenu(QString()), "title", QT_TR_NOOP("&Help"));
    mExamplesMenu = mTexts.bind(help->addMenu(QString()), "title", QT_TR_NOOP("&Examples"));
    connect(mExamplesMenu, &QMenu::aboutToShow, this, &MainWindow::fillExamplesMenu);
    fillExamplesMenu();
    help->addSeparator();
    mTexts.bind(help->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Kibitz"),
                           tr("<h3>Kibitz %1</h3><p>View, edit and convert bridge deal files.</p>")
                               .arg(QApplication::applicationVersion()));
    }), "text", QT_TR_NOOP("&About Kibitz"));
}

void MainWindow::createDocks()
{
    const auto dock = [this](const char *title, const QString &name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = mTexts.bind(new QDockWidget(this), "windowTitle", title);
        d->setObjectName(name);
        d->setWidget(widget);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                       | QDockWidget::DockWidgetFloatable);
        addDockWidget(area, d);
        mViewMenu->addAction(d->toggleViewAction());
        return d;
    };
    QDockWidget *auction = dock(QT_TR_NOOP("Auction"), QStringLiteral("auctionDock"), mAuction, Qt::RightDockWidgetArea);
    QDockWidget *details = dock(QT_TR_NOOP("Details"), QStringLiteral("detailsDock"), mDetails, Qt::RightDockWidgetArea);
    QDockWidget *warnings = dock(QT_TR_NOOP("Warnings"), QStringLiteral("warningsDock"), mWarnings, Qt::BottomDockWidgetArea);
    splitDockWidget(auction, details, Qt::Vertical);
    resizeDocks({auction}, {fontMetrics().horizontalAdvance(QLatin1Char('0')) * 38}, Qt::Horizontal);
    resizeDocks({auction, details}, {1, 1}, Qt::Vertical);
    resizeDocks({warnings}, {fontMetrics().height() * 6}, Qt::Vertical);
    warnings->hide();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    // The docks' widgets translate themselves on their own LanguageChange; the window keeps its own texts,
    // the list's and the print actions' (a QObject, which gets no LanguageChange).
    mTexts.retranslate();
    mListModel->retranslate();
    if (auto *printActions = findChild<PrintActions *>())
        printActions->retranslate();
    if (auto *analysis = findChild<BoardAnalysis *>())
        analysis->forgetFailedTraces();
    updateTitle();
    updatePlayControls();
    rescanProblems();
    // Honour letters and seat initials are drawn at paint time.
    const auto widgets = findChildren<QWidget *>();
    for (QWidget *widget : widgets)
        widget->update();
}

qint64 MainWindow::boardCount() const
{
    return mDocument->count();
}

void MainWindow::showError(const QString &title, const QString &message)
{
    mLastError = message;
    statusBar()->showMessage(message);
    if (mInteractive) {
        auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

bool MainWindow::openFile(const QString &fileName)
{
    if (!maybeSave())
        return false;
    FormatError error;
    if (!mDocument->open(fileName, &error)) {
        showError(tr("Cannot open file"), error.toString());
        return false;
    }
    mLastError.clear();
    if (mInteractive && !fileName.startsWith(QLatin1Char(':')))
        addRecentFile(fileName);
    return true;
}

bool MainWindow::openBundledSample()
{
    return openFile(QStringLiteral(":/samples/kibitz-sample.pbn"));
}

void MainWindow::setSource(std::unique_ptr<BoardSource> source, const QString &name)
{
    mDocument->setSource(std::move(source), name);
}

void MainWindow::documentReset()
{
    mCurrent = -1;
    updateTitle();
    const qint64 count = mDocument->count();

    rescanProblems();
    if (QDockWidget *dock = findChild<QDockWidget *>(QStringLiteral("warningsDock")))
        dock->setVisible(mWarnings->count() > 0);
    // The Room column is for teams files (LIN qx|o1|/qx|c1|): shown when the first boards have a room.
    bool rooms = false;
    for (qint64 i = 0; i < std::min<qint64>(count, 64) && !rooms; ++i)
        rooms = mDocument->board(i).room() != Room::Unknown;
    mList->header()->setSectionHidden(BoardListModel::RoomColumn, !rooms);
    if (count > 0)
        selectBoard(0);
    else
        showBoard(-1);
}

void MainWindow::scanSomeBoards()
{
    const qint64 end = std::min({mDocument->count(), ScanLimit, mScanNext + ScanBatch});
    const bool hadWarnings = mWarnings->count() > 0;
    for (; mScanNext < end; ++mScanNext) {
        // A lazy source (a mapped record file) reports a damaged record only when its board is decoded.
        QStringList problems;
        const Board board = mDocument->board(mScanNext, &problems);
        if (mListedBoards.contains(mScanNext))
            problems.clear();
        problems += board.problems();
        for (const QString &p : problems) {
            auto *item = new QListWidgetItem(tr("Board %1: %2").arg(mScanNext + 1).arg(p), mWarnings);
            item->setData(Qt::UserRole, mScanNext);
        }
    }
    if (!hadWarnings && mWarnings->count() > 0) {
        if (QDockWidget *dock = findChild<QDockWidget *>(QStringLiteral("warningsDock")))
            dock->show();
    }
    if (mScanNext >= std::min(mDocument->count(), ScanLimit))
        mScanTimer->stop();
}

bool MainWindow::selectBoard(qint64 index)
{
    if (index < 0 || index >= boardCount())
        return false;
    if (index <= INT_MAX)
        mList->setCurrentRow(int(index));
    if (mCurrent != index)
        showBoard(index);
    return true;
}

void MainWindow::showBoard(qint64 index)
{
    mCurrent = index;
    QStringList warnings;
    const Board board = index >= 0 ? mDocument->board(index, &warnings) : Board();
    mDiagram->setBoard(board);
    mAuction->setBoard(board);
    mDetails->setBoard(board);
    mDealEditor->setBoardIndex(index);
    mBiddingBox->setBoardIndex(index);
    mPlayEditor->setBoardIndex(index);
    mDetailsEditor->setBoardIndex(index);
    if (auto *analysis = findChild<BoardAnalysis *>(QString(), Qt::FindDirectChildrenOnly))
        analysis->request(index);
    if (mDiagram->editMode() == HandDiagram::EditMode::Play)
        mDiagram->setPosition(INT_MAX);
    if (!warnings.isEmpty())
        statusBar()->showMessage(tr("Board %1: %2").arg(index + 1).arg(warnings.join(QStringLiteral("; "))));
    else
        statusBar()->clearMessage();
    updatePlayControls();
}

int MainWindow::playPosition() const
{
    return mDiagram->position();
}

void MainWindow::setPlayPosition(int cards)
{
    mDiagram->setPosition(cards);
    updatePlayControls();
}

void MainWindow::stepCard(int delta)
{
    setPlayPosition(std::max(0, playPosition() + delta));
}

void MainWindow::stepTrick(int delta)
{
    const int pos = playPosition();
    if (delta > 0)
        setPlayPosition((pos / 4 + delta) * 4);
    else if (delta < 0)
        setPlayPosition(std::max(0, (pos % 4 ? pos / 4 * 4 : pos - 4) + (delta + 1) * 4));
}

void MainWindow::updatePlayControls()
{
    const int total = int(mDiagram->board().playedCards().size());
    const int pos = mDiagram->position();
    const QSignalBlocker blocker(mSlider);
    mSlider->setRange(0, total);
    mSlider->setValue(pos);
    mSlider->setEnabled(total > 0);
    mFirstCard->setEnabled(pos > 0);
    mPrevTrick->setEnabled(pos > 0);
    mPrevCard->setEnabled(pos > 0);
    mNextCard->setEnabled(pos < total);
    mNextTrick->setEnabled(pos < total);
    mLastCard->setEnabled(pos < total);
    if (total == 0)
        mPlayLabel->setText(tr("No play recorded"));
    else
        mPlayLabel->setText(tr("Card %1 of %2").arg(pos).arg(total));
    if (mTrace)
        mTrace->setBoard(mDiagram->board(), pos);
}

void MainWindow::openDialog()
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("lastDir")).toString();
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open Deal File"), dir,
                                                          FormatRegistry::instance().openFilter());
    if (fileName.isEmpty())
        return;
    settings.setValue(QStringLiteral("lastDir"), QFileInfo(fileName).absolutePath());
    openFile(fileName);
}

void MainWindow::goToBoardDialog()
{
    if (boardCount() == 0)
        return;
    bool ok = false;
    const int n = QInputDialog::getInt(this, tr("Go to Board"), tr("Board (position in the file):"),
                                       int(mCurrent + 1), 1, int(std::min<qint64>(boardCount(), INT_MAX)), 1, &ok);
    if (ok)
        selectBoard(n - 1);
}

QStringList MainWindow::recentFiles()
{
    return QSettings().value(recentKey()).toStringList();
}

void MainWindow::addRecentFile(const QString &fileName)
{
    QStringList files = recentFiles();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings().setValue(recentKey(), files);
}

void MainWindow::fillRecentMenu()
{
    mRecentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *a = mRecentMenu->addAction(QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(path).fileName()),
                                            this, [this, path] { openFile(path); });
        a->setToolTip(path);
        a->setStatusTip(path);
    }
    if (files.isEmpty())
        mRecentMenu->addAction(tr("No recent files"))->setEnabled(false);
    else {
        mRecentMenu->addSeparator();
        mRecentMenu->addAction(tr("&Clear List"), this, [] { QSettings().remove(recentKey()); });
    }
}

void MainWindow::fillExamplesMenu()
{
    mExamplesMenu->clear();
    mExamplesMenu->addAction(tr("Kibitz &Sample Set"), this, [this] { openBundledSample(); });
    mExamplesMenu->addSeparator();
    const QFileInfoList examples = QDir(QStringLiteral(":/examples")).entryInfoList(QDir::Files, QDir::Name);
    for (const QFileInfo &info : examples) {
        const QString path = info.filePath();
        mExamplesMenu->addAction(info.fileName(), this, [this, path] { openFile(path); });
    }
    if (examples.isEmpty())
        mExamplesMenu->addAction(tr("No examples installed"))->setEnabled(false);
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
    if (mInteractive)
        QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

void MainWindow::createEditor()
{
    mDealEditor = new DealEditor(mDocument);
    mBiddingBox = new BiddingBox(mDocument);
    mPlayEditor = new PlayEditor(mDocument);
    mDetailsEditor = new DetailsEditor(mDocument);
    mEditTabs = new QTabWidget;
    mEditTabs->setDocumentMode(true);
    for (QWidget *page : {static_cast<QWidget *>(mDealEditor), static_cast<QWidget *>(mBiddingBox),
                          static_cast<QWidget *>(mPlayEditor), static_cast<QWidget *>(mDetailsEditor)})
        mEditTabs->addTab(page, QString());
    mTexts.add([this] {
        mEditTabs->setTabText(int(EditTab::Deal), tr("Deal"));
        mEditTabs->setTabText(int(EditTab::Auction), tr("Auction"));
        mEditTabs->setTabText(int(EditTab::Play), tr("Play"));
        mEditTabs->setTabText(int(EditTab::Details), tr("Details"));
    });
    connect(mEditTabs, &QTabWidget::currentChanged, this, &MainWindow::editTabChanged);
    connect(mDealEditor, &DealEditor::pasteFailed, this, [this](const QString &message) {
        showError(tr("Paste Deal"), message);
    });
    connect(mDiagram, &HandDiagram::cardDropped, this, [this](Card card, Seat to) {
        if (mCurrent >= 0)
            mDocument->undoStack()->push(new MoveCardCommand(mDocument, mCurrent, card, to));
    });
    connect(mAuction, &AuctionView::callActivated, this, [this](int index) {
        if (mCurrent < 0)
            return;
        const Call call = mDocument->board(mCurrent).auction().calls().value(index);
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Alert"),
                                                   tr("Explanation of %1 (empty: no alert):").arg(call.toDisplayString()),
                                                   QLineEdit::Normal, call.explanation(), &ok);
        if (ok)
            mDocument->undoStack()->push(new AlertCommand(mDocument, mCurrent, index, !text.trimmed().isEmpty(),
                                                          text.trimmed()));
    });
    connect(mDiagram, &HandDiagram::cardClicked, this, [this](Card card) {
        if (!mPlayEditor->playCard(card))
            statusBar()->showMessage(tr("%1 cannot be played now").arg(card.toSymbolString()), 3000);
    });

    auto *edit = mTexts.bind(new QDockWidget(QString(), this), "windowTitle", QT_TR_NOOP("Edit"));
    edit->setObjectName(QStringLiteral("editDock"));
    edit->setWidget(mEditTabs);
    edit->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    // The auction stays full height beside the bidding box.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, edit);
    connect(edit, &QDockWidget::visibilityChanged, this, [this](bool) { editTabChanged(); });
    resizeDocks({edit}, {fontMetrics().height() * 14}, Qt::Vertical);
    // Warnings share the bottom with the editor as a tab, so the board list keeps its height.
    if (QDockWidget *warnings = findChild<QDockWidget *>(QStringLiteral("warningsDock"))) {
        tabifyDockWidget(edit, warnings);
        edit->raise();
    }

    auto *history = new QUndoView(mDocument->undoStack());
    mTexts.bind(history, "emptyLabel", QT_TR_NOOP("<opened file>"));
    auto *historyDock = mTexts.bind(new QDockWidget(QString(), this), "windowTitle", QT_TR_NOOP("History"));
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    if (QDockWidget *details = findChild<QDockWidget *>(QStringLiteral("detailsDock")))
        tabifyDockWidget(details, historyDock);
    if (QDockWidget *details = findChild<QDockWidget *>(QStringLiteral("detailsDock")))
        details->raise();

    mViewMenu->addAction(edit->toggleViewAction());
    mViewMenu->addAction(historyDock->toggleViewAction());
    if (QDockWidget *auction = findChild<QDockWidget *>(QStringLiteral("auctionDock")))
        resizeDocks({auction}, {fontMetrics().horizontalAdvance(QLatin1Char('0')) * 38}, Qt::Horizontal);
    editTabChanged();
}

void MainWindow::showEditor(EditTab tab)
{
    if (QDockWidget *dock = findChild<QDockWidget *>(QStringLiteral("editDock")))
        dock->show();
    mEditTabs->setCurrentIndex(int(tab));
    editTabChanged();
}

void MainWindow::editTabChanged()
{
    const QDockWidget *dock = findChild<QDockWidget *>(QStringLiteral("editDock"));
    const bool visible = dock && !dock->isHidden();
    const EditTab tab = EditTab(mEditTabs->currentIndex());
    const HandDiagram::EditMode mode = !visible              ? HandDiagram::EditMode::None
                                       : tab == EditTab::Deal ? HandDiagram::EditMode::Deal
                                       : tab == EditTab::Play ? HandDiagram::EditMode::Play
                                                              : HandDiagram::EditMode::None;
    if (mode == mDiagram->editMode())
        return;
    mDiagram->setEditMode(mode);
    if (mode == HandDiagram::EditMode::Play)
        setPlayPosition(INT_MAX);
}

void MainWindow::setRandomSeed(quint64 seed)
{
    mDealEditor->setRandomSeed(seed);
}

void MainWindow::updateTitle()
{
    const QString name = mDocument->fileName().isEmpty() || mDocument->fileName().startsWith(QLatin1Char(':'))
        ? (mDocument->fileName().isEmpty() ? tr("Untitled") : QFileInfo(mDocument->fileName()).fileName())
        : QFileInfo(mDocument->fileName()).fileName();
    setWindowTitle(tr("%1[*] \u2014 Kibitz").arg(name));
    setWindowModified(mDocument->isModified());
    QString status = tr("Boards: %1").arg(QLocale().toString(mDocument->count()));
    if (const DealFormat *format = mDocument->format())
        status = tr("%1 \u00b7 %2").arg(format->name(), status);
    mCountLabel->setText(status);
}

void MainWindow::refreshCurrent()
{
    if (mCurrent < 0 || mCurrent >= boardCount())
        return;
    const int position = playPosition();
    const int played = int(mDiagram->board().playedCards().size());
    showBoard(mCurrent);
    // Stay where the user was in the play; follow the play to its end when it was there.
    if (mDiagram->editMode() == HandDiagram::EditMode::Play || position >= played)
        setPlayPosition(INT_MAX);
    else
        setPlayPosition(position);
}

void MainWindow::rescanProblems()
{
    mWarnings->clear();
    mListedBoards.clear();
    for (const BoardWarning &w : mDocument->warnings()) {
        mListedBoards.insert(w.board);
        auto *item = new QListWidgetItem(tr("Board %1: %2").arg(w.board + 1).arg(w.message), mWarnings);
        item->setData(Qt::UserRole, w.board);
    }
    mScanNext = 0;
    mScanTimer->start();
}

bool MainWindow::maybeSave()
{
    if (!mDocument->isModified() || !mInteractive)
        return true;
    const QString name = mDocument->fileName().isEmpty() ? tr("Untitled") : QFileInfo(mDocument->fileName()).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("\u201c%1\u201d has changes that are not saved.").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Save them before going on?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool MainWindow::save()
{
    const QString name = mDocument->fileName();
    const DealFormat *format = mDocument->format();
    if (name.isEmpty() || name.startsWith(QLatin1Char(':')) || !format || !format->canWrite()) {
        if (!mInteractive)
            return false;
        saveAsDialog();
        return !mDocument->isModified();
    }
    return saveAs(name, format);
}

bool MainWindow::confirmLoss(const DealFormat &format)
{
    const LossReport report = mDocument->lossReport(format);
    if (!report.unstorable().isEmpty()) {
        const QStringList lines = report.unstorableLines();
        mLastError = tr("%1 cannot hold %n board(s):", nullptr, int(report.unstorable().size())).arg(format.name())
            + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
        statusBar()->showMessage(mLastError.section(QLatin1Char('\n'), 0, 0));
        if (mInteractive) {
            QMessageBox box(QMessageBox::Critical, tr("Cannot Save"), mLastError, QMessageBox::Ok, this);
            box.setObjectName(QStringLiteral("unstorableBox"));
            box.exec();
        }
        return false;
    }
    if (report.isLossless() || !mInteractive)
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Save as %1").arg(format.name()), report.summary(),
                    QMessageBox::Save | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("lossBox"));
    box.setInformativeText(tr("Save anyway? The boards in Kibitz keep everything until you close the file."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Save;
}

bool MainWindow::saveAs(const QString &fileName, const DealFormat *format)
{
    if (!format) {
        for (const DealFormat *f : FormatRegistry::instance().byExtension(fileName)) {
            if (f->canWrite()) {
                format = f;
                break;
            }
        }
    }
    if (!format || !format->canWrite()) {
        showError(tr("Cannot save"), tr("%1: no writable format has this extension").arg(fileName));
        return false;
    }
    if (!confirmLoss(*format))
        return false;
    FormatError error;
    if (!mDocument->save(fileName, *format, &error)) {
        showError(tr("Cannot save"), tr("%1\nThe file on disk was not changed.").arg(error.toString()));
        return false;
    }
    mLastError.clear();
    statusBar()->showMessage(tr("Saved %1 as %2").arg(QFileInfo(fileName).fileName(), format->name()), 5000);
    if (mInteractive)
        addRecentFile(fileName);
    updateTitle();
    return true;
}

void MainWindow::saveAsDialog()
{
    QSettings settings;
    const QStringList filters = FormatRegistry::instance().saveFilters();
    const QList<const DealFormat *> formats = FormatRegistry::instance().writableFormats();
    QString selected;
    const DealFormat *current = mDocument->format();
    for (qsizetype i = 0; i < formats.size(); ++i) {
        if (formats[i] == current || (!current && formats[i]->id() == QLatin1String("pbn")))
            selected = filters.value(i);
    }
    QString base = mDocument->fileName();
    if (base.isEmpty() || base.startsWith(QLatin1Char(':')))
        base = QDir(settings.value(QStringLiteral("lastDir"), QDir::homePath()).toString())
                   .filePath(tr("untitled") + QStringLiteral(".pbn"));
    QString fileName = QFileDialog::getSaveFileName(this, tr("Save Deal File"), base, filters.join(QStringLiteral(";;")),
                                                    &selected);
    if (fileName.isEmpty())
        return;
    const DealFormat *format = formats.value(filters.indexOf(selected));
    if (format && !format->matchesExtension(fileName))
        fileName += QLatin1Char('.') + format->extensions().value(0);
    settings.setValue(QStringLiteral("lastDir"), QFileInfo(fileName).absolutePath());
    saveAs(fileName, format);
}

bool MainWindow::newBoardSet()
{
    if (!maybeSave())
        return false;
    Board first;
    first.setNumberWithCycle(1);
    mDocument->setSource(std::make_unique<MemoryBoardSource>(QList<Board>{first}));
    showEditor(EditTab::Deal);
    return true;
}

void MainWindow::addBoard()
{
    const qint64 at = mCurrent < 0 ? boardCount() : mCurrent + 1;
    int number = 1;
    if (at > 0) {
        const Board previous = mDocument->board(at - 1);
        number = previous.number().value_or(int(at)) + 1;
    }
    Board board;
    board.setNumberWithCycle(number);
    mDocument->undoStack()->push(new InsertBoardsCommand(mDocument, at, {board}, tr("Add board %1").arg(number)));
}

void MainWindow::duplicateBoard()
{
    if (mCurrent < 0)
        return;
    mDocument->undoStack()->push(
        new InsertBoardsCommand(mDocument, mCurrent + 1, {mDocument->board(mCurrent)}, tr("Duplicate board")));
}

void MainWindow::deleteBoard()
{
    if (mCurrent >= 0)
        mDocument->undoStack()->push(new RemoveBoardsCommand(mDocument, mCurrent, 1));
}

void MainWindow::moveBoard(int delta)
{
    const qint64 to = mCurrent + delta;
    if (mCurrent < 0 || to < 0 || to >= boardCount())
        return;
    mDocument->undoStack()->push(new MoveBoardsCommand(mDocument, mCurrent, 1, to));
}

bool MainWindow::renumber(int first, bool cycle)
{
    if (boardCount() > RenumberLimit) {
        showError(tr("Renumber Boards"),
                  tr("Renumbering is limited to %1 boards; this set has %2. Use kibitz-convert for large files.")
                      .arg(QLocale().toString(RenumberLimit), QLocale().toString(boardCount())));
        return false;
    }
    mDocument->undoStack()->push(new RenumberCommand(mDocument, first, cycle));
    return true;
}

void MainWindow::renumberDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Renumber Boards"));
    auto *layout = new QFormLayout(&dialog);
    auto *first = new QSpinBox;
    first->setRange(1, 999999);
    first->setValue(mDocument->board(0).number().value_or(1));
    layout->addRow(tr("First board number:"), first);
    auto *cycle = new QCheckBox(tr("Set dealer and vulnerability from the board cycle"));
    cycle->setChecked(true);
    layout->addRow(cycle);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        renumber(first->value(), cycle->isChecked());
}

void MainWindow::createTraceDock()
{
    // The double-dummy trace of the play shares the bottom with the editor. It solves only while it can be
    // seen, so it starts hidden unless it was left open.
    mTrace = new DdTraceView(findChild<BoardAnalysis *>(QStringLiteral("boardAnalysis")));
    auto *dock = mTexts.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Double-Dummy Trace"));
    dock->setObjectName(QStringLiteral("traceDock"));
    dock->setWidget(mTrace);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (QDockWidget *edit = findChild<QDockWidget *>(QStringLiteral("editDock")))
        tabifyDockWidget(edit, dock);
    QAction *toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("showTrace"));
    mTexts.bind(toggle, "text", QT_TR_NOOP("Double-Dummy &Trace"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    const QList<QAction *> viewActions = mViewMenu->actions();
    const auto cardValues = std::find_if(viewActions.begin(), viewActions.end(), [](const QAction *a) {
        return a->objectName() == QLatin1String("showCardValues");
    });
    mViewMenu->insertAction(cardValues != viewActions.end() && cardValues + 1 != viewActions.end() ? *(cardValues + 1)
                                                                                                    : nullptr,
                            toggle);
    connect(toggle, &QAction::toggled, this, [this, dock](bool on) {
        mTrace->setActive(on);
        if (on)
            dock->raise();
    });
    connect(toggle, &QAction::triggered, this, [](bool on) { QSettings().setValue(QStringLiteral("view/ddTrace"), on); });
    connect(dock, &QDockWidget::visibilityChanged, mTrace, &DdTraceView::setActive);
    connect(mTrace, &DdTraceView::positionRequested, this, &MainWindow::setPlayPosition);
    const bool shown = QSettings().value(QStringLiteral("view/ddTrace"), false).toBool();
    dock->setVisible(shown);
    mTrace->setActive(shown);
    if (shown)
        dock->raise();
}

} // namespace Kibitz
