#pragma once

#include "retranslator.h"

#include "model/card.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;

namespace Kibitz {

class Document;

/**
 * Play entry for the current board: the cards themselves are clicked in the
 * diagram (only legal ones are accepted); this panel says whose turn it is,
 * takes back the last card and records a claim.
 */
class PlayEditor : public QWidget
{
    Q_OBJECT

public:
    explicit PlayEditor(Document *document, QWidget *parent = nullptr);

    void setBoardIndex(qint64 index);
    /** Plays @p card when it is legal next; false otherwise (and nothing changes). */
    bool playCard(Card card);
    void undoLastCard();
    /** Records a claim of @p tricks in total for declarer, or withdraws it. */
    void claim(std::optional<int> tricks);
    QString statusText() const;
    QSpinBox *claimSpin() const { return mClaimTricks; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    Document *mDocument;
    qint64 mIndex = -1;
    QLabel *mStatus;
    QLabel *mLegal;
    QPushButton *mUndo;
    QSpinBox *mClaimTricks;
    QPushButton *mClaim;
    QPushButton *mWithdraw;
    Retranslator mTexts{"Kibitz::PlayEditor"};
};

} // namespace Kibitz
