#pragma once

#include "recordformat.h"

#include "model/seat.h"

namespace Kibitz {

/**
 * Pavlicek's 16-byte target-hand record (Kibitz calls it ZTH, docs/formats.md#zth): a ZBD
 * record, the target hand in bits 104-105 (0 West 1 North 2 East 3 South),
 * bits 106-107 zero, then the tricks that hand makes as declarer in NT, S, H,
 * D, C, a nibble each from bit 108 (15 unknown). The strain order is inferred
 * from ZDD.
 *
 * Only one hand's row of a double-dummy table fits: targetHand() picks it.
 */
class ZthFormat : public RecordFormat
{
public:
    static constexpr int RecordBytes = 16;

    QString id() const override { return QStringLiteral("zth"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("zth") }; }
    BoardContents capabilities() const override
    {
        return BoardContents(BoardContent::Deal) | BoardContent::DoubleDummy;
    }
    BoardContents lostContents(const Board &board, qint64 index) const override;

    int recordSize() const override { return RecordBytes; }
    void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const override;
    void encodeRecord(const Board &board, uchar *record) const override;

    /**
     * The hand whose row is written: declarer of the board's contract when its
     * row holds a known cell, else the hand with most known cells (West, North,
     * East, South on ties, Pavlicek's order), West when the table is empty.
     */
    static Seat targetHand(const Board &board);
};

} // namespace Kibitz
