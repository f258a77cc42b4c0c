#include "dealsformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString DealsFormat::name() const
{
    return QCoreApplication::translate("Kibitz::DealsFormat", ".deals binary deals");
}

std::unique_ptr<BoardReader> DealsFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
