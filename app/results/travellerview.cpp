#include "travellerview.h"

#include "document/document.h"
#include "views/auctionview.h"
#include "views/palette.h"

#include "formats/pbn/pbnscoretable.h"
#include "model/showntext.h"
#include "model/strain.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

// A file of at most this many records is grouped whole; a larger one only around the current board
// (a board's tables are near each other in teams and vugraph files).
constexpr qint64 WholeLimit = 5000;
constexpr qint64 Window = 256;

QString signedNumber(double value, int decimals = 0)
{
    const QString text = QString::number(std::abs(value), 'f', decimals);
    return value > 0 ? QLatin1Char('+') + text : value < 0 ? QChar(0x2212) + text : text;
}

QString contractText(const std::optional<Contract> &contract)
{
    if (!contract)
        return QString();
    if (contract->isPassedOut())
        return TravellerView::tr("Pass");
    QString text = QString::number(contract->level) + strainSymbol(contract->strain);
    if (contract->doubling == Doubling::Doubled)
        text += QLatin1Char('X');
    else if (contract->doubling == Doubling::Redoubled)
        text += QStringLiteral("XX");
    return text + QLatin1Char(' ') + seatInitial(contract->declarer);
}

bool scoredAsImps(const Board &board)
{
    for (const auto &[name, value] : board.extraTags()) {
        if (name == u"Scoring")
            return value.startsWith(u"IMP", Qt::CaseInsensitive);
    }
    return false;
}

} // namespace

TravellerView::TravellerView(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mSummary(new QLabel)
    , mTeams(new QWidget)
    , mSwing(new QLabel)
    , mTable(new QTableWidget(0, ColumnCount))
    , mTabs(new QTabWidget)
    , mRanking(new QTableWidget)
{
    mSummary->setWordWrap(true);
    mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Teams: the rooms' auctions side by side, the swing between them.
    auto *teamsLayout = new QHBoxLayout(mTeams);
    teamsLayout->setContentsMargins(0, 0, 0, 0);
    for (size_t i = 0; i < 2; ++i) {
        auto *room = new QWidget;
        auto *roomLayout = new QVBoxLayout(room);
        roomLayout->setContentsMargins(0, 0, 0, 0);
        mRoomTitles[i] = new QLabel;
        mRoomTitles[i]->setTextFormat(Qt::PlainText);
        mRoomAuctions[i] = new AuctionView;
        mRoomAuctions[i]->setFocusPolicy(Qt::NoFocus);
        roomLayout->addWidget(mRoomTitles[i]);
        roomLayout->addWidget(mRoomAuctions[i], 1);
        teamsLayout->addWidget(room, 1);
        if (i == 0)
            teamsLayout->addWidget(mSwing);
    }
    mSwing->setAlignment(Qt::AlignCenter);
    QFont swingFont = mSwing->font();
    swingFont.setBold(true);
    swingFont.setPointSizeF(swingFont.pointSizeF() * 1.3);
    mSwing->setFont(swingFont);
    mSwing->setMinimumWidth(mSwing->fontMetrics().horizontalAdvance(QStringLiteral("to the Open room's N-S")) + 24);
    mSwing->setWordWrap(true);
    mTeams->hide();

    mTable->setObjectName(QStringLiteral("travellerTable"));
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->verticalHeader()->hide();
    mTable->setAlternatingRowColors(true);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    mTable->verticalHeader()->setDefaultSectionSize(mTable->fontMetrics().height() + 8);
    mTable->setTabKeyNavigation(false);
    mTable->installEventFilter(this);
    connect(mTable, &QTableWidget::currentCellChanged, this, [this](int row) { rowChosen(row); });
    connect(mTable, &QTableWidget::cellActivated, this, [this](int row) { rowChosen(row); });

    auto *board = new QWidget;
    auto *layout = new QVBoxLayout(board);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mSummary);
    layout->addWidget(mTable, 1);
    layout->addWidget(mTeams, 3);
    // The event's ranking, when the file has a TotalScoreTable: its columns as the file names them.
    mRanking->setObjectName(QStringLiteral("rankingTable"));
    mRanking->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mRanking->setSelectionBehavior(QAbstractItemView::SelectRows);
    mRanking->verticalHeader()->hide();
    mRanking->verticalHeader()->setDefaultSectionSize(mRanking->fontMetrics().height() + 8);
    mRanking->setAlternatingRowColors(true);
    mTabs->setDocumentMode(true);
    mTabs->addTab(board, QString());
    mTabs->addTab(mRanking, QString());
    mTexts.add([this] {
        mTabs->setTabText(0, tr("Board"));
        mTabs->setTabText(1, tr("Ranking"));
    });
    showRankingTab(false);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(mTabs);
    setFocusProxy(mTable);

    connect(mDocument, &Document::reset, this, &TravellerView::documentReset);
    // An edit, or the analysis solving a table (its DD column): built again.
    const auto changed = [this] {
        mIndexCount = -1;
        mRecords.clear();
        if (mBoard >= 0 && mBoard < mDocument->count())
            setBoardIndex(mBoard);
    };
    connect(mDocument, &Document::boardChanged, this, changed);
    connect(mDocument, &Document::boardsChanged, this, changed);
    connect(mDocument, &Document::boardsInserted, this, [this] { mIndexCount = -1; });
    connect(mDocument, &Document::boardsRemoved, this, [this] { mIndexCount = -1; });
    fill();
}

TravellerView *TravellerView::createDock(QMainWindow *window, Document *document, QMenu *view, QDockWidget *beside)
{
    auto *traveller = new TravellerView(document);
    auto *dock = new QDockWidget(window);
    traveller->mDock = dock;
    traveller->mTexts.bind(dock, "windowTitle", QT_TR_NOOP("Traveller"));
    dock->setObjectName(QStringLiteral("travellerDock"));
    dock->setWidget(traveller);
    dock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (beside)
        window->tabifyDockWidget(beside, dock);
    QAction *toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("showTraveller"));
    traveller->mTexts.bind(toggle, "text", QT_TR_NOOP("T&raveller"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    view->addAction(toggle);
    QObject::connect(toggle, &QAction::triggered, dock, [dock, traveller](bool on) {
        if (on) {
            dock->raise();
            traveller->mTable->setFocus();
        }
    });
    QObject::connect(dock, &QDockWidget::visibilityChanged, traveller, [traveller](bool visible) {
        if (visible && traveller->mStale)
            traveller->setBoardIndex(traveller->mBoard);
    });
    QObject::connect(traveller, &TravellerView::travellerFound, dock, [dock, window] {
        dock->show();
        dock->raise();
        // Room for a few tables and a match's two auctions, once the window is laid out.
        QTimer::singleShot(0, dock, [dock, window] {
            window->resizeDocks({ dock }, { std::max(dock->height(), window->height() * 2 / 5) }, Qt::Vertical);
        });
    });
    dock->hide();
    return traveller;
}

void TravellerView::documentReset()
{
    mIndex.clear();
    mIndexCount = -1;
    mFound = false;
    mChecked = false;
    mRankingFrom = -1;
    mRanking->clear();
    mRanking->setRowCount(0);
    showRankingTab(false);
    mBoard = -1;
    mRecords.clear();
    mTraveller = Traveller();
    fill();
}

void TravellerView::showRankingTab(bool shown)
{
    mTabs->setTabVisible(1, shown);
    mTabs->tabBar()->setVisible(shown); // one tab needs no tab bar
}

void TravellerView::fillRanking(const Board &board)
{
    auto table = PbnScoreTable::fromBoard(board, QStringLiteral("TotalScoreTable"));
    if (!table && mDocument->count() > 0 && mRankingFrom == -1) { // Ruter gives it with the first board only
        table = PbnScoreTable::fromBoard(mDocument->storedBoard(0), QStringLiteral("TotalScoreTable"));
        mRankingFrom = -2;
    }
    if (!table || table->rowCount() == 0) {
        showRankingTab(mRankingFrom == 0);
        return;
    }
    mRankingFrom = 0;
    mRanking->clear();
    mRanking->setColumnCount(int(table->columns().size()));
    QStringList headers;
    for (const QString &column : table->columns())
        headers << shownText(column);
    mRanking->setHorizontalHeaderLabels(headers);
    mRanking->setRowCount(int(table->rowCount()));
    for (int r = 0; r < table->rowCount(); ++r) {
        for (int c = 0; c < table->columns().size(); ++c)
            mRanking->setItem(r, c, new QTableWidgetItem(shownText(table->cell(r, table->columns().at(c)))));
    }
    mRanking->resizeColumnsToContents();
    showRankingTab(true);
}

void TravellerView::indexAround(qint64 index)
{
    mIndex.clear();
    const qint64 count = mDocument->count();
    mIndexWhole = count <= WholeLimit;
    mIndexFrom = mIndexWhole ? 0 : std::max<qint64>(0, index - Window);
    mIndexTo = mIndexWhole ? count - 1 : std::min(count - 1, index + Window);
    for (qint64 i = mIndexFrom; i <= mIndexTo; ++i)
        mIndex.add(i, mDocument->storedBoard(i));
    mIndexCount = count;
}

void TravellerView::setBoardIndex(qint64 index)
{
    mBoard = index;
    // A closed dock costs nothing beyond the first board of a file (which opens the dock when it has results).
    if (mDock && !mDock->isVisible() && mChecked) {
        mStale = true;
        return;
    }
    mChecked = index >= 0;
    mStale = false;
    if (index < 0 || index >= mDocument->count()) {
        mRecords.clear();
        mTraveller = Traveller();
        fill();
        return;
    }
    const qint64 last = mDocument->count() - 1;
    const bool covered = mIndexWhole
        || ((index >= mIndexFrom + Window / 2 || mIndexFrom == 0)
            && (index <= mIndexTo - Window / 2 || mIndexTo == last));
    if (mIndexCount != mDocument->count() || !covered)
        indexAround(index);
    const QList<qint64> records = mIndex.recordsOf(index);
    if (records == mRecords && records.size() > 1) {
        fill(); // the same traveller: only the current row moves
        return;
    }
    mRecords = records;
    const Board board = mDocument->board(index);
    fillRanking(board);
    if (records.size() > 1) {
        QList<Board> boards;
        for (qint64 r : records)
            boards << (r == index ? board : mDocument->board(r));
        mTraveller = Traveller::fromRecords(boards, records, scoredAsImps(board));
        if (!board.doubleDummy().isEmpty())
            mTraveller.setDoubleDummy(board.doubleDummy());
    } else if (const auto table = PbnScoreTable::fromBoard(board)) {
        mTraveller = table->toTraveller(board);
    } else {
        mTraveller = Traveller();
    }
    fill();
    if (!mFound && (!mTraveller.isEmpty() || !mIndex.groups().isEmpty())) {
        mFound = true;
        emit travellerFound();
    }
}

QString TravellerView::summary() const
{
    return mSummary->text();
}

QString TravellerView::swingText() const
{
    return mSwing->text();
}

QStringList TravellerView::roomTitles() const
{
    return { mRoomTitles[0]->text(), mRoomTitles[1]->text() };
}

void TravellerView::fill()
{
    mFilling = true;
    const QList<TravellerRow> &rows = mTraveller.rows();
    const auto scoring = mTraveller.scoring();
    const bool matchpoints = scoring == Traveller::Scoring::Matchpoints;
    mTable->setHorizontalHeaderLabels({ tr("Table"), tr("N-S"), tr("E-W"), tr("Contract"), tr("Lead"), tr("Tricks"),
        tr("DD"), tr("Score N-S"), tr("MP N-S"), tr("MP E-W"), tr("% N-S"), tr("IMPs N-S"), tr("In the file") });
    mTable->setRowCount(int(rows.size()));
    bool stated = false, dd = false, leads = false;
    for (int r = 0; r < rows.size(); ++r) {
        const TravellerRow &row = rows.at(r);
        QStringList texts(ColumnCount);
        texts[TableColumn]
            = row.homeTeam.isEmpty() ? row.table : tr("%1 · %2 v %3").arg(row.table, row.homeTeam, row.visitTeam);
        texts[NorthSouthColumn] = row.northSouth;
        texts[EastWestColumn] = row.eastWest;
        texts[ContractColumn] = contractText(row.contract);
        texts[LeadColumn] = row.lead ? row.lead->toSymbolString() : QString();
        texts[TricksColumn] = row.tricks ? QString::number(*row.tricks) : QString();
        texts[DdColumn] = row.ddTricks ? QString::number(*row.ddTricks) : QString();
        texts[ScoreColumn] = row.scoreNorthSouth ? signedNumber(*row.scoreNorthSouth) : QString();
        if (row.matchpointsNorthSouth) {
            texts[MatchpointsNorthSouthColumn] = QString::number(*row.matchpointsNorthSouth);
            texts[MatchpointsEastWestColumn] = QString::number(*row.matchpointsEastWest);
            texts[PercentColumn] = QString::number(*row.percentNorthSouth, 'f', 0);
        }
        texts[ImpsColumn] = row.impsNorthSouth ? signedNumber(*row.impsNorthSouth) : QString();
        QStringList file;
        if (row.statedMatchpointsNorthSouth)
            file << tr("MP %1").arg(QString::number(*row.statedMatchpointsNorthSouth));
        if (row.statedPercentNorthSouth)
            file << tr("%1 %").arg(QString::number(*row.statedPercentNorthSouth));
        if (row.statedImpsNorthSouth)
            file << tr("IMP %1").arg(signedNumber(*row.statedImpsNorthSouth, 0));
        texts[FileColumn] = file.join(QStringLiteral(" · "));
        stated |= !file.isEmpty();
        dd |= row.ddTricks.has_value();
        leads |= row.lead.has_value();
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(shownText(texts.at(c))); // names come from the file
            if (c >= TricksColumn && c != FileColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == DdColumn && row.ddTricks && row.tricks && *row.tricks != *row.ddTricks) {
                const int diff = *row.tricks - *row.ddTricks;
                item->setToolTip(diff > 0 ? tr("Declarer took %n trick(s) more than double dummy", nullptr, diff)
                                          : tr("Declarer took %n trick(s) fewer than double dummy", nullptr, -diff));
                item->setForeground(diff > 0 ? Palette::color(Palette::Plus) : Palette::color(Palette::Minus));
            }
            if (c == FileColumn && !Traveller::agreesWithFile(row)) {
                item->setForeground(Palette::color(Palette::TravellerCaution));
                item->setToolTip(tr("The file's figures are not those Kibitz computes"));
            }
            if (row.record < 0)
                item->setToolTip(item->toolTip().isEmpty() ? tr("From the file's score table: no auction or play")
                                                           : item->toolTip());
            mTable->setItem(r, c, item);
        }
    }
    mTable->setColumnHidden(MatchpointsNorthSouthColumn, !matchpoints);
    mTable->setColumnHidden(MatchpointsEastWestColumn, !matchpoints);
    mTable->setColumnHidden(PercentColumn, !matchpoints);
    mTable->setColumnHidden(ImpsColumn, matchpoints);
    mTable->setColumnHidden(FileColumn, !stated);
    mTable->setColumnHidden(DdColumn, !dd);
    mTable->setColumnHidden(LeadColumn, !leads);
    // Long names (online events add ids) are cut, in full in their tooltips.
    mTable->resizeColumnsToContents();
    const int nameWidth = mTable->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 18;
    for (const int c : { int(NorthSouthColumn), int(EastWestColumn) }) {
        if (mTable->columnWidth(c) > nameWidth)
            mTable->setColumnWidth(c, nameWidth);
        for (int r = 0; r < mTable->rowCount(); ++r)
            mTable->item(r, c)->setToolTip(mTable->item(r, c)->text());
    }
    // Teams: the tables' rows above the current match's auctions (two rows: all of them; more: a few lines
    // scrolled to the current one); pairs: the table takes the dock.
    const bool teams = scoring == Traveller::Scoring::Teams && !rows.isEmpty();
    const int chrome = mTable->horizontalHeader()->sizeHint().height() + 2 * mTable->frameWidth()
        + mTable->horizontalScrollBar()->sizeHint().height();
    const int lineHeight = mTable->verticalHeader()->defaultSectionSize();
    mTable->setMaximumHeight(teams ? chrome + lineHeight * int(std::min<qsizetype>(rows.size(), 5)) : QWIDGETSIZE_MAX);
    mTable->setMinimumHeight(teams ? chrome + lineHeight * int(std::min<qsizetype>(rows.size(), 3)) : 0);
    const int current = mTraveller.rowOfRecord(mBoard);
    mTable->setCurrentCell(current, current >= 0 ? TableColumn : -1);
    if (current < 0)
        mTable->clearSelection();

    // The summary: board, tables, scoring and what it compares against.
    QString text;
    if (rows.isEmpty()) {
        text = mBoard < 0 ? QString() : tr("This board has no other tables and no score table.");
    } else {
        const QString board = mTraveller.boardNumber() ? tr("Board %1").arg(*mTraveller.boardNumber()) : tr("Board");
        switch (scoring) {
        case Traveller::Scoring::Matchpoints:
            text = tr("%1 · matchpoints: 2 for each score beaten, 1 for each tie, top %2")
                       .arg(board)
                       .arg(2 * std::max<qsizetype>(0, rows.size() - 1));
            break;
        case Traveller::Scoring::Butler:
            text = tr("%1 · Butler IMPs against the datum %2 (the mean score without the top and the bottom)")
                       .arg(board, mTraveller.datum() ? signedNumber(*mTraveller.datum()) : tr("(none)"));
            break;
        case Traveller::Scoring::Teams:
            text = rows.size() == 2
                ? tr("%1 · teams match, Open and Closed room").arg(board)
                : tr("%1 · teams: each table's IMPs against the other table of its match").arg(board);
            break;
        }
    }
    mSummary->setText(text);
    fillTeams();
    mFilling = false;
}

void TravellerView::fillTeams()
{
    const QList<TravellerRow> &rows = mTraveller.rows();
    // The match of the current row (else the first match): the Open room, or the current table, on the left.
    int left = mTraveller.rowOfRecord(mBoard);
    if (left < 0 || rows.at(left).counterpart < 0) {
        left = -1;
        for (int r = 0; r < rows.size() && left < 0; ++r)
            left = rows.at(r).counterpart >= 0 ? r : -1;
    }
    const bool teams = mTraveller.scoring() == Traveller::Scoring::Teams && left >= 0;
    mTeams->setVisible(teams);
    if (!teams)
        return;
    if (rows.at(left).room == Room::Closed)
        left = rows.at(left).counterpart;
    const std::array<const TravellerRow *, 2> sides { &rows.at(left), &rows.at(rows.at(left).counterpart) };
    for (size_t i = 0; i < 2; ++i) {
        const TravellerRow *row = sides[i];
        QStringList parts { row->room != Room::Unknown ? roomName(row->room) : tr("Table %1").arg(row->table) };
        if (!row->homeTeam.isEmpty())
            parts << tr("%1 N-S").arg(shownText(row->homeTeam));
        if (row->contract && row->tricks && !row->contract->isPassedOut()) {
            const int over = *row->tricks - row->contract->target();
            parts << contractText(row->contract) + QLatin1Char(' ')
                    + (over == 0 ? QStringLiteral("=") : signedNumber(over));
        } else if (row->contract) {
            parts << contractText(row->contract);
        }
        if (row->scoreNorthSouth)
            parts << tr("N-S %1").arg(signedNumber(*row->scoreNorthSouth));
        mRoomTitles[i]->setText(parts.join(QStringLiteral(" · ")));
        mRoomAuctions[i]->setBoard(row->record >= 0 ? mDocument->board(row->record) : Board());
    }
    const auto swing = sides[0]->impsNorthSouth;
    const QString winner = !sides[0]->homeTeam.isEmpty() ? sides[0]->homeTeam
        : sides[0]->room == Room::Open                   ? tr("the Open room's N-S")
                                                         : tr("N-S at table %1").arg(sides[0]->table);
    if (!swing)
        mSwing->setText(tr("No swing\n(a room has no result)"));
    else if (*swing == 0)
        mSwing->setText(tr("Flat board\n0 IMPs"));
    else
        mSwing->setText(tr("%1 IMPs\nto %2").arg(signedNumber(*swing), winner));
}

void TravellerView::rowChosen(int row)
{
    if (mFilling || row < 0 || row >= mTraveller.rows().size())
        return;
    const qint64 record = mTraveller.rows().at(row).record;
    if (record >= 0 && record != mBoard)
        emit recordActivated(record);
}

bool TravellerView::eventFilter(QObject *watched, QEvent *event)
{
    // With the focus in the table, the arrows and Home/End move through the rows instead of stepping the play.
    if (watched == mTable && event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int k = key->key();
        if (key->modifiers() == Qt::NoModifier
            && (k == Qt::Key_Up || k == Qt::Key_Down || k == Qt::Key_Home || k == Qt::Key_End || k == Qt::Key_PageUp
                || k == Qt::Key_PageDown)) {
            event->accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TravellerView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        mTexts.retranslate();
        fill();
    }
    QWidget::changeEvent(event);
}

} // namespace Kibitz
