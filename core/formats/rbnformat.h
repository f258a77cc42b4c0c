#pragma once

#include "dealformat.h"

namespace Kibitz {

/**
 * Richard Pavlicek's Richard's Bridge Notation (docs/formats.md#rbn-and-rbx), in its two layouts: RBN, a line
 * per item (a label, a space, the data) and a blank line after each record, and RBX, the compact form, a
 * line per record with its items written `X{data}`. Reads and writes the deal, board number, dealer and
 * vulnerability, auction with alerts, notes and `!`/`?` annotations, contract, play, result, names and room,
 * title, date, location, event, RBN commentary `{...}`, and keeps scoring, session, teams, double-dummy makes
 * and item list as tags.
 */
class RbnFormat : public DealFormat
{
public:
    enum class Kind : quint8 { Rbn, Rbx };
    explicit RbnFormat(Kind kind)
        : mKind(kind)
    { }

    QString id() const override { return mKind == Kind::Rbn ? QStringLiteral("rbn") : QStringLiteral("rbx"); }
    QString name() const override;
    QStringList extensions() const override
    {
        return { mKind == Kind::Rbn ? QStringLiteral("rbn") : QStringLiteral("rbx") };
    }
    BoardContents capabilities() const override;
    /**
     * RBN: the first line that is not a `%` comment is an item (a label and a space) and the text peeked at
     * holds a hands or auction line. RBX: the text starts with items `X{...}`, one of them H or A.
     */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** A board needs a legal auction and play (they are read back strictly). */
    QString whyCannotStore(const Board &board) const override;
    BoardContents lostContents(const Board &board, qint64 index) const override;

private:
    Kind mKind;
};

} // namespace Kibitz
