#include "pbnformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString PbnFormat::name() const
{
    return QCoreApplication::translate("Kibitz::PbnFormat", "Portable Bridge Notation");
}

std::unique_ptr<BoardReader> PbnFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
