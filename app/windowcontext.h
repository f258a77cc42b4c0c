#pragma once

#include <QObject>
#include <QString>

class QMainWindow;
class QUndoStack;

namespace Kibitz {

class Document;

/**
 * What the parts of a main window share instead of the window itself: the document and its undo stack,
 * the board the window shows (and its change), the window as the parent of dialogs and the home of docks
 * and menus, and one message sink for what the user is told (status, errors, files written).
 *
 * Helpers (file, print, image, clipboard and analysis actions, the statistics dock) take a context; they
 * ask the window for another board or play position through requests, which the window answers.
 */
class WindowContext : public QObject
{
    Q_OBJECT

public:
    WindowContext(Document *document, QMainWindow *window);

    Document *document() const { return mDocument; }
    QUndoStack *undoStack() const;
    /** The parent of dialogs, the home of docks, the menu bar and the status bar. */
    QMainWindow *window() const { return mWindow; }

    /** The board shown (document index), -1 when none. */
    qint64 currentBoard() const { return mCurrentBoard; }
    /** The window calls this when it shows another board. */
    void setCurrentBoard(qint64 index);
    /** Asks the window to show board @p index (after an insert, or a click elsewhere). */
    void requestBoard(qint64 index) { Q_EMIT boardRequested(index); }
    /** Asks the window to show the play after @p cards cards. */
    void requestPlayPosition(int cards) { Q_EMIT playPositionRequested(cards); }

    /** Message boxes on errors (off for tests and screenshots: errors then only go to lastError()). */
    void setInteractive(bool interactive);
    bool isInteractive() const { return mInteractive; }
    /** The last error said, empty after an operation that went well. */
    QString lastError() const { return mLastError; }
    void setLastError(const QString &message) { mLastError = message; }
    void clearError() { mLastError.clear(); }

    /** Says @p message in the status bar, for @p timeout ms (0: until the next message). */
    void showStatus(const QString &message, int timeout = 0) const;
    void clearStatus() const;
    /** Says @p message in the status bar and, when interactive, in a message box titled @p title. */
    void showError(const QString &title, const QString &message);
    /** showError() under the program's name, for errors of actions without a title of their own. */
    void showError(const QString &message);
    /** Says that @p fileName was written. */
    void showWritten(const QString &fileName) const;

Q_SIGNALS:
    void currentBoardChanged(qint64 index);
    void boardRequested(qint64 index);
    void playPositionRequested(int cards);
    /** Sent on the window's LanguageChange (and rank-letter change): helpers set their texts again. */
    void languageChanged();
    void interactiveChanged(bool interactive);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Document *mDocument;
    QMainWindow *mWindow;
    qint64 mCurrentBoard = -1;
    bool mInteractive = true;
    QString mLastError;
};

} // namespace Kibitz
