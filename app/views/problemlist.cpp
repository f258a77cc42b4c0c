#include "problemlist.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QTimer>

namespace Kibitz {

namespace {

// Board problems are gathered in the background for at most this many boards.
constexpr qint64 ScanLimit = 100000;
constexpr int ScanBatch = 500;

} // namespace

ProblemList::ProblemList(Document *document, QWidget *parent)
    : QListWidget(parent)
    , mDocument(document)
    , mScanTimer(new QTimer(this))
{
    const auto activate = [this](QListWidgetItem *item) { emit boardActivated(item->data(Qt::UserRole).toLongLong()); };
    connect(this, &QListWidget::itemActivated, this, activate);
    connect(this, &QListWidget::itemClicked, this, activate);
    mScanTimer->setInterval(0);
    connect(mScanTimer, &QTimer::timeout, this, &ProblemList::scanSomeBoards);
}

void ProblemList::addEntry(qint64 board, const QString &message)
{
    // The message the main window's status bar shows for the current board too: one catalogue entry.
    const QString text = QCoreApplication::translate("Kibitz::ProblemList", "Board %1: %2").arg(board + 1).arg(message);
    auto *item = new QListWidgetItem(text, this);
    item->setData(Qt::UserRole, board);
}

void ProblemList::rescan()
{
    clear();
    for (const BoardWarning &w : mDocument->warnings())
        addEntry(w.board, w.message);
    mScanNext = 0;
    mScanTimer->start();
}

void ProblemList::scanSomeBoards()
{
    const qint64 end = std::min({ mDocument->count(), ScanLimit, mScanNext + ScanBatch });
    const bool hadEntries = count() > 0;
    for (; mScanNext < end; ++mScanNext) {
        const QStringList problems = mDocument->board(mScanNext).problems();
        for (const QString &p : problems)
            addEntry(mScanNext, p);
    }
    if (!hadEntries && count() > 0)
        emit problemsFound();
    if (mScanNext >= std::min(mDocument->count(), ScanLimit))
        mScanTimer->stop();
}

} // namespace Kibitz
