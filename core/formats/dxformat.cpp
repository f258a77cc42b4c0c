#include "dxformat.h"

#include "dealsformat.h"

#include <QCoreApplication>
#include <QDataStream>

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
    /** Offset of the next byte from where reading started (or from startAt()). */
    qint64 offset() const { return mOffset; }
    /** The next byte is at @p offset in the input: a reader started inside it. */
    void startAt(qint64 offset) { mOffset = offset; }

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

/** One board's bytes as they stand, before any of them is decoded. */
struct RawBoard
{
    int number = -1;
    uchar deal[DealsFormat::RecordBytes] {};
    qint64 callsStart = 0;
    std::vector<uchar> calls; ///< at most DxFormat::MaxCalls
    qint64 cardsStart = 0;
    std::vector<uchar> cards; ///< the play's first 53 bytes (enough to find its first fault), for readNext
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
        RawBoard raw;
        const qint64 start = mIn.offset();
        if (!readRaw(&raw, true))
            return false;
        const qint64 record = mBoardsRead;
        *board = Board();
        if (raw.number > 0)
            board->setNumberWithCycle(raw.number);
        RecordFormat::RecordIssues issues;
        const bool dealRead = DealsFormat::decodeDeal(raw.deal, &board->deal(), &issues);
        if (!dealRead)
            damage(mBoardsRead, FormatError::malformedAt(record, start + 1 + issues.errorByte, issues.error));
        for (const QString &w : issues.warnings)
            warn(mBoardsRead, w);
        for (const FormatError &e : std::exchange(mOverflow, {}))
            damage(mBoardsRead, e);

        if (takesOldTable(raw))
            warn(mBoardsRead, Tr::tr("call byte 0: this file uses the old call table (Pass 0, Double 1, Redouble 2)"));
        Auction auction(board->dealer());
        for (size_t i = 0; i < raw.calls.size(); ++i) {
            const qint64 at = raw.callsStart + qint64(i);
            const auto call = DxFormat::decodeCall(raw.calls[i], mOldTable);
            if (!call) {
                damage(mBoardsRead,
                    FormatError::malformedAt(record, at,
                        Tr::tr("call byte %1 is not a call: expected (level << 5) | (1 << strain), Pass %2, "
                               "Double %3, Redouble %4")
                            .arg(int(raw.calls[i]))
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

        QList<Card> cards;
        for (size_t i = 0; i < raw.cards.size(); ++i) {
            const int b = raw.cards[i];
            const qint64 at = raw.cardsStart + qint64(i);
            if (cards.size() == 52) {
                damage(mBoardsRead,
                    FormatError::malformedAt(record, at, Tr::tr("more than 52 cards played: expected 0xFF")));
                break;
            }
            if (b > 51) {
                damage(mBoardsRead,
                    FormatError::malformedAt(
                        record, at, Tr::tr("byte %1 is not a card: expected 0-51 or 0xFF").arg(b)));
                break;
            }
            cards.append(Card::fromIndex(b));
        }
        board->setPlayedCards(cards);
        QString why;
        const int bad = dealRead ? DxFormat::firstBadCard(*board, &why) : -1; // a damaged deal cannot check the play
        if (bad >= 0) {
            damage(mBoardsRead, FormatError::malformedAt(record, raw.cardsStart + bad, why));
            board->setPlayedCards(cards.mid(0, bad));
        }
        ++mBoardsRead;
        return true;
    }

    bool canResume() const override { return true; }
    /** Where the next board's number byte is; line stays 1. */
    Place nextPlace() const override { return { mIn.offset(), 1 }; }
    /** Whether the old call table is in use (docs/formats.md#dx); empty while it is not. */
    QByteArray resumeContext() const override
    {
        if (!mOldTable)
            return {};
        QByteArray context;
        QDataStream out(&context, QIODevice::WriteOnly);
        out << quint8(1);
        return context;
    }
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override
    {
        mBoardsRead = boardsRead;
        mIn.startAt(place.offset);
        quint8 oldTable = 0;
        QDataStream in(context);
        in >> oldTable;
        mOldTable = oldTable != 0;
    }
    /** Reads to the board's last terminator, decoding only what decides the call table. */
    bool skipNext() override
    {
        RawBoard raw;
        if (!readRaw(&raw, false))
            return false;
        takesOldTable(raw);
        ++mBoardsRead;
        return true;
    }

private:
    /**
     * Reads board mBoardsRead's bytes to its play's 0xFF into @p raw. With @p report, a board number 0
     * is reported at once and more than 319 calls are kept for the board (mOverflow), as are the first
     * 53 cards; a file that ends
     * inside the board is always reported. False at the end of the input or inside the board: what the
     * board's calls and cards hold is then not looked at, so the cut says the same whatever came before.
     */
    bool readRaw(RawBoard *raw, bool report)
    {
        if (hasError())
            return false;
        const qint64 record = mBoardsRead;
        const qint64 start = mIn.offset();
        raw->number = mIn.next();
        if (raw->number < 0)
            return false;
        if (raw->number == 0 && report)
            damage(mBoardsRead, FormatError::malformedAt(record, start, Tr::tr("board number 0: expected 1-255")));
        for (uchar &b : raw->deal) {
            const int v = mIn.next();
            if (v < 0) {
                return truncated(record, mIn.offset(),
                    Tr::tr("the file ends inside the deal: expected 32 bytes after the board number"));
            }
            b = uchar(v);
        }
        raw->callsStart = mIn.offset();
        for (;;) {
            const int b = mIn.next();
            if (b < 0)
                return missingTerminator(record, Tr::tr("the auction"));
            if (b == Terminator)
                break;
            if (int(raw->calls.size()) == DxFormat::MaxCalls) {
                if (report)
                    mOverflow.append(FormatError::malformedAt(
                        record, mIn.offset() - 1, Tr::tr("expected 0xFF: an auction has at most 319 calls")));
                if (!skipToTerminator())
                    return missingTerminator(record, Tr::tr("the auction"));
                break;
            }
            raw->calls.push_back(uchar(b));
        }
        raw->cardsStart = mIn.offset();
        for (;;) {
            const int b = mIn.next();
            if (b < 0)
                return missingTerminator(record, Tr::tr("the play"));
            if (b == Terminator)
                break;
            if (report && raw->cards.size() <= 52)
                raw->cards.push_back(uchar(b)); // the 53rd is reported; the rest are not looked at
        }
        return true;
    }

    /** Whether @p raw makes the old call table the one in use from now on (its one warning). */
    bool takesOldTable(const RawBoard &raw)
    {
        if (mOldTable || std::find(raw.calls.begin(), raw.calls.end(), uchar(0)) == raw.calls.end())
            return false;
        mOldTable = true;
        return true;
    }

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
        for (const FormatError &e : std::exchange(mOverflow, {}))
            damage(mBoardsRead, e);
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
    bool mOldTable = false;
    QList<FormatError> mOverflow; // the auction's overflow, reported after the deal's problems
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
