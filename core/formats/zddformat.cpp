#include "zddformat.h"

#include "zbdformat.h"

#include "model/doubledummytable.h"

#include <QCoreApplication>

#include <cstring>

namespace Kibitz {

QString ZddFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZddFormat", "Pavlicek ZDD double-dummy results");
}

BoardContents ZddFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = RecordFormat::lostContents(board, index);
    lost |= board.contents() & (BoardContents(BoardContent::Deal) | BoardContent::PartialDeal);
    if (losesPar(board))
        lost |= BoardContent::DoubleDummy;
    return lost;
}

bool ZddFormat::losesPar(const Board &board)
{
    return !board.par().isEmpty() && !board.doubleDummy().isComplete();
}

void ZddFormat::decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const
{
    decodeTable(record, &board->doubleDummy(), issues);
}

void ZddFormat::encodeRecord(const Board &board, uchar *record) const
{
    encodeTable(board.doubleDummy(), record);
}

bool ZddFormat::decodeTable(const uchar *bytes, DoubleDummyTable *table, RecordIssues *issues, int firstByte)
{
    for (int i = 0; i < 20; ++i) {
        const int value = (bytes[i >> 1] >> ((i & 1) * 4)) & 15;
        const Strain strain = StrainsNoTrumpFirst[i / 4];
        const Seat declarer = ZbdFormat::seatOfHandCode(i % 4);
        if (value == 14) {
            issues->error = QCoreApplication::translate("Kibitz::ZddFormat",
                "nibble 14 is not a trick count (0-13, or 15 for "
                "unknown): %1 by %2")
                                .arg(strainText(strain), seatName(declarer));
            issues->errorByte = firstByte + (i >> 1);
            return false;
        }
        table->setTricks(declarer, strain, value == 15 ? std::nullopt : std::optional<int>(value));
    }
    return true;
}

void ZddFormat::encodeTable(const DoubleDummyTable &table, uchar *bytes)
{
    std::memset(bytes, 0, RecordBytes);
    for (int i = 0; i < 20; ++i) {
        const auto tricks = table.tricks(ZbdFormat::seatOfHandCode(i % 4), StrainsNoTrumpFirst[i / 4]);
        bytes[i >> 1] |= uchar(tricks.value_or(15) << ((i & 1) * 4));
    }
}

} // namespace Kibitz
