#include "zbdformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString ZbdFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZbdFormat", "Pavlicek ZBD binary deals");
}

std::unique_ptr<BoardReader> ZbdFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
