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
    BoardContent::Irregularities,
    BoardContent::Label,
    BoardContent::Markup,
    BoardContent::Hidden,
};

// "3, 7, 12 and 9 more" of the @p total boards whose first ones are @p named, up to @p limit of them.
QString boardNames(const QList<qint64> &named, int total, int limit)
{
    QStringList names;
    for (qint64 number : named.mid(0, limit))
        names << QString::number(number);
    const int more = total - int(names.size());
    if (more <= 0) {
        return (total == 1 ? QCoreApplication::translate("Kibitz::LossReport", "board %1")
                           : QCoreApplication::translate("Kibitz::LossReport", "boards %1"))
            .arg(names.join(QStringLiteral(", ")));
    }
    return QCoreApplication::translate("Kibitz::LossReport", "boards %1 and %n more", nullptr, more)
        .arg(names.join(QStringLiteral(", ")));
}

} // namespace

void LossReport::add(const Board &board, qint64 index, qint64 inputIndex)
{
    const QString why = mFormat->whyCannotStore(board);
    if (!why.isEmpty()) {
        mUnstorable.append({ inputIndex >= 0 ? inputIndex : index, why });
        return;
    }
    const BoardContents lost = mFormat->lostContents(board, index);
    addLost(lost);
    const qint64 name = board.number() ? qint64(*board.number()) : (inputIndex >= 0 ? inputIndex : index) + 1;
    // Once every content has its names, a board costs one test here (the converter streams millions).
    if (lost & ~mNamedFull) {
        for (BoardContent c : AllContents) {
            if (!(lost & c) || (mNamedFull & c))
                continue;
            QList<qint64> &named = mNamed[c];
            named.append(name);
            if (named.size() >= NamedBoards)
                mNamedFull |= c;
        }
    }
    // Not a content dropped but one made up, which only ZRJ's fixed records do (docs/formats.md#zrj).
    if (dynamic_cast<const ZrjFormat *>(mFormat) && ZrjFormat::inventsResult(board)) {
        ++mUnknownResults;
        if (mUnknownNamed.size() < NamedBoards)
            mUnknownNamed.append(name);
    }
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

QString LossReport::summary(int namedBoards) const
{
    if (mLost.isEmpty() && mUnknownResults == 0)
        return {};
    namedBoards = std::min(namedBoards, NamedBoards);
    QStringList parts;
    for (BoardContent c : AllContents) {
        if (!mLost.contains(c))
            continue;
        QString part = describeContent(c, mLost.value(c));
        if (const QList<qint64> named = mNamed.value(c); namedBoards > 0 && !named.isEmpty())
            part += QStringLiteral(" (%1)").arg(boardNames(named, mLost.value(c), namedBoards));
        parts << part;
    }
    // A result the format has to make up is worse than one it drops: said on its own.
    QString invented;
    if (const int unknown = mUnknownResults) {
        invented = QCoreApplication::translate(
            "Kibitz::LossReport", "The results of %n board(s) are unknown: %1 would store 0 tricks.", nullptr, unknown)
                       .arg(mFormat->name());
        if (namedBoards > 0 && !mUnknownNamed.isEmpty()) {
            invented += QLatin1Char(' ')
                + QCoreApplication::translate("Kibitz::LossReport", "Unknown results: %1.")
                      .arg(boardNames(mUnknownNamed, unknown, namedBoards));
        }
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
