#include "printactions.h"

#include "document/document.h"
#include "mainwindow.h"
#include "printing/printdialog.h"
#include "settings/preferences.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QStatusBar>

namespace Kibitz {

PrintActions::PrintActions(MainWindow *window)
    : QObject(window)
    , mWindow(window)
    , mPrint(new QAction(QIcon::fromTheme(QStringLiteral("document-print")), QString(), this))
    , mPreview(new QAction(QIcon::fromTheme(QStringLiteral("document-print-preview")), QString(), this))
    , mExportPdf(new QAction(this))
{
    mTexts.bind(mPrint, "text", QT_TR_NOOP("&Print Hand Records\u2026"));
    mTexts.bind(mPreview, "text", QT_TR_NOOP("Print Pre&view\u2026"));
    mTexts.bind(mExportPdf, "text", QT_TR_NOOP("Export Hand Records as P&DF\u2026"));
    mPrint->setShortcut(QKeySequence::Print);
    mPreview->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(mPrint, &QAction::triggered, this, &PrintActions::print);
    connect(mPreview, &QAction::triggered, this, &PrintActions::preview);
    connect(mExportPdf, &QAction::triggered, this, &PrintActions::exportPdfDialog);
    enableWhileBoards(mWindow->document(), { mPrint, mPreview, mExportPdf }, this);
}

void PrintActions::addToFileMenu(QMenu *menu)
{
    menu->addActions({ mPrint, mPreview, mExportPdf });
}

void PrintActions::retranslate()
{
    mTexts.retranslate();
}

void PrintActions::enableWhileBoards(Document *document, const QList<QAction *> &actions, QObject *context)
{
    const auto update = [document, actions] {
        for (QAction *a : actions)
            a->setEnabled(document->count() > 0);
    };
    connect(document, &Document::reset, context, update);
    connect(document, &Document::boardsInserted, context, update);
    connect(document, &Document::boardsRemoved, context, update);
    update();
}

void PrintActions::report(MainWindow *window, const QString &error)
{
    window->statusBar()->showMessage(error);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Kibitz"), error, QMessageBox::Ok, window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void PrintActions::reportWritten(MainWindow *window, const QString &fileName)
{
    window->statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(fileName)), 5000);
}

QList<Board> PrintActions::boards(qint64 first, qint64 last) const
{
    QList<Board> result;
    const Document *document = mWindow->document();
    first = std::max<qint64>(0, first);
    last = std::min(last, document->count() - 1);
    for (qint64 i = first; i <= last; ++i)
        result << document->board(i);
    return result;
}

void PrintActions::solveWithProgress(QList<Board> &boards) const
{
    QProgressDialog progress(tr("Solving double-dummy tables\u2026"), tr("Skip"), 0, int(boards.size()), mWindow);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    HandRecordPrinter::solveMissing(boards, [&](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        return !progress.wasCanceled();
    });
}

bool PrintActions::askOptions(const QString &acceptText, HandRecordOptions *options, QList<Board> *result)
{
    PrintDialog dialog(mWindow->document()->count(), mWindow->currentBoard(), acceptText, mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *options = dialog.options();
    *result = boards(dialog.first(), dialog.last());
    if (dialog.solveMissing())
        solveWithProgress(*result);
    return true;
}

bool PrintActions::writePdf(
    const QString &fileName, const HandRecordOptions &options, qint64 first, qint64 last, bool solve, QString *error)
{
    QList<Board> list = boards(first, last);
    if (solve)
        HandRecordPrinter::solveMissing(list);
    return HandRecordPrinter(options).writePdf(fileName, list, error);
}

void PrintActions::print()
{
    HandRecordOptions options;
    QList<Board> list;
    if (!askOptions(tr("Print\u2026"), &options, &list))
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(list.value(0).event());
    QPrintDialog dialog(&printer, mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!HandRecordPrinter(options).print(&printer, list, &error))
        report(mWindow, error);
}

void PrintActions::preview()
{
    HandRecordOptions options;
    QList<Board> list;
    if (!askOptions(tr("Preview"), &options, &list))
        return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog dialog(&printer, mWindow);
    const HandRecordPrinter printerPainter(options);
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
        [&](QPrinter *target) { printerPainter.print(target, list); });
    dialog.resize(mWindow->size() * 0.9);
    dialog.exec();
}

void PrintActions::exportPdfDialog()
{
    HandRecordOptions options;
    QList<Board> list;
    if (!askOptions(tr("Export\u2026"), &options, &list))
        return;
    const QString base = QFileInfo(mWindow->document()->fileName()).completeBaseName();
    const QString suggested
        = QDir(Preferences::lastDir())
              .filePath((base.isEmpty() || base.startsWith(QLatin1Char(':')) ? tr("hand-records") : base)
                  + QStringLiteral(".pdf"));
    const QString fileName
        = QFileDialog::getSaveFileName(mWindow, tr("Export Hand Records"), suggested, tr("PDF documents (*.pdf)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!HandRecordPrinter(options).writePdf(fileName, list, &error))
        report(mWindow, error);
    else
        reportWritten(mWindow, fileName);
}

} // namespace Kibitz
