#pragma once

#include "formats/boardwriter.h"

#include <QByteArray>
#include <QIODevice>

namespace Kibitz {

/**
 * Writes PBN 2.1 in the export format: `% PBN 2.1` and `% EXPORT`, then per
 * game the 15 mandatory tags in order (unknown values as "?"), the Deal from
 * the dealer, the Auction with its notes, the Play in columns from the opening
 * leader, DoubleDummyTricks and OptimumResultTable when known, OptimumScore /
 * ParContract, Description, the extra tags as read, then the commentary. Lines
 * end in CRLF and one empty line separates games, as the export format asks.
 */
class PbnWriter : public BufferedBoardWriter
{
public:
    explicit PbnWriter(QIODevice *device);

    bool writeBoard(const Board &board) override;

    /** The text of one game (without the file header or the empty line before it). */
    static QByteArray gameText(const Board &board);
};

} // namespace Kibitz
