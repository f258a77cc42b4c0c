#pragma once

#include "formats/boardwriter.h"

#include <QByteArray>
#include <QIODevice>
#include <QStringList>

namespace Kibitz {

/**
 * Writes PBN 2.1 in the export format: the header (`% PBN 2.1`, `% EXPORT` and
 * `%Content-type: text/x-pbn; charset=UTF-8`, or the `%` lines the first board's
 * file had, declaring its character set, which is then kept), then per
 * game the 15 mandatory tags in order (unknown values as "?"), the Deal from
 * the dealer, the Auction with its notes, the Play in columns from the opening
 * leader, DoubleDummyTricks and OptimumResultTable when known, OptimumScore /
 * ParContract, Description, the extra tags as read, then the commentary; a
 * board's own `%` lines come before its tags. Lines
 * end in CRLF and one empty line separates games, as the export format asks.
 */
class PbnWriter : public BufferedBoardWriter
{
public:
    explicit PbnWriter(QIODevice *device);

    bool writeBoard(const Board &board) override;

    /**
     * The text of one game (without the file header or the empty line before it), in UTF-8: the
     * game as its file had it while it reads back as @p board (Board::pbnSource()), else as
     * described above.
     */
    static QByteArray gameText(const Board &board);
    /** Whether @p board's pbnSource() reads back as @p board (its directives aside). */
    static bool sourceStillHolds(const Board &board);

private:
    void writeHeader(const QStringList &lines);
    void appendText(const QString &text);
    void appendLine(const QString &line);

    bool mLatin1 = false; ///< the file declares ISO-8859-1: its text is written so
};

} // namespace Kibitz
