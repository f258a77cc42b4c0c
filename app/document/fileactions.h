#pragma once

#include "document/recoveryjournal.h"
#include "document/savedialogs.h"

#include "model/board.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

class QMainWindow;

namespace Kibitz {

class DealFormat;
class Document;
class FileChangeWatcher;
class WindowContext;

/**
 * Opening and saving a window's document: asks before unsaved changes are dropped and before a format loses
 * something, follows the file on disk (FileChangeWatcher) and keeps the recovery copy (RecoveryJournal).
 * Errors go to the context's message sink (the status bar, its lastError(), and a message box when the
 * window is interactive).
 */
class FileActions
{
    // The texts stay in the window's translation context, where the catalogues have them.
    Q_DECLARE_TR_FUNCTIONS(Kibitz::MainWindow)

public:
    /** Documents of this many boards or more are checked and saved with a progress dialog. */
    static constexpr qint64 ProgressFrom = 100000;

    explicit FileActions(WindowContext *context);

    /** Says @p message in the status bar and, when interactive, in a message box titled @p title. */
    void showError(const QString &title, const QString &message);
    /** Runs after every successful save (the window's title and format label follow). */
    void setOnSaved(std::function<void()> onSaved) { mOnSaved = std::move(onSaved); }

    /** Opens a deal file or runs a dealer script (after maybeSave()). */
    bool open(const QString &fileName);
    /** Asks for a file to open and opens it. */
    void openDialog();
    /** Starts an untitled set with one empty board 1 (after maybeSave()). */
    bool newBoardSet();
    /**
     * File > New from Conditions…: generates a new document from seat constraints (after maybeSave());
     * @p solve says whether the user asked to solve the boards in the background.
     */
    bool newFromConditions(bool *solve);
    /**
     * Shows the boards of a recovery copy as unsaved changes to the file they came from, made by one undo
     * command; the copy itself is then removed. False when it cannot be read (lastError() says why).
     */
    bool restoreRecovery(const RecoveryJournal::Entry &entry);

    bool maybeSave();
    bool save();
    bool saveAs(const QString &fileName, const DealFormat *format = nullptr);
    /** Asks where to save and saves; whether a file was written. */
    bool saveAsDialog();

    RecoveryJournal *recoveryJournal() const { return mRecovery; }
    FileChangeWatcher *fileChangeWatcher() const { return mFileWatcher; }
    void setChangedFileAnswer(SaveDialogs::ChangedOnDisk answer) { mChangedFileAnswer = answer; }
    /** What a window without dialogs answers when a save would replace a file changed since a restore (tests). */
    void setReplaceChangedAnswer(bool replace) { mReplaceChangedAnswer = replace; }
    /**
     * The document's file when it changed on disk after the restored changes were kept: saving over it
     * asks first. Empty otherwise.
     */
    QString changedSinceRestore() const { return mChangedSinceRestore; }

private:
    static QString restoreText();
    /** Restored @p boards as the one undoable change to an empty document named @p fileName. */
    void restoreBoards(const QList<Board> &boards, const QString &fileName, const DealFormat *format);
    bool openDealerScript(const QString &fileName);
    bool confirmLoss(const DealFormat &format);
    /** Whether the document may be saved over @p fileName (asks when it changed since a restore). */
    bool confirmReplace(const QString &fileName);
    /**
     * Runs @p work (a loss check or a save of the document) with a progress dialog labelled @p label when the
     * document is big; false when the user cancelled it.
     */
    bool withProgress(const QString &label, const std::function<void()> &work);
    void fileChangedOnDisk(const QString &fileName);

    WindowContext *mContext;
    Document *mDocument;
    QMainWindow *mWindow;
    FileChangeWatcher *mFileWatcher;
    RecoveryJournal *mRecovery;
    std::function<void()> mOnSaved;
    SaveDialogs::ChangedOnDisk mChangedFileAnswer = SaveDialogs::ChangedOnDisk::Keep;
    bool mReplaceChangedAnswer = false;
    QString mChangedSinceRestore;
};

} // namespace Kibitz
