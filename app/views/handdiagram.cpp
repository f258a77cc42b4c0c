#include "handdiagram.h"

#include "views/palette.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>

namespace Kibitz {

HandDiagram::HandDiagram(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    mRenderer.setFont(font());
    mRenderer.setShowStartOfPlay(true);
}

HandDiagram::~HandDiagram() = default;

void HandDiagram::setBoard(const Board &board)
{
    mRenderer.setBoard(board);
    update();
}

void HandDiagram::setPosition(int cards)
{
    if (std::clamp(cards, 0, int(board().playedCards().size())) == position())
        return;
    mRenderer.setPosition(cards);
    update();
}

void HandDiagram::setValueSpace(qreal em)
{
    mRenderer.setValueSpace(em);
    updateGeometry();
    update();
}

void HandDiagram::setHidePlayed(bool hide)
{
    mRenderer.setHidePlayed(hide);
    update();
}

QSize HandDiagram::sizeHint() const
{
    return mRenderer.size(QFontMetricsF(font()).height() * 1.25).toSize();
}

QSize HandDiagram::minimumSizeHint() const
{
    return mRenderer.size(QFontMetricsF(font()).height() * 0.7).toSize();
}

void HandDiagram::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        mRenderer.setFont(font());
        updateGeometry();
    }
}

void HandDiagram::setPlaceholder(const QString &text)
{
    mPlaceholder = text;
    update();
}

void HandDiagram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (!mPlaceholder.isEmpty()) {
        mGeometry = {};
        QFont big = font();
        big.setPointSizeF(std::max(10.0, big.pointSizeF() * 1.4));
        painter.setFont(big);
        painter.setPen(Palette::color(Palette::Muted));
        painter.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, mPlaceholder);
        return;
    }
    mGeometry = mRenderer.paint(painter, rect());
    if (mDragging && mPressed) {
        const qreal em = mGeometry.em;
        painter.setRenderHint(QPainter::Antialiasing);
        if (const auto target = handAt(mDragPos); target && *target != mPressed->seat) {
            painter.setPen(QPen(Palette::color(Palette::Accent), std::max(1.5, em * 0.1)));
            QColor focus = Palette::color(Palette::Accent);
            focus.setAlpha(28);
            painter.setBrush(focus);
            painter.drawRoundedRect(mGeometry.hands[int(*target)], 0.4 * em, 0.4 * em);
        }
        const QSizeF card = DiagramRenderer::cardSize(em);
        mRenderer.drawCard(
            painter, QRectF(mDragPos - QPointF(card.width() / 2, card.height() / 2), card), mPressed->card, false, em);
    }
}

void HandDiagram::setEditMode(EditMode mode)
{
    mEditMode = mode;
    mRenderer.setMarkLegalCards(mode == EditMode::Play);
    mPressed.reset();
    mDragging = false;
    setMouseTracking(mode != EditMode::None);
    update();
}

QRectF HandDiagram::cardRect(Seat seat, Card card) const
{
    for (const Hit &h : mGeometry.cards) {
        if (h.seat == seat && h.card == card)
            return h.rect;
    }
    return {};
}

std::optional<HandDiagram::Hit> HandDiagram::hitAt(QPointF pos) const
{
    for (const Hit &h : mGeometry.cards) {
        if (h.rect.contains(pos))
            return h;
    }
    return std::nullopt;
}

std::optional<Seat> HandDiagram::handAt(QPointF pos) const
{
    for (Seat s : AllSeats) {
        if (mGeometry.hands[int(s)].contains(pos))
            return s;
    }
    return std::nullopt;
}

void HandDiagram::mousePressEvent(QMouseEvent *event)
{
    if (mEditMode == EditMode::None || event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    mPressed = hitAt(event->position());
    mPressPos = event->position();
    mDragging = false;
}

void HandDiagram::mouseMoveEvent(QMouseEvent *event)
{
    if (mEditMode == EditMode::None)
        return;
    if (!mPressed) {
        setCursor(hitAt(event->position()) ? Qt::PointingHandCursor : Qt::ArrowCursor);
        return;
    }
    if (mEditMode == EditMode::Deal
        && (mDragging || (event->position() - mPressPos).manhattanLength() >= QApplication::startDragDistance())) {
        mDragging = true;
        mDragPos = event->position();
        setCursor(Qt::ClosedHandCursor);
        update();
    }
}

void HandDiagram::mouseReleaseEvent(QMouseEvent *event)
{
    if (mEditMode == EditMode::None || event->button() != Qt::LeftButton || !mPressed) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const Hit pressed = *mPressed;
    const bool dragging = mDragging;
    mPressed.reset();
    mDragging = false;
    setCursor(Qt::ArrowCursor);
    update();
    if (dragging) {
        if (const auto target = handAt(event->position()); target && *target != pressed.seat)
            Q_EMIT cardDropped(pressed.card, *target);
    } else if (mEditMode == EditMode::Play) {
        if (const auto hit = hitAt(event->position()); hit && hit->card == pressed.card)
            Q_EMIT cardClicked(pressed.card);
    }
}

} // namespace Kibitz
