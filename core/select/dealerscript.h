#pragma once

#include "expression.h"
#include "selecterror.h"

#include "model/seat.h"
#include "model/vulnerability.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace Kibitz {

/** One action of a dealer script (docs/select.md#actions). */
struct DealerAction
{
    enum class Kind : quint8 {
        PrintAll, ///< the four hands side by side
        PrintEastWest,
        Print, ///< seats: the hands of the seats in seatMask, on pages of their own
        PrintCompact, ///< four lines; expression (optional) on a fifth
        PrintOneLine, ///< one line; expression (optional) at its end
        PrintPbn,
        PrintExpressions, ///< printes: items
        Average, ///< label, expression
        Frequency, ///< label, expression, low, high (and the second ones for a 2-D table); bounded as DealerScript says
    };
    Kind kind = Kind::PrintAll;
    QString label;
    Expression expression;
    bool hasExpression = false;
    int low = 0;
    int high = 0;
    /** A 2-D frequency: the second expression and its bounds. */
    bool twoDimensional = false;
    Expression expression2;
    int low2 = 0;
    int high2 = 0;
    quint8 seatMask = 0;
    /** printes: each item a text (expression invalid) or an expression. */
    QList<std::pair<QString, Expression>> items;
    int line = 0;
    int column = 0;

    /** Whether the action prints deals (every print action but printes). */
    bool printsDeals() const { return kind <= Kind::PrintPbn; }
};

/**
 * A script of Hans van Staveren's dealer program: generate, produce, dealer, vulnerable, predeal,
 * pointcount, altcount, the condition, named expressions and the actions. What Kibitz does not
 * support is refused with its line and column, never skipped (docs/select.md#dealer-keywords).
 */
class DealerScript
{
public:
    /** The script's text parsed, or nothing and @p error. */
    static std::optional<DealerScript> parse(QStringView text, SelectError *error);

    /** `generate` (0: not given). */
    qint64 generate() const { return mGenerate; }
    /** `produce` (0: not given). */
    qint64 produce() const { return mProduce; }
    std::optional<Seat> dealer() const { return mDealer; }
    std::optional<Vulnerability> vulnerability() const { return mVulnerability; }
    /** Cards given to each seat before dealing, Hand bits by Seat. */
    const std::array<quint64, 4> &predeal() const { return mPredeal; }
    /** The condition; invalid when the script has none (every deal is kept). */
    const Expression &condition() const { return mCondition; }
    /** The actions; printall when the script names none, as in dealer. */
    const QList<DealerAction> &actions() const { return mActions; }
    bool printsDeals() const;
    /** Whether the condition or an action solves deals (tricks(), par). */
    bool usesDoubleDummy() const;

    /** dealer's defaults: 10,000,000 deals generated; 40 produced when printing, else as many as generated. */
    static constexpr qint64 DefaultGenerate = 10000000;
    static constexpr qint64 DefaultProducePrinting = 40;
    /**
     * The most deals a run generates or produces (docs/select.md#limits): 10^11, about 100 minutes
     * at 17 million deals a second; `--generate` and `--produce` above it are refused, DealerRun
     * holds to it.
     */
    static constexpr qint64 MaxDeals = 100000000000;
    /** The most values a frequency counts along one expression (HIGH - LOW + 1). */
    static constexpr int MaxFrequencyValues = 10000;
    /** The most cells of a frequency with two expressions, its Low and High rows and columns included. */
    static constexpr int MaxFrequencyCells = 1000000;

private:
    qint64 mGenerate = 0;
    qint64 mProduce = 0;
    std::optional<Seat> mDealer;
    std::optional<Vulnerability> mVulnerability;
    std::array<quint64, 4> mPredeal {};
    Expression mCondition;
    QList<DealerAction> mActions;
};

} // namespace Kibitz
