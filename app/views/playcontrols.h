#pragma once

#include "retranslator.h"

#include <QList>
#include <QWidget>

class QAction;
class QLabel;
class QSlider;

namespace Kibitz {

/**
 * The bar under the diagram that steps through the play: start, previous trick and card, next card and
 * trick, end, a slider and "Card k of n". Its step actions also fill the Play menu.
 */
class PlayControls : public QWidget
{
    Q_OBJECT

public:
    explicit PlayControls(QWidget *parent = nullptr);

    /** Start, previous trick, previous card, next card, next trick, end. */
    QList<QAction *> stepActions() const { return mActions; }
    /** Shows @p position of the @p total cards played. */
    void setPosition(int position, int total);

    /** Where a step of @p delta cards from @p position leads (not before the start). */
    static int cardStep(int position, int delta);
    /** Where a step of @p delta tricks leads: the start of a trick, not before the start. */
    static int trickStep(int position, int delta);

Q_SIGNALS:
    /** Asks to show the first @p cards cards of the play (INT_MAX: all of them). */
    void positionRequested(int cards);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateLabel();

    QList<QAction *> mActions;
    QSlider *mSlider;
    QLabel *mLabel;
    int mPosition = 0;
    int mTotal = 0;
    Retranslator mTexts { "Kibitz::PlayControls" };
};

} // namespace Kibitz
