#include "bcflags.h"

#include <QString>

namespace Kibitz::BcFlags {

quint32 bitOf(CommentPlace place)
{
    switch (place) {
    case CommentPlace::Introduction:
        return ShowIntroduction;
    case CommentPlace::Diagram:
        return ShowDiagramCommentary;
    case CommentPlace::Auction:
        return ShowAuctionCommentary;
    case CommentPlace::Play:
        return ShowPlay;
    case CommentPlace::Final:
        return ShowFinalCommentary;
    }
    return 0;
}

QString toText(quint32 flags)
{
    return QString::number(flags, 16);
}

std::optional<quint32> fromText(QStringView text)
{
    if (text.isEmpty() || text.size() > 8)
        return std::nullopt;
    bool ok = false;
    const quint32 value = text.toUInt(&ok, 16);
    if (!ok || toText(value) != text)
        return std::nullopt;
    return value;
}

} // namespace Kibitz::BcFlags
