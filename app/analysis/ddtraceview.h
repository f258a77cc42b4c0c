#pragma once

#include "analysis/doubledummysolver.h"
#include "model/board.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QTextDocument;

namespace Kibitz {

class BoardAnalysis;

/**
 * The double-dummy trace of a board's actual play, trick by trick: the four cards of every trick in
 * play order (the leader first, the winner in bold), beside each card declarer's double-dummy tricks
 * once it is played, and every card that cost its side a trick marked in red with what it cost.
 * Above the grid, a summary says where tricks changed hands. Clicking a card asks to step the play to
 * just after it; clicking the opening column steps back to the lead.
 *
 * Traces are solved and cached by BoardAnalysis on a worker thread, and only while the view is active
 * (its dock visible), so browsing with the panel closed costs nothing.
 */
class DdTraceView : public QWidget
{
    Q_OBJECT

public:
    explicit DdTraceView(BoardAnalysis *analysis, QWidget *parent = nullptr);
    ~DdTraceView() override;

    /** Shows @p board's play, @p position cards of it played (the current card framed). */
    void setBoard(const Board &board, int position);
    /** Whether the view asks for traces (it does while it can be seen). */
    void setActive(bool active);
    bool isActive() const { return mActive; }

    enum class State {
        NoBoard, ///< nothing shown
        NoPlay, ///< the board has no played cards
        Inactive, ///< a play, but the view is not active so nothing is solved
        Solving, ///< the trace is being solved
        Solved,
        Failed, ///< the deal or play cannot be traced (an incomplete deal, an illegal card)
    };
    State state() const { return mState; }
    /** The trace shown (when Solved). */
    const std::optional<PlayTrace> &trace() const { return mTrace; }
    /** What the view says above the grid, as plain text. */
    QString summaryText() const;
    /** Where card @p index of the play is drawn, or an empty rect. */
    QRectF cardRect(int index) const;
    /** Where the value before the opening lead is drawn. */
    QRectF startRect() const;
    /** The note over the tricks never played (the claim) as last drawn: its text, box and font. */
    QString unplayedNote() const { return mNote; }
    QRectF unplayedNoteRect() const { return mNoteRect; }
    QFont unplayedNoteFont() const { return mNoteFont; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /** The user clicked a card: the play should be shown with @p cards cards played. */
    void positionRequested(int cards);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry;
    Geometry geometry() const;
    static QStringList rowLabels();
    QString mNote;
    QRectF mNoteRect;
    QFont mNoteFont;
    qreal labelColumnWidth() const;
    void refresh();
    QString summaryHtml() const;
    QString cardTip(int index) const;
    QString cardPhrase(int index) const;
    int hitTest(QPointF pos) const; // card index, -1 for the start cell, -2 for nothing
    Seat declarer() const;

    QPointer<BoardAnalysis> mAnalysis; // owned by the window, which may delete it first
    Board mBoard;
    Play mPlay;
    int mPosition = 0;
    bool mActive = false;
    State mState = State::NoBoard;
    std::optional<PlayTrace> mTrace;
    QString mError;
    int mHover = -2;
    std::unique_ptr<QTextDocument> mSummary;
};

} // namespace Kibitz
