#pragma once

#include "model/board.h"

#include <QList>
#include <QString>

#include <functional>

namespace Kibitz {

/**
 * The boards hand records print: a results file holds every table's copy of a board (the same board number
 * and the same cards, as TravellerIndex groups them), and a hand record shows each board once, from the first
 * record that holds it. A board is named by its number (its label in the print range), else by its position.
 */
class HandRecordBoards
{
public:
    /** Past this many records each record counts as a board of its own (a library, not an event's tables). */
    static constexpr qint64 MaxGroupedRecords = 50000;

    HandRecordBoards() = default;
    /** The boards of records 0 to @p records - 1, @p board giving each. */
    HandRecordBoards(qint64 records, const std::function<Board(qint64)> &board);

    /** Boards: records less the other tables' copies. */
    qint64 count() const { return mGrouped ? mFirstRecords.size() : mRecords; }
    /** The record board @p index (0-based) is printed from. */
    qint64 record(qint64 index) const { return mGrouped ? mFirstRecords.value(index, -1) : index; }
    /** The board record @p record is a copy of. */
    qint64 indexOf(qint64 record) const;
    /** The board's number ("12"), else its position in the file ("#12"). */
    QString label(qint64 index) const;
    /** The first board at or after @p from labelled @p label, else the first anywhere; -1 when none. */
    qint64 find(const QString &label, qint64 from = 0) const;

private:
    static QString labelOf(const Board &board, qint64 record);

    qint64 mRecords = 0;
    bool mGrouped = false;
    QList<qint64> mFirstRecords; // per board
    QList<qint64> mBoardOfRecord; // per record
    QStringList mLabels; // per board, grouped
    std::function<Board(qint64)> mBoard; // the labels of a file too big to group
};

} // namespace Kibitz
