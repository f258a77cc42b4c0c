#include "undoactions.h"

#include "retranslator.h"

#include <QAction>
#include <QMenu>
#include <QUndoStack>

namespace Kibitz {

void UndoActions::addTo(QMenu *menu, QUndoStack *stack, Retranslator &texts)
{
    auto *undo = new QAction(menu);
    undo->setShortcut(QKeySequence::Undo);
    QObject::connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    QObject::connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    auto *redo = new QAction(menu);
    // Ctrl+Shift+Z and, from Windows habit, Ctrl+Y, whatever the platform's own key binding.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key :
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) }) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    redo->setShortcuts(redoKeys);
    QObject::connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    QObject::connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    const auto name = [stack, undo, redo] {
        undo->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
        redo->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
        undo->setEnabled(stack->canUndo());
        redo->setEnabled(stack->canRedo());
    };
    QObject::connect(stack, &QUndoStack::indexChanged, undo, name);
    QObject::connect(stack, &QUndoStack::cleanChanged, undo, name);
    texts.add(name);
    menu->addAction(undo);
    menu->addAction(redo);
}

} // namespace Kibitz
