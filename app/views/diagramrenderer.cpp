#include "diagramrenderer.h"

#include "views/cardstyle.h"
#include "views/palette.h"

#include "model/showntext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace Kibitz {

namespace {

constexpr qreal LineHeight = 1.38; // suit lines, in em
constexpr qreal CompassSide = 9.2; // the felt square, in em
constexpr qreal BandWidth = 1.05; // the seat bands around it
constexpr qreal CardWidth = 1.6;
constexpr qreal CardHeight = 2.15;
constexpr qreal Gap = 0.9;
constexpr qreal Margin = 0.7;
constexpr qreal RankGap = 0.3;
constexpr qreal ReferenceEm = 20.0;
constexpr qreal MaxNameWidth = 3.0; // in em: a longer player name is cut, the hand keeps its size

const QColor Ink = Palette::color(Palette::Ink);
const QColor Muted = Palette::color(Palette::Muted);
const QColor Played = Palette::color(Palette::Played);
const QColor Problem = Palette::color(Palette::Error);

} // namespace

struct DiagramRenderer::InfoLine
{
    QString text;
    qreal size = 0.85; // em
    bool bold = false;
    QColor color = Ink;
};

struct DiagramRenderer::Layout
{
    qreal em = ReferenceEm;
    QSizeF size;
    std::array<QPointF, 4> hand;
    std::array<qreal, 4> handWidth {};
    QRectF compass;
    std::array<QRectF, 4> corner; // top left, top right, bottom left, bottom right
    QRectF problems;
};

DiagramRenderer::DiagramRenderer() = default;

void DiagramRenderer::setBoard(const Board &board)
{
    mBoard = board;
    mProblems = mBoard.deal().problems();
    mBoardProblems.clear();
    for (const QString &problem : mBoard.problems())
        mBoardProblems << shownText(problem);
    for (Seat s : AllSeats)
        mNames[int(s)] = shownText(mBoard.player(s));
    mPosition = -1;
    setPosition(0);
}

void DiagramRenderer::setPosition(int cards)
{
    cards = std::clamp(cards, 0, int(mBoard.playedCards().size()));
    if (cards == mPosition)
        return;
    mPosition = cards;
    mPlay = Play(mBoard.deal(), mBoard.trump(), mBoard.openingLeader());
    for (int i = 0; i < cards; ++i)
        mPlay.append(mBoard.playedCards().at(i));
    if (cards == mBoard.playedCards().size())
        mPlay.setClaim(mBoard.claim());
}

Hand DiagramRenderer::remaining(Seat seat) const
{
    Hand hand = mBoard.deal().hand(seat);
    for (int i = 0; i < mPlay.size(); ++i) {
        if (mPlay.seatOf(i) == seat)
            hand.remove(mPlay.cards().at(i));
    }
    return hand;
}

QList<Card> DiagramRenderer::trickOnTable() const
{
    if (mPosition == 0)
        return {};
    const int start = (mPosition - 1) / 4 * 4;
    return mPlay.cards().mid(start, mPosition - start);
}

int DiagramRenderer::tricksNorthSouth() const
{
    return mPlay.tricksWon(Seat::North);
}

int DiagramRenderer::tricksEastWest() const
{
    return mPlay.tricksWon(Seat::East);
}

QFont DiagramRenderer::scaledFont(qreal px, int weight) const
{
    QFont f = mFont;
    f.setPixelSize(std::max(1, qRound(px)));
    if (weight >= 0)
        f.setWeight(QFont::Weight(weight));
    return f;
}

qreal DiagramRenderer::handWidth(Seat seat, qreal em) const
{
    const QFontMetricsF fm(scaledFont(em));
    const Hand hand = mBoard.deal().hand(seat);
    qreal widest = 0;
    for (Suit suit : SuitsHighToLow) {
        qreal w = 0;
        for (Card c : hand.cards(suit))
            w += fm.horizontalAdvance(CardStyle::rankText(c.rank())) + (RankGap + mValueSpace) * em;
        widest = std::max(widest, w);
    }
    const QFontMetricsF small(scaledFont(em * 0.78, QFont::DemiBold));
    const qreal title = small.horizontalAdvance(seatName(seat).toUpper()) + 4.2 * em
        + std::min(QFontMetricsF(scaledFont(em * 0.78)).horizontalAdvance(mNames[int(seat)]), MaxNameWidth * em);
    return std::max({ widest + 1.4 * em, title, 7.5 * em });
}

DiagramRenderer::Layout DiagramRenderer::layout(qreal em) const
{
    Layout l;
    l.em = em;
    for (Seat s : AllSeats)
        l.handWidth[int(s)] = handWidth(s, em);
    const auto cornerSize = [&](int corner) {
        QSizeF size;
        for (const InfoLine &line : cornerLines(corner)) {
            const QFontMetricsF fm(scaledFont(em * line.size, line.bold ? QFont::Bold : QFont::Normal));
            size.setWidth(std::max(size.width(), fm.horizontalAdvance(line.text)));
            size.setHeight(size.height() + fm.height() * 1.1);
        }
        return size;
    };
    std::array<QSizeF, 4> corners;
    for (int i = 0; i < 4; ++i)
        corners[i] = cornerSize(i);

    const qreal handHeight = 5 * LineHeight * em;
    const qreal side = CompassSide * em;
    const qreal leftW = std::max({ l.handWidth[int(Seat::West)], corners[0].width() });
    const qreal midW = std::max(
        { side + 1.0 * em, l.handWidth[int(Seat::North)] + 0.5 * em, l.handWidth[int(Seat::South)] + 0.5 * em });
    const qreal rightW = std::max({ l.handWidth[int(Seat::East)], corners[1].width(), corners[3].width() });
    const qreal topH = std::max(handHeight, corners[0].height());
    const qreal midH = std::max(side, handHeight);
    const qreal botH = std::max(handHeight, corners[3].height());
    const qreal gapV = 0.7 * em;

    const qreal m = Margin * em;
    const qreal g = Gap * em;
    const qreal xMid = m + leftW + g;
    const qreal xRight = xMid + midW + g;
    const qreal yMid = m + topH + gapV;
    const qreal yBot = yMid + midH + gapV;
    l.compass = QRectF(xMid + (midW - side) / 2, yMid + (midH - side) / 2, side, side);
    const qreal nsX = std::min(l.compass.left() + 0.5 * em, xMid + midW - l.handWidth[0]);
    l.hand[int(Seat::North)] = QPointF(std::max(xMid, nsX), m + topH - handHeight);
    l.hand[int(Seat::South)]
        = QPointF(std::max(xMid, std::min(l.compass.left() + 0.5 * em, xMid + midW - l.handWidth[2])), yBot);
    l.hand[int(Seat::West)] = QPointF(xMid - g - l.handWidth[int(Seat::West)], yMid + (midH - handHeight) / 2);
    l.hand[int(Seat::East)] = QPointF(xRight + 0.3 * em, yMid + (midH - handHeight) / 2);
    l.corner[0] = QRectF(QPointF(m, m), corners[0]);
    l.corner[1] = QRectF(QPointF(xRight + rightW - corners[1].width(), m), corners[1]);
    // Problems run below the diagram across its whole width, so long messages never squeeze the hands.
    const qreal problemsTop = yBot + botH + (corners[2].isEmpty() ? 0 : gapV);
    l.corner[2] = QRectF(QPointF(m, problemsTop), corners[2]);
    l.corner[3] = QRectF(QPointF(xRight + rightW - corners[3].width(), yBot + botH - corners[3].height()), corners[3]);
    l.size = QSizeF(xRight + rightW + m, problemsTop + corners[2].height() + m);
    return l;
}

QSizeF DiagramRenderer::size(qreal em) const
{
    return layout(em).size;
}

qreal DiagramRenderer::aspectRatio() const
{
    const QSize natural = size(QFontMetricsF(mFont).height() * 1.25).toSize();
    return natural.height() > 0 ? qreal(natural.width()) / natural.height() : 1.45;
}

QSizeF DiagramRenderer::cardSize(qreal em)
{
    return QSizeF(CardWidth * em, CardHeight * em);
}

QList<DiagramRenderer::InfoLine> DiagramRenderer::cornerLines(int corner) const
{
    const Board &b = mBoard;
    QList<InfoLine> lines;
    switch (corner) {
    case 0: {
        const QString name = b.labelOrNumber();
        lines << InfoLine { name.isEmpty() ? tr("Board") : tr("Board %1").arg(shownText(name)), 1.25, true, Ink };
        if (!b.title().isEmpty())
            lines << InfoLine { shownText(b.title()), 0.8, false, Muted };
        lines << InfoLine { tr("Dealer %1").arg(seatName(b.dealer())), 0.8, false, Ink };
        const bool vul = b.vulnerability() != Vulnerability::None;
        lines << InfoLine { tr("Vul %1").arg(vulnerabilityName(b.vulnerability())), 0.8, vul,
            vul ? CardStyle::vulnerableColor() : Ink };
        if (b.deal().isPartial())
            lines << InfoLine { tr("End position, %1 per hand").arg(b.deal().cardsPerHand()), 0.8, false, Muted };
        break;
    }
    case 1: {
        const auto contract = b.contract();
        if (contract) {
            lines << InfoLine { contract->toDisplayString(), 1.1, true, Ink };
        } else if (!b.playedCards().isEmpty()) {
            lines << InfoLine { b.trump() == Strain::NoTrump ? tr("Notrump")
                                                             : tr("Trumps %1").arg(strainSymbol(b.trump())),
                1.0, true, Ink };
        }
        if (!b.playedCards().isEmpty()) {
            const Card lead = b.playedCards().first();
            lines << InfoLine { tr("%1 led by %2")
                                    .arg(suitSymbol(lead.suit()) + CardStyle::rankText(lead.rank()),
                                        seatName(b.openingLeader())),
                0.8, false, Muted };
        }
        if (const auto tricks = b.outcome(); contract && !contract->isPassedOut() && tricks) {
            const int over = *tricks - contract->target();
            const QString verdict = over >= 0
                ? (over == 0 ? tr("Made, %1 tricks").arg(*tricks) : tr("Made %1, +%2").arg(*tricks).arg(over))
                : tr("Down %1").arg(-over);
            lines << InfoLine { verdict, 0.8, false, Ink };
        }
        if (const auto score = b.scoreNorthSouth()) {
            const QString points = *score > 0
                ? QStringLiteral("+%1").arg(*score)
                : (*score < 0 ? QStringLiteral("\u2212%1").arg(-*score) : QStringLiteral("0"));
            lines << InfoLine { tr("N-S %1").arg(points), 0.8, true, Ink };
        }
        break;
    }
    case 2: {
        for (const DealProblem &p : mProblems)
            lines << InfoLine { QStringLiteral("\u26a0 ") + p.message, 0.75, false, Problem };
        for (const QString &p : mBoardProblems) {
            bool dealProblem = false;
            for (const DealProblem &dp : mProblems)
                dealProblem = dealProblem || dp.message == p;
            if (!dealProblem)
                lines << InfoLine { QStringLiteral("\u26a0 ") + p, 0.75, false, Problem };
        }
        break;
    }
    case 3: {
        const int total = int(b.playedCards().size());
        if (total == 0 && !b.claim())
            break;
        if (mPosition == 0 && total > 0 && !mShowStartOfPlay)
            break;
        const Play &play = mPlay;
        const int pos = mPosition;
        // A claim before any card is played: printed and exported diagrams show the claim alone.
        if (pos > 0 || mShowStartOfPlay)
            lines << InfoLine { tr("N-S %1  \u00b7  E-W %2").arg(tricksNorthSouth()).arg(tricksEastWest()), 1.0, true,
                Ink };
        if (pos == 0) {
            if (mShowStartOfPlay)
                lines << InfoLine { tr("Before the lead"), 0.8, false, Muted };
        } else {
            const int trick = (pos - 1) / 4 + 1;
            const int card = (pos - 1) % 4 + 1;
            lines << InfoLine { tr("Trick %1, card %2").arg(trick).arg(card), 0.8, false, Muted };
        }
        if (pos == total && play.claim()) {
            const auto contract = b.contract();
            const Seat declarer = contract && !contract->isPassedOut() ? contract->declarer : Seat::North;
            lines << InfoLine { tr("Claim: %1 %2 of %3 tricks")
                                    .arg(isNorthSouth(declarer) ? tr("N-S") : tr("E-W"))
                                    .arg(*play.claim())
                                    .arg(play.totalTricks()),
                0.8, true, Palette::color(Palette::Accent) };
        }
        break;
    }
    }
    return lines;
}

DiagramRenderer::Geometry DiagramRenderer::paint(QPainter &painter, const QRectF &rect) const
{
    Geometry geometry;
    if (rect.width() <= 0 || rect.height() <= 0)
        return geometry;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);

    const Layout reference = layout(ReferenceEm);
    const qreal scale = std::min(rect.width() / reference.size.width(), rect.height() / reference.size.height());
    const qreal em = std::clamp(ReferenceEm * scale, 7.0, 64.0);
    Layout l = layout(em);
    // Text does not scale exactly linearly; shrink once more if the real layout overflows.
    if (l.size.width() > rect.width() || l.size.height() > rect.height()) {
        const qreal fix = std::min(rect.width() / l.size.width(), rect.height() / l.size.height());
        l = layout(std::max(7.0, em * fix));
    }
    const QPointF origin
        = rect.topLeft() + QPointF((rect.width() - l.size.width()) / 2, (rect.height() - l.size.height()) / 2);
    painter.translate(origin);
    geometry.em = l.em;
    for (Seat s : AllSeats)
        geometry.hands[int(s)] = QRectF(l.hand[int(s)], QSizeF(l.handWidth[int(s)], 5 * LineHeight * l.em))
                                     .adjusted(-0.4 * l.em, -0.2 * l.em, 0.4 * l.em, 0.2 * l.em)
                                     .translated(origin);

    drawCompass(painter, l.compass, l.em);
    for (Seat s : AllSeats)
        drawHand(painter, s, l.hand[int(s)], l.handWidth[int(s)], l.em, origin, geometry);

    for (int corner = 0; corner < 4; ++corner) {
        const QRectF cornerRect = l.corner[corner];
        qreal y = cornerRect.top();
        for (const InfoLine &line : cornerLines(corner)) {
            const QFont f = scaledFont(l.em * line.size, line.bold ? QFont::Bold : QFont::Normal);
            painter.setFont(f);
            const QFontMetricsF fm(f);
            const QString text = corner == 2
                ? fm.elidedText(line.text, Qt::ElideRight, l.size.width() - 2 * Margin * l.em)
                : line.text;
            const qreal w = fm.horizontalAdvance(text);
            const qreal x = (corner % 2) ? cornerRect.right() - w : cornerRect.left();
            CardStyle::drawSuitText(&painter, QPointF(x, y + fm.ascent()), text, line.color);
            geometry.info[size_t(corner)] |= QRectF(x, y, w, fm.height()).translated(origin);
            y += fm.height() * 1.1;
        }
    }
    painter.restore();
    return geometry;
}

void DiagramRenderer::drawHand(QPainter &painter, Seat seat, QPointF topLeft, qreal width, qreal em,
    const QPointF &origin, Geometry &geometry) const
{
    const Deal &deal = mBoard.deal();
    const qreal line = LineHeight * em;
    quint8 problemSeats = 0;
    Hand problemCards;
    for (const DealProblem &p : mProblems) {
        problemSeats |= p.seatMask;
        if (p.kind == DealProblem::Kind::Duplicated)
            problemCards = problemCards | p.cards;
    }
    const bool flagged = problemSeats >> int(seat) & 1;

    // Title: seat, player, HCP.
    const QFont titleFont = scaledFont(em * 0.78, QFont::DemiBold);
    const QFontMetricsF tfm(titleFont);
    const qreal titleBase = topLeft.y() + line * 0.7;
    painter.setFont(titleFont);
    painter.setPen(
        flagged ? Problem : (isVulnerable(mBoard.vulnerability(), seat) ? CardStyle::vulnerableColor() : Muted));
    const QString seatText = seatName(seat).toUpper();
    painter.drawText(QPointF(topLeft.x(), titleBase), seatText);
    qreal x = topLeft.x() + tfm.horizontalAdvance(seatText) + 0.5 * em;
    const bool pillShown = deal.isHandKnown(seat) && !deal.hand(seat).isEmpty();
    const QFont pillFont = scaledFont(em * 0.62, QFont::DemiBold);
    const QFontMetricsF pfm(pillFont);
    const QString hcp = pillShown ? tr("%1 HCP").arg(deal.hand(seat).hcp()) : QString();
    const qreal pw = pillShown ? pfm.horizontalAdvance(hcp) + 0.6 * em : 0;
    if (!mNames[int(seat)].isEmpty()) {
        const QFont nameFont = scaledFont(em * 0.78);
        const QFontMetricsF nfm(nameFont);
        // Cut to the room beside the seat and the HCP (a RealBridge "Name#12345" is long).
        const QString name
            = nfm.elidedText(mNames[int(seat)], Qt::ElideRight, std::max(0.0, topLeft.x() + width - x - pw - 0.3 * em));
        painter.setFont(nameFont);
        painter.setPen(Ink);
        painter.drawText(QPointF(x, titleBase), name);
        x += nfm.horizontalAdvance(name) + 0.5 * em;
    }
    if (pillShown) {
        const QRectF pill(
            std::max(x, topLeft.x() + width - pw), titleBase - pfm.ascent() - 0.12 * em, pw, pfm.height() + 0.24 * em);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Palette::color(Palette::Panel));
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter.setFont(pillFont);
        painter.setPen(Muted);
        painter.drawText(pill, Qt::AlignCenter, hcp);
    }

    if (flagged) {
        painter.setPen(QPen(Problem, std::max(1.0, em * 0.08), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(
            QRectF(topLeft.x() - 0.35 * em, topLeft.y() - 0.1 * em, width + 0.7 * em, 5 * line + 0.2 * em), 0.4 * em,
            0.4 * em);
    }

    const QFont rankFont = scaledFont(em);
    const QFont symbolFont = scaledFont(em * 1.05);
    const QFontMetricsF rfm(rankFont);
    if (!deal.isHandKnown(seat)) {
        painter.setFont(scaledFont(em * 0.9));
        painter.setPen(Muted);
        painter.drawText(QRectF(topLeft.x(), topLeft.y() + line, width, 4 * line), Qt::AlignLeft | Qt::AlignVCenter,
            tr("hand not given"));
        return;
    }
    const Hand left = remaining(seat);
    const Hand dealt = deal.hand(seat);
    Hand legal;
    if (mMarkLegalCards && mPosition == mBoard.playedCards().size() && !mPlay.isFinished() && mPlay.toMove() == seat
        && !mPlay.validate()) {
        for (Card c : mPlay.legalCards())
            legal.add(c);
    }
    for (int i = 0; i < 4; ++i) {
        const Suit suit = SuitsHighToLow[i];
        const qreal base = topLeft.y() + line * (i + 1) + line * 0.72;
        painter.setFont(symbolFont);
        painter.setPen(CardStyle::suitColor(suit));
        painter.drawText(QPointF(topLeft.x(), base), suitSymbol(suit));
        qreal rx = topLeft.x() + 1.4 * em;
        painter.setFont(rankFont);
        bool any = false;
        for (Card c : dealt.cards(suit)) {
            const bool played = !left.contains(c);
            if (played && mHidePlayed)
                continue;
            any = true;
            const QString text = CardStyle::rankText(c.rank());
            const qreal w = rfm.horizontalAdvance(text);
            const QRectF cell(rx - 0.15 * em, base - rfm.ascent() - 0.08 * em, w + 0.3 * em,
                rfm.ascent() + rfm.descent() + 0.16 * em);
            const QRectF mark = cell.adjusted(0.05 * em, 0, -0.05 * em, 0);
            if (!played)
                geometry.cards.append(CardPlace { cell.translated(origin), c, seat });
            if (legal.contains(c)) {
                painter.setPen(QPen(Palette::color(Palette::Winner), std::max(1.0, 0.07 * em)));
                painter.setBrush(Palette::color(Palette::WinnerTint));
                painter.drawRoundedRect(mark, 0.2 * em, 0.2 * em);
            }
            if (problemCards.contains(c)) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(Palette::color(Palette::LoserTint));
                painter.drawRoundedRect(QRectF(rx - 0.12 * em, base - rfm.ascent() - 0.05 * em, w + 0.24 * em,
                                            rfm.ascent() + rfm.descent() + 0.1 * em),
                    0.2 * em, 0.2 * em);
                painter.setPen(Problem);
            } else {
                painter.setPen(played ? Played : Ink);
            }
            painter.drawText(QPointF(rx, base), text);
            rx += w + (RankGap + mValueSpace) * em;
        }
        if (!any) {
            painter.setPen(dealt.count(suit) ? Played : Muted);
            painter.drawText(QPointF(rx, base), QStringLiteral("\u2014"));
        }
    }
}

void DiagramRenderer::drawCompass(QPainter &painter, const QRectF &rect, qreal em) const
{
    const qreal radius = 0.7 * em;
    QPainterPath outer;
    outer.addRoundedRect(rect, radius, radius);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Palette::color(Palette::Edge));
    painter.drawPath(outer);

    // Seat bands: red when that side is vulnerable.
    const qreal b = BandWidth * em;
    painter.save();
    painter.setClipPath(outer);
    for (Seat s : AllSeats) {
        QPolygonF band;
        const QPointF tl = rect.topLeft(), tr = rect.topRight(), bl = rect.bottomLeft(), br = rect.bottomRight();
        const QPointF itl = tl + QPointF(b, b), itr = tr + QPointF(-b, b), ibl = bl + QPointF(b, -b),
                      ibr = br + QPointF(-b, -b);
        switch (s) {
        case Seat::North:
            band << tl << tr << itr << itl;
            break;
        case Seat::East:
            band << tr << br << ibr << itr;
            break;
        case Seat::South:
            band << br << bl << ibl << ibr;
            break;
        case Seat::West:
            band << bl << tl << itl << ibl;
            break;
        }
        painter.setBrush(
            isVulnerable(mBoard.vulnerability(), s) ? CardStyle::vulnerableColor() : Palette::color(Palette::Edge));
        painter.drawPolygon(band);
    }
    painter.restore();

    const QRectF felt = rect.adjusted(b, b, -b, -b);
    painter.setBrush(CardStyle::feltColor());
    painter.setPen(QPen(CardStyle::feltColor().darker(130), std::max(1.0, em * 0.06)));
    painter.drawRoundedRect(felt, radius * 0.45, radius * 0.45);

    const QFont letterFont = scaledFont(em * 0.8, QFont::Bold);
    painter.setFont(letterFont);
    for (Seat s : AllSeats) {
        QRectF cell;
        switch (s) {
        case Seat::North:
            cell = QRectF(rect.left(), rect.top(), rect.width(), b);
            break;
        case Seat::South:
            cell = QRectF(rect.left(), rect.bottom() - b, rect.width(), b);
            break;
        case Seat::West:
            cell = QRectF(rect.left(), rect.top(), b, rect.height());
            break;
        case Seat::East:
            cell = QRectF(rect.right() - b, rect.top(), b, rect.height());
            break;
        }
        const bool vul = isVulnerable(mBoard.vulnerability(), s);
        const QString letter = seatInitial(s);
        if (s == mBoard.dealer()) {
            // The dealer's letter sits in a disc.
            const qreal d = b * 0.78;
            const QRectF disc(cell.center() - QPointF(d / 2, d / 2), QSizeF(d, d));
            painter.setPen(Qt::NoPen);
            painter.setBrush(vul ? Palette::color(Palette::Paper) : Ink);
            painter.drawEllipse(disc);
            painter.setPen(vul ? CardStyle::vulnerableColor() : Palette::color(Palette::Paper));
            painter.drawText(disc, Qt::AlignCenter, letter);
        } else {
            painter.setPen(vul ? Palette::color(Palette::Paper) : Ink);
            painter.drawText(cell, Qt::AlignCenter, letter);
        }
    }

    const QList<Card> trick = trickOnTable();
    if (trick.isEmpty()) {
        const QString number = shownText(mBoard.labelOrNumber());
        QFont numberFont = scaledFont(em * 2.2, QFont::Bold);
        const qreal textWidth = QFontMetricsF(numberFont).horizontalAdvance(number);
        if (textWidth > felt.width() * 0.8)
            numberFont = scaledFont(em * 2.2 * felt.width() * 0.8 / textWidth, QFont::Bold);
        painter.setFont(numberFont);
        painter.setPen(Palette::color(Palette::Veil));
        painter.drawText(felt, Qt::AlignCenter, number);
        return;
    }
    const int start = (mPosition - 1) / 4 * 4;
    const bool complete = trick.size() == 4;
    const int winner = complete ? int(mPlay.winnerOf(start / 4)) : -1; // -1: the trick is not complete
    const qreal cw = CardWidth * em, ch = CardHeight * em, pad = 0.25 * em;
    for (int i = 0; i < trick.size(); ++i) {
        const Seat s = mPlay.seatOf(start + i);
        QPointF c = felt.center();
        switch (s) {
        case Seat::North:
            c.ry() = felt.top() + pad + ch / 2;
            break;
        case Seat::South:
            c.ry() = felt.bottom() - pad - ch / 2;
            break;
        case Seat::West:
            c.rx() = felt.left() + pad + cw / 2;
            break;
        case Seat::East:
            c.rx() = felt.right() - pad - cw / 2;
            break;
        }
        drawCard(painter, QRectF(c - QPointF(cw / 2, ch / 2), QSizeF(cw, ch)), trick[i], winner == int(s), em);
    }
}

void DiagramRenderer::drawCard(QPainter &painter, const QRectF &rect, Card card, bool winner, qreal em) const
{
    const qreal r = 0.22 * em;
    painter.setPen(Qt::NoPen);
    painter.setBrush(Palette::color(Palette::Shadow));
    painter.drawRoundedRect(rect.translated(0.06 * em, 0.1 * em), r, r);
    painter.setBrush(Palette::color(Palette::Paper));
    painter.setPen(
        winner ? QPen(Palette::color(Palette::Winner), 0.14 * em) : QPen(Palette::color(Palette::CardEdge), 0.04 * em));
    painter.drawRoundedRect(rect, r, r);
    const QColor color = CardStyle::suitColor(card.suit());
    painter.setPen(color);
    painter.setFont(scaledFont(em * 0.95, QFont::Bold));
    painter.drawText(QRectF(rect.left(), rect.top() + 0.12 * em, rect.width(), rect.height() * 0.45),
        Qt::AlignHCenter | Qt::AlignVCenter, CardStyle::rankText(card.rank()));
    painter.setFont(scaledFont(em * 1.15));
    painter.drawText(QRectF(rect.left(), rect.top() + rect.height() * 0.45, rect.width(), rect.height() * 0.5),
        Qt::AlignHCenter | Qt::AlignVCenter, suitSymbol(card.suit()));
}

} // namespace Kibitz
