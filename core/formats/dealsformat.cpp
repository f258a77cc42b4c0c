#include "dealsformat.h"

#include "model/hand.h"
#include "zbdformat.h"

#include <QCoreApplication>
#include <QtEndian>

#include <bit>
#include <cstring>

namespace Kibitz {

QString DealsFormat::name() const
{
    return QCoreApplication::translate("Kibitz::DealsFormat", ".deals binary deals");
}

QString DealsFormat::whyCannotStore(const Board &board) const
{
    return whyNoBitSets(board.deal(), name());
}

QString DealsFormat::whyNoBitSets(const Deal &deal, const QString &formatName)
{
    for (Seat s : AllSeats) {
        if (!deal.isHandKnown(s)) {
            return QCoreApplication::translate("Kibitz::DealsFormat", "%1 cannot mark a hand unknown (%2's)")
                .arg(formatName, seatName(s));
        }
    }
    return {};
}

void DealsFormat::decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const
{
    decodeDeal(record, &board->deal(), issues);
}

void DealsFormat::encodeRecord(const Board &board, uchar *record) const
{
    encodeDeal(board.deal(), record);
}

bool DealsFormat::decodeDeal(const uchar *bytes, Deal *deal, RecordIssues *issues)
{
    for (int i = 0; i < 4; ++i) {
        const quint64 bits = qFromLittleEndian<quint64>(bytes + 8 * i);
        const Seat seat = static_cast<Seat>(i);
        if (bits & ~Hand::FullDeck) {
            issues->error = QCoreApplication::translate(
                "Kibitz::DealsFormat", "%1's hand has bits 52-63 set (only bits 0-51 are cards)")
                                .arg(seatName(seat));
            issues->errorByte = 8 * i + ((bits & (quint64(0xf) << 52)) ? 6 : 7);
            return false;
        }
        deal->setHand(seat, Hand(bits));
    }
    if (deal->cardCount() == 0) {
        // 32 zero bytes: what a crash or a file never written leaves, not a deal anyone made.
        issues->warnings << QCoreApplication::translate(
            "Kibitz::DealsFormat", "the record holds no cards (all its bytes are zero)");
        return true;
    }
    for (const DealProblem &p : deal->problems())
        issues->warnings << QCoreApplication::translate("Kibitz::DealsFormat", "invalid deal: %1").arg(p.message);
    return true;
}

void DealsFormat::encodeDeal(const Deal &deal, uchar *bytes)
{
    for (int i = 0; i < 4; ++i)
        qToLittleEndian<quint64>(deal.hand(static_cast<Seat>(i)).bits(), bytes + 8 * i);
}

// .deals stores N, E, S, W; ZBD's hand codes are W, N, E, S.
qint64 DealsFormat::decodeDealRecords(const uchar *records, qint64 count, DealRecord *out, qint64 *, bool) const
{
    for (qint64 i = 0; i < count; ++i) {
        const uchar *record = records + i * RecordBytes;
        prefetchAhead(record);
        std::array<quint64, 4> &hands = out[i].hands;
        quint64 seen = 0;
        for (int seat = 0; seat < 4; ++seat) {
            quint64 bits;
            std::memcpy(&bits, record + 8 * seat, 8);
            bits = qFromLittleEndian(bits);
            if (bitCount(bits) != 13 || (bits & seen) || (bits >> 52))
                return i; // partial, invalid or malformed: the full path handles it
            seen |= bits;
            hands[(seat + 1) & 3] = bits;
        }
        ZbdFormat::encodeHandsFast(hands, out[i].deal.data());
        out[i].doubleDummy.fill(0xff);
    }
    return count;
}

void DealsFormat::encodeDealRecords(const DealRecord *in, qint64 count, uchar *records) const
{
    for (qint64 i = 0; i < count; ++i) {
        for (int seat = 0; seat < 4; ++seat) {
            const quint64 bits = qToLittleEndian(in[i].hands[(seat + 1) & 3]);
            std::memcpy(records + i * RecordBytes + 8 * seat, &bits, 8);
        }
    }
}

} // namespace Kibitz
