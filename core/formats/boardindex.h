#pragma once

#include "boardreader.h"
#include "formaterror.h"

#include <QByteArray>

#include <vector>

namespace Kibitz {

/**
 * Where reading can start inside a file (IndexedBoardSource, docs/reliability.md#memory-for-big-files):
 * the place of every few boards and, where it is known, the reader's context there.
 */
struct BoardIndex
{
    struct Start
    {
        BoardReader::Place place;
        QByteArray context; ///< the reader's resumeContext() there
        bool known = false; ///< false: found by reading on from an earlier start (IndexedBoardSource)
    };
    std::vector<Start> starts; ///< for boards 0, every, 2 * every, ...
    qint64 count = 0; ///< boards readNext() returns
    FormatError end; ///< what stops reading after them (a line too long, a file cut short)
    bool valid = false; ///< false: the file cannot be indexed, and is read whole
};

} // namespace Kibitz
