#pragma once

#include "dealformat.h"

namespace Kibitz {

/**
 * JSON Lines, Kibitz's scripting format (docs/formats.md#json-lines, documented
 * with examples in docs/json-lines.md): one JSON object per line, fields
 * omitted when unknown. Beyond the basic fields (board, dealer,
 * vulnerable, deal, auction, play, contract, declarer, result, ddTricks) it
 * keeps, so that nothing read from other formats is lost: explanations and
 * annotations (parallel to auction), the trump and leader of a play without a
 * contract, claim, whether the result came from the play, players, event, site,
 * date, title, comments, par, room and the PBN tags Kibitz does not interpret
 * (tags, in file order).
 */
class JsonFormat : public DealFormat
{
public:
    QString id() const override { return QStringLiteral("json"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("jsonl"), QStringLiteral("json") }; }
    BoardContents capabilities() const override;
    bool holdsPar() const override { return true; }
    /** Accepts content whose first line starts with a JSON object laid out as JSON Lines (not a document). */
    bool canRead(QIODevice *device) const override;
    bool canWrite() const override { return true; }
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** A board needs a valid deal (hands may be unknown) and a legal auction and play. */
    QString whyCannotStore(const Board &board) const override;
};

} // namespace Kibitz
