#pragma once

#include "dealformat.h"

namespace Kibitz {

/** The seed's simplified DUP, BRI and DGE text (stub: not implemented yet). */
class SimpleTextFormat : public DealFormat
{
public:
    enum class Kind : quint8 { Dup, Bri, Dge };
    explicit SimpleTextFormat(Kind kind) : mKind(kind) {}
    Kind kind() const { return mKind; }

    QString id() const override;
    QString name() const override;
    QStringList extensions() const override;
    BoardContents capabilities() const override { return BoardContent::Deal; }
    bool canRead(QIODevice *) const override { return false; }
    bool canWrite() const override { return false; }
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *) const override { return nullptr; }

private:
    Kind mKind;
};

} // namespace Kibitz
