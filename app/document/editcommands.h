#pragma once

#include "document/document.h"

#include "model/board.h"

#include <QUndoCommand>
#include <QVariant>

#include <optional>

namespace Kibitz {

// The undo commands: the only code that changes a Document. Each kind of edit is its own small named
// class; typing is merged through id() and mergeWith(). They live together because each is a constructor.

/** Ids of the commands that merge consecutive edits. */
enum class CommandId { TypeHand = 1, EditDetail };

/** Replaces one board; the base of every edit inside a board. */
class BoardCommand : public QUndoCommand
{
public:
    BoardCommand(Document *document, qint64 index, const QString &text);
    void undo() override;
    void redo() override;
    qint64 index() const { return mIndex; }
    const Board &after() const { return mAfter; }
    /** The edit changes nothing (the caller may drop it). */
    bool isNoOp() const { return mBefore == mAfter; }

protected:
    /**
     * Names the edit: the History (QUndoView) shows it with the board ("Board 3: Give ♠A to North"), the
     * Undo and Redo menu entries without.
     */
    void setText(const QString &text);
    /** Sets the new deal; a different deal makes the double-dummy table and par unknown. */
    void setDeal(const Deal &deal);

    Document *mDocument;
    qint64 mIndex;
    Board mBefore;
    Board mAfter;
};

/** Gives cards to a seat (the card picker), taking them from whoever held them; a seat's own card goes back. */
class GiveCardCommand : public BoardCommand
{
public:
    GiveCardCommand(Document *document, qint64 index, Seat seat, Card card);
};

/** A hand typed as "AKQ.T98.765.432"; consecutive typing in one hand merges. */
class TypeHandCommand : public BoardCommand
{
public:
    TypeHandCommand(Document *document, qint64 index, Seat seat, Hand hand);
    int id() const override { return int(CommandId::TypeHand); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Seat mSeat;
};

/** A card dragged from one hand to another. */
class MoveCardCommand : public BoardCommand
{
public:
    MoveCardCommand(Document *document, qint64 index, Card card, Seat to);
};

/** A whole deal pasted (PBN, LIN, giblib, plain), with its dealer when the text gave one. */
class PasteDealCommand : public BoardCommand
{
public:
    PasteDealCommand(Document *document, qint64 index, const Deal &deal, std::optional<Seat> dealer);
};

/** Gives the missing cards to the one short hand. */
class CompleteHandCommand : public BoardCommand
{
public:
    CompleteHandCommand(Document *document, qint64 index);
};

/** Deals the cards nobody holds at random to the hands short of 13 (seeded, so redo repeats it). */
class DealRemainingCommand : public BoardCommand
{
public:
    DealRemainingCommand(Document *document, qint64 index, quint64 seed);
};

/** Turns the whole board @p steps seats clockwise: hands, dealer, vulnerability, names, auction, play, DD. */
class RotateBoardCommand : public BoardCommand
{
public:
    RotateBoardCommand(Document *document, qint64 index, int steps);
};

class SwapHandsCommand : public BoardCommand
{
public:
    SwapHandsCommand(Document *document, qint64 index, Seat a, Seat b);
};

/** Empties the deal (and with it the play, which no longer fits). */
class ClearDealCommand : public BoardCommand
{
public:
    ClearDealCommand(Document *document, qint64 index);
};

/** One call from the bidding box, with its alert and explanation. */
class AddCallCommand : public BoardCommand
{
public:
    AddCallCommand(Document *document, qint64 index, const Call &call);
};

class UndoCallCommand : public BoardCommand
{
public:
    UndoCallCommand(Document *document, qint64 index);
};

/** Changes the alert and explanation of call @p call. */
class AlertCommand : public BoardCommand
{
public:
    AlertCommand(Document *document, qint64 index, int call, bool alerted, const QString &explanation);
};

/** One card played from the diagram. */
class PlayCardCommand : public BoardCommand
{
public:
    PlayCardCommand(Document *document, qint64 index, Card card);
};

class UndoCardCommand : public BoardCommand
{
public:
    UndoCardCommand(Document *document, qint64 index);
};

/** A claim: the total tricks for declarer (nothing withdraws it). */
class ClaimCommand : public BoardCommand
{
public:
    ClaimCommand(Document *document, qint64 index, std::optional<int> tricks);
};

/** One field of the board details; typing in one field merges. */
class EditDetailCommand : public BoardCommand
{
public:
    enum class Field { Number, Dealer, Vulnerability, Title, Event, Site, Date, North, East, South, West, Comments };
    EditDetailCommand(Document *document, qint64 index, Field field, const QVariant &value);
    int id() const override { return int(CommandId::EditDetail); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Field mField;
};

/** Numbers every board from @p first, with dealer and vulnerability from the board cycle when @p cycle is set. */
class RenumberCommand : public QUndoCommand
{
public:
    RenumberCommand(Document *document, int first, bool cycle);
    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    QList<Board> mBefore;
    QList<Board> mAfter;
};

/** New, added or duplicated boards inserted before @p index. */
class InsertBoardsCommand : public QUndoCommand
{
public:
    InsertBoardsCommand(Document *document, qint64 index, const QList<Board> &boards, const QString &text);
    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    qint64 mIndex;
    QList<Board> mBoards;
};

/** Deletes boards; keeps them undecoded for undo, so deleting a million boards of a ZRD costs nothing. */
class RemoveBoardsCommand : public QUndoCommand
{
public:
    RemoveBoardsCommand(Document *document, qint64 index, qint64 count);
    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    qint64 mIndex;
    qint64 mCount;
    Document::Fragment mTaken;
};

/** Moves @p count boards from @p from so that they start at @p to (an index after the move). */
class MoveBoardsCommand : public QUndoCommand
{
public:
    MoveBoardsCommand(Document *document, qint64 from, qint64 count, qint64 to);
    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    qint64 mFrom;
    qint64 mCount;
    qint64 mTo;
};

/**
 * Replaces every board by @p pieces (runs of the source and boards of their own): a recovery laid over the
 * file it came from. Undo gives the boards as they were, the file as it is on disk.
 */
class ReplaceAllBoardsCommand : public QUndoCommand
{
public:
    ReplaceAllBoardsCommand(Document *document, const Document::Fragment &pieces, const QString &text);
    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    Document::Fragment mPieces;
    qint64 mCount = 0; // boards in mPieces
    Document::Fragment mTaken;
};

} // namespace Kibitz
