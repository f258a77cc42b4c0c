#include "zbdformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

namespace Kibitz {

QString ZbdFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZbdFormat", "Pavlicek ZBD binary deals");
}

bool ZbdFormat::canRead(QIODevice *device) const
{
    return sniffRecords(*this, device);
}

void ZbdFormat::decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const
{
    decodeDeal(record, board, issues);
}

void ZbdFormat::encodeRecord(const Board &board, uchar *record) const
{
    encodeDeal(board.deal(), record);
}

bool ZbdFormat::isSeparator(const uchar *bytes)
{
    return bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0;
}

bool ZbdFormat::checkThirteenEach(const Deal &deal, RecordIssues *issues)
{
    constexpr std::array<Seat, 4> PavlicekOrder{Seat::West, Seat::North, Seat::East, Seat::South};
    if (std::all_of(PavlicekOrder.begin(), PavlicekOrder.end(), [&](Seat s) { return deal.hand(s).count() == 13; }))
        return true;
    QStringList counts;
    for (Seat s : PavlicekOrder)
        counts << QStringLiteral("%1 %2").arg(seatName(s)).arg(deal.hand(s).count());
    issues->error = QCoreApplication::translate("Kibitz::ZbdFormat", "expected 13 cards in each hand, found %1")
                        .arg(counts.join(QStringLiteral(", ")));
    issues->errorByte = 0;
    return false;
}

bool ZbdFormat::decodeDeal(const uchar *bytes, Board *board, RecordIssues *issues)
{
    if (isSeparator(bytes)) {
        issues->skip = true;
        issues->warnings << QCoreApplication::translate(
            "Kibitz::ZbdFormat", "a separator record (first 4 bytes zero) was skipped");
        return false;
    }
    // Position p (0 = ♠A ... 51 = ♣2) is card index 51 - p.
    std::array<quint64, 4> hands{};
    for (int p = 0; p < 52; ++p) {
        const int code = (bytes[p >> 2] >> ((p & 3) * 2)) & 3;
        hands[code] |= quint64(1) << (51 - p);
    }
    Deal deal;
    for (int code = 0; code < 4; ++code)
        deal.setHand(seatOfHandCode(code), Hand(hands[code]));
    if (!checkThirteenEach(deal, issues))
        return false;
    board->setDeal(deal);
    return true;
}

void ZbdFormat::encodeDeal(const Deal &deal, uchar *bytes)
{
    std::memset(bytes, 0, RecordBytes);
    for (Seat s : AllSeats) {
        const quint64 code = quint64(handCode(s));
        quint64 bits = deal.hand(s).bits();
        while (bits) {
            const int c = std::countr_zero(bits);
            bits &= bits - 1;
            const int p = 51 - c;
            bytes[p >> 2] |= uchar(code << ((p & 3) * 2));
        }
    }
}

bool ZbdFormat::sniffRecords(const RecordFormat &format, QIODevice *device)
{
    const int size = format.recordSize();
    if (!device->isSequential()) {
        const qint64 left = device->size() - device->pos();
        if (left <= 0 || left % size != 0)
            return false;
    }
    const QByteArray head = device->peek(qint64(size) * 4);
    const qsizetype records = head.size() / size;
    if (records == 0)
        return false;
    const auto *data = reinterpret_cast<const uchar *>(head.constData());
    for (qsizetype i = 0; i < records; ++i) {
        RecordIssues issues;
        Board board;
        format.decodeRecord(data + i * size, &board, &issues);
        if (!issues.error.isEmpty() || issues.skip || !issues.warnings.isEmpty())
            return false;
    }
    return true;
}

} // namespace Kibitz
