#pragma once

#include "model/board.h"

#include <QWidget>

#include <array>

class QFont;

namespace Kibitz {

/**
 * The deal drawn as bridge columns do: North on top, South below, West and
 * East either side of a compass that shows dealer, vulnerability and the
 * trick in progress. Everything is measured in the font's em, so the diagram
 * scales with the widget and stays sharp at any device pixel ratio.
 */
class HandDiagram : public QWidget
{
    Q_OBJECT

public:
    explicit HandDiagram(QWidget *parent = nullptr);
    ~HandDiagram() override;

    void setBoard(const Board &board);
    const Board &board() const { return mBoard; }
    /** Shows the deal after the first @p cards cards of the play (clamped). */
    void setPosition(int cards);
    int position() const { return mPosition; }
    /** Played cards are hidden instead of greyed. */
    void setHidePlayed(bool hide);
    bool hidePlayed() const { return mHidePlayed; }

    /** The play up to the position. */
    const Play &shownPlay() const { return mPlay; }
    /** What @p seat still holds at the position. */
    Hand remaining(Seat seat) const;
    /** The cards on the table at the position: the trick in progress, or the one just completed. */
    QList<Card> trickOnTable() const;
    int tricksNorthSouth() const;
    int tricksEastWest() const;

    /** What clicking and dragging cards does. */
    enum class EditMode { None, Deal, Play };
    void setEditMode(EditMode mode);
    EditMode editMode() const { return mEditMode; }
    /** Where @p card was last drawn in @p seat's hand (widget coordinates), or an empty rect. */
    QRectF cardRect(Seat seat, Card card) const;
    /** Where @p seat's hand was last drawn. */
    QRectF handRect(Seat seat) const { return mHandRects[int(seat)]; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /** A card clicked in Play mode. */
    void cardClicked(Card card);
    /** A card dragged onto another hand in Deal mode. */
    void cardDropped(Card card, Seat to);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Layout;
    Layout layout(qreal em) const;
    QFont scaledFont(qreal px, int weight = -1) const;
    qreal handWidth(Seat seat, qreal em) const;
    void drawHand(QPainter &painter, Seat seat, QPointF topLeft, qreal width, qreal em) const;
    void drawCompass(QPainter &painter, const QRectF &rect, qreal em) const;
    void drawCard(QPainter &painter, const QRectF &rect, Card card, bool winner, qreal em) const;

    Board mBoard;
    Play mPlay;
    int mPosition = 0;
    bool mHidePlayed = false;
    struct Hit
    {
        QRectF rect;
        Card card;
        Seat seat;
    };
    std::optional<Hit> hitAt(QPointF pos) const;
    std::optional<Seat> handAt(QPointF pos) const;

    EditMode mEditMode = EditMode::None;
    mutable QList<Hit> mHits;
    mutable std::array<QRectF, 4> mHandRects;
    mutable QPointF mOrigin;
    mutable qreal mEm = 20;
    std::optional<Hit> mPressed;
    QPointF mPressPos;
    QPointF mDragPos;
    bool mDragging = false;
    QList<DealProblem> mProblems;
    QStringList mBoardProblems;
};

} // namespace Kibitz
