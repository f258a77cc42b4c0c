#pragma once

#include "editing/boardpanel.h"

#include "model/card.h"

#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;

namespace Kibitz {

/**
 * Play entry for the current board: the cards themselves are clicked in the
 * diagram (only legal ones are accepted); this panel says whose turn it is,
 * takes back the last card and records a claim.
 */
class PlayEditor : public BoardPanel
{
    Q_OBJECT

public:
    explicit PlayEditor(Document *document, QWidget *parent = nullptr);

    HandDiagram::EditMode diagramMode() const override { return HandDiagram::EditMode::Play; }
    /** Plays @p card when it is legal next; false otherwise (and nothing changes). */
    bool playCard(Card card);
    void undoLastCard();
    /** Records a claim of @p tricks in total for declarer, or withdraws it. */
    void claim(std::optional<int> tricks);
    QString statusText() const;
    QSpinBox *claimSpin() const { return mClaimTricks; }
    /** What has been typed towards the next card ("c1"), not yet a card. */
    QString typed() const { return mTyped; }

protected:
    void refresh() override;
    void languageChanged() override;
    /** Cards typed suit first or rank first: sa, h7, c10, ct, 7h; Backspace takes back the last card. */
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    QString mTyped;
    QLabel *mStatus;
    QLabel *mLegal;
    QPushButton *mUndo;
    QSpinBox *mClaimTricks;
    QPushButton *mClaim;
    QPushButton *mWithdraw;
};

} // namespace Kibitz
