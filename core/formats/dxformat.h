#pragma once

#include "dealformat.h"

#include <optional>

namespace Kibitz {

/**
 * The .dx format (docs/formats.md#dx): per board a number byte (1-255, which
 * gives dealer and vulnerability by the board cycle), a 32-byte .deals record,
 * the calls ending with 0xFF, the played cards (0-51) ending with 0xFF.
 * A call is `(level << 5) | (1 << strain)`, Pass 1, Double 2, Redouble 4.
 * Older files used Pass 0, Double 1, Redouble 2: a call byte 0 gives such a
 * board away (every complete auction ends with a pass), and from then on the
 * whole file is read with the old table, with one warning.
 * The reader can resume (BoardReader::resume()) at any board's number byte: its
 * context is whether the old table is in use.
 */
class DxFormat : public DealFormat
{
public:
    /** The longest legal auction has 319 calls. */
    static constexpr int MaxCalls = 319;

    QString id() const override { return QStringLiteral("dx"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("dx") }; }
    BoardContents capabilities() const override;
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    QString whyCannotStore(const Board &board) const override;
    BoardContents lostContents(const Board &board, qint64 index) const override;

    /** The call of byte @p b with the current (or, if @p oldTable, the old) table. */
    static std::optional<Call> decodeCall(uchar b, bool oldTable);
    static uchar encodeCall(const Call &call);
    /** The number byte written for @p board as the @p index-th board (1-255, on the board cycle). */
    static int storedNumber(const Board &board, qint64 index);
    /**
     * The first played card a .dx reader rejects, with the reason, or -1. With a
     * contract the play must be legal; without one each card must be in a hand
     * and played once.
     */
    static int firstBadCard(const Board &board, QString *why);
};

} // namespace Kibitz
