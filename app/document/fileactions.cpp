#include "fileactions.h"

#include "document/conditionsdialog.h"
#include "document/dealergeneration.h"
#include "document/document.h"
#include "document/editcommands.h"
#include "document/filechangewatcher.h"
#include "settings/preferences.h"
#include "windowcontext.h"

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
#include <QProgressDialog>
#include <QTimer>
#include <QUndoStack>

#include <atomic>
#include <optional>
#include <thread>

namespace Kibitz {

FileActions::FileActions(WindowContext *context)
    : mContext(context)
    , mDocument(context->document())
    , mWindow(context->window())
    , mFileWatcher(new FileChangeWatcher(mDocument, mWindow))
    , mRecovery(new RecoveryJournal(mDocument, mWindow))
{
    QObject::connect(mFileWatcher, &FileChangeWatcher::changed, mWindow,
        [this](const QString &fileName) { fileChangedOnDisk(fileName); });
    // Without dialogs (tests, screenshots) nothing is kept for recovery either.
    QObject::connect(context, &WindowContext::interactiveChanged, mRecovery, &RecoveryJournal::setEnabled);
}

void FileActions::showError(const QString &title, const QString &message)
{
    mContext->showError(title, message);
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
    mContext->clearError();
    if (mContext->isInteractive() && !fileName.startsWith(QLatin1Char(':')))
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

bool FileActions::newBoardSet()
{
    if (!maybeSave())
        return false;
    Board first;
    first.setNumberWithCycle(1);
    mDocument->setSource(std::make_unique<MemoryBoardSource>(QList<Board> { first }));
    return true;
}

bool FileActions::newFromConditions(bool *solve)
{
    ConditionsDialog dialog(mWindow);
    if (dialog.exec() != QDialog::Accepted || !maybeSave())
        return false;
    mDocument->setSource(std::make_unique<MemoryBoardSource>(dialog.boards()), QString());
    // Generated boards are unsaved work like any edit: closing asks, and the recovery journal keeps them.
    mDocument->undoStack()->resetClean();
    mContext->showStatus(dialog.summary());
    *solve = dialog.solveInBackground();
    return true;
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

QString FileActions::restoreText()
{
    // The name of the offer at start-up, where the catalogues have it, names the command in the History too.
    return QCoreApplication::translate("Kibitz::Application", "Recover Unsaved Changes");
}

void FileActions::restoreBoards(const QList<Board> &boards, const QString &fileName, const DealFormat *format)
{
    mDocument->setSource(std::make_unique<MemoryBoardSource>(QList<Board>()), fileName, format);
    mDocument->undoStack()->push(new InsertBoardsCommand(mDocument, 0, boards, restoreText()));
}

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
            // Unsaved again: saving or closing asks, a new journal is kept, and undo shows the file on disk.
            mDocument->undoStack()->push(new ReplaceAllBoardsCommand(mDocument, pieces, restoreText()));
            RecoveryJournal::remove(entry);
            mContext->showStatus(tr("Restored unsaved changes from %1").arg(when));
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
        restoreBoards(boards, entry.fileName, format);
        mRecovery->adoptSource({}); // the boards come from the copy, not from the file
        RecoveryJournal::remove(entry);
        if (changedSince) {
            // The copy is what the user had; the file is what another program made since: neither wins unasked.
            mChangedSinceRestore = entry.fileName;
            mContext->showStatus(tr("Restored unsaved changes from %1. %2 changed on disk since: "
                                    "saving asks before replacing it.")
                                     .arg(when, QDir::toNativeSeparators(entry.fileName)));
        } else {
            mContext->showStatus(tr("Restored unsaved changes from %1").arg(when));
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
    restoreBoards(edited, QString(), nullptr);
    RecoveryJournal::remove(entry);
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
    const DealerGeneration::Result result
        = DealerGeneration::runFile(fileName, mContext->isInteractive() ? mWindow : nullptr);
    if (!result.error.isEmpty()) {
        showError(tr("Cannot run dealer script"), result.error);
        return false;
    }
    mDocument->setSource(std::make_unique<MemoryBoardSource>(result.boards), QString());
    // Generated boards are unsaved work like any edit: closing asks, and the recovery journal keeps them.
    mDocument->undoStack()->resetClean();
    mContext->showStatus(result.summary());
    mContext->clearError();
    if (mContext->isInteractive())
        Preferences::addRecentFile(fileName);
    return true;
}

bool FileActions::maybeSave()
{
    if (!mDocument->isModified() || !mContext->isInteractive())
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
        if (!mContext->isInteractive())
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
    if (!mContext->isInteractive()) {
        if (!mReplaceChangedAnswer)
            mContext->setLastError(message);
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
    if (mDocument->count() < ProgressFrom || !mContext->isInteractive()) {
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
        mContext->setLastError(unstorable);
        mContext->showStatus(mContext->lastError().section(QLatin1Char('\n'), 0, 0));
        if (mContext->isInteractive())
            SaveDialogs::showUnstorable(mWindow, mContext->lastError());
        return false;
    }
    return report.isLossless() || !mContext->isInteractive() || SaveDialogs::confirmLoss(mWindow, report, format);
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
        mContext->setLastError(mDocument->unreadableMessage(unreadable));
        showError(tr("Cannot Save"), mContext->lastError());
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
            mContext->showStatus(tr("Save cancelled; the file on disk was not changed."), 5000);
            return false;
        }
        if (error.code == FormatError::Code::Changed) {
            // Another place would not help: the boards cannot be read for any save.
            showError(tr("Cannot Save"), error.toString());
            return false;
        }
        // The edits are still in memory: offer another place (a full disk, a folder without write access).
        mContext->setLastError(tr("%1\nThe file on disk was not changed.").arg(error.toString()));
        mContext->showStatus(mContext->lastError());
        return mContext->isInteractive() && SaveDialogs::askSaveElsewhere(mWindow, mContext->lastError())
            && saveAsDialog();
    }
    mContext->clearError();
    mChangedSinceRestore.clear();
    QString saved = tr("Saved %1 as %2").arg(QFileInfo(fileName).fileName(), format->name());
    if (const qint64 analysed = mDocument->analysedInLastSave(); analysed > 0)
        saved += tr(", with the double-dummy analysis of %n board(s)", nullptr, int(analysed));
    mContext->showStatus(saved, 5000);
    if (mContext->isInteractive())
        Preferences::addRecentFile(fileName);
    if (mOnSaved)
        mOnSaved();
    return true;
}

void FileActions::fileChangedOnDisk(const QString &fileName)
{
    const QString message = InputFile::changedWhileOpenMessage(fileName);
    mContext->setLastError(message);
    mContext->showStatus(message);
    const bool exists = QFileInfo(fileName).isFile();
    SaveDialogs::ChangedOnDisk answer = mChangedFileAnswer;
    if (mContext->isInteractive()) {
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
    if (answer == SaveDialogs::ChangedOnDisk::SaveAs && mContext->isInteractive())
        saveAsDialog();
}

bool FileActions::saveAsDialog()
{
    const DealFormat *format = nullptr;
    const QString fileName = SaveDialogs::askFileName(mWindow, *mDocument, &format);
    return !fileName.isEmpty() && saveAs(fileName, format);
}

} // namespace Kibitz
