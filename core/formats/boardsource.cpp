#include "boardsource.h"

#include <algorithm>
#include <numeric>

namespace Kibitz {

MemoryBoardSource::MemoryBoardSource(QList<Board> boards, QList<BoardWarning> warnings)
    : mBoards(std::move(boards))
    , mWarnings(std::move(warnings))
    , mWarningsByBoard(size_t(mWarnings.size()))
{
    // A file may have a warning on every board: finding a board's must not scan them all.
    std::iota(mWarningsByBoard.begin(), mWarningsByBoard.end(), 0);
    std::stable_sort(mWarningsByBoard.begin(), mWarningsByBoard.end(),
        [this](qsizetype a, qsizetype b) { return mWarnings[a].board < mWarnings[b].board; });
}

Board MemoryBoardSource::board(qint64 index, QStringList *warnings) const
{
    if (warnings) {
        auto it = std::lower_bound(mWarningsByBoard.begin(), mWarningsByBoard.end(), index,
            [this](qsizetype w, qint64 board) { return mWarnings[w].board < board; });
        for (; it != mWarningsByBoard.end() && mWarnings[*it].board == index; ++it)
            warnings->append(mWarnings[*it].message);
    }
    return mBoards.value(index);
}

} // namespace Kibitz
