#include "expressionparser.h"

#include "model/card.h"

#include <QRegularExpression>

#include <array>

namespace Kibitz {

namespace {

using Op = ExpressionNode::Op;

const QStringList &keywords()
{
    // dealer's reserved words (its scanner's keywords): none of them can name a value.
    static const QStringList words = {
        QStringLiteral("and"),
        QStringLiteral("or"),
        QStringLiteral("not"),
        QStringLiteral("generate"),
        QStringLiteral("produce"),
        QStringLiteral("dealer"),
        QStringLiteral("vulnerable"),
        QStringLiteral("predeal"),
        QStringLiteral("pointcount"),
        QStringLiteral("altcount"),
        QStringLiteral("condition"),
        QStringLiteral("action"),
        QStringLiteral("print"),
        QStringLiteral("printall"),
        QStringLiteral("printpbn"),
        QStringLiteral("printew"),
        QStringLiteral("printcompact"),
        QStringLiteral("printoneline"),
        QStringLiteral("printes"),
        QStringLiteral("evalcontract"),
        QStringLiteral("nv"),
        QStringLiteral("vul"),
        QStringLiteral("ns"),
        QStringLiteral("NS"),
        QStringLiteral("ew"),
        QStringLiteral("EW"),
        QStringLiteral("all"),
        QStringLiteral("none"),
        QStringLiteral("average"),
        QStringLiteral("frequency"),
        QStringLiteral("north"),
        QStringLiteral("east"),
        QStringLiteral("south"),
        QStringLiteral("west"),
        QStringLiteral("club"),
        QStringLiteral("clubs"),
        QStringLiteral("diamond"),
        QStringLiteral("diamonds"),
        QStringLiteral("heart"),
        QStringLiteral("hearts"),
        QStringLiteral("spade"),
        QStringLiteral("spades"),
        QStringLiteral("notrump"),
        QStringLiteral("notrumps"),
        QStringLiteral("hcp"),
        QStringLiteral("hcps"),
        QStringLiteral("pt0"),
        QStringLiteral("pt1"),
        QStringLiteral("pt2"),
        QStringLiteral("pt3"),
        QStringLiteral("pt4"),
        QStringLiteral("pt5"),
        QStringLiteral("pt6"),
        QStringLiteral("pt7"),
        QStringLiteral("pt8"),
        QStringLiteral("pt9"),
        QStringLiteral("ten"),
        QStringLiteral("tens"),
        QStringLiteral("jack"),
        QStringLiteral("jacks"),
        QStringLiteral("queen"),
        QStringLiteral("queens"),
        QStringLiteral("king"),
        QStringLiteral("kings"),
        QStringLiteral("ace"),
        QStringLiteral("aces"),
        QStringLiteral("top2"),
        QStringLiteral("top3"),
        QStringLiteral("top4"),
        QStringLiteral("top5"),
        QStringLiteral("c13"),
        QStringLiteral("loser"),
        QStringLiteral("losers"),
        QStringLiteral("control"),
        QStringLiteral("controls"),
        QStringLiteral("quality"),
        QStringLiteral("cccc"),
        QStringLiteral("trick"),
        QStringLiteral("tricks"),
        QStringLiteral("score"),
        QStringLiteral("imp"),
        QStringLiteral("imps"),
        QStringLiteral("hascard"),
        QStringLiteral("shape"),
        QStringLiteral("any"),
        QStringLiteral("rnd"),
        QStringLiteral("avg"),
    };
    return words;
}

// ptN and its readable synonyms: the count's index in ExpressionProgram::counts.
std::optional<int> countOf(QStringView w)
{
    if (w == u"hcp" || w == u"hcps")
        return 0;
    if (w.size() == 3 && w.startsWith(u"pt") && w[2].isDigit())
        return w[2].digitValue() + 1;
    static const std::array<const char16_t *, 10> names { u"ten", u"jack", u"queen", u"king", u"ace", u"top2", u"top3",
        u"top4", u"top5", u"c13" };
    for (int n = 0; n < 10; ++n) {
        const QStringView name(names[size_t(n)]);
        if (w == name || (n < 5 && w.size() == name.size() + 1 && w.startsWith(name) && w.endsWith(u's')))
            return n + 1;
    }
    return std::nullopt;
}

bool isDigits(QStringView w)
{
    return !w.isEmpty() && std::all_of(w.begin(), w.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

// dealer's contract token: x, a level, a strain letter (NT also accepted).
std::optional<int> contractOf(QStringView w)
{
    static const QRegularExpression re(QStringLiteral("^x([1-7])([CDHSN]|NT)$"));
    const auto m = re.match(w.toString());
    if (!m.hasMatch())
        return std::nullopt;
    static const QString strains = QStringLiteral("CDHSN");
    return contractCode(m.captured(1).toInt(), int(strains.indexOf(m.captured(2).at(0))));
}

bool isUnaryOperator(Op op)
{
    return op == Op::Not || op == Op::Negate;
}

struct BinaryOperator
{
    Op op;
    int level; ///< precedence: 0 ||, 1 &&, 2 == !=, 3 < <= > >=, 4 + -, 5 * / %
};

std::optional<BinaryOperator> binaryOperator(const SelectToken &t)
{
    if (t.isWord(u"or"))
        return BinaryOperator { Op::Or, 0 };
    if (t.isWord(u"and"))
        return BinaryOperator { Op::And, 1 };
    if (t.kind != SelectToken::Kind::Op)
        return std::nullopt;
    static const std::array<std::pair<const char16_t *, BinaryOperator>, 13> operators { {
        { u"||", { Op::Or, 0 } },
        { u"&&", { Op::And, 1 } },
        { u"==", { Op::Equal, 2 } },
        { u"!=", { Op::NotEqual, 2 } },
        { u"<", { Op::Less, 3 } },
        { u"<=", { Op::LessEqual, 3 } },
        { u">", { Op::Greater, 3 } },
        { u">=", { Op::GreaterEqual, 3 } },
        { u"+", { Op::Add, 4 } },
        { u"-", { Op::Subtract, 4 } },
        { u"*", { Op::Multiply, 5 } },
        { u"/", { Op::Divide, 5 } },
        { u"%", { Op::Modulo, 5 } },
    } };
    for (const auto &[text, op] : operators) {
        if (t.text == QStringView(text))
            return op;
    }
    return std::nullopt;
}

QString tooDeep()
{
    return QCoreApplication::translate("Kibitz::SelectParser", "nested too deeply (more than %1 levels)")
        .arg(Expression::MaxNesting);
}

} // namespace

ExpressionParser::ExpressionParser(QList<SelectToken> tokens, std::shared_ptr<ExpressionProgram> program)
    : mTokens(std::move(tokens))
    , mProgram(std::move(program))
{
    if (mTokens.isEmpty())
        mTokens.append(SelectToken());
    mDepths.assign(mProgram->nodes.size(), 0);
}

Expression ExpressionParser::parseFilter(QStringView text, SelectError *error)
{
    SelectError lexError;
    QList<SelectToken> tokens = SelectLexer::tokenize(text, &lexError);
    if (tokens.isEmpty()) {
        if (error)
            *error = lexError;
        return {};
    }
    ExpressionParser parser(std::move(tokens), std::make_shared<ExpressionProgram>());
    const auto failed = [&]() {
        if (error)
            *error = parser.error();
        return Expression();
    };
    for (;;) {
        while (parser.peek().is(u";"))
            parser.next();
        if (!parser.atDefinition())
            break;
        if (!parser.parseDefinition())
            return failed();
    }
    if (parser.atEnd()) {
        parser.failExpected(tr("a condition"));
        return failed();
    }
    const int root = parser.parseExpression();
    if (root < 0)
        return failed();
    while (parser.peek().is(u";"))
        parser.next();
    if (!parser.atEnd()) {
        parser.failExpected(tr("an operator or the end of the condition"));
        return failed();
    }
    if (error)
        *error = {};
    return parser.expression(root);
}

const SelectToken &ExpressionParser::peek(int ahead) const
{
    return mTokens[std::min(mPos + ahead, int(mTokens.size()) - 1)];
}

const SelectToken &ExpressionParser::next()
{
    const SelectToken &t = peek();
    if (mPos < mTokens.size() - 1)
        ++mPos;
    return t;
}

bool ExpressionParser::fail(const SelectToken &token, const QString &message)
{
    if (!mError.isError())
        mError = SelectError { token.line, token.column, std::max(1, token.length), message };
    return false;
}

bool ExpressionParser::failExpected(const QString &expected)
{
    const SelectToken &t = peek();
    const QString found = t.kind == SelectToken::Kind::End ? tr("the end")
        : t.kind == SelectToken::Kind::String              ? QStringLiteral("\"%1\"").arg(t.text)
                                                           : QStringLiteral("'%1'").arg(t.text);
    return fail(t, tr("expected %1, found %2").arg(expected, found));
}

bool ExpressionParser::expect(QStringView op)
{
    if (peek().is(op)) {
        next();
        return true;
    }
    return failExpected(QStringLiteral("'%1'").arg(op));
}

bool ExpressionParser::isKeyword(QStringView word)
{
    return keywords().contains(word);
}

std::optional<Seat> ExpressionParser::seatOf(QStringView word)
{
    static const std::array<const char16_t *, 4> names { u"north", u"east", u"south", u"west" };
    for (int i = 0; i < 4; ++i) {
        if (word == QStringView(names[size_t(i)]))
            return static_cast<Seat>(i);
    }
    return std::nullopt;
}

std::optional<int> ExpressionParser::suitOf(QStringView word)
{
    static const std::array<const char16_t *, 4> names { u"club", u"diamond", u"heart", u"spade" };
    for (int i = 0; i < 4; ++i) {
        const QStringView name(names[size_t(i)]);
        if (word == name || (word.size() == name.size() + 1 && word.startsWith(name) && word.endsWith(u's')))
            return i;
    }
    return std::nullopt;
}

bool ExpressionParser::atDefinition() const
{
    const SelectToken &t = peek();
    return t.kind == SelectToken::Kind::Word && peek(1).is(u"=") && !isDigits(QStringView(t.text).left(1));
}

bool ExpressionParser::parseDefinition()
{
    const SelectToken name = next();
    if (isKeyword(name.text))
        return fail(name, tr("'%1' is a keyword and cannot name a value").arg(name.text));
    if (mProgram->variables.contains(name.text))
        return fail(name, tr("'%1' is already defined").arg(name.text));
    next(); // '='
    const int value = parseExpression();
    if (value < 0)
        return false;
    mProgram->variables.insert(name.text, value);
    return true;
}

int ExpressionParser::node(Op op, int a, int b, int c, int seat, int suit)
{
    ExpressionNode n;
    n.op = op;
    n.a = a;
    n.b = b;
    n.c = c;
    n.seat = qint8(seat);
    n.suit = qint8(suit);
    const int depth = depthOf(n);
    if (depth > Expression::MaxNesting) {
        fail(mTokens[std::max(0, mPos - 1)], tooDeep());
        return -1;
    }
    mDepths.push_back(depth);
    return mProgram->add(n);
}

int ExpressionParser::depthOf(const ExpressionNode &n) const
{
    const auto of = [this](int index) { return mDepths[size_t(index)]; };
    switch (n.op) {
    case Op::Score:
        return 1 + of(n.c);
    case Op::Imps:
    case Op::Random:
    case Op::Not:
    case Op::Negate:
        return 1 + of(n.a);
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
        return 1 + std::max(of(n.a), of(n.b));
    case Op::Conditional:
        // The evaluator goes on to the branch taken in the same call.
        return std::max({ 1 + of(n.a), of(n.b), of(n.c) });
    case Op::Chain: {
        int deepest = of(n.a);
        for (int i = n.b; i < n.b + n.c; ++i) {
            const ExpressionLink &link = mProgram->links[size_t(i)];
            if (!isUnaryOperator(link.op))
                deepest = std::max(deepest, of(link.operand));
        }
        return 1 + deepest;
    }
    default:
        return 0;
    }
}

int ExpressionParser::chain(int first, const std::vector<ExpressionLink> &links)
{
    if (links.empty())
        return first;
    if (links.size() == 1)
        return node(links[0].op, first, links[0].operand);
    const int start = int(mProgram->links.size());
    mProgram->links.insert(mProgram->links.end(), links.begin(), links.end());
    return node(Op::Chain, first, start, int(links.size()));
}

int ExpressionParser::parseExpression()
{
    // The parser recurses once a level (ternary() to primary() and back here): bounded, 1,000
    // levels take under 1 MB of stack. The error points at what opened the level: '(', '?' or ','.
    if (mNesting > Expression::MaxNesting) {
        fail(mTokens[std::max(0, mPos - 1)], tooDeep());
        return -1;
    }
    ++mNesting;
    const int root = ternary();
    --mNesting;
    return root;
}

int ExpressionParser::ternary()
{
    // a ? b : c ? d : e groups to the right; read in a loop, the arms are joined from the last.
    std::vector<std::pair<int, int>> arms; // condition, value when true
    int value = binary();
    while (value >= 0 && peek().is(u"?")) {
        next();
        const int yes = parseExpression();
        if (yes < 0 || !expect(u":"))
            return -1;
        arms.emplace_back(value, yes);
        value = binary();
    }
    for (auto arm = arms.rbegin(); value >= 0 && arm != arms.rend(); ++arm)
        value = node(Op::Conditional, arm->first, arm->second, value);
    return value;
}

int ExpressionParser::binary()
{
    // Operator precedence in a loop rather than a call a level: a run of operators of one level
    // becomes one chain, and runs of lower levels wait on a stack until what binds tighter is read.
    struct Run
    {
        int level;
        int first;
        std::vector<ExpressionLink> links; // the last one's operand still to read
    };
    std::vector<Run> runs;
    int operand = unary();
    for (;;) {
        if (operand < 0)
            return -1;
        const auto op = binaryOperator(peek());
        const int level = op ? op->level : -1;
        while (!runs.empty() && runs.back().level > level) {
            Run run = std::move(runs.back());
            runs.pop_back();
            run.links.back().operand = operand;
            operand = chain(run.first, run.links);
            if (operand < 0)
                return -1;
        }
        if (!op)
            return operand;
        next();
        if (!runs.empty() && runs.back().level == level) {
            runs.back().links.back().operand = operand;
            runs.back().links.push_back({ op->op, -1 });
        } else {
            runs.push_back({ level, operand, { { op->op, -1 } } });
        }
        operand = unary();
    }
}

int ExpressionParser::unary()
{
    std::vector<Op> prefixes; // outermost first
    for (;;) {
        const SelectToken &t = peek();
        if (t.is(u"!") || t.isWord(u"not"))
            prefixes.push_back(Op::Not);
        else if (t.is(u"-"))
            prefixes.push_back(Op::Negate);
        else
            break;
        next();
    }
    const size_t before = mProgram->nodes.size();
    const int operand = primary();
    if (operand < 0 || prefixes.empty())
        return operand;
    // A minus sign on a number written here makes a negative number; a named value keeps its node.
    const bool written = size_t(operand) >= before;
    std::vector<ExpressionLink> links;
    for (auto op = prefixes.rbegin(); op != prefixes.rend(); ++op) {
        ExpressionNode &n = mProgram->nodes[size_t(operand)];
        if (*op == Op::Negate && links.empty() && written && n.op == Op::Number)
            n.a = -n.a;
        else
            links.push_back({ *op, 0 });
    }
    return chain(operand, links);
}

std::optional<int> ExpressionParser::parseNumber(const QString &what)
{
    bool negative = false;
    if (peek().is(u"-")) {
        next();
        negative = true;
    }
    const SelectToken &t = peek();
    if (t.kind != SelectToken::Kind::Word || !isDigits(t.text)) {
        failExpected(what);
        return std::nullopt;
    }
    bool ok = false;
    const int value = t.text.toInt(&ok);
    if (!ok) {
        fail(t, tr("the number %1 is too large").arg(t.text));
        return std::nullopt;
    }
    next();
    return negative ? -value : value;
}

std::optional<Seat> ExpressionParser::parseSeat()
{
    const auto seat = seatOf(peek().text);
    if (peek().kind != SelectToken::Kind::Word || !seat) {
        failExpected(tr("a seat (north, east, south or west)"));
        return std::nullopt;
    }
    next();
    return seat;
}

bool ExpressionParser::seatAndSuit(int *seat, int *suit, bool suitAllowed, bool suitRequired)
{
    if (!expect(u"("))
        return false;
    const auto s = parseSeat();
    if (!s)
        return false;
    *seat = int(*s);
    *suit = -1;
    if (suitAllowed && (suitRequired || peek().is(u","))) {
        if (!expect(u","))
            return false;
        const auto su = suitOf(peek().text);
        if (peek().kind != SelectToken::Kind::Word || !su)
            return failExpected(tr("a suit (spades, hearts, diamonds or clubs)"));
        next();
        *suit = *su;
    }
    return expect(u")");
}

int ExpressionParser::cardOf(const SelectToken &token)
{
    if (token.kind != SelectToken::Kind::Word || token.text.size() != 2)
        return -1;
    const auto card = Card::parse(token.text);
    return card ? card->index() : -1;
}

int ExpressionParser::shapeCall()
{
    int seat = 0;
    if (!expect(u"("))
        return -1;
    const auto s = parseSeat();
    if (!s || !expect(u","))
        return -1;
    seat = int(*s);
    ShapeSet set;
    bool first = true;
    while (!peek().is(u")")) {
        bool remove = false;
        if (peek().is(u"+") || peek().is(u",") || peek().is(u"-")) {
            if (first && !peek().is(u"+")) {
                failExpected(tr("a shape such as 4333 or 5xxx"));
                return -1;
            }
            remove = peek().is(u"-");
            next();
        }
        bool any = false;
        if (peek().isWord(u"any")) {
            any = true;
            next();
        }
        if (peek().kind != SelectToken::Kind::Word || !ShapeSet::isPattern(peek().text)) {
            failExpected(tr("a shape such as 4333 or 5xxx"));
            return -1;
        }
        const ShapeSet one = ShapeSet::fromPattern(next().text, any);
        if (remove)
            set.remove(one);
        else
            set.add(one);
        first = false;
    }
    if (first) {
        failExpected(tr("a shape such as 4333 or 5xxx"));
        return -1;
    }
    next(); // ')'
    mProgram->shapes.push_back(set);
    return node(Op::Shape, int(mProgram->shapes.size() - 1), 0, 0, seat);
}

int ExpressionParser::primary()
{
    // Only '(' recurses: the words are read in functions of their own, whose locals are not on the
    // stack of each nested level.
    const SelectToken &t = peek();
    if (t.is(u"(")) {
        next();
        const int inner = parseExpression();
        if (inner < 0 || !expect(u")"))
            return -1;
        return inner;
    }
    if (t.kind != SelectToken::Kind::Word) {
        failExpected(tr("an expression"));
        return -1;
    }
    return word();
}

int ExpressionParser::word()
{
    const SelectToken t = peek();
    const QString &w = t.text;
    if (isDigits(w)) {
        const auto value = parseNumber(tr("a number"));
        return value ? node(Op::Number, *value) : -1;
    }
    if (const auto it = mProgram->variables.constFind(w); it != mProgram->variables.constEnd()) {
        next();
        return *it;
    }
    next();
    if (const auto n = handFunction(w))
        return *n;
    if (const auto n = cardOrTricks(w))
        return *n;
    if (const auto n = scoreOrImps(w))
        return *n;
    if (const auto n = constant(t))
        return *n;
    if (const auto n = boardField(w))
        return *n;
    if (w == u"avg")
        return fail(t, tr("'%1' is not supported (docs/select.md)").arg(w)), -1;
    if (isKeyword(w)) {
        mPos -= 1;
        failExpected(tr("an expression"));
        return -1;
    }
    fail(t, tr("unknown name '%1'").arg(w));
    return -1;
}

std::optional<int> ExpressionParser::handFunction(const QString &w)
{
    int seat = 0;
    int suit = -1;
    if (const auto s = suitOf(w)) {
        if (!seatAndSuit(&seat, &suit, false, false))
            return -1;
        return node(Op::Length, 0, 0, 0, seat, *s);
    }
    if (const auto count = countOf(w)) {
        if (!seatAndSuit(&seat, &suit, true, false))
            return -1;
        return node(Op::Points, *count, 0, 0, seat, suit);
    }
    if (w == u"loser" || w == u"losers" || w == u"control" || w == u"controls") {
        if (!seatAndSuit(&seat, &suit, true, false))
            return -1;
        return node(w.startsWith(u"loser") ? Op::Losers : Op::Controls, 0, 0, 0, seat, suit);
    }
    if (w == u"cccc" || w == u"quality") {
        const bool quality = w == u"quality";
        if (!seatAndSuit(&seat, &suit, quality, quality))
            return -1;
        return node(quality ? Op::Quality : Op::Cccc, 0, 0, 0, seat, suit);
    }
    if (w == u"shape")
        return shapeCall();
    return std::nullopt;
}

std::optional<int> ExpressionParser::cardOrTricks(const QString &w)
{
    if (w == u"hascard") {
        if (!expect(u"("))
            return -1;
        const auto s = parseSeat();
        if (!s || !expect(u","))
            return -1;
        const int card = cardOf(peek());
        if (card < 0) {
            failExpected(tr("a card such as AS"));
            return -1;
        }
        next();
        if (!expect(u")"))
            return -1;
        return node(Op::HasCard, card, 0, 0, int(*s));
    }
    if (w == u"trick" || w == u"tricks") {
        if (!expect(u"("))
            return -1;
        const auto s = parseSeat();
        if (!s || !expect(u","))
            return -1;
        const QString &strainWord = peek().text;
        int strain = -1;
        if (const auto su = suitOf(strainWord))
            strain = *su;
        else if (strainWord == u"notrump" || strainWord == u"notrumps")
            strain = 4;
        if (peek().kind != SelectToken::Kind::Word || strain < 0) {
            failExpected(tr("a suit or notrumps"));
            return -1;
        }
        next();
        if (!expect(u")"))
            return -1;
        mProgram->usesDoubleDummy = true;
        return node(Op::Tricks, strain, 0, 0, int(*s));
    }
    return std::nullopt;
}

std::optional<int> ExpressionParser::scoreOrImps(const QString &w)
{
    if (w == u"score") {
        if (!expect(u"("))
            return -1;
        const QString &v = peek().text;
        if (peek().kind != SelectToken::Kind::Word || (v != u"vul" && v != u"nv")) {
            failExpected(tr("vul or nv"));
            return -1;
        }
        const bool vulnerable = next().text == u"vul";
        if (!expect(u","))
            return -1;
        const auto contract = contractOf(peek().text);
        if (peek().kind != SelectToken::Kind::Word || !contract) {
            failExpected(tr("a contract such as x3N"));
            return -1;
        }
        next();
        if (!expect(u","))
            return -1;
        const int tricks = parseExpression();
        if (tricks < 0 || !expect(u")"))
            return -1;
        return node(Op::Score, vulnerable, *contract, tricks);
    }
    if (w == u"imp" || w == u"imps" || w == u"rnd") {
        if (!expect(u"("))
            return -1;
        const int a = parseExpression();
        if (a < 0 || !expect(u")"))
            return -1;
        if (w == u"rnd")
            mProgram->usesRandom = true;
        return node(w == u"rnd" ? Op::Random : Op::Imps, a);
    }
    return std::nullopt;
}

std::optional<int> ExpressionParser::constant(const SelectToken &t)
{
    const QString &w = t.text;
    if (const auto s = seatOf(w))
        return node(Op::Number, int(*s));
    static const QStringList vulnerabilities
        = { QStringLiteral("none"), QStringLiteral("ns"), QStringLiteral("ew"), QStringLiteral("all") };
    if (const int v = int(vulnerabilities.indexOf(w.toLower()));
        v >= 0 && (w == u"NS" || w == u"EW" || w == w.toLower()))
        return node(Op::Number, v);
    if (const auto contract = contractOf(w))
        return node(Op::Number, *contract);
    if (w.size() == 2 && w[0] != u'x' && cardOf(t) >= 0 && QStringLiteral("23456789TJQKA").contains(w[0]))
        return node(Op::Number, cardOf(t));
    return std::nullopt;
}

std::optional<int> ExpressionParser::boardField(const QString &w)
{
    // What a file's board has and a generated deal does not (docs/select.md#board-fields).
    static const QStringList textFields
        = { QStringLiteral("event"), QStringLiteral("site"), QStringLiteral("date"), QStringLiteral("title"),
              QStringLiteral("notes"), QStringLiteral("names"), QStringLiteral("auction"), QStringLiteral("name") };
    if (const int field = int(textFields.indexOf(w)); field >= 0) {
        int fieldCode = field;
        if (w == u"name") {
            if (!expect(u"("))
                return -1;
            const auto s = parseSeat();
            if (!s || !expect(u")"))
                return -1;
            fieldCode = ExpressionNode::NameOf + int(*s);
        }
        if (!peek().is(u"~") && !peek().is(u"!~")) {
            failExpected(tr("~ or !~ and a text in double quotes"));
            return -1;
        }
        const bool negate = next().text == u"!~";
        if (peek().kind != SelectToken::Kind::String) {
            failExpected(tr("a text in double quotes"));
            return -1;
        }
        mProgram->patterns << next().text;
        mProgram->usesBoard = true;
        return node(Op::TextMatch, fieldCode, int(mProgram->patterns.size() - 1), negate);
    }
    static const QList<std::pair<QString, Op>> fields = {
        { QStringLiteral("board"), Op::BoardNumber },
        { QStringLiteral("dealer"), Op::Dealer },
        { QStringLiteral("contract"), Op::Contract },
        { QStringLiteral("doubled"), Op::Doubled },
        { QStringLiteral("declarer"), Op::Declarer },
        { QStringLiteral("result"), Op::Result },
        { QStringLiteral("lead"), Op::Lead },
        { QStringLiteral("par"), Op::Par },
    };
    for (const auto &[name, op] : fields) {
        if (w == name) {
            mProgram->usesBoard = mProgram->usesBoard || (op != Op::Dealer && op != Op::BoardNumber);
            if (op == Op::Par)
                mProgram->usesDoubleDummy = true;
            return node(op);
        }
    }
    if (w == u"vul") {
        if (!peek().is(u"("))
            return node(Op::Vulnerability);
        next();
        const auto s = parseSeat();
        if (!s || !expect(u")"))
            return -1;
        return node(Op::Vulnerable, 0, 0, 0, int(*s));
    }
    if (w == u"played") {
        mProgram->usesBoard = true;
        if (!peek().is(u"("))
            return node(Op::Played);
        next();
        const int card = cardOf(peek());
        if (card < 0) {
            failExpected(tr("a card such as AS"));
            return -1;
        }
        next();
        if (!expect(u")"))
            return -1;
        return node(Op::PlayedCard, card);
    }
    return std::nullopt;
}

} // namespace Kibitz
