// The dealer language of core/select (docs/select.md): values on fixed deals, checked against the
// Debian dealer program (tests/data/dealer/expected-values.tsv) and by hand; properties against
// brute-force references on random deals; parse errors with their line, column and expectation.

#include "select/expression.h"
#include "select/handmetrics.h"
#include "select/shapeset.h"

#include "model/board.h"
#include "model/deal.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <random>

using namespace Kibitz;

namespace {

SelectContext contextOf(const QString &dealText)
{
    SelectContext c;
    const auto deal = Deal::parse(dealText);
    Q_ASSERT(deal);
    for (Seat s : AllSeats)
        c.hands[size_t(s)] = deal->hand(s).bits();
    return c;
}

std::array<quint64, 4> randomDeal(std::mt19937_64 &rng)
{
    std::array<int, 52> cards;
    std::iota(cards.begin(), cards.end(), 0);
    std::shuffle(cards.begin(), cards.end(), rng);
    std::array<quint64, 4> hands {};
    for (int i = 0; i < 52; ++i)
        hands[size_t(i / 13)] |= quint64(1) << cards[size_t(i)];
    return hands;
}

// Suit lengths spades, hearts, diamonds, clubs, counted card by card.
std::array<int, 4> lengthsOf(quint64 hand)
{
    std::array<int, 4> len {};
    for (int c = 0; c < 52; ++c) {
        if ((hand >> c) & 1)
            ++len[size_t(3 - c / 13)];
    }
    return len;
}

// dealer's shape pattern, by definition: each digit equals its suit's length, x anything; "any"
// tries every order of the suits.
bool matchesPattern(const std::array<int, 4> &len, const QString &pattern, bool any)
{
    std::array<int, 4> order { 0, 1, 2, 3 };
    do {
        bool ok = true;
        for (int i = 0; i < 4 && ok; ++i) {
            const QChar c = pattern[order[size_t(i)]];
            ok = c == u'x' || c.digitValue() == len[size_t(i)];
        }
        if (ok)
            return true;
    } while (any && std::next_permutation(order.begin(), order.end()));
    return false;
}

int evaluate(const QString &text, SelectContext &context)
{
    SelectError error;
    const Expression e = Expression::parse(text, &error);
    if (!e.isValid())
        qWarning() << text << error.toString();
    return e.isValid() ? e.evaluate(context) : INT_MIN;
}

} // namespace

class TestSelect : public QObject
{
    Q_OBJECT

private slots:
    void dealerValues_data();
    void dealerValues();
    void boardFields_data();
    void boardFields();
    void definitions();
    void sumsOverTheFourHands();
    void shapesAgainstBruteForce_data();
    void shapesAgainstBruteForce();
    void losersAndCountsAgainstReference();
    void parseErrors_data();
    void parseErrors();
    void deepExpressions_data();
    void deepExpressions();
};

void TestSelect::dealerValues_data()
{
    QTest::addColumn<QString>("deal");
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("expected");
    // Negative row first: a deal where the condition does not hold (value by hand).
    QTest::newRow("no: hcp(north) >= 21 on d1 (20 points)")
        << QStringLiteral("N:Q3.A763.AKQ5.AJ9 KT4.Q84.643.T875 A852.KJ2.T97.642 J976.T95.J82.KQ3")
        << QStringLiteral("hcp(north) >= 21") << 0;
    // Every other row: the value /usr/games/dealer gives (tests/data/dealer/make-expected.py).
    QFile file(QStringLiteral(KIBITZ_TEST_DATA "/dealer/expected-values.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QHash<QString, QString> deals;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(u"# d") && line.contains(QStringLiteral(" = "))) {
            const QStringList parts = line.mid(2).split(QStringLiteral(" = "));
            deals.insert(parts[0], parts[1]);
            continue;
        }
        if (line.startsWith(u'#') || line.isEmpty())
            continue;
        const QStringList cols = line.split(u'\t');
        QCOMPARE(cols.size(), 3);
        QTest::addRow("%s: %s", qPrintable(cols[0]), qPrintable(cols[1]))
            << deals.value(cols[0]) << cols[1] << cols[2].toInt();
    }
    QVERIFY(deals.size() == 3);
}

void TestSelect::dealerValues()
{
    QFETCH(QString, deal);
    QFETCH(QString, expression);
    QFETCH(int, expected);
    SelectContext context = contextOf(deal);
    QCOMPARE(evaluate(expression, context), expected);
}

void TestSelect::boardFields_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("expected");
    // Values by hand from the board built in boardFields(): board 7 (dealer South, both vulnerable),
    // 1NT by North after P 1NT P P P... with East-West's auction, West leads the king of hearts.
    QTest::newRow("no: contract is 3NT") << QStringLiteral("contract == x3N") << 0;
    QTest::newRow("board") << QStringLiteral("board") << 7;
    QTest::newRow("dealer is south") << QStringLiteral("dealer == south") << 1;
    QTest::newRow("vul is all") << QStringLiteral("vul == all") << 1;
    QTest::newRow("vul(east)") << QStringLiteral("vul(east)") << 1;
    QTest::newRow("contract 1NT") << QStringLiteral("contract == x1N") << 1;
    QTest::newRow("contract below 2C") << QStringLiteral("contract < x2C") << 1;
    QTest::newRow("declarer north") << QStringLiteral("declarer == north") << 1;
    QTest::newRow("undoubled") << QStringLiteral("doubled") << 0;
    QTest::newRow("result") << QStringLiteral("result") << 8;
    QTest::newRow("lead is KH") << QStringLiteral("lead == KH") << 1;
    QTest::newRow("played cards") << QStringLiteral("played") << 4;
    QTest::newRow("played(KH)") << QStringLiteral("played(KH)") << 1;
    QTest::newRow("played(AS) no") << QStringLiteral("played(AS)") << 0;
    QTest::newRow("event") << QStringLiteral("event ~ \"spring\"") << 1;
    QTest::newRow("event not") << QStringLiteral("event !~ \"Spring\"") << 0;
    QTest::newRow("names any") << QStringLiteral("names ~ \"meckstroth\"") << 1;
    QTest::newRow("name(west)") << QStringLiteral("name(west) ~ \"Rod\"") << 1;
    QTest::newRow("name(north) no") << QStringLiteral("name(north) ~ \"Rod\"") << 0;
    QTest::newRow("notes") << QStringLiteral("notes ~ \"squeeze\"") << 1;
    QTest::newRow("auction") << QStringLiteral("auction ~ \"1NT\"") << 1;
    QTest::newRow("par as stated") << QStringLiteral("par") << -100;
    QTest::newRow("tricks from the stored table") << QStringLiteral("tricks(north, notrumps)") << 8;
    QTest::newRow("unknown table cell") << QStringLiteral("tricks(east, spades)") << -1;
}

void TestSelect::boardFields()
{
    QFETCH(QString, expression);
    QFETCH(int, expected);
    Board board;
    board.setNumberWithCycle(7); // 7: dealer South, both vulnerable (docs/formats.md#board-cycle)
    board.setDeal(
        *Deal::parse(QStringLiteral("N:Q3.A763.AKQ5.AJ9 KT4.Q84.643.T875 A852.KJ2.T97.642 J976.T95.J82.KQ3")));
    Auction auction(board.dealer());
    for (const char *c : { "P", "P", "1NT", "P", "P", "P" })
        auction.append(*Call::parse(QString::fromLatin1(c)));
    board.setAuction(auction);
    board.setPlayedCards({ *Card::parse(u"KH"), *Card::parse(u"3H"), *Card::parse(u"4H"), *Card::parse(u"2H") });
    board.setResult(8);
    board.setEvent(QStringLiteral("Spring Foursomes"));
    board.setPlayer(Seat::East, QStringLiteral("Jeff Meckstroth"));
    board.setPlayer(Seat::West, QStringLiteral("Eric Rodwell"));
    board.setComments({ QStringLiteral("A squeeze for the eighth trick.") });
    board.setPar(QStringLiteral("EW 100: EW 2H"));
    DoubleDummyTable table;
    table.setTricks(Seat::North, Strain::NoTrump, 8);
    board.setDoubleDummy(table);
    SelectContext context = SelectContext::forBoard(board);
    QCOMPARE(evaluate(expression, context), expected);
}

void TestSelect::definitions()
{
    SelectContext context
        = contextOf(QStringLiteral("N:Q3.A763.AKQ5.AJ9 KT4.Q84.643.T875 A852.KJ2.T97.642 J976.T95.J82.KQ3"));
    // Named sub-expressions, separated by newlines, blanks or ';', and comments as dealer has them.
    QCOMPARE(evaluate(QStringLiteral("nt = hcp(north) >= 15 && shape(north, any 4333 + any 4432 + any 5332)\n"
                                     "# a comment line\n"
                                     "fit = hearts(north) + hearts(south) >= 7 // to the end of the line\n"
                                     "nt and /* inline */ fit"),
                 context),
        1);
    QCOMPARE(evaluate(QStringLiteral("a = 3; b = a * a; b - a"), context), 6);
    // An extension's name (board fields) may be defined by a script that uses it as a variable.
    QCOMPARE(evaluate(QStringLiteral("result = 4\nresult + 1"), context), 5);
    // The IMP scale is the WBF's (1230 is 15 IMPs; dealer's table gives 16 from 1200 to 1290).
    QCOMPARE(evaluate(QStringLiteral("imps(1230)"), context), 15);
    // Division by zero gives 0 (dealer would stop with an arithmetic fault).
    QCOMPARE(evaluate(QStringLiteral("7 / (hcp(north) - 20)"), context), 0);
}

void TestSelect::sumsOverTheFourHands()
{
    std::mt19937_64 rng(20);
    const Expression hcp = Expression::parse(u"hcp(north) + hcp(east) + hcp(south) + hcp(west)");
    const Expression controls
        = Expression::parse(u"controls(north) + controls(east) + controls(south) + controls(west)");
    const Expression c13 = Expression::parse(u"c13(north) + c13(east) + c13(south) + c13(west)");
    QVERIFY(hcp.isValid() && controls.isValid() && c13.isValid());
    for (int i = 0; i < 2000; ++i) {
        SelectContext context;
        context.hands = randomDeal(rng);
        for (int suit = 0; suit < 4; ++suit) {
            static const char *const names[] = { "clubs", "diamonds", "hearts", "spades" };
            const Expression sum = Expression::parse(
                QStringLiteral("%1(north) + %1(east) + %1(south) + %1(west)").arg(QLatin1String(names[suit])));
            QCOMPARE(sum.evaluate(context), 13);
        }
        QCOMPARE(hcp.evaluate(context), 40);
        QCOMPARE(controls.evaluate(context), 12);
        QCOMPARE(c13.evaluate(context), 52);
        for (Seat s : AllSeats)
            QCOMPARE(
                PointCount::highCardPoints().points(context.hands[size_t(s)]), Hand(context.hands[size_t(s)]).hcp());
    }
}

void TestSelect::shapesAgainstBruteForce_data()
{
    QTest::addColumn<QString>("list");
    QTest::newRow("no shape: 4444 matches no hand") << QStringLiteral("4444");
    QTest::newRow("exact") << QStringLiteral("4333");
    QTest::newRow("any balanced") << QStringLiteral("any 4333 + any 4432 + any 5332");
    QTest::newRow("x and minus") << QStringLiteral("5xxx + x5xx - 5332 - any 0xxx");
    QTest::newRow("any with x") << QStringLiteral("any 55xx");
    QTest::newRow("comma and juxtaposition") << QStringLiteral("any 4333, any 4432 3343");
    QTest::newRow("minus then plus") << QStringLiteral("xxxx - any 7xxx + 7222");
}

void TestSelect::shapesAgainstBruteForce()
{
    QFETCH(QString, list);
    // The reference: read the list left to right, adding and removing shapes by the definition.
    QList<std::tuple<bool, bool, QString>> terms; // remove, any, pattern
    const QStringList words = QString(list)
                                  .replace(u',', u' ')
                                  .replace(u'+', u' ')
                                  .replace(u'-', QStringLiteral(" - "))
                                  .split(u' ', Qt::SkipEmptyParts);
    bool remove = false;
    bool any = false;
    for (const QString &w : words) {
        if (w == u"-")
            remove = true;
        else if (w == u"any")
            any = true;
        else {
            terms.append({ remove, any, w });
            remove = any = false;
        }
    }
    const Expression e = Expression::parse(QStringLiteral("shape(south, %1)").arg(list));
    QVERIFY(e.isValid());
    // Every one of the 560 shapes, once each.
    int matched = 0;
    for (int s = 0; s <= 13; ++s) {
        for (int h = 0; s + h <= 13; ++h) {
            for (int d = 0; s + h + d <= 13; ++d) {
                const std::array<int, 4> len { s, h, d, 13 - s - h - d };
                bool expected = false;
                for (const auto &[rem, anyOrder, pattern] : terms) {
                    if (matchesPattern(len, pattern, anyOrder))
                        expected = !rem;
                    else if (!rem && expected)
                        expected = true;
                }
                // A hand of that shape for South: the lowest cards of each suit.
                SelectContext context;
                const std::array<int, 4> suitOf { 3, 2, 1, 0 };
                for (int i = 0; i < 4; ++i)
                    context.hands[size_t(Seat::South)] |= quint64((1 << len[size_t(i)]) - 1)
                        << (suitOf[size_t(i)] * 13);
                QCOMPARE(lengthsOf(context.hands[size_t(Seat::South)]), len);
                QCOMPARE(e.evaluate(context) != 0, expected);
                matched += expected;
            }
        }
    }
    if (QTest::currentDataTag() == QByteArray("no shape: 4444 matches no hand"))
        QCOMPARE(matched, 0);
    else
        QVERIFY(matched > 0);
}

void TestSelect::losersAndCountsAgainstReference()
{
    std::mt19937_64 rng(2020);
    for (int i = 0; i < 3000; ++i) {
        const quint64 hand = randomDeal(rng)[0];
        int losers = 0;
        for (int suit = 0; suit < 4; ++suit) {
            // dealer's manual (docs/select.md#functions): the losers of one suit, rule by rule.
            QList<int> ranks;
            for (int r = 12; r >= 0; --r) {
                if ((hand >> (suit * 13 + r)) & 1)
                    ranks << r;
            }
            const bool ace = ranks.contains(12), king = ranks.contains(11), queen = ranks.contains(10);
            int expected = 0;
            if (ranks.size() == 1)
                expected = ace ? 0 : 1;
            else if (ranks.size() == 2)
                expected = ace && king ? 0 : (ace || king) ? 1 : 2;
            else if (ranks.size() >= 3)
                expected = 3 - ace - king - queen;
            QCOMPARE(HandMetrics::losers(hand, suit), expected);
            losers += expected;
            // top5: the honours AKQJT held; c13: A 6, K 4, Q 2, J 1.
            const int top5 = int(std::count_if(ranks.begin(), ranks.end(), [](int r) { return r >= 8; }));
            QCOMPARE(PointCount::alternate(8).points(hand, suit), top5);
            const int c13 = 6 * ace + 4 * king + 2 * queen + ranks.contains(9);
            QCOMPARE(PointCount::alternate(9).points(hand, suit), c13);
        }
        QCOMPARE(HandMetrics::losers(hand), losers);
    }
}

void TestSelect::parseErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("no error") << QStringLiteral("hcp(north) >= 15") << 0 << 0 << QString();
    QTest::newRow("missing seat") << QStringLiteral("hcp(nort) >= 15") << 1 << 5
                                  << QStringLiteral("expected a seat (north, east, south or west), found 'nort'");
    QTest::newRow("unclosed bracket") << QStringLiteral("(hcp(north) >= 15") << 1 << 18
                                      << QStringLiteral("expected ')', found the end");
    QTest::newRow("second line") << QStringLiteral("nt = hcp(north) >= 15\nnt && shape(north, 4333 + 5x)") << 2 << 27
                                 << QStringLiteral("expected a shape such as 4333 or 5xxx, found '5x'");
    QTest::newRow("unknown name") << QStringLiteral("hcp(north) > opener") << 1 << 14
                                  << QStringLiteral("unknown name 'opener'");
    QTest::newRow("suit expected") << QStringLiteral("hcp(north, trumps)") << 1 << 12
                                   << QStringLiteral(
                                          "expected a suit (spades, hearts, diamonds or clubs), found 'trumps'");
    QTest::newRow("card expected") << QStringLiteral("hascard(west, AX)") << 1 << 15
                                   << QStringLiteral("expected a card such as AS, found 'AX'");
    QTest::newRow("trailing text") << QStringLiteral("hcp(north) 15") << 1 << 12
                                   << QStringLiteral("expected an operator or the end of the condition, found '15'");
    QTest::newRow("keyword as name") << QStringLiteral("shape = 1\nshape") << 1 << 1
                                     << QStringLiteral("'shape' is a keyword and cannot name a value");
    QTest::newRow("defined twice") << QStringLiteral("a = 1 a = 2 a") << 1 << 7
                                   << QStringLiteral("'a' is already defined");
    QTest::newRow("text match needs ~") << QStringLiteral("event == 3") << 1 << 7
                                        << QStringLiteral("expected ~ or !~ and a text in double quotes, found '=='");
    QTest::newRow("bad character") << QStringLiteral("hcp(north) >= 15 $") << 1 << 18
                                   << QStringLiteral("unexpected character '$'");
    QTest::newRow("unclosed comment") << QStringLiteral("1 /* open") << 1 << 3
                                      << QStringLiteral("the comment is not closed with */");
    QTest::newRow("ternary without colon")
        << QStringLiteral("1 ? 2 3") << 1 << 7 << QStringLiteral("expected ':', found '3'");
    QTest::newRow("empty") << QStringLiteral("  # nothing\n") << 2 << 1
                           << QStringLiteral("expected a condition, found the end");
}

void TestSelect::parseErrors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    SelectError error;
    const Expression e = Expression::parse(text, &error);
    QCOMPARE(e.isValid(), message.isEmpty());
    QCOMPARE(error.message, message);
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
}

namespace {

QString nested(int levels, const QString &open, const QString &inner, const QString &close)
{
    return open.repeated(levels) + inner + close.repeated(levels);
}

// v0 = 1, then each definition one operation deeper than the one before.
QString definitionsEachDeeper(int count)
{
    QString text = QStringLiteral("v0 = 1\n");
    for (int i = 1; i <= count; ++i)
        text += QStringLiteral("v%1 = v%2 + 1\n").arg(i).arg(i - 1);
    return text + QStringLiteral("v%1").arg(count);
}

} // namespace

void TestSelect::deepExpressions_data()
{
    // Deep text is refused where it goes too deep; a long run of one operator is no deeper than one
    // of them, evaluated in a loop.
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("error");
    const QString tooDeep = QStringLiteral("nested too deeply (more than 1000 levels)");
    const QString one = QStringLiteral("1");
    QTest::newRow("no: 10,000 nested parentheses")
        << nested(10000, QStringLiteral("("), one, QStringLiteral(")")) << 0 << QStringLiteral("1:1001: ") + tooDeep;
    QTest::newRow("no: 100,000 nested parentheses")
        << nested(100000, QStringLiteral("("), one, QStringLiteral(")")) << 0 << QStringLiteral("1:1001: ") + tooDeep;
    QTest::newRow("no: 1,001 nested parentheses on line 3")
        << QStringLiteral("a = 1\n\n") + nested(1001, QStringLiteral("("), QStringLiteral("a"), QStringLiteral(")"))
        << 0 << QStringLiteral("3:1001: ") + tooDeep;
    QTest::newRow("no: 10,000 nested rnd(")
        << nested(10000, QStringLiteral("rnd("), one, QStringLiteral(")")) << 0 << QStringLiteral("1:4004: ") + tooDeep;
    QTest::newRow("no: 10,000 nested ?: middles")
        << nested(10000, QStringLiteral("1?"), one, QStringLiteral(":0")) << 0 << QStringLiteral("1:2002: ") + tooDeep;
    QTest::newRow("no: 1,001 definitions each one deeper")
        << definitionsEachDeeper(1001) << 0 << QStringLiteral("1002:17: ") + tooDeep;
    QTest::newRow("1,000 definitions each one deeper") << definitionsEachDeeper(1000) << 1001 << QString();
    QTest::newRow("200 nested parentheses")
        << nested(200, QStringLiteral("("), one, QStringLiteral(")")) << 1 << QString();
    QTest::newRow("1,000 nested parentheses")
        << nested(1000, QStringLiteral("("), one, QStringLiteral(")")) << 1 << QString();
    QTest::newRow("1,000 nested sums") << nested(1000, QStringLiteral("1+("), one, QStringLiteral(")")) << 1001
                                       << QString();
    QTest::newRow("1,000 nested ?: middles")
        << nested(1000, QStringLiteral("1?"), QStringLiteral("7"), QStringLiteral(":0")) << 7 << QString();
    QTest::newRow("30,000 !") << QStringLiteral("!").repeated(30000) + QStringLiteral("5") << 1 << QString();
    QTest::newRow("30,001 !") << QStringLiteral("!").repeated(30001) + QStringLiteral("5") << 0 << QString();
    QTest::newRow("30,000 not") << QStringLiteral("not ").repeated(30000) + QStringLiteral("5") << 1 << QString();
    QTest::newRow("15,000 - and ! in turn")
        << QStringLiteral("-!").repeated(15000) + QStringLiteral("5") << -1 << QString();
    QTest::newRow("100,001 minus signs on a number")
        << QStringLiteral("-").repeated(100001) + QStringLiteral("5") << -5 << QString();
    QTest::newRow("100,000 +1 terms") << QStringLiteral("0") + QStringLiteral("+1").repeated(100000) << 100000
                                      << QString();
    QTest::newRow("100,000 -1 and +2 terms")
        << QStringLiteral("0") + QStringLiteral("-1+2").repeated(50000) << 50000 << QString();
    QTest::newRow("30,000 && terms") << one + QStringLiteral("&&1").repeated(30000) << 1 << QString();
    QTest::newRow("30,000 && terms, the last false")
        << one + QStringLiteral("&&1").repeated(29999) + QStringLiteral("&&0") << 0 << QString();
    QTest::newRow("30,000 || terms") << QStringLiteral("0") + QStringLiteral("||0").repeated(29999)
            + QStringLiteral("||hcp(north)")
                                     << 1 << QString();
    QTest::newRow("30,000 ?: arms") << QStringLiteral("0?1:").repeated(30000) + QStringLiteral("7") << 7 << QString();
    QTest::newRow("30,000 comparisons") << one + QStringLiteral("<2").repeated(30000) << 1 << QString();
}

void TestSelect::deepExpressions()
{
    QFETCH(QString, text);
    QFETCH(int, value);
    QFETCH(QString, error);
    SelectError e;
    const Expression expression = Expression::parse(text, &e);
    QCOMPARE(e.isError() ? e.toString() : QString(), error);
    QCOMPARE(expression.isValid(), error.isEmpty());
    SelectContext context
        = contextOf(QStringLiteral("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"));
    if (expression.isValid())
        QCOMPARE(expression.evaluate(context), value);
}

QTEST_GUILESS_MAIN(TestSelect)
#include "tst_select.moc"
