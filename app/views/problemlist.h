#pragma once

#include <QHash>
#include <QListWidget>

#include <optional>

class QTimer;

namespace Kibitz {

class Document;

/**
 * The Warnings dock's list: the file's warnings, then each board's problems (Board::problems()), gathered
 * a batch at a time while the window is idle. It follows the document: another file or any edit lists them
 * again, as does a change of language. Entries name the board by its number, as the board list does; clicking
 * or activating an entry asks to show that board.
 */
class ProblemList : public QListWidget
{
    Q_OBJECT

public:
    explicit ProblemList(Document *document, QWidget *parent = nullptr);

    /** Lists the document's warnings again and starts gathering the boards' problems from the first. */
    void rescan();

protected:
    void changeEvent(QEvent *event) override;

Q_SIGNALS:
    void boardActivated(qint64 index);
    /** The list was empty and has an entry now. */
    void problemsFound();

private:
    void scanSomeBoards();
    /** An entry for the board at position @p index, named by its number (position in the file without one). */
    void addEntry(qint64 index, const std::optional<int> &number, const QString &message);

    Document *mDocument;
    QTimer *mScanTimer;
    qint64 mScanNext = 0;
    /** The source's warnings by board position, listed with the board when the scan reaches it. */
    QHash<qint64, QStringList> mSourceWarnings;
};

} // namespace Kibitz
