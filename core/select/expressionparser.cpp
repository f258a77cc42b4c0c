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

} // namespace

ExpressionParser::ExpressionParser(QList<SelectToken> tokens, std::shared_ptr<ExpressionProgram> program)
    : mTokens(std::move(tokens))
    , mProgram(std::move(program))
{
    if (mTokens.isEmpty())
        mTokens.append(SelectToken());
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
    return mProgram->add(n);
}

int ExpressionParser::parseExpression()
{
    return ternary();
}

int ExpressionParser::ternary()
{
    const int condition = binary(0);
    if (condition < 0 || !peek().is(u"?"))
        return condition;
    next();
    const int yes = ternary();
    if (yes < 0 || !expect(u":"))
        return -1;
    const int no = ternary();
    return no < 0 ? -1 : node(Op::Conditional, condition, yes, no);
}

int ExpressionParser::binary(int level)
{
    if (level > 5)
        return unary();
    int left = binary(level + 1);
    while (left >= 0) {
        const SelectToken &t = peek();
        std::optional<Op> op;
        switch (level) {
        case 0:
            if (t.is(u"||") || t.isWord(u"or"))
                op = Op::Or;
            break;
        case 1:
            if (t.is(u"&&") || t.isWord(u"and"))
                op = Op::And;
            break;
        case 2:
            if (t.is(u"=="))
                op = Op::Equal;
            else if (t.is(u"!="))
                op = Op::NotEqual;
            break;
        case 3:
            if (t.is(u"<"))
                op = Op::Less;
            else if (t.is(u"<="))
                op = Op::LessEqual;
            else if (t.is(u">"))
                op = Op::Greater;
            else if (t.is(u">="))
                op = Op::GreaterEqual;
            break;
        case 4:
            if (t.is(u"+"))
                op = Op::Add;
            else if (t.is(u"-"))
                op = Op::Subtract;
            break;
        default:
            if (t.is(u"*"))
                op = Op::Multiply;
            else if (t.is(u"/"))
                op = Op::Divide;
            else if (t.is(u"%"))
                op = Op::Modulo;
            break;
        }
        if (!op)
            break;
        next();
        const int right = binary(level + 1);
        if (right < 0)
            return -1;
        left = node(*op, left, right);
    }
    return left;
}

int ExpressionParser::unary()
{
    const SelectToken &t = peek();
    if (t.is(u"!") || t.isWord(u"not")) {
        next();
        const int a = unary();
        return a < 0 ? -1 : node(Op::Not, a);
    }
    if (t.is(u"-")) {
        next();
        const int a = unary();
        if (a < 0)
            return -1;
        ExpressionNode &n = mProgram->nodes[size_t(a)];
        if (n.op == Op::Number && mProgram->variables.key(a).isEmpty()) {
            n.a = -n.a;
            return a;
        }
        return node(Op::Negate, a);
    }
    return primary();
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
    const SelectToken t = peek();
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

} // namespace Kibitz
