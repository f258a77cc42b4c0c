#include "zrdformat.h"

#include "zbdformat.h"
#include "zddformat.h"

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

} // namespace Kibitz
