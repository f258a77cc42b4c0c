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

    std::vector<Slot> &placed = mPlaced;
    placed.clear();
    // PBN 2.1 section 3.9 (docs/formats.md#pbn): `^R` and `^L` before a card, by slot in placed.
    std::vector<std::pair<size_t, Irregularity>> marks;
    Irregularity marked = Irregularity::None;
    std::vector<std::pair<size_t, int>> notes;
    bool annotations = false;
    bool ended = false;
    bool warnedAfterEnd = false;
    for (size_t wi = p.firstWord; wi < p.endWord; ++wi) {
        const Word &w = mG.words[wi];
        if (w.owner != index)
            continue;
        QByteArrayView s = w.text;
        if (!ended) {
            if (const int card = cardIndexFast(s); card >= 0) {
                if (marked != Irregularity::None) [[unlikely]]
                    marks.emplace_back(placed.size(), std::exchange(marked, Irregularity::None));
                placed.push_back({ card, wi });
                continue;
            }
        }
        if (s == "*" || s == "+") {
            ended = true; // PBN 2.1 section 3.6: "+", the rest was not played
            continue;
        }
        if (const int n = noteReference(s); n >= 0) {
            if (!placed.empty())
                notes.emplace_back(placed.size() - 1, n);
            continue;
        }
        if (s.startsWith('$') || annotationOnly(s)) {
            annotations = true;
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
        if (ended) {
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
            annotations = true;
        int card = cardIndexFast(s);
        if (card < 0) {
            const auto parsed = Card::parse(PbnTokenizer::decode(s));
            if (!parsed) {
                failAt(w, Tr::tr("expected a card, found '%1'").arg(quotedInput(PbnTokenizer::decode(w.text))));
                break; // the cards before it are kept
            }
            card = parsed->index();
        }
        if (marked != Irregularity::None)
            marks.emplace_back(placed.size(), std::exchange(marked, Irregularity::None));
        placed.push_back({ card, wi });
    }
    if (placed.empty())
        return true;

    const Deal &deal = board->deal();
    std::array<quint64, 4> held {};
    std::array<bool, 4> known {};
    quint64 allKnown = 0;
    for (Seat s : AllSeats) {
        held[size_t(s)] = deal.hand(s).bits();
        known[size_t(s)] = deal.isHandKnown(s);
        if (known[size_t(s)])
            allKnown |= held[size_t(s)];
    }
    quint64 played = 0;
    // Reused between games: once the previous board has been reset, no allocation.
    QList<Card> &cards = mCards;
    cards.resize(qsizetype(placed.size()));
    Card *out = cards.data();
    qsizetype total = 0;
    Seat leader = leader0;
    const size_t tricks = (placed.size() + 3) / 4;
    bool warnedColumns = false;
    int unknownHands = 0;
    Seat onlyUnknown = Seat::North;
    for (Seat s : AllSeats) {
        if (!known[size_t(s)]) {
            ++unknownHands;
            onlyUnknown = s;
        }
    }
    // The first card (in playing order) of a trick that its player cannot hold, or -1.
    const auto firstBad = [&](const std::array<int, 4> &bySeat) {
        quint64 seen = played;
        for (int i = 0; i < 4; ++i) {
            const Seat seat = Seat((int(leader) + i) & 3);
            const int k = bySeat[size_t(seat)];
            if (k < 0 || placed[size_t(k)].card < 0)
                return -1;
            const quint64 bit = quint64(1) << placed[size_t(k)].card;
            if ((seen & bit) || (known[size_t(seat)] ? !(held[size_t(seat)] & bit) : bool(allKnown & bit)))
                return k;
            seen |= bit;
        }
        return -1;
    };
    QList<CardIrregularity> irregularities;
    const auto markOf = [&marks](size_t slot) {
        for (const auto &[at, kind] : marks) {
            if (at == slot)
                return kind;
        }
        return Irregularity::None;
    };
    for (size_t t = 0; t < tricks; ++t) {
        std::array<int, 4> bySeat { -1, -1, -1, -1 };
        for (int col = 0; col < 4; ++col) {
            const size_t k = t * 4 + size_t(col);
            if (k < placed.size())
                bySeat[(int(column0) + col) & 3] = int(k);
        }
        for (int col = 0; col < 4 && !marks.empty(); ++col) {
            // A lead out of turn: the trick starts in that card's column, the rest follow clockwise.
            if (markOf(t * 4 + size_t(col)) == Irregularity::LeadOutOfTurn)
                leader = Seat((int(column0) + col) & 3);
        }
        int bad = firstBad(bySeat);
        if (bad >= 0) {
            // Real files put some tricks in other columns (from the trick's leader, or garbled):
            // each card's holder says who played it, whatever the column.
            std::array<int, 4> byHolder { -1, -1, -1, -1 };
            std::vector<int> unknownSlots;
            bool placeable = true;
            for (size_t k = t * 4; k < t * 4 + 4 && k < placed.size() && placeable; ++k) {
                const int card = placed[k].card;
                if (card < 0) {
                    unknownSlots.push_back(int(k));
                    continue;
                }
                std::optional<Seat> holder;
                for (Seat s : AllSeats) {
                    if (known[size_t(s)] && (held[size_t(s)] >> card & 1))
                        holder = s;
                }
                if (!holder && unknownHands == 1)
                    holder = onlyUnknown;
                placeable = holder && byHolder[size_t(*holder)] < 0;
                if (placeable)
                    byHolder[size_t(*holder)] = int(k);
            }
            for (Seat s : AllSeats) {
                if (placeable && byHolder[size_t(s)] < 0 && !unknownSlots.empty()) {
                    byHolder[size_t(s)] = unknownSlots.back();
                    unknownSlots.pop_back();
                }
            }
            if (placeable && firstBad(byHolder) < 0) {
                bySeat = byHolder;
                bad = -1;
                if (!warnedColumns) {
                    warnAt(mG.words[placed[t * 4].word],
                        Tr::tr("this trick is not in the columns of the opening leader; the cards are given to the "
                               "hands that hold them"));
                    warnedColumns = true;
                }
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
                const bool again = played & (quint64(1) << c.index());
                warnAt(mG.words[placed[size_t(k)].word],
                    again ? Tr::tr("%1 by %2 has already been played; the play stops before it")
                                .arg(c.toString(), seatName(seat))
                          : Tr::tr("play card %1 is not in %2's hand; the play stops before it")
                                .arg(c.toString(), seatName(seat)));
                cards.resize(total);
                board->swapPlayedCards(cards);
                board->setPlayIrregularities(irregularities);
                return true;
            }
            played |= quint64(1) << c.index();
            if (!marks.empty()) {
                if (const Irregularity kind = markOf(size_t(k)); kind != Irregularity::None)
                    irregularities.append({ int(total), kind });
            }
            out[total++] = c;
            trick[size_t(count++)] = c.index();
        }
        if (count < 4) {
            // The rest is unknown; cards written after an unknown one cannot be placed in time.
            for (size_t k = t * 4; k < placed.size(); ++k) {
                if (placed[k].card >= 0 && !(played & (quint64(1) << placed[k].card))) {
                    warnAt(mG.words[placed[k].word], Tr::tr("cards after an unknown card are dropped"));
                    break;
                }
            }
            break;
        }
        leader = advance(leader, trickWinner(trick, trump));
    }
    cards.resize(total);
    board->swapPlayedCards(cards);
    board->setPlayIrregularities(irregularities);
    mPlayOpen = !ended && total < deck;

    if (!notes.empty()) {
        for (const auto &[slot, number] : notes) {
            const int card = placed[slot].card;
            const QString cardText = card >= 0 ? Card::fromIndex(card).toString() : QStringLiteral("-");
            mG.comments << Tr::tr("Note on %1: %2").arg(cardText, noteText(index, number));
        }
    }
    if (annotations)
        warnAt(p, Tr::tr("annotations on cards are not kept"));
    return true;
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
