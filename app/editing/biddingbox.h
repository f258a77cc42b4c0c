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

    /** What has been typed towards the next call ("1", "x"), not yet a call. */
    QString typed() const { return mTyped; }

    /** Makes @p call with the alert and explanation entered; false when it is not legal next. */
    bool makeCall(const Call &call);
    void undoLastCall();

protected:
    void refresh() override;
    /** Calls typed: 1n (1nt), 2s, p, x, xx (or r); Backspace takes back the last call, Escape what is typed. */
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    /** Adds @p c to what is typed and makes the call once it is complete. */
    bool type(QChar c);

    QString mTyped;
    bool mAfterNotrump = false;
    QHash<int, QPushButton *> mButtons;
    QCheckBox *mAlert;
    QLineEdit *mExplanation;
    QPushButton *mUndo;
    QLabel *mStatus;
};

} // namespace Kibitz
