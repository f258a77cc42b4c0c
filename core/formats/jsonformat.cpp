#include "jsonformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString JsonFormat::name() const
{
    return QCoreApplication::translate("Kibitz::JsonFormat", "JSON Lines");
}

std::unique_ptr<BoardReader> JsonFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
