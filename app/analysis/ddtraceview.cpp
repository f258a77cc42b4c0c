#include "ddtraceview.h"

#include "analysis/boardanalysis.h"
#include "views/cardstyle.h"
#include "views/palette.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTextDocument>
#include <QToolTip>

#include <algorithm>

namespace Kibitz {

namespace {

constexpr qreal Margin = 8;
constexpr int NoHit = -2;
constexpr int StartHit = -1;

QColor costColor()
{
    return Palette::color(Palette::Error);
}

QColor costTint()
{
    return Palette::color(Palette::ErrorTint);
}

QColor mutedColor()
{
    return Palette::color(Palette::Grey);
}

QFont smallFont(const QFont &base)
{
    QFont small = base;
    small.setPointSizeF(base.pointSizeF() > 0 ? base.pointSizeF() * 0.82 : 8);
    return small;
}

QFont scaledFont(const QFont &base, qreal factor, bool bold = false)
{
    QFont f = base;
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * factor);
    else
        f.setPixelSize(std::max(1, qRound(base.pixelSize() * factor)));
    f.setBold(bold);
    return f;
}

/** The width a card cell needs: seat letter, the widest card (a bold ten) and a two-digit value. */
qreal cellWidth(const QFont &base, qreal cardFactor)
{
    const QFontMetricsF fm(base);
    const QFontMetricsF small(smallFont(base));
    const QFontMetricsF card(scaledFont(base, cardFactor, true));
    return small.horizontalAdvance(QStringLiteral("W")) + card.horizontalAdvance(QStringLiteral("\u266010"))
        + QFontMetricsF(scaledFont(base, 1, true)).horizontalAdvance(QStringLiteral("13")) + fm.height() * 1.0;
}

constexpr qreal BigFactor = 2.2; // the value at the lead against the widget's font

qreal startColumnWidth(const QFont &base)
{
    // The value at the lead, and the words under it as the language writes them (Dutch "gemaakt" for "makes").
    const auto word = [](const char *text) { return QCoreApplication::translate("Kibitz::DdTraceView", text); };
    const QFontMetricsF small(smallFont(base));
    const qreal widest
        = std::max({ QFontMetricsF(scaledFont(base, BigFactor, true)).horizontalAdvance(QStringLiteral("13")),
            QFontMetricsF(scaledFont(base, 1, true)).horizontalAdvance(word("makes")),
            small.horizontalAdvance(word("tricks")), small.horizontalAdvance(word("Start")) });
    return widest + QFontMetricsF(base).height() * 1.4;
}

bool sameSide(Seat a, Seat b)
{
    return isNorthSouth(a) == isNorthSouth(b);
}

bool samePlay(const Play &a, const Play &b)
{
    return a.deal() == b.deal() && a.trump() == b.trump() && a.openingLeader() == b.openingLeader()
        && a.cards() == b.cards();
}

} // namespace

struct DdTraceView::Geometry
{
    QRectF summary;
    qreal rowHeight = 0;
    qreal scale = 1; // card rows against their smallest size
    qreal cardFactor = 1; // card text against the widget's font
    QList<QRectF> rowLabels; // the trick row, then lead, 2nd, 3rd, 4th
    QRectF startHeader;
    QRectF start;
    QList<QRectF> trickHeaders;
    QList<QRectF> cards;
    qreal bottom = 0;
};

DdTraceView::DdTraceView(BoardAnalysis *analysis, QWidget *parent)
    : QWidget(parent)
    , mAnalysis(analysis)
    , mSummary(std::make_unique<QTextDocument>())
{
    setObjectName(QStringLiteral("ddTraceView"));
    setMouseTracking(true);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    mSummary->setDocumentMargin(0);
    connect(mAnalysis, &BoardAnalysis::traceReady, this, &DdTraceView::refresh);
    refresh();
}

DdTraceView::~DdTraceView() = default;

void DdTraceView::setBoard(const Board &board, int position)
{
    const Play play = board.play();
    const bool samePosition = position == mPosition && samePlay(play, mPlay);
    const bool sameBoard = board == mBoard;
    mBoard = board;
    mPosition = position;
    if (sameBoard && samePosition)
        return;
    if (!samePlay(play, mPlay)) {
        mPlay = play;
        refresh();
    } else {
        update();
    }
    if (!sameBoard)
        refresh(); // the contract or claim in the summary may have changed
}

void DdTraceView::setActive(bool active)
{
    if (mActive == active)
        return;
    mActive = active;
    refresh();
}

Seat DdTraceView::declarer() const
{
    if (const auto contract = mBoard.contract(); contract && !contract->isPassedOut())
        return contract->declarer;
    return rho(mPlay.openingLeader());
}

void DdTraceView::refresh()
{
    mTrace.reset();
    mError.clear();
    if (mBoard.deal().cardCount() == 0) {
        mState = State::NoBoard;
    } else if (mPlay.size() == 0) {
        mState = State::NoPlay;
    } else if (!mAnalysis) {
        mState = State::Inactive;
    } else if (const auto known = mAnalysis->trace(mPlay)) {
        mTrace = known->trace;
        mError = known->error;
        mState = mTrace ? State::Solved : State::Failed;
    } else if (mActive) {
        mState = State::Solving;
        mAnalysis->requestTrace(mPlay);
    } else {
        mState = State::Inactive;
    }
    mSummary->setDefaultFont(font());
    mSummary->setHtml(summaryHtml());
    if (mHover >= mPlay.size())
        mHover = NoHit;
    updateGeometry();
    update();
}

QString DdTraceView::cardPhrase(int index) const
{
    const Card card = mPlay.cards().value(index);
    const Seat seat = mPlay.seatOf(index);
    const Seat decl = declarer();
    if (seat == decl)
        return card.toSymbolString();
    if (seat == partner(decl))
        return tr("%1 from dummy").arg(card.toSymbolString());
    return tr("%1 by %2").arg(card.toSymbolString(), seatName(seat));
}

QString DdTraceView::summaryText() const
{
    QTextDocument plain;
    plain.setHtml(summaryHtml());
    return plain.toPlainText();
}

QString DdTraceView::summaryHtml() const
{
    switch (mState) {
    case State::NoBoard:
        return QString();
    case State::NoPlay: {
        QString text = tr("No play recorded: the double-dummy trace follows the cards actually played.");
        const auto contract = mBoard.contract();
        if (contract && !contract->isPassedOut()) {
            if (const auto tricks = mBoard.doubleDummy().tricks(contract->declarer, contract->strain))
                text += QLatin1Char(' ')
                    + tr("Double dummy, %1 takes %n trick(s).", nullptr, *tricks).arg(contract->toDisplayString());
        }
        return CardStyle::suitHtml(text);
    }
    case State::Inactive:
    case State::Solving:
        return CardStyle::suitHtml(tr("Solving the play double-dummy\u2026"));
    case State::Failed:
        return QStringLiteral("<span style=\"color:%1\">%2</span>")
            .arg(costColor().name(), CardStyle::suitHtml(tr("No double-dummy trace: %1.").arg(mError)));
    case State::Solved:
        break;
    }

    const PlayTrace &trace = *mTrace;
    const int atLead = trace.tricks.value(0);
    const auto contract = mBoard.contract();
    QString headline;
    if (contract && !contract->isPassedOut())
        headline = tr("Double dummy: %n trick(s) at the lead", nullptr, atLead);
    else // a play without a contract (an end position): the side not on lead counts as declarer
        headline = tr("Double dummy: %n trick(s) at the lead for %1, counted as declarer", nullptr, atLead)
                       .arg(isNorthSouth(trace.declarer) ? tr("North-South") : tr("East-West"));
    if (contract && !contract->isPassedOut() && contract->declarer == trace.declarer) {
        const int diff = atLead - contract->target();
        const QString name = contract->toDisplayString();
        if (diff < 0)
            headline += tr(" (%1 goes down %n)", nullptr, -diff).arg(name);
        else if (diff == 0)
            headline += tr(" (%1 makes)").arg(name);
        else
            headline += tr(" (%1 makes with %n overtrick(s))", nullptr, diff).arg(name);
    }

    QStringList events;
    for (int i = 0; i < trace.cost.size(); ++i) {
        const int cost = trace.cost[i];
        if (cost <= 0)
            continue;
        const int trick = i / 4 + 1;
        const int before = trace.tricks[i];
        const QString card = cardPhrase(i);
        if (sameSide(mPlay.seatOf(i), trace.declarer)) {
            // Declarer returning tricks the defence had given away is "giving back", not "losing".
            if (before > atLead)
                events << tr("declarer gave %n trick(s) back at trick %1 (%2)", nullptr, cost).arg(trick).arg(card);
            else
                events << tr("declarer lost %n trick(s) at trick %1 (%2)", nullptr, cost).arg(trick).arg(card);
        } else {
            if (before < atLead)
                events << tr("the defence gave %n trick(s) back at trick %1 (%2)", nullptr, cost).arg(trick).arg(card);
            else
                events << tr("the defence gave away %n trick(s) at trick %1 (%2)", nullptr, cost).arg(trick).arg(card);
        }
    }
    QString rest;
    if (events.isEmpty())
        rest = tr("Every card kept the double-dummy result.");
    else
        rest = tr("Then %1.").arg(events.join(tr(", ")));

    const int last = trace.tricks.last();
    const int played = mPlay.size();
    if (mPlay.isFinished()) {
        rest += QLatin1Char(' ') + tr("Declarer took %n trick(s).", nullptr, last);
    } else if (const auto claim = mBoard.claim()) {
        if (*claim == last)
            rest += QLatin1Char(' ') + tr("Claim of %n trick(s): the double-dummy result.", nullptr, *claim);
        else if (*claim < last)
            rest += QLatin1Char(' ')
                + tr("Claim of %1: double dummy, declarer could still take %n trick(s).", nullptr, last).arg(*claim);
        else
            rest += QLatin1Char(' ')
                + tr("Claim of %1: double dummy, the defence could hold declarer to %n trick(s).", nullptr, last)
                      .arg(*claim);
    } else if (played > 0) {
        rest += QLatin1Char(' ')
            + tr("Play stops after card %1: double dummy, %n trick(s) for declarer.", nullptr, last).arg(played);
    }
    return QStringLiteral("<b>%1.</b> %2").arg(CardStyle::suitHtml(headline), CardStyle::suitHtml(rest));
}

QString DdTraceView::cardTip(int index) const
{
    const Card card = mPlay.cards().value(index);
    const Seat seat = mPlay.seatOf(index);
    QStringList lines;
    lines << CardStyle::suitHtml(index % 4 == 0
            ? tr("Trick %1: %2 led by %3").arg(index / 4 + 1).arg(card.toSymbolString(), seatName(seat))
            : tr("Trick %1: %2 by %3").arg(index / 4 + 1).arg(card.toSymbolString(), seatName(seat)));
    if (mTrace && index < mTrace->cost.size()) {
        lines << CardStyle::suitHtml(tr("Declarer's double-dummy tricks: %1 \u2192 %2")
                                         .arg(mTrace->tricks[index])
                                         .arg(mTrace->tricks[index + 1]));
        if (const int cost = mTrace->cost[index]; cost > 0)
            lines << QStringLiteral("<b style=\"color:%1\">%2</b>")
                         .arg(costColor().name(), tr("This card cost %n trick(s).", nullptr, cost));
    }
    lines << QStringLiteral("<i>%1</i>").arg(tr("Click to show the play after this card."));
    return QStringLiteral("<qt>%1</qt>").arg(lines.join(QStringLiteral("<br>")));
}

DdTraceView::Geometry DdTraceView::geometry() const
{
    Geometry g;
    const qreal width = std::max<qreal>(QWidget::width(), minimumSizeHint().width());
    mSummary->setTextWidth(width - 2 * Margin);
    const qreal summaryHeight = mSummary->isEmpty() ? 0 : mSummary->size().height();
    g.summary = QRectF(Margin, Margin, width - 2 * Margin, summaryHeight);
    if (mState == State::NoBoard || mState == State::NoPlay || mState == State::Failed) {
        g.bottom = g.summary.bottom() + Margin;
        return g;
    }

    const QFontMetricsF fm(font());
    const qreal top = g.summary.bottom() + (summaryHeight > 0 ? fm.height() * 0.6 : 0);
    const qreal headerHeight = std::round(fm.height() * 1.6);
    // The card rows grow with the space the dock leaves them, up to half as large again.
    const qreal spare = (height() - top - Margin - headerHeight) / 4;
    g.rowHeight = std::round(std::clamp(spare, fm.height() * 1.6, fm.height() * 2.8));
    g.scale = g.rowHeight / (fm.height() * 1.6);
    const qreal labelWidth = labelColumnWidth();
    const qreal startWidth = startColumnWidth(font());
    const int tricks = std::max(1, mPlay.totalTricks());
    const qreal minColumn = cellWidth(font(), 1.0);
    const qreal column
        = std::clamp((width - 2 * Margin - labelWidth - startWidth) / tricks, minColumn, minColumn * 1.5 * g.scale);
    // Cards as large as the row allows, but never crowding the cell.
    g.cardFactor = 1.1 * std::min(g.scale, 1.2);
    while (g.cardFactor > 1.0 && cellWidth(font(), g.cardFactor) > column)
        g.cardFactor -= 0.05;

    g.rowLabels << QRectF(Margin, top, labelWidth, headerHeight);
    for (int row = 0; row < 4; ++row)
        g.rowLabels << QRectF(Margin, top + headerHeight + row * g.rowHeight, labelWidth, g.rowHeight);
    const qreal x0 = Margin + labelWidth;
    g.startHeader = QRectF(x0, top, startWidth, headerHeight);
    g.start = QRectF(x0, top + headerHeight, startWidth, 4 * g.rowHeight).adjusted(2, 2, -6, -2);
    const qreal x1 = x0 + startWidth;
    for (int t = 0; t < tricks; ++t)
        g.trickHeaders << QRectF(x1 + t * column, top, column, headerHeight);
    for (int i = 0; i < mPlay.size() && i < tricks * 4; ++i)
        g.cards << QRectF(x1 + (i / 4) * column, top + headerHeight + (i % 4) * g.rowHeight, column, g.rowHeight)
                       .adjusted(2, 2, -2, -2);
    g.bottom = top + headerHeight + 4 * g.rowHeight + Margin;
    return g;
}

QStringList DdTraceView::rowLabels()
{
    return { tr("Trick"), tr("Lead"), tr("2nd"), tr("3rd"), tr("4th") };
}

qreal DdTraceView::labelColumnWidth() const
{
    const QFontMetricsF small(smallFont(font()));
    qreal width = 0;
    for (const QString &label : rowLabels())
        width = std::max(width, small.horizontalAdvance(label));
    return width + QFontMetricsF(font()).height() * 0.6;
}

QRectF DdTraceView::cardRect(int index) const
{
    return geometry().cards.value(index);
}

QRectF DdTraceView::startRect() const
{
    return geometry().start;
}

QSize DdTraceView::sizeHint() const
{
    const QSize minimum = minimumSizeHint();
    const QFontMetricsF fm(font());
    return { int(minimum.width() * 1.2), int(fm.height() * 14) };
}

QSize DdTraceView::minimumSizeHint() const
{
    const QFontMetricsF fm(font());
    const qreal minColumn = cellWidth(font(), 1.0);
    return { int(std::ceil(2 * Margin + labelColumnWidth() + startColumnWidth(font()) + 13 * minColumn)),
        int(fm.height() * 6) };
}

void DdTraceView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);

    if (!mSummary->isEmpty()) {
        painter.save();
        painter.translate(g.summary.topLeft());
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, text);
        mSummary->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    if (g.rowLabels.isEmpty())
        return;

    const QFont base = font();
    const QFont small = smallFont(base);
    QFont bold = base;
    bold.setBold(true);
    const QFontMetricsF fm(base);
    const QFontMetricsF smallFm(small);

    // Row labels and the grid's light rules.
    const QStringList labels = rowLabels();
    painter.setFont(small);
    painter.setPen(mutedColor());
    for (int row = 0; row < 5; ++row)
        painter.drawText(g.rowLabels[row].adjusted(0, 0, -6, 0), Qt::AlignRight | Qt::AlignVCenter, labels[row]);
    const qreal right = g.trickHeaders.isEmpty() ? g.startHeader.right() : g.trickHeaders.last().right();
    QColor rule = text;
    rule.setAlpha(30);
    painter.setPen(QPen(rule, 1));
    painter.drawLine(QPointF(Margin, g.startHeader.bottom()), QPointF(right, g.startHeader.bottom()));
    for (const QRectF &h : g.trickHeaders)
        painter.drawLine(QPointF(h.left(), h.top() + 3), QPointF(h.left(), g.rowLabels[4].bottom() - 3));

    const int currentTrick = mPosition == 0 ? -1 : (mPosition - 1) / 4;
    // Trick numbers: the trick shown is marked.
    for (int t = 0; t < g.trickHeaders.size(); ++t) {
        const QRectF h = g.trickHeaders[t];
        const bool current = t == currentTrick;
        if (current) {
            QColor band = pal.color(QPalette::Highlight);
            band.setAlpha(36);
            painter.setPen(Qt::NoPen);
            painter.setBrush(band);
            painter.drawRoundedRect(h.adjusted(2, 3, -2, -3), 4, 4);
        }
        painter.setFont(current ? bold : base);
        painter.setPen(t * 4 < mPlay.size() ? text : mutedColor());
        painter.drawText(h, Qt::AlignCenter, QString::number(t + 1));
    }

    // The value before the opening lead.
    painter.setFont(small);
    painter.setPen(mutedColor());
    painter.drawText(g.startHeader, Qt::AlignCenter, tr("Start"));
    {
        const QRectF s = g.start;
        const bool current = mPosition == 0;
        const QColor fill = pal.color(QPalette::AlternateBase);
        painter.setPen(current ? QPen(pal.color(QPalette::Highlight), 2) : QPen(rule, 1));
        painter.setBrush(mHover == StartHit ? fill.darker(106) : fill);
        painter.drawRoundedRect(s, 5, 5);
        if (mTrace) {
            const int atLead = mTrace->tricks.value(0);
            const QFont big = scaledFont(base, BigFactor, true);
            const QFontMetricsF bigFm(big);
            const auto contract = mBoard.contract();
            const bool scored = contract && !contract->isPassedOut() && contract->declarer == mTrace->declarer;
            const qreal block = bigFm.height() + smallFm.height() + (scored ? fm.height() : 0);
            qreal y = s.center().y() - block / 2;
            painter.setFont(big);
            painter.setPen(text);
            painter.drawText(QRectF(s.left(), y, s.width(), bigFm.height()), Qt::AlignCenter, QString::number(atLead));
            y += bigFm.height();
            painter.setFont(small);
            painter.setPen(mutedColor());
            painter.drawText(QRectF(s.left(), y - smallFm.height() * 0.2, s.width(), smallFm.height()), Qt::AlignCenter,
                tr("tricks"));
            y += smallFm.height();
            if (scored) {
                const int diff = atLead - contract->target();
                const QString outcome = diff == 0 ? tr("makes")
                    : diff > 0                    ? QStringLiteral("+%1").arg(diff)
                                                  : QStringLiteral("\u2212%1").arg(-diff);
                painter.setFont(bold);
                painter.setPen(diff < 0 ? costColor() : Palette::color(Palette::Good));
                painter.drawText(QRectF(s.left(), y, s.width(), fm.height()), Qt::AlignCenter, outcome);
            }
        } else {
            painter.setFont(bold);
            painter.setPen(mutedColor());
            painter.drawText(s, Qt::AlignCenter, QStringLiteral("\u2026"));
        }
    }

    // The cards.
    QFont cardFont = base;
    cardFont = scaledFont(base, g.cardFactor);
    QFont cardBold = cardFont;
    cardBold.setBold(true);
    const QFontMetricsF cardFm(cardFont);
    QFont badgeFont = small;
    badgeFont.setBold(true);
    const QFontMetricsF badgeFm(badgeFont);
    const Seat decl = mTrace ? mTrace->declarer : declarer();
    for (int i = 0; i < g.cards.size(); ++i) {
        const QRectF cell = g.cards[i];
        const Card card = mPlay.cards()[i];
        const Seat seat = mPlay.seatOf(i);
        const int trick = i / 4;
        const bool complete = (trick + 1) * 4 <= mPlay.size();
        const bool winner = complete && mPlay.winnerOf(trick) == seat;
        const int cost = mTrace && i < mTrace->cost.size() ? mTrace->cost[i] : 0;
        painter.setOpacity(i >= mPosition ? 0.4 : 1.0);

        // Tricks won by declarer's side are tinted blue, the defence's grey; a costly card is red.
        QColor fill = Qt::transparent;
        if (cost > 0)
            fill = costTint();
        else if (winner)
            fill = sameSide(seat, decl) ? Palette::color(Palette::AccentTint) : Palette::color(Palette::Neutral);
        if (i == mHover)
            fill = fill.alpha() == 0 ? pal.color(QPalette::AlternateBase).darker(106) : fill.darker(106);
        QPen border = Qt::NoPen;
        if (cost > 0)
            border = QPen(costColor(), 1);
        if (i == mPosition - 1)
            border = QPen(pal.color(QPalette::Highlight), 2);
        painter.setPen(border);
        painter.setBrush(fill);
        painter.drawRoundedRect(cell, 4, 4);

        const qreal pad = fm.height() * 0.3;
        const qreal baseline = cell.center().y() + (cardFm.ascent() - cardFm.descent()) / 2;
        painter.setFont(small);
        painter.setPen(mutedColor());
        painter.drawText(QPointF(cell.left() + pad, baseline), seatInitial(seat));
        const qreal x = cell.left() + pad + smallFm.horizontalAdvance(QStringLiteral("W")) + pad * 0.7;
        painter.setFont(winner ? cardBold : cardFont);
        const qreal cardWidth = CardStyle::drawSuitText(
            &painter, QPointF(x, baseline), suitSymbol(card.suit()) + CardStyle::rankText(card.rank()), text);
        if (winner) {
            painter.setPen(QPen(text, 1.2));
            const qreal y = baseline + std::max<qreal>(2, cardFm.descent() * 0.7);
            painter.drawLine(QPointF(x, y), QPointF(x + cardWidth, y));
        }

        if (!mTrace || i + 1 >= mTrace->tricks.size())
            continue;
        const QString value = QString::number(mTrace->tricks[i + 1]);
        const QRectF right(cell.left(), cell.top(), cell.width() - pad, cell.height());
        if (cost == 0) {
            painter.setFont(small);
            painter.setPen(mutedColor());
            painter.drawText(right, Qt::AlignRight | Qt::AlignVCenter, value);
            continue;
        }
        // A costly card: the red "-1" and declarer's new total beside it, or above it in a narrow cell,
        // or on the cell's top edge when the row is low as well.
        const QString badge = QStringLiteral("\u2212%1").arg(cost);
        const qreal w = badgeFm.horizontalAdvance(badge) + 7;
        const qreal h = badgeFm.height();
        const QFontMetricsF boldFm(bold);
        const qreal valueWidth = boldFm.horizontalAdvance(value);
        QRectF at(right.right() - valueWidth - 3 - w, cell.center().y() - h / 2, w, h);
        QRectF valueRect = right;
        if (at.left() < x + cardWidth + 2) {
            if (cell.height() >= h + boldFm.height() + 4) {
                at = QRectF(right.right() - w + 2, cell.top() + 2, w, h);
                valueRect = QRectF(right.left(), at.bottom(), right.width(), cell.bottom() - at.bottom() - 1);
            } else {
                at = QRectF(cell.right() - w + 3, cell.top() - h * 0.55, w, h);
            }
        }
        painter.setFont(bold);
        painter.setPen(costColor());
        painter.drawText(valueRect, Qt::AlignRight | Qt::AlignVCenter, value);
        painter.setPen(Qt::NoPen);
        painter.setBrush(costColor());
        painter.drawRoundedRect(at, h / 2, h / 2);
        painter.setFont(badgeFont);
        painter.setPen(Palette::color(Palette::Paper));
        painter.drawText(at, Qt::AlignCenter, badge);
    }
    painter.setOpacity(1.0);

    // Tricks never played: the claim, or where the record stops.
    const int firstUnplayed = (mPlay.size() + 3) / 4;
    if (firstUnplayed < g.trickHeaders.size()) {
        const QRectF rest(g.trickHeaders[firstUnplayed].left(), g.rowLabels[1].top(),
            g.trickHeaders.last().right() - g.trickHeaders[firstUnplayed].left(),
            g.rowLabels[4].bottom() - g.rowLabels[1].top());
        // The longest wording that fits the columns left (one column when the claim came at trick 13),
        // wrapped and at most a size smaller; the full sentence is the tooltip's.
        QStringList notes;
        if (const auto claim = mBoard.claim())
            notes << tr("Claim: %n trick(s) for declarer", nullptr, *claim) << tr("Claim: %1").arg(*claim)
                  << QString::number(*claim);
        else
            notes << tr("Not played") << QStringLiteral("\u2014");
        const QRectF box = rest.adjusted(6, 4, -5, -4);
        mNote.clear();
        for (const QString &candidate : std::as_const(notes)) {
            for (qreal scale : { 1.0, 0.85, 0.7 }) {
                QFont font = base;
                if (base.pointSizeF() > 0)
                    font.setPointSizeF(base.pointSizeF() * scale);
                else
                    font.setPixelSize(std::max(6, qRound(base.pixelSize() * scale)));
                const QRectF need
                    = QFontMetricsF(font).boundingRect(box, Qt::AlignCenter | Qt::TextWordWrap, candidate);
                if (box.contains(need)) {
                    mNote = candidate;
                    mNoteFont = font;
                    break;
                }
            }
            if (!mNote.isEmpty())
                break;
        }
        mNoteRect = box;
        painter.setPen(Qt::NoPen);
        painter.setBrush(pal.color(QPalette::Base));
        painter.drawRect(rest.adjusted(1, 0, 0, 0));
        QPen dashed(rule, 1, Qt::DashLine);
        painter.setPen(dashed);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rest.adjusted(4, 3, -3, -3), 6, 6);
        painter.setFont(mNoteFont);
        painter.setPen(mutedColor());
        painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, mNote);
    } else {
        mNote.clear();
        mNoteRect = QRectF();
    }

    // A key beneath the grid when there is room for it.
    // It wraps (translations run longer than the English) and is left out when not even a line fits.
    const qreal keyTop = g.rowLabels[4].bottom() + smallFm.height() * 0.6;
    const QRectF key(g.rowLabels[0].left(), keyTop, width() - 2 * Margin, height() - Margin / 2 - keyTop);
    if (key.height() >= smallFm.height()) {
        painter.setFont(small);
        painter.setPen(mutedColor());
        painter.drawText(key, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            tr("Beside each card: declarer's double-dummy tricks once it is played. Red: the card cost "
               "its side tricks. Underlined: the card that won the trick. Click a card to go there."));
    }
}

int DdTraceView::hitTest(QPointF pos) const
{
    const Geometry g = geometry();
    for (int i = 0; i < g.cards.size(); ++i) {
        if (g.cards[i].contains(pos))
            return i;
    }
    if (!g.rowLabels.isEmpty() && g.start.contains(pos))
        return StartHit;
    return NoHit;
}

void DdTraceView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const int hit = hitTest(event->position());
    if (hit == NoHit)
        return QWidget::mousePressEvent(event);
    Q_EMIT positionRequested(hit + 1);
}

void DdTraceView::mouseMoveEvent(QMouseEvent *event)
{
    const int hit = hitTest(event->position());
    if (hit != mHover) {
        mHover = hit;
        setCursor(hit == NoHit ? Qt::ArrowCursor : Qt::PointingHandCursor);
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void DdTraceView::leaveEvent(QEvent *event)
{
    if (mHover != NoHit) {
        mHover = NoHit;
        update();
    }
    QWidget::leaveEvent(event);
}

bool DdTraceView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int hit = hitTest(help->pos());
        if (hit >= 0)
            QToolTip::showText(help->globalPos(), cardTip(hit), this, cardRect(hit).toAlignedRect());
        else if (hit == StartHit)
            QToolTip::showText(help->globalPos(),
                tr("Double-dummy tricks for declarer before the opening lead. "
                   "Click to go back to the lead."),
                this);
        else if (mNoteRect.contains(help->pos()) && mBoard.claim())
            QToolTip::showText(
                help->globalPos(), tr("Claim: %n trick(s) for declarer", nullptr, *mBoard.claim()), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void DdTraceView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace Kibitz
