#pragma once

#include <QCoreApplication>

class QWidget;

namespace Kibitz {

class Document;

/** Asks for the explanation of a call of the auction and records it, alerted when not empty, as one undo command. */
class AlertDialog
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::AlertDialog)

public:
    /** Call @p call (0-based) of board @p board; nothing changes when the user cancels. */
    static void edit(QWidget *parent, Document *document, qint64 board, int call);
};

} // namespace Kibitz
