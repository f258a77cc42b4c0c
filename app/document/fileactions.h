#pragma once

#include "document/recoveryjournal.h"
#include "document/savedialogs.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QMainWindow;

namespace Kibitz {

class DealFormat;
class Document;
class FileChangeWatcher;

/**
 * Opening and saving a window's document: asks before unsaved changes are dropped and before a format loses
 * something, follows the file on disk (FileChangeWatcher) and keeps the recovery copy (RecoveryJournal).
 * Errors go to the status bar and lastError(), and to a message box when the window is interactive.
 */
class FileActions
{
    // The texts stay in the window's translation context, where the catalogues have them.
    Q_DECLARE_TR_FUNCTIONS(Kibitz::MainWindow)

public:
    /** Documents of this many boards or more are checked and saved with a progress dialog. */
    static constexpr qint64 ProgressFrom = 100000;

    FileActions(Document *document, QMainWindow *window);

    /** Message boxes on errors (off for tests and screenshots: errors then only go to lastError()). */
    void setInteractive(bool interactive);
    bool isInteractive() const { return mInteractive; }
    QString lastError() const { return mLastError; }
    void clearError() { mLastError.clear(); }
    /** Says @p message in the status bar and, when interactive, in a message box titled @p title. */
    void showError(const QString &title, const QString &message);
    /** Runs after every successful save (the window's title and format label follow). */
    void setOnSaved(std::function<void()> onSaved) { mOnSaved = std::move(onSaved); }

    /** Opens a deal file or runs a dealer script (after maybeSave()). */
    bool open(const QString &fileName);
    /** Asks for a file to open and opens it. */
    void openDialog();
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

    Document *mDocument;
    QMainWindow *mWindow;
    FileChangeWatcher *mFileWatcher;
    RecoveryJournal *mRecovery;
    std::function<void()> mOnSaved;
    bool mInteractive = true;
    QString mLastError;
    SaveDialogs::ChangedOnDisk mChangedFileAnswer = SaveDialogs::ChangedOnDisk::Keep;
    bool mReplaceChangedAnswer = false;
    QString mChangedSinceRestore;
};

} // namespace Kibitz
