#include "cardvalueoverlay.h"

#include "views/handdiagram.h"
#include "views/palette.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QThread>
#include <QToolTip>

#include <algorithm>

namespace Kibitz {

namespace {

constexpr int KeyFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;

bool samePosition(const Play &a, const Play &b)
{
    return a.deal() == b.deal() && a.trump() == b.trump() && a.openingLeader() == b.openingLeader()
        && a.cards() == b.cards();
}

} // namespace

CardValueOverlay::CardValueOverlay(HandDiagram *diagram)
    : QWidget(diagram)
    , mDiagram(diagram)
{
    setObjectName(QStringLiteral("cardValueOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(diagram->rect());
    diagram->installEventFilter(this);
    hide();
}

CardValueOverlay::~CardValueOverlay()
{
    if (mWorker) {
        mWorker->wait();
        delete mWorker;
    }
}

void CardValueOverlay::setActive(bool active)
{
    if (mActive == active)
        return;
    mActive = active;
    // Room for two digits after every card (the diagram scales its hands to make it).
    mDiagram->setValueSpace(active ? 1.0 : 0.0);
    setVisible(active);
    if (active) {
        raise();
        refresh();
    }
    mDiagram->update();
}

bool CardValueOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mDiagram) {
        if (event->type() == QEvent::Resize) {
            setGeometry(mDiagram->rect());
        } else if (event->type() == QEvent::ToolTip && mActive && !mValues.isEmpty()) {
            const auto *help = static_cast<QHelpEvent *>(event);
            for (const CardValue &v : std::as_const(mValues)) {
                const auto seat = mDiagram->board().deal().owner(v.card);
                if (seat && mDiagram->cardRect(*seat, v.card).united(labelRect(v)).contains(help->pos())) {
                    QToolTip::showText(help->globalPos(), toolTip(v.card), mDiagram);
                    return true;
                }
            }
            QToolTip::showText(help->globalPos(), legend(), mDiagram);
            return true;
        } else if (event->type() == QEvent::Paint)
            refresh(); // every position change repaints the diagram
    }
    return QWidget::eventFilter(watched, event);
}

void CardValueOverlay::refresh()
{
    if (!mActive)
        return;
    const Play &play = mDiagram->shownPlay();
    if (mShown && samePosition(*mShown, play))
        return;
    mShown = play;
    if (!mValues.isEmpty()) {
        mValues.clear();
        update();
        Q_EMIT valuesChanged();
    }
    if (play.cards().size() >= play.totalTricks() * 4 || play.deal().cardCount() == 0)
        return;
    if (mWorker)
        mAgain = true;
    else
        startSolve();
}

void CardValueOverlay::startSolve()
{
    mAgain = false;
    mWorker = QThread::create([this, play = *mShown] {
        const auto values = DoubleDummySolver().cardValues(play);
        QMetaObject::invokeMethod(
            this, [this, play, values = values.value_or(QList<CardValue>())] { deliver(play, values); },
            Qt::QueuedConnection);
    });
    connect(mWorker, &QThread::finished, this, [this] {
        mWorker->deleteLater();
        mWorker = nullptr;
        if (mAgain && mShown)
            startSolve();
    });
    mWorker->start(QThread::LowPriority);
}

void CardValueOverlay::deliver(const Play &play, const QList<CardValue> &values)
{
    if (!mShown || !samePosition(*mShown, play))
        return;
    mValues = values;
    update();
    Q_EMIT valuesChanged();
}

QString CardValueOverlay::legend() const
{
    if (mValues.isEmpty() || !mShown)
        return {};
    const Seat seat = mShown->toMove();
    const QString side = (seat == Seat::North || seat == Seat::South) ? tr("North-South") : tr("East-West");
    const Strain trump = mShown->trump();
    const QString strain = trump == Strain::NoTrump ? tr("in notrump") : tr("with %1 trumps").arg(strainSymbol(trump));
    return tr("Beside each card %1 may play: the tricks %2 take in all %3, double dummy (the tricks won so far "
              "included). Green: keeps the best result.")
        .arg(seatName(seat), side, strain);
}

QString CardValueOverlay::toolTip(Card card) const
{
    for (const CardValue &v : mValues) {
        if (v.card != card || !mShown)
            continue;
        const Seat seat = mShown->toMove();
        const QString side = (seat == Seat::North || seat == Seat::South) ? tr("North-South") : tr("East-West");
        const Strain trump = mShown->trump();
        const QString strain = trump == Strain::NoTrump ? tr("notrump") : tr("%1 trumps").arg(strainSymbol(trump));
        return tr("%1 by %2: %3 end with %n trick(s) (%4, double dummy)", nullptr, v.tricks)
            .arg(card.toSymbolString(), seatName(seat), side, strain);
    }
    return {};
}

QRectF CardValueOverlay::labelRect(const CardValue &value, QFont *font) const
{
    const auto seat = mDiagram->board().deal().owner(value.card);
    if (!seat)
        return {};
    const QRectF card = mDiagram->cardRect(*seat, value.card);
    if (card.isEmpty())
        return {};
    // The value sits as a superscript in the room the diagram leaves after every card while values are shown:
    // its font shrinks until two digits fit that room, so it never reaches the next card at any size.
    const qreal room = mDiagram->valueSpacePixels();
    const QString text = QString::number(value.tricks);
    QFont f = this->font();
    f.setBold(true);
    qreal size = std::max(6.0, card.height() * 0.55);
    for (;; size -= 0.5) {
        f.setPixelSize(std::max(1, int(size)));
        if (QFontMetricsF(f).horizontalAdvance(text) <= room - 1 || size <= 1)
            break;
    }
    if (font)
        *font = f;
    // Within the card's own row, so that it reaches neither the next card nor the suits above and below.
    return QRectF(card.right(), card.top(), std::max(0.0, room - 1), card.height());
}

void CardValueOverlay::paintEvent(QPaintEvent *)
{
    if (mValues.isEmpty())
        return;
    int best = 0;
    for (const CardValue &v : mValues)
        best = std::max(best, v.tricks);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Deal &deal = mDiagram->board().deal();
    for (const CardValue &v : mValues) {
        const auto seat = deal.owner(v.card);
        if (!seat)
            continue;
        const QRectF card = mDiagram->cardRect(*seat, v.card);
        if (card.isEmpty())
            continue;
        // The cards are text, so the value sits as a small superscript in the gap after the rank and the
        // card is tinted: green for every card that keeps the best result, red for those that lose tricks.
        const QColor colour = v.tricks == best ? Palette::color(Palette::Good) : Palette::color(Palette::Error);
        QColor tint = colour;
        tint.setAlpha(40);
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
        painter.drawRoundedRect(card, 2, 2);
        QFont font;
        const QRectF label = labelRect(v, &font);
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(label, Qt::AlignLeft | Qt::AlignTop, QString::number(v.tricks));
    }
    QFont small;
    const QRectF key = keyRect(&small);
    if (!key.isEmpty()) {
        painter.setFont(small);
        painter.setPen(Palette::color(Palette::Muted));
        painter.drawText(key, KeyFlags, legend());
    }
}

QRectF CardValueOverlay::keyRect(QFont *font) const
{
    const QString text = legend();
    if (text.isEmpty())
        return {};
    // Under South's hand where there is room for it (the tooltips say the same per card), else beside it under
    // West's, clear of the warnings and the trick count of the bottom corners, which matter more.
    const QRectF south = mDiagram->handRect(Seat::South);
    const QRectF west = mDiagram->handRect(Seat::West);
    const QRectF below(south.left(), south.bottom() + 2, south.width(), height() - south.bottom() - 4);
    const qreal besideTop = std::max(west.bottom(), south.top()) + 2;
    QList<QRectF> places { below,
        QRectF(west.left(), besideTop, std::max(0.0, south.left() - 4 - west.left()), height() - besideTop - 4) };
    for (int corner : { 2, 3 }) {
        const QRectF lines = mDiagram->infoRect(corner);
        if (lines.isEmpty())
            continue;
        for (QRectF &place : places) {
            if (place.intersects(lines))
                place.setBottom(lines.top() - 2);
        }
        places << QRectF(below.left(), lines.bottom() + 2, below.width(), height() - lines.bottom() - 4);
    }
    // Smaller until the whole key fits; none rather than a key cut off.
    QFont f = this->font();
    for (int px = std::max(8, int(mDiagram->valueSpacePixels() * 0.45)); px >= 8; --px) {
        f.setPixelSize(px);
        for (const QRectF &key : std::as_const(places)) {
            if (key.height() > 0 && QFontMetricsF(f).boundingRect(key, KeyFlags, text).height() <= key.height()) {
                if (font)
                    *font = f;
                return key;
            }
        }
    }
    return {};
}

} // namespace Kibitz
