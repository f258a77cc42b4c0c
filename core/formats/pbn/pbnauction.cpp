// PbnReader's reader of the Auction section (see pbnreader_p.h): the calls, their notes and marks.

#include "pbnreader_p.h"
#include "pbnvalues.h"

#include "model/contract.h"
#include "model/quotedinput.h"

#include <vector>

namespace Kibitz {

using namespace Pbn;

// The auction as it is read: the calls and the legality rules of Law 18-19, as Auction::whyIllegal()
// states them, kept incrementally.
struct PbnReader::AuctionBuilder
{
    AuctionBuilder(QList<Call> &list, int entry, std::optional<Seat> seat, int before)
        : calls(list)
        , index(entry)
        , first(seat)
        , seatsBefore(before)
    { }

    QList<Call> &calls;
    int index; ///< the Auction entry
    std::optional<Seat> first; ///< the seat the section starts with
    int seatsBefore; ///< "-" allowed before the first call (PBN 2.1 section 3.5)
    int dashes = 0;
    int lastBid = -1; ///< index of the last bid
    int lastRank = -1; ///< its bidRank()
    int doubling = 0;
    int passes = 0;
    bool complete = false;
    bool starred = false; ///< the section ends with "*": the auction stops there on purpose
    std::vector<std::pair<qsizetype, int>> notes; ///< (call, note number)
    bool warnedIrregular = false;
    bool warnedAfterEnd = false;
    bool warnedWord = false;
    Irregularity marked = Irregularity::None; ///< a `^I` waiting for its bid (PBN 2.1 section 3.9)
    const Word *markedWord = nullptr;

    bool legal(const Call &call) const
    {
        if (complete)
            return false;
        const qsizetype i = calls.size();
        switch (call.type()) {
        case Call::Type::Pass:
            return true;
        case Call::Type::Bid:
            return call.bidRank() > lastRank || call.irregularity() == Irregularity::InsufficientBid;
        case Call::Type::Double:
            return lastBid >= 0 && (lastBid & 1) != (i & 1) && doubling == 0;
        case Call::Type::Redouble:
            return doubling == 1 && (lastBid & 1) == (i & 1);
        }
        return false;
    }

    void add(const Call &call)
    {
        const qsizetype i = calls.size();
        calls.append(call);
        if (call.isSkipped())
            return;
        switch (call.type()) {
        case Call::Type::Pass:
            ++passes;
            complete = lastBid < 0 ? passes == 4 : passes == 3;
            break;
        case Call::Type::Bid:
            lastBid = int(i);
            lastRank = call.bidRank();
            doubling = 0;
            passes = 0;
            break;
        case Call::Type::Double:
            doubling = 1;
            passes = 0;
            break;
        case Call::Type::Redouble:
            doubling = 2;
            passes = 0;
            break;
        }
    }
};

bool PbnReader::readAuction(Board *board, bool dealerGiven)
{
    mAuctionContract.reset();
    mAuctionOpen = false;
    const int index = mG.known[size_t(Tag::Auction)];
    if (index < 0)
        return true;
    const Entry &a = mG.entries[size_t(index)];
    const auto first = parseSeat(a.value());
    if (!first && !isUnknown(a.value()))
        warnAt(a, Tr::tr("'%1' is not a seat (N, E, S or W)").arg(quotedInput(PbnTokenizer::decode(a.value()))));
    // PBN 2.1 section 3.5: the section may start in another seat's column, with "-" for the seats
    // before the dealer.
    const int seatsBefore = dealerGiven && first ? (int(board->dealer()) - int(*first)) & 3 : 3;

    // Built in a list reused between games (readNext() takes it back from the board) and handed to
    // the board on every way out.
    QList<Call> &calls = mCalls;
    calls.clear();
    struct Handover
    {
        Board *board;
        QList<Call> &calls;
        ~Handover() { board->auction().calls().swap(calls); }
    } handover { board, calls };
    AuctionBuilder b(calls, index, first, seatsBefore);
    for (size_t wi = a.firstWord; wi < a.endWord; ++wi) {
        const Word &w = mG.words[wi];
        if (w.owner != index)
            continue;
        // A plain call is none of the special words readAuctionWord() knows and has no suffix.
        if (std::optional<Call> call = parseCallFast(w.text)) {
            if (!addAuctionCall(board, b, w, *call))
                return false;
            continue;
        }
        bool stop = false;
        if (!readAuctionWord(board, b, wi, &stop))
            return false;
        if (stop)
            break;
    }
    finishAuction(board, b, dealerGiven);
    return true;
}

bool PbnReader::addAuctionCall(Board *board, AuctionBuilder &b, const Word &w, Call call, Annotation annotation)
{
    if (b.marked != Irregularity::None) [[unlikely]] {
        if (call.isBid())
            call.setIrregularity(b.marked);
        else
            warnAt(*b.markedWord, Tr::tr("'^I' must come before a bid and is ignored"));
        b.marked = Irregularity::None;
    }
    if (!b.legal(call)) [[unlikely]] {
        if (b.complete && call.isPass()) {
            if (!b.warnedAfterEnd)
                warnAt(w, Tr::tr("passes after the end of the auction are ignored"));
            b.warnedAfterEnd = true;
            return true;
        }
        // The auction so far goes into the board, so that the message can say why the call is illegal there.
        board->auction().calls() = b.calls;
        const Seat seat = board->auction().seatOf(int(b.calls.size()));
        const QString why = board->auction().whyIllegal(call).value_or(QString());
        return failAt(w,
            Tr::tr("the auction is not legal from the dealer (%1): %2 by %3 %4")
                .arg(seatName(board->dealer()), call.toString(), seatName(seat), why));
    }
    call.setAnnotation(annotation);
    b.add(call);
    return true;
}

bool PbnReader::readAuctionWord(Board *board, AuctionBuilder &b, size_t &wi, bool *stop)
{
    const Word &w = mG.words[wi];
    QByteArrayView s = w.text;
    if (s == "-" && b.calls.isEmpty() && b.dashes < b.seatsBefore) {
        ++b.dashes;
        return true;
    }
    // AP, and what lenient readers take for it: "all pass", "AC" (a slip for AP).
    if (s == "AP" || s == "AC" || equalsNoCase(s, "all")) {
        if (s != "AP")
            warnAt(w, Tr::tr("'%1' is read as AP (all pass)").arg(quotedInput(PbnTokenizer::decode(s))));
        const Entry &a = mG.entries[size_t(b.index)];
        if (equalsNoCase(s, "all") && wi + 1 < a.endWord && mG.words[wi + 1].owner == b.index
            && equalsNoCase(mG.words[wi + 1].text, "pass"))
            ++wi;
        if (b.complete) {
            warnAt(w, Tr::tr("AP comes after the end of the auction and is ignored"));
            return true;
        }
        while (!b.complete)
            b.add(Call::pass());
        return true;
    }
    if (const int n = noteReference(s); n >= 0) {
        if (b.calls.isEmpty())
            warnAt(w, Tr::tr("note %1 refers to no call").arg(n));
        else
            b.notes.emplace_back(b.calls.size() - 1, n);
        return true;
    }
    if (s.startsWith('$')) {
        if (const auto ann = nagAnnotation(s); ann && !b.calls.isEmpty())
            b.calls.last().setAnnotation(*ann);
        return true;
    }
    if (const auto ann = annotationOnly(s)) {
        if (!b.calls.isEmpty())
            b.calls.last().setAnnotation(*ann);
        return true;
    }
    // "*" ends an auction given in part; a blank "____" is where a lesson asks the reader for the next
    // call (BridgeComposer's exercises): the auction stops there too.
    if (s == "*" || (s.startsWith("__") && s.count('_') == s.size())) {
        b.starred = true;
        *stop = true;
        return true;
    }
    if (s.startsWith('^')) {
        // docs/formats.md#pbn: `^S` stands for a skipped turn, `^I` marks the bid after it (the
        // token may be written against the bid, "^I1C").
        const auto kind = irregularityFromToken(QString::fromLatin1(s.first(std::min<qsizetype>(2, s.size()))));
        if (kind == Irregularity::SkippedCall && s.size() == 2) {
            if (!b.complete)
                b.add(Call::skipped());
            else if (!std::exchange(b.warnedAfterEnd, true))
                warnAt(w, Tr::tr("'^S' after the end of the auction is ignored"));
            return true;
        }
        if (kind != Irregularity::InsufficientBid) {
            if (!b.warnedIrregular)
                warnAt(w,
                    Tr::tr("the irregularity '%1' does not belong in an auction and is ignored")
                        .arg(quotedInput(PbnTokenizer::decode(s))));
            b.warnedIrregular = true;
            return true;
        }
        b.marked = *kind;
        b.markedWord = &w;
        if (s.size() == 2)
            return true;
        s = s.sliced(2);
    }
    if (s == "+") {
        if (!b.warnedIrregular)
            warnAt(w, Tr::tr("the irregularity '%1' is not kept").arg(quotedInput(s)));
        b.warnedIrregular = true;
        return true;
    }
    const Annotation annotation = takeSuffix(&s);
    std::optional<Call> call = parseCallFast(s);
    if (!call) {
        call = Call::parse(PbnTokenizer::decode(s));
        if (!call || call->isAlerted()) {
            if (isWord(s)) {
                // A word such as "or" between the calls: the calls around it make sense.
                if (!b.warnedWord)
                    warnAt(w, Tr::tr("'%1' is not a call and is ignored").arg(quotedInput(PbnTokenizer::decode(s))));
                b.warnedWord = true;
                return true;
            }
            return failAt(w, Tr::tr("expected a call, found '%1'").arg(quotedInput(PbnTokenizer::decode(w.text))));
        }
    }
    return addAuctionCall(board, b, w, *call, annotation);
}

void PbnReader::finishAuction(Board *board, AuctionBuilder &b, bool dealerGiven)
{
    const Entry &a = mG.entries[size_t(b.index)];
    if (b.dashes > 0 && !dealerGiven && b.first) {
        board->setDealer(advance(*b.first, b.dashes)); // no Dealer tag: the first call is the dealer's
    } else if (dealerGiven && b.first && *b.first != board->dealer() && b.dashes != b.seatsBefore) {
        warnAt(a,
            Tr::tr("the auction starts with %1 but the dealer is %2; the auction is read from the dealer")
                .arg(seatName(*b.first), seatName(board->dealer())));
    }

    mAuctionOpen = !b.complete && !b.starred;
    if (b.complete) {
        if (b.lastBid < 0) {
            mAuctionContract = Contract::passedOut();
        } else {
            // Declarer: the first of the final bidder's side to name the strain.
            const Strain strain = b.calls[b.lastBid].strain();
            int first = b.lastBid;
            for (int i = b.lastBid & 1; i < b.lastBid; i += 2) {
                if (b.calls[i].isBid() && b.calls[i].strain() == strain) {
                    first = i;
                    break;
                }
            }
            mAuctionContract = Contract { b.calls[b.lastBid].level(), strain, static_cast<Doubling>(b.doubling),
                advance(board->dealer(), first) };
        }
    }

    for (const auto &[callIndex, number] : b.notes) {
        Call &call = b.calls[callIndex];
        const QString text = noteText(b.index, number);
        call.setAlerted(true);
        if (call.explanation().isEmpty())
            call.setExplanation(text);
        else if (!text.isEmpty())
            call.setExplanation(call.explanation() + QStringLiteral("; ") + text);
    }
}

} // namespace Kibitz
