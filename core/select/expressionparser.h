#pragma once

#include "expression.h"
#include "expressionprogram.h"
#include "selectlexer.h"

#include <QCoreApplication>

#include <memory>
#include <optional>
#include <vector>

namespace Kibitz {

/**
 * Recursive-descent parser of dealer expressions over SelectLexer's tokens, compiling into an
 * ExpressionProgram. It recurses only where the text nests (parentheses, arguments, the middle of
 * ?:); binary operators are read in a loop, a run of one precedence level becoming one Chain. Both how deep it recurses
 * and how deep the compiled expression is are bounded by Expression::MaxNesting. Operators and their precedence are
 * C's, as in dealer: ?: (right to left),
 * || or, && and, == !=, < <= > >=, + -, * / %, ! not and unary minus. DealerScript drives it for
 * the expressions of a script; Expression::parse() for a filter.
 */
class ExpressionParser
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::SelectParser)

public:
    ExpressionParser(QList<SelectToken> tokens, std::shared_ptr<ExpressionProgram> program);

    /** A filter: definitions, then one condition, then the end. */
    static Expression parseFilter(QStringView text, SelectError *error);

    const SelectToken &peek(int ahead = 0) const;
    const SelectToken &next();
    bool atEnd() const { return peek().kind == SelectToken::Kind::End; }
    /** Whether the next tokens are `name =` (not `==`). */
    bool atDefinition() const;
    /** Parses `name = expression`; false (error set) when it is not well formed. */
    bool parseDefinition();
    /** Parses an expression; its node, or -1 with error() set. */
    int parseExpression();
    /** Parses a number, with an optional minus sign (dealer's `number`). */
    std::optional<int> parseNumber(const QString &what);
    /** Parses a seat word (north ...). */
    std::optional<Seat> parseSeat();
    Expression expression(int root) const { return Expression(mProgram, root); }
    ExpressionProgram &program() { return *mProgram; }

    const SelectError &error() const { return mError; }
    /** Records an error at @p token ("expected X, found Y" when @p expected is set) and returns false. */
    bool fail(const SelectToken &token, const QString &message);
    bool failExpected(const QString &expected);
    /** Consumes the operator @p op or fails with "expected 'op'". */
    bool expect(QStringView op);
    /** Consumes a ',' '(' or ')' or fails. */

    /** Whether @p word is a reserved word of the language (a keyword cannot name a value). */
    static bool isKeyword(QStringView word);
    static std::optional<Seat> seatOf(QStringView word);
    /** clubs 0 ... spades 3, singular or plural. */
    static std::optional<int> suitOf(QStringView word);

private:
    int ternary();
    int binary();
    int unary();
    int primary();
    /** A number, a named value, a function, a constant or a board's field; what primary() is not. */
    int word();
    // After word() has read the word @p w: its node, -1 (error set) or nothing when @p w is none of theirs.
    std::optional<int> handFunction(const QString &w);
    std::optional<int> cardOrTricks(const QString &w);
    std::optional<int> scoreOrImps(const QString &w);
    std::optional<int> constant(const SelectToken &t);
    std::optional<int> boardField(const QString &w);
    /** A new node; -1 (error set at the last token read) when it nests deeper than Expression::MaxNesting. */
    int node(ExpressionNode::Op op, int a = 0, int b = 0, int c = 0, int seat = 0, int suit = -1);
    /** @p first with @p links applied in turn: itself, one node, or a Chain. */
    int chain(int first, const std::vector<ExpressionLink> &links);
    /** How many nodes deep evaluating @p n recurses below it. */
    int depthOf(const ExpressionNode &n) const;
    /** `( seat )` or `( seat , suit )` after a hand function; suit -1 when absent and allowed. */
    bool seatAndSuit(int *seat, int *suit, bool suitAllowed, bool suitRequired);
    int shapeCall();
    int cardOf(const SelectToken &token);

    QList<SelectToken> mTokens;
    int mPos = 0;
    std::shared_ptr<ExpressionProgram> mProgram;
    SelectError mError;
    /** parseExpression() calls under way: parentheses, arguments and ?: middles open. */
    int mNesting = 0;
    /** depthOf() of each node of mProgram, by index. */
    std::vector<int> mDepths;
};

} // namespace Kibitz
