#include "editcommands.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QVariant>

#include <algorithm>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::EditCommands)
};

} // namespace

BoardCommand::BoardCommand(Document *document, qint64 index, const QString &text)
    : mDocument(document)
    , mIndex(index)
    , mBefore(document->board(index))
    , mAfter(mBefore)
{
    if (!text.isEmpty())
        setText(text);
}

void BoardCommand::setText(const QString &text)
{
    // QUndoCommand takes the part before the line break as text() (the History's entry) and the rest as
    // actionText() (Undo/Redo in the Edit menu).
    const QString board
        = mBefore.number() ? Tr::tr("Board %1").arg(*mBefore.number()) : Tr::tr("Deal %1").arg(mIndex + 1);
    QUndoCommand::setText(
        Tr::tr("%1: %2", "board, then the edit made to it").arg(board, text) + QLatin1Char('\n') + text);
}

void BoardCommand::undo()
{
    mDocument->setBoard(mIndex, mBefore);
}

void BoardCommand::redo()
{
    // A par belongs to one deal, dealer and vulnerability: after a change of any of them the stated par is
    // dropped and the Document shows the par of the table again (AnalysisStore::complete), never a stale one.
    if (mAfter.deal() != mBefore.deal() || mAfter.dealer() != mBefore.dealer()
        || mAfter.vulnerability() != mBefore.vulnerability())
        mAfter.setPar({});
    mDocument->setBoard(mIndex, mAfter);
}

void BoardCommand::setDeal(const Deal &deal)
{
    if (deal == mAfter.deal())
        return;
    mAfter.setDeal(deal);
    // A table of tricks belongs to one deal: never keep it for another.
    mAfter.doubleDummy().clear();
    mAfter.setPar({});
}

GiveCardCommand::GiveCardCommand(Document *document, qint64 index, Seat seat, Card card)
    : BoardCommand(document, index, {})
{
    Deal deal = mAfter.deal();
    Hand own = deal.hand(seat);
    if (own.contains(card)) {
        own.remove(card);
        deal.setHand(seat, own);
        setText(Tr::tr("Take back %1 from %2").arg(card.toSymbolString(), seatName(seat)));
    } else {
        for (Seat s : AllSeats) {
            Hand h = deal.hand(s);
            if (h.contains(card)) {
                h.remove(card);
                deal.setHand(s, h);
            }
        }
        if (!deal.isHandKnown(seat))
            deal.setHandKnown(seat, true);
        own.add(card);
        deal.setHand(seat, own);
        setText(Tr::tr("Give %1 to %2").arg(card.toSymbolString(), seatName(seat)));
    }
    setDeal(deal);
}

TypeHandCommand::TypeHandCommand(Document *document, qint64 index, Seat seat, Hand hand)
    : BoardCommand(document, index, Tr::tr("Type %1 hand").arg(seatName(seat)))
    , mSeat(seat)
{
    Deal deal = mAfter.deal();
    if (!deal.isHandKnown(seat))
        deal.setHandKnown(seat, true);
    deal.setHand(seat, hand);
    setDeal(deal);
}

bool TypeHandCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const TypeHandCommand *>(other);
    if (o->mIndex != mIndex || o->mSeat != mSeat)
        return false;
    mAfter = o->mAfter;
    setObsolete(mAfter == mBefore); // typed back to where it started
    return true;
}

MoveCardCommand::MoveCardCommand(Document *document, qint64 index, Card card, Seat to)
    : BoardCommand(document, index, Tr::tr("Move %1 to %2").arg(card.toSymbolString(), seatName(to)))
{
    Deal deal = mAfter.deal();
    for (Seat s : AllSeats) {
        Hand h = deal.hand(s);
        h.remove(card);
        deal.setHand(s, h);
    }
    Hand h = deal.hand(to);
    h.add(card);
    deal.setHand(to, h);
    setDeal(deal);
}

PasteDealCommand::PasteDealCommand(Document *document, qint64 index, const Deal &deal, std::optional<Seat> dealer)
    : BoardCommand(document, index, Tr::tr("Paste deal"))
{
    setDeal(deal);
    if (dealer)
        mAfter.setDealer(*dealer);
}

CompleteHandCommand::CompleteHandCommand(Document *document, qint64 index)
    : BoardCommand(document, index, Tr::tr("Complete the fourth hand"))
{
    Deal deal = mAfter.deal();
    if (deal.completeFourthHand())
        setDeal(deal);
}

DealRemainingCommand::DealRemainingCommand(Document *document, qint64 index, quint64 seed)
    : BoardCommand(document, index, Tr::tr("Deal the remaining cards"))
{
    Deal deal = mAfter.deal();
    QList<Card> rest;
    const Hand held = deal.allCards();
    for (int c = 0; c < 52; ++c) {
        if (!held.contains(Card::fromIndex(c)))
            rest << Card::fromIndex(c);
    }
    QRandomGenerator random(seed);
    std::shuffle(rest.begin(), rest.end(), random);
    for (Seat s : AllSeats) {
        if (!deal.isHandKnown(s))
            deal.setHandKnown(s, true);
        Hand h = deal.hand(s);
        while (h.count() < 13 && !rest.isEmpty())
            h.add(rest.takeLast());
        deal.setHand(s, h);
    }
    setDeal(deal);
}

RotateBoardCommand::RotateBoardCommand(Document *document, qint64 index, int steps)
    : BoardCommand(document, index, steps % 4 == 1 ? Tr::tr("Rotate board clockwise") : Tr::tr("Rotate board"))
{
    const Board &b = mBefore;
    mAfter.setDeal(b.deal().rotated(steps));
    mAfter.setDoubleDummy(b.doubleDummy().rotated(steps));
    mAfter.setDealer(advance(b.dealer(), steps));
    if (steps % 2) {
        const Vulnerability v = b.vulnerability();
        mAfter.setVulnerability(v == Vulnerability::NorthSouth ? Vulnerability::EastWest
                : v == Vulnerability::EastWest                 ? Vulnerability::NorthSouth
                                                               : v);
    }
    for (Seat s : AllSeats)
        mAfter.setPlayer(advance(s, steps), b.player(s));
    if (auto contract = b.explicitContract()) {
        contract->declarer = advance(contract->declarer, steps);
        mAfter.setExplicitContract(contract);
    }
    if (b.playLeader())
        mAfter.setPlayContext(b.playTrump(), advance(*b.playLeader(), steps));
    // The auction and the play are sequences from the dealer and the leader: they turn with them.
}

SwapHandsCommand::SwapHandsCommand(Document *document, qint64 index, Seat a, Seat b)
    : BoardCommand(document, index, Tr::tr("Swap %1 and %2").arg(seatName(a), seatName(b)))
{
    Deal deal = mAfter.deal();
    const Deal before = deal;
    deal.setHandKnown(a, before.isHandKnown(b));
    deal.setHandKnown(b, before.isHandKnown(a));
    deal.setHand(a, before.hand(b));
    deal.setHand(b, before.hand(a));
    setDeal(deal);
}

ClearDealCommand::ClearDealCommand(Document *document, qint64 index)
    : BoardCommand(document, index, Tr::tr("Clear deal"))
{
    setDeal(Deal());
    mAfter.setPlayedCards({});
    mAfter.setClaim(std::nullopt);
}

AddCallCommand::AddCallCommand(Document *document, qint64 index, const Call &call)
    : BoardCommand(document, index, Tr::tr("Call %1").arg(call.toDisplayString()))
{
    mAfter.auction().append(call);
}

UndoCallCommand::UndoCallCommand(Document *document, qint64 index)
    : BoardCommand(document, index, {})
{
    const Auction &a = mAfter.auction();
    setText(a.isEmpty() ? Tr::tr("Undo call") : Tr::tr("Undo call %1").arg(a.calls().last().toDisplayString()));
    mAfter.auction().removeLast();
}

AlertCommand::AlertCommand(Document *document, qint64 index, int call, bool alerted, const QString &explanation)
    : BoardCommand(document, index, Tr::tr("Alert"))
{
    if (call < 0 || call >= mAfter.auction().size())
        return;
    Call &c = mAfter.auction().calls()[call];
    c.setAlerted(alerted);
    c.setExplanation(explanation);
    setText(Tr::tr("Alert %1").arg(c.toDisplayString()));
}

PlayCardCommand::PlayCardCommand(Document *document, qint64 index, Card card)
    : BoardCommand(document, index, Tr::tr("Play %1").arg(card.toSymbolString()))
{
    QList<Card> cards = mAfter.playedCards();
    cards << card;
    mAfter.setPlayedCards(cards);
}

UndoCardCommand::UndoCardCommand(Document *document, qint64 index)
    : BoardCommand(document, index, {})
{
    QList<Card> cards = mAfter.playedCards();
    setText(cards.isEmpty() ? Tr::tr("Undo card") : Tr::tr("Undo card %1").arg(cards.last().toSymbolString()));
    if (!cards.isEmpty())
        cards.removeLast();
    mAfter.setPlayedCards(cards);
}

ClaimCommand::ClaimCommand(Document *document, qint64 index, std::optional<int> tricks)
    : BoardCommand(document, index, tricks ? Tr::tr("Claim %1 tricks").arg(*tricks) : Tr::tr("Withdraw claim"))
{
    mAfter.setClaim(tricks);
    mAfter.setResult(tricks);
}

EditDetailCommand::EditDetailCommand(Document *document, qint64 index, Field field, const QVariant &value)
    : BoardCommand(document, index, {})
    , mField(field)
{
    const QString text = value.toString();
    switch (field) {
    case Field::Number:
        setText(Tr::tr("Change board number"));
        mAfter.setNumber(value.toInt() > 0 ? std::optional<int>(value.toInt()) : std::nullopt);
        break;
    case Field::Dealer:
        setText(Tr::tr("Change dealer"));
        mAfter.setDealer(Seat(value.toInt() & 3));
        break;
    case Field::Vulnerability:
        setText(Tr::tr("Change vulnerability"));
        mAfter.setVulnerability(Vulnerability(value.toInt() & 3));
        break;
    case Field::Title:
        setText(Tr::tr("Change title"));
        mAfter.setTitle(text);
        break;
    case Field::Event:
        setText(Tr::tr("Change event"));
        mAfter.setEvent(text);
        break;
    case Field::Site:
        setText(Tr::tr("Change site"));
        mAfter.setSite(text);
        break;
    case Field::Date:
        setText(Tr::tr("Change date"));
        mAfter.setDate(text);
        break;
    case Field::North:
    case Field::East:
    case Field::South:
    case Field::West: {
        const Seat seat = Seat(int(field) - int(Field::North));
        setText(Tr::tr("Change %1's name").arg(seatName(seat)));
        mAfter.setPlayer(seat, text);
        break;
    }
    case Field::Comments:
        setText(Tr::tr("Change comments"));
        mAfter.setComments(text.isEmpty() ? QStringList() : QStringList { text });
        break;
    }
}

bool EditDetailCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditDetailCommand *>(other);
    if (o->mIndex != mIndex || o->mField != mField)
        return false;
    mAfter = o->mAfter;
    setObsolete(mAfter == mBefore);
    return true;
}

RenumberCommand::RenumberCommand(Document *document, int first, bool cycle)
    : QUndoCommand(cycle ? Tr::tr("Renumber boards with the cycle") : Tr::tr("Renumber boards"))
    , mDocument(document)
{
    const qint64 count = document->count();
    mBefore.reserve(count);
    mAfter.reserve(count);
    for (qint64 i = 0; i < count; ++i) {
        Board b = document->board(i);
        mBefore << b;
        if (cycle)
            b.setNumberWithCycle(first + int(i));
        else
            b.setNumber(first + int(i));
        mAfter << b;
    }
}

void RenumberCommand::undo()
{
    mDocument->replaceBoards(0, mBefore);
}

void RenumberCommand::redo()
{
    mDocument->replaceBoards(0, mAfter);
}

InsertBoardsCommand::InsertBoardsCommand(
    Document *document, qint64 index, const QList<Board> &boards, const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
    , mIndex(index)
    , mBoards(boards)
{ }

void InsertBoardsCommand::undo()
{
    mDocument->takeBoards(mIndex, mBoards.size());
}

void InsertBoardsCommand::redo()
{
    mDocument->insertBoards(mIndex, mBoards);
}

RemoveBoardsCommand::RemoveBoardsCommand(Document *document, qint64 index, qint64 count)
    : QUndoCommand(count == 1 ? Tr::tr("Delete board") : Tr::tr("Delete %1 boards").arg(count))
    , mDocument(document)
    , mIndex(index)
    , mCount(count)
{ }

void RemoveBoardsCommand::undo()
{
    mDocument->insertFragment(mIndex, mTaken);
}

void RemoveBoardsCommand::redo()
{
    mTaken = mDocument->takeBoards(mIndex, mCount);
}

MoveBoardsCommand::MoveBoardsCommand(Document *document, qint64 from, qint64 count, qint64 to)
    : QUndoCommand(to < from ? Tr::tr("Move board up") : Tr::tr("Move board down"))
    , mDocument(document)
    , mFrom(from)
    , mCount(count)
    , mTo(to)
{ }

void MoveBoardsCommand::undo()
{
    mDocument->insertFragment(mFrom, mDocument->takeBoards(mTo, mCount));
}

void MoveBoardsCommand::redo()
{
    mDocument->insertFragment(mTo, mDocument->takeBoards(mFrom, mCount));
}

ReplaceAllBoardsCommand::ReplaceAllBoardsCommand(
    Document *document, const Document::Fragment &pieces, const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
    , mPieces(pieces)
{
    for (const Document::Piece &piece : pieces)
        mCount += piece.length;
}

void ReplaceAllBoardsCommand::undo()
{
    mDocument->takeBoards(0, mCount);
    mDocument->insertFragment(0, mTaken);
    mTaken.clear();
}

void ReplaceAllBoardsCommand::redo()
{
    mTaken = mDocument->takeBoards(0, mDocument->count());
    mDocument->insertFragment(0, mPieces);
}

} // namespace Kibitz
