#include "boardsource.h"

namespace Kibitz {

Board MemoryBoardSource::board(qint64 index, QStringList *warnings) const
{
    if (warnings) {
        for (const BoardWarning &w : mWarnings) {
            if (w.board == index)
                warnings->append(w.message);
        }
    }
    return mBoards.value(index);
}

} // namespace Kibitz
