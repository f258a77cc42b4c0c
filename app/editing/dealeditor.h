#pragma once

#include "editing/boardpanel.h"

#include "model/board.h"

#include <array>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace Kibitz {

class CardPicker;

/**
 * Deal entry for the current board: the 52-card picker that gives cards to
 * the selected seat (moving on to the next seat at 13), one line per hand to
 * type "AKQ.T98.765.432" with live validation, paste, complete, deal at random,
 * rotate, swap and clear, and the card check (counts, missing, duplicates),
 * always in view. Every change goes through an undo command.
 */
class DealEditor : public BoardPanel
{
    Q_OBJECT

public:
    explicit DealEditor(Document *document, QWidget *parent = nullptr);

    HandDiagram::EditMode diagramMode() const override { return HandDiagram::EditMode::Deal; }
    Seat selectedSeat() const { return mSeat; }
    void setSelectedSeat(Seat seat);
    /** The seed of the next random deal; each deal uses the next one. */
    void setRandomSeed(quint64 seed) { mSeed = seed; }

    CardPicker *picker() const { return mPicker; }
    QLineEdit *handEdit(Seat seat) const { return mEdits[int(seat)]; }
    /** The card check as shown (plain text). */
    QString checkText() const;
    /** Whether @p seat's typed hand currently fails to parse. */
    bool handEditInvalid(Seat seat) const;

    void giveCard(Card card);
    /** Pastes @p text as a deal; returns false and fills @p error when no deal was recognised. */
    bool pasteDeal(const QString &text, QString *error = nullptr);
    void completeHand();
    void dealRemaining();
    void rotate(int steps);
    void swapHands(Seat a, Seat b);
    void clearDeal();

Q_SIGNALS:
    /** A paste failed; the message says where and why. */
    void pasteFailed(const QString &message);

protected:
    void refresh() override;
    void boardIndexChanged() override;
    void languageChanged() override;

private:
    /** The row of whole-deal buttons: paste, complete, deal the rest, rotate, swap, clear. */
    QHBoxLayout *createActionRow();
    void handEdited(Seat seat, const QString &text);
    Board board() const;

    Seat mSeat = Seat::North;
    quint64 mSeed = 1;
    CardPicker *mPicker;
    std::array<QToolButton *, 4> mSeatButtons {};
    std::array<QLineEdit *, 4> mEdits {};
    std::array<QLabel *, 4> mEditMarks {};
    QLabel *mCheck;
    QLabel *mTypeError;
    QList<QWidget *> mActionButtons;
};

} // namespace Kibitz
