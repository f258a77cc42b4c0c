#pragma once

#include "selectcontext.h"
#include "selecterror.h"

#include <QString>

#include <memory>

namespace Kibitz {

struct ExpressionProgram;

/**
 * A condition or value in the dealer language (docs/select.md): dealer's functions (hcp, shape,
 * losers, tricks ...), its operators and named sub-expressions, and fields a file's boards have
 * (board, contract, lead, names ...). Values are integers; a condition is true when not 0.
 * A plain value type; evaluate() is thread-safe (each thread brings its own context).
 */
class Expression
{
public:
    Expression() = default;

    /**
     * How deeply an expression may nest (docs/select.md#limits): parentheses, a function's argument
     * and the middle of ?: each open a level, and so does an operator whose operand is itself an
     * operation of another kind. Deeper text is refused with "nested too deeply" at the token where
     * it goes too deep. A long run of one operator (`a + b + c ...`, `!!!x`, `a && b && ...`,
     * `a ? b : c ? d : ...`) is one level however long.
     */
    static constexpr int MaxNesting = 1000;

    /**
     * Parses a filter: optional definitions `name = expression` (separated by newlines, blanks
     * or ';'), then the condition. Invalid (and @p error set) when the text is not well formed.
     */
    static Expression parse(QStringView text, SelectError *error = nullptr);

    bool isValid() const { return mProgram && mRoot >= 0; }
    /** The value on @p context (0 for an invalid expression). */
    int evaluate(SelectContext &context) const;
    bool matches(SelectContext &context) const { return evaluate(context) != 0; }

    /** Whether evaluating may solve a deal (tricks(), par). */
    bool usesDoubleDummy() const;
    /** Whether it reads what only a file's board has (contract, play, names ...; not its number, dealer or
     * vulnerability). */
    bool usesBoard() const;
    /** Whether it calls rnd(). */
    bool usesRandom() const;

private:
    friend class ExpressionParser;
    Expression(std::shared_ptr<const ExpressionProgram> program, int root)
        : mProgram(std::move(program))
        , mRoot(root)
    { }

    std::shared_ptr<const ExpressionProgram> mProgram;
    int mRoot = -1;
};

} // namespace Kibitz
