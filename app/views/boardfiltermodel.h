#pragma once

#include "select/expression.h"

#include <QAbstractTableModel>
#include <QList>
#include <QTimer>

#include <atomic>
#include <memory>
#include <thread>

namespace Kibitz {

class BoardListModel;
class Document;

/**
 * The rows the board list shows: every board of the document, or the boards for which a filter
 * expression holds (docs/select.md). A file unchanged on disk is filtered on a worker thread by
 * BoardSelector (a deal-only condition on a file of records runs on the records, on every core);
 * an edited or unsaved document is filtered in slices on the GUI thread. Either way matches come
 * in order, chunk by chunk, so the first ones are on screen while the rest is counted.
 *
 * The rows can be sorted by a column (sort(); BoardListModel::sortKey()), a stable view of the list that
 * changes nothing in the document; a filter still counting sorts its matches once it is done.
 */
class BoardFilterModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    BoardFilterModel(Document *document, BoardListModel *source, QObject *parent = nullptr);
    ~BoardFilterModel() override;

    /** Shows the boards @p expression holds for (an invalid one: every board), counting in the background. */
    void setExpression(const Expression &expression);
    /** Shows every board again. */
    void clear();

    /** Sorts more rows than this are not offered: every board would have to be decoded. */
    static constexpr qint64 SortLimit = 1'000'000;
    /** Sorts the rows by @p column (stable: equal rows keep their file order); -1 shows them in file order. */
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return mSortColumn; }
    Qt::SortOrder sortOrder() const { return mSortOrder; }

    bool isActive() const { return mActive; }
    bool isRunning() const { return mRunning; }
    /** Boards tested so far (every board when done). */
    qint64 tested() const { return mTested; }
    /** Boards shown. */
    qint64 shownCount() const { return mActive ? mMatches.size() : total(); }
    qint64 total() const;

    /** The board (0-based) on @p row, or -1. */
    qint64 boardAt(int row) const;
    /** The row of @p board, or -1 when the filter hides it. */
    int rowOf(qint64 board) const;
    /** The shown board @p delta shown boards away from @p board (which may be hidden), or -1. */
    qint64 step(qint64 board, int delta) const;
    /** Waits (running the event loop) until the count is complete; false on timeout (tests). */
    bool waitForFinished(int milliseconds);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /** Boards tested of all; shownCount() may have grown. */
    void progressChanged(qint64 tested, qint64 total);
    /** The first matches of a new filter are shown, or every board again (the window picks a board). */
    void rowsChosen();
    void finished();
    /** A sort was asked for more than SortLimit rows and not done. */
    void sortRefused();

private:
    void restart();
    void stopWorker();
    void addMatches(int generation, const QList<qint64> &matches);
    void setProgress(int generation, qint64 tested, qint64 total);
    void finish(int generation);
    void filterSlice();
    bool canUseFile() const;
    /** Sorts the rows by the sort column (when there is one and the filter is done). */
    void buildOrder();
    /** After a change of the set of boards: the rows again, sorted or passed through. */
    void resetRows();

    Document *mDocument;
    BoardListModel *mSource;
    Expression mExpression;
    bool mActive = false;
    bool mRunning = false;
    bool mAnnounced = false;
    int mGeneration = 0;
    QList<qint64> mMatches;
    int mSortColumn = -1;
    Qt::SortOrder mSortOrder = Qt::AscendingOrder;
    bool mSorted = false;
    QList<qint64> mOrder; // the boards in sorted order
    QList<int> mSortedRow; // per board: its row when sorted, -1 when the filter hides it
    qint64 mTested = 0;
    qint64 mNext = 0; // the next board of the GUI-thread filter
    QTimer mSlice;
    std::thread mWorker;
    std::shared_ptr<std::atomic<bool>> mCancel;
};

} // namespace Kibitz
