#include "boardlistview.h"

#include "views/suittextdelegate.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QToolTip>

namespace Kibitz {

BoardListView::BoardListView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , mHeader(new QHeaderView(Qt::Horizontal, this))
    , mDelegate(new SuitTextDelegate(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A click on a title sorts by it, a second the other way, a third shows the file's order again.
    mHeader->setSectionsClickable(true);
    mHeader->setSortIndicatorShown(true);
    mHeader->setSortIndicatorClearable(true);
    mHeader->setSortIndicator(-1, Qt::AscendingOrder);
    connect(mHeader, &QHeaderView::sortIndicatorChanged, this, [this](int column, Qt::SortOrder order) {
        if (mModel)
            mModel->sort(column, order);
    });
    mHeader->setHighlightSections(false);
    mHeader->setDefaultAlignment(Qt::AlignCenter);
    connect(mHeader, &QHeaderView::sectionResized, viewport(), qOverload<>(&QWidget::update));
    connect(mHeader, &QHeaderView::geometriesChanged, this, &BoardListView::updateGeometries);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
}

BoardListView::~BoardListView() = default;

void BoardListView::setModel(QAbstractItemModel *model)
{
    if (mModel)
        disconnect(mModel, nullptr, this, nullptr);
    mModel = model;
    mHeader->setModel(model);
    mCurrent = -1;
    if (mModel) {
        const auto refresh = [this] {
            if (mCurrent >= rowCount())
                mCurrent = rowCount() - 1;
            updateGeometries();
            viewport()->update();
        };
        connect(mModel, &QAbstractItemModel::modelReset, this, [this, refresh] {
            mCurrent = -1;
            verticalScrollBar()->setValue(0);
            refresh();
        });
        connect(mModel, &QAbstractItemModel::rowsInserted, this, refresh);
        connect(mModel, &QAbstractItemModel::rowsRemoved, this, refresh);
        connect(mModel, &QAbstractItemModel::layoutChanged, this, refresh);
        connect(mModel, &QAbstractItemModel::dataChanged, viewport(), qOverload<>(&QWidget::update));
    }
    updateGeometries();
    viewport()->update();
}

int BoardListView::rowCount() const
{
    return mModel ? mModel->rowCount() : 0;
}

int BoardListView::rowHeight() const
{
    return fontMetrics().height() + 8;
}

int BoardListView::visibleRows() const
{
    return std::max(1, viewport()->height() / rowHeight());
}

int BoardListView::rowAt(int y) const
{
    const int row = verticalScrollBar()->value() + y / rowHeight();
    return row >= 0 && row < rowCount() ? row : -1;
}

void BoardListView::updateGeometries()
{
    const int headerHeight = mHeader->isHidden() ? 0 : mHeader->sizeHint().height();
    setViewportMargins(0, headerHeight, 0, 0);
    const QRect vg = viewport()->geometry();
    mHeader->setGeometry(vg.left(), vg.top() - headerHeight, vg.width(), headerHeight);
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0, std::max(0, rowCount() - visibleRows()));
    bar->setPageStep(visibleRows());
    bar->setSingleStep(1);
}

void BoardListView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateGeometries();
}

void BoardListView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateGeometries();
}

void BoardListView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void BoardListView::scrollToRow(int row)
{
    QScrollBar *bar = verticalScrollBar();
    if (row < bar->value())
        bar->setValue(row);
    else if (row >= bar->value() + visibleRows())
        bar->setValue(row - visibleRows() + 1);
}

void BoardListView::setCurrentRow(int row)
{
    const int count = rowCount();
    if (count == 0)
        row = -1;
    else
        row = std::clamp(row, 0, count - 1);
    if (row >= 0)
        scrollToRow(row);
    if (row == mCurrent)
        return;
    mCurrent = row;
    viewport()->update();
    Q_EMIT currentRowChanged(row);
}

void BoardListView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    if (!mModel)
        return;
    const int h = rowHeight();
    const int first = verticalScrollBar()->value();
    const int last = std::min(rowCount() - 1, first + viewport()->height() / h + 1);
    const QPalette pal = palette();
    const bool active = hasFocus();
    for (int row = first; row <= last; ++row) {
        const int y = (row - first) * h;
        const QRect rowRect(0, y, viewport()->width(), h);
        if (row == mCurrent)
            painter.fillRect(rowRect, pal.brush(active ? QPalette::Active : QPalette::Inactive, QPalette::Highlight));
        else if (row % 2)
            painter.fillRect(rowRect, pal.alternateBase());
        for (int visual = 0; visual < mHeader->count(); ++visual) {
            const int column = mHeader->logicalIndex(visual);
            if (mHeader->isSectionHidden(column))
                continue;
            QStyleOptionViewItem option;
            option.initFrom(this);
            option.rect = QRect(mHeader->sectionViewportPosition(column), y, mHeader->sectionSize(column), h);
            option.state |= QStyle::State_Enabled;
            option.showDecorationSelected = true;
            option.widget = this;
            if (row == mCurrent) {
                option.state |= QStyle::State_Selected;
                if (active)
                    option.state |= QStyle::State_Active;
            }
            mDelegate->paint(&painter, option, mModel->index(row, column));
        }
    }
}

void BoardListView::mousePressEvent(QMouseEvent *event)
{
    const int row = rowAt(event->position().toPoint().y());
    if (row >= 0 && event->button() == Qt::LeftButton)
        setCurrentRow(row);
    QAbstractScrollArea::mousePressEvent(event);
}

void BoardListView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Up:
        setCurrentRow(mCurrent - 1);
        return;
    case Qt::Key_Down:
        setCurrentRow(mCurrent + 1);
        return;
    case Qt::Key_PageUp:
        setCurrentRow(mCurrent - visibleRows());
        return;
    case Qt::Key_PageDown:
        setCurrentRow(mCurrent + visibleRows());
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

bool BoardListView::event(QEvent *event)
{
    // With the focus here, the arrows move through the list instead of stepping the play; Home and End step
    // the play as the Play menu says (Ctrl+Home and Ctrl+End go to the first and last board).
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::NoModifier && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

bool BoardListView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && mModel) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = rowAt(help->pos().y());
        const int column = mHeader->logicalIndexAt(help->pos().x());
        const QString tip
            = row >= 0 && column >= 0 ? mModel->index(row, column).data(Qt::ToolTipRole).toString() : QString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace Kibitz
