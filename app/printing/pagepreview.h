#pragma once

#include "printing/handrecordprinter.h"

#include <QAbstractScrollArea>
#include <QImage>
#include <QList>
#include <QPageLayout>

namespace Kibitz {

/**
 * The pages of hand records on screen, one under the other, painted on demand: only the pages in view
 * are drawn (by HandRecordPrinter, at the screen's resolution) and a few recent ones are kept as
 * images, so memory does not grow with the number of pages. (QPrintPreviewWidget records every page
 * at printer resolution before it shows the first: about 257 MB a page.)
 */
class PagePreview : public QAbstractScrollArea
{
    Q_OBJECT

public:
    enum class ZoomMode { FitWidth, FitPage, Fixed };

    /** Zoom limits, as a share of the paper's natural size on this screen. */
    static constexpr qreal MinZoom = 0.1;
    static constexpr qreal MaxZoom = 5.0;
    /** Rendered pages kept for scrolling back, at most this many bytes (the pages in view are always kept). */
    static constexpr qint64 CacheBytes = 64 << 20;

    explicit PagePreview(QWidget *parent = nullptr);
    ~PagePreview() override;

    void setContent(const HandRecordOptions &options, const QList<Board> &boards);
    const QList<Board> &boards() const { return mBoards; }
    const HandRecordOptions &options() const { return mPrinter.options(); }
    /** The paper and its margins; the boards are painted in its paint rectangle, as on the printer. */
    void setPageLayout(const QPageLayout &layout);
    const QPageLayout &pageLayout() const { return mLayout; }

    int pageCount() const;
    /** The page at the top of the view (0-based). */
    int currentPage() const { return mCurrent; }
    void setCurrentPage(int page);

    /** 1.0 shows the paper at its natural size on this screen. */
    qreal zoom() const { return mZoom; }
    void setZoom(qreal zoom);
    ZoomMode zoomMode() const { return mMode; }
    void setZoomMode(ZoomMode mode);
    void zoomIn();
    void zoomOut();

    /** Pages drawn since the preview was made (a page drawn again after leaving the cache counts again). */
    qint64 pagesRendered() const { return mRendered; }
    /** Pages held as images now. */
    int cachedPages() const { return int(mCache.size()); }

Q_SIGNALS:
    void currentPageChanged(int page);
    void zoomChanged(qreal zoom);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    struct Cached
    {
        int page;
        QImage image;
    };

    /** Screen pixels per point at zoom 1. */
    qreal naturalScale() const;
    /** Pixels per point now. */
    qreal scale() const { return naturalScale() * mZoom; }
    QSize pagePixels() const;
    int pitch() const;
    /** Page @p page in the viewport's coordinates. */
    QRect pageRect(int page) const;
    qreal fittedZoom(ZoomMode mode) const;
    void applyZoom(qreal zoom);
    void updateScrollBars();
    void updateCurrentFromScroll();
    const QImage &pageImage(int page, int firstShown, int lastShown);

    HandRecordPrinter mPrinter;
    QList<Board> mBoards;
    QPageLayout mLayout;
    ZoomMode mMode = ZoomMode::FitWidth;
    qreal mZoom = 1.0;
    int mCurrent = 0;
    bool mScrolling = false; // scrolling to a page: the page is known, not guessed from the position
    QList<Cached> mCache; // least recently used first
    qint64 mRendered = 0;
};

} // namespace Kibitz
