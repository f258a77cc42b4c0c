#include "dxformat.h"

#include "dealsformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <vector>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::DxFormat)
};

constexpr uchar Terminator = 0xff;

/** Buffered byte-at-a-time input that knows its file offset. */
class ByteInput
{
public:
    explicit ByteInput(QIODevice *device)
        : mDevice(device)
        , mBuffer(64 * 1024)
    { }

    /** The next byte, or -1 at the end of the input. */
    int next()
    {
        if (mPos == mFilled && !refill())
            return -1;
        ++mOffset;
        return static_cast<uchar>(mBuffer[size_t(mPos++)]);
    }
    /** Offset of the next byte from where reading started. */
    qint64 offset() const { return mOffset; }

private:
    bool refill()
    {
        const qint64 got = mDevice->read(mBuffer.data(), qint64(mBuffer.size()));
        mPos = 0;
        mFilled = got > 0 ? got : 0;
        return mFilled > 0;
    }

    QIODevice *mDevice;
    std::vector<char> mBuffer;
    qint64 mPos = 0;
    qint64 mFilled = 0;
    qint64 mOffset = 0;
};

class DxReader : public BoardReader
{
public:
    explicit DxReader(QIODevice *device)
        : mIn(device)
    { }

    bool readNext(Board *board) override
    {
        // docs/formats.md#dx: a fault damages the board, which keeps what was read; the record's
        // 0xFF terminators say where the next one starts, so reading goes on there.
        if (hasError())
            return false;
        const qint64 start = mIn.offset();
        const int number = mIn.next();
        if (number < 0)
            return false;
        const qint64 record = mRecord++;
        *board = Board();
        if (number == 0)
            damage(mBoardsRead, FormatError::malformedAt(record, start, Tr::tr("board number 0: expected 1-255")));
        uchar dealBytes[DealsFormat::RecordBytes];
        for (uchar &b : dealBytes) {
            const int v = mIn.next();
            if (v < 0) {
                return truncated(record, mIn.offset(),
                    Tr::tr("the file ends inside the deal: expected 32 bytes after the board number"));
            }
            b = uchar(v);
        }
        if (number > 0)
            board->setNumberWithCycle(number);
        RecordFormat::RecordIssues issues;
        const bool dealRead = DealsFormat::decodeDeal(dealBytes, &board->deal(), &issues);
        if (!dealRead)
            damage(mBoardsRead, FormatError::malformedAt(record, start + 1 + issues.errorByte, issues.error));
        for (const QString &w : issues.warnings)
            warn(mBoardsRead, w);

        const qint64 callsStart = mIn.offset();
        std::vector<uchar> callBytes;
        for (;;) {
            const int b = mIn.next();
            if (b < 0)
                return missingTerminator(record, Tr::tr("the auction"));
            if (b == Terminator)
                break;
            if (int(callBytes.size()) == DxFormat::MaxCalls) {
                damage(mBoardsRead,
                    FormatError::malformedAt(
                        record, mIn.offset() - 1, Tr::tr("expected 0xFF: an auction has at most 319 calls")));
                if (!skipToTerminator())
                    return missingTerminator(record, Tr::tr("the auction"));
                break;
            }
            callBytes.push_back(uchar(b));
        }
        if (!mOldTable && std::find(callBytes.begin(), callBytes.end(), uchar(0)) != callBytes.end()) {
            mOldTable = true;
            warn(mBoardsRead, Tr::tr("call byte 0: this file uses the old call table (Pass 0, Double 1, Redouble 2)"));
        }
        Auction auction(board->dealer());
        for (size_t i = 0; i < callBytes.size(); ++i) {
            const qint64 at = callsStart + qint64(i);
            const auto call = DxFormat::decodeCall(callBytes[i], mOldTable);
            if (!call) {
                damage(mBoardsRead,
                    FormatError::malformedAt(record, at,
                        Tr::tr("call byte %1 is not a call: expected (level << 5) | (1 << strain), Pass %2, "
                               "Double %3, Redouble %4")
                            .arg(int(callBytes[i]))
                            .arg(mOldTable ? 0 : 1)
                            .arg(mOldTable ? 1 : 2)
                            .arg(mOldTable ? 2 : 4)));
                break;
            }
            if (const auto why = auction.whyIllegal(*call)) {
                damage(mBoardsRead,
                    FormatError::malformedAt(
                        record, at, Tr::tr("call %1 (%2) is illegal: %3").arg(i + 1).arg(call->toString(), *why)));
                break;
            }
            auction.append(*call);
        }
        board->setAuction(auction);

        const qint64 cardsStart = mIn.offset();
        QList<Card> cards;
        bool cardsStopped = false;
        for (;;) {
            const int b = mIn.next();
            if (b < 0)
                return missingTerminator(record, Tr::tr("the play"));
            if (b == Terminator)
                break;
            if (cardsStopped)
                continue;
            if (cards.size() == 52) {
                damage(mBoardsRead,
                    FormatError::malformedAt(
                        record, mIn.offset() - 1, Tr::tr("more than 52 cards played: expected 0xFF")));
                cardsStopped = true;
                continue;
            }
            if (b > 51) {
                damage(mBoardsRead,
                    FormatError::malformedAt(
                        record, mIn.offset() - 1, Tr::tr("byte %1 is not a card: expected 0-51 or 0xFF").arg(b)));
                cardsStopped = true;
                continue;
            }
            cards.append(Card::fromIndex(b));
        }
        board->setPlayedCards(cards);
        QString why;
        const int bad = dealRead ? DxFormat::firstBadCard(*board, &why) : -1; // a damaged deal cannot check the play
        if (bad >= 0) {
            damage(mBoardsRead, FormatError::malformedAt(record, cardsStart + bad, why));
            board->setPlayedCards(cards.mid(0, bad));
        }
        ++mBoardsRead;
        return true;
    }

private:
    /** Skips to just past the next 0xFF; false at the end of the input. */
    bool skipToTerminator()
    {
        for (;;) {
            const int b = mIn.next();
            if (b < 0)
                return false;
            if (b == Terminator)
                return true;
        }
    }

    /** The file ends inside board mBoardsRead + 1: the complete boards stand, this one is reported. */
    bool truncated(qint64 record, qint64 offset, const QString &what)
    {
        damage(mBoardsRead,
            { FormatError::Code::Truncated, Tr::tr("the file ends inside board %1: ").arg(mBoardsRead + 1) + what, {},
                record, offset });
        return false;
    }

    bool missingTerminator(qint64 record, const QString &part)
    {
        return truncated(record, mIn.offset(), Tr::tr("missing 0xFF terminator: the file ends inside %1").arg(part));
    }

    ByteInput mIn;
    qint64 mRecord = 0;
    bool mOldTable = false;
};

class DxWriter : public BufferedBoardWriter
{
public:
    DxWriter(const DxFormat *format, QIODevice *device)
        : BufferedBoardWriter(device)
        , mFormat(format)
    { }

    bool writeBoard(const Board &board) override
    {
        if (!acceptBoard(mFormat->whyCannotStore(board)))
            return false;
        mBuffer.append(char(DxFormat::storedNumber(board, mBoardsWritten)));
        uchar deal[DealsFormat::RecordBytes];
        DealsFormat::encodeDeal(board.deal(), deal);
        mBuffer.append(reinterpret_cast<const char *>(deal), sizeof deal);
        for (const Call &call : board.auction().calls())
            mBuffer.append(char(DxFormat::encodeCall(call)));
        mBuffer.append(char(Terminator));
        for (Card card : board.playedCards())
            mBuffer.append(char(card.index()));
        mBuffer.append(char(Terminator));
        return boardDone();
    }

private:
    const DxFormat *mFormat;
};

} // namespace

QString DxFormat::name() const
{
    return QCoreApplication::translate("Kibitz::DxFormat", ".dx deals with auction and play");
}

BoardContents DxFormat::capabilities() const
{
    return BoardContents(BoardContent::Deal) | BoardContent::PartialDeal | BoardContent::Number | BoardContent::Auction
        | BoardContent::Play;
}

std::optional<Call> DxFormat::decodeCall(uchar b, bool oldTable)
{
    const int level = b >> 5;
    const int low = b & 31;
    if (level == 0) {
        const int pass = oldTable ? 0 : 1;
        const int dbl = oldTable ? 1 : 2;
        const int rdbl = oldTable ? 2 : 4;
        if (low == pass)
            return Call::pass();
        if (low == dbl)
            return Call::dbl();
        if (low == rdbl)
            return Call::redbl();
        return std::nullopt;
    }
    if (level > 7 || !std::has_single_bit(unsigned(low)) || low > 16)
        return std::nullopt;
    return Call::bid(level, static_cast<Strain>(std::countr_zero(unsigned(low))));
}

uchar DxFormat::encodeCall(const Call &call)
{
    switch (call.type()) {
    case Call::Type::Pass:
        return 1;
    case Call::Type::Double:
        return 2;
    case Call::Type::Redouble:
        return 4;
    case Call::Type::Bid:
        break;
    }
    return uchar(call.level() << 5 | 1 << static_cast<int>(call.strain()));
}

int DxFormat::storedNumber(const Board &board, qint64 index)
{
    const qint64 n = board.number() ? *board.number() : index + 1;
    if (n >= 1 && n <= 255)
        return int(n);
    // 240 is a multiple of the 16-board cycle: dealer and vulnerability survive.
    return int(((n - 1) % 240 + 240) % 240) + 1;
}

int DxFormat::firstBadCard(const Board &board, QString *why)
{
    const QList<Card> &cards = board.playedCards();
    const auto contract = board.auction().contract();
    if (contract && !contract->isPassedOut() && board.deal().isValid()) {
        Play play(board.deal(), contract->strain, lho(contract->declarer));
        for (int i = 0; i < cards.size(); ++i) {
            if (const auto w = play.whyIllegal(cards[i])) {
                *why = Tr::tr("card %1 (%2) is illegal: %3").arg(i + 1).arg(cards[i].toString(), *w);
                return i;
            }
            play.append(cards[i]);
        }
        return -1;
    }
    const Hand all = board.deal().allCards();
    Hand seen;
    for (int i = 0; i < cards.size(); ++i) {
        if (!all.contains(cards[i])) {
            *why = Tr::tr("card %1 (%2) is in no hand").arg(i + 1).arg(cards[i].toString());
            return i;
        }
        if (seen.contains(cards[i])) {
            *why = Tr::tr("card %1 (%2) was played before").arg(i + 1).arg(cards[i].toString());
            return i;
        }
        seen.add(cards[i]);
    }
    return -1;
}

bool DxFormat::canRead(QIODevice *device) const
{
    const QByteArray head = device->peek(1 + DealsFormat::RecordBytes + MaxCalls + 1 + 52 + 1);
    const auto *p = reinterpret_cast<const uchar *>(head.constData());
    const qsizetype size = head.size();
    if (size < 1 + DealsFormat::RecordBytes + 2 || p[0] == 0)
        return false;
    RecordFormat::RecordIssues issues;
    Deal deal;
    if (!DealsFormat::decodeDeal(p + 1, &deal, &issues) || !issues.warnings.isEmpty() || deal.isEmpty())
        return false;
    qsizetype at = 1 + DealsFormat::RecordBytes;
    bool oldTable = false;
    for (qsizetype i = at; i < size && p[i] != Terminator; ++i)
        oldTable = oldTable || p[i] == 0;
    for (; at < size && p[at] != Terminator; ++at) {
        if (!decodeCall(p[at], oldTable))
            return false;
    }
    if (at >= size)
        return false;
    for (++at; at < size && p[at] != Terminator; ++at) {
        if (p[at] > 51)
            return false;
    }
    return at < size;
}

std::unique_ptr<BoardReader> DxFormat::createReader(QIODevice *device) const
{
    return std::make_unique<DxReader>(device);
}

std::unique_ptr<BoardWriter> DxFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<DxWriter>(this, device);
}

QString DxFormat::whyCannotStore(const Board &board) const
{
    const QString why = DealsFormat::whyNoBitSets(board.deal(), name());
    if (!why.isEmpty())
        return why;
    if (const auto illegal = board.auction().validate())
        return Tr::tr("%1 holds legal auctions only: %2").arg(name(), *illegal);
    QString cardWhy;
    if (firstBadCard(board, &cardWhy) >= 0)
        return Tr::tr("%1 holds legal play only: %2").arg(name(), cardWhy);
    return {};
}

BoardContents DxFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = DealFormat::lostContents(board, index);
    if (board.number() && storedNumber(board, index) != *board.number())
        lost |= BoardContent::Number;
    return lost;
}

} // namespace Kibitz
