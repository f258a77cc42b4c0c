#pragma once

#include "model/board.h"
#include "model/play.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QSizeF>

#include <array>

class QPainter;

namespace Kibitz {

/**
 * Draws a board's hand diagram as bridge columns do: North on top, South below, West and East either side of a
 * compass that shows dealer, vulnerability and the trick in progress, with the board's facts in the corners.
 *
 * The one drawing code for the screen (HandDiagram), printed hand records (HandRecordPrinter) and exported
 * pictures (DiagramExport): it needs a QPainter and a font, never a widget. Everything is measured in the font's
 * em, so the diagram scales to any rectangle and stays sharp on any device.
 */
class DiagramRenderer
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::DiagramRenderer)

public:
    DiagramRenderer();

    void setBoard(const Board &board);
    const Board &board() const { return mBoard; }
    /** Shows the deal after the first @p cards cards of the play (clamped). */
    void setPosition(int cards);
    int position() const { return mPosition; }
    /** Played cards are hidden instead of greyed. */
    void setHidePlayed(bool hide) { mHidePlayed = hide; }
    bool hidePlayed() const { return mHidePlayed; }
    /** Marks the cards the player to move may play, when the position is the end of the play so far. */
    void setMarkLegalCards(bool mark) { mMarkLegalCards = mark; }
    bool markLegalCards() const { return mMarkLegalCards; }
    /**
     * Writes "N-S 0 · E-W 0, Before the lead" in a corner when the play is shown from its start (the screen
     * does, to say where the stepping is; printed and exported diagrams leave it out).
     */
    void setShowStartOfPlay(bool show) { mShowStartOfPlay = show; }
    /** Room after every card in the hands, in em, for a value drawn beside it (CardValueOverlay); 0 by default. */
    void setValueSpace(qreal em) { mValueSpace = em; }
    qreal valueSpace() const { return mValueSpace; }
    /** The font whose family and style the diagram uses; its size does not matter (the diagram scales). */
    void setFont(const QFont &font) { mFont = font; }
    const QFont &font() const { return mFont; }

    /** The play up to the position. */
    const Play &shownPlay() const { return mPlay; }
    /** What @p seat still holds at the position. */
    Hand remaining(Seat seat) const;
    /** The cards on the table at the position: the trick in progress, or the one just completed. */
    QList<Card> trickOnTable() const;
    int tricksNorthSouth() const;
    int tricksEastWest() const;

    /** The diagram's natural size when its text is @p em pixels high. */
    QSizeF size(qreal em) const;
    /** Width over height of the natural layout at the font's own size. */
    qreal aspectRatio() const;

    /** A card drawn in a hand, in the painter's coordinates. */
    struct CardPlace
    {
        QRectF rect;
        Card card;
        Seat seat;
    };
    /** Where paint() put things, for hit testing. */
    struct Geometry
    {
        qreal em = 20;
        std::array<QRectF, 4> hands; ///< each seat's hand, with a small margin
        QList<CardPlace> cards; ///< the cards still held (not the played ones)
        std::array<QRectF, 4>
            info; ///< the lines written in the corners: top left, top right, bottom left, bottom right
    };
    /** Paints the diagram scaled to fit @p rect and centred in it; the background is left to the caller. */
    Geometry paint(QPainter &painter, const QRectF &rect) const;

    /** One card face as it lies on the table (also the card being dragged). */
    void drawCard(QPainter &painter, const QRectF &rect, Card card, bool winner, qreal em) const;
    /** The size of a card face at @p em. */
    static QSizeF cardSize(qreal em);

private:
    struct Layout;
    struct InfoLine;
    Layout layout(qreal em) const;
    QList<InfoLine> cornerLines(int corner) const;
    QFont scaledFont(qreal px, int weight = -1) const;
    qreal handWidth(Seat seat, qreal em) const;
    void drawHand(QPainter &painter, Seat seat, QPointF topLeft, qreal width, qreal em, const QPointF &origin,
        Geometry &geometry) const;
    void drawCompass(QPainter &painter, const QRectF &rect, qreal em) const;

    Board mBoard;
    Play mPlay;
    int mPosition = 0;
    bool mHidePlayed = false;
    bool mMarkLegalCards = false;
    qreal mValueSpace = 0;
    bool mShowStartOfPlay = false;
    QFont mFont;
    QList<DealProblem> mProblems;
    QStringList mBoardProblems; // as shownText() shows them, as the names
    std::array<QString, 4> mNames;
};

} // namespace Kibitz
