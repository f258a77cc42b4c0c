#include "zrjformat.h"

#include "zbdformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cstring>

namespace Kibitz {

namespace {

constexpr int NoNumberBase = 239; // byte 13 value 240 = dealer/vul of board 1 of the cycle
constexpr uchar PoorBit = 0x80;
constexpr uchar GoodBit = 0x40;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::ZrjFormat)
};

/** Board 1-16 of the cycle with this dealer and vulnerability (the cycle has each pair once). */
int cycleBoard(Seat dealer, Vulnerability vul)
{
    for (int k = 1; k <= 16; ++k) {
        if (dealerOfBoard(k) == dealer && vulnerabilityOfBoard(k) == vul)
            return k;
    }
    return 1;
}

/** Everything the writer stores for a board, worked out once for encoding and the loss report. */
struct Layout
{
    uchar numberByte = 0;
    bool numberLost = false;
    uchar contractByte = 0;
    uchar resultByte = 0;
    QList<Call> calls; // after the initial passes
    bool auctionDropped = false;
    QList<Card> plays;
    bool playTruncated = false;
};

uchar encodeCall(const Call &call)
{
    uchar b = 0;
    switch (call.type()) {
    case Call::Type::Pass:
        b = 5;
        break;
    case Call::Type::Double:
        b = 6;
        break;
    case Call::Type::Redouble:
        b = 7;
        break;
    case Call::Type::Bid:
        b = uchar(call.level() << 3 | static_cast<int>(call.strain()));
        break;
    }
    if (call.isAlerted())
        b |= PoorBit | GoodBit;
    else if (call.annotation() == Annotation::Poor)
        b |= PoorBit;
    else if (call.annotation() == Annotation::Good)
        b |= GoodBit;
    return b;
}

Layout layoutOf(const Board &board)
{
    Layout l;
    const auto number = board.number();
    if (number && *number >= 1 && *number <= 240 && board.dealer() == dealerOfBoard(*number)
        && board.vulnerability() == vulnerabilityOfBoard(*number)) {
        l.numberByte = uchar(*number - 1);
    } else {
        l.numberByte = uchar(NoNumberBase + cycleBoard(board.dealer(), board.vulnerability()));
        l.numberLost = number.has_value();
    }

    const auto contract = board.contract();
    int passes = 0;
    if (contract && !contract->isPassedOut()) {
        l.contractByte = uchar(
            contract->level * 5 + static_cast<int>(contract->strain) + 40 * static_cast<int>(contract->doubling));
        const int tricks = qBound(0, board.outcome().value_or(0), 13);
        l.resultByte = uchar(tricks << 4 | ZbdFormat::handCode(contract->declarer) << 2);
    }
    QList<Call> calls = board.auction().calls();
    // Contract byte 0 without calls reads back as four plain passes (docs/formats.md#zrj).
    const bool plainPasses = calls.size() == 4 && std::all_of(calls.cbegin(), calls.cend(), [](const Call &c) {
        return c.isPass() && !c.isAlerted() && c.annotation() == Annotation::None && c.explanation().isEmpty();
    });
    if (plainPasses)
        calls.clear();
    while (passes < 3 && passes < calls.size() && calls[passes].isPass())
        ++passes;
    l.calls = calls.mid(passes);
    if (l.calls.size() > ZrjFormat::MaxCallsEnd - ZrjFormat::FirstCallByte) {
        l.auctionDropped = true;
        l.calls.clear();
        passes = 0;
    }
    l.resultByte |= uchar(passes);
    const int space = ZrjFormat::RecordBytes - ZrjFormat::FirstCallByte - int(l.calls.size());
    l.plays = board.playedCards().mid(0, space);
    l.playTruncated = board.playedCards().size() > space;
    return l;
}

// Byte 13: the board number, or (from 240) only the dealer and vulnerability of a board of the cycle.
void decodeNumber(int numberByte, Board *board)
{
    if (numberByte < 240) {
        board->setNumberWithCycle(numberByte + 1);
        return;
    }
    const int k = numberByte - NoNumberBase;
    board->setNumber(std::nullopt);
    board->setDealer(dealerOfBoard(k));
    board->setVulnerability(vulnerabilityOfBoard(k));
}

// The contract of byte 14 (declarer in byte 15), or nothing when the byte is not a contract.
std::optional<Contract> contractOf(int code, uchar declarerByte)
{
    if (code == 0)
        return Contract::passedOut();
    if (code >= 120 || code % 40 < 5)
        return std::nullopt;
    Contract c;
    c.level = (code % 40) / 5;
    c.strain = static_cast<Strain>(code % 5);
    c.doubling = static_cast<Doubling>(code / 40);
    c.declarer = ZbdFormat::seatOfHandCode((declarerByte >> 2) & 3);
    return c;
}

// A call byte: level and strain, with its alert or annotation bits; nothing when it is not a call.
std::optional<Call> callOf(uchar b)
{
    const int level = (b >> 3) & 7;
    const int strain = b & 7;
    Call call;
    if (level == 0 && strain == 5)
        call = Call::pass();
    else if (level == 0 && strain == 6)
        call = Call::dbl();
    else if (level == 0 && strain == 7)
        call = Call::redbl();
    else if (level > 0 && strain <= 4)
        call = Call::bid(level, static_cast<Strain>(strain));
    else
        return std::nullopt;
    if ((b & (PoorBit | GoodBit)) == (PoorBit | GoodBit))
        call.setAlerted(true);
    else if (b & PoorBit)
        call.setAnnotation(Annotation::Poor);
    else if (b & GoodBit)
        call.setAnnotation(Annotation::Good);
    return call;
}

// Gives @p board the auction read and the contract the record states (kept beside an auction that
// does not give it, with a warning).
void setAuction(Board *board, Auction auction, bool anyBid, const Contract &stored, RecordFormat::RecordIssues *issues)
{
    if (auction.isEmpty() && stored.isPassedOut()) {
        // Contract byte 0 with no calls: a passed-out board stored without its passes (docs/formats.md#zrj).
        for (int i = 0; i < 4; ++i)
            auction.append(Call::pass());
    }
    if (auction.isEmpty()) {
        board->setExplicitContract(stored);
        return;
    }
    // An auction stored without its closing passes.
    if (anyBid && !auction.isComplete() && !auction.validate()) {
        for (int i = 0; i < 3 && !auction.isComplete(); ++i)
            auction.append(Call::pass());
    }
    board->setAuction(auction);
    if (auction.contract() != stored) {
        board->setExplicitContract(stored);
        issues->warnings
            << Tr::tr("the record states the contract %1, which its auction does not give").arg(stored.toString());
    }
}

} // namespace

QString ZrjFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZrjFormat", "Pavlicek ZRJ deals with auction and play");
}

BoardContents ZrjFormat::capabilities() const
{
    return BoardContents(BoardContent::Deal) | BoardContent::Number | BoardContent::DealerVulnerability
        | BoardContent::Auction | BoardContent::Alerts | BoardContent::Contract | BoardContent::Play
        | BoardContent::Result;
}

bool ZrjFormat::inventsResult(const Board &board)
{
    const auto contract = board.contract();
    return contract && !contract->isPassedOut() && !board.outcome();
}

BoardContents ZrjFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = RecordFormat::lostContents(board, index);
    const Layout l = layoutOf(board);
    if (l.numberLost)
        lost |= BoardContent::Number;
    if (l.auctionDropped)
        lost |= BoardContent::Auction;
    if (l.playTruncated)
        lost |= BoardContent::Play;
    for (const Call &call : board.auction().calls()) {
        const Annotation a = call.annotation();
        if (!call.explanation().isEmpty() || (a != Annotation::None && a != Annotation::Good && a != Annotation::Poor)
            || (call.isAlerted() && a != Annotation::None)) {
            lost |= BoardContent::Alerts;
        }
    }
    return lost;
}

void ZrjFormat::decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const
{
    if (ZbdFormat::isSeparator(record)) {
        issues->skip = true;
        issues->warnings << Tr::tr("a separator record (first 4 bytes zero) was skipped");
        return;
    }
    std::array<quint64, 4> hands {};
    for (int rank = 0; rank < 13; ++rank) {
        for (int suit = 0; suit < 4; ++suit)
            hands[(record[rank] >> (2 * suit)) & 3] |= quint64(1) << (suit * 13 + rank);
    }
    Deal deal;
    for (int code = 0; code < 4; ++code)
        deal.setHand(ZbdFormat::seatOfHandCode(code), Hand(hands[code]));
    if (!ZbdFormat::checkThirteenEach(deal, issues))
        return;
    board->setDeal(deal);

    auto fail = [issues](int byte, const QString &message) {
        issues->error = message;
        issues->errorByte = byte;
    };
    decodeNumber(record[13], board);
    const int code = record[14];
    const std::optional<Contract> stored = contractOf(code, record[15]);
    if (!stored) {
        return fail(14,
            Tr::tr("contract byte %1: expected 0 (passed out) or 5-39 for 1C-7NT, plus 40 doubled "
                   "or 80 redoubled")
                .arg(code));
    }
    const int tricks = record[15] >> 4;
    if (tricks > 13)
        return fail(15, Tr::tr("declarer cannot win %1 tricks").arg(tricks));
    const int callsEnd = record[16];
    if (callsEnd < FirstCallByte || callsEnd > MaxCallsEnd)
        return fail(16, Tr::tr("the offset where the calls end must be 18-63, found %1").arg(callsEnd));
    const int playsEnd = record[17];
    if (playsEnd < callsEnd || playsEnd > RecordBytes)
        return fail(17, Tr::tr("the offset where the plays end must be %1-80, found %2").arg(callsEnd).arg(playsEnd));

    Auction auction(board->dealer());
    const int passes = record[15] & 3;
    for (int i = 0; i < passes; ++i)
        auction.append(Call::pass());
    bool anyBid = false;
    for (int at = FirstCallByte; at < callsEnd; ++at) {
        const std::optional<Call> call = callOf(record[at]);
        if (!call)
            return fail(at, Tr::tr("call byte 0x%1 is not a call").arg(int(record[at]), 2, 16, QLatin1Char('0')));
        anyBid = anyBid || call->isBid();
        auction.append(*call);
    }
    setAuction(board, auction, anyBid, *stored, issues);
    if (const auto c = board->contract(); c && !c->isPassedOut())
        board->setResult(tricks);

    QList<Card> plays;
    for (int at = callsEnd; at < playsEnd; ++at) {
        const int rank = (record[at] >> 2) & 15;
        if (rank > 12)
            return fail(at,
                Tr::tr("play byte 0x%1 has rank %2: expected 0 (two) to 12 (ace)")
                    .arg(int(record[at]), 2, 16, QLatin1Char('0'))
                    .arg(rank));
        plays.append(Card(static_cast<Suit>(record[at] & 3), static_cast<Rank>(rank)));
    }
    board->setPlayedCards(plays);
    issues->warnings << board->problems();
}

void ZrjFormat::encodeRecord(const Board &board, uchar *record) const
{
    std::memset(record, 0, RecordBytes);
    const Deal &deal = board.deal();
    for (Seat s : AllSeats) {
        const int code = ZbdFormat::handCode(s);
        for (int c = 0; c < 52; ++c) {
            if (deal.hand(s).contains(Card::fromIndex(c)))
                record[c % 13] |= uchar(code << (2 * (c / 13)));
        }
    }
    const Layout l = layoutOf(board);
    record[13] = l.numberByte;
    record[14] = l.contractByte;
    record[15] = l.resultByte;
    int at = FirstCallByte;
    for (const Call &call : l.calls)
        record[at++] = encodeCall(call);
    record[16] = uchar(at);
    for (Card card : l.plays)
        record[at++] = uchar(static_cast<int>(card.rank()) << 2 | static_cast<int>(card.suit()));
    record[17] = uchar(at);
}

} // namespace Kibitz
