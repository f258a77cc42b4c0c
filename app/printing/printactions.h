#pragma once

#include "printing/handrecordprinter.h"
#include "printing/printdialog.h"
#include "retranslator.h"

#include <QObject>

class QAction;
class QMenu;
class QPageLayout;

namespace Kibitz {

class Document;
class WindowContext;
class PrintPreviewDialog;

/** Hand records of a window's boards: printed, previewed or written as PDF. */
class PrintActions : public QObject
{
    Q_OBJECT

public:
    explicit PrintActions(WindowContext *context);

    void addToFileMenu(QMenu *menu);
    /** Translates the actions' texts again; done on the window's language change (a QObject gets none). */
    void retranslate();

    /** Boards @p first to @p last (0-based, inclusive) of the window's document. */
    QList<Board> boards(qint64 first, qint64 last) const;
    bool writePdf(const QString &fileName, const HandRecordOptions &options, qint64 first, qint64 last, bool solve,
        QString *error = nullptr);

    /**
     * Opens the print preview of @p boards (window-modal, deleted on close) and returns it; its Print… and
     * Export PDF… print and export the same boards.
     */
    PrintPreviewDialog *openPreview(const HandRecordOptions &options, const QList<Board> &boards);
    /**
     * Fills the double-dummy tables and par that @p boards lack, when @p options print them, in a worker
     * thread with a progress dialog whose Skip prints the rest without; the tables go to the document's
     * analysis too, so they are solved once. @p first is the document index of boards[0]. Returns the
     * number solved.
     */
    int solveForPrinting(const HandRecordOptions &options, QList<Board> &boards, qint64 first);

    QAction *printAction() const { return mPrint; }
    QAction *previewAction() const { return mPreview; }
    QAction *exportPdfAction() const { return mExportPdf; }

    /** What the window's file and clipboard actions share: enabled only while @p document has boards. */
    static void enableWhileBoards(Document *document, const QList<QAction *> &actions, QObject *context);

private:
    void print();
    void preview();
    void exportPdfDialog();
    /** solveForPrinting() of boards[i] read from record records[i] (none: not the document's). */
    int solveForPrinting(const HandRecordOptions &options, QList<Board> &boards, const QList<qint64> &records);
    /** Asks for range and options, then solves what the options print; false when cancelled. */
    bool askOptions(const QString &acceptText, HandRecordOptions *options, QList<Board> *boards);
    /** Asks for a printer and prints; @p layout (optional) is the page layout offered and then the one chosen. */
    void printBoards(
        const HandRecordOptions &options, const QList<Board> &boards, QWidget *parent, QPageLayout *layout = nullptr);
    void exportPdf(const HandRecordOptions &options, const QList<Board> &boards, QWidget *parent);

    WindowContext *mContext;
    QAction *mPrint;
    QAction *mPreview;
    QAction *mExportPdf;
    Retranslator mTexts { "Kibitz::PrintActions" };
    std::optional<PrintDialog::Range> mRange; // the range chosen in the open file
};

} // namespace Kibitz
