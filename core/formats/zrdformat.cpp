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

bool ZrdFormat::canRead(QIODevice *device) const
{
    return ZbdFormat::sniffRecords(*this, device);
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

bool ZrdFormat::decodeDealRecord(const uchar *record, DealRecord *out) const
{
    const uchar *dd = record + ZbdFormat::RecordBytes;
    std::memcpy(out->doubleDummy.data(), dd, ZddFormat::RecordBytes);
    // A nibble of 14 is malformed (the full path reports it): x ^ 0xE..E has a zero nibble exactly there.
    quint64 lo = 0;
    quint16 hi = 0;
    std::memcpy(&lo, dd, 8);
    std::memcpy(&hi, dd + 8, 2);
    const auto hasZeroNibble = [](quint64 v, quint64 ones, quint64 highs) { return ((v - ones) & ~v & highs) != 0; };
    if (hasZeroNibble(lo ^ 0xeeeeeeeeeeeeeeeeull, 0x1111111111111111ull, 0x8888888888888888ull)
        || hasZeroNibble(quint64(hi ^ 0xeeee), 0x1111ull, 0x8888ull))
        return false;
    return ZbdFormat::decodeHandsFast(record, &out->hands);
}

bool ZrdFormat::encodeDealRecord(const DealRecord &in, uchar *record) const
{
    ZbdFormat::encodeHandsFast(in.hands, record);
    std::memcpy(record + ZbdFormat::RecordBytes, in.doubleDummy.data(), ZddFormat::RecordBytes);
    return true;
}

} // namespace Kibitz
