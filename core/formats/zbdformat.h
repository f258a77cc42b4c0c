#pragma once

#include "recordformat.h"

#include "model/seat.h"

namespace Kibitz {

/**
 * Pavlicek's ZBD binary deals (docs/formats.md#zbd): 13 bytes per
 * complete deal, 2 bits per card from ♠A (bits 0-1) down to ♣2, each
 * 0 West, 1 North, 2 East, 3 South. A record whose first 4 bytes are zero is a
 * separator some tools write; it is skipped with a warning.
 *
 * The static helpers are shared with the formats whose records start with a
 * ZBD record (ZRD, ZTH).
 */
class ZbdFormat : public RecordFormat
{
public:
    static constexpr int RecordBytes = 13;

    QString id() const override { return QStringLiteral("zbd"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("zbd") }; }
    BoardContents capabilities() const override { return BoardContent::Deal; }

    int recordSize() const override { return RecordBytes; }
    void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const override;
    void encodeRecord(const Board &board, uchar *record) const override;

    bool hasDealLane() const override { return true; }
    qint64 decodeDealRecords(
        const uchar *records, qint64 count, DealRecord *out, qint64 *tables, bool withHands) const override;
    void encodeDealRecords(const DealRecord *in, qint64 count, uchar *records) const override;
    /**
     * Table-driven decoding of 13 ZBD bytes into hands by hand code, for the
     * conversion lane. Returns false unless each hand holds 13 cards (separators included).
     */
    static bool decodeHandsFast(const uchar *bytes, std::array<quint64, 4> *hands);
    /** Table-driven encoding of four complete hands (by hand code) into 13 ZBD bytes. */
    static void encodeHandsFast(const std::array<quint64, 4> &hands, uchar *bytes);
    /**
     * The check of decodeHandsFast() alone, over @p count records @p stride bytes apart that
     * start with a ZBD record: how many in a row give each hand 13 cards (separators do not).
     */
    static qint64 countCompleteDeals(const uchar *records, qint64 count, int stride);

    /**
     * Decodes the 13 ZBD bytes at @p bytes into @p board's deal. Returns false
     * when @p issues got an error or the record is a separator (issues->skip).
     */
    static bool decodeDeal(const uchar *bytes, Board *board, RecordIssues *issues);
    /** Writes @p deal (complete) as 13 ZBD bytes. */
    static void encodeDeal(const Deal &deal, uchar *bytes);
    /** A record starting with four zero bytes: a separator ("impossible" as a deal, docs/formats.md#zbd). */
    static bool isSeparator(const uchar *bytes);
    /** Checks that every hand of a deal read from 2-bit codes holds 13 cards; the error names the hands. */
    static bool checkThirteenEach(const Deal &deal, RecordIssues *issues);

    /** Pavlicek's hand code (0 West, 1 North, 2 East, 3 South) of @p seat. */
    static constexpr int handCode(Seat seat) { return (static_cast<int>(seat) + 1) & 3; }
    /** The seat of Pavlicek's hand code @p code (0-3). */
    static constexpr Seat seatOfHandCode(int code) { return static_cast<Seat>((code + 3) & 3); }
};

} // namespace Kibitz
