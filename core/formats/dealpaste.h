#pragma once

#include "model/deal.h"
#include "model/parseerror.h"
#include "model/seat.h"

#include <QString>

#include <optional>

namespace Kibitz {

/** A deal recognised in pasted text. */
struct PastedDeal
{
    enum class Notation { Pbn, Lin, Giblib, Plain };

    Deal deal;
    std::optional<Seat> dealer; ///< when the text names one (PBN [Dealer], LIN md digit)
    Notation notation = Notation::Plain;
};

/**
 * Recognises a deal in text from the clipboard, whatever program it came from:
 * - PBN: `[Deal "N:... ... ... ..."]` (with an optional `[Dealer "E"]`) or a bare `N:...` deal string;
 * - LIN: anything holding `md|` (a whole LIN line or a BBO handviewer URL, %-encoded or not);
 *   three hands are completed with the fourth;
 * - giblib: hands W N E S followed by `:` and the 20 double-dummy characters;
 * - plain: four dotted hands N E S W ("AKQ.T98.765.432 ..."), or one hand per line
 *   introduced by a seat ("North: ♠AKQ ♥T98 ♦765 ♣432", "S  S AKQ H T98 D 765 C 432").
 * Returns nothing and fills @p error (column in the trimmed text) when none fits.
 * The deal may be invalid (duplicates); callers show its problems.
 */
std::optional<PastedDeal> parsePastedDeal(QStringView text, ParseError *error = nullptr);

/** A hand with suit markers in any order: "♠AKQ ♥T98 ♦765 ♣432", "SAKQHT98D765C432", "S:AKQ H:-". */
std::optional<Hand> parseMarkedHand(QStringView text, ParseError *error = nullptr);

} // namespace Kibitz
