#include "printactions.h"

#include "document/document.h"
#include "printing/pagepreview.h"
#include "printing/printdialog.h"
#include "printing/printpreviewdialog.h"
#include "settings/preferences.h"
#include "windowcontext.h"

#include "model/showntext.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <memory>

namespace Kibitz {

PrintActions::PrintActions(WindowContext *context)
    : QObject(context->window())
    , mContext(context)
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
    enableWhileBoards(mContext->document(), { mPrint, mPreview, mExportPdf }, this);
    // A range of boards belongs to its file: another file starts from all boards again.
    connect(mContext->document(), &Document::reset, this, [this] { mRange.reset(); });
    connect(context, &WindowContext::languageChanged, this, &PrintActions::retranslate);
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

QList<Board> PrintActions::boards(qint64 first, qint64 last) const
{
    QList<Board> result;
    const Document *document = mContext->document();
    first = std::max<qint64>(0, first);
    last = std::min(last, document->count() - 1);
    for (qint64 i = first; i <= last; ++i)
        result << document->board(i);
    return result;
}

int PrintActions::solveForPrinting(const HandRecordOptions &options, QList<Board> &boards, qint64 first)
{
    QList<qint64> records;
    for (qsizetype i = 0; first >= 0 && i < boards.size(); ++i)
        records << first + i;
    return solveForPrinting(options, boards, records);
}

int PrintActions::solveForPrinting(const HandRecordOptions &options, QList<Board> &boards, const QList<qint64> &records)
{
    if (!options.doubleDummy && !options.par)
        return 0;
    int missing = 0;
    for (const Board &b : std::as_const(boards))
        missing += b.deal().isComplete() && b.deal().isValid() && !b.doubleDummy().isComplete() ? 1 : 0;
    if (missing == 0)
        return 0;

    // DDS runs in a worker; the progress dialog keeps the window painted and can skip the rest.
    QList<Board> work = boards;
    std::atomic<int> done { 0 };
    std::atomic<int> total { missing };
    std::atomic<bool> stop { false };
    std::unique_ptr<QThread> worker(QThread::create([&] {
        HandRecordPrinter::solveMissing(work, [&](int d, int t) {
            done = d;
            total = t;
            return !stop.load();
        });
    }));
    QProgressDialog progress(mContext->window());
    progress.setWindowTitle(QCoreApplication::translate("Kibitz::PrintDialog", "Hand Records"));
    progress.setLabelText(tr("Solving double-dummy tables\u2026"));
    progress.setCancelButtonText(tr("Skip"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    const auto show = [&] {
        progress.setMaximum(total);
        progress.setValue(done);
    };
    show();
    QEventLoop loop;
    QTimer timer;
    connect(&timer, &QTimer::timeout, &progress, show);
    // Skip: the chunk being solved finishes; the boards not reached are printed without a table.
    connect(&progress, &QProgressDialog::canceled, &progress, [&] { stop = true; });
    connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
    worker->start();
    timer.start(100);
    loop.exec();
    worker->wait();
    progress.close();

    int solved = 0;
    Document *document = mContext->document();
    for (int i = 0; i < boards.size(); ++i) {
        const bool found = !boards[i].doubleDummy().isComplete() && work[i].doubleDummy().isComplete();
        if (found && i < records.size() && records[i] < document->count())
            document->addAnalysis(work[i].deal(), work[i].doubleDummy(), records[i]);
        solved += found ? 1 : 0;
    }
    boards = work;
    return solved;
}

bool PrintActions::askOptions(const QString &acceptText, HandRecordOptions *options, QList<Board> *result)
{
    const Document *document = mContext->document();
    const HandRecordBoards boards(document->count(), [document](qint64 i) { return document->board(i); });
    PrintDialog dialog(boards, boards.indexOf(mContext->currentBoard()), acceptText, mRange, mContext->window());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    mRange = dialog.range();
    *options = dialog.options();
    QList<qint64> records;
    result->clear();
    for (qint64 i = dialog.first(); i <= dialog.last(); ++i) {
        records << boards.record(i);
        *result << document->board(records.constLast());
    }
    solveForPrinting(*options, *result, records);
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
    if (askOptions(tr("Print\u2026"), &options, &list))
        printBoards(options, list, mContext->window());
}

void PrintActions::printBoards(
    const HandRecordOptions &options, const QList<Board> &list, QWidget *parent, QPageLayout *layout)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(shownText(list.value(0).event()));
    if (layout)
        printer.setPageLayout(*layout);
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (layout)
        *layout = printer.pageLayout();
    QString error;
    if (!HandRecordPrinter(options).print(&printer, list, &error))
        mContext->showError(error);
}

void PrintActions::preview()
{
    HandRecordOptions options;
    QList<Board> list;
    if (askOptions(tr("Preview"), &options, &list))
        openPreview(options, list);
}

PrintPreviewDialog *PrintActions::openPreview(const HandRecordOptions &options, const QList<Board> &list)
{
    auto *dialog = new PrintPreviewDialog(options, list, mContext->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The pages as the printer lays them out; what the print dialog changes (paper, margins) shows here after.
    dialog->preview()->setPageLayout(QPrinter(QPrinter::HighResolution).pageLayout());
    connect(dialog, &PrintPreviewDialog::printRequested, dialog, [this, dialog, options, list] {
        QPageLayout layout = dialog->preview()->pageLayout();
        printBoards(options, list, dialog, &layout);
        dialog->preview()->setPageLayout(layout);
    });
    connect(dialog, &PrintPreviewDialog::exportPdfRequested, dialog,
        [this, dialog, options, list] { exportPdf(options, list, dialog); });
    dialog->resize((mContext->window()->size() * 0.9).expandedTo(QSize(640, 480)));
    dialog->open();
    return dialog;
}

void PrintActions::exportPdfDialog()
{
    HandRecordOptions options;
    QList<Board> list;
    if (askOptions(tr("Export\u2026"), &options, &list))
        exportPdf(options, list, mContext->window());
}

void PrintActions::exportPdf(const HandRecordOptions &options, const QList<Board> &list, QWidget *parent)
{
    const QString base = QFileInfo(mContext->document()->fileName()).completeBaseName();
    const QString suggested
        = QDir(Preferences::lastDir())
              .filePath((base.isEmpty() || base.startsWith(QLatin1Char(':')) ? tr("hand-records") : base)
                  + QStringLiteral(".pdf"));
    const QString fileName
        = QFileDialog::getSaveFileName(parent, tr("Export Hand Records"), suggested, tr("PDF documents (*.pdf)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!HandRecordPrinter(options).writePdf(fileName, list, &error))
        mContext->showError(error);
    else
        mContext->showWritten(fileName);
}

} // namespace Kibitz
