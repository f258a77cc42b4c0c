#include "formaterror.h"

#include <QCoreApplication>

namespace Kibitz {

QString FormatError::toString() const
{
    QString where;
    if (line > 0) {
        where = column > 0
            ? QCoreApplication::translate("Kibitz::FormatError", "line %1, column %2").arg(line).arg(column)
            : QCoreApplication::translate("Kibitz::FormatError", "line %1").arg(line);
        if (record >= 0)
            where = QCoreApplication::translate("Kibitz::FormatError", "board %1, %2").arg(record + 1).arg(where);
    } else if (record >= 0 && offset >= 0) {
        where
            = QCoreApplication::translate("Kibitz::FormatError", "record %1 (byte offset %2)").arg(record).arg(offset);
    } else if (offset >= 0) {
        where = QCoreApplication::translate("Kibitz::FormatError", "byte offset %1").arg(offset);
    } else if (record >= 0) {
        where = QCoreApplication::translate("Kibitz::FormatError", "board %1").arg(record + 1);
    }
    QString text;
    if (!fileName.isEmpty())
        text = fileName + QStringLiteral(": ");
    if (!where.isEmpty())
        text += where + QStringLiteral(": ");
    return text + message;
}

FormatError FormatError::endsInsideBoard(qint64 board, int line, int column)
{
    return { Code::Truncated,
        QCoreApplication::translate("Kibitz::FormatError", "the file ends inside board %1").arg(board + 1), {}, board,
        -1, line, column };
}

BoardWarning BoardWarning::damage(qint64 board, FormatError error)
{
    // The board is named beside the warning; a text line says where inside it.
    if (error.line > 0)
        error.record = -1;
    error.fileName.clear();
    return { board, error.toString(), true };
}

} // namespace Kibitz
