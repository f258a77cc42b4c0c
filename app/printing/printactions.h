#pragma once

#include "printing/diagramexport.h"
#include "printing/handrecordprinter.h"
#include "retranslator.h"

#include <QObject>

class QAction;
class QMenu;
class QPrinter;

namespace Kibitz {

class MainWindow;

/**
 * Printing, export and the clipboard for a main window: hand records printed,
 * previewed or written as PDF, the diagram as PNG, SVG or clipboard image, the
 * board copied as PBN or LIN and boards pasted from clipboard text.
 */
class PrintActions : public QObject
{
    Q_OBJECT

public:
    explicit PrintActions(MainWindow *window);

    void addToFileMenu(QMenu *menu);
    void addToEditMenu(QMenu *menu);
    /** Translates the actions' texts again; the window calls it on a language change (a QObject gets none). */
    void retranslate();

    /** Boards @p first to @p last (0-based, inclusive) of the window's document. */
    QList<Board> boards(qint64 first, qint64 last) const;
    /** The diagram as shown: board, play position, played cards hidden or not, auction when its dock is shown. */
    DiagramExport currentDiagram() const;

    bool writePdf(const QString &fileName, const HandRecordOptions &options, qint64 first, qint64 last, bool solve,
                  QString *error = nullptr);
    bool exportImage(const QString &fileName, QString *error = nullptr) const;
    bool copyBoard(const QString &formatId, QString *error = nullptr) const;
    void copyImage() const;
    /**
     * Inserts the boards of the clipboard text after the current board (undoable).
     * Text that is no whole board but a deal (dealpaste.h) becomes a new board.
     */
    bool paste(QString *error = nullptr);

    /** `kibitz --export-pdf`: the hand records of @p fileName (the bundled sample when empty). Returns an exit code. */
    static int exportPdfCommand(const QString &outFile, const QString &fileName, int perPage, bool solve);

    QAction *printAction() const { return mPrint; }
    QAction *previewAction() const { return mPreview; }
    QAction *exportPdfAction() const { return mExportPdf; }
    QAction *exportImageAction() const { return mExportImage; }
    QAction *copyImageAction() const { return mCopyImage; }
    QAction *copyPbnAction() const { return mCopyPbn; }
    QAction *copyLinAction() const { return mCopyLin; }
    QAction *pasteAction() const { return mPaste; }

private:
    void print();
    void preview();
    void exportPdfDialog();
    void exportImageDialog();
    void report(const QString &error) const;
    /** Asks for range and options; false when cancelled. */
    bool askOptions(const QString &acceptText, HandRecordOptions *options, QList<Board> *boards);
    void solveWithProgress(QList<Board> &boards) const;
    void updateEnabled();

    MainWindow *mWindow;
    QAction *mPrint;
    QAction *mPreview;
    QAction *mExportPdf;
    QAction *mExportImage;
    QAction *mCopyImage;
    QAction *mCopyPbn;
    QAction *mCopyLin;
    QAction *mPaste;
    Retranslator mTexts{"Kibitz::PrintActions"};
};

} // namespace Kibitz
