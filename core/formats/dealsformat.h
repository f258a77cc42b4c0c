#pragma once

#include "recordformat.h"

namespace Kibitz {

class Deal;

/**
 * The .deals format (docs/formats.md#deals): 32 bytes per deal, four
 * little-endian u64 for North, East, South and West, bit c set when the hand
 * holds card c (0 = ♣2 ... 51 = ♠A). Hands may hold 0-13 cards (end
 * positions); bits 52-63 set are malformed; a card held twice is read and
 * the board flagged with a warning.
 */
class DealsFormat : public RecordFormat
{
public:
    static constexpr int RecordBytes = 32;

    QString id() const override { return QStringLiteral("deals"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("deals") }; }
    BoardContents capabilities() const override
    {
        return BoardContents(BoardContent::Deal) | BoardContent::PartialDeal;
    }
    QString whyCannotStore(const Board &board) const override;

    int recordSize() const override { return RecordBytes; }
    bool hasDealLane() const override { return true; }
    qint64 decodeDealRecords(
        const uchar *records, qint64 count, DealRecord *out, qint64 *tables, bool withHands) const override;
    void encodeDealRecords(const DealRecord *in, qint64 count, uchar *records) const override;
    bool dealLaneReadsHands() const override { return true; }
    void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const override;
    void encodeRecord(const Board &board, uchar *record) const override;

    /**
     * Decodes the 32 bytes at @p bytes into @p deal. Bits 52-63 set are an error
     * (its byte relative to @p bytes in @p issues); the deal's problems become warnings.
     */
    static bool decodeDeal(const uchar *bytes, Deal *deal, RecordIssues *issues);
    static void encodeDeal(const Deal &deal, uchar *bytes);
    /** Why a format of hand bit sets cannot hold @p deal (an unknown hand), or empty. */
    static QString whyNoBitSets(const Deal &deal, const QString &formatName);
};

} // namespace Kibitz
