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
        QString error;       ///< non-empty: the record is malformed
        int errorByte = 0;   ///< offset of the offending byte within the record
        QStringList warnings;
        bool skip = false;   ///< a separator record: no board (sequential reading skips it)
    };

    virtual int recordSize() const = 0;
    /**
     * Decodes one record into @p board, which arrives numbered by position with
     * dealer and vulnerability from the board cycle.
     */
    virtual void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const = 0;
    /** Encodes @p board (which whyCannotStore() accepted) into recordSize() bytes. */
    virtual void encodeRecord(const Board &board, uchar *record) const = 0;

    /** Peeks one record and accepts it when it decodes without error. */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** Maps the file and decodes records on demand; falls back to reading when mapping fails. */
    std::unique_ptr<BoardSource> openFile(const QString &fileName, FormatError *error) const override;

    /**
     * A deal-only record in raw form, for bulk conversion without building a
     * Board: the four hands by Pavlicek's hand code (0 West, 1 North, 2 East,
     * 3 South) and a ZDD table (20 nibbles, 15 = unknown).
     */
    struct DealRecord
    {
        std::array<quint64, 4> hands{};
        std::array<uchar, 10> doubleDummy{};
        /** Whether any double-dummy cell is known. */
        bool hasDoubleDummy() const;
    };
    /**
     * The fast lane: decodes a plain record (a valid complete deal, no warning)
     * into @p out. Returns false when the record needs the full path (errors,
     * separators, partial deals) or the format has no lane.
     */
    virtual bool decodeDealRecord(const uchar *record, DealRecord *out) const;
    /** Encodes @p in (a complete deal); returns false when the format has no lane. */
    virtual bool encodeDealRecord(const DealRecord &in, uchar *record) const;
    /** Whether decodeDealRecord() and encodeDealRecord() are implemented. */
    virtual bool hasDealLane() const { return false; }

    /** Decodes record @p index at @p data into a board numbered index + 1. */
    Board decodeAt(const uchar *data, qint64 index, RecordIssues *issues) const;
};

} // namespace Kibitz
