#pragma once

#include "printing/handrecordprinter.h"

#include <QDialog>

class QAction;
class QActionGroup;
class QLabel;
class QSpinBox;

namespace Kibitz {

class PagePreview;

/**
 * Print preview of hand records: the pages (PagePreview, drawn as they come into view), the page
 * number and count, zoom in and out, fit width and fit page, first/previous/next/last page, and
 * Print… and Export PDF…, which the owner carries out (printRequested, exportPdfRequested).
 * Opens at the width of the window, so the first page is readable at once.
 */
class PrintPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    PrintPreviewDialog(const HandRecordOptions &options, const QList<Board> &boards, QWidget *parent = nullptr);
    ~PrintPreviewDialog() override;

    PagePreview *preview() const { return mPreview; }
    /** "of 2,000": the page count beside the page number. */
    QString pageCountText() const;
    /** The page number box (1-based). */
    QSpinBox *pageBox() const { return mPage; }

    QAction *firstPageAction() const { return mFirst; }
    QAction *previousPageAction() const { return mPrevious; }
    QAction *nextPageAction() const { return mNext; }
    QAction *lastPageAction() const { return mLast; }
    QAction *zoomInAction() const { return mZoomIn; }
    QAction *zoomOutAction() const { return mZoomOut; }
    QAction *fitWidthAction() const { return mFitWidth; }
    QAction *fitPageAction() const { return mFitPage; }
    QAction *printAction() const { return mPrint; }
    QAction *exportPdfAction() const { return mExportPdf; }

Q_SIGNALS:
    void printRequested();
    void exportPdfRequested();

private:
    void showPage(int page);
    void showZoom();

    PagePreview *mPreview;
    QSpinBox *mPage;
    QLabel *mPages;
    QLabel *mZoomText;
    QAction *mFirst;
    QAction *mPrevious;
    QAction *mNext;
    QAction *mLast;
    QAction *mZoomIn;
    QAction *mZoomOut;
    QAction *mFitWidth;
    QAction *mFitPage;
    QActionGroup *mFit;
    QAction *mPrint;
    QAction *mExportPdf;
};

} // namespace Kibitz
