#pragma once

#include "views/diagramrenderer.h"

#include <QWidget>

#include <optional>

namespace Kibitz {

/**
 * The hand diagram on screen: DiagramRenderer draws it, scaled to the widget; this widget adds what the mouse
 * does (clicking a card to play it, dragging a card to another hand while editing the deal).
 */
class HandDiagram : public QWidget
{
    Q_OBJECT

public:
    explicit HandDiagram(QWidget *parent = nullptr);
    ~HandDiagram() override;

    void setBoard(const Board &board);
    const Board &board() const { return mRenderer.board(); }
    /** Shows the deal after the first @p cards cards of the play (clamped). */
    void setPosition(int cards);
    int position() const { return mRenderer.position(); }
    /** Played cards are hidden instead of greyed. */
    void setHidePlayed(bool hide);
    bool hidePlayed() const { return mRenderer.hidePlayed(); }

    /** A message shown instead of the diagram (an empty file); empty to show the board again. */
    void setPlaceholder(const QString &text);
    QString placeholder() const { return mPlaceholder; }
    /** Room after every card for a value beside it, in em (see DiagramRenderer::setValueSpace()). */
    void setValueSpace(qreal em);
    /** The room after every card as last drawn, in pixels. */
    qreal valueSpacePixels() const { return mRenderer.valueSpace() * mGeometry.em; }

    /** The play up to the position. */
    const Play &shownPlay() const { return mRenderer.shownPlay(); }
    /** What @p seat still holds at the position. */
    Hand remaining(Seat seat) const { return mRenderer.remaining(seat); }
    /** The cards on the table at the position: the trick in progress, or the one just completed. */
    QList<Card> trickOnTable() const { return mRenderer.trickOnTable(); }
    int tricksNorthSouth() const { return mRenderer.tricksNorthSouth(); }
    int tricksEastWest() const { return mRenderer.tricksEastWest(); }

    /** What clicking and dragging cards does. */
    enum class EditMode { None, Deal, Play };
    void setEditMode(EditMode mode);
    EditMode editMode() const { return mEditMode; }
    /** Where @p card was last drawn in @p seat's hand (widget coordinates), or an empty rect. */
    QRectF cardRect(Seat seat, Card card) const;
    /** Where @p seat's hand was last drawn. */
    QRectF handRect(Seat seat) const { return mGeometry.hands[int(seat)]; }
    /** Where the lines of corner @p corner (0 top left, 1 top right, 2 bottom left, 3 bottom right) were written. */
    QRectF infoRect(int corner) const { return mGeometry.info[size_t(corner)]; }

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
    using Hit = DiagramRenderer::CardPlace;
    std::optional<Hit> hitAt(QPointF pos) const;
    std::optional<Seat> handAt(QPointF pos) const;

    DiagramRenderer mRenderer;
    DiagramRenderer::Geometry mGeometry; // where the last paint put the hands and cards
    EditMode mEditMode = EditMode::None;
    QString mPlaceholder;
    std::optional<Hit> mPressed;
    QPointF mPressPos;
    QPointF mDragPos;
    bool mDragging = false;
};

} // namespace Kibitz
