#pragma once

#include "model/board.h"

#include <QTextBrowser>

namespace Kibitz {

/** Event, players, score, the double-dummy table and par, comments and other tags of one board. */
class BoardDetails : public QTextBrowser
{
    Q_OBJECT

public:
    explicit BoardDetails(QWidget *parent = nullptr);

    void setBoard(const Board &board);
    /** The HTML shown, for tests. */
    QString html() const { return mHtml; }

protected:
    void changeEvent(QEvent *event) override;

private:
    Board mBoard;
    QString mHtml;
};

} // namespace Kibitz
