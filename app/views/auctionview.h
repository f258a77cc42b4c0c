#pragma once

#include "model/board.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace Kibitz {

class AuctionModel;

/** The auction grid with the final contract and the explanations of alerted calls beneath it. */
class AuctionView : public QWidget
{
    Q_OBJECT

public:
    explicit AuctionView(QWidget *parent = nullptr);

    void setBoard(const Board &board);
    AuctionModel *model() const { return mModel; }
    QTableView *table() const { return mTable; }
    /** The contract line as shown (plain text). */
    QString contractText() const;

Q_SIGNALS:
    /** A call was double-clicked (the editor then asks for its explanation). */
    void callActivated(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showContract();

    Board mBoard;
    AuctionModel *mModel;
    QTableView *mTable;
    QLabel *mContract;
    QLabel *mNotes;
    QString mContractPlain;
};

} // namespace Kibitz
