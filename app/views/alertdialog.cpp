#include "alertdialog.h"

#include "document/document.h"
#include "document/editcommands.h"

#include <QInputDialog>
#include <QUndoStack>

namespace Kibitz {

void AlertDialog::edit(QWidget *parent, Document *document, qint64 board, int call)
{
    if (board < 0 || board >= document->count())
        return;
    const Call made = document->board(board).auction().calls().value(call);
    bool ok = false;
    const QString text = QInputDialog::getText(parent, tr("Alert"),
        tr("Explanation of %1 (empty: no alert):").arg(made.toDisplayString()), QLineEdit::Normal, made.explanation(),
        &ok);
    if (ok)
        document->undoStack()->push(new AlertCommand(document, board, call, !text.trimmed().isEmpty(), text.trimmed()));
}

} // namespace Kibitz
