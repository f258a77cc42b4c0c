#include "zddformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString ZddFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZddFormat", "Pavlicek ZDD double-dummy results");
}

std::unique_ptr<BoardReader> ZddFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
