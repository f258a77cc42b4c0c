#include "contentnames.h"

#include "converter.h"

#include <QStringList>

namespace Kibitz {

QString contentName(BoardContent c)
{
    switch (c) {
    case BoardContent::Deal:
        return Converter::tr("deal");
    case BoardContent::PartialDeal:
        return Converter::tr("partial deal");
    case BoardContent::Number:
        return Converter::tr("board number");
    case BoardContent::DealerVulnerability:
        return Converter::tr("dealer/vulnerability");
    case BoardContent::Auction:
        return Converter::tr("auction");
    case BoardContent::Alerts:
        return Converter::tr("alerts");
    case BoardContent::Contract:
        return Converter::tr("contract");
    case BoardContent::Play:
        return Converter::tr("play");
    case BoardContent::Result:
        return Converter::tr("result");
    case BoardContent::DoubleDummy:
        return Converter::tr("double dummy");
    case BoardContent::Names:
        return Converter::tr("names");
    case BoardContent::Event:
        return Converter::tr("event");
    case BoardContent::Comments:
        return Converter::tr("comments");
    case BoardContent::ExtraTags:
        return Converter::tr("other tags");
    case BoardContent::Irregularities:
        return Converter::tr("irregularities");
    case BoardContent::Label:
        return Converter::tr("board label");
    case BoardContent::Markup:
        return Converter::tr("commentary markup");
    case BoardContent::Hidden:
        return Converter::tr("hidden hands");
    }
    return {};
}

QString contentList(BoardContents caps)
{
    QStringList names;
    for (BoardContent c : ContentOrder) {
        if (caps & c)
            names << contentName(c);
    }
    return names.join(QStringLiteral(", "));
}

} // namespace Kibitz
