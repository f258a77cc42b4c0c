#include "gibformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString GibFormat::name() const
{
    return QCoreApplication::translate("Kibitz::GibFormat", "GIB giblib");
}

std::unique_ptr<BoardReader> GibFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
