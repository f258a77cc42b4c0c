#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace Kibitz {

/**
 * An irregularity the players let stand, as PBN 2.1 section 3.9 records it in the auction and the
 * play (docs/formats.md#pbn). Each is kept on the call or card it belongs to, so the auction and
 * the play it explains stay legal. The numeric values are stable (files and tests may store them).
 */
enum class Irregularity : quint8 {
    None = 0,
    InsufficientBid = 1, ///< `^I` before a bid: an insufficient bid the opponents accepted
    SkippedCall = 2, ///< `^S` in place of a call: the seat lost its turn to an accepted call out of rotation
    Revoke = 3, ///< `^R` before a card: a revoke not noticed in time
    LeadOutOfTurn = 4, ///< `^L` before a card: a lead out of turn the opponents accepted
};

/** The PBN token, the stable text form: "^I", "^S", "^R", "^L"; empty for None. */
QString irregularityToken(Irregularity irregularity);
/** Parses a PBN token ("^I" ... "^L", the letter in either case); nothing for anything else. */
std::optional<Irregularity> irregularityFromToken(QStringView token);
/** A translated description for display, e.g. "insufficient bid, accepted". */
QString irregularityName(Irregularity irregularity);
/** ^I and ^S mark calls. */
inline bool isCallIrregularity(Irregularity i)
{
    return i == Irregularity::InsufficientBid || i == Irregularity::SkippedCall;
}
/** ^R and ^L mark cards. */
inline bool isCardIrregularity(Irregularity i)
{
    return i == Irregularity::Revoke || i == Irregularity::LeadOutOfTurn;
}

/** An irregularity on card @c card (0-based index into the played cards) of a board's play. */
struct CardIrregularity
{
    int card = 0;
    Irregularity kind = Irregularity::None;

    friend bool operator==(const CardIrregularity &a, const CardIrregularity &b)
    {
        return a.card == b.card && a.kind == b.kind;
    }
    friend bool operator!=(const CardIrregularity &a, const CardIrregularity &b) { return !(a == b); }
};

/** The irregularity on card @p card in @p list (ordered by card), or None. */
Irregularity irregularityOfCard(const QList<CardIrregularity> &list, int card);

} // namespace Kibitz
