#pragma once

#include "dealformat.h"

#include "model/call.h"
#include "model/hand.h"

namespace Kibitz {

/**
 * BBO hand records (LIN): flat `key|value|` pairs, one board per line or many
 * (docs/formats.md#lin). Reads `md` (3 or 4 hands), `sv`, `ah`/`qx` board
 * numbers, `pn` names, `mb` calls with `!` alerts and `an` explanations, `pc`
 * play, `mc` claims, `nt` commentary and the vugraph title of `vg`; the other
 * vugraph keys (`pg rh st rs`) are skipped. Writes one board per line in the
 * layout BBO itself produces (names, all four hands, auction, play, claim).
 */
class LinFormat : public DealFormat
{
public:
    QString id() const override { return QStringLiteral("lin"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("lin") }; }
    BoardContents capabilities() const override;
    /** Accepts content that starts with a two-letter key and a bar, such as `pn|` or `qx|`. */
    bool canRead(QIODevice *device) const override;
    bool canWrite() const override { return true; }
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** A board needs a complete or partial deal with every hand known, and a legal auction and play. */
    QString whyCannotStore(const Board &board) const override;
    BoardContents lostContents(const Board &board, qint64 index) const override;

    /** A hand as LIN writes it: "S" then the spade ranks from low to high, then H, D, C (BBO's order). */
    static QString handText(Hand hand);
    /** A call as LIN writes it: p, d, r, 1C ... 7N; with a trailing "!" when alerted. */
    static QString callText(const Call &call);
};

} // namespace Kibitz
