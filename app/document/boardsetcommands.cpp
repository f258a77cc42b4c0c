#include "boardsetcommands.h"

#include "document/document.h"
#include "document/editcommands.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLocale>
#include <QSet>
#include <QSpinBox>
#include <QUndoStack>

namespace Kibitz {

namespace {

// Renumbering keeps every board before and after in the undo command.
constexpr qint64 RenumberLimit = 200000;
// A new board's number is checked against every board's up to this size (each is read).
constexpr qint64 NumberCheckLimit = 20000;

} // namespace

BoardSetCommands::BoardSetCommands(Document *document)
    : mDocument(document)
{ }

int BoardSetCommands::nextNumber(qint64 at) const
{
    int number = at <= 0 ? 1 : mDocument->board(at - 1).number().value_or(int(at)) + 1;
    if (mDocument->count() > NumberCheckLimit)
        return number;
    QSet<int> used;
    for (qint64 i = 0; i < mDocument->count(); ++i) {
        if (const std::optional<int> n = mDocument->board(i).number())
            used.insert(*n);
    }
    while (used.contains(number))
        ++number;
    return number;
}

void BoardSetCommands::insertBoards(qint64 at, const QList<Board> &boards, const QString &text) const
{
    mDocument->undoStack()->push(new InsertBoardsCommand(mDocument, at, boards, text));
}

void BoardSetCommands::addBoard(qint64 current) const
{
    const qint64 at = current < 0 ? mDocument->count() : current + 1;
    const int number = nextNumber(at);
    Board board;
    board.setNumberWithCycle(number);
    insertBoards(at, { board }, tr("Add board %1").arg(number));
}

void BoardSetCommands::duplicateBoard(qint64 current) const
{
    if (current >= 0)
        insertBoards(current + 1, { mDocument->board(current) }, tr("Duplicate board"));
}

void BoardSetCommands::deleteBoard(qint64 current) const
{
    if (current >= 0)
        mDocument->undoStack()->push(new RemoveBoardsCommand(mDocument, current, 1));
}

void BoardSetCommands::moveBoard(qint64 current, int delta) const
{
    const qint64 to = current + delta;
    if (current < 0 || to < 0 || to >= mDocument->count())
        return;
    mDocument->undoStack()->push(new MoveBoardsCommand(mDocument, current, 1, to));
}

bool BoardSetCommands::renumber(int first, bool cycle, QString *error) const
{
    if (mDocument->count() > RenumberLimit) {
        if (error)
            *error = tr("Renumbering is limited to %1 boards; this set has %2. Use kibitz-convert for large files.")
                         .arg(QLocale().toString(RenumberLimit), QLocale().toString(mDocument->count()));
        return false;
    }
    mDocument->undoStack()->push(new RenumberCommand(mDocument, first, cycle));
    return true;
}

bool BoardSetCommands::renumberDialog(QWidget *parent, QString *error) const
{
    QDialog dialog(parent);
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
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addRow(buttons);
    return dialog.exec() == QDialog::Accepted && renumber(first->value(), cycle->isChecked(), error);
}

} // namespace Kibitz
