#include "pagepreview.h"

#include "views/palette.h"

#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <climits>
#include <cmath>

namespace Kibitz {

namespace {

constexpr int Spacing = 14; // between pages and around them, in pixels
constexpr qreal ZoomStep = 1.25;

QPageLayout defaultLayout()
{
    // The layout of the PDF export (HandRecordPrinter::writePdf).
    return QPageLayout(
        QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
}

} // namespace

PagePreview::PagePreview(QWidget *parent)
    : QAbstractScrollArea(parent)
    , mLayout(defaultLayout())
{
    setObjectName(QStringLiteral("pagePreview"));
    // Always there, so that fitting the width never makes it appear and change the width again.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setFrameShape(QFrame::NoFrame);
    viewport()->setBackgroundRole(QPalette::Dark);
    viewport()->setAutoFillBackground(true);
    setFocusPolicy(Qt::StrongFocus);
}

PagePreview::~PagePreview() = default;

void PagePreview::setContent(const HandRecordOptions &options, const QList<Board> &boards)
{
    mPrinter = HandRecordPrinter(options);
    mBoards = boards;
    mCache.clear();
    mCurrent = 0;
    updateScrollBars();
    setCurrentPage(0);
    viewport()->update();
}

void PagePreview::setPageLayout(const QPageLayout &layout)
{
    if (!layout.isValid())
        return;
    mLayout = layout;
    mCache.clear();
    applyZoom(mMode == ZoomMode::Fixed ? mZoom : fittedZoom(mMode));
}

int PagePreview::pageCount() const
{
    return HandRecordPrinter::pageCount(mBoards.size(), mPrinter.options().perPage);
}

qreal PagePreview::naturalScale() const
{
    return logicalDpiX() / 72.0;
}

QSize PagePreview::pagePixels() const
{
    const QSizeF points = mLayout.fullRectPoints().size();
    return QSize(std::max(1, qRound(points.width() * scale())), std::max(1, qRound(points.height() * scale())));
}

int PagePreview::pitch() const
{
    return pagePixels().height() + Spacing;
}

QRect PagePreview::pageRect(int page) const
{
    const QSize size = pagePixels();
    const int contentWidth = size.width() + 2 * Spacing;
    const int x = contentWidth <= viewport()->width() ? (viewport()->width() - size.width()) / 2
                                                      : Spacing - horizontalScrollBar()->value();
    const qint64 y = Spacing + qint64(page) * pitch() - verticalScrollBar()->value();
    return QRect(QPoint(x, int(std::clamp<qint64>(y, INT_MIN / 2, INT_MAX / 2))), size);
}

qreal PagePreview::fittedZoom(ZoomMode mode) const
{
    const QSizeF points = mLayout.fullRectPoints().size();
    const qreal byWidth = (viewport()->width() - 2 * Spacing) / (points.width() * naturalScale());
    const qreal byHeight = (viewport()->height() - 2 * Spacing) / (points.height() * naturalScale());
    const qreal zoom = mode == ZoomMode::FitPage ? std::min(byWidth, byHeight) : byWidth;
    return std::clamp(zoom, MinZoom, MaxZoom);
}

void PagePreview::setZoom(qreal zoom)
{
    mMode = ZoomMode::Fixed;
    applyZoom(std::clamp(zoom, MinZoom, MaxZoom));
}

void PagePreview::setZoomMode(ZoomMode mode)
{
    mMode = mode;
    if (mode != ZoomMode::Fixed)
        applyZoom(fittedZoom(mode));
}

void PagePreview::zoomIn()
{
    setZoom(mZoom * ZoomStep);
}

void PagePreview::zoomOut()
{
    setZoom(mZoom / ZoomStep);
}

void PagePreview::applyZoom(qreal zoom)
{
    // The same place of the same page stays at the top of the view.
    const qreal at = qreal(verticalScrollBar()->value()) / pitch();
    mZoom = zoom;
    mCache.clear();
    updateScrollBars();
    const int page = mCurrent;
    mScrolling = true;
    verticalScrollBar()->setValue(qRound(at * pitch()));
    mScrolling = false;
    if (mCurrent != page) {
        mCurrent = page;
        emit currentPageChanged(page);
    }
    viewport()->update();
    emit zoomChanged(mZoom);
}

void PagePreview::updateScrollBars()
{
    const QSize size = pagePixels();
    const qint64 height = Spacing + qint64(pageCount()) * pitch();
    QScrollBar *v = verticalScrollBar();
    v->setRange(0, int(std::clamp<qint64>(height - viewport()->height(), 0, INT_MAX)));
    v->setPageStep(viewport()->height());
    v->setSingleStep(std::max(20, size.height() / 20));
    QScrollBar *h = horizontalScrollBar();
    h->setRange(0, std::max(0, size.width() + 2 * Spacing - viewport()->width()));
    h->setPageStep(viewport()->width());
    h->setSingleStep(std::max(20, size.width() / 20));
}

void PagePreview::setCurrentPage(int page)
{
    page = std::clamp(page, 0, std::max(0, pageCount() - 1));
    mScrolling = true;
    verticalScrollBar()->setValue(int(std::min<qint64>(qint64(page) * pitch(), INT_MAX)));
    mScrolling = false;
    if (page != mCurrent) {
        mCurrent = page;
        emit currentPageChanged(page);
    }
    viewport()->update();
}

void PagePreview::updateCurrentFromScroll()
{
    // The page that fills the upper part of the view.
    const int reach = std::min(viewport()->height(), pitch()) / 2;
    const int page
        = std::clamp(int((qint64(verticalScrollBar()->value()) + reach) / pitch()), 0, std::max(0, pageCount() - 1));
    if (page != mCurrent) {
        mCurrent = page;
        emit currentPageChanged(page);
    }
}

void PagePreview::scrollContentsBy(int dx, int dy)
{
    viewport()->scroll(dx, dy);
    if (!mScrolling)
        updateCurrentFromScroll();
}

void PagePreview::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    if (mMode != ZoomMode::Fixed)
        applyZoom(fittedZoom(mMode));
    else
        updateScrollBars();
}

void PagePreview::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int steps = event->angleDelta().y() / 120;
        if (steps > 0)
            zoomIn();
        else if (steps < 0)
            zoomOut();
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

const QImage &PagePreview::pageImage(int page, int firstShown, int lastShown)
{
    for (int i = 0; i < mCache.size(); ++i) {
        if (mCache[i].page == page) {
            mCache.move(i, mCache.size() - 1);
            return mCache.last().image;
        }
    }
    const qreal dpr = devicePixelRatioF();
    const QSize size = pagePixels();
    QImage image(size * dpr, QImage::Format_RGB32);
    image.setDevicePixelRatio(dpr);
    image.fill(Palette::color(Palette::Paper));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const qreal s = scale() / HandRecordPrinter::Unit;
    painter.scale(s, s);
    const QRectF paint = mLayout.paintRectPoints();
    painter.translate(paint.topLeft() * HandRecordPrinter::Unit);
    mPrinter.paintPage(painter, QRectF(QPointF(0, 0), paint.size() * HandRecordPrinter::Unit), mBoards, page);
    painter.end();
    ++mRendered;

    qint64 bytes = image.sizeInBytes();
    for (const Cached &c : std::as_const(mCache))
        bytes += c.image.sizeInBytes();
    for (int i = 0; i < mCache.size() && bytes > CacheBytes;) {
        if (mCache[i].page >= firstShown && mCache[i].page <= lastShown) {
            ++i;
            continue;
        }
        bytes -= mCache[i].image.sizeInBytes();
        mCache.removeAt(i);
    }
    mCache.append({ page, std::move(image) });
    return mCache.last().image;
}

void PagePreview::paintEvent(QPaintEvent *event)
{
    const int pages = pageCount();
    if (pages == 0)
        return;
    QPainter painter(viewport());
    const qint64 top = verticalScrollBar()->value();
    const int first = int(std::clamp<qint64>((top - Spacing) / pitch(), 0, pages - 1));
    const int last = int(std::clamp<qint64>((top + viewport()->height()) / pitch(), 0, pages - 1));
    for (int page = first; page <= last; ++page) {
        const QRect rect = pageRect(page);
        const QRect shadow = rect.translated(2, 3);
        if (!event->rect().intersects(rect.united(shadow)))
            continue;
        painter.fillRect(shadow, Palette::color(Palette::Shadow));
        painter.drawImage(rect.topLeft(), pageImage(page, first, last));
    }
}

} // namespace Kibitz
