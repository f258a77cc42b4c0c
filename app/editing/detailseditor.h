#pragma once

#include "document/editcommands.h"
#include "editing/boardpanel.h"

#include <array>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace Kibitz {

/** Number, dealer, vulnerability, title, event, site, date, names and comments of the current board. */
class DetailsEditor : public BoardPanel
{
    Q_OBJECT

public:
    explicit DetailsEditor(Document *document, QWidget *parent = nullptr);

    QSpinBox *numberSpin() const { return mNumber; }
    QComboBox *dealerCombo() const { return mDealer; }
    QComboBox *vulnerabilityCombo() const { return mVulnerability; }
    QLineEdit *eventEdit() const { return mEvent; }
    QLineEdit *playerEdit(Seat seat) const { return mPlayers[int(seat)]; }
    QPlainTextEdit *commentsEdit() const { return mComments; }

protected:
    void refresh() override;
    /** The fields hold the board's own texts: nothing to translate there. */
    void languageChanged() override { }

private:
    void edit(EditDetailCommand::Field field, const QVariant &value);

    bool mRefreshing = false;
    QSpinBox *mNumber;
    QComboBox *mDealer;
    QComboBox *mVulnerability;
    QLineEdit *mTitle;
    QLineEdit *mEvent;
    QLineEdit *mSite;
    QLineEdit *mDate;
    std::array<QLineEdit *, 4> mPlayers {};
    QPlainTextEdit *mComments;
};

} // namespace Kibitz
