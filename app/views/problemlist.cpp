#include "problemlist.h"

#include "document/document.h"

#include "model/showntext.h"

#include <QCoreApplication>
#include <QEvent>
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
    connect(document, &Document::reset, this, &ProblemList::rescan);
    connect(document, &Document::boardChanged, this, &ProblemList::rescan);
    connect(document, &Document::boardsChanged, this, &ProblemList::rescan);
    connect(document, &Document::boardsInserted, this, &ProblemList::rescan);
    connect(document, &Document::boardsRemoved, this, &ProblemList::rescan);
}

void ProblemList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rescan();
    QListWidget::changeEvent(event);
}

void ProblemList::addEntry(qint64 index, const std::optional<int> &number, const QString &stored)
{
    const QString message = shownText(stored); // a warning may quote the file
    const QString text = index < 0 ? tr("File: %1").arg(message)
        : number                   ? tr("Board %1: %2").arg(*number).arg(message)
                                   : tr("Deal %1 in the file (no board number): %2").arg(index + 1).arg(message);
    auto *item = new QListWidgetItem(text, this);
    item->setData(Qt::UserRole, index);
}

void ProblemList::rescan()
{
    clear();
    mSourceWarnings.clear();
    const qint64 scanned = std::min(mDocument->count(), ScanLimit);
    for (const BoardWarning &w : mDocument->warnings()) {
        if (w.board >= 0 && w.board < scanned)
            mSourceWarnings[w.board] << w.message;
        else
            addEntry(w.board, w.board >= 0 ? mDocument->board(w.board).number() : std::nullopt, w.message);
    }
    mScanNext = 0;
    mScanTimer->start();
}

void ProblemList::scanSomeBoards()
{
    const qint64 end = std::min({ mDocument->count(), ScanLimit, mScanNext + ScanBatch });
    const bool hadEntries = count() > 0;
    for (; mScanNext < end; ++mScanNext) {
        // What the board list marks with its ⚠: the source's remarks on the board (some are only made when
        // the board is read) and the board's own problems.
        QStringList messages = mSourceWarnings.take(mScanNext);
        QStringList read;
        const Board board = mDocument->board(mScanNext, &read);
        messages << read << board.problems();
        messages.removeDuplicates();
        for (const QString &p : std::as_const(messages))
            addEntry(mScanNext, board.number(), p);
    }
    if (!hadEntries && count() > 0)
        emit problemsFound();
    if (mScanNext >= std::min(mDocument->count(), ScanLimit))
        mScanTimer->stop();
}

} // namespace Kibitz
