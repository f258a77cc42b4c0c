#include "boardfiltermodel.h"

#include "document/document.h"
#include "views/boardlistmodel.h"

#include "select/boardselector.h"
#include "select/selectcontext.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

namespace Kibitz {

namespace {

// A slice of the GUI-thread filter: short enough to keep the window responsive.
constexpr int SliceMilliseconds = 20;

} // namespace

BoardFilterModel::BoardFilterModel(Document *document, BoardListModel *source, QObject *parent)
    : QAbstractTableModel(parent)
    , mDocument(document)
    , mSource(source)
{
    mSlice.setInterval(0);
    connect(&mSlice, &QTimer::timeout, this, &BoardFilterModel::filterSlice);

    // Unfiltered, the rows are the source's; filtered, a change of the set of boards filters afresh.
    // Sorted, a change of the set of boards sorts afresh.
    connect(mSource, &QAbstractItemModel::modelReset, this, &BoardFilterModel::resetRows);
    connect(
        mSource, &QAbstractItemModel::rowsAboutToBeInserted, this, [this](const QModelIndex &, int first, int last) {
            if (!mActive && !mSorted)
                beginInsertRows({}, first, last);
        });
    connect(mSource, &QAbstractItemModel::rowsInserted, this, [this] {
        if (mActive || mSorted)
            resetRows();
        else
            endInsertRows();
    });
    connect(mSource, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this](const QModelIndex &, int first, int last) {
        if (!mActive && !mSorted)
            beginRemoveRows({}, first, last);
    });
    connect(mSource, &QAbstractItemModel::rowsRemoved, this, [this] {
        if (mActive || mSorted)
            resetRows();
        else
            endRemoveRows();
    });
    connect(mSource, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &first, const QModelIndex &last) {
        if (!mActive && !mSorted)
            Q_EMIT dataChanged(index(first.row(), first.column()), index(last.row(), last.column()));
        else if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
    connect(mSource, &QAbstractItemModel::headerDataChanged, this, &QAbstractItemModel::headerDataChanged);
}

BoardFilterModel::~BoardFilterModel()
{
    stopWorker();
}

qint64 BoardFilterModel::total() const
{
    return mDocument->count();
}

void BoardFilterModel::resetRows()
{
    if (mActive) {
        restart();
        return;
    }
    beginResetModel();
    buildOrder();
    endResetModel();
}

void BoardFilterModel::sort(int column, Qt::SortOrder order)
{
    const qint64 rows = mActive ? mMatches.size() : total();
    if (column >= 0 && rows > SortLimit) {
        column = -1;
        Q_EMIT sortRefused();
    }
    if (column == mSortColumn && order == mSortOrder)
        return;
    mSortColumn = column >= 0 && column < columnCount() ? column : -1;
    mSortOrder = order;
    Q_EMIT layoutAboutToBeChanged();
    buildOrder();
    Q_EMIT layoutChanged();
    Q_EMIT rowsChosen();
}

void BoardFilterModel::buildOrder()
{
    mSorted = false;
    mOrder.clear();
    mSortedRow.clear();
    if (mSortColumn < 0 || mRunning)
        return;
    const qint64 rows = mActive ? mMatches.size() : mSource->rowCount();
    if (rows > SortLimit)
        return;
    struct Entry
    {
        std::optional<qint64> key;
        qint64 board;
    };
    std::vector<Entry> entries;
    entries.reserve(size_t(rows));
    QStringList warnings;
    for (qint64 row = 0; row < rows; ++row) {
        const qint64 board = mActive ? mMatches[row] : row;
        warnings.clear();
        const Board b = mDocument->board(board, mSortColumn == BoardListModel::ProblemColumn ? &warnings : nullptr);
        entries.push_back({ BoardListModel::sortKey(b, warnings, mSortColumn), board });
    }
    const bool descending = mSortOrder == Qt::DescendingOrder;
    // Boards without the value (no contract, no score) come last either way.
    std::stable_sort(entries.begin(), entries.end(), [descending](const Entry &a, const Entry &b) {
        if (a.key.has_value() != b.key.has_value())
            return a.key.has_value();
        return a.key && (descending ? *a.key > *b.key : *a.key < *b.key);
    });
    mOrder.reserve(rows);
    mSortedRow.fill(-1, total());
    for (const Entry &entry : entries) {
        mSortedRow[entry.board] = int(mOrder.size());
        mOrder.append(entry.board);
    }
    mSorted = true;
}

void BoardFilterModel::setExpression(const Expression &expression)
{
    if (!expression.isValid()) {
        clear();
        return;
    }
    mExpression = expression;
    mActive = true;
    restart();
}

void BoardFilterModel::clear()
{
    stopWorker();
    const bool wasActive = mActive;
    beginResetModel();
    mActive = false;
    mRunning = false;
    mExpression = {};
    mMatches.clear();
    mTested = total();
    buildOrder();
    endResetModel();
    if (wasActive) {
        Q_EMIT progressChanged(mTested, total());
        Q_EMIT rowsChosen();
        Q_EMIT finished();
    }
}

void BoardFilterModel::stopWorker()
{
    ++mGeneration;
    mSlice.stop();
    if (mCancel)
        mCancel->store(true);
    if (mWorker.joinable())
        mWorker.join();
    mCancel.reset();
}

bool BoardFilterModel::canUseFile() const
{
    const QString fileName = mDocument->fileName();
    return !mDocument->isModified() && mDocument->pieceCount() <= 1 && !fileName.isEmpty()
        && !fileName.startsWith(QLatin1Char(':')) && QFileInfo(fileName).isFile();
}

void BoardFilterModel::restart()
{
    stopWorker();
    beginResetModel();
    mMatches.clear();
    mTested = 0;
    mNext = 0;
    mRunning = true;
    mAnnounced = false;
    buildOrder(); // rows come in file order until the count is done
    endResetModel();
    Q_EMIT progressChanged(0, total());

    const int generation = mGeneration;
    if (!canUseFile()) {
        mSlice.start();
        return;
    }
    mCancel = std::make_shared<std::atomic<bool>>(false);
    mWorker = std::thread(
        [this, generation, cancel = mCancel, expression = mExpression, fileName = mDocument->fileName()] {
            BoardSelector::Control control;
            control.isCancelled = [cancel] { return cancel->load(); };
            control.found = [this, generation](const QList<qint64> &matches) {
                QMetaObject::invokeMethod(
                    this, [this, generation, matches] { addMatches(generation, matches); }, Qt::QueuedConnection);
            };
            control.progress = [this, generation](qint64 done, qint64 all) {
                QMetaObject::invokeMethod(
                    this, [this, generation, done, all] { setProgress(generation, done, all); }, Qt::QueuedConnection);
            };
            const std::optional<QList<qint64>> all = BoardSelector(expression).selectFile(fileName, control);
            const bool read = all.has_value();
            QMetaObject::invokeMethod(
                this,
                [this, generation, read] {
                    if (read) {
                        finish(generation);
                    } else if (generation == mGeneration) {
                        // The file could not be read again: filter the document itself.
                        mSlice.start();
                    }
                },
                Qt::QueuedConnection);
        });
}

void BoardFilterModel::filterSlice()
{
    QElapsedTimer clock;
    clock.start();
    const qint64 count = total();
    QList<qint64> matches;
    while (mNext < count && !clock.hasExpired(SliceMilliseconds)) {
        const qint64 end = std::min(count, mNext + 256);
        for (; mNext < end; ++mNext) {
            const Board board = mDocument->board(mNext);
            SelectContext context = SelectContext::forBoard(board);
            if (mExpression.matches(context))
                matches.append(mNext);
        }
    }
    const int generation = mGeneration;
    addMatches(generation, matches);
    setProgress(generation, mNext, count);
    if (mNext >= count)
        finish(generation);
}

void BoardFilterModel::addMatches(int generation, const QList<qint64> &matches)
{
    if (generation != mGeneration)
        return;
    // Item views count rows with int.
    const qint64 room = std::numeric_limits<int>::max() - mMatches.size();
    const qint64 n = std::min<qint64>(matches.size(), room);
    if (n > 0) {
        beginInsertRows({}, int(mMatches.size()), int(mMatches.size() + n - 1));
        mMatches.append(matches.mid(0, n));
        endInsertRows();
    }
    if (!mAnnounced && !mMatches.isEmpty()) {
        mAnnounced = true;
        Q_EMIT rowsChosen();
    }
}

void BoardFilterModel::setProgress(int generation, qint64 tested, qint64)
{
    if (generation != mGeneration)
        return;
    mTested = tested;
    Q_EMIT progressChanged(mTested, total());
}

void BoardFilterModel::finish(int generation)
{
    if (generation != mGeneration || !mRunning)
        return;
    mSlice.stop();
    if (mWorker.joinable())
        mWorker.join();
    mRunning = false;
    mTested = total();
    Q_EMIT progressChanged(mTested, total());
    if (mSortColumn >= 0) {
        Q_EMIT layoutAboutToBeChanged();
        buildOrder();
        Q_EMIT layoutChanged();
        mAnnounced = false;
    }
    if (!mAnnounced) {
        mAnnounced = true;
        Q_EMIT rowsChosen();
    }
    Q_EMIT finished();
}

bool BoardFilterModel::waitForFinished(int milliseconds)
{
    QDeadlineTimer deadline(milliseconds);
    while (mRunning && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return !mRunning;
}

qint64 BoardFilterModel::boardAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    if (mSorted)
        return mOrder[row];
    return mActive ? mMatches[row] : row;
}

int BoardFilterModel::rowOf(qint64 board) const
{
    if (mSorted)
        return board >= 0 && board < mSortedRow.size() ? mSortedRow[board] : -1;
    if (!mActive)
        return board >= 0 && board < rowCount() ? int(board) : -1;
    const auto it = std::lower_bound(mMatches.cbegin(), mMatches.cend(), board);
    return it != mMatches.cend() && *it == board ? int(it - mMatches.cbegin()) : -1;
}

qint64 BoardFilterModel::step(qint64 board, int delta) const
{
    if (mSorted) {
        const int row = rowOf(board);
        if (row < 0)
            return boardAt(delta > 0 ? 0 : rowCount() - 1);
        return boardAt(row + delta);
    }
    if (!mActive) {
        const qint64 next = board + delta;
        return next >= 0 && next < total() ? next : -1;
    }
    // The row board would take among the matches, then delta rows on.
    const auto it = std::lower_bound(mMatches.cbegin(), mMatches.cend(), board);
    qint64 row = it - mMatches.cbegin();
    const bool shown = it != mMatches.cend() && *it == board;
    if (delta > 0 && !shown)
        row += delta - 1;
    else
        row += delta;
    return row >= 0 && row < mMatches.size() ? mMatches[row] : -1;
}

int BoardFilterModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return mActive ? int(mMatches.size()) : mSource->rowCount();
}

int BoardFilterModel::columnCount(const QModelIndex &parent) const
{
    return mSource->columnCount(parent);
}

QVariant BoardFilterModel::data(const QModelIndex &index, int role) const
{
    const qint64 board = boardAt(index.row());
    if (board < 0 || board > std::numeric_limits<int>::max())
        return {};
    return mSource->data(mSource->index(int(board), index.column()), role);
}

QVariant BoardFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return mSource->headerData(section, orientation, role);
}

} // namespace Kibitz
