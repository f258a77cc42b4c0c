#pragma once

#include "model/seat.h"
#include "model/vulnerability.h"

#include <QString>

#include <array>
#include <optional>

namespace Kibitz {

/**
 * The text the dealer program prints for its print actions and statistics, character for
 * character (docs/select.md#actions): kibitz-convert --dealer-script writes it to standard output.
 */
namespace DealerPrinter {

using Hands = std::array<quint64, 4>;

/** printall: "%4d." then the four hands side by side, a suit a line. */
QString printAll(const Hands &hands, qint64 number);
/** printew: West and East side by side. */
QString printEastWest(const Hands &hands);
/** printcompact: "n AK2..AKQJT98765." a hand a line, then the value when given. */
QString printCompact(const Hands &hands, std::optional<int> value);
/** printoneline: "n ... e ... s ... w ... " and the value when given. */
QString printOneLine(const Hands &hands, std::optional<int> value);
/** print(seats), at the end of the run: "North hands:" and its hands four to a row, then a form feed. */
QString printPages(Seat seat, const QList<Hands> &deals);
/** printpbn: dealer's PBN tags for one deal. */
QString printPbn(const Hands &hands, qint64 number, Seat dealer, Vulnerability vulnerability, const QString &scriptName,
    quint64 seed);
/** average: "label: value" (the value as printf's %g). */
QString average(const QString &label, double value);
/** frequency: the table of counts from low to high, with Low and High rows when they count. */
QString frequency(const QString &label, const QList<qint64> &counts, int low, qint64 below, qint64 above);
/** frequency with two expressions: counts[row][column], row and column 0 for Low and the last for High. */
QString frequency2D(const QString &label, const QList<QList<qint64>> &counts, int low, int low2);

} // namespace DealerPrinter

} // namespace Kibitz
