#include "zrdformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString ZrdFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZrdFormat", "Pavlicek ZRD solved deals");
}

std::unique_ptr<BoardReader> ZrdFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
