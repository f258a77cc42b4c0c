#include "zbsformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString ZbsFormat::name() const
{
    return QCoreApplication::translate("Kibitz::ZbsFormat", "Pavlicek ZBS binary suits");
}

std::unique_ptr<BoardReader> ZbsFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
