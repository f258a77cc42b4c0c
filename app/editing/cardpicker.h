#pragma once

#include "model/deal.h"

#include <QWidget>

namespace Kibitz {

/**
 * The 52 cards in four suit rows, each showing who holds it: clicking gives
 * the card to the selected seat (or takes it back). Cards held twice are
 * ringed red, so the picker doubles as the card check.
 */
class CardPicker : public QWidget
{
    Q_OBJECT

public:
    explicit CardPicker(QWidget *parent = nullptr);

    void setDeal(const Deal &deal);
    void setSelectedSeat(Seat seat);
    /** Where @p card is drawn (tests click it). */
    QRect cardRect(Card card) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /** A pale colour per seat, shared with the seat buttons. */
    static QColor seatColor(Seat seat);

Q_SIGNALS:
    void cardClicked(Card card);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    std::optional<Card> cardAt(QPoint pos) const;
    QSizeF cellSize() const;

    Deal mDeal;
    Seat mSeat = Seat::North;
    std::optional<Card> mHover;
};

} // namespace Kibitz
