#pragma once

#include "boardwriter.h"
#include "rbnrecord.h"

#include <QIODevice>

#include <array>

namespace Kibitz {

/**
 * Writes Richard's Bridge Notation (docs/formats.md#rbn-and-rbx): RBN, a line per item and a blank line after
 * each record, or RBX, a line per record. A label that repeats (T D L E F S K N B H) is written only when its
 * value differs from the record before, with no data when the value is gone.
 */
class RbnBoardWriter : public BufferedBoardWriter
{
public:
    RbnBoardWriter(QIODevice *device, bool rbx)
        : BufferedBoardWriter(device)
        , mRbx(rbx)
    { }
    bool writeBoard(const Board &board) override;

private:
    bool mRbx = false;
    std::array<QString, 10> mRepeated; // the values the reader would repeat
};

} // namespace Kibitz
