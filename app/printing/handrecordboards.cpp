#include "handrecordboards.h"

#include "results/travellerindex.h"

namespace Kibitz {

HandRecordBoards::HandRecordBoards(qint64 records, const std::function<Board(qint64)> &board)
    : mRecords(std::max<qint64>(0, records))
    , mGrouped(records <= MaxGroupedRecords)
    , mBoard(board)
{
    if (!mGrouped)
        return;
    TravellerIndex index;
    QList<Board> boards;
    boards.reserve(mRecords);
    for (qint64 i = 0; i < mRecords; ++i) {
        boards << board(i);
        index.add(i, boards.constLast());
    }
    mBoardOfRecord.reserve(mRecords);
    for (qint64 i = 0; i < mRecords; ++i) {
        const qint64 first = index.recordsOf(i).constFirst();
        if (first == i) {
            mFirstRecords << i;
            mLabels << labelOf(boards[i], i);
        }
        mBoardOfRecord << (first == i ? mFirstRecords.size() - 1 : mBoardOfRecord[first]);
    }
}

qint64 HandRecordBoards::indexOf(qint64 record) const
{
    if (record < 0 || record >= mRecords)
        return -1;
    return mGrouped ? mBoardOfRecord[record] : record;
}

QString HandRecordBoards::label(qint64 index) const
{
    if (index < 0 || index >= count())
        return {};
    return mGrouped ? mLabels[index] : labelOf(mBoard(index), index);
}

qint64 HandRecordBoards::find(const QString &label, qint64 from) const
{
    const QString wanted = label.trimmed();
    if (!mGrouped) {
        // Too many to search: a number is the record's position.
        bool ok = false;
        const qint64 n = QStringView(wanted).mid(wanted.startsWith(u'#') ? 1 : 0).toLongLong(&ok);
        return ok && n >= 1 && n <= mRecords ? n - 1 : -1;
    }
    const qint64 start = std::clamp<qint64>(from, 0, count());
    for (qint64 i = start; i < count(); ++i) {
        if (mLabels[i] == wanted)
            return i;
    }
    for (qint64 i = 0; i < start; ++i) {
        if (mLabels[i] == wanted)
            return i;
    }
    return -1;
}

QString HandRecordBoards::labelOf(const Board &board, qint64 record)
{
    return board.number() ? QString::number(*board.number()) : QStringLiteral("#%1").arg(record + 1);
}

} // namespace Kibitz
