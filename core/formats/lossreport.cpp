#include "lossreport.h"

#include "zrjformat.h"

#include <QCoreApplication>

namespace Kibitz {

namespace {

constexpr BoardContent AllContents[] = {
    BoardContent::Deal,
    BoardContent::PartialDeal,
    BoardContent::Number,
    BoardContent::DealerVulnerability,
    BoardContent::Auction,
    BoardContent::Alerts,
    BoardContent::Contract,
    BoardContent::Play,
    BoardContent::Result,
    BoardContent::DoubleDummy,
    BoardContent::Names,
    BoardContent::Event,
    BoardContent::Comments,
    BoardContent::ExtraTags,
};

} // namespace

void LossReport::add(const Board &board, qint64 index, qint64 inputIndex)
{
    const QString why = mFormat->whyCannotStore(board);
    if (!why.isEmpty()) {
        mUnstorable.append({ inputIndex >= 0 ? inputIndex : index, why });
        return;
    }
    addLost(mFormat->lostContents(board, index));
    // Not a content dropped but one made up, which only ZRJ's fixed records do (docs/formats.md#zrj).
    if (dynamic_cast<const ZrjFormat *>(mFormat) && ZrjFormat::inventsResult(board))
        ++mUnknownResults;
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
    if (mLost.isEmpty() && mUnknownResults == 0)
        return {};
    QStringList parts;
    for (BoardContent c : AllContents) {
        if (mLost.contains(c))
            parts << describeContent(c, mLost.value(c));
    }
    // A result the format has to make up is worse than one it drops: said on its own.
    QString invented;
    if (const int unknown = mUnknownResults) {
        invented = QCoreApplication::translate(
            "Kibitz::LossReport", "The results of %n board(s) are unknown: %1 would store 0 tricks.", nullptr, unknown)
                       .arg(mFormat->name());
    }
    if (parts.isEmpty())
        return invented;
    QString list;
    if (parts.size() == 1) {
        list = parts.first();
    } else {
        const QString last = parts.takeLast();
        list = QCoreApplication::translate("Kibitz::LossReport", "%1 and %2")
                   .arg(parts.join(QStringLiteral(", ")), last);
    }
    const QString dropped
        = QCoreApplication::translate("Kibitz::LossReport", "%1 cannot hold everything: %2 would be dropped.")
              .arg(mFormat->name(), list);
    return invented.isEmpty() ? dropped : dropped + QLatin1Char(' ') + invented;
}

QStringList LossReport::unstorableLines(int limit) const
{
    QStringList lines;
    for (const auto &[index, why] : mUnstorable) {
        if (lines.size() >= limit) {
            lines << QCoreApplication::translate(
                "Kibitz::LossReport", "... and %n more board(s)", nullptr, int(mUnstorable.size()) - limit);
            break;
        }
        lines << QCoreApplication::translate("Kibitz::LossReport", "board %1: %2").arg(index + 1).arg(why);
    }
    return lines;
}

} // namespace Kibitz
