#include "linformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString LinFormat::name() const
{
    return QCoreApplication::translate("Kibitz::LinFormat", "BBO hand records (LIN)");
}

std::unique_ptr<BoardReader> LinFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
