#pragma once

#include <QCoreApplication>

class QMenu;
class QUndoStack;

namespace Kibitz {

class Retranslator;

/**
 * Edit > Undo and Redo for an undo stack, named after the command they undo or redo. Not
 * QUndoStack::createUndoAction(): its prefix cannot be translated again after a language change.
 */
class UndoActions
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::UndoActions)

public:
    /** Adds Undo and Redo for @p stack to @p menu; @p texts names them again after a language change. */
    static void addTo(QMenu *menu, QUndoStack *stack, Retranslator &texts);
};

} // namespace Kibitz
