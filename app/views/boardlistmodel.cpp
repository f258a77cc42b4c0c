#include "boardlistmodel.h"

#include "document/document.h"
#include "views/boardlistview.h"
#include "views/cardstyle.h"
#include "views/palette.h"

#include "model/showntext.h"
#include "model/vulnerability.h"

#include <QColor>
#include <QFont>
#include <QHeaderView>
#include <QStyle>

#include <limits>

namespace Kibitz {

BoardListModel::BoardListModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , mDocument(document)
    , mCache(4096)
{
    connect(mDocument, &Document::reset, this, [this] {
        beginResetModel();
        mCache.clear();
        endResetModel();
    });
    connect(mDocument, &Document::boardChanged, this, &BoardListModel::invalidate);
    connect(mDocument, &Document::boardsChanged, this, [this](qint64 first, qint64 count) {
        mCache.clear();
        if (count > 0 && first <= std::numeric_limits<int>::max())
            Q_EMIT dataChanged(
                index(int(first), 0), index(int(std::min<qint64>(first + count - 1, rowCount() - 1)), ColumnCount - 1));
    });
    // Rows past an insertion or removal move: the cache is keyed by row, so it starts afresh.
    connect(mDocument, &Document::boardsAboutToBeInserted, this,
        [this](qint64 index, qint64 count) { beginInsertRows({}, int(index), int(index + count - 1)); });
    connect(mDocument, &Document::boardsInserted, this, [this] {
        mCache.clear();
        endInsertRows();
    });
    connect(mDocument, &Document::boardsAboutToBeRemoved, this,
        [this](qint64 index, qint64 count) { beginRemoveRows({}, int(index), int(index + count - 1)); });
    connect(mDocument, &Document::boardsRemoved, this, [this] {
        mCache.clear();
        endRemoveRows();
    });
}

BoardListModel::~BoardListModel() = default;

int BoardListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    // Item views index rows with int; a larger file shows its first 2^31-1 boards.
    return int(std::min<qint64>(mDocument->count(), std::numeric_limits<int>::max()));
}

int BoardListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void BoardListModel::retranslate()
{
    mCache.clear();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void BoardListModel::invalidate(qint64 index)
{
    if (index > std::numeric_limits<int>::max())
        return;
    mCache.remove(int(index));
    Q_EMIT dataChanged(this->index(int(index), 0), this->index(int(index), ColumnCount - 1));
}

const BoardListModel::Row *BoardListModel::row(int index) const
{
    if (const Row *cached = mCache.object(index))
        return cached;
    QStringList warnings;
    const Board board = mDocument->board(index, &warnings);
    ++mDecoded;
    auto *r = new Row;
    // A lesson's label ("1-1", "3a") names the board as its number would.
    r->number = board.labelOrNumber().isEmpty() ? QStringLiteral("\u2013") : shownText(board.labelOrNumber());
    r->room = roomName(board.room());
    r->dealer = seatInitial(board.dealer());
    r->vulnerability = vulnerabilityName(board.vulnerability());
    r->vulnerableNS = isVulnerable(board.vulnerability(), Seat::North);
    r->vulnerableEW = isVulnerable(board.vulnerability(), Seat::East);
    if (const auto contract = board.contract()) {
        if (contract->isPassedOut()) {
            r->contract = tr("Passed out");
        } else {
            QString text = QString::number(contract->level) + strainSymbol(contract->strain);
            if (contract->doubling == Doubling::Doubled)
                text += QLatin1Char('X');
            else if (contract->doubling == Doubling::Redoubled)
                text += QStringLiteral("XX");
            r->contract = text + QLatin1Char(' ') + seatInitial(contract->declarer);
            const std::optional<int> tricks = board.outcome();
            if (tricks) {
                const int over = *tricks - contract->target();
                r->result = over == 0
                    ? QStringLiteral("=")
                    : (over > 0 ? QStringLiteral("+%1").arg(over) : QStringLiteral("\u2212%1").arg(-over));
            }
        }
    }
    if (const auto score = board.scoreNorthSouth())
        r->score = *score < 0 ? QStringLiteral("\u2212%1").arg(-*score) : QString::number(*score);
    for (const QString &problem : warnings + board.problems())
        r->problems << shownText(problem); // a warning may quote the file
    mCache.insert(index, r);
    return r;
}

std::optional<qint64> BoardListModel::sortKey(const Board &board, const QStringList &warnings, int column)
{
    switch (column) {
    case ProblemColumn:
        return warnings.size() + board.problems().size();
    case NumberColumn:
        return board.number() ? std::optional<qint64>(*board.number()) : std::nullopt;
    case RoomColumn:
        return board.room() == Room::Unknown ? std::nullopt : std::optional<qint64>(int(board.room()));
    case DealerColumn:
        return int(board.dealer());
    case VulnerabilityColumn:
        return int(board.vulnerability());
    case ContractColumn:
    case ResultColumn: {
        const auto contract = board.contract();
        if (!contract)
            return std::nullopt;
        if (column == ContractColumn) {
            if (contract->isPassedOut())
                return 0;
            return ((contract->level * 5 + int(contract->strain)) * 3 + int(contract->doubling)) * 4
                + int(contract->declarer);
        }
        const std::optional<int> tricks = board.outcome();
        if (contract->isPassedOut() || !tricks)
            return std::nullopt;
        return *tricks - contract->target();
    }
    case ScoreColumn:
        if (const auto score = board.scoreNorthSouth())
            return *score;
        return std::nullopt;
    }
    return std::nullopt;
}

QVariant BoardListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::ForegroundRole
        && role != Qt::TextAlignmentRole)
        return {};
    const int column = index.column();
    if (role == Qt::TextAlignmentRole) {
        return column == ContractColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
            : column == ScoreColumn     ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                        : QVariant(int(Qt::AlignCenter));
    }
    const Row *r = row(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case ProblemColumn:
            return r->problems.isEmpty() ? QString() : QStringLiteral("\u26a0");
        case NumberColumn:
            return r->number;
        case RoomColumn:
            return r->room;
        case DealerColumn:
            return r->dealer;
        case VulnerabilityColumn:
            return r->vulnerability;
        case ContractColumn:
            return r->contract;
        case ResultColumn:
            return r->result;
        case ScoreColumn:
            return r->score;
        }
        break;
    case Qt::ToolTipRole:
        if (!r->problems.isEmpty())
            return r->problems.join(QLatin1Char('\n'));
        break;
    case Qt::ForegroundRole:
        if (column == ProblemColumn)
            return Palette::color(Palette::ListCaution);
        if (column == VulnerabilityColumn && (r->vulnerableNS || r->vulnerableEW))
            return CardStyle::vulnerableColor();
        break;
    }
    return {};
}

QVariant BoardListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical || role != Qt::DisplayRole) {
        if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ProblemColumn)
            return tr("Boards with problems");
        return {};
    }
    switch (section) {
    case ProblemColumn:
        return QString();
    case NumberColumn:
        return tr("Board");
    case RoomColumn:
        return tr("Room");
    case DealerColumn:
        return tr("Dlr");
    case VulnerabilityColumn:
        return tr("Vul");
    case ContractColumn:
        return tr("Contract");
    case ResultColumn:
        return tr("Res");
    case ScoreColumn:
        return tr("NS");
    }
    return {};
}

void BoardListModel::fitColumns(BoardListView *list) const
{
    QHeaderView *header = list->header();
    const int digit = list->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const QFontMetrics metrics(header->font());
    const auto fit = [&](int column, int digits) {
        const QString title = headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        header->resizeSection(column, std::max(digit * digits, metrics.horizontalAdvance(title) + digit * 2));
    };
    fit(ProblemColumn, 3);
    fit(NumberColumn, 8);
    fit(RoomColumn, 7);
    fit(DealerColumn, 4);
    fit(VulnerabilityColumn, 6);
    int vulnerability = header->sectionSize(VulnerabilityColumn);
    for (Vulnerability v :
        { Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::All })
        vulnerability
            = std::max(vulnerability, list->fontMetrics().horizontalAdvance(vulnerabilityName(v)) + digit * 2);
    header->resizeSection(VulnerabilityColumn, vulnerability);
    fit(ContractColumn, 8);
    fit(ResultColumn, 4);
    // Room for every fixed column and a score, so that a longer language does not squeeze the scores.
    int width = digit * 7 + list->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2 * list->frameWidth();
    for (int column = 0; column < ScoreColumn; ++column)
        width += header->sectionSize(column);
    list->setMinimumWidth(width);
}

} // namespace Kibitz
