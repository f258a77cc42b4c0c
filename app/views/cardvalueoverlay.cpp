#include "cardvalueoverlay.h"

#include "views/handdiagram.h"

#include <QEvent>
#include <QPainter>
#include <QThread>

#include <algorithm>

namespace Kibitz {

namespace {

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
        if (event->type() == QEvent::Resize)
            setGeometry(mDiagram->rect());
        else if (event->type() == QEvent::Paint)
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
        QMetaObject::invokeMethod(this, [this, play, values = values.value_or(QList<CardValue>())] {
            deliver(play, values);
        }, Qt::QueuedConnection);
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

void CardValueOverlay::paintEvent(QPaintEvent *)
{
    if (mValues.isEmpty())
        return;
    int best = 0;
    for (const CardValue &v : mValues)
        best = std::max(best, v.tricks);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
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
        const QColor colour = v.tricks == best ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28);
        QColor tint = colour;
        tint.setAlpha(40);
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
        painter.drawRoundedRect(card, 2, 2);
        const qreal size = std::max(7.0, card.height() * 0.48);
        font.setPixelSize(int(size));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(colour);
        const QRectF label(card.right() - 1, card.top() - size * 0.25, size * 1.4, size * 1.2);
        painter.drawText(label, Qt::AlignLeft | Qt::AlignTop, QString::number(v.tricks));
    }
}

} // namespace Kibitz
