// PbnReader's section readers (see pbnreader_p.h): a game's tags and double-dummy data into a Board.

#include "pbnreader_p.h"
#include "pbnvalues.h"

#include "model/bcflags.h"
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

// Hidden: seat letters, each at most once ("ESW", "SN").
bool isHiddenSeats(const QString &letters)
{
    if (letters.isEmpty() || letters.size() > 4)
        return false;
    for (qsizetype i = 0; i < letters.size(); ++i) {
        if (!QStringView(u"NESW").contains(letters[i]) || letters.indexOf(letters[i], i + 1) >= 0)
            return false;
    }
    return true;
}

} // namespace

bool PbnReader::interpret(Board *board)
{
    const bool dealerGiven = readNumberAndSeats(board);
    const bool fullDeal = readDeal(board);
    readTexts(board);
    std::optional<Seat> declarer;
    const std::optional<Contract> stated = readStatedContract(&declarer);
    readAuction(board, dealerGiven); // on an error, the calls before it
    settleContract(board, stated, declarer);
    readResult(board);
    readPlay(board); // on an error, the cards before it
    settlePlayResult(board, fullDeal);
    readDoubleDummy(board);
    readParAndLesson(board);
    readExtraTags(board);
    takeComments(board);
    return true;
}

bool PbnReader::readNumberAndSeats(Board *board)
{
    Entry *e = nullptr;
    if ((e = entry(Tag::Board)) && !isUnknown(e->value())) {
        // docs/formats.md#board-labels: any other value ("1-1", "3a") is the board's label.
        int n = 0;
        if (parseInt(e->value(), &n) && n > 0)
            board->setNumber(n);
        else
            board->setLabel(PbnTokenizer::decode(trimmed(e->value())));
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
    return dealerGiven;
}

bool PbnReader::readDeal(Board *board)
{
    // Whether the board's deal has four known hands of 13 different cards.
    Entry *e = entry(Tag::Deal);
    if (!e || isUnknown(e->value()))
        return false;
    Deal deal;
    if (!parseDealFast(e->value(), &deal)) {
        ParseError error;
        const auto parsed = Deal::parse(PbnTokenizer::decode(e->value()), &error);
        if (!parsed) {
            failAt(*e, Tr::tr("bad Deal: %1").arg(error.message), error.column - 1);
            return false; // the board is kept without a deal
        }
        deal = *parsed;
    }
    const quint64 n = deal.hand(Seat::North).bits(), east = deal.hand(Seat::East).bits(),
                  south = deal.hand(Seat::South).bits(), w = deal.hand(Seat::West).bits();
    const bool complete = (n | east | south | w) == Hand::FullDeck
        && !((n & east) | (n & south) | (n & w) | (east & south) | (east & w) | (south & w)) && cardCount(n) == 13
        && cardCount(east) == 13 && cardCount(south) == 13;
    if (!complete) [[unlikely]]
        hideVoidHands(&deal);
    board->setDeal(deal);
    if (!complete) {
        for (const DealProblem &p : deal.problems())
            warnAt(*e, p.message);
    }
    return complete;
}

void PbnReader::readTexts(Board *board)
{
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
    if (const Entry *e = entry(Tag::Description); e && !e->value().isEmpty())
        board->setTitle(PbnTokenizer::decode(e->value()));
}

std::optional<Contract> PbnReader::readStatedContract(std::optional<Seat> *declarer)
{
    // The contract as stated; kept apart from the auction only when the auction does not give it.
    Entry *e = nullptr;
    if ((e = entry(Tag::Declarer)) && !isUnknown(e->value())) {
        QByteArrayView v = trimmed(e->value());
        if (v.startsWith('^')) // PBN 3.4.9: ^ marks an irregular declarer
            v = v.sliced(1);
        *declarer = parseSeat(v);
        if (!*declarer)
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
            stated->declarer = declarer->value_or(Seat::North);
    }
    return stated;
}

void PbnReader::settleContract(Board *board, std::optional<Contract> stated, std::optional<Seat> declarer)
{
    if (!stated)
        return;
    const auto &fromAuction = mAuctionContract;
    const bool same = fromAuction
        && (stated->isPassedOut()
                ? fromAuction->isPassedOut()
                : (fromAuction->level == stated->level && fromAuction->strain == stated->strain
                    && fromAuction->doubling == stated->doubling && (!declarer || fromAuction->declarer == *declarer)));
    if (same)
        return;
    if (stated->isPassedOut() || declarer)
        board->setExplicitContract(stated);
    else if (!fromAuction)
        entry(Tag::Contract)->tag = Tag::Unknown; // no declarer: kept as written, among the extra tags
    else
        warnAt(*entry(Tag::Contract), Tr::tr("the contract has no declarer and is ignored"));
}

void PbnReader::readResult(Board *board)
{
    Entry *e = entry(Tag::Result);
    if (!e || isUnknown(e->value()))
        return;
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

void PbnReader::settlePlayResult(Board *board, bool fullDeal)
{
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
}

void PbnReader::readParAndLesson(Board *board)
{
    Entry *e = nullptr;
    QString par;
    if ((e = entry(Tag::OptimumScore)) && !isUnknown(e->value()))
        par = PbnTokenizer::decode(trimmed(e->value()));
    if ((e = entry(Tag::ParContract)) && !isUnknown(e->value()))
        par += QStringLiteral("; ") + PbnTokenizer::decode(trimmed(e->value()));
    if (!par.isEmpty())
        board->setPar(par);
    // docs/formats.md#hidden-hands-and-bcflags: a value the model cannot hold as written stays an extra tag.
    if ((e = entry(Tag::Hidden))) {
        const QString letters = PbnTokenizer::decode(e->value());
        if (isHiddenSeats(letters))
            board->setHidden(letters);
        else
            e->tag = Tag::Unknown;
    }
    if ((e = entry(Tag::BCFlags))) {
        if (const auto flags = BcFlags::fromText(PbnTokenizer::decode(e->value())))
            board->setBcFlags(flags);
        else
            e->tag = Tag::Unknown;
    }
}

void PbnReader::readExtraTags(Board *board)
{
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
}

void PbnReader::takeComments(Board *board)
{
    // Comments between games, waiting for this board, come before its deal.
    if (!mPendingComments.isEmpty()) {
        QList<Commentary> blocks;
        for (const QString &text : std::as_const(mPendingComments))
            blocks.append({ CommentPlace::Introduction, 0, text, false });
        mG.comments = blocks + mG.comments;
        mPendingComments.clear();
    }
    if (!mG.comments.isEmpty())
        board->setCommentary(mG.comments);
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
