#include "lossreport.h"

#include <QCoreApplication>

namespace Kibitz {

namespace {

constexpr BoardContent AllContents[] = {
    BoardContent::Deal,     BoardContent::PartialDeal, BoardContent::Number, BoardContent::DealerVulnerability,
    BoardContent::Auction,  BoardContent::Alerts,      BoardContent::Contract, BoardContent::Play,
    BoardContent::Result,   BoardContent::DoubleDummy, BoardContent::Names,  BoardContent::Event,
    BoardContent::Comments, BoardContent::ExtraTags,
};

} // namespace

void LossReport::add(const Board &board, qint64 index, qint64 inputIndex)
{
    const QString why = mFormat->whyCannotStore(board);
    if (!why.isEmpty()) {
        mUnstorable.append({inputIndex >= 0 ? inputIndex : index, why});
        return;
    }
    addLost(mFormat->lostContents(board, index));
}

void LossReport::addLost(BoardContents lost, int boards)
{
    if (!lost || boards <= 0)
        return;
    for (BoardContent c : AllContents) {
        if (lost & c)
            mLost[c] += boards;
    }
}

QString LossReport::summary() const
{
    if (mLost.isEmpty())
        return {};
    QStringList parts;
    for (BoardContent c : AllContents) {
        if (mLost.contains(c))
            parts << describeContent(c, mLost.value(c));
    }
    QString list;
    if (parts.size() == 1) {
        list = parts.first();
    } else {
        const QString last = parts.takeLast();
        list = QCoreApplication::translate("Kibitz::LossReport", "%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
    }
    return QCoreApplication::translate("Kibitz::LossReport", "%1 cannot hold everything: %2 would be dropped.")
        .arg(mFormat->name(), list);
}

QStringList LossReport::unstorableLines(int limit) const
{
    QStringList lines;
    for (const auto &[index, why] : mUnstorable) {
        if (lines.size() >= limit) {
            lines << QCoreApplication::translate("Kibitz::LossReport", "... and %n more board(s)", nullptr,
                                                 int(mUnstorable.size()) - limit);
            break;
        }
        lines << QCoreApplication::translate("Kibitz::LossReport", "board %1: %2").arg(index + 1).arg(why);
    }
    return lines;
}

} // namespace Kibitz
