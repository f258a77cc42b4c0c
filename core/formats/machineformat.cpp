#include "machineformat.h"

#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QDataStream>

#include <algorithm>
#include <array>
#include <cstring>

namespace Kibitz {

namespace {

constexpr int BriDigits = 78;
constexpr int DgeBytes = 68;
constexpr int DupTrailer = BriDigits + DgeBytes; // 146
// DGE suit bytes (the DOS suit symbols) in the order hands are written: spades, hearts, diamonds, clubs.
constexpr std::array<uchar, 4> DgeSuitBytes { 0x06, 0x03, 0x04, 0x05 };
constexpr char DgeRanks[] = "AKQJT98765432";

/** Card number 13*suit + rankIdx + 1 with suit S0 H1 D2 C3 and rankIdx A0 ... two 12. */
int cardNumber(Card card)
{
    return (3 - static_cast<int>(card.suit())) * 13 + (12 - static_cast<int>(card.rank())) + 1;
}

Card cardOfNumber(int number)
{
    const int idx = number - 1;
    return Card(static_cast<Suit>(3 - idx / 13), static_cast<Rank>(12 - idx % 13));
}

QString hexByte(uchar b)
{
    return QStringLiteral("0x%1").arg(int(b), 2, 16, QLatin1Char('0'));
}

struct Issues
{
    QString error;
    int errorByte = 0; // within the record
    QStringList warnings;
};

/** The 78 BRI digits: North, East, South; West holds the rest. */
bool decodeBri(const uchar *data, Deal *deal, Issues *issues)
{
    std::array<Hand, 3> hands {};
    std::array<int, 53> seenAt {};
    seenAt.fill(-1);
    for (int i = 0; i < 39; ++i) {
        const uchar a = data[2 * i];
        const uchar b = data[2 * i + 1];
        const bool digits = a >= '0' && a <= '9' && b >= '0' && b <= '9';
        const int number = digits ? (a - '0') * 10 + (b - '0') : 0;
        if (!digits || number < 1 || number > 52) {
            const QString shown = QString::fromLatin1(reinterpret_cast<const char *>(data + 2 * i), 2);
            issues->error = digits || (a >= 0x20 && a < 0x7f && b >= 0x20 && b < 0x7f)
                ? QCoreApplication::translate("Kibitz::MachineFormat", "'%1' is not a card number (01-52)")
                      .arg(quotedInput(shown))
                : QCoreApplication::translate(
                    "Kibitz::MachineFormat", "bytes %1 %2 are not a card number (two digits, 01-52)")
                      .arg(hexByte(a), hexByte(b));
            issues->errorByte = 2 * i;
            return false;
        }
        const Card card = cardOfNumber(number);
        if (seenAt[number] >= 0) {
            issues->warnings << QCoreApplication::translate(
                "Kibitz::MachineFormat", "card number %1 (%2) at byte %3 was already given at byte %4")
                                    .arg(number, 2, 10, QLatin1Char('0'))
                                    .arg(card.toSymbolString())
                                    .arg(2 * i)
                                    .arg(seenAt[number]);
        } else {
            seenAt[number] = 2 * i;
        }
        hands[i / 13].add(card);
    }
    *deal = Deal();
    deal->setHand(Seat::North, hands[0]);
    deal->setHand(Seat::East, hands[1]);
    deal->setHand(Seat::South, hands[2]);
    deal->setHand(Seat::West, ~(hands[0] | hands[1] | hands[2]));
    return true;
}

/** The DGE hands N E S W within @p limit bytes; returns the bytes used. */
int decodeDge(const uchar *data, int limit, Deal *deal, Issues *issues)
{
    int pos = 0;
    *deal = Deal();
    for (Seat seat : AllSeats) {
        Hand hand;
        for (int s = 0; s < 4; ++s) {
            if (pos >= limit || data[pos] != DgeSuitBytes[s]) {
                issues->error = QCoreApplication::translate(
                    "Kibitz::MachineFormat", "expected the %1 byte %2 of %3's hand, found %4")
                                    .arg(suitSymbol(SuitsHighToLow[s]), hexByte(DgeSuitBytes[s]), seatName(seat),
                                        pos >= limit ? QCoreApplication::translate(
                                            "Kibitz::MachineFormat", "the end of the hands")
                                                     : hexByte(data[pos]));
                issues->errorByte = pos;
                return -1;
            }
            ++pos;
            while (pos < limit && data[pos] != 0 && std::strchr(DgeRanks, data[pos])) {
                const Card card(SuitsHighToLow[s], *rankFromChar(QLatin1Char(char(data[pos]))));
                if (hand.contains(card))
                    issues->warnings << QCoreApplication::translate(
                        "Kibitz::MachineFormat", "%1 is listed twice at byte %2")
                                            .arg(card.toSymbolString())
                                            .arg(pos);
                hand.add(card);
                ++pos;
            }
        }
        deal->setHand(seat, hand);
    }
    return pos;
}

bool allBytes(const uchar *data, int from, int to, std::initializer_list<uchar> allowed)
{
    for (int i = from; i < to; ++i) {
        if (std::find(allowed.begin(), allowed.end(), data[i]) == allowed.end())
            return false;
    }
    return true;
}

struct Decoded
{
    Deal deal;
    int lowestBoard = 0; // DUP trailer, 0 when absent
    bool countingBackwards = false;
};

/**
 * Decodes one record of @p size bytes. @p first: the first record (DUP's trailer).
 * @p strict: also require the fillers Big Deal writes (for sniffing).
 */
bool decodeRecord(
    MachineFormat::Kind kind, const uchar *data, int size, bool first, bool strict, Decoded *out, Issues *issues)
{
    switch (kind) {
    case MachineFormat::Kind::Bri:
        if (!decodeBri(data, &out->deal, issues))
            return false;
        if (strict && size == 128 && !allBytes(data, BriDigits, 128, { ' ', 0 }))
            return false;
        return true;
    case MachineFormat::Kind::Dge: {
        const int used = decodeDge(data, size, &out->deal, issues);
        if (used < 0)
            return false;
        if (strict && !allBytes(data, used, size, { 0, ' ' }))
            return false;
        return true;
    }
    case MachineFormat::Kind::Dup: {
        if (!decodeBri(data, &out->deal, issues))
            return false;
        const uchar *dge = data + BriDigits;
        if (!allBytes(dge, 0, DgeBytes, { ' ' })) { // a "blind" file blanks the DGE part: the BRI part is the deal
            Deal fromDge;
            Issues dgeIssues;
            const int used = decodeDge(dge, DgeBytes, &fromDge, &dgeIssues);
            if (used < 0) {
                issues->error = dgeIssues.error;
                issues->errorByte = BriDigits + dgeIssues.errorByte;
                return false;
            }
            if (used != DgeBytes || fromDge != out->deal) {
                issues->warnings << QCoreApplication::translate(
                    "Kibitz::MachineFormat", "the DGE part (byte %1) disagrees with the BRI part; the BRI part is used")
                                        .arg(BriDigits);
            }
        }
        if (!first)
            return true;
        const uchar *t = data + DupTrailer;
        if (allBytes(t, 0, 10, { 0 }))
            return true;
        if ((t[0] != 'Y' && t[0] != 'N') || (t[1] != 'Y' && t[1] != 'N')) {
            issues->error = QCoreApplication::translate(
                "Kibitz::MachineFormat", "expected the DUP trailer ('Y' or 'N' twice), found %1 %2")
                                .arg(hexByte(t[0]), hexByte(t[1]));
            issues->errorByte = t[0] != 'Y' && t[0] != 'N' ? DupTrailer : DupTrailer + 1;
            return false;
        }
        const QByteArray lowest = QByteArray(reinterpret_cast<const char *>(t + 2), 3).trimmed();
        bool ok = false;
        const int n = lowest.toInt(&ok);
        if (!ok || n < 1) {
            issues->error = QCoreApplication::translate(
                "Kibitz::MachineFormat", "the DUP trailer's lowest board '%1' is not a number")
                                .arg(quotedInput(lowest));
            issues->errorByte = DupTrailer + 2;
            return false;
        }
        out->lowestBoard = n;
        out->countingBackwards = t[1] == 'Y';
        return true;
    }
    }
    return false;
}

class MachineReader : public BoardReader
{
public:
    MachineReader(MachineFormat::Kind kind, int recordSize, QIODevice *device)
        : mKind(kind)
        , mRecordSize(recordSize)
        , mDevice(device)
    { }

    bool readNext(Board *board) override
    {
        QByteArray record;
        const qint64 offset = mOffset;
        if (!readRecord(&record))
            return false;
        const bool crlf = mRecordSize == 80;
        const auto *data = reinterpret_cast<const uchar *>(record.constData());
        // A damaged record: the board keeps what was decoded, and the next record is read.
        if (crlf && record.size() == 80 && (data[78] != '\r' || data[79] != '\n'))
            damage(mBoardsRead,
                FormatError::malformedAt(mIndex, offset + 78,
                    QCoreApplication::translate("Kibitz::MachineFormat", "expected CR LF after the 78 digits")));
        Decoded decoded;
        Issues issues;
        if (!decodeRecord(mKind, data, int(record.size()), mIndex == 0, false, &decoded, &issues))
            damage(mBoardsRead, FormatError::malformedAt(mIndex, offset + issues.errorByte, issues.error));
        if (mIndex == 0) {
            mLowest = decoded.lowestBoard > 0 ? decoded.lowestBoard : 1;
            if (decoded.countingBackwards) {
                warn(0,
                    QCoreApplication::translate("Kibitz::MachineFormat",
                        "record 0 (byte offset 146): the DUP trailer asks for counting backwards; the boards "
                        "are numbered in file order"));
            }
        }
        *board = Board();
        board->setNumberWithCycle(int((mLowest - 1 + mIndex) % 0x7fffffff) + 1);
        board->setDeal(decoded.deal);
        const QString where = QCoreApplication::translate("Kibitz::MachineFormat", "record %1 (byte offset %2)")
                                  .arg(mIndex)
                                  .arg(offset);
        for (const QString &w : issues.warnings)
            warn(mBoardsRead, where + QStringLiteral(": ") + w);
        for (const QString &p : board->problems())
            warn(mBoardsRead, where + QStringLiteral(": ") + p);
        ++mIndex;
        ++mBoardsRead;
        return true;
    }

    bool canResume() const override { return true; }
    /** Where the next record starts; line stays 1. */
    Place nextPlace() const override { return { mOffset, 1 }; }
    /** DUP: the lowest board of the first record's trailer, which numbers every board; empty when it is 1. */
    QByteArray resumeContext() const override
    {
        if (mKind != MachineFormat::Kind::Dup || mIndex == 0 || mLowest == 1)
            return {};
        QByteArray context;
        QDataStream out(&context, QIODevice::WriteOnly);
        out << qint32(mLowest);
        return context;
    }
    /**
     * Takes up at record @p boardsRead. BRI's record size needs no context: records of 80 bytes
     * (78 digits and CR LF) put record k at 80 * k, those of 128 bytes at 128 * k.
     */
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override
    {
        mBoardsRead = boardsRead;
        mIndex = boardsRead;
        mOffset = place.offset;
        if (mKind == MachineFormat::Kind::Bri && boardsRead > 0 && place.offset == boardsRead * 80)
            mRecordSize = 80;
        qint32 lowest = 1;
        QDataStream in(context);
        in >> lowest;
        mLowest = in.status() == QDataStream::Ok && lowest > 0 ? lowest : 1;
    }
    /** Reads past a record without decoding it (but for the first, which sets the numbering). */
    bool skipNext() override
    {
        if (mIndex == 0) {
            Board board;
            return readNext(&board);
        }
        QByteArray record;
        if (!readRecord(&record))
            return false;
        ++mIndex;
        ++mBoardsRead;
        return true;
    }

private:
    /**
     * Reads the next record into @p record (BRI: finding out at the first whether records are 80 bytes).
     * False at the end of the input or when the file ends inside the record (which is reported).
     */
    bool readRecord(QByteArray *record)
    {
        if (hasError())
            return false;
        if (mIndex == 0 && mKind == MachineFormat::Kind::Bri) {
            const QByteArray head = mDevice->peek(80);
            if (head.size() >= 80 && head[78] == '\r' && head[79] == '\n')
                mRecordSize = 80;
        }
        *record = mDevice->read(mRecordSize);
        if (record->isEmpty())
            return false;
        const qint64 offset = mOffset;
        mOffset += record->size();
        const bool crlf = mRecordSize == 80;
        if (record->size() < mRecordSize && !(crlf && record->size() == BriDigits)) {
            // A truncated file: the complete boards are read; the last one is reported.
            damage(mBoardsRead,
                { FormatError::Code::Truncated,
                    QCoreApplication::translate("Kibitz::MachineFormat", "the file ends inside board %1: ")
                            .arg(mBoardsRead + 1)
                        + QCoreApplication::translate("Kibitz::MachineFormat",
                            "the file ends %n byte(s) into a record of %1 bytes", nullptr, int(record->size()))
                              .arg(mRecordSize),
                    {}, mIndex, offset });
            return false;
        }
        return true;
    }

    MachineFormat::Kind mKind;
    int mRecordSize;
    QIODevice *mDevice;
    qint64 mIndex = 0;
    qint64 mOffset = 0;
    int mLowest = 1;
};

class MachineWriter : public BufferedBoardWriter
{
public:
    MachineWriter(const MachineFormat *format, QIODevice *device)
        : BufferedBoardWriter(device)
        , mFormat(format)
        , mHoldAll(format->kind() == MachineFormat::Kind::Dup && device->isSequential())
    { }

    bool writeBoard(const Board &board) override
    {
        if (!acceptBoard(mFormat->whyCannotStore(board)))
            return false;
        QByteArray record;
        record.reserve(mFormat->recordSize());
        const Deal &deal = board.deal();
        const auto bri = [&] {
            for (Seat s : { Seat::North, Seat::East, Seat::South }) {
                for (Card c : deal.hand(s).cards()) // ace of spades first: ascending card numbers
                    record += QByteArray::number(cardNumber(c)).rightJustified(2, '0');
            }
        };
        const auto dge = [&] {
            for (Seat s : AllSeats) {
                for (int k = 0; k < 4; ++k) {
                    record += char(DgeSuitBytes[k]);
                    for (Card c : deal.hand(s).cards(SuitsHighToLow[k]))
                        record += rankChar(c.rank());
                }
            }
        };
        switch (mFormat->kind()) {
        case MachineFormat::Kind::Bri:
            bri();
            record += QByteArray(32, ' ');
            record += QByteArray(18, '\0');
            break;
        case MachineFormat::Kind::Dge:
            dge();
            record += QByteArray(60, '\0');
            break;
        case MachineFormat::Kind::Dup:
            bri();
            dge();
            // Big Deal 1.2 writes the trailer on the first board only (completed in finish()).
            record += QByteArray(10, '\0');
            break;
        }
        if (mBoardsWritten == 0)
            mStart = mDevice->pos();
        mBuffer += record;
        if (mHoldAll) {
            ++mBoardsWritten;
            return true;
        }
        return boardDone();
    }

    bool finish() override
    {
        if (hasError())
            return false;
        if (mFormat->kind() == MachineFormat::Kind::Dup && mBoardsWritten > 0) {
            // What Big Deal writes: random 'Y', backwards 'N', lowest board 1, copies 0, boards (two digits).
            QByteArray trailer("YN1  0 ");
            trailer += char('0' + (mBoardsWritten / 10) % 10);
            trailer += char('0' + mBoardsWritten % 10);
            trailer += ' ';
            if (mBuffer.size() == mBoardsWritten * mFormat->recordSize()) {
                mBuffer.replace(DupTrailer, 10, trailer); // the first record is still in the buffer
            } else {
                if (!flush())
                    return false;
                const qint64 end = mDevice->pos();
                if (!mDevice->seek(mStart + DupTrailer) || mDevice->write(trailer) != trailer.size()
                    || !mDevice->seek(end))
                    return writeFailed();
            }
        }
        return flush();
    }

private:
    const MachineFormat *mFormat;
    bool mHoldAll; // a sequential device cannot go back to complete the DUP trailer
    qint64 mStart = -1;
};

} // namespace

QString MachineFormat::id() const
{
    static const char *ids[] = { "dup-machine", "bri-machine", "dge-machine" };
    return QString::fromLatin1(ids[static_cast<int>(mKind)]);
}

QString MachineFormat::name() const
{
    switch (mKind) {
    case Kind::Dup:
        return QCoreApplication::translate("Kibitz::MachineFormat", "Duplimate DUP (dealing machine)");
    case Kind::Bri:
        return QCoreApplication::translate("Kibitz::MachineFormat", "Duplimate BRI (dealing machine)");
    case Kind::Dge:
        return QCoreApplication::translate("Kibitz::MachineFormat", "Duplimate DGE (dealing machine)");
    }
    return {};
}

QStringList MachineFormat::extensions() const
{
    static const char *exts[] = { "dup", "bri", "dge" };
    return { QString::fromLatin1(exts[static_cast<int>(mKind)]) };
}

bool MachineFormat::canRead(QIODevice *device) const
{
    const QByteArray head = device->peek(recordSize());
    int size = recordSize();
    if (mKind == Kind::Bri && head.size() >= 80 && head[78] == '\r' && head[79] == '\n')
        size = 80;
    if (head.size() < size)
        return false;
    Decoded decoded;
    Issues issues;
    return decodeRecord(mKind, reinterpret_cast<const uchar *>(head.constData()), size, true, true, &decoded, &issues);
}

std::unique_ptr<BoardReader> MachineFormat::createReader(QIODevice *device) const
{
    return std::make_unique<MachineReader>(mKind, recordSize(), device);
}

std::unique_ptr<BoardWriter> MachineFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<MachineWriter>(this, device);
}

} // namespace Kibitz
