#pragma once

#include "formats/dealformat.h"

namespace Kibitz {

/**
 * Portable Bridge Notation 2.1, the exchange standard. Reads the import format
 * (PbnReader documents how PBN maps onto Board) and writes the export format
 * (PbnWriter). Keeps everything a Board holds except the trump of a play given
 * without a contract.
 */
class PbnFormat : public DealFormat
{
public:
    QString id() const override { return QStringLiteral("pbn"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("pbn") }; }
    BoardContents capabilities() const override;
    bool holdsPar() const override { return true; }
    /** Comments, `%` lines and then a tag pair `[Name "`. */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** PbnReader::indexBoards(): games split without interpreting them, the contexts found later. */
    BoardIndex indexBoards(QIODevice *device, qint64 every) const override;
    /** An auction that is not legal, or a card its player does not hold: PBN readers reject both. */
    QString whyCannotStore(const Board &board) const override;
    BoardContents lostContents(const Board &board, qint64 index) const override;
};

} // namespace Kibitz
