#include "shownboard.h"

#include "document/document.h"
#include "document/filechangewatcher.h"
#include "views/auctionview.h"
#include "views/boarddetails.h"
#include "views/boardfiltermodel.h"
#include "views/boardlistmodel.h"
#include "views/boardlistview.h"
#include "views/handdiagram.h"
#include "views/playcontrols.h"
#include "views/problemlist.h"
#include "windowcontext.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QInputDialog>

#include <climits>

namespace Kibitz {

ShownBoard::ShownBoard(WindowContext *context, const Views &views)
    : QObject(context)
    , mContext(context)
    , mViews(views)
{
    BoardFilterModel *filter = views.filter;
    connect(views.list, &BoardListView::currentRowChanged, this, [this, filter](int row) {
        // A sorted or filtered list moves the current board to another row: it stays as shown.
        if (const qint64 board = filter->boardAt(row); board != current() || board < 0)
            showBoard(board);
    });
    // A new filter (or none): the current board if shown, else the first shown.
    connect(filter, &BoardFilterModel::rowsChosen, this,
        [this, filter] { selectBoard(filter->rowOf(current()) >= 0 ? current() : filter->boardAt(0)); });
    connect(views.playControls, &PlayControls::positionRequested, this, &ShownBoard::setPlayPosition);
    connect(context, &WindowContext::boardRequested, this, &ShownBoard::selectBoard);
    connect(context, &WindowContext::playPositionRequested, this, &ShownBoard::setPlayPosition);

    connect(views.problems, &ProblemList::boardActivated, this, &ShownBoard::selectBoard);
}

void ShownBoard::followDocument()
{
    Document *document = mContext->document();
    connect(document, &Document::reset, this, &ShownBoard::documentReset);
    // The document announces every change its commands make; the window follows them to the board concerned.
    connect(document, &Document::boardChanged, this, [this](qint64 index) {
        if (index == current())
            refresh();
        else
            selectBoard(index);
    });
    connect(document, &Document::boardsChanged, this, &ShownBoard::refresh);
    connect(document, &Document::boardsInserted, this, [this](qint64 index) {
        Q_EMIT countChanged();
        mContext->setCurrentBoard(-1);
        selectBoard(index);
    });
    connect(document, &Document::boardsRemoved, this, [this, document](qint64 index) {
        Q_EMIT countChanged();
        mContext->setCurrentBoard(-1);
        if (!selectBoard(std::min(index, document->count() - 1)))
            showBoard(-1);
    });
}

qint64 ShownBoard::current() const
{
    return mContext->currentBoard();
}

void ShownBoard::documentReset()
{
    mContext->setCurrentBoard(-1);
    const Document *document = mContext->document();
    const qint64 count = document->count();
    // The Room column is for teams files (LIN qx|o1|/qx|c1|): shown when the first boards have a room.
    bool rooms = false;
    for (qint64 i = 0; i < std::min<qint64>(count, 64) && !rooms; ++i)
        rooms = document->board(i).room() != Room::Unknown;
    QHeaderView *header = mViews.list->header();
    header->setSectionHidden(BoardListModel::RoomColumn, !rooms);
    // A sort belongs to the file it was chosen in: another file shows its own order.
    header->setSortIndicator(-1, Qt::AscendingOrder);
    if (count > 0)
        selectBoard(0);
    else
        showBoard(-1);
}

bool ShownBoard::selectBoard(qint64 index)
{
    if (index < 0 || index >= mContext->document()->count())
        return false;
    if (const int row = mViews.filter->rowOf(index); row >= 0)
        mViews.list->setCurrentRow(row);
    if (current() != index)
        showBoard(index);
    return true;
}

void ShownBoard::showBoard(qint64 index)
{
    mContext->setCurrentBoard(index);
    const Document *document = mContext->document();
    QStringList warnings;
    const Board board = index >= 0 ? document->board(index, &warnings) : Board();
    HandDiagram *diagram = mViews.diagram;
    diagram->setBoard(board);
    // No board but warnings: the file is damaged (it ends inside its first record, say), not empty.
    const bool noBoards = index < 0 && document->count() == 0 && !document->fileName().isEmpty();
    diagram->setPlaceholder(!noBoards ? QString()
            : mViews.problems->count() > 0
            ? QCoreApplication::translate(
                "Kibitz::MainWindow", "This file is damaged: no deal could be read (the Warnings list says why)")
            : QCoreApplication::translate("Kibitz::MainWindow", "This file holds no deals"));
    mViews.auction->setBoard(board);
    mViews.details->setBoard(board);
    Q_EMIT boardShown(index);
    if (diagram->editMode() == HandDiagram::EditMode::Play)
        diagram->setPosition(INT_MAX);
    if (!warnings.isEmpty())
        mContext->showStatus(QCoreApplication::translate("Kibitz::MainWindow", "Board %1: %2")
                                 .arg(index + 1)
                                 .arg(warnings.join(QStringLiteral("; "))));
    else
        mContext->clearStatus();
    updatePlayControls();
    if (mFileWatcher)
        mFileWatcher->check();
}

void ShownBoard::refresh()
{
    const qint64 index = current();
    if (index < 0 || index >= mContext->document()->count())
        return;
    const int position = playPosition();
    const int played = int(mViews.diagram->board().playedCards().size());
    showBoard(index);
    // Stay where the user was in the play; follow the play to its end when it was there.
    if (mViews.diagram->editMode() == HandDiagram::EditMode::Play || position >= played)
        setPlayPosition(INT_MAX);
    else
        setPlayPosition(position);
}

int ShownBoard::playPosition() const
{
    return mViews.diagram->position();
}

void ShownBoard::setPlayPosition(int cards)
{
    mViews.diagram->setPosition(cards);
    updatePlayControls();
}

void ShownBoard::stepCard(int delta)
{
    setPlayPosition(PlayControls::cardStep(playPosition(), delta));
}

void ShownBoard::stepTrick(int delta)
{
    if (delta != 0)
        setPlayPosition(PlayControls::trickStep(playPosition(), delta));
}

void ShownBoard::updatePlayControls()
{
    const int position = mViews.diagram->position();
    mViews.playControls->setPosition(position, int(mViews.diagram->board().playedCards().size()));
    Q_EMIT positionChanged(position);
}

void ShownBoard::goToBoardDialog(QWidget *parent)
{
    const qint64 count = mContext->document()->count();
    if (count == 0)
        return;
    bool ok = false;
    const int n = QInputDialog::getInt(parent, QCoreApplication::translate("Kibitz::MainWindow", "Go to Board"),
        QCoreApplication::translate("Kibitz::MainWindow", "Board (position in the file):"), int(current() + 1), 1,
        int(std::min<qint64>(count, INT_MAX)), 1, &ok);
    if (ok)
        selectBoard(n - 1);
}

} // namespace Kibitz
