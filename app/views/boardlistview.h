#pragma once

#include <QAbstractScrollArea>
#include <QPointer>

class QAbstractItemModel;
class QHeaderView;

namespace Kibitz {

class SuitTextDelegate;

/**
 * A single-selection list of table rows that only ever touches the rows on
 * screen. QTableView keeps a header section per row (about 80 MB and 0.2 s for
 * ten million boards); this view keeps nothing per row, so scrolling to the
 * last of ten million boards costs what the first does. Clicking a column's title sorts the model by it
 * (QAbstractItemModel::sort(); a third click, -1: the model's own order).
 */
class BoardListView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    explicit BoardListView(QWidget *parent = nullptr);
    ~BoardListView() override;

    void setModel(QAbstractItemModel *model);
    QAbstractItemModel *model() const { return mModel; }
    QHeaderView *header() const { return mHeader; }

    int currentRow() const { return mCurrent; }
    /** Selects @p row (clamped), scrolls it into view and announces it. */
    void setCurrentRow(int row);
    void scrollToRow(int row);
    int rowHeight() const;
    /** The row at viewport position @p y, or -1. */
    int rowAt(int y) const;

Q_SIGNALS:
    void currentRowChanged(int row);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent *event) override;

private:
    void updateGeometries();
    int visibleRows() const;
    int rowCount() const;

    QPointer<QAbstractItemModel> mModel;
    QHeaderView *mHeader = nullptr;
    SuitTextDelegate *mDelegate = nullptr;
    int mCurrent = -1;
};

} // namespace Kibitz
