#pragma once

#include "boardwriter.h"

#include <QIODevice>

namespace Kibitz {

/**
 * Writes one JSON object per line with the fields in a fixed order (the
 * docs/json-lines.md example's, then Kibitz's additions), no spaces, UTF-8.
 */
class JsonBoardWriter : public BufferedBoardWriter
{
public:
    explicit JsonBoardWriter(QIODevice *device)
        : BufferedBoardWriter(device)
    { }
    bool writeBoard(const Board &board) override;

    /** The line for @p board without its line ending. */
    static QString boardLine(const Board &board);
};

} // namespace Kibitz
