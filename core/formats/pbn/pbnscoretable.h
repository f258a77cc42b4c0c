#pragma once

#include "results/traveller.h"

#include "model/board.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz {

/**
 * A PBN table section (docs/formats.md#pbn): `ScoreTable`, `TotalScoreTable` or `OptimumResultTable`,
 * as the reader keeps it among a board's extra tags (the header, a newline, then the rows as written),
 * split into columns and cells. The board keeps the tag itself, so the table is written back unchanged;
 * this is only a reading of it.
 *
 * The header names the columns, each `Name` or `Name\width` with an alignment letter (`Score_NS\6R`);
 * a row's cells are separated by spaces, a quoted cell (`"120"`, `"Magne Tønnessen - Dagfinn Iversen"`)
 * may hold spaces. `-` is an empty cell.
 */
class PbnScoreTable
{
public:
    /** Splits a table tag's value; nothing when it has no header. */
    static std::optional<PbnScoreTable> parse(const QString &value);
    /** The table @p tag (by default ScoreTable) among @p board's extra tags, or nothing. */
    static std::optional<PbnScoreTable> fromBoard(
        const Board &board, const QString &tag = QStringLiteral("ScoreTable"));

    const QStringList &columns() const { return mColumns; }
    qsizetype rowCount() const { return mRows.size(); }
    /** Column @p name's index (case-insensitive), or -1. */
    int column(const QString &name) const;
    /** The cell of row @p row in column @p name, unquoted; empty when the column is missing or the cell is `-`. */
    QString cell(qsizetype row, const QString &name) const;

    /**
     * The traveller of @p board from this ScoreTable: a row per table with its pairs (PairId_NS/_EW,
     * else Names_NS/_EW), contract, declarer, result, lead and North-South score (Score_NS, Score_EW or
     * Score, else scored from contract and result at the board's vulnerability), the file's MP_NS,
     * Percentage_NS and IMP_NS beside Kibitz's own. IMP columns (or a Scoring tag starting "IMP") make it
     * Butler scoring, else matchpoints. Rows that say nothing are skipped.
     */
    Traveller toTraveller(const Board &board) const;

private:
    QStringList mColumns;
    QList<QStringList> mRows;
};

} // namespace Kibitz
