#include "printactions.h"

#include "clipboard/boardclipboard.h"
#include "document/document.h"
#include "document/editcommands.h"
#include "editing/dealpaste.h"
#include "mainwindow.h"
#include "printing/printdialog.h"
#include "settings/preferences.h"
#include "views/handdiagram.h"

#include "formats/boardsource.h"
#include "formats/formatregistry.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QStatusBar>
#include <QUndoStack>

#include <cstdio>

namespace Kibitz {

PrintActions::PrintActions(MainWindow *window)
    : QObject(window)
    , mWindow(window)
    , mPrint(new QAction(QIcon::fromTheme(QStringLiteral("document-print")), QString(), this))
    , mPreview(new QAction(QIcon::fromTheme(QStringLiteral("document-print-preview")), QString(), this))
    , mExportPdf(new QAction(this))
    , mExportImage(new QAction(this))
    , mCopyImage(new QAction(this))
    , mCopyPbn(new QAction(this))
    , mCopyLin(new QAction(this))
    , mPaste(new QAction(this))
{
    mTexts.bind(mPrint, "text", QT_TR_NOOP("&Print Hand Records\u2026"));
    mTexts.bind(mPreview, "text", QT_TR_NOOP("Print Pre&view\u2026"));
    mTexts.bind(mExportPdf, "text", QT_TR_NOOP("Export Hand Records as P&DF\u2026"));
    mTexts.bind(mExportImage, "text", QT_TR_NOOP("Export Dia&gram as Image\u2026"));
    mTexts.bind(mCopyImage, "text", QT_TR_NOOP("Copy Diagram as &Image"));
    mTexts.bind(mCopyPbn, "text", QT_TR_NOOP("Copy Board as &PBN"));
    mTexts.bind(mCopyLin, "text", QT_TR_NOOP("Copy Board as &LIN"));
    mTexts.bind(mPaste, "text", QT_TR_NOOP("Paste &Board"));
    mPrint->setShortcut(QKeySequence::Print);
    mCopyPbn->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    mTexts.bind(mPaste, "statusTip",
                QT_TR_NOOP("Insert the boards on the clipboard (PBN, LIN, JSON or a deal) after the current board"));
    connect(mPrint, &QAction::triggered, this, &PrintActions::print);
    connect(mPreview, &QAction::triggered, this, &PrintActions::preview);
    connect(mExportPdf, &QAction::triggered, this, &PrintActions::exportPdfDialog);
    connect(mExportImage, &QAction::triggered, this, &PrintActions::exportImageDialog);
    connect(mCopyImage, &QAction::triggered, this, &PrintActions::copyImage);
    connect(mCopyPbn, &QAction::triggered, this, [this] {
        QString error;
        if (!copyBoard(QStringLiteral("pbn"), &error))
            report(error);
    });
    connect(mCopyLin, &QAction::triggered, this, [this] {
        QString error;
        if (!copyBoard(QStringLiteral("lin"), &error))
            report(error);
    });
    connect(mPaste, &QAction::triggered, this, [this] {
        QString error;
        if (!paste(&error))
            report(error);
    });
    Document *document = mWindow->document();
    connect(document, &Document::reset, this, &PrintActions::updateEnabled);
    connect(document, &Document::boardsInserted, this, &PrintActions::updateEnabled);
    connect(document, &Document::boardsRemoved, this, &PrintActions::updateEnabled);
    updateEnabled();
}

void PrintActions::addToFileMenu(QMenu *menu)
{
    menu->addActions({mPrint, mPreview, mExportPdf, mExportImage});
}

void PrintActions::addToEditMenu(QMenu *menu)
{
    menu->addActions({mCopyPbn, mCopyLin, mCopyImage, mPaste});
}

void PrintActions::retranslate()
{
    mTexts.retranslate();
}

void PrintActions::updateEnabled()
{
    const bool any = mWindow->document()->count() > 0;
    for (QAction *a : {mPrint, mPreview, mExportPdf, mExportImage, mCopyImage, mCopyPbn, mCopyLin})
        a->setEnabled(any);
}

void PrintActions::report(const QString &error) const
{
    mWindow->statusBar()->showMessage(error);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Kibitz"), error, QMessageBox::Ok, mWindow);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
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

DiagramExport PrintActions::currentDiagram() const
{
    const HandDiagram *diagram = mWindow->handDiagram();
    return DiagramExport(diagram->board(), diagram->position(), diagram->hidePlayed(),
                         !mWindow->auctionDock()->isHidden());
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

bool PrintActions::writePdf(const QString &fileName, const HandRecordOptions &options, qint64 first, qint64 last,
                            bool solve, QString *error)
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
        report(error);
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
    const QString suggested = QDir(Preferences::lastDir())
                                  .filePath((base.isEmpty() || base.startsWith(QLatin1Char(':')) ? tr("hand-records")
                                                                                                 : base)
                                            + QStringLiteral(".pdf"));
    const QString fileName =
        QFileDialog::getSaveFileName(mWindow, tr("Export Hand Records"), suggested, tr("PDF documents (*.pdf)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!HandRecordPrinter(options).writePdf(fileName, list, &error))
        report(error);
    else
        mWindow->statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(fileName)), 5000);
}

bool PrintActions::exportImage(const QString &fileName, QString *error) const
{
    const DiagramExport picture = currentDiagram();
    if (fileName.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return picture.writeSvg(fileName, error);
    return picture.writePng(fileName, 2.0, error);
}

void PrintActions::exportImageDialog()
{
    const QString png = tr("PNG images (*.png)");
    const QString svg = tr("SVG drawings (*.svg)");
    QString filter = Preferences::imageFormat() == Preferences::ImageFormat::Svg ? svg : png;
    const Board board = mWindow->handDiagram()->board();
    const QString name = board.number() ? tr("board-%1").arg(*board.number()) : tr("board");
    QString fileName = QFileDialog::getSaveFileName(mWindow, tr("Export Diagram"),
                                                    QDir(Preferences::lastDir())
                                                        .filePath(name + (filter == svg ? QStringLiteral(".svg")
                                                                                        : QStringLiteral(".png"))),
                                                    png + QStringLiteral(";;") + svg, &filter);
    if (fileName.isEmpty())
        return;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    Preferences::setImageFormat(fileName.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
                                    ? Preferences::ImageFormat::Svg
                                    : Preferences::ImageFormat::Png);
    QString error;
    if (!exportImage(fileName, &error))
        report(error);
    else
        mWindow->statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(fileName)), 5000);
}

bool PrintActions::copyBoard(const QString &formatId, QString *error) const
{
    if (mWindow->currentBoard() < 0) {
        if (error)
            *error = tr("No board to copy");
        return false;
    }
    if (!BoardClipboard::copyBoard(mWindow->document()->board(mWindow->currentBoard()), formatId, error))
        return false;
    mWindow->statusBar()->showMessage(tr("Board copied as %1").arg(formatId.toUpper()), 3000);
    return true;
}

void PrintActions::copyImage() const
{
    BoardClipboard::copyImage(currentDiagram().image(2.0));
    mWindow->statusBar()->showMessage(tr("Diagram copied"), 3000);
}

bool PrintActions::paste(QString *error)
{
    QString formatName;
    QString boardError;
    QList<Board> pasted = BoardClipboard::pasteBoards(&boardError, &formatName);
    Document *document = mWindow->document();
    const qint64 at = mWindow->currentBoard() + 1;
    if (pasted.isEmpty()) {
        // Not a whole board: the editor's parser may still find a deal in it.
        const QString text = QGuiApplication::clipboard()->text();
        const auto deal = text.size() < 100000 ? parsePastedDeal(text) : std::nullopt;
        if (!deal) {
            if (error)
                *error = boardError;
            return false;
        }
        Board board;
        const Board previous = at > 0 ? document->board(at - 1) : Board();
        board.setNumberWithCycle(previous.number() ? *previous.number() + 1 : int(at + 1));
        if (deal->dealer)
            board.setDealer(*deal->dealer);
        board.setDeal(deal->deal);
        board.setEvent(previous.event());
        board.setSite(previous.site());
        board.setDate(previous.date());
        pasted << board;
    }
    document->undoStack()->push(new InsertBoardsCommand(document, at, pasted, tr("Paste %n Board(s)", nullptr,
                                                                                  int(pasted.size()))));
    mWindow->selectBoard(at);
    return true;
}

int PrintActions::exportPdfCommand(const QString &outFile, const QString &fileName, int perPage, bool solve)
{
    const auto fail = [](const QString &message, int code) {
        std::fprintf(stderr, "kibitz: %s\n", qPrintable(message));
        return code;
    };
    if (!HandRecordPrinter::perPageChoices().contains(perPage))
        return fail(tr("--per-page needs 1, 2, 4 or 6"), 1);
    const QString input = fileName.isEmpty() ? QStringLiteral(":/samples/kibitz-sample.pbn") : fileName;
    FormatError openError;
    const std::unique_ptr<BoardSource> source = FormatRegistry::instance().open(input, {}, &openError);
    if (!source)
        return fail(openError.toString(), 2);
    if (source->count() > PrintDialog::MaxBoards)
        return fail(tr("%1 holds %2 boards; at most %3 are printed at once")
                        .arg(input)
                        .arg(source->count())
                        .arg(PrintDialog::MaxBoards),
                    3);
    QList<Board> list;
    for (qint64 i = 0; i < source->count(); ++i)
        list << source->board(i);
    if (solve)
        HandRecordPrinter::solveMissing(list);
    HandRecordOptions options;
    options.perPage = perPage;
    QString error;
    if (!HandRecordPrinter(options).writePdf(outFile, list, &error))
        return fail(error, 4);
    return 0;
}

} // namespace Kibitz
