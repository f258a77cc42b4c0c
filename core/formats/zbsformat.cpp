#include "zbsformat.h"

#include "dealsformat.h"

#include <QCoreApplication>
#include <QtEndian>

#include <vector>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::ZbsFormat)
};

constexpr int WordBytes = 4;

/** Place digit (1 West, 2 North, 3 East, 4 South) of a seat, and back. */
constexpr int placeOf(Seat s)
{
    return ((static_cast<int>(s) + 1) & 3) + 1;
}
constexpr Seat seatOfPlace(int place)
{
    return static_cast<Seat>((place + 2) & 3);
}

class ZbsReader : public BoardReader
{
public:
    explicit ZbsReader(QIODevice *device)
        : mDevice(device)
        , mBuffer(64 * 1024)
    { }

    bool readNext(Board *board) override { return readBoard(board); }

    bool canResume() const override { return true; }
    /** Where the next diagram's first record is; line stays 1. */
    Place nextPlace() const override { return { mOffset, 1 }; }
    /** Nothing is handed on: records are counted in 4-byte words, so a place gives its record. */
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override
    {
        Q_UNUSED(context);
        mBoardsRead = boardsRead;
        mOffset = place.offset;
        mRecord = place.offset / WordBytes;
    }
    /** Reads past a diagram by its flags, without decoding its suits. */
    bool skipNext() override { return readBoard(nullptr); }

private:
    /** Reads the next diagram into @p board, or (null) past it, following the flags alike. */
    bool readBoard(Board *board)
    {
        if (hasError() || mEnded)
            return false;
        Deal deal;
        for (int i = 0;; ++i) {
            const qint64 at = mOffset;
            quint32 word = 0;
            const int got = nextWord(&word);
            if (got == 0 && i == 0)
                return false;
            // docs/formats.md#zbs: a cut file keeps its complete diagrams and says where it ends.
            if (got == 0) {
                return truncated(at,
                    Tr::tr("the file ends inside a diagram: the last record has the continuation "
                           "flag set"));
            }
            if (got < WordBytes)
                return truncated(at, Tr::tr("%n trailing byte(s): ZBS records are 4 bytes each", nullptr, got));
            const qint64 record = mRecord++;
            if (word == 0 && i == 0) {
                mEnded = true;
                const qint64 rest = remainingBytes();
                if (rest > 0)
                    warn(mBoardsRead,
                        Tr::tr("%n byte(s) after the end-of-list record were ignored", nullptr,
                            int(qMin<qint64>(rest, 0x7fffffff))));
                return false;
            }
            if (!board) {
                if (!(word & 1))
                    break;
                continue;
            }
            // A bad record damages its diagram, which keeps its other suits; the flags still say where
            // the next diagram starts.
            const quint32 locator = word >> 1;
            if (locator > ZbsFormat::MaxLocator) {
                damage(mBoardsRead,
                    FormatError::malformedAt(
                        record, at, Tr::tr("locator %1 is above 1,220,703,124 (5^13 - 1)").arg(locator)));
            } else if (i < 4) {
                ZbsFormat::decodeSuit(locator, SuitsHighToLow[size_t(i)], &deal);
            }
            if (!(word & 1))
                break;
            if (i == 3) {
                damage(mBoardsRead,
                    FormatError::malformedAt(record, at,
                        Tr::tr("a diagram has at most 4 suit records (spades, hearts, diamonds, clubs), "
                               "but this fourth one has the continuation flag set")));
            }
        }
        if (board) {
            board->setNumberWithCycle(int(mBoardsRead % 0x7fffffff) + 1);
            board->setDeal(deal);
        }
        ++mBoardsRead;
        return true;
    }

    bool truncated(qint64 at, const QString &what)
    {
        damage(mBoardsRead,
            { FormatError::Code::Truncated, Tr::tr("the file ends inside board %1: ").arg(mBoardsRead + 1) + what, {},
                mRecord, at });
        mEnded = true;
        return false;
    }

    /** Reads up to 4 bytes; returns how many it got. */
    int nextWord(quint32 *word)
    {
        uchar bytes[WordBytes];
        int n = 0;
        while (n < WordBytes) {
            if (mPos == mFilled && !refill())
                break;
            bytes[n++] = uchar(mBuffer[size_t(mPos++)]);
        }
        mOffset += n;
        if (n == WordBytes)
            *word = qFromLittleEndian<quint32>(bytes);
        return n;
    }

    bool refill()
    {
        const qint64 got = mDevice->read(mBuffer.data(), qint64(mBuffer.size()));
        mPos = 0;
        mFilled = got > 0 ? got : 0;
        return mFilled > 0;
    }

    qint64 remainingBytes()
    {
        qint64 rest = mFilled - mPos;
        // Count without keeping: the list has ended.
        while (refill())
            rest += mFilled;
        mPos = mFilled;
        return rest;
    }

    QIODevice *mDevice;
    std::vector<char> mBuffer;
    qint64 mPos = 0;
    qint64 mFilled = 0;
    qint64 mOffset = 0;
    qint64 mRecord = 0;
    bool mEnded = false;
};

class ZbsWriter : public BufferedBoardWriter
{
public:
    ZbsWriter(const ZbsFormat *format, QIODevice *device)
        : BufferedBoardWriter(device)
        , mFormat(format)
    { }

    bool writeBoard(const Board &board) override
    {
        if (!acceptBoard(mFormat->whyCannotStore(board)))
            return false;
        quint32 locators[4];
        int last = 0;
        for (int i = 0; i < 4; ++i) {
            locators[i] = ZbsFormat::encodeSuit(board.deal(), SuitsHighToLow[size_t(i)]);
            if (locators[i])
                last = i;
        }
        for (int i = 0; i <= last; ++i) {
            uchar bytes[WordBytes];
            qToLittleEndian<quint32>(locators[i] << 1 | (i < last ? 1u : 0u), bytes);
            mBuffer.append(reinterpret_cast<const char *>(bytes), WordBytes);
        }
        return boardDone();
    }

private:
    const ZbsFormat *mFormat;
};

} // namespace

QString ZbsFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZbsFormat", "Pavlicek ZBS binary suits");
}

void ZbsFormat::decodeSuit(quint32 locator, Suit suit, Deal *deal)
{
    std::array<Hand, 4> hands;
    for (Seat s : AllSeats)
        hands[size_t(s)] = deal->hand(s);
    for (int rank = 12; rank >= 0; --rank) {
        const int place = int(locator % 5);
        locator /= 5;
        if (place)
            hands[size_t(seatOfPlace(place))].add(Card(suit, static_cast<Rank>(rank)));
    }
    for (Seat s : AllSeats)
        deal->setHand(s, hands[size_t(s)]);
}

quint32 ZbsFormat::encodeSuit(const Deal &deal, Suit suit)
{
    quint32 locator = 0;
    for (int rank = 0; rank <= 12; ++rank) {
        int place = 0;
        if (const auto owner = deal.owner(Card(suit, static_cast<Rank>(rank))))
            place = placeOf(*owner);
        locator = locator * 5 + quint32(place);
    }
    return locator;
}

bool ZbsFormat::canRead(QIODevice *device) const
{
    // Strict, as bare words are weak evidence: a whole first diagram of four
    // records (flags 1, 1, 1, 0) holding a valid deal.
    if (!device->isSequential()) {
        const qint64 left = device->size() - device->pos();
        if (left <= 0 || left % WordBytes != 0)
            return false;
    }
    const QByteArray head = device->peek(4 * WordBytes);
    if (head.size() < 4 * WordBytes)
        return false;
    const auto *p = reinterpret_cast<const uchar *>(head.constData());
    Deal deal;
    for (int i = 0; i < 4; ++i) {
        const quint32 word = qFromLittleEndian<quint32>(p + i * WordBytes);
        if ((word & 1) != (i < 3 ? 1u : 0u) || (word >> 1) > MaxLocator)
            return false;
        decodeSuit(word >> 1, SuitsHighToLow[size_t(i)], &deal);
    }
    return !deal.isEmpty() && deal.isValid();
}

std::unique_ptr<BoardReader> ZbsFormat::createReader(QIODevice *device) const
{
    return std::make_unique<ZbsReader>(device);
}

std::unique_ptr<BoardWriter> ZbsFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<ZbsWriter>(this, device);
}

QString ZbsFormat::whyCannotStore(const Board &board) const
{
    const Deal &deal = board.deal();
    const QString why = DealsFormat::whyNoBitSets(deal, name());
    if (!why.isEmpty())
        return why;
    if (deal.isEmpty())
        return Tr::tr("%1 cannot hold a board without cards (an empty record ends the list)").arg(name());
    for (const DealProblem &p : deal.problems()) {
        if (p.kind == DealProblem::Kind::Duplicated)
            return Tr::tr("%1 puts each card in one place: %2").arg(name(), p.message);
    }
    return {};
}

} // namespace Kibitz
