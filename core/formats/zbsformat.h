#pragma once

#include "dealformat.h"

#include <QtGlobal>

namespace Kibitz {

/**
 * Pavlicek's ZBS binary suits (docs/formats.md#zbs): 4 bytes per suit,
 * `word = (locator << 1) | flag`. The locator holds 13 base-5 digits, the ace
 * least significant, each 0 unused, 1 West, 2 North, 3 East, 4 South (the
 * digit values are inferred from Pavlicek's listing order). Flag 1: the next
 * record belongs to the same diagram. A diagram lists spades, hearts,
 * diamonds, clubs; a group of 1-3 records holds the suits it has in that
 * order (a lone record is a one-suit layout, shown as spades). An all-zero
 * word at the start of a group ends the list.
 *
 * The writer leaves out trailing suits without cards, so what was read comes
 * back byte for byte; a board without cards cannot be written (its record
 * would end the list).
 *
 * The reader can resume (BoardReader::resume()) at any diagram; nothing is handed on.
 */
class ZbsFormat : public DealFormat
{
public:
    static constexpr quint32 MaxLocator = 1220703124; // 5^13 - 1

    QString id() const override { return QStringLiteral("zbs"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("zbs") }; }
    BoardContents capabilities() const override
    {
        return BoardContents(BoardContent::Deal) | BoardContent::PartialDeal;
    }
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    QString whyCannotStore(const Board &board) const override;

    /** Adds the cards of @p locator (at most MaxLocator) in @p suit to @p deal. */
    static void decodeSuit(quint32 locator, Suit suit, Deal *deal);
    /** The locator of @p suit in @p deal (each card in at most one hand). */
    static quint32 encodeSuit(const Deal &deal, Suit suit);
};

} // namespace Kibitz
