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
    constexpr std::array<Seat, 4> PavlicekOrder { Seat::West, Seat::North, Seat::East, Seat::South };
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
    std::array<quint64, 4> hands {};
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

namespace {

// Byte b of a ZBD record holds positions 4b..4b+3 (♠A = position 0), i.e. the four
// consecutive card indices 48-4b .. 51-4b; bit j of a nibble below is card 48-4b+j.
struct ZbdTables
{
    std::array<std::array<quint8, 4>, 256> decode {}; // byte value -> nibble per hand code
    std::array<quint64, 256> lanes {}; // the same nibbles in four 16-bit lanes (lane = hand code)
    std::array<quint32, 256> counts {}; // byte value -> cards per hand code, one byte each
    std::array<std::array<quint8, 16>, 4> encode {}; // hand code, nibble -> byte bits
    ZbdTables()
    {
        for (int v = 0; v < 256; ++v) {
            for (int k = 0; k < 4; ++k) { // k = position within the byte
                const int code = (v >> (2 * k)) & 3;
                decode[v][code] |= quint8(1 << (3 - k));
                counts[v] += quint32(1) << (8 * code);
            }
            for (int code = 0; code < 4; ++code)
                lanes[v] |= quint64(decode[v][code]) << (16 * code);
        }
        for (int code = 0; code < 4; ++code) {
            for (int n = 0; n < 16; ++n) {
                for (int j = 0; j < 4; ++j) {
                    if (n >> j & 1)
                        encode[code][n] |= quint8(code << (2 * (3 - j)));
                }
            }
        }
    }
};

const ZbdTables &zbdTables()
{
    static const ZbdTables tables;
    return tables;
}

} // namespace

bool ZbdFormat::decodeHandsFast(const uchar *bytes, std::array<quint64, 4> *hands)
{
    const ZbdTables &tables = zbdTables();
    const auto &lanes = tables.lanes;
    const auto &counts = tables.counts;
    // Four bytes at a time: their nibbles fill each hand's 16-bit lane, cards 51-4g-15 .. 51-4g.
    quint64 h0 = 0, h1 = 0, h2 = 0, h3 = 0;
    quint32 count = 0; // four byte-wide counters; 13 bytes of at most 4 cards per hand never overflow
    for (int g = 0; g < 3; ++g) {
        const uchar *p = bytes + 4 * g;
        const quint64 x = lanes[p[0]] << 12 | lanes[p[1]] << 8 | lanes[p[2]] << 4 | lanes[p[3]];
        count += counts[p[0]] + counts[p[1]] + counts[p[2]] + counts[p[3]];
        const int shift = 36 - 16 * g;
        h0 |= (x & 0xffff) << shift;
        h1 |= ((x >> 16) & 0xffff) << shift;
        h2 |= ((x >> 32) & 0xffff) << shift;
        h3 |= (x >> 48) << shift;
    }
    const quint64 last = lanes[bytes[12]]; // the twos: cards 0-3
    count += counts[bytes[12]];
    h0 |= last & 0xf;
    h1 |= (last >> 16) & 0xf;
    h2 |= (last >> 32) & 0xf;
    h3 |= (last >> 48) & 0xf;
    *hands = { h0, h1, h2, h3 };
    return count == 0x0d0d0d0du;
}

void ZbdFormat::encodeHandsFast(const std::array<quint64, 4> &hands, uchar *bytes)
{
    const auto &t = zbdTables().encode;
    for (int b = 0; b < RecordBytes; ++b) {
        const int shift = 48 - 4 * b;
        bytes[b] = uchar(t[0][(hands[0] >> shift) & 15] | t[1][(hands[1] >> shift) & 15]
            | t[2][(hands[2] >> shift) & 15] | t[3][(hands[3] >> shift) & 15]);
    }
}

qint64 ZbdFormat::countCompleteDeals(const uchar *records, qint64 count, int stride)
{
    const auto &counts = zbdTables().counts;
    for (qint64 i = 0; i < count; ++i) {
        const uchar *bytes = records + i * stride;
        prefetchAhead(bytes);
        quint32 cards = 0; // as in decodeHandsFast()
        for (int b = 0; b < RecordBytes; ++b)
            cards += counts[bytes[b]];
        if (cards != 0x0d0d0d0du)
            return i;
    }
    return count;
}

qint64 ZbdFormat::decodeDealRecords(const uchar *records, qint64 count, DealRecord *out, qint64 *, bool withHands) const
{
    const qint64 complete = withHands ? count : countCompleteDeals(records, count, RecordBytes);
    for (qint64 i = 0; i < complete; ++i) {
        const uchar *record = records + i * RecordBytes;
        if (withHands) {
            prefetchAhead(record);
            if (!decodeHandsFast(record, &out[i].hands))
                return i; // a separator or not 13 cards each: the full path reports it
        }
        std::memcpy(out[i].deal.data(), record, RecordBytes);
        out[i].doubleDummy.fill(0xff);
    }
    return complete;
}

void ZbdFormat::encodeDealRecords(const DealRecord *in, qint64 count, uchar *records) const
{
    for (qint64 i = 0; i < count; ++i)
        std::memcpy(records + i * RecordBytes, in[i].deal.data(), RecordBytes);
}

} // namespace Kibitz
