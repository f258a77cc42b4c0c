#include "zrjformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString ZrjFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZrjFormat", "Pavlicek ZRJ deals with auction and play");
}

std::unique_ptr<BoardReader> ZrjFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
