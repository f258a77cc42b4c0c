#pragma once

#include "dealformat.h"

namespace Kibitz {

/**
 * GIB giblib text (docs/formats.md#giblib): one deal per line,
 * hands W N E S, optionally ':' and 20 characters of North-South tricks by
 * strain (NT S H D C) and opening leader (S E N W). Supports every extension of
 * the giblib format's own description: partial deals (any multiple of four cards), optional or partly
 * unknown ('-') tricks, blank lines, and a `{...}` comment before a deal with the
 * options name= (the board's title), trumps=, leader= (the play context) and
 * played= (cards played, checked for legality; the first card decides the leader).
 * Input may be lower case; output is upper case with the options in a comment.
 */
class GibFormat : public DealFormat
{
public:
    QString id() const override { return QStringLiteral("gib"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("gib"), QStringLiteral("txt") }; }
    BoardContents capabilities() const override;
    /** Peeks at the first deal line (after blank lines and comments) and checks it strictly. */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** giblib needs four known hands holding the same number (1-13) of distinct cards. */
    QString whyCannotStore(const Board &board) const override;
    /** As the base class, plus the play when it is not legal (played= must be). */
    BoardContents lostContents(const Board &board, qint64 index) const override;
};

} // namespace Kibitz
