#pragma once

#include "editing/boardpanel.h"

#include "model/call.h"

#include <QHash>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Kibitz {

/**
 * The bidding box for the current board: only the calls that are legal next
 * are enabled, a call can be alerted with an explanation, and the last call
 * can be taken back. Calls go through undo commands.
 */
class BiddingBox : public BoardPanel
{
    Q_OBJECT

public:
    explicit BiddingBox(Document *document, QWidget *parent = nullptr);

    /** The button for @p call (code 0-37). */
    QPushButton *button(const Call &call) const { return mButtons.value(call.code()); }
    QCheckBox *alertBox() const { return mAlert; }
    QLineEdit *explanationEdit() const { return mExplanation; }
    QPushButton *undoButton() const { return mUndo; }

    /** Makes @p call with the alert and explanation entered; false when it is not legal next. */
    bool makeCall(const Call &call);
    void undoLastCall();

protected:
    void refresh() override;

private:
    QHash<int, QPushButton *> mButtons;
    QCheckBox *mAlert;
    QLineEdit *mExplanation;
    QPushButton *mUndo;
    QLabel *mStatus;
};

} // namespace Kibitz
