#include "simpletextformat.h"

#include "notimplemented.h"

#include <QCoreApplication>

namespace Kibitz {

QString SimpleTextFormat::id() const
{
    static const char *ids[] = {"dup", "bri", "dge"};
    return QString::fromLatin1(ids[static_cast<int>(mKind)]);
}

QString SimpleTextFormat::name() const
{
    return QCoreApplication::translate("Kibitz::SimpleTextFormat", "The seed's simplified DUP, BRI and DGE text");
}

QStringList SimpleTextFormat::extensions() const
{
    static const char *exts[] = {"dup", "bri", "dge"};
    return {QString::fromLatin1(exts[static_cast<int>(mKind)])};
}

std::unique_ptr<BoardReader> SimpleTextFormat::createReader(QIODevice *) const
{
    return std::make_unique<NotImplementedReader>(name());
}

} // namespace Kibitz
