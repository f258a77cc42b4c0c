#pragma once

#include "dealformat.h"

#include <QStringList>

#include <array>

namespace Kibitz {

/**
 * Base for formats of fixed-size records (.deals, ZBD, ZDD, ZRD, ZTH, ZRJ):
 * a subclass only decodes and encodes one record; reading, writing, sniffing
 * and memory-mapped random access are shared here.
 */
class RecordFormat : public DealFormat
{
public:
    /** What decoding one record found. */
    struct RecordIssues
    {
        QString error; ///< non-empty: the record is malformed
        int errorByte = 0; ///< offset of the offending byte within the record
        QStringList warnings;
        bool skip = false; ///< a separator record: no board (sequential reading skips it)
    };

    virtual int recordSize() const = 0;
    /**
     * Decodes one record into @p board, which arrives numbered by position with
     * dealer and vulnerability from the board cycle.
     */
    virtual void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const = 0;
    /** Encodes @p board (which whyCannotStore() accepted) into recordSize() bytes. */
    virtual void encodeRecord(const Board &board, uchar *record) const = 0;

    /**
     * The bytes left on @p device are a whole number of records (when the size
     * is known) and up to four peeked records decode without error, warning or
     * separator.
     */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** Maps the file and decodes records on demand; falls back to reading when mapping fails. */
    std::unique_ptr<BoardSource> openFile(const QString &fileName, FormatError *error) const override;

    /**
     * A deal-only record in the lane's common form, for bulk conversion without
     * building a Board: a complete deal both as four hands by Pavlicek's hand code
     * (0 West, 1 North, 2 East, 3 South; bit c = card c) and as 13 ZBD bytes, and a
     * ZDD table (20 nibbles, 15 = unknown). Each form is some format's record
     * (or part of it), so encoding is a copy.
     */
    struct DealRecord
    {
        std::array<quint64, 4> hands {};
        std::array<uchar, 13> deal {};
        std::array<uchar, 10> doubleDummy {};
        /** Whether any double-dummy cell is known. */
        bool hasDoubleDummy() const;
    };
    /**
     * The fast lane: decodes up to @p count consecutive records at @p records into
     * @p out, stopping before the first record that needs the full path (errors,
     * warnings, separators, partial deals). Returns how many were decoded and adds
     * to @p tables those with a known double-dummy cell. The hands are filled in
     * when @p withHands is set (else they may be left as they were). Returns 0 when
     * the format has no lane.
     */
    virtual qint64 decodeDealRecords(
        const uchar *records, qint64 count, DealRecord *out, qint64 *tables, bool withHands) const;
    /** Encodes @p count lane records into consecutive records at @p records (no-op without a lane). */
    virtual void encodeDealRecords(const DealRecord *in, qint64 count, uchar *records) const;
    /** Whether encodeDealRecords() reads DealRecord::hands (otherwise the ZBD bytes and the table). */
    virtual bool dealLaneReadsHands() const { return false; }
    /** Whether decodeDealRecords() and encodeDealRecords() are implemented. */
    virtual bool hasDealLane() const { return false; }
    /**
     * decodeDealRecords() then @p target's encodeDealRecords(), a slice at a time
     * through a small buffer: transcodes records at @p in to @p out until the first
     * one the lane cannot take. Returns how many were transcoded. Thread-safe.
     */
    qint64 transcodeDealRecords(
        const uchar *in, qint64 count, const RecordFormat &target, uchar *out, qint64 *tables) const;

    /**
     * Asks for the input 2 KiB ahead of @p record to be fetched into the cache: the lane
     * reads a mapped file front to back faster than the processor's own prefetching
     * brings it in (it halves the time of ZRD -> ZBD). A hint: it never faults.
     */
    static void prefetchAhead(const uchar *record)
    {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(record + 2048);
#else
        Q_UNUSED(record);
#endif
    }

    /**
     * "the file ends inside board N: K trailing bytes ...": the damage of a file that
     * ends @p trailing bytes into record @p record (board @p board, 0-based) at @p offset.
     */
    static FormatError truncation(
        const RecordFormat *format, qint64 board, qint64 record, qint64 offset, qint64 trailing);

    /** Decodes record @p index at @p data into a board numbered index + 1. */
    Board decodeAt(const uchar *data, qint64 index, RecordIssues *issues) const;
};

} // namespace Kibitz
