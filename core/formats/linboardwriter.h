#pragma once

#include "boardwriter.h"

#include <QIODevice>

namespace Kibitz {

/**
 * Writes one board per line in the layout of BBO's own hand records:
 * `pn|S,W,N,E|st||md|<dealer><S>,<W>,<N>,<E>|rh||ah|Board n|sv|o|mb|..|an|..|pg||pc|..|pg||mc|n|`.
 */
class LinBoardWriter : public BufferedBoardWriter
{
public:
    explicit LinBoardWriter(QIODevice *device)
        : BufferedBoardWriter(device)
    { }
    bool writeBoard(const Board &board) override;

    /** The line for @p board without its line ending. */
    static QString boardLine(const Board &board);
};

} // namespace Kibitz
