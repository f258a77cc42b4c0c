#include "dealerscript.h"

#include "expressionparser.h"

#include "model/hand.h"
#include "model/rank.h"

namespace Kibitz {

namespace {

class ScriptParser
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::SelectParser)

public:
    ScriptParser(QList<SelectToken> tokens, DealerScript *script, qint64 *generate, qint64 *produce,
        std::optional<Seat> *dealer, std::optional<Vulnerability> *vulnerability, std::array<quint64, 4> *predeal,
        Expression *condition, QList<DealerAction> *actions)
        : p(std::move(tokens), std::make_shared<ExpressionProgram>())
        , mScript(script)
        , mGenerate(generate)
        , mProduce(produce)
        , mDealer(dealer)
        , mVulnerability(vulnerability)
        , mPredeal(predeal)
        , mCondition(condition)
        , mActions(actions)
    { }

    bool parse()
    {
        bool sawAction = false;
        while (!p.atEnd()) {
            const SelectToken t = p.peek();
            if (t.isWord(u"generate") || t.isWord(u"produce")) {
                p.next();
                const auto n = p.parseNumber(tr("a number"));
                if (!n)
                    return false;
                if (*n <= 0)
                    return p.fail(t, tr("'%1' needs a number above 0").arg(t.text));
                *(t.text == u"generate" ? mGenerate : mProduce) = *n;
            } else if (t.isWord(u"dealer")) {
                p.next();
                const auto seat = p.parseSeat();
                if (!seat)
                    return false;
                *mDealer = *seat;
            } else if (t.isWord(u"vulnerable")) {
                p.next();
                static const QStringList names
                    = { QStringLiteral("none"), QStringLiteral("NS"), QStringLiteral("EW"), QStringLiteral("all") };
                const QString &w = p.peek().text;
                int v = int(names.indexOf(w));
                if (v < 0 && (w == u"ns" || w == u"ew"))
                    v = int(names.indexOf(w.toUpper()));
                if (p.peek().kind != SelectToken::Kind::Word || v < 0)
                    return p.failExpected(tr("none, NS, EW or all"));
                p.next();
                *mVulnerability = static_cast<Vulnerability>(v);
            } else if (t.isWord(u"predeal")) {
                p.next();
                if (!predeal())
                    return false;
            } else if (t.isWord(u"pointcount") || t.isWord(u"altcount")) {
                p.next();
                int index = 0;
                if (t.text == u"altcount") {
                    const auto n = p.parseNumber(tr("a count number 0 to 9"));
                    if (!n)
                        return false;
                    if (*n < 0 || *n > 9)
                        return p.fail(t, tr("altcount numbers the counts 0 to 9"));
                    index = *n + 1;
                }
                PointCount &count = p.program().counts[size_t(index)];
                count = PointCount();
                for (int rank = 12; p.peek().kind == SelectToken::Kind::Word && isNumber(p.peek().text); --rank) {
                    if (rank < 0)
                        return p.fail(p.peek(), tr("a count has 13 values, from the ace to the two"));
                    count.setWeight(rank, *p.parseNumber(QString()));
                }
            } else if (t.isWord(u"condition")) {
                p.next();
                const int root = p.parseExpression();
                if (root < 0)
                    return false;
                *mCondition = p.expression(root);
            } else if (t.isWord(u"action")) {
                p.next();
                if (sawAction)
                    mActions->clear();
                sawAction = true;
                if (!actionList())
                    return false;
            } else if (p.atDefinition()) {
                if (!p.parseDefinition())
                    return false;
            } else {
                const int root = p.parseExpression();
                if (root < 0)
                    return false;
                *mCondition = p.expression(root);
            }
        }
        if (!sawAction || mActions->isEmpty()) {
            DealerAction printAll;
            printAll.kind = DealerAction::Kind::PrintAll;
            if (!sawAction)
                mActions->append(printAll);
        }
        return true;
    }

    const SelectError &error() const { return p.error(); }

private:
    static bool isNumber(const QString &w)
    {
        return !w.isEmpty() && std::all_of(w.begin(), w.end(), [](QChar c) { return c.isDigit(); });
    }

    bool predeal()
    {
        bool any = false;
        for (;;) {
            const SelectToken t = p.peek();
            if (ExpressionParser::suitOf(t.text) && p.peek(1).is(u"("))
                return p.fail(t, tr("predeal with a suit length (%1(...) == n) is not supported").arg(t.text));
            const auto seat = ExpressionParser::seatOf(t.text);
            if (t.kind != SelectToken::Kind::Word || !seat)
                return any ? true : p.failExpected(tr("a seat (north, east, south or west)"));
            p.next();
            any = true;
            do {
                if (!holding(*seat))
                    return false;
            } while (p.peek().is(u",") && p.next().is(u","));
        }
    }

    bool holding(Seat seat)
    {
        const SelectToken t = p.peek();
        static const QString suits = QStringLiteral("CDHS");
        if (t.kind != SelectToken::Kind::Word || t.text.isEmpty() || !suits.contains(t.text[0]))
            return p.failExpected(tr("a holding such as SAQ542"));
        const int suit = int(suits.indexOf(t.text[0]));
        for (int i = 1; i < t.text.size(); ++i) {
            const auto rank = rankFromChar(t.text[i]);
            if (!rank || t.text[i].isLower())
                return p.fail(t, tr("'%1' is not a rank (A K Q J T 9 ... 2)").arg(t.text[i]));
            const quint64 bit = quint64(1) << (suit * 13 + int(*rank));
            for (quint64 h : *mPredeal) {
                if (h & bit)
                    return p.fail(t, tr("%1%2 is predealt twice").arg(t.text[0]).arg(t.text[i]));
            }
            quint64 &hand = (*mPredeal)[size_t(seat)];
            hand |= bit;
            if (bitCount(hand) > 13)
                return p.fail(t, tr("more than 13 cards are predealt to %1").arg(seatName(seat)));
        }
        p.next();
        return true;
    }

    std::optional<QString> optionalString()
    {
        if (p.peek().kind != SelectToken::Kind::String)
            return std::nullopt;
        return p.next().text;
    }

    bool isActionWord(const SelectToken &t) const
    {
        static const QStringList words = {
            QStringLiteral("printall"),
            QStringLiteral("printew"),
            QStringLiteral("print"),
            QStringLiteral("printcompact"),
            QStringLiteral("printoneline"),
            QStringLiteral("printpbn"),
            QStringLiteral("printes"),
            QStringLiteral("average"),
            QStringLiteral("frequency"),
            QStringLiteral("evalcontract"),
        };
        return t.kind == SelectToken::Kind::Word && words.contains(t.text);
    }

    bool actionList()
    {
        while (isActionWord(p.peek())) {
            if (!action())
                return false;
            if (!p.peek().is(u","))
                break;
            p.next();
        }
        return true;
    }

    bool expressionInto(Expression *target)
    {
        const int root = p.parseExpression();
        if (root < 0)
            return false;
        *target = p.expression(root);
        return true;
    }

    bool action()
    {
        const SelectToken t = p.next();
        DealerAction a;
        a.line = t.line;
        a.column = t.column;
        using Kind = DealerAction::Kind;
        if (t.text == u"printall" || t.text == u"printew" || t.text == u"printpbn") {
            a.kind = t.text == u"printall" ? Kind::PrintAll
                : t.text == u"printew"     ? Kind::PrintEastWest
                                           : Kind::PrintPbn;
        } else if (t.text == u"printcompact" || t.text == u"printoneline") {
            a.kind = t.text == u"printcompact" ? Kind::PrintCompact : Kind::PrintOneLine;
            if (p.peek().is(u"(")) {
                p.next();
                if (!expressionInto(&a.expression) || !p.expect(u")"))
                    return false;
                a.hasExpression = true;
            }
        } else if (t.text == u"print") {
            a.kind = Kind::Print;
            if (!p.expect(u"("))
                return false;
            do {
                const auto seat = p.parseSeat();
                if (!seat)
                    return false;
                a.seatMask |= quint8(1 << int(*seat));
            } while (p.peek().is(u",") && p.next().is(u","));
            if (!p.expect(u")"))
                return false;
        } else if (t.text == u"printes") {
            a.kind = Kind::PrintExpressions;
            if (!p.expect(u"("))
                return false;
            do {
                if (const auto text = optionalString()) {
                    a.items.append({ *text, Expression() });
                } else {
                    Expression e;
                    if (!expressionInto(&e))
                        return false;
                    a.items.append({ QString(), e });
                }
            } while (p.peek().is(u",") && p.next().is(u","));
            if (!p.expect(u")"))
                return false;
        } else if (t.text == u"average") {
            a.kind = Kind::Average;
            a.label = optionalString().value_or(QString());
            if (!expressionInto(&a.expression))
                return false;
            a.hasExpression = true;
        } else if (t.text == u"frequency") {
            if (!frequency(&a))
                return false;
        } else {
            return p.fail(t, tr("'%1' is not supported (docs/select.md)").arg(t.text));
        }
        mActions->append(a);
        return true;
    }

    // frequency [label] (expression, low, high [, expression, low, high]): the counters it needs stay bounded.
    bool frequency(DealerAction *a)
    {
        a->kind = DealerAction::Kind::Frequency;
        a->label = optionalString().value_or(QString());
        a->hasExpression = true;
        if (!p.expect(u"(") || !expressionInto(&a->expression) || !bounds(&a->low, &a->high))
            return false;
        if (p.peek().is(u",")) {
            p.next();
            a->twoDimensional = true;
            const SelectToken second = p.peek();
            if (!expressionInto(&a->expression2) || !bounds(&a->low2, &a->high2))
                return false;
            const qint64 cells = (values(a->low, a->high) + 2) * (values(a->low2, a->high2) + 2);
            if (cells > DealerScript::MaxFrequencyCells)
                return p.fail(second,
                    tr("a frequency of two expressions counts at most %1 cells, Low and High included (%2 here)")
                        .arg(DealerScript::MaxFrequencyCells)
                        .arg(cells));
        }
        return p.expect(u")");
    }

    static qint64 values(int low, int high) { return std::max<qint64>(0, qint64(high) - low + 1); }

    // ", low, high" of a frequency.
    bool bounds(int *low, int *high)
    {
        std::optional<int> n[2];
        SelectToken first;
        for (int i = 0; i < 2; ++i) {
            if (!p.expect(u","))
                return false;
            if (i == 0)
                first = p.peek();
            if (!(n[i] = p.parseNumber(tr("a number"))))
                return false;
        }
        *low = *n[0];
        *high = *n[1];
        if (values(*low, *high) > DealerScript::MaxFrequencyValues)
            return p.fail(first,
                tr("a frequency counts at most %1 values (%2 to %3 are %4)")
                    .arg(DealerScript::MaxFrequencyValues)
                    .arg(*low)
                    .arg(*high)
                    .arg(values(*low, *high)));
        return true;
    }

    ExpressionParser p;
    DealerScript *mScript;
    qint64 *mGenerate;
    qint64 *mProduce;
    std::optional<Seat> *mDealer;
    std::optional<Vulnerability> *mVulnerability;
    std::array<quint64, 4> *mPredeal;
    Expression *mCondition;
    QList<DealerAction> *mActions;
};

} // namespace

std::optional<DealerScript> DealerScript::parse(QStringView text, SelectError *error)
{
    SelectError lexError;
    QList<SelectToken> tokens = SelectLexer::tokenize(text, &lexError);
    if (tokens.isEmpty()) {
        if (error)
            *error = lexError;
        return std::nullopt;
    }
    DealerScript script;
    ScriptParser parser(std::move(tokens), &script, &script.mGenerate, &script.mProduce, &script.mDealer,
        &script.mVulnerability, &script.mPredeal, &script.mCondition, &script.mActions);
    if (!parser.parse()) {
        if (error)
            *error = parser.error();
        return std::nullopt;
    }
    if (error)
        *error = {};
    return script;
}

bool DealerScript::printsDeals() const
{
    return std::any_of(mActions.begin(), mActions.end(), [](const DealerAction &a) { return a.printsDeals(); });
}

bool DealerScript::usesDoubleDummy() const
{
    if (mCondition.usesDoubleDummy())
        return true;
    for (const DealerAction &a : mActions) {
        if (a.expression.usesDoubleDummy() || a.expression2.usesDoubleDummy())
            return true;
        for (const auto &item : a.items) {
            if (item.second.usesDoubleDummy())
                return true;
        }
    }
    return false;
}

} // namespace Kibitz
