#include "suittextdelegate.h"

#include "views/auctionmodel.h"
#include "views/cardstyle.h"
#include "views/palette.h"

#include <QApplication>
#include <QPainter>

namespace Kibitz {

SuitTextDelegate::SuitTextDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

void SuitTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(opt.font);
    const QFontMetricsF fm(opt.font);
    const int note = index.data(AuctionModel::NoteRole).toInt();
    const QString noteText = note > 0 ? QString::number(note) : QString();
    QFont noteFont = opt.font;
    noteFont.setPointSizeF(opt.font.pointSizeF() * 0.7);
    const qreal noteWidth = note > 0 ? QFontMetricsF(noteFont).horizontalAdvance(noteText) + 1 : 0;
    // An irregularity the players accepted (PBN ^I, ^S): a dagger after the call, named by the tooltip.
    const bool irregular = index.data(AuctionModel::IrregularityRole).toInt() != 0;
    const QString irregularText = QStringLiteral("\u2020");
    const qreal irregularWidth = irregular ? QFontMetricsF(noteFont).horizontalAdvance(irregularText) + 1 : 0;
    const qreal textWidth = fm.horizontalAdvance(text) + noteWidth + irregularWidth;
    const QRectF area = QRectF(opt.rect).adjusted(4, 0, -4, 0);
    qreal x = area.left();
    if (opt.displayAlignment & Qt::AlignHCenter)
        x = area.center().x() - textWidth / 2;
    else if (opt.displayAlignment & Qt::AlignRight)
        x = area.right() - textWidth;
    const qreal baseline = area.center().y() - (fm.ascent() + fm.descent()) / 2 + fm.ascent();

    if (index.data(AuctionModel::AlertRole).toBool()) {
        const QRectF mark(x - 5, area.center().y() - fm.height() / 2 - 1, textWidth + 10, fm.height() + 2);
        painter->setPen(QPen(Palette::color(Palette::BadgeBorder), 1));
        painter->setBrush(Palette::color(Palette::AccentTint));
        painter->drawRoundedRect(mark, 4, 4);
    }
    const bool selected = opt.state & QStyle::State_Selected;
    QColor color = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    if (!selected) {
        const QVariant fg = index.data(Qt::ForegroundRole);
        if (fg.canConvert<QColor>())
            color = fg.value<QColor>();
    }
    const qreal advance = CardStyle::drawSuitText(painter, QPointF(x, baseline), text, color);
    if (note > 0) {
        painter->setFont(noteFont);
        painter->setPen(Palette::color(Palette::BadgeText));
        painter->drawText(QPointF(x + advance + 1, baseline - fm.ascent() * 0.45), noteText);
    }
    if (irregular) {
        painter->setFont(noteFont);
        painter->setPen(selected ? color : Palette::color(Palette::ListMark));
        painter->drawText(QPointF(x + advance + noteWidth + 1, baseline - fm.ascent() * 0.45), irregularText);
    }
    painter->restore();
}

QSize SuitTextDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    return { size.width() + 16, size.height() + 6 };
}

} // namespace Kibitz
