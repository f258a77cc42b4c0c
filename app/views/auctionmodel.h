#pragma once

#include "model/auction.h"
#include "model/vulnerability.h"

#include <QAbstractTableModel>

namespace Kibitz {

/**
 * The auction as a grid: columns West, North, East, South, the first call
 * under the dealer. Alerted calls and their explanations, and the irregularities
 * the players accepted, are offered through extra roles so any view can mark them.
 */
class AuctionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        AlertRole = Qt::UserRole + 1, ///< bool: the call was alerted
        NoteRole, ///< int: 1-based number of the call's explanation, 0 without one
        CallIndexRole, ///< int: index of the call in the auction, -1 for an empty cell
        IrregularityRole, ///< int: the call's Irregularity (PBN ^I, ^S), 0 for none
    };

    explicit AuctionModel(QObject *parent = nullptr);

    void setAuction(const Auction &auction, Vulnerability vulnerability);
    const Auction &auction() const { return mAuction; }

    /** The grid column of @p seat: West 0, North 1, East 2, South 3. */
    static int columnOf(Seat seat) { return (int(seat) + 1) % 4; }
    static Seat seatOfColumn(int column) { return Seat((column + 3) % 4); }
    /** The call index shown in @p row, @p column, or -1. */
    int callIndex(int row, int column) const;
    /** Explanations in note order: "1NT: 15-17". */
    QStringList notes() const;
    /** Announces new header and call texts (after a language change). */
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Auction mAuction;
    Vulnerability mVulnerability = Vulnerability::None;
    QList<int> mNoteOf; // per call: 1-based note number or 0
};

} // namespace Kibitz
