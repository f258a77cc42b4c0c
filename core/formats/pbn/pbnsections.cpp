// PbnReader's section readers (see pbnreader_p.h): a game's tags, auction and double-dummy data into a Board.

#include "pbnreader_p.h"
#include "pbnvalues.h"

#include "model/card.h"
#include "model/contract.h"
#include "model/quotedinput.h"
#include "model/vulnerability.h"

#include <vector>

namespace Kibitz {

using namespace Pbn;

QString PbnReader::noteText(int section, int number) const
{
    for (int pass = 0; pass < 2; ++pass) {
        for (size_t i = 0; i < mG.entryCount; ++i) {
            const Entry &e = mG.entries[i];
            if (e.tag != Tag::Note || e.section != (pass == 0 ? section : -1))
                continue;
            const QByteArrayView v = e.value();
            const qsizetype colon = v.indexOf(':');
            int n = 0;
            if (colon > 0 && parseInt(v.first(colon), &n) && n == number)
                return PbnTokenizer::decode(trimmed(v.sliced(colon + 1)));
        }
    }
    return {};
}

namespace {

// BridgeComposer's exercises write the hands the reader does not see as "..." (four voids) beside
// full hands: when every hand that holds cards holds 13, the void ones are unknown hands.
void hideVoidHands(Deal *deal)
{
    bool anyVoid = false;
    for (Seat s : AllSeats) {
        if (!deal->isHandKnown(s))
            continue;
        const int count = cardCount(deal->hand(s).bits());
        if (count != 0 && count != 13)
            return;
        anyVoid |= count == 0;
    }
    if (!anyVoid || deal->allCards().bits() == 0)
        return;
    for (Seat s : AllSeats) {
        if (deal->isHandKnown(s) && deal->hand(s).bits() == 0)
            deal->setHandKnown(s, false);
    }
}

} // namespace

bool PbnReader::interpret(Board *board)
{
    Entry *e = nullptr;

    if ((e = entry(Tag::Board)) && !isUnknown(e->value())) {
        int n = 0;
        if (parseInt(e->value(), &n) && n > 0)
            board->setNumber(n);
        else
            warnAt(*e, Tr::tr("'%1' is not a board number").arg(quotedInput(PbnTokenizer::decode(e->value()))));
    }
    std::optional<Seat> dealer;
    if ((e = entry(Tag::Dealer)) && !isUnknown(e->value())) {
        dealer = parseSeat(e->value());
        if (!dealer)
            warnAt(*e, Tr::tr("'%1' is not a seat (N, E, S or W)").arg(quotedInput(PbnTokenizer::decode(e->value()))));
    }
    const bool dealerGiven = dealer.has_value();
    if (!dealer && (e = entry(Tag::Auction)))
        dealer = parseSeat(e->value());
    std::optional<Vulnerability> vulnerability;
    if ((e = entry(Tag::Vulnerable)) && !isUnknown(e->value())) {
        const QByteArrayView v = e->value();
        if (v == "None")
            vulnerability = Vulnerability::None;
        else if (v == "NS")
            vulnerability = Vulnerability::NorthSouth;
        else if (v == "EW")
            vulnerability = Vulnerability::EastWest;
        else if (v == "All")
            vulnerability = Vulnerability::All;
        else
            vulnerability = vulnerabilityFromText(PbnTokenizer::decode(v));
        if (!vulnerability)
            warnAt(*e, Tr::tr("'%1' is not a vulnerability").arg(quotedInput(PbnTokenizer::decode(v))));
    }
    const auto number = board->number();
    board->setDealer(dealer.value_or(number ? dealerOfBoard(*number) : Seat::North));
    board->setVulnerability(vulnerability.value_or(number ? vulnerabilityOfBoard(*number) : Vulnerability::None));

    bool fullDeal = false; // the board's deal has four known hands of 13 different cards
    Deal deal;
    if ((e = entry(Tag::Deal)) && !isUnknown(e->value()) && !parseDealFast(e->value(), &deal)) {
        ParseError error;
        if (const auto parsed = Deal::parse(PbnTokenizer::decode(e->value()), &error))
            deal = *parsed;
        else {
            failAt(*e, Tr::tr("bad Deal: %1").arg(error.message), error.column - 1);
            e = nullptr; // the board is kept without a deal
        }
    }
    if (e && !isUnknown(e->value())) {
        const quint64 n = deal.hand(Seat::North).bits(), east = deal.hand(Seat::East).bits(),
                      south = deal.hand(Seat::South).bits(), w = deal.hand(Seat::West).bits();
        const bool complete = (n | east | south | w) == Hand::FullDeck
            && !((n & east) | (n & south) | (n & w) | (east & south) | (east & w) | (south & w)) && cardCount(n) == 13
            && cardCount(east) == 13 && cardCount(south) == 13;
        fullDeal = complete;
        if (!complete) [[unlikely]]
            hideVoidHands(&deal);
        board->setDeal(deal);
        if (!complete) {
            for (const DealProblem &p : deal.problems())
                warnAt(*e, p.message);
        }
    }

    const auto text = [&](Tag tag, int cache) -> const QString * {
        const Entry *t = entry(tag);
        return t && !isUnknown(t->value()) ? &cached(mCache[size_t(cache)], t->value()) : nullptr;
    };
    std::array<const QString *, 4> players {};
    const std::pair<Tag, Seat> names[] = { { Tag::North, Seat::North }, { Tag::East, Seat::East },
        { Tag::South, Seat::South }, { Tag::West, Seat::West } };
    for (const auto &[tag, seat] : names)
        players[size_t(seat)] = text(tag, 3 + int(seat));
    board->shareTexts(text(Tag::Event, 0), text(Tag::Site, 1), text(Tag::Date, 2), players);
    mTextsSet = true;
    if ((e = entry(Tag::Description)) && !e->value().isEmpty())
        board->setTitle(PbnTokenizer::decode(e->value()));

    // Contract as stated; kept apart from the auction only when the auction does not give it.
    std::optional<Seat> declarer;
    if ((e = entry(Tag::Declarer)) && !isUnknown(e->value())) {
        QByteArrayView v = trimmed(e->value());
        if (v.startsWith('^')) // PBN 3.4.9: ^ marks an irregular declarer
            v = v.sliced(1);
        declarer = parseSeat(v);
        if (!declarer)
            warnAt(*e, Tr::tr("'%1' is not a seat (N, E, S or W)").arg(quotedInput(PbnTokenizer::decode(e->value()))));
    }
    std::optional<Contract> stated;
    if ((e = entry(Tag::Contract)) && !isUnknown(e->value())) {
        const QByteArrayView v = trimmed(e->value());
        ParseError error;
        stated = parseContractFast(v);
        if (!stated)
            stated = Contract::parse(PbnTokenizer::decode(v), &error);
        if (!stated)
            warnAt(*e, Tr::tr("bad Contract: %1").arg(error.message));
        else if (!stated->isPassedOut())
            stated->declarer = declarer.value_or(Seat::North);
    }

    readAuction(board, dealerGiven); // on an error, the calls before it

    if (stated) {
        const auto &fromAuction = mAuctionContract;
        const bool same = fromAuction
            && (stated->isPassedOut() ? fromAuction->isPassedOut()
                                      : (fromAuction->level == stated->level && fromAuction->strain == stated->strain
                                          && fromAuction->doubling == stated->doubling
                                          && (!declarer || fromAuction->declarer == *declarer)));
        if (!same) {
            if (stated->isPassedOut() || declarer)
                board->setExplicitContract(stated);
            else if (!fromAuction)
                entry(Tag::Contract)->tag = Tag::Unknown; // no declarer: kept as written, among the extra tags
            else
                warnAt(*entry(Tag::Contract), Tr::tr("the contract has no declarer and is ignored"));
        }
    }

    if ((e = entry(Tag::Result)) && !isUnknown(e->value())) {
        const QByteArrayView v = trimmed(e->value());
        // PBN 3.4.13: "NS 9" gives one side's tricks; 3.4.15 may give both sides ("NS 9 EW 4").
        QByteArrayView side = v.size() > 3 ? trimmed(v.sliced(3)) : QByteArrayView();
        if (const qsizetype space = side.indexOf(' '); space >= 0)
            side.truncate(space);
        int n = -1;
        if (parseInt(v, &n)) {
            // tricks for declarer
        } else if ((v.startsWith("NS ") || v.startsWith("EW ")) && parseInt(side, &n)) {
            const auto contract = board->explicitContract() ? board->explicitContract() : mAuctionContract;
            if (contract && !contract->isPassedOut()) {
                if (isNorthSouth(contract->declarer) != v.startsWith("NS"))
                    n = 13 - n;
            } else {
                n = -1;
            }
        } else {
            n = -1;
        }
        if (n >= 0 && n <= 13)
            board->setResult(n);
        else
            warnAt(*e, Tr::tr("'%1' is not a number of tricks").arg(quotedInput(PbnTokenizer::decode(v))));
    }

    readPlay(board); // on an error, the cards before it
    if (board->result() && !board->playedCards().isEmpty()) {
        const int perHand = fullDeal ? 13 : board->deal().cardsPerHand();
        const int total = perHand > 0 ? perHand : 13;
        if (board->playedCards().size() < total * 4)
            board->setClaim(board->result());
    }
    // A complete play gives the result when no tag states one (readPlayFast() counted the tricks already).
    if (mPlayNorthSouthTricks >= 0) {
        const auto &contract = board->explicitContract() ? board->explicitContract() : mAuctionContract;
        if (contract && !contract->isPassedOut()) {
            const int tricks = isNorthSouth(contract->declarer) ? mPlayNorthSouthTricks : 13 - mPlayNorthSouthTricks;
            if (!board->result())
                board->setResultFromPlay(tricks);
            else if (*board->result() != tricks) [[unlikely]]
                warnAt(*entry(Tag::Result),
                    Tr::tr("the result states %1 tricks but the play gives %2").arg(*board->result()).arg(tricks));
        }
    } else if (!board->playedCards().isEmpty() && !board->claim()) {
        if (const QString disagreement = board->settleResultFromPlay(); !disagreement.isEmpty())
            warnAt(*entry(Tag::Result), disagreement);
    }

    readDoubleDummy(board);

    QString par;
    if ((e = entry(Tag::OptimumScore)) && !isUnknown(e->value()))
        par = PbnTokenizer::decode(trimmed(e->value()));
    if ((e = entry(Tag::ParContract)) && !isUnknown(e->value()))
        par += QStringLiteral("; ") + PbnTokenizer::decode(trimmed(e->value()));
    if (!par.isEmpty())
        board->setPar(par);

    QList<QPair<QString, QString>> extra;
    for (size_t i = 0; i < mG.entryCount; ++i) {
        const Entry &x = mG.entries[i];
        if (x.tag != Tag::Unknown && !(x.tag == Tag::Scoring && !isUnknown(x.value())))
            continue;
        QString value = PbnTokenizer::decode(x.value());
        if (x.rawBegin) {
            QByteArrayView raw(x.rawBegin, x.rawEnd - x.rawBegin);
            value += QLatin1Char('\n') + normalizedText(raw);
        }
        extra.append({ QString::fromLatin1(x.name), value });
    }
    if (!extra.isEmpty())
        board->setExtraTags(extra);

    if (!mPendingComments.isEmpty()) {
        mG.comments = mPendingComments + mG.comments;
        mPendingComments.clear();
    }
    if (!mG.comments.isEmpty())
        board->setComments(mG.comments);
    return true;
}

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
    int dashes = 0;

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
    // The legality rules of Law 18-19, as Auction::whyIllegal() states them, kept incrementally.
    int lastBid = -1; // index of the last bid
    int lastRank = -1; // its bidRank()
    int doubling = 0;
    int passes = 0;
    bool complete = false;
    std::vector<std::pair<qsizetype, int>> notes;
    bool warnedIrregular = false;
    bool starred = false; // the section ends with "*": the auction stops there on purpose
    bool warnedAfterEnd = false;
    bool warnedWord = false;
    const auto legal = [&](const Call &call) {
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
    };
    const auto add = [&](const Call &call) {
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
    };

    // The auction so far goes into the board, so that the message can say why the call is illegal there.
    const auto illegal = [&](const Word &w, const Call &call) {
        board->auction().calls() = calls;
        const Seat seat = board->auction().seatOf(int(calls.size()));
        const QString why = board->auction().whyIllegal(call).value_or(QString());
        return failAt(w,
            Tr::tr("the auction is not legal from the dealer (%1): %2 by %3 %4")
                .arg(seatName(board->dealer()), call.toString(), seatName(seat), why));
    };

    Irregularity marked = Irregularity::None; // a `^I` waiting for its bid (PBN 2.1 section 3.9)
    const Word *markedWord = nullptr;
    for (size_t wi = a.firstWord; wi < a.endWord; ++wi) {
        const Word &w = mG.words[wi];
        if (w.owner != index)
            continue;
        QByteArrayView s = w.text;
        // A plain call is none of the special words below and has no suffix: straight to the checks.
        if (std::optional<Call> call = parseCallFast(s)) {
            if (marked != Irregularity::None) [[unlikely]] {
                if (call->isBid())
                    call->setIrregularity(marked);
                else
                    warnAt(*markedWord, Tr::tr("'^I' must come before a bid and is ignored"));
                marked = Irregularity::None;
            }
            if (!legal(*call)) [[unlikely]] {
                if (complete && call->isPass()) {
                    if (!warnedAfterEnd)
                        warnAt(w, Tr::tr("passes after the end of the auction are ignored"));
                    warnedAfterEnd = true;
                    continue;
                }
                return illegal(w, *call);
            }
            add(*call);
            continue;
        }
        if (s == "-" && calls.isEmpty() && dashes < seatsBefore) {
            ++dashes;
            continue;
        }
        // AP, and what lenient readers take for it: "all pass", "AC" (a slip for AP).
        const bool allPass = s == "AP" || s == "AC" || equalsNoCase(s, "all");
        if (allPass) {
            if (s != "AP")
                warnAt(w, Tr::tr("'%1' is read as AP (all pass)").arg(quotedInput(PbnTokenizer::decode(s))));
            if (equalsNoCase(s, "all") && wi + 1 < a.endWord && mG.words[wi + 1].owner == index
                && equalsNoCase(mG.words[wi + 1].text, "pass"))
                ++wi;
            if (complete) {
                warnAt(w, Tr::tr("AP comes after the end of the auction and is ignored"));
                continue;
            }
            while (!complete)
                add(Call::pass());
            continue;
        }
        if (const int n = noteReference(s); n >= 0) {
            if (calls.isEmpty())
                warnAt(w, Tr::tr("note %1 refers to no call").arg(n));
            else
                notes.emplace_back(calls.size() - 1, n);
            continue;
        }
        if (s.startsWith('$')) {
            if (const auto ann = nagAnnotation(s); ann && !calls.isEmpty())
                calls.last().setAnnotation(*ann);
            continue;
        }
        if (const auto ann = annotationOnly(s)) {
            if (!calls.isEmpty())
                calls.last().setAnnotation(*ann);
            continue;
        }
        if (s == "*") {
            starred = true;
            break;
        }
        if (s.startsWith('^')) {
            // docs/formats.md#pbn: `^S` stands for a skipped turn, `^I` marks the bid after it (the
            // token may be written against the bid, "^I1C").
            const auto kind = irregularityFromToken(QString::fromLatin1(s.first(std::min<qsizetype>(2, s.size()))));
            if (kind == Irregularity::SkippedCall && s.size() == 2) {
                if (!complete)
                    add(Call::skipped());
                else if (!std::exchange(warnedAfterEnd, true))
                    warnAt(w, Tr::tr("'^S' after the end of the auction is ignored"));
                continue;
            }
            if (kind == Irregularity::InsufficientBid) {
                marked = *kind;
                markedWord = &w;
                if (s.size() == 2)
                    continue;
                s = s.sliced(2);
            } else {
                if (!warnedIrregular)
                    warnAt(w,
                        Tr::tr("the irregularity '%1' does not belong in an auction and is ignored")
                            .arg(quotedInput(PbnTokenizer::decode(s))));
                warnedIrregular = true;
                continue;
            }
        }
        if (s == "+") {
            if (!warnedIrregular)
                warnAt(w, Tr::tr("the irregularity '%1' is not kept").arg(quotedInput(s)));
            warnedIrregular = true;
            continue;
        }
        const Annotation annotation = takeSuffix(&s);
        std::optional<Call> call = parseCallFast(s);
        if (!call) {
            call = Call::parse(PbnTokenizer::decode(s));
            if (!call || call->isAlerted()) {
                if (isWord(s)) {
                    // A word such as "or" between the calls: the calls around it make sense.
                    if (!warnedWord)
                        warnAt(
                            w, Tr::tr("'%1' is not a call and is ignored").arg(quotedInput(PbnTokenizer::decode(s))));
                    warnedWord = true;
                    continue;
                }
                return failAt(w, Tr::tr("expected a call, found '%1'").arg(quotedInput(PbnTokenizer::decode(w.text))));
            }
        }
        if (marked != Irregularity::None) {
            if (call->isBid())
                call->setIrregularity(marked);
            else
                warnAt(*markedWord, Tr::tr("'^I' must come before a bid and is ignored"));
            marked = Irregularity::None;
        }
        if (!legal(*call)) {
            if (complete && call->isPass()) {
                if (!warnedAfterEnd)
                    warnAt(w, Tr::tr("passes after the end of the auction are ignored"));
                warnedAfterEnd = true;
                continue;
            }
            return illegal(w, *call);
        }
        call->setAnnotation(annotation);
        add(*call);
    }

    if (dashes > 0 && !dealerGiven && first) {
        board->setDealer(advance(*first, dashes)); // no Dealer tag: the first call is the dealer's
    } else if (dealerGiven && first && *first != board->dealer() && dashes != seatsBefore) {
        warnAt(a,
            Tr::tr("the auction starts with %1 but the dealer is %2; the auction is read from the dealer")
                .arg(seatName(*first), seatName(board->dealer())));
    }

    mAuctionOpen = !complete && !starred;
    if (complete) {
        if (lastBid < 0) {
            mAuctionContract = Contract::passedOut();
        } else {
            // Declarer: the first of the final bidder's side to name the strain.
            const Strain strain = calls[lastBid].strain();
            int first = lastBid;
            for (int i = lastBid & 1; i < lastBid; i += 2) {
                if (calls[i].isBid() && calls[i].strain() == strain) {
                    first = i;
                    break;
                }
            }
            mAuctionContract = Contract { calls[lastBid].level(), strain, static_cast<Doubling>(doubling),
                advance(board->dealer(), first) };
        }
    }

    for (const auto &[callIndex, number] : notes) {
        Call &call = calls[callIndex];
        const QString text = noteText(index, number);
        call.setAlerted(true);
        if (call.explanation().isEmpty())
            call.setExplanation(text);
        else if (!text.isEmpty())
            call.setExplanation(call.explanation() + QStringLiteral("; ") + text);
    }
    return true;
}

void PbnReader::readDoubleDummy(Board *board)
{
    static constexpr Seat PbnDeclarers[] = { Seat::North, Seat::South, Seat::East, Seat::West };
    DoubleDummyTable &table = board->doubleDummy();
    Entry *e = nullptr;
    if ((e = entry(Tag::DoubleDummyTricks)) && !isUnknown(e->value())) {
        const QByteArrayView v = trimmed(e->value());
        bool valid = v.size() == 20;
        for (qsizetype i = 0; valid && i < 20; ++i) {
            const int n = hexDigit(v[i]);
            if (n < 0 || n > 13) {
                valid = v[i] == '-' || v[i] == '?';
                continue;
            }
            table.setTricks(PbnDeclarers[i / 5], StrainsNoTrumpFirst[size_t(i % 5)], n);
        }
        if (!valid) {
            table.clear();
            warnAt(*e, Tr::tr("DoubleDummyTricks needs 20 hexadecimal digits of at most d (13)"));
        }
    }
    const int ortIndex = mG.known[size_t(Tag::OptimumResultTable)];
    if (ortIndex >= 0) {
        const Entry &o = mG.entries[size_t(ortIndex)];
        int declarerColumn = -1;
        int strainColumn = -1;
        int resultColumn = -1;
        int columns = 0;
        for (QByteArrayView column : split(o.value(), ';')) {
            column = trimmed(column);
            if (column.startsWith('+') || column.startsWith('-'))
                column = column.sliced(1);
            if (const qsizetype slash = column.indexOf('\\'); slash >= 0)
                column.truncate(slash);
            if (column == "Declarer")
                declarerColumn = columns;
            else if (column == "Denomination")
                strainColumn = columns;
            else if (column == "Result")
                resultColumn = columns;
            ++columns;
        }
        if (declarerColumn < 0 || strainColumn < 0 || resultColumn < 0) {
            warnAt(o, Tr::tr("OptimumResultTable needs the columns Declarer, Denomination and Result"));
        } else {
            std::vector<const Word *> row;
            bool warned = false;
            for (const Word &w : mG.words) {
                if (w.owner != ortIndex)
                    continue;
                row.push_back(&w);
                if (int(row.size()) < columns)
                    continue;
                const auto seat = parseSeat(row[size_t(declarerColumn)]->text);
                const auto strain = strainOf(row[size_t(strainColumn)]->text);
                int tricks = -1;
                if (seat && strain && parseInt(row[size_t(resultColumn)]->text, &tricks) && tricks <= 13) {
                    if (!table.tricks(*seat, *strain))
                        table.setTricks(*seat, *strain, tricks);
                } else if (!warned) {
                    warnAt(*row.front(), Tr::tr("this OptimumResultTable row is not a declarer, a strain and tricks"));
                    warned = true;
                }
                row.clear();
            }
        }
    }
    if ((e = entry(Tag::Ability)) && !isUnknown(e->value())) {
        bool valid = true;
        for (QByteArrayView item : split(trimmed(e->value()), ' ')) {
            item = trimmed(item);
            if (item.isEmpty())
                continue;
            const auto seat = item.size() == 7 && item[1] == ':' ? seatOfLetter(item[0]) : std::nullopt;
            if (!seat) {
                valid = false;
                continue;
            }
            for (int i = 0; i < 5; ++i) {
                const int n = hexDigit(item[2 + i]);
                if (n < 0 || n > 13) {
                    valid = false;
                } else if (!table.tricks(*seat, StrainsNoTrumpFirst[size_t(i)])) {
                    table.setTricks(*seat, StrainsNoTrumpFirst[size_t(i)], n);
                }
            }
        }
        if (!valid)
            warnAt(*e, Tr::tr("Ability needs seat:digits for each seat, e.g. N:63456"));
    }
}

} // namespace Kibitz
