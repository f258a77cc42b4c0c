#pragma once

#include "printing/handrecordprinter.h"
#include "retranslator.h"

#include <QObject>

class QAction;
class QMenu;

namespace Kibitz {

class Document;
class MainWindow;

/** Hand records of a main window's boards: printed, previewed or written as PDF. */
class PrintActions : public QObject
{
    Q_OBJECT

public:
    explicit PrintActions(MainWindow *window);

    void addToFileMenu(QMenu *menu);
    /** Translates the actions' texts again; the window calls it on a language change (a QObject gets none). */
    void retranslate();

    /** Boards @p first to @p last (0-based, inclusive) of the window's document. */
    QList<Board> boards(qint64 first, qint64 last) const;
    bool writePdf(const QString &fileName, const HandRecordOptions &options, qint64 first, qint64 last, bool solve,
        QString *error = nullptr);

    QAction *printAction() const { return mPrint; }
    QAction *previewAction() const { return mPreview; }
    QAction *exportPdfAction() const { return mExportPdf; }

    /** What the window's file and clipboard actions share: enabled only while @p document has boards. */
    static void enableWhileBoards(Document *document, const QList<QAction *> &actions, QObject *context);
    /** Shows @p error in @p window's status bar and a message box. */
    static void report(MainWindow *window, const QString &error);
    /** Says in @p window's status bar that @p fileName was written. */
    static void reportWritten(MainWindow *window, const QString &fileName);

private:
    void print();
    void preview();
    void exportPdfDialog();
    /** Asks for range and options; false when cancelled. */
    bool askOptions(const QString &acceptText, HandRecordOptions *options, QList<Board> *boards);
    void solveWithProgress(QList<Board> &boards) const;

    MainWindow *mWindow;
    QAction *mPrint;
    QAction *mPreview;
    QAction *mExportPdf;
    Retranslator mTexts { "Kibitz::PrintActions" };
};

} // namespace Kibitz
