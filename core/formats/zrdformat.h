#pragma once

#include "dealformat.h"

namespace Kibitz {

/** Pavlicek ZRD solved deals (stub: not implemented yet). */
class ZrdFormat : public DealFormat
{
public:
    QString id() const override { return QStringLiteral("zrd"); }
    QString name() const override;
    QStringList extensions() const override { return {QStringLiteral("zrd")}; }
    BoardContents capabilities() const override { return BoardContent::Deal; }
    bool canRead(QIODevice *) const override { return false; }
    bool canWrite() const override { return false; }
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *) const override { return nullptr; }
};

} // namespace Kibitz
