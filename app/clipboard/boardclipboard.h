#pragma once

#include "model/board.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QString>

namespace Kibitz {

/**
 * Boards on the clipboard: the current board as PBN or LIN text (written by
 * the format's own codec), the diagram as an image, and whole boards read
 * back from clipboard text in any format FormatRegistry recognises by content.
 */
class BoardClipboard
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::BoardClipboard)

public:
    /** @p board written by the codec @p formatId ("pbn", "lin", "json"); empty with @p error on failure. */
    static QString boardText(const Board &board, const QString &formatId, QString *error = nullptr);
    /** Every board in @p data, the format found by content; empty with @p error when there is none. */
    static QList<Board> readBoards(const QByteArray &data, QString *error = nullptr, QString *formatName = nullptr);

    /** Puts @p board on the system clipboard as text in @p formatId. */
    static bool copyBoard(const Board &board, const QString &formatId, QString *error = nullptr);
    static void copyImage(const QImage &image);
    /** The boards in the clipboard's text. */
    static QList<Board> pasteBoards(QString *error = nullptr, QString *formatName = nullptr);
};

} // namespace Kibitz
