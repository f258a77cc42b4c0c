#include "boardset.h"

namespace Kibitz {

void BoardSet::renumber(int first, bool cycle)
{
    for (qsizetype i = 0; i < mBoards.size(); ++i) {
        const int n = first + int(i);
        if (cycle)
            mBoards[i].setNumberWithCycle(n);
        else
            mBoards[i].setNumber(n);
    }
}

} // namespace Kibitz
