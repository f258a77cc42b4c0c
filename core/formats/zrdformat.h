#pragma once

#include "recordformat.h"

namespace Kibitz {

/**
 * Pavlicek's ZRD solved deals (docs/formats.md#zrd): 23 bytes, a ZBD
 * record followed by a ZDD record. His library of 10,485,760 deals is one
 * 241,172,480-byte ZRD file, opened by mapping it (RecordFormat::openFile()).
 */
class ZrdFormat : public RecordFormat
{
public:
    static constexpr int RecordBytes = 23;

    QString id() const override { return QStringLiteral("zrd"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("zrd") }; }
    BoardContents capabilities() const override
    {
        return BoardContents(BoardContent::Deal) | BoardContent::DoubleDummy;
    }
    BoardContents lostContents(const Board &board, qint64 index) const override;

    int recordSize() const override { return RecordBytes; }
    bool hasDealLane() const override { return true; }
    qint64 decodeDealRecords(
        const uchar *records, qint64 count, DealRecord *out, qint64 *tables, bool withHands) const override;
    void encodeDealRecords(const DealRecord *in, qint64 count, uchar *records) const override;
    void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const override;
    void encodeRecord(const Board &board, uchar *record) const override;
};

} // namespace Kibitz
