#pragma once

#include <QListWidget>

class QTimer;

namespace Kibitz {

class Document;

/**
 * The Warnings dock's list: the file's warnings, then each board's problems (Board::problems()), gathered
 * a batch at a time while the window is idle. Clicking or activating an entry asks to show its board.
 */
class ProblemList : public QListWidget
{
    Q_OBJECT

public:
    explicit ProblemList(Document *document, QWidget *parent = nullptr);

    /** Lists the document's warnings again and starts gathering the boards' problems from the first. */
    void rescan();

Q_SIGNALS:
    void boardActivated(qint64 index);
    /** The list was empty and has an entry now. */
    void problemsFound();

private:
    void scanSomeBoards();
    void addEntry(qint64 board, const QString &message);

    Document *mDocument;
    QTimer *mScanTimer;
    qint64 mScanNext = 0;
};

} // namespace Kibitz
