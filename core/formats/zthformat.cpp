#include "zthformat.h"

#include "zbdformat.h"
#include "zddformat.h"

#include <QCoreApplication>

#include <cstring>

namespace Kibitz {

namespace {

int knownCells(const DoubleDummyTable &table, Seat seat)
{
    int n = 0;
    for (Strain s : StrainsNoTrumpFirst)
        n += table.tricks(seat, s).has_value();
    return n;
}

} // namespace

QString ZthFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZthFormat", "Pavlicek target-hand records");
}

Seat ZthFormat::targetHand(const Board &board)
{
    const DoubleDummyTable &table = board.doubleDummy();
    if (const auto c = board.contract(); c && !c->isPassedOut() && knownCells(table, c->declarer) > 0)
        return c->declarer;
    Seat best = Seat::West;
    int bestCount = 0;
    for (int code = 0; code < 4; ++code) {
        const Seat s = ZbdFormat::seatOfHandCode(code);
        const int n = knownCells(table, s);
        if (n > bestCount) {
            best = s;
            bestCount = n;
        }
    }
    return best;
}

BoardContents ZthFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = RecordFormat::lostContents(board, index);
    const Seat target = targetHand(board);
    const DoubleDummyTable &table = board.doubleDummy();
    for (Seat s : AllSeats) {
        if (s != target && knownCells(table, s) > 0)
            lost |= BoardContent::DoubleDummy;
    }
    if (!board.par().isEmpty())
        lost |= BoardContent::DoubleDummy; // one row cannot give par back
    return lost;
}

void ZthFormat::decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const
{
    if (!ZbdFormat::decodeDeal(record, board, issues))
        return;
    const uchar handByte = record[13];
    if (handByte & 0x0c) {
        issues->error = QCoreApplication::translate("Kibitz::ZthFormat", "bits 106-107 must be zero");
        issues->errorByte = 13;
        return;
    }
    const Seat hand = ZbdFormat::seatOfHandCode(handByte & 3);
    for (int i = 0; i < 5; ++i) {
        const int bit = 108 + 4 * i;
        const int value = (record[bit >> 3] >> (bit & 7)) & 15;
        if (value == 14) {
            issues->error = QCoreApplication::translate("Kibitz::ZthFormat",
                "nibble 14 is not a trick count (0-13, or 15 for "
                "unknown): %1 by %2")
                                .arg(strainText(StrainsNoTrumpFirst[i]), seatName(hand));
            issues->errorByte = bit >> 3;
            return;
        }
        board->doubleDummy().setTricks(
            hand, StrainsNoTrumpFirst[i], value == 15 ? std::nullopt : std::optional<int>(value));
    }
}

void ZthFormat::encodeRecord(const Board &board, uchar *record) const
{
    ZbdFormat::encodeDeal(board.deal(), record);
    const Seat hand = targetHand(board);
    record[13] = uchar(ZbdFormat::handCode(hand));
    record[14] = 0;
    record[15] = 0;
    for (int i = 0; i < 5; ++i) {
        const int bit = 108 + 4 * i;
        const int value = board.doubleDummy().tricks(hand, StrainsNoTrumpFirst[i]).value_or(15);
        record[bit >> 3] |= uchar(value << (bit & 7));
    }
}

} // namespace Kibitz
