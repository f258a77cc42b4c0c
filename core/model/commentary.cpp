#include "commentary.h"

#include <QStringList>

#include <array>

namespace Kibitz {

namespace {

constexpr std::array<const char *, 5> PlaceNames { "introduction", "diagram", "auction", "play", "final" };

} // namespace

QString commentPlaceName(CommentPlace place)
{
    return QString::fromLatin1(PlaceNames[size_t(place)]);
}

std::optional<CommentPlace> commentPlaceFromName(QStringView name)
{
    for (size_t i = 0; i < PlaceNames.size(); ++i) {
        if (name == QLatin1StringView(PlaceNames[i]))
            return CommentPlace(i);
    }
    return std::nullopt;
}

QStringList commentaryTexts(const QList<Commentary> &blocks)
{
    QStringList texts;
    texts.reserve(blocks.size());
    for (const Commentary &block : blocks)
        texts << block.text;
    return texts;
}

} // namespace Kibitz
