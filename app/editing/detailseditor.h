#pragma once

#include "document/editcommands.h"
#include "retranslator.h"

#include <QWidget>

#include <array>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace Kibitz {

class Document;

/** Number, dealer, vulnerability, title, event, site, date, names and comments of the current board. */
class DetailsEditor : public QWidget
{
    Q_OBJECT

public:
    explicit DetailsEditor(Document *document, QWidget *parent = nullptr);

    void setBoardIndex(qint64 index);
    QSpinBox *numberSpin() const { return mNumber; }
    QComboBox *dealerCombo() const { return mDealer; }
    QComboBox *vulnerabilityCombo() const { return mVulnerability; }
    QLineEdit *eventEdit() const { return mEvent; }
    QLineEdit *playerEdit(Seat seat) const { return mPlayers[int(seat)]; }
    QPlainTextEdit *commentsEdit() const { return mComments; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void edit(EditDetailCommand::Field field, const QVariant &value);

    Document *mDocument;
    qint64 mIndex = -1;
    bool mRefreshing = false;
    QSpinBox *mNumber;
    QComboBox *mDealer;
    QComboBox *mVulnerability;
    QLineEdit *mTitle;
    QLineEdit *mEvent;
    QLineEdit *mSite;
    QLineEdit *mDate;
    std::array<QLineEdit *, 4> mPlayers{};
    QPlainTextEdit *mComments;
    Retranslator mTexts{"Kibitz::DetailsEditor"};
};

} // namespace Kibitz
