#include "zrdformat.h"

#include "zbdformat.h"
#include "zddformat.h"

#include <cstring>

#include <QCoreApplication>

namespace Kibitz {

QString ZrdFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZrdFormat", "Pavlicek ZRD solved deals");
}

BoardContents ZrdFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = RecordFormat::lostContents(board, index);
    if (ZddFormat::losesPar(board))
        lost |= BoardContent::DoubleDummy;
    return lost;
}

void ZrdFormat::decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const
{
    if (ZbdFormat::decodeDeal(record, board, issues))
        ZddFormat::decodeTable(record + ZbdFormat::RecordBytes, &board->doubleDummy(), issues, ZbdFormat::RecordBytes);
}

void ZrdFormat::encodeRecord(const Board &board, uchar *record) const
{
    ZbdFormat::encodeDeal(board.deal(), record);
    ZddFormat::encodeTable(board.doubleDummy(), record + ZbdFormat::RecordBytes);
}

qint64 ZrdFormat::decodeDealRecords(
    const uchar *records, qint64 count, DealRecord *out, qint64 *tables, bool withHands) const
{
    // A nibble of 14 is malformed (the full path reports it): x ^ 0xE..E has a zero nibble exactly there.
    const auto hasZeroNibble = [](quint64 v, quint64 ones, quint64 highs) { return ((v - ones) & ~v & highs) != 0; };
    qint64 known = 0;
    qint64 i = 0;
    const qint64 complete = withHands ? count : ZbdFormat::countCompleteDeals(records, count, RecordBytes);
    for (; i < complete; ++i) {
        const uchar *record = records + i * RecordBytes;
        const uchar *dd = record + ZbdFormat::RecordBytes;
        if (withHands)
            prefetchAhead(record); // else countCompleteDeals() did
        quint64 lo;
        quint16 hi;
        std::memcpy(&lo, dd, 8);
        std::memcpy(&hi, dd + 8, 2);
        if (hasZeroNibble(lo ^ 0xeeeeeeeeeeeeeeeeull, 0x1111111111111111ull, 0x8888888888888888ull)
            || hasZeroNibble(quint64(hi ^ 0xeeee), 0x1111ull, 0x8888ull)
            || (withHands && !ZbdFormat::decodeHandsFast(record, &out[i].hands)))
            break;
        known += lo != ~quint64(0) || hi != 0xffff ? 1 : 0;
        std::memcpy(out[i].deal.data(), record, ZbdFormat::RecordBytes);
        std::memcpy(out[i].doubleDummy.data(), dd, ZddFormat::RecordBytes);
    }
    *tables += known;
    return i;
}

void ZrdFormat::encodeDealRecords(const DealRecord *in, qint64 count, uchar *records) const
{
    for (qint64 i = 0; i < count; ++i) {
        uchar *record = records + i * RecordBytes;
        std::memcpy(record, in[i].deal.data(), ZbdFormat::RecordBytes);
        std::memcpy(record + ZbdFormat::RecordBytes, in[i].doubleDummy.data(), ZddFormat::RecordBytes);
    }
}

} // namespace Kibitz
