#include "machineformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString MachineFormat::id() const
{
    static const char *ids[] = {"dup-machine", "bri-machine", "dge-machine"};
    return QString::fromLatin1(ids[static_cast<int>(mKind)]);
}

QString MachineFormat::name() const
{
    return QCoreApplication::translate("Kibitz::MachineFormat", "Duplimate dealing-machine DUP, BRI and DGE files");
}

QStringList MachineFormat::extensions() const
{
    static const char *exts[] = {"dup", "bri", "dge"};
    return {QString::fromLatin1(exts[static_cast<int>(mKind)])};
}

std::unique_ptr<BoardReader> MachineFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
