#include "cardpicker.h"

#include "views/cardstyle.h"
#include "views/palette.h"

#include <QMouseEvent>
#include <QPainter>

namespace Kibitz {

namespace {

constexpr int Columns = 13;
constexpr int Rows = 4;
constexpr qreal LabelColumn = 1.2; // cells' worth of room for the suit symbols

} // namespace

CardPicker::CardPicker(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
}

QColor CardPicker::seatColor(Seat seat)
{
    switch (seat) {
    case Seat::North:
        return Palette::color(Palette::SeatNorthTint);
    case Seat::East:
        return Palette::color(Palette::SeatEastTint);
    case Seat::South:
        return Palette::color(Palette::SeatSouthTint);
    case Seat::West:
        return Palette::color(Palette::SeatWestTint);
    }
    return {};
}

void CardPicker::setDeal(const Deal &deal)
{
    mDeal = deal;
    update();
}

void CardPicker::setSelectedSeat(Seat seat)
{
    mSeat = seat;
    update();
}

QSize CardPicker::sizeHint() const
{
    const int h = fontMetrics().height();
    return QSize(int((Columns + LabelColumn) * h * 1.9), Rows * int(h * 2.0));
}

QSize CardPicker::minimumSizeHint() const
{
    const int h = fontMetrics().height();
    return QSize(int((Columns + LabelColumn) * h * 1.35), Rows * int(h * 1.5));
}

QSizeF CardPicker::cellSize() const
{
    return QSizeF(width() / (Columns + LabelColumn), qreal(height()) / Rows);
}

QRect CardPicker::cardRect(Card card) const
{
    const QSizeF cell = cellSize();
    const int row = 3 - int(card.suit());
    const int column = 12 - int(card.rank());
    return QRectF((LabelColumn + column) * cell.width(), row * cell.height(), cell.width(), cell.height())
        .toAlignedRect();
}

std::optional<Card> CardPicker::cardAt(QPoint pos) const
{
    const QSizeF cell = cellSize();
    const int column = int(pos.x() / cell.width() - LabelColumn);
    const int row = int(pos.y() / cell.height());
    if (pos.x() < LabelColumn * cell.width() || column < 0 || column >= Columns || row < 0 || row >= Rows)
        return std::nullopt;
    return Card(Suit(3 - row), Rank(12 - column));
}

void CardPicker::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QSizeF cell = cellSize();
    const qreal pad = std::max(1.5, cell.height() * 0.07);
    QFont rankFont = font();
    rankFont.setPixelSize(std::max(8, int(cell.height() * 0.42)));
    rankFont.setBold(true);
    QFont seatFont = font();
    seatFont.setPixelSize(std::max(7, int(cell.height() * 0.24)));
    seatFont.setBold(true);
    QFont symbolFont = font();
    symbolFont.setPixelSize(std::max(9, int(cell.height() * 0.55)));

    for (int row = 0; row < Rows; ++row) {
        const Suit suit = Suit(3 - row);
        painter.setFont(symbolFont);
        painter.setPen(CardStyle::suitColor(suit));
        painter.drawText(QRectF(0, row * cell.height(), LabelColumn * cell.width(), cell.height()), Qt::AlignCenter,
            suitSymbol(suit));
    }
    for (int c = 0; c < 52; ++c) {
        const Card card = Card::fromIndex(c);
        const QRectF r = QRectF(cardRect(card)).adjusted(pad, pad, -pad, -pad);
        quint8 holders = 0;
        for (Seat s : AllSeats) {
            if (mDeal.hand(s).contains(card))
                holders |= 1 << int(s);
        }
        const int count = std::popcount(holders);
        const bool mine = holders >> int(mSeat) & 1;
        QColor fill = Palette::color(Palette::Paper);
        if (count == 1)
            fill = seatColor(Seat(std::countr_zero(holders)));
        if (mine)
            fill = fill.darker(112);
        QPen border(Palette::color(Palette::PickerEdge), 1);
        if (count > 1)
            border = QPen(Palette::color(Palette::Error), std::max(2.0, pad));
        else if (mHover == card)
            border = QPen(Palette::color(Palette::Accent), 2);
        painter.setPen(border);
        painter.setBrush(fill);
        const qreal radius = cell.height() * 0.14;
        painter.drawRoundedRect(r, radius, radius);

        QColor ink = CardStyle::suitColor(card.suit());
        if (count == 1 && !mine)
            ink.setAlpha(150);
        painter.setPen(ink);
        painter.setFont(rankFont);
        painter.drawText(r.adjusted(0, 0, 0, -r.height() * 0.22), Qt::AlignCenter, CardStyle::rankText(card.rank()));
        if (count > 0) {
            QString letters;
            for (Seat s : AllSeats) {
                if (holders >> int(s) & 1)
                    letters += seatInitial(s);
            }
            painter.setFont(seatFont);
            painter.setPen(count > 1 ? Palette::color(Palette::Error) : Palette::color(Palette::InkSoft));
            painter.drawText(r.adjusted(0, 0, 0, -pad), Qt::AlignHCenter | Qt::AlignBottom, letters);
        }
    }
}

void CardPicker::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const auto card = cardAt(event->position().toPoint()))
        Q_EMIT cardClicked(*card);
}

void CardPicker::mouseMoveEvent(QMouseEvent *event)
{
    const auto card = cardAt(event->position().toPoint());
    if (card != mHover) {
        mHover = card;
        update();
    }
}

void CardPicker::leaveEvent(QEvent *)
{
    mHover.reset();
    update();
}

} // namespace Kibitz
