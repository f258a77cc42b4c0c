#include "mainwindow.h"

#include "auctionview.h"
#include "boarddetails.h"
#include "boardlistmodel.h"
#include "boardlistview.h"
#include "cardstyle.h"
#include "document.h"
#include "handdiagram.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"

#include <QAction>
#include <QApplication>
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
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
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
    setWindowTitle(tr("Kibitz"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));
    setAcceptDrops(true);
    QSettings settings;
    CardStyle::setFourColour(settings.value(QStringLiteral("view/fourColour"), false).toBool());

    mList->setModel(mListModel);
    QHeaderView *header = mList->header();
    header->setMinimumSectionSize(10);
    header->setSectionResizeMode(QHeaderView::Interactive);
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    header->resizeSection(BoardListModel::ProblemColumn, digit * 3);
    header->resizeSection(BoardListModel::NumberColumn, digit * 8);
    header->resizeSection(BoardListModel::DealerColumn, digit * 4);
    header->resizeSection(BoardListModel::VulnerabilityColumn, digit * 6);
    header->resizeSection(BoardListModel::ContractColumn, digit * 8);
    header->resizeSection(BoardListModel::ResultColumn, digit * 4);
    header->setSectionResizeMode(BoardListModel::ScoreColumn, QHeaderView::Stretch);
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
    statusBar()->addPermanentWidget(mCountLabel);

    connect(mDocument, &Document::reset, this, &MainWindow::documentReset);
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
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(QIcon(QStringLiteral(":/icons/open.svg")), tr("&Open\u2026"), this,
                                    &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    mRecentMenu = file->addMenu(tr("Open &Recent"));
    connect(mRecentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addAction(tr("Open &Sample Set"), this, [this] { openBundledSample(); });
    file->addSeparator();
    QAction *close = file->addAction(tr("&Close Window"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *board = menuBar()->addMenu(tr("&Board"));
    QAction *next = board->addAction(tr("&Next Board"), this, [this] { selectBoard(mCurrent + 1); });
    next->setShortcut(Qt::Key_PageDown);
    QAction *prev = board->addAction(tr("&Previous Board"), this, [this] { selectBoard(mCurrent - 1); });
    prev->setShortcut(Qt::Key_PageUp);
    QAction *first = board->addAction(tr("&First Board"), this, [this] { selectBoard(0); });
    first->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    QAction *last = board->addAction(tr("&Last Board"), this, [this] { selectBoard(boardCount() - 1); });
    last->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_End));
    board->addSeparator();
    QAction *go = board->addAction(tr("&Go to Board\u2026"), this, &MainWindow::goToBoardDialog);
    go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));

    QMenu *play = menuBar()->addMenu(tr("&Play"));
    const auto playAction = [&](const QString &icon, const QString &text, QKeySequence key, auto slot) {
        QAction *a = play->addAction(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)), text, this, slot);
        a->setShortcut(key);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                                   key.toString(QKeySequence::NativeText)));
        return a;
    };
    mFirstCard = playAction(QStringLiteral("first"), tr("&Start"), QKeySequence(Qt::Key_Home), [this] { setPlayPosition(0); });
    mPrevTrick = playAction(QStringLiteral("prev-trick"), tr("Previous &Trick"), QKeySequence(Qt::Key_Up),
                            [this] { stepTrick(-1); });
    mPrevCard = playAction(QStringLiteral("prev"), tr("&Previous Card"), QKeySequence(Qt::Key_Left),
                           [this] { stepCard(-1); });
    mNextCard = playAction(QStringLiteral("next"), tr("&Next Card"), QKeySequence(Qt::Key_Right),
                           [this] { stepCard(1); });
    mNextTrick = playAction(QStringLiteral("next-trick"), tr("Next T&rick"), QKeySequence(Qt::Key_Down),
                            [this] { stepTrick(1); });
    mLastCard = playAction(QStringLiteral("last"), tr("&End"), QKeySequence(Qt::Key_End),
                           [this] { setPlayPosition(INT_MAX); });

    mViewMenu = menuBar()->addMenu(tr("&View"));
    QAction *four = mViewMenu->addAction(tr("&Four-Colour Deck"));
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
    QAction *hide = mViewMenu->addAction(tr("&Hide Played Cards"));
    hide->setCheckable(true);
    hide->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    hide->setChecked(QSettings().value(QStringLiteral("view/hidePlayed"), false).toBool());
    mDiagram->setHidePlayed(hide->isChecked());
    connect(hide, &QAction::toggled, this, [this](bool on) {
        mDiagram->setHidePlayed(on);
        QSettings().setValue(QStringLiteral("view/hidePlayed"), on);
    });
    mViewMenu->addSeparator();

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    mExamplesMenu = help->addMenu(tr("&Examples"));
    connect(mExamplesMenu, &QMenu::aboutToShow, this, &MainWindow::fillExamplesMenu);
    fillExamplesMenu();
    help->addSeparator();
    help->addAction(tr("&About Kibitz"), this, [this] {
        QMessageBox::about(this, tr("About Kibitz"),
                           tr("<h3>Kibitz %1</h3><p>View, edit and convert bridge deal files.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createDocks()
{
    const auto dock = [this](const QString &title, const QString &name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                       | QDockWidget::DockWidgetFloatable);
        addDockWidget(area, d);
        mViewMenu->addAction(d->toggleViewAction());
        return d;
    };
    QDockWidget *auction = dock(tr("Auction"), QStringLiteral("auctionDock"), mAuction, Qt::RightDockWidgetArea);
    QDockWidget *details = dock(tr("Details"), QStringLiteral("detailsDock"), mDetails, Qt::RightDockWidgetArea);
    QDockWidget *warnings = dock(tr("Warnings"), QStringLiteral("warningsDock"), mWarnings, Qt::BottomDockWidgetArea);
    splitDockWidget(auction, details, Qt::Vertical);
    resizeDocks({auction}, {fontMetrics().horizontalAdvance(QLatin1Char('0')) * 38}, Qt::Horizontal);
    resizeDocks({auction, details}, {1, 1}, Qt::Vertical);
    resizeDocks({warnings}, {fontMetrics().height() * 6}, Qt::Vertical);
    warnings->hide();
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
    const QString name = mDocument->fileName().isEmpty() ? tr("Untitled") : QFileInfo(mDocument->fileName()).fileName();
    setWindowTitle(tr("%1 \u2014 Kibitz").arg(name));
    const qint64 count = mDocument->count();
    QString status = tr("Boards: %1").arg(QLocale().toString(count));
    if (const DealFormat *format = mDocument->format())
        status = tr("%1 \u00b7 %2").arg(format->name(), status);
    mCountLabel->setText(status);

    mWarnings->clear();
    for (const BoardWarning &w : mDocument->warnings()) {
        auto *item = new QListWidgetItem(tr("Board %1: %2").arg(w.board + 1).arg(w.message), mWarnings);
        item->setData(Qt::UserRole, w.board);
    }
    mScanNext = 0;
    mScanTimer->start();
    if (QDockWidget *dock = findChild<QDockWidget *>(QStringLiteral("warningsDock")))
        dock->setVisible(mWarnings->count() > 0);
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
        const QStringList problems = mDocument->board(mScanNext).problems();
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
    if (mInteractive)
        QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

} // namespace Kibitz
