#pragma once

#include <QStyledItemDelegate>

namespace Kibitz {

/**
 * Paints cell text with suit symbols in their suit colours; marks alerted
 * calls (AuctionModel::AlertRole) with a highlight and their note number.
 */
class SuitTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit SuitTextDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Kibitz
