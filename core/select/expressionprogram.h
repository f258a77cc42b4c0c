#pragma once

#include "handmetrics.h"
#include "shapeset.h"

#include <QHash>
#include <QStringList>

#include <array>
#include <vector>

namespace Kibitz {

/** One node of a compiled expression: an operation, its seat and suit, and its operands. */
struct ExpressionNode
{
    enum class Op : quint8 {
        Number, ///< a
        Length, ///< seat, suit
        Points, ///< a: count (0 hcp, 1 + n ptN), seat, suit (-1: all)
        Losers, ///< seat, suit (-1: all)
        Controls, ///< seat, suit (-1: all)
        Cccc, ///< seat
        Quality, ///< seat, suit
        Shape, ///< seat, a: shape set
        HasCard, ///< seat, a: card index
        Tricks, ///< seat (declarer), a: strain (Strain)
        Score, ///< a: vulnerable, b: contract code, c: tricks expression
        Imps, ///< a
        Random, ///< a: bound
        Not, ///< a
        Negate, ///< a
        And,
        Or,
        Equal,
        NotEqual,
        Less,
        LessEqual,
        Greater,
        GreaterEqual,
        Add,
        Subtract,
        Multiply,
        Divide,
        Modulo, ///< a, b
        Conditional, ///< a ? b : c
        BoardNumber,
        Dealer,
        Vulnerability,
        Vulnerable, ///< seat
        Contract,
        Doubled,
        Declarer,
        Result,
        Lead,
        Played,
        PlayedCard, ///< a: card index
        Par,
        TextMatch, ///< a: TextField (or NameOf + seat), b: pattern, c: 1 for !~
        Chain, ///< a: first operand, b: first of c ExpressionProgram::links applied in turn
    };
    enum TextField : int { Event, Site, Date, Title, Notes, Names, AuctionText, NameOf };

    Op op = Op::Number;
    qint8 seat = 0;
    qint8 suit = -1;
    qint32 a = 0;
    qint32 b = 0;
    qint32 c = 0;
};

/**
 * One step of a Chain: a binary operator and its right operand, or Not or Negate (operand unused).
 * A chain holds `a + b + c + ...` or `!!!x` flat, so that neither the parser nor the evaluator
 * recurses once a term.
 */
struct ExpressionLink
{
    ExpressionNode::Op op = ExpressionNode::Op::Add;
    qint32 operand = 0;
};

/** The compiled form shared by the expressions of one parse (a filter, or every expression of a script). */
struct ExpressionProgram
{
    std::vector<ExpressionNode> nodes;
    std::vector<ExpressionLink> links;
    std::vector<ShapeSet> shapes;
    QStringList patterns;
    /** [0] hcp(), [1 + n] ptN(); dealer's pointcount and altcount change them for the whole script. */
    std::array<PointCount, 11> counts;
    /** Named sub-expressions: name -> node. */
    QHash<QString, int> variables;
    bool usesDoubleDummy = false;
    bool usesBoard = false; ///< board, contract, names ...: fields a generated deal does not have
    bool usesRandom = false;

    ExpressionProgram()
    {
        counts[0] = PointCount::highCardPoints();
        for (int n = 0; n < 10; ++n)
            counts[size_t(n + 1)] = PointCount::alternate(n);
    }
    int add(const ExpressionNode &node)
    {
        nodes.push_back(node);
        return int(nodes.size() - 1);
    }
};

/** A contract as the language compares it: 0 passed out, else (level - 1) * 5 + strain + 1 (1C = 1 ... 7NT = 35). */
constexpr int contractCode(int level, int strain)
{
    return level == 0 ? 0 : (level - 1) * 5 + strain + 1;
}

} // namespace Kibitz
