#include "fileactions.h"

#include "document/dealergeneration.h"
#include "document/document.h"
#include "document/filechangewatcher.h"
#include "settings/preferences.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"

#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <atomic>
#include <optional>
#include <thread>

namespace Kibitz {

FileActions::FileActions(Document *document, QMainWindow *window)
    : mDocument(document)
    , mWindow(window)
    , mFileWatcher(new FileChangeWatcher(document, window))
    , mRecovery(new RecoveryJournal(document, window))
{
    QObject::connect(mFileWatcher, &FileChangeWatcher::changed, mWindow,
        [this](const QString &fileName) { fileChangedOnDisk(fileName); });
}

void FileActions::setInteractive(bool interactive)
{
    mInteractive = interactive;
    mRecovery->setEnabled(interactive);
}

void FileActions::showError(const QString &title, const QString &message)
{
    mLastError = message;
    mWindow->statusBar()->showMessage(message);
    if (mInteractive) {
        auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, mWindow);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

bool FileActions::open(const QString &fileName)
{
    if (!maybeSave())
        return false;
    if (DealerGeneration::isScript(fileName))
        return openDealerScript(fileName);
    FormatError error;
    // A big text file is indexed before its first board shows (a second or more for a gigabyte).
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const bool opened = mDocument->open(fileName, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!opened) {
        showError(tr("Cannot open file"), error.toString());
        return false;
    }
    mLastError.clear();
    if (mInteractive && !fileName.startsWith(QLatin1Char(':')))
        Preferences::addRecentFile(fileName);
    return true;
}

void FileActions::openDialog()
{
    const QString fileName = QFileDialog::getOpenFileName(mWindow, tr("Open Deal File"), Preferences::lastDir(),
        DealerGeneration::openFilter(FormatRegistry::instance().openFilter()));
    if (fileName.isEmpty())
        return;
    Preferences::setLastDir(QFileInfo(fileName).absolutePath());
    open(fileName);
}

namespace {

/**
 * The boards of a recovery PBN file, decoded (the file is removed after restoring), the first with @p directives
 * (the header the writer put there is not the board's); false unless there are @p expected.
 */
bool readRecoveryBoards(
    const QString &path, qint64 expected, const QStringList &directives, QList<Board> *boards, FormatError *error)
{
    if (expected == 0)
        return true;
    auto source = FormatRegistry::instance().open(path, u"pbn", error);
    if (!source)
        return false;
    if (source->count() != expected) {
        *error = { FormatError::Code::Malformed,
            FileActions::tr("the recovery file holds %1 boards instead of %2").arg(source->count()).arg(expected),
            path };
        return false;
    }
    for (qint64 i = 0; i < expected; ++i)
        boards->append(source->board(i));
    (*boards)[0].setFileDirectives(directives);
    return true;
}

} // namespace

bool FileActions::restoreRecovery(const RecoveryJournal::Entry &entry)
{
    const QString when = QLocale().toString(entry.written.toLocalTime(), QLocale::ShortFormat);
    const DealFormat *format = FormatRegistry::instance().byId(entry.formatId);
    FormatError error;
    if (entry.canRebuild()) {
        // The file is as it was: reopen it and lay the edited boards over it as they were.
        QList<Board> edited;
        const DealFormat *sourceFormat = nullptr;
        auto source = FormatRegistry::instance().open(entry.source.path, entry.source.formatId, &error, &sourceFormat);
        qint64 layoutBoards = 0;
        for (const RecoveryJournal::Run &run : entry.layout)
            layoutBoards += run.length;
        if (source && source->count() == entry.source.boards && layoutBoards == entry.boards
            && readRecoveryBoards(entry.editsPath, entry.editedBoards(), entry.editsDirectives, &edited, &error)) {
            Document::Fragment pieces;
            qsizetype next = 0;
            for (const RecoveryJournal::Run &run : entry.layout) {
                if (!run.edited) {
                    pieces.append({ run.sourceStart, run.length, std::nullopt });
                    continue;
                }
                for (qint64 i = 0; i < run.length; ++i)
                    pieces.append({ 0, 1, edited[next++] });
            }
            mDocument->setSource(std::move(source), entry.fileName, format ? format : sourceFormat);
            mRecovery->adoptSource(entry.source);
            mDocument->takeBoards(0, mDocument->count());
            mDocument->insertFragment(0, pieces);
            RecoveryJournal::remove(entry);
            mDocument->undoStack()->resetClean(); // unsaved again: saving or closing asks, and a new journal is kept
            mWindow->statusBar()->showMessage(tr("Restored unsaved changes from %1").arg(when));
            return true;
        }
    }
    if (!entry.copyPath.isEmpty()) {
        QList<Board> boards;
        if (!readRecoveryBoards(entry.copyPath, entry.boards, entry.copyDirectives, &boards, &error)) {
            showError(tr("Cannot restore unsaved changes"), error.toString());
            return false;
        }
        const bool changedSince = entry.fileChangedSince();
        mDocument->setSource(std::make_unique<MemoryBoardSource>(boards), entry.fileName, format);
        mRecovery->adoptSource({}); // the boards come from the copy, not from the file
        RecoveryJournal::remove(entry);
        mDocument->undoStack()->resetClean();
        if (changedSince) {
            // The copy is what the user had; the file is what another program made since: neither wins unasked.
            mChangedSinceRestore = entry.fileName;
            mWindow->statusBar()->showMessage(tr("Restored unsaved changes from %1. %2 changed on disk since: "
                                                 "saving asks before replacing it.")
                                                  .arg(when, QDir::toNativeSeparators(entry.fileName)));
        } else {
            mWindow->statusBar()->showMessage(tr("Restored unsaved changes from %1").arg(when));
        }
        return true;
    }
    // The file changed or is gone and the document was too big for a full copy: the edited boards alone.
    QList<Board> edited;
    if (!entry.source.isValid()
        || !readRecoveryBoards(entry.editsPath, entry.editedBoards(), entry.editsDirectives, &edited, &error)) {
        showError(tr("Cannot restore unsaved changes"), error.toString());
        return false;
    }
    const qint64 lost = std::max<qint64>(0, entry.boards - edited.size());
    mDocument->setSource(std::make_unique<MemoryBoardSource>(edited), QString());
    RecoveryJournal::remove(entry);
    mDocument->undoStack()->resetClean();
    showError(tr("Unsaved changes partly restored"),
        tr("%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or "
           "inserted board(s) could be restored, as a new unsaved board set; the other %3 boards of the "
           "document, and where the edited boards stood among them, are lost.",
            nullptr, int(edited.size()))
            .arg(QDir::toNativeSeparators(entry.source.path), when)
            .arg(lost));
    return true;
}

bool FileActions::openDealerScript(const QString &fileName)
{
    const DealerGeneration::Result result = DealerGeneration::runFile(fileName, mInteractive ? mWindow : nullptr);
    if (!result.error.isEmpty()) {
        showError(tr("Cannot run dealer script"), result.error);
        return false;
    }
    mDocument->setSource(std::make_unique<MemoryBoardSource>(result.boards), QString());
    // Generated boards are unsaved work like any edit: closing asks, and the recovery journal keeps them.
    mDocument->undoStack()->resetClean();
    mWindow->statusBar()->showMessage(result.summary());
    mLastError.clear();
    if (mInteractive)
        Preferences::addRecentFile(fileName);
    return true;
}

bool FileActions::maybeSave()
{
    if (!mDocument->isModified() || !mInteractive)
        return true;
    switch (SaveDialogs::askUnsaved(mWindow, *mDocument)) {
    case SaveDialogs::Unsaved::Save:
        return save();
    case SaveDialogs::Unsaved::Discard:
        return true;
    default:
        return false;
    }
}

bool FileActions::save()
{
    const QString name = mDocument->fileName();
    const DealFormat *format = mDocument->format();
    if (name.isEmpty() || name.startsWith(QLatin1Char(':')) || !format || !format->canWrite()) {
        if (!mInteractive)
            return false;
        // Not "unmodified": after a lossy save the document stays modified, yet the file is written.
        return saveAsDialog();
    }
    return saveAs(name, format);
}

bool FileActions::confirmReplace(const QString &fileName)
{
    if (mChangedSinceRestore.isEmpty() || QFileInfo(fileName) != QFileInfo(mChangedSinceRestore))
        return true;
    const QString message = tr("%1 changed on disk after Kibitz kept these unsaved changes. Saving replaces "
                               "what another program wrote there since.")
                                .arg(QDir::toNativeSeparators(mChangedSinceRestore));
    if (!mInteractive) {
        if (!mReplaceChangedAnswer)
            mLastError = message;
        return mReplaceChangedAnswer;
    }
    switch (SaveDialogs::askReplaceChanged(mWindow, message)) {
    case SaveDialogs::ReplaceChanged::Replace:
        return true;
    case SaveDialogs::ReplaceChanged::SaveAs:
        saveAsDialog();
        return false;
    default:
        return false;
    }
}

bool FileActions::withProgress(const QString &label, const std::function<void()> &work)
{
    if (mDocument->count() < ProgressFrom || !mInteractive) {
        work();
        return true;
    }
    // The work runs on a worker while the window repaints and shows how far it got; the dialog is modal,
    // so nothing is edited meanwhile, and the file watcher asks nothing until the file is written.
    QProgressDialog progress(label, tr("Cancel"), 0, 1000, mWindow);
    progress.setObjectName(QStringLiteral("saveProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    std::atomic<qint64> permille = 0;
    std::atomic<bool> cancelled = false;
    QObject::connect(&progress, &QProgressDialog::canceled, &progress, [&cancelled] { cancelled = true; });
    mDocument->setSaveProgress([&](qint64 done, qint64 total) {
        permille = done * 1000 / std::max<qint64>(total, 1);
        return !cancelled;
    });
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &progress, [&] {
        cancelled = cancelled || progress.wasCanceled();
        progress.setValue(int(permille.load()));
    });
    tick.start(50);
    mFileWatcher->setAnswering(true);
    QEventLoop finished;
    std::thread worker([&] {
        work();
        QMetaObject::invokeMethod(&finished, &QEventLoop::quit, Qt::QueuedConnection);
    });
    finished.exec();
    worker.join();
    tick.stop();
    mDocument->setSaveProgress(nullptr);
    mFileWatcher->setAnswering(false);
    return !cancelled;
}

bool FileActions::confirmLoss(const DealFormat &format)
{
    std::optional<LossReport> checked;
    if (!withProgress(tr("Checking what %1 can hold…").arg(format.name()),
            [&] { checked.emplace(mDocument->lossReport(format)); }))
        return false;
    const LossReport &report = *checked;
    if (const QString unstorable = SaveDialogs::unstorableMessage(report, format); !unstorable.isEmpty()) {
        mLastError = unstorable;
        mWindow->statusBar()->showMessage(mLastError.section(QLatin1Char('\n'), 0, 0));
        if (mInteractive)
            SaveDialogs::showUnstorable(mWindow, mLastError);
        return false;
    }
    return report.isLossless() || !mInteractive || SaveDialogs::confirmLoss(mWindow, report, format);
}

bool FileActions::saveAs(const QString &fileName, const DealFormat *format)
{
    if (!format) {
        for (const DealFormat *f : FormatRegistry::instance().byExtension(fileName)) {
            if (f->canWrite()) {
                format = f;
                break;
            }
        }
    }
    if (!format || !format->canWrite()) {
        showError(tr("Cannot save"), tr("%1: no writable format has this extension").arg(fileName));
        return false;
    }
    if (const qint64 unreadable = mDocument->unreadableBoards(); unreadable > 0) {
        // Checked before the loss report, which would count the boards that cannot be read as empty ones.
        mLastError = mDocument->unreadableMessage(unreadable);
        showError(tr("Cannot Save"), mLastError);
        return false;
    }
    if (!confirmReplace(fileName) || !confirmLoss(*format))
        return false;
    FormatError error;
    Document::Written written;
    withProgress(
        tr("Saving %1…").arg(QFileInfo(fileName).fileName()), [&] { written = mDocument->write(fileName, *format); });
    if (!mDocument->finishSave(fileName, *format, written, &error)) {
        if (error.code == FormatError::Code::Cancelled) {
            mWindow->statusBar()->showMessage(tr("Save cancelled; the file on disk was not changed."), 5000);
            return false;
        }
        if (error.code == FormatError::Code::Changed) {
            // Another place would not help: the boards cannot be read for any save.
            showError(tr("Cannot Save"), error.toString());
            return false;
        }
        // The edits are still in memory: offer another place (a full disk, a folder without write access).
        mLastError = tr("%1\nThe file on disk was not changed.").arg(error.toString());
        mWindow->statusBar()->showMessage(mLastError);
        return mInteractive && SaveDialogs::askSaveElsewhere(mWindow, mLastError) && saveAsDialog();
    }
    mLastError.clear();
    mChangedSinceRestore.clear();
    QString saved = tr("Saved %1 as %2").arg(QFileInfo(fileName).fileName(), format->name());
    if (const qint64 analysed = mDocument->analysedInLastSave(); analysed > 0)
        saved += tr(", with the double-dummy analysis of %n board(s)", nullptr, int(analysed));
    mWindow->statusBar()->showMessage(saved, 5000);
    if (mInteractive)
        Preferences::addRecentFile(fileName);
    if (mOnSaved)
        mOnSaved();
    return true;
}

void FileActions::fileChangedOnDisk(const QString &fileName)
{
    const QString message = InputFile::changedWhileOpenMessage(fileName);
    mLastError = message;
    mWindow->statusBar()->showMessage(message);
    const bool exists = QFileInfo(fileName).isFile();
    SaveDialogs::ChangedOnDisk answer = mChangedFileAnswer;
    if (mInteractive) {
        mFileWatcher->setAnswering(true);
        answer = SaveDialogs::askChangedOnDisk(
            mWindow, message, mDocument->isModified(), exists, mDocument->unreadableBoards());
        mFileWatcher->setAnswering(false);
    }
    if (answer == SaveDialogs::ChangedOnDisk::Reload && exists) {
        FormatError error;
        if (mDocument->open(fileName, &error))
            return;
        showError(tr("Cannot open file"), error.toString());
    }
    // Keep the document as it is (edits are in memory), and ask again only on the next change.
    mFileWatcher->acceptCurrent();
    if (answer == SaveDialogs::ChangedOnDisk::SaveAs && mInteractive)
        saveAsDialog();
}

bool FileActions::saveAsDialog()
{
    const DealFormat *format = nullptr;
    const QString fileName = SaveDialogs::askFileName(mWindow, *mDocument, &format);
    return !fileName.isEmpty() && saveAs(fileName, format);
}

} // namespace Kibitz
