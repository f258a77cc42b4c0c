#include "expression.h"

#include "doubledummycache.h"
#include "expressionparser.h"
#include "expressionprogram.h"

#include "analysis/doubledummysolver.h"
#include "model/score.h"

#include <QRegularExpression>

#include <bit>

namespace Kibitz {

namespace {

using Op = ExpressionNode::Op;

const DoubleDummyTable *tableOf(SelectContext &ctx)
{
    if (!ctx.tableLookedUp) {
        ctx.tableLookedUp = true;
        if (ctx.board && ctx.board->doubleDummy().isComplete())
            ctx.table = ctx.board->doubleDummy();
        else if (ctx.doubleDummy)
            ctx.table = ctx.doubleDummy->table(ctx.hands);
    }
    return ctx.table ? &*ctx.table : nullptr;
}

// North-South's par score: the one the file states, else the one of the double-dummy table.
int parScore(SelectContext &ctx)
{
    if (ctx.board && !ctx.board->par().isEmpty()) {
        static const QRegularExpression stated(QStringLiteral("^\\s*(?:(NS|EW)\\s+(-?\\d+)|(0))\\b"));
        const auto m = stated.match(ctx.board->par());
        if (m.hasMatch()) {
            if (m.capturedLength(3))
                return 0;
            const int score = m.captured(2).toInt();
            return m.captured(1) == u"NS" ? score : -score;
        }
    }
    const DoubleDummyTable *table = tableOf(ctx);
    if (!table || !table->isComplete())
        return 0;
    const auto par = DoubleDummySolver::par(*table, ctx.dealer, ctx.vulnerability);
    return par ? par->scoreNorthSouth : 0;
}

QString textField(const Board &board, int field)
{
    switch (field) {
    case ExpressionNode::Event:
        return board.event();
    case ExpressionNode::Site:
        return board.site();
    case ExpressionNode::Date:
        return board.date();
    case ExpressionNode::Title:
        return board.title();
    case ExpressionNode::Notes:
        return board.comments().join(QLatin1Char('\n'));
    case ExpressionNode::Names: {
        QStringList names;
        for (Seat s : AllSeats)
            names << board.player(s);
        return names.join(QLatin1Char('\n'));
    }
    case ExpressionNode::AuctionText:
        return board.auction().toString();
    default:
        return board.player(static_cast<Seat>((field - ExpressionNode::NameOf) & 3));
    }
}

quint64 nextRandom(quint64 &state)
{
    // SplitMix64: rnd() needs a few values per deal, each from the deal's own state.
    quint64 z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

class Evaluator
{
public:
    Evaluator(const ExpressionProgram &program, SelectContext &ctx)
        : p(program)
        , ctx(ctx)
    { }

    int eval(int index)
    {
        // ?: goes on to its branch here rather than in a call: a ? b : c ? d : ... does not recurse.
        for (;;) {
            const ExpressionNode &n = p.nodes[size_t(index)];
            if (n.op != Op::Conditional)
                return value(n);
            index = eval(n.a) ? n.b : n.c;
        }
    }

private:
    int value(const ExpressionNode &n)
    {
        const quint64 hand = ctx.hands[size_t(n.seat & 3)];
        switch (n.op) {
        case Op::Number:
            return n.a;
        case Op::Length:
            return HandMetrics::length(hand, n.suit);
        case Op::Points:
            return n.suit < 0 ? p.counts[size_t(n.a)].points(hand) : p.counts[size_t(n.a)].points(hand, n.suit);
        case Op::Losers:
            return n.suit < 0 ? HandMetrics::losers(hand) : HandMetrics::losers(hand, n.suit);
        case Op::Controls:
            return n.suit < 0 ? HandMetrics::controls(hand) : HandMetrics::controls(hand, n.suit);
        case Op::Cccc:
            return HandMetrics::cccc(hand);
        case Op::Quality:
            return HandMetrics::suitQuality(hand, n.suit);
        case Op::Shape:
            return p.shapes[size_t(n.a)].contains(
                HandMetrics::length(hand, 3), HandMetrics::length(hand, 2), HandMetrics::length(hand, 1));
        case Op::HasCard:
            return (hand >> n.a) & 1;
        case Op::Tricks: {
            if (ctx.board) {
                if (const auto stored
                    = ctx.board->doubleDummy().tricks(static_cast<Seat>(n.seat), static_cast<Strain>(n.a)))
                    return *stored;
            }
            const DoubleDummyTable *t = tableOf(ctx);
            return t ? t->tricks(static_cast<Seat>(n.seat), static_cast<Strain>(n.a)).value_or(-1) : -1;
        }
        case Op::Score: {
            const int code = n.b;
            Contract contract;
            contract.level = (code - 1) / 5 + 1;
            contract.strain = static_cast<Strain>((code - 1) % 5);
            const int tricks = std::clamp(eval(n.c), 0, 13);
            return Score::duplicate(contract, tricks, n.a != 0);
        }
        case Op::Imps:
            return Score::imps(eval(n.a));
        case Op::Random: {
            const int bound = eval(n.a);
            return bound > 0 ? int(nextRandom(ctx.random) % quint64(bound)) : 0;
        }
        case Op::Not:
            return !eval(n.a);
        case Op::Negate:
            return apply(Op::Negate, eval(n.a), 0);
        case Op::And:
        case Op::Or:
        case Op::Equal:
        case Op::NotEqual:
        case Op::Less:
        case Op::LessEqual:
        case Op::Greater:
        case Op::GreaterEqual:
        case Op::Add:
        case Op::Subtract:
        case Op::Multiply:
        case Op::Divide:
        case Op::Modulo:
            return apply(n.op, eval(n.a), n.b);
        case Op::Chain: {
            int result = eval(n.a);
            for (int i = n.b; i < n.b + n.c; ++i)
                result = apply(p.links[size_t(i)].op, result, p.links[size_t(i)].operand);
            return result;
        }
        case Op::Conditional:
            return eval(n.a) ? eval(n.b) : eval(n.c);
        default:
            return boardValue(n);
        }
        return 0;
    }

    // What the deal's board says: its number, dealer, contract, play, texts ...
    int boardValue(const ExpressionNode &n)
    {
        switch (n.op) {
        case Op::BoardNumber:
            return ctx.number;
        case Op::Dealer:
            return int(ctx.dealer);
        case Op::Vulnerability:
            return int(ctx.vulnerability);
        case Op::Vulnerable:
            return isVulnerable(ctx.vulnerability, static_cast<Seat>(n.seat));
        case Op::Contract:
        case Op::Doubled:
        case Op::Declarer: {
            const auto c = ctx.board ? ctx.board->contract() : std::nullopt;
            if (!c)
                return -1;
            if (n.op == Op::Contract)
                return contractCode(c->level, int(c->strain));
            if (c->isPassedOut())
                return -1;
            return n.op == Op::Doubled ? int(c->doubling) : int(c->declarer);
        }
        case Op::Result:
            return ctx.board ? ctx.board->outcome().value_or(-1) : -1;
        case Op::Lead:
            return ctx.board && !ctx.board->playedCards().isEmpty() ? ctx.board->playedCards().first().index() : -1;
        case Op::Played:
            return ctx.board ? int(ctx.board->playedCards().size()) : 0;
        case Op::PlayedCard:
            return ctx.board && ctx.board->playedCards().contains(Card::fromIndex(n.a));
        case Op::Par:
            return parScore(ctx);
        case Op::TextMatch: {
            const bool found = ctx.board && textField(*ctx.board, n.a).contains(p.patterns[n.b], Qt::CaseInsensitive);
            return found != (n.c != 0);
        }
        default:
            return 0;
        }
    }

    // @p op on @p left and the node @p right, evaluated only when it counts (&& and ||) as in C.
    int apply(Op op, int left, int right)
    {
        switch (op) {
        case Op::Not:
            return !left;
        case Op::Negate:
            return int(0u - quint32(left));
        case Op::And:
            return left && eval(right);
        case Op::Or:
            return left || eval(right);
        case Op::Equal:
            return left == eval(right);
        case Op::NotEqual:
            return left != eval(right);
        case Op::Less:
            return left < eval(right);
        case Op::LessEqual:
            return left <= eval(right);
        case Op::Greater:
            return left > eval(right);
        case Op::GreaterEqual:
            return left >= eval(right);
        case Op::Add:
            return int(quint32(left) + quint32(eval(right)));
        case Op::Subtract:
            return int(quint32(left) - quint32(eval(right)));
        case Op::Multiply:
            return int(quint32(left) * quint32(eval(right)));
        case Op::Divide: {
            const int b = eval(right);
            return b == 0 || (b == -1 && left == INT_MIN) ? 0 : left / b;
        }
        case Op::Modulo: {
            const int b = eval(right);
            return b == 0 || b == -1 ? 0 : left % b;
        }
        default:
            return 0;
        }
    }

    const ExpressionProgram &p;
    SelectContext &ctx;
};

} // namespace

Expression Expression::parse(QStringView text, SelectError *error)
{
    return ExpressionParser::parseFilter(text, error);
}

int Expression::evaluate(SelectContext &context) const
{
    if (!isValid())
        return 0;
    return Evaluator(*mProgram, context).eval(mRoot);
}

bool Expression::usesDoubleDummy() const
{
    return mProgram && mProgram->usesDoubleDummy;
}

bool Expression::usesBoard() const
{
    return mProgram && mProgram->usesBoard;
}

bool Expression::usesRandom() const
{
    return mProgram && mProgram->usesRandom;
}

} // namespace Kibitz
