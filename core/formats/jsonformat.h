#pragma once

#include "dealformat.h"

namespace Kibitz {

/**
 * JSON Lines, Kibitz's scripting format (docs/formats.md#json-lines, documented
 * with examples in docs/json-lines.md): one JSON object per line, fields
 * omitted when unknown. Beyond the basic fields (board, dealer,
 * vulnerable, deal, auction, play, contract, declarer, result, ddTricks) it
 * keeps, so that nothing read from other formats is lost: explanations (alert
 * texts, parallel to auction), claim, players, event, site, date, title,
 * comments and par.
 */
class JsonFormat : public DealFormat
{
public:
    QString id() const override { return QStringLiteral("json"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("jsonl"), QStringLiteral("json") }; }
    BoardContents capabilities() const override;
    /** Accepts content whose first line starts with a JSON object. */
    bool canRead(QIODevice *device) const override;
    bool canWrite() const override { return true; }
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** A board needs a valid deal (hands may be unknown) and a legal auction and play. */
    QString whyCannotStore(const Board &board) const override;
    BoardContents lostContents(const Board &board, qint64 index) const override;
};

} // namespace Kibitz
