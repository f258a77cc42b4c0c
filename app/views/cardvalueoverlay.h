#pragma once

#include "analysis/doubledummysolver.h"

#include <QWidget>

class QThread;

namespace Kibitz {

class HandDiagram;

/**
 * Draws the double-dummy value of every legal card (tricks for the side to play) on the cards of a
 * HandDiagram at its shown position. A transparent child of the diagram that reads the diagram's
 * card rectangles, so the diagram itself knows nothing of the analysis; values are solved on a
 * worker thread whenever the shown position changes.
 */
class CardValueOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit CardValueOverlay(HandDiagram *diagram);
    ~CardValueOverlay() override;

    void setActive(bool active);
    bool isActive() const { return mActive; }
    /** The values drawn (empty while solving or when the play is over). */
    const QList<CardValue> &values() const { return mValues; }

    /** What the values mean at the shown position: whose tricks, which strain. */
    QString legend() const;
    /** The tooltip of @p card's value; empty when it has none. */
    QString toolTip(Card card) const;
    /**
     * Where the key (legend()) is drawn, under South's hand and above the lines in the bottom corners (the
     * board's warnings), and in @p font the font it fits with; empty when it does not fit.
     */
    QRectF keyRect(QFont *font = nullptr) const;
    /** Where @p value is drawn (overlay coordinates) and, in @p font, the font it is drawn with. */
    QRectF labelRect(const CardValue &value, QFont *font = nullptr) const;

Q_SIGNALS:
    void valuesChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();
    void startSolve();
    void deliver(const Play &play, const QList<CardValue> &values);

    HandDiagram *mDiagram;
    bool mActive = false;
    std::optional<Play> mShown; // the position mValues belong to (or are being solved for)
    QList<CardValue> mValues;
    QThread *mWorker = nullptr;
    bool mAgain = false;
};

} // namespace Kibitz
