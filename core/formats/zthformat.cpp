#include "zthformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString ZthFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZthFormat", "Pavlicek target-hand records");
}

std::unique_ptr<BoardReader> ZthFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
