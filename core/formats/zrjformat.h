#pragma once

#include "dealformat.h"

namespace Kibitz {

/** Pavlicek ZRJ deals with auction and play (stub: not implemented yet). */
class ZrjFormat : public DealFormat
{
public:
    QString id() const override { return QStringLiteral("zrj"); }
    QString name() const override;
    QStringList extensions() const override { return {QStringLiteral("zrj")}; }
    BoardContents capabilities() const override { return BoardContent::Deal; }
    bool canRead(QIODevice *) const override { return false; }
    bool canWrite() const override { return false; }
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *) const override { return nullptr; }
};

} // namespace Kibitz
