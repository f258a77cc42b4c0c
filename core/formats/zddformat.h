#pragma once

#include "recordformat.h"

namespace Kibitz {

class DoubleDummyTable;

/**
 * Pavlicek's ZDD double-dummy results (docs/formats.md#zdd): 10 bytes,
 * 20 nibbles (low nibble first) for strains NT, S, H, D, C and within each the
 * declarers West, North, East, South; 0-13 tricks, 15 unknown, 14 malformed.
 * A ZDD file holds no deals: it opens as boards carrying only their table.
 */
class ZddFormat : public RecordFormat
{
public:
    static constexpr int RecordBytes = 10;

    QString id() const override { return QStringLiteral("zdd"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("zdd") }; }
    BoardContents capabilities() const override { return BoardContent::DoubleDummy; }
    BoardContents lostContents(const Board &board, qint64 index) const override;

    int recordSize() const override { return RecordBytes; }
    void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const override;
    void encodeRecord(const Board &board, uchar *record) const override;

    /**
     * Decodes 10 ZDD bytes into @p table. On a nibble 14 returns false and sets
     * @p issues' error, its byte being @p firstByte plus the nibble's byte.
     */
    static bool decodeTable(const uchar *bytes, DoubleDummyTable *table, RecordIssues *issues, int firstByte = 0);
    static void encodeTable(const DoubleDummyTable &table, uchar *bytes);
    /**
     * Whether a par stated beside an incomplete table would be lost by a format
     * that keeps tables only (a par is recomputed from a complete table).
     */
    static bool losesPar(const Board &board);
};

} // namespace Kibitz
