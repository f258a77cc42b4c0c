#include "dxformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString DxFormat::name() const
{
    return QCoreApplication::translate("Kibitz::DxFormat", ".dx deals with auction and play");
}

std::unique_ptr<BoardReader> DxFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
