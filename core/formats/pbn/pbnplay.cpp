// PbnReader's reader of the Play section (see pbnreader_p.h): the cards played, trick by trick.

#include "pbnreader_p.h"
#include "pbnvalues.h"

#include "model/card.h"
#include "model/contract.h"
#include "model/quotedinput.h"

#include <bit>
#include <cstring>
#include <type_traits>
#include <vector>

namespace Kibitz {

using namespace Pbn;

// The words of a Play section, as readPlay() collects them before placing the cards.
struct PbnReader::PlayWords
{
    explicit PlayWords(std::vector<Slot> &list)
        : placed(list)
    { }

    std::vector<Slot> &placed;
    // PBN 2.1 section 3.9 (docs/formats.md#pbn): `^R` and `^L` before a card, by slot in placed.
    std::vector<std::pair<size_t, Irregularity>> marks;
    std::vector<std::pair<size_t, int>> notes; ///< (slot, note number)
    bool annotations = false;
    bool ended = false; ///< "*" or "+"

    Irregularity markOf(size_t slot) const
    {
        for (const auto &[at, kind] : marks) {
            if (at == slot)
                return kind;
        }
        return Irregularity::None;
    }
};

namespace {

// The hands as the deal knows them, and the cards played so far: who may play a card.
struct Holders
{
    std::array<quint64, 4> held {};
    std::array<bool, 4> known {};
    quint64 allKnown = 0;
    quint64 played = 0;
    int unknownHands = 0;
    Seat onlyUnknown = Seat::North;

    explicit Holders(const Deal &deal)
    {
        for (Seat s : AllSeats) {
            held[size_t(s)] = deal.hand(s).bits();
            known[size_t(s)] = deal.isHandKnown(s);
            if (known[size_t(s)]) {
                allKnown |= held[size_t(s)];
            } else {
                ++unknownHands;
                onlyUnknown = s;
            }
        }
    }
    bool mayPlay(Seat seat, quint64 bit) const
    {
        return known[size_t(seat)] ? (held[size_t(seat)] & bit) != 0 : !(allKnown & bit);
    }
    std::optional<Seat> holder(int card) const
    {
        std::optional<Seat> result;
        for (Seat s : AllSeats) {
            if (known[size_t(s)] && (held[size_t(s)] >> card & 1))
                result = s;
        }
        if (!result && unknownHands == 1)
            result = onlyUnknown;
        return result;
    }
};

// The first card (in playing order from @p leader) of a trick that its player cannot hold, or -1.
template <typename Slots>
int firstBad(const Holders &h, const Slots &placed, const std::array<int, 4> &bySeat, Seat leader)
{
    quint64 seen = h.played;
    for (int i = 0; i < 4; ++i) {
        const Seat seat = Seat((int(leader) + i) & 3);
        const int k = bySeat[size_t(seat)];
        if (k < 0 || placed[size_t(k)].card < 0)
            return -1;
        const quint64 bit = quint64(1) << placed[size_t(k)].card;
        if ((seen & bit) || !h.mayPlay(seat, bit))
            return k;
        seen |= bit;
    }
    return -1;
}

// Trick @p t's slots by the seat that holds each card, whatever its column; false when that does not place them.
template <typename Slots>
bool placeByHolder(const Holders &h, const Slots &placed, size_t t, std::array<int, 4> *bySeat)
{
    std::array<int, 4> byHolder { -1, -1, -1, -1 };
    std::vector<int> unknownSlots;
    for (size_t k = t * 4; k < t * 4 + 4 && k < placed.size(); ++k) {
        const int card = placed[k].card;
        if (card < 0) {
            unknownSlots.push_back(int(k));
            continue;
        }
        const std::optional<Seat> holder = h.holder(card);
        if (!holder || byHolder[size_t(*holder)] >= 0)
            return false;
        byHolder[size_t(*holder)] = int(k);
    }
    for (Seat s : AllSeats) {
        if (byHolder[size_t(s)] < 0 && !unknownSlots.empty()) {
            byHolder[size_t(s)] = unknownSlots.back();
            unknownSlots.pop_back();
        }
    }
    *bySeat = byHolder;
    return true;
}

} // namespace

bool PbnReader::readPlay(Board *board)
{
    mPlayNorthSouthTricks = -1;
    mPlayOpen = false;
    const int index = mG.known[size_t(Tag::Play)];
    if (index < 0)
        return true;
    const Entry &p = mG.entries[size_t(index)];
    const auto first = parseSeat(p.value());
    // Board::contract(), openingLeader() and trump(), without re-validating the auction.
    const auto contract = board->explicitContract() ? board->explicitContract() : mAuctionContract;
    const bool hasContract = contract && !contract->isPassedOut();
    if (!hasContract && first)
        board->setPlayContext(std::nullopt, first);
    const Seat leader0 = hasContract ? lho(contract->declarer) : first.value_or(Seat::West);
    const Strain trump = hasContract ? contract->strain : Strain::NoTrump;
    const Seat column0 = first.value_or(leader0);

    // A play that stops short of the deal's last trick without "*" or "+" (the reader asks only when
    // the file ends inside the game, see readNext()).
    const int perHand = board->deal().cardsPerHand();
    const int deck = perHand > 0 ? perHand * 4 : 52;
    if (readPlayFast(board, index, leader0, column0, trump)) {
        mPlayOpen = board->playedCards().size() < deck;
        return true;
    }
    if (mG.compactPlay == index)
        expandPlay();

    PlayWords words(mPlaced);
    words.placed.clear();
    collectPlayWords(p, index, words);
    if (words.placed.empty())
        return true;
    if (!placeTricks(board, words, leader0, column0, trump))
        return true; // a card its player cannot play: the play up to it
    mPlayOpen = !words.ended && board->playedCards().size() < deck;
    notePlay(p, index, words);
    return true;
}

bool PbnReader::collectPlayWords(const Entry &p, int index, PlayWords &words)
{
    std::vector<Slot> &placed = words.placed;
    Irregularity marked = Irregularity::None;
    bool warnedAfterEnd = false;
    for (size_t wi = p.firstWord; wi < p.endWord; ++wi) {
        const Word &w = mG.words[wi];
        if (w.owner != index)
            continue;
        QByteArrayView s = w.text;
        if (!words.ended) {
            if (const int card = cardIndexFast(s); card >= 0) {
                if (marked != Irregularity::None) [[unlikely]]
                    words.marks.emplace_back(placed.size(), std::exchange(marked, Irregularity::None));
                placed.push_back({ card, wi });
                continue;
            }
        }
        if (s == "*" || s == "+") {
            words.ended = true; // PBN 2.1 section 3.6: "+", the rest was not played
            continue;
        }
        if (const int n = noteReference(s); n >= 0) {
            if (!placed.empty())
                words.notes.emplace_back(placed.size() - 1, n);
            continue;
        }
        if (s.startsWith('$') || annotationOnly(s)) {
            words.annotations = true;
            continue;
        }
        if (s.startsWith('^')) {
            const auto kind = irregularityFromToken(QString::fromLatin1(s.first(std::min<qsizetype>(2, s.size()))));
            if (!kind || !isCardIrregularity(*kind)) {
                warnAt(w,
                    Tr::tr("the irregularity '%1' does not belong in a play and is ignored")
                        .arg(quotedInput(PbnTokenizer::decode(s))));
                continue;
            }
            marked = *kind;
            if (s.size() == 2)
                continue;
            s = s.sliced(2); // written against its card, "^RS6"
        }
        if (words.ended) {
            if (!warnedAfterEnd)
                warnAt(w, Tr::tr("cards after '*' are ignored"));
            warnedAfterEnd = true;
            continue;
        }
        if (s == "-" || s == "--") {
            placed.push_back({ -1, wi });
            continue;
        }
        if (takeSuffix(&s) != Annotation::None)
            words.annotations = true;
        int card = cardIndexFast(s);
        if (card < 0) {
            const auto parsed = Card::parse(PbnTokenizer::decode(s));
            if (!parsed)
                return failAt(w, Tr::tr("expected a card, found '%1'").arg(quotedInput(PbnTokenizer::decode(w.text))));
            card = parsed->index(); // the cards before it are kept
        }
        if (marked != Irregularity::None)
            words.marks.emplace_back(placed.size(), std::exchange(marked, Irregularity::None));
        placed.push_back({ card, wi });
    }
    return true;
}

bool PbnReader::placeTricks(Board *board, PlayWords &words, Seat leader0, Seat column0, Strain trump)
{
    const std::vector<Slot> &placed = words.placed;
    Holders h(board->deal());
    // Reused between games: once the previous board has been reset, no allocation.
    QList<Card> &cards = mCards;
    cards.resize(qsizetype(placed.size()));
    Card *out = cards.data();
    qsizetype total = 0;
    Seat leader = leader0;
    const size_t tricks = (placed.size() + 3) / 4;
    bool warnedColumns = false;
    QList<CardIrregularity> irregularities;
    const auto handOver = [&] {
        cards.resize(total);
        board->swapPlayedCards(cards);
        board->setPlayIrregularities(irregularities);
    };
    for (size_t t = 0; t < tricks; ++t) {
        std::array<int, 4> bySeat { -1, -1, -1, -1 };
        for (int col = 0; col < 4; ++col) {
            const size_t k = t * 4 + size_t(col);
            if (k < placed.size())
                bySeat[(int(column0) + col) & 3] = int(k);
        }
        for (int col = 0; col < 4 && !words.marks.empty(); ++col) {
            // A lead out of turn: the trick starts in that card's column, the rest follow clockwise.
            if (words.markOf(t * 4 + size_t(col)) == Irregularity::LeadOutOfTurn)
                leader = Seat((int(column0) + col) & 3);
        }
        int bad = firstBad(h, placed, bySeat, leader);
        std::array<int, 4> byHolder {};
        // Real files put some tricks in other columns (from the trick's leader, or garbled): each
        // card's holder says who played it, whatever the column.
        if (bad >= 0 && placeByHolder(h, placed, t, &byHolder) && firstBad(h, placed, byHolder, leader) < 0) {
            bySeat = byHolder;
            bad = -1;
            if (!std::exchange(warnedColumns, true)) {
                warnAt(mG.words[placed[t * 4].word],
                    Tr::tr("this trick is not in the columns of the opening leader; the cards are given to the "
                           "hands that hold them"));
            }
        }
        std::array<int, 4> trick {};
        int count = 0;
        for (int i = 0; i < 4; ++i) {
            const Seat seat = Seat((int(leader) + i) & 3);
            const int k = bySeat[size_t(seat)];
            if (k < 0 || placed[size_t(k)].card < 0)
                break;
            const Card c = Card::fromIndex(placed[size_t(k)].card);
            if (k == bad) {
                // Real files hold such errors: keep the board and the play up to here.
                const bool again = h.played & (quint64(1) << c.index());
                warnAt(mG.words[placed[size_t(k)].word],
                    again ? Tr::tr("%1 by %2 has already been played; the play stops before it")
                                .arg(c.toString(), seatName(seat))
                          : Tr::tr("play card %1 is not in %2's hand; the play stops before it")
                                .arg(c.toString(), seatName(seat)));
                handOver();
                return false;
            }
            h.played |= quint64(1) << c.index();
            if (!words.marks.empty()) {
                if (const Irregularity kind = words.markOf(size_t(k)); kind != Irregularity::None)
                    irregularities.append({ int(total), kind });
            }
            out[total++] = c;
            trick[size_t(count++)] = c.index();
        }
        if (count < 4) {
            // The rest is unknown; cards written after an unknown one cannot be placed in time.
            for (size_t k = t * 4; k < placed.size(); ++k) {
                if (placed[k].card >= 0 && !(h.played & (quint64(1) << placed[k].card))) {
                    warnAt(mG.words[placed[k].word], Tr::tr("cards after an unknown card are dropped"));
                    break;
                }
            }
            break;
        }
        leader = advance(leader, trickWinner(trick, trump));
    }
    handOver();
    return true;
}

void PbnReader::notePlay(const Entry &p, int index, const PlayWords &words)
{
    for (const auto &[slot, number] : words.notes) {
        const int card = words.placed[slot].card;
        const QString cardText = card >= 0 ? Card::fromIndex(card).toString() : QStringLiteral("-");
        mG.comments.append(
            { CommentPlace::Final, 0, Tr::tr("Note on %1: %2").arg(cardText, noteText(index, number)), false });
    }
    if (words.annotations)
        warnAt(p, Tr::tr("annotations on cards are not kept"));
}

static_assert(sizeof(Card) == 1 && std::is_trivially_copyable_v<Card>, "readPlayFast() copies cards as bytes");

bool PbnReader::readPlayFast(Board *board, int index, Seat leader0, Seat column0, Strain trump)
{
    // The usual play: only two-letter cards, whole tricks in the columns of the Play tag's seat,
    // every hand known and every card in its player's hand. Anything else (or any doubt) is left
    // to readPlay()'s general loop, which gives the same result for such a play.
    const Deal &deal = board->deal();
    std::array<quint64, 4> held {};
    for (int i = 0; i < 4; ++i) {
        // Column i of the section is the hand of seat column0 + i.
        const Seat seat = Seat((int(column0) + i) & 3);
        if (!deal.isHandKnown(seat))
            return false;
        held[size_t(i)] = deal.hand(seat).bits();
    }
    std::array<quint8, 52> byColumn;
    const quint8 *columnCards = byColumn.data(); // the cards in the order of the section's columns
    int n = 0;
    quint64 played = 0;
    const auto place = [&](int card) {
        const quint64 bit = quint64(1) << card;
        if ((played & bit) || !(held[size_t(n & 3)] & bit))
            return false;
        played |= bit;
        byColumn[size_t(n++)] = quint8(card);
        return true;
    };
    if (mG.compactPlay == index) {
        // The same test without a branch per card: no card twice, each in its column's hand.
        n = mG.compactCount;
        if (n % 4 != 0)
            return false;
        std::array<quint64, 4> byHand {};
        for (int k = 0; k < n; k += 4) {
            for (int col = 0; col < 4; ++col) {
                const int card = mG.compactCards[size_t(k + col)];
                byHand[size_t(col)] |= quint64(1) << card;
            }
        }
        columnCards = mG.compactCards.data();
        const quint64 all = byHand[0] | byHand[1] | byHand[2] | byHand[3];
        if (cardCount(all) != n)
            return false;
        for (int col = 0; col < 4; ++col) {
            if (byHand[size_t(col)] & ~held[size_t(col)])
                return false;
        }
    } else {
        const Entry &p = mG.entries[size_t(index)];
        for (size_t wi = p.firstWord; wi < p.endWord; ++wi) {
            const Word &w = mG.words[wi];
            if (w.owner != index)
                continue;
            const int card = cardIndexFast(w.text);
            if (card < 0 || n == 52 || !place(card))
                return false;
        }
    }
    if (n == 0 || n % 4 != 0)
        return false;
    QList<Card> &cards = mCards;
    cards.resize(n);
    Card *out = cards.data();
    const int trumpSuit = trump == Strain::NoTrump ? -1 : int(trump);
    int lead = (int(leader0) - int(column0)) & 3; // column of the trick's leader
    // Trumps beat the suit led, which beats the rest; then the higher rank (as trickWinner()). The
    // winning column is found for each suit that may be led before the leader is known, so that a
    // trick waits for the one before it only for two table lookups in registers.
    std::array<quint8, 52> columnOf {};
    int oddWinners = 0; // tricks won in the odd columns
    for (int t = 0; t < n; t += 4) {
        quint64 trick = 0;
        unsigned suits = 0; // 2 bits per column
        for (int col = 0; col < 4; ++col) {
            const int card = columnCards[t + col];
            columnOf[size_t(card)] = quint8(col);
            trick |= quint64(1) << card;
            suits |= unsigned(CardSuit[size_t(card)]) << (2 * col);
        }
        const auto highest = [&](int suit) {
            // The column of the highest card of the suit (of any column when it has none: unused).
            const unsigned cards = unsigned(trick >> (13 * suit)) & 0x1fff;
            return unsigned(columnOf[size_t(13 * suit + 31 - __builtin_clz(cards | 1))]);
        };
        unsigned winners = highest(0) | highest(1) << 2 | highest(2) << 4 | highest(3) << 6; // by suit led
        if (trumpSuit >= 0 && (trick >> (13 * trumpSuit) & 0x1fff))
            winners = highest(trumpSuit) * 0x55u;
        if constexpr (std::endian::native == std::endian::little) {
            // The trick in playing order, the columns from the leader's on: one rotation of four bytes.
            quint32 columns = 0;
            std::memcpy(&columns, columnCards + t, 4);
            const quint32 order = std::rotr(columns, 8 * lead);
            std::memcpy(static_cast<void *>(out + t), &order, 4);
        } else {
            for (int i = 0; i < 4; ++i)
                out[t + i] = Card::fromIndex(columnCards[t + ((lead + i) & 3)]);
        }
        lead = int(winners >> (2 * ((suits >> (2 * lead)) & 3))) & 3;
        oddWinners += lead & 1;
    }
    // Column c is seat column0 + c: North-South's are the odd columns when column0 is East or West.
    if (n == 52)
        mPlayNorthSouthTricks = (int(column0) & 1) ? oddWinners : 13 - oddWinners;
    board->swapPlayedCards(cards);
    return true;
}

} // namespace Kibitz
