#pragma once

#include "dealformat.h"

namespace Kibitz {

/**
 * The Duplimate dealing-machine files that club dealing machines (Duplimate,
 * Dealer4) and Big Deal read and write (docs/formats.md#duplimate):
 * - BRI: 128 bytes per board, the cards of North, East and South as 39 two-digit
 *   numbers (01 = ♠A ... 52 = ♣2), 32 spaces, 18 NULs; West holds the rest. Also
 *   read: 78 digits + CR LF per board.
 * - DGE: 128 bytes per board, each hand as suit bytes (0x06 ♠, 0x03 ♥, 0x04 ♦,
 *   0x05 ♣) each followed by its ranks, then 60 NULs.
 * - DUP: 156 bytes per board, the BRI digits, the DGE bytes, and a 10-byte
 *   trailer (random, counting backwards, lowest board, copies, highest board) on
 *   the first board only. A "blind" DUP blanks board 1's DGE part with spaces.
 * Boards are numbered by position (from DUP's lowest board); dealer and
 * vulnerability follow the board cycle. Files are written exactly as Big Deal writes them.
 * The reader can resume (BoardReader::resume()) at any record; DUP's lowest board is its context.
 */
class MachineFormat : public DealFormat
{
public:
    enum class Kind : quint8 { Dup, Bri, Dge };
    explicit MachineFormat(Kind kind)
        : mKind(kind)
    { }
    Kind kind() const { return mKind; }

    QString id() const override;
    QString name() const override;
    QStringList extensions() const override;
    BoardContents capabilities() const override { return BoardContent::Deal; }
    /** Peeks at the first record and accepts it when it decodes (fixed records of digits or suit bytes). */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;

    /** Bytes per board as written (DUP 156, BRI and DGE 128). */
    int recordSize() const { return mKind == Kind::Dup ? 156 : 128; }

private:
    Kind mKind;
};

} // namespace Kibitz
