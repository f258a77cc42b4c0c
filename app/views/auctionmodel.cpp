#include "auctionmodel.h"

#include "views/cardstyle.h"
#include "views/palette.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace Kibitz {

AuctionModel::AuctionModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void AuctionModel::setAuction(const Auction &auction, Vulnerability vulnerability)
{
    beginResetModel();
    mAuction = auction;
    mVulnerability = vulnerability;
    mNoteOf.clear();
    int notes = 0;
    for (const Call &call : mAuction.calls())
        mNoteOf << (call.explanation().isEmpty() ? 0 : ++notes);
    endResetModel();
}

int AuctionModel::callIndex(int row, int column) const
{
    const int index = row * 4 + column - columnOf(mAuction.dealer());
    return index >= 0 && index < mAuction.size() ? index : -1;
}

QStringList AuctionModel::notes() const
{
    QStringList result;
    for (int i = 0; i < mAuction.size(); ++i) {
        if (mNoteOf[i])
            result << QStringLiteral("%1. %2: %3")
                          .arg(mNoteOf[i])
                          .arg(mAuction.calls()[i].toDisplayString(),
                              CardStyle::alertText(mAuction.calls()[i].explanation()));
    }
    return result;
}

void AuctionModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), { Qt::DisplayRole, Qt::ToolTipRole });
}

int AuctionModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || mAuction.isEmpty())
        return 0;
    return (columnOf(mAuction.dealer()) + mAuction.size() + 3) / 4;
}

int AuctionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 4;
}

QVariant AuctionModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int i = callIndex(index.row(), index.column());
    if (role == CallIndexRole)
        return i;
    if (i < 0)
        return {};
    const Call &call = mAuction.calls()[i];
    switch (role) {
    case Qt::DisplayRole:
        return call.toDisplayString() + annotationText(call.annotation());
    case Qt::ToolTipRole: {
        QStringList tips;
        if (call.irregularity() != Irregularity::None)
            tips << irregularityName(call.irregularity());
        if (!call.explanation().isEmpty())
            tips << CardStyle::alertText(call.explanation());
        else if (call.isAlerted())
            tips << tr("Alerted, no explanation given");
        if (!tips.isEmpty())
            return tips.join(QLatin1Char('\n'));
        break;
    }
    case Qt::ForegroundRole:
        if (call.isPass())
            return Palette::color(Palette::Muted);
        if (call.type() != Call::Type::Bid)
            return CardStyle::vulnerableColor();
        break;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case AlertRole:
        return call.isAlerted() || !call.explanation().isEmpty();
    case NoteRole:
        return mNoteOf.value(i);
    case IrregularityRole:
        return int(call.irregularity());
    default:
        break;
    }
    return {};
}

QVariant AuctionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section > 3)
        return {};
    const Seat seat = seatOfColumn(section);
    switch (role) {
    case Qt::DisplayRole:
        return seatName(seat);
    case Qt::ForegroundRole:
        if (isVulnerable(mVulnerability, seat))
            return QBrush(CardStyle::vulnerableColor());
        break;
    case Qt::ToolTipRole:
        return isVulnerable(mVulnerability, seat) ? tr("%1, vulnerable").arg(seatName(seat)) : seatName(seat);
    case Qt::FontRole: {
        QFont f;
        f.setBold(true);
        return f;
    }
    default:
        break;
    }
    return {};
}

} // namespace Kibitz
