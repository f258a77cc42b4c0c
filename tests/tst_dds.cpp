// Tests of the double-dummy wrapper (core/analysis) against answers published with DDS and with
// Pavlicek's solved-deal library, and end positions solved by hand. Expected values come from:
//  - tests/data/samples/dds-bridge_dds/list*.txt: DDS's own regression files (deal, FUT = SolveBoard with
//    every card scored at the start, TABLE, PAR = Par(), PAR2 = DealerPar(), PLAY and its TRACE);
//  - tests/data/samples/dds-bridge_dds/sol10.txt: giblib lines with exact tables;
//  - tests/data/samples/pavlicek_rpdd/*.zrd: ZBD deal + ZDD table per record; record 0 in docs/formats.md;
//  - the rules of bridge, for the end positions and the par of record 0 (Law 77 scores).
#include "analysis/doubledummysolver.h"
#include "model/board.h"
#include "model/deal.h"
#include "model/play.h"

#include "testutil.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <atomic>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

// docs/formats.md#example-board: record 0 of Pavlicek's library and its table (NT, S, H, D, C for N, E, S, W).
const QString Record0Table = QStringLiteral("N 4 4 2 3 6 E 9 9 10 9 7 S 4 4 2 3 6 W 9 9 11 9 7");

/** A table written "N nt s h d c E ... S ... W ..." (the order of docs/formats.md#example-board). */
DoubleDummyTable tableFromText(const QString &text)
{
    DoubleDummyTable table;
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int seat = 0; seat < 4; ++seat) {
        for (int s = 0; s < 5; ++s)
            table.setTricks(Seat(seat), StrainsNoTrumpFirst[s], parts.value(seat * 6 + 1 + s).toInt());
    }
    return table;
}

QString tableText(const DoubleDummyTable &table)
{
    QStringList parts;
    for (Seat seat : AllSeats) {
        parts << QString(QLatin1Char(seatLetter(seat)));
        for (Strain strain : StrainsNoTrumpFirst) {
            const auto t = table.tricks(seat, strain);
            parts << (t ? QString::number(*t) : QStringLiteral("-"));
        }
    }
    return parts.join(QLatin1Char(' '));
}

// DDS conventions used by the list files (DDS's dll.h): strains S H D C NT = 0-4, vulnerability 0 none,
// 1 both, 2 NS, 3 EW, seats N E S W = 0-3.
Strain strainFromDds(int s)
{
    return s == 4 ? Strain::NoTrump : Strain(3 - s);
}
Vulnerability vulnerabilityFromDds(int v)
{
    static constexpr Vulnerability map[4]
        = { Vulnerability::None, Vulnerability::All, Vulnerability::NorthSouth, Vulnerability::EastWest };
    return map[v & 3];
}

/** One deal of a DDS list file, as the file states it. */
struct ListDeal
{
    Seat dealer;
    Vulnerability vulnerability;
    Strain trump;
    Seat leader;
    Deal deal;
    QMap<int, int> futures; // card index -> score of the side to play at the start
    DoubleDummyTable table;
    QStringList par; // the four strings of PAR
    QStringList par2; // the score then the contracts of PAR2
    QList<Card> play;
    QList<int> trace;
};

QStringList quoted(const QString &line)
{
    QStringList result;
    static const QRegularExpression re(QStringLiteral("\"([^\"]*)\""));
    for (auto it = re.globalMatch(line); it.hasNext();)
        result << it.next().captured(1);
    return result;
}

QList<int> numbers(const QString &line)
{
    QList<int> result;
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 1; i < words.size(); ++i)
        result << words[i].toInt();
    return result;
}

QList<ListDeal> readList(const QString &name)
{
    QFile file(samplePath(QStringLiteral("dds-bridge_dds/") + name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    QStringList lines = QString::fromLatin1(file.readAll()).split(QLatin1Char('\n'));
    for (QString &l : lines)
        l = l.trimmed();
    const int count = numbers(lines[0]).value(0);
    QList<ListDeal> deals;
    for (int n = 0; n < count; ++n) {
        const QStringList block = lines.mid(1 + n * 7, 7);
        ListDeal d;
        const QList<int> head = numbers(block[0]);
        d.dealer = Seat(head[0]);
        d.vulnerability = vulnerabilityFromDds(head[1]);
        d.trump = strainFromDds(head[2]);
        d.leader = Seat(head[3]);
        d.deal = dealOf(quoted(block[0]).value(0));

        // FUT cards, then suit[], rank[], equals[] (lower equal ranks, bit r = rank r), score[].
        const QList<int> fut = numbers(block[1]);
        const int cards = fut[0];
        for (int i = 0; i < cards; ++i) {
            const int suit = 3 - fut[1 + i];
            const int ranks = (1 << fut[1 + cards + i]) | fut[1 + 2 * cards + i];
            for (int r = 2; r <= 14; ++r) {
                if (ranks >> r & 1)
                    d.futures.insert(suit * 13 + r - 2, fut[1 + 3 * cards + i]);
            }
        }

        // TABLE: strains S H D C NT, each N E S W.
        const QList<int> t = numbers(block[2]);
        for (int s = 0; s < 5; ++s) {
            for (int seat = 0; seat < 4; ++seat)
                d.table.setTricks(Seat(seat), strainFromDds(s), t[s * 4 + seat]);
        }
        d.par = quoted(block[3]);
        d.par2 = quoted(block[4]);
        const QString play = quoted(block[5]).value(0);
        for (int i = 0; i + 1 < play.size(); i += 2)
            d.play << *Card::parse(play.mid(i, 2));
        d.trace = numbers(block[6]).mid(1);
        deals << d;
    }
    return deals;
}

/** A contract of SidesParBin in the notation of DDS's Par(): "EW 23H", "NS 5Dx". */
QString parNotation(const ParContract &c)
{
    static const char strains[] = "CDHSN";
    QString text = c.declarersText() + QLatin1Char(' ');
    if (c.isSacrifice())
        return text + QString::number(c.level) + QLatin1Char(strains[int(c.strain)]) + QLatin1Char('x');
    for (int level = c.level; level <= c.level + c.overtricks; ++level)
        text += QString::number(level);
    return text + QLatin1Char(strains[int(c.strain)]);
}

/** A contract in the notation of DDS's DealerPar(): "2H-EW+1", "3S*-NS-1". */
QString dealerParNotation(const ParContract &c)
{
    static const char strains[] = "CDHSN";
    QString text = QString::number(c.level) + QLatin1Char(strains[int(c.strain)]);
    if (c.isSacrifice())
        return text + QStringLiteral("*-") + c.declarersText() + QStringLiteral("-") + QString::number(c.undertricks);
    text += QLatin1Char('-') + c.declarersText();
    if (c.overtricks > 0)
        text += QLatin1Char('+') + QString::number(c.overtricks);
    return text;
}

// A two-card end position solved by hand (see endPosition_data): N ♠AQ, E ♥AK, S ♠32, W ♠K4.
const QString Ending = QStringLiteral("N:AQ... .AK.. 32... K4...");

} // namespace

class TestDds : public QObject
{
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void batch();
    void batchCancel();
    void listTables_data();
    void listTables();
    void listPar_data();
    void listPar();
    void listFutures_data();
    void listFutures();
    void listTrace_data();
    void listTrace();
    void giblibSol10_data();
    void giblibSol10();
    void rpddZrd_data();
    void rpddZrd();
    void cardValues_data();
    void cardValues();
    void trace_data();
    void trace();
    void parOfRecord0();
    void solveBoard();
};

void TestDds::table_data()
{
    QTest::addColumn<QString>("deal");
    QTest::addColumn<QString>("expected"); // empty = an error is expected
    QTest::newRow("card held twice") << "N:AQ... .AK.. A2... K4..."
                                     << "";
    QTest::newRow("unequal counts") << "N:AQ... .AK.. 32... K..."
                                    << "";
    QTest::newRow("unknown hand") << "N:J873.J42.Q65.KT2 - Q4.85.KT9.A87643 K9.KQT3.743.QJ95"
                                  << "";
    QTest::newRow("no cards") << "N:... ... ... ..."
                              << "";
    // docs/formats.md#example-board states record 0's table.
    QTest::newRow("record 0 (example board)") << Record0 << Record0Table;
    // docs/formats.md#giblib, giblib's verified example (W N E S) :88887777A9A977778888 -> N = c[4s+1],
    // S = c[4s+3], E = 13 - c[4s], W = 13 - c[4s+2].
    QTest::newRow("giblib format's own example")
        << "W:JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9"
        << "N 8 7 9 7 8 E 5 6 3 6 5 S 8 7 9 7 8 W 5 6 3 6 5";
    // The rules of bridge: one card each, the ace of spades with North; N/S win the one trick in every strain.
    QTest::newRow("one-card ending") << "N:A... K... Q... J..."
                                     << "N 1 1 1 1 1 E 0 0 0 0 0 S 1 1 1 1 1 W 0 0 0 0 0";
    // Solved by hand: N ♠AQ, E ♥AK, S ♠32, W ♠K4.
    //  NT (and D, C: nobody holds them): E leads (N declares) two hearts: N 0. W leads (S declares) a spade
    //  into the tenace: S 2. S leads (E declares) through W's king: E 0. N leads (W declares) from AQ: W 1.
    //  Spades trumps: E's heart lead is ruffed and overruffed by N, who then drops the king: N 2; others as NT.
    //  Hearts trumps: E ruffs the first spade and cashes the other heart: N 0, E 2, S 0, W 2.
    QTest::newRow("two-card ending") << Ending << "N 0 2 0 0 0 E 0 0 2 0 0 S 2 2 0 2 2 W 1 1 2 1 1";
}

void TestDds::table()
{
    QFETCH(QString, deal);
    QFETCH(QString, expected);
    QString error;
    const auto table = DoubleDummySolver().table(dealOf(deal), &error);
    if (expected.isEmpty()) {
        QVERIFY(!table);
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(tableText(*table), tableText(tableFromText(expected)));
}

void TestDds::batch()
{
    // An invalid deal among good ones fails alone, with a reason; complete deals and end positions mix.
    const QList<Deal> deals { dealOf(QStringLiteral("N:AQ... .AK.. A2... K4...")), dealOf(Record0), dealOf(Ending) };
    QList<int> reported;
    QList<int> solvedIndexes;
    BatchControl control;
    control.progress = [&](int done, int total) {
        QCOMPARE(total, 3);
        reported << done;
    };
    control.solved = [&](int index, const DoubleDummyTable &) { solvedIndexes << index; };
    const BatchResult result = DoubleDummySolver().tables(deals, control);
    QVERIFY(!result.cancelled);
    QCOMPARE(result.failedCount, 1);
    QCOMPARE(result.solvedCount, 2);
    QVERIFY(!result.tables[0]);
    QVERIFY(result.errors[0].contains(QStringLiteral("North")));
    QCOMPARE(tableText(*result.tables[1]), tableText(tableFromText(Record0Table)));
    QCOMPARE(tableText(*result.tables[2]), QStringLiteral("N 0 2 0 0 0 E 0 0 2 0 0 S 2 2 0 2 2 W 1 1 2 1 1"));
    QVERIFY(result.errors[1].isEmpty() && result.errors[2].isEmpty());
    QCOMPARE(reported.last(), 3);
    QVERIFY(std::is_sorted(reported.begin(), reported.end()));
    QCOMPARE(solvedIndexes.size(), 2);
}

void TestDds::batchCancel()
{
    // One end position more than a chunk holds: cancelling after the first chunk leaves the last unsolved.
    QList<Deal> deals;
    for (int i = 0; i <= DoubleDummySolver::EndPositionsPerChunk; ++i)
        deals << dealOf(Ending).rotated(i);
    const int last = DoubleDummySolver::EndPositionsPerChunk;
    std::atomic_bool stop = false;
    QList<int> reported;
    BatchControl control;
    control.progress = [&](int done, int) {
        reported << done;
        stop = true;
    };
    control.isCancelled = [&] { return stop.load(); };
    const BatchResult result = DoubleDummySolver().tables(deals, control);
    QVERIFY(result.cancelled);
    QCOMPARE(reported, QList<int> { last });
    QCOMPARE(result.solvedCount, last);
    QVERIFY(result.tables[last - 1]);
    QVERIFY(!result.tables[last]);
    QVERIFY(result.errors[last].isEmpty());
    // The rules of bridge: the ending turned one seat clockwise is the same ending with every seat turned.
    QCOMPARE(tableText(*result.tables[1]),
        tableText(tableFromText(QStringLiteral("N 1 1 2 1 1 E 0 2 0 0 0 S 0 0 2 0 0 W 2 2 0 2 2"))));
}

void TestDds::listTables_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("corrupt"); // list1's deal with North's first card given to East as well
    QTest::newRow("list1 with a card held twice") << "list1.txt" << true;
    QTest::newRow("list1") << "list1.txt" << false;
    QTest::newRow("list2") << "list2.txt" << false;
    QTest::newRow("list10") << "list10.txt" << false;
    QTest::newRow("list100") << "list100.txt" << false;
}

namespace {
/** The file's deals, or (corrupt) its first deal with a card in two hands and an unknown table cell. */
QList<ListDeal> listRow(const QString &file, bool corrupt)
{
    QList<ListDeal> list = readList(file);
    if (corrupt) {
        list = list.mid(0, 1);
        Hand east = list[0].deal.hand(Seat::East);
        east.add(list[0].deal.hand(Seat::North).cards().first());
        list[0].deal.setHand(Seat::East, east);
        list[0].table.setTricks(Seat::North, Strain::NoTrump, std::nullopt);
    }
    return list;
}
} // namespace

void TestDds::listTables()
{
    QFETCH(QString, file);
    QFETCH(bool, corrupt);
    const QList<ListDeal> list = listRow(file, corrupt);
    if (corrupt) {
        const BatchResult result = DoubleDummySolver().tables({ list[0].deal });
        QVERIFY(!result.tables[0]);
        QCOMPARE(result.failedCount, 1);
        QVERIFY(!result.errors[0].isEmpty());
        return;
    }
    QList<Deal> deals;
    for (const ListDeal &d : list)
        deals << d.deal;
    // list1, list2 and list10 are excerpts of list100: solve each deal once (in one batch per file).
    static QHash<QString, DoubleDummyTable> solved;
    QList<Deal> unsolved;
    for (const Deal &deal : deals) {
        if (!solved.contains(deal.toString()))
            unsolved << deal;
    }
    const BatchResult result = DoubleDummySolver().tables(unsolved);
    QCOMPARE(result.solvedCount, int(unsolved.size()));
    for (int i = 0; i < unsolved.size(); ++i) {
        QVERIFY2(result.tables[i], qPrintable(result.errors[i]));
        solved.insert(unsolved[i].toString(), *result.tables[i]);
    }
    for (int i = 0; i < list.size(); ++i)
        QCOMPARE(tableText(solved.value(list[i].deal.toString())), tableText(list[i].table));
}

void TestDds::listPar_data()
{
    listTables_data();
}

void TestDds::listPar()
{
    QFETCH(QString, file);
    QFETCH(bool, corrupt);
    if (corrupt) {
        QString error;
        QVERIFY(!DoubleDummySolver::sidesPar(listRow(file, true)[0].table, Vulnerability::None, &error));
        QVERIFY(!error.isEmpty());
        return;
    }
    for (const ListDeal &d : readList(file)) {
        // PAR: Par()'s text of the par when NS / EW start the bidding.
        QString error;
        const auto sides = DoubleDummySolver::sidesPar(d.table, d.vulnerability, &error);
        QVERIFY2(sides, qPrintable(error));
        QCOMPARE(QStringLiteral("NS %1").arg((*sides)[0].scoreNorthSouth), d.par[0]);
        QCOMPARE(QStringLiteral("EW %1").arg(-(*sides)[1].scoreNorthSouth), d.par[1]);
        for (int i = 0; i < 2; ++i) {
            QStringList contracts;
            for (const ParContract &c : (*sides)[i].contracts)
                contracts << parNotation(c);
            QCOMPARE((i == 0 ? QStringLiteral("NS:") : QStringLiteral("EW:")) + contracts.join(QLatin1Char(',')),
                d.par[2 + i]);
        }
        // PAR2: DealerPar() for the deal's dealer, score from North-South's view.
        const auto dealer = DoubleDummySolver::par(d.table, d.dealer, d.vulnerability, &error);
        QVERIFY2(dealer, qPrintable(error));
        QStringList expected = d.par2;
        QCOMPARE(QString::number(dealer->scoreNorthSouth), expected.takeFirst());
        QStringList contracts;
        for (const ParContract &c : dealer->contracts)
            contracts << dealerParNotation(c);
        // DealerPar() lists the same contracts in its own order: compare them as sets.
        contracts.sort();
        expected.sort();
        QCOMPARE(contracts, expected);
    }
}

void TestDds::listFutures_data()
{
    listTables_data();
}

void TestDds::listFutures()
{
    QFETCH(QString, file);
    QFETCH(bool, corrupt);
    for (const ListDeal &d : listRow(file, corrupt)) {
        QString error;
        const auto values = DoubleDummySolver().cardValues(Play(d.deal, d.trump, d.leader), &error);
        if (corrupt) {
            QVERIFY(!values);
            QVERIFY(!error.isEmpty());
            continue;
        }
        QVERIFY2(values, qPrintable(error));
        QMap<int, int> got;
        for (const CardValue &v : *values)
            got.insert(v.card.index(), v.tricks);
        QCOMPARE(got, d.futures);
    }
}

void TestDds::listTrace_data()
{
    listTables_data();
}

void TestDds::listTrace()
{
    QFETCH(QString, file);
    QFETCH(bool, corrupt);
    for (const ListDeal &d : listRow(file, corrupt)) {
        Play play(d.deal, d.trump, d.leader);
        for (Card c : d.play)
            play.append(c);
        QString error;
        const auto trace = DoubleDummySolver().trace(play, &error);
        if (corrupt) {
            QVERIFY(!trace);
            QVERIFY(!error.isEmpty());
            continue;
        }
        QVERIFY2(trace, qPrintable(error));
        QCOMPARE(trace->declarer, rho(d.leader));
        QCOMPARE(trace->tricks.size(), d.play.size() + 1);
        // DDS's files stop after card 48 of a complete play (the last trick is forced): every value they give
        // must match, and the rest cannot change any more.
        QVERIFY(d.trace.size() <= trace->tricks.size());
        QCOMPARE(trace->tricks.mid(0, d.trace.size()), d.trace);
        for (int i = int(d.trace.size()); i < trace->tricks.size(); ++i)
            QCOMPARE(trace->tricks[i], d.trace.last());
        // The first value is the table's: the tricks declarer makes in the trump strain.
        QCOMPARE(trace->tricks.first(), *d.table.tricks(rho(d.leader), d.trump));
    }
}

void TestDds::giblibSol10_data()
{
    QTest::addColumn<QString>("line");
    QFile file(samplePath(QStringLiteral("dds-bridge_dds/sol10.txt")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QStringList lines;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        if (!raw.trimmed().isEmpty())
            lines << QString::fromLatin1(raw).trimmed();
    }
    QCOMPARE(lines.size(), 10);
    // Line 1 with West's ♠T written as ♠K, which North holds too.
    QString twice = lines[0];
    QCOMPARE(twice.left(2), QStringLiteral("T5"));
    twice[0] = QLatin1Char('K');
    QTest::newRow("sol10 line 1 with a card held twice") << twice;
    for (int n = 0; n < lines.size(); ++n)
        QTest::addRow("sol10 line %d", n + 1) << lines[n];
}

void TestDds::giblibSol10()
{
    QFETCH(QString, line);
    // docs/formats.md#giblib: 67 characters of hands W N E S, ':', then 20 characters: strain i/4 in
    // NT S H D C, leader i%4 in S E N W, value = tricks North-South take. N = c[4s+1], S = c[4s+3],
    // E = 13 - c[4s], W = 13 - c[4s+2].
    QCOMPARE(line.size(), 88);
    QCOMPARE(line[67], QLatin1Char(':'));
    const QString tricks = line.mid(68);
    DoubleDummyTable expected;
    for (int s = 0; s < 5; ++s) {
        const auto value = [&](int i) { return QStringLiteral("0123456789ABCD").indexOf(tricks[4 * s + i]); };
        expected.setTricks(Seat::North, StrainsNoTrumpFirst[s], value(1));
        expected.setTricks(Seat::South, StrainsNoTrumpFirst[s], value(3));
        expected.setTricks(Seat::East, StrainsNoTrumpFirst[s], 13 - value(0));
        expected.setTricks(Seat::West, StrainsNoTrumpFirst[s], 13 - value(2));
    }
    QVERIFY(expected.isComplete());
    QString error;
    const auto table = DoubleDummySolver().table(dealOf(QStringLiteral("W:") + line.left(67)), &error);
    if (QByteArray(QTest::currentDataTag()).contains("twice")) {
        QVERIFY(!table);
        QVERIFY2(error.contains(QStringLiteral("North")), qPrintable(error));
        return;
    }
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(tableText(*table), tableText(expected));
}

void TestDds::rpddZrd_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("record");
    // Record 0 with its first byte zeroed: West gets North's, East's and South's top spades (16 cards).
    QTest::newRow("rpdd_10First.zrd record 0 with byte 0 zeroed") << "rpdd_10First.zrd" << 0;
    for (const char *name : { "rpdd_10First.zrd", "rpdd_10Last.zrd" }) {
        for (int r = 0; r < 10; ++r)
            QTest::newRow(QByteArray(name).append(" record ").append(QByteArray::number(r)).constData())
                << QString::fromLatin1(name) << r;
    }
}

void TestDds::rpddZrd()
{
    QFETCH(QString, file);
    QFETCH(int, record);
    QFile f(samplePath(QStringLiteral("pavlicek_rpdd/") + file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray bytes = f.readAll().mid(record * 23, 23);
    QCOMPARE(bytes.size(), 23);
    const bool corrupt = QByteArray(QTest::currentDataTag()).contains("zeroed");
    if (corrupt)
        bytes[0] = 0;
    // docs/formats.md#zbd: 2 bits per card (0 W 1 N 2 E 3 S), cards ♠A..♠2, ♥A..♥2, ♦A..♦2, ♣A..♣2 from bit 0.
    static constexpr Seat zbdSeat[4] = { Seat::West, Seat::North, Seat::East, Seat::South };
    std::array<Hand, 4> hands;
    for (int k = 0; k < 52; ++k) {
        const int owner = (quint8(bytes[k / 4]) >> (2 * (k % 4))) & 3;
        hands[int(zbdSeat[owner])].add(Card(Suit(3 - k / 13), Rank(12 - k % 13)));
    }
    Deal deal;
    for (Seat s : AllSeats)
        deal.setHand(s, hands[int(s)]);
    // docs/formats.md#zdd: 20 nibbles (low nibble first), strains NT S H D C, within each declarer W N E S.
    DoubleDummyTable expected;
    for (int i = 0; i < 20; ++i) {
        const int nibble = (quint8(bytes[13 + i / 2]) >> (i % 2 ? 4 : 0)) & 15;
        expected.setTricks(zbdSeat[i % 4], StrainsNoTrumpFirst[i / 4], nibble);
    }
    QVERIFY(expected.isComplete());
    if (corrupt) {
        QString error;
        QVERIFY(!DoubleDummySolver().table(deal, &error));
        QVERIFY2(error.contains(QStringLiteral("West")), qPrintable(error));
        return;
    }
    if (file == QLatin1String("rpdd_10First.zrd") && record == 0) {
        // docs/formats.md#example-board states record 0's deal and table outright.
        QCOMPARE(deal.toString(), Record0);
        QCOMPARE(tableText(expected), tableText(tableFromText(Record0Table)));
    }
    QString error;
    const auto table = DoubleDummySolver().table(deal, &error);
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(tableText(*table), tableText(expected));
}

void TestDds::cardValues_data()
{
    QTest::addColumn<QString>("deal");
    QTest::addColumn<int>("trump");
    QTest::addColumn<int>("leader");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("expected"); // "card=tricks ..."; empty = an error is expected
    QTest::newRow("card not in the hand") << Ending << int(Strain::NoTrump) << int(Seat::West) << "SA"
                                          << "";
    QTest::newRow("play over") << "N:A... K... Q... J..." << int(Strain::NoTrump) << int(Seat::West) << "SJ SA SK SQ"
                               << "";
    // The two-card ending, notrump, West leads the four: North's queen wins and the ace takes the second
    // trick (2); the ace wins but sets up West's king (1).
    QTest::newRow("finesse or not") << Ending << int(Strain::NoTrump) << int(Seat::West) << "S4"
                                    << "SA=1 SQ=2";
    // South to lead: either spade lets North finesse; two equal cards are both listed.
    QTest::newRow("equal cards") << Ending << int(Strain::NoTrump) << int(Seat::South) << ""
                                 << "S3=2 S2=2";
    // After West leads the king into North's ace (N/S won one trick), North's queen takes the last: 1 + 1.
    QTest::newRow("tricks already won count") << Ending << int(Strain::NoTrump) << int(Seat::West) << "SK SA HA S2"
                                              << "SQ=2";
    // Hearts trumps, South leads: East, to play third, ruffs either spade and cashes the other heart; East's
    // side makes 2 whichever heart ruffs.
    QTest::newRow("ruffing") << Ending << int(Strain::Hearts) << int(Seat::South) << "S2 S4 SQ"
                             << "HA=2 HK=2";
}

void TestDds::cardValues()
{
    QFETCH(QString, deal);
    QFETCH(int, trump);
    QFETCH(int, leader);
    QFETCH(QString, played);
    QFETCH(QString, expected);
    Play play(dealOf(deal), Strain(trump), Seat(leader));
    for (Card c : cardsOf(played))
        play.append(c);
    QString error;
    const auto values = DoubleDummySolver().cardValues(play, &error);
    if (expected.isEmpty()) {
        QVERIFY(!values);
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY2(values, qPrintable(error));
    QStringList got;
    for (const CardValue &v : *values)
        got << v.card.toString() + QLatin1Char('=') + QString::number(v.tricks);
    QCOMPARE(got.join(QLatin1Char(' ')), expected);
}

void TestDds::trace_data()
{
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("tricks"); // empty = an error is expected
    QTest::addColumn<QString>("cost");
    QTest::newRow("card not in the hand") << "S4 SK"
                                          << ""
                                          << "";
    // The two-card ending in notrump, West leads (South declares, 2 tricks by finessing). Rising with the
    // ace costs a trick; the rest is forced.
    QTest::newRow("ace instead of finesse") << "S4 SA HA S2 SQ HK S3 SK"
                                            << "2 2 1 1 1 1 1 1 1"
                                            << "0 1 0 0 0 0 0 0";
    QTest::newRow("finesse") << "S4 SQ HA S2"
                             << "2 2 2 2 2"
                             << "0 0 0 0";
    QTest::newRow("no cards") << ""
                              << "2"
                              << "";
}

void TestDds::trace()
{
    QFETCH(QString, played);
    QFETCH(QString, tricks);
    QFETCH(QString, cost);
    Play play(dealOf(Ending), Strain::NoTrump, Seat::West);
    for (Card c : cardsOf(played))
        play.append(c);
    QString error;
    const auto trace = DoubleDummySolver().trace(play, &error);
    if (tricks.isEmpty()) {
        QVERIFY(!trace);
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY2(trace, qPrintable(error));
    QCOMPARE(trace->declarer, Seat::South);
    QStringList t, c;
    for (int v : trace->tricks)
        t << QString::number(v);
    for (int v : trace->cost)
        c << QString::number(v);
    QCOMPARE(t.join(QLatin1Char(' ')), tricks);
    QCOMPARE(c.join(QLatin1Char(' ')), cost);
}

void TestDds::parOfRecord0()
{
    // A table with an unknown cell has no par.
    DoubleDummyTable partial = tableFromText(Record0Table);
    partial.setTricks(Seat::West, Strain::Hearts, std::nullopt);
    QString error;
    QVERIFY(!DoubleDummySolver::par(partial, Seat::North, Vulnerability::None, &error));
    QVERIFY(!error.isEmpty());

    // docs/formats.md#example-board: West takes 11 tricks in hearts, East 10; N/S's best strain is clubs
    // (6 tricks). Law 77 at love: 4H+1 = 120 + 30 + 300 = 450 beats 3NT by E/W (9 tricks: 400); a N/S
    // sacrifice at the five level goes down at least 5 (1100). So par is E/W 450 with West's 4H+1.
    const auto par = DoubleDummySolver::par(tableFromText(Record0Table), Seat::North, Vulnerability::None, &error);
    QVERIFY2(par, qPrintable(error));
    QCOMPARE(par->scoreNorthSouth, -450);
    QCOMPARE(par->contracts.size(), 1);
    QCOMPARE(par->contracts[0].toString(), QStringLiteral("W 4H+1"));
    QCOMPARE(par->toString(), QStringLiteral("EW 450: W 4H+1"));
}

void TestDds::solveBoard()
{
    Board broken;
    broken.setNumber(7);
    broken.setDeal(dealOf(QStringLiteral("N:AQ... .AK.. A2... K4...")));
    QString error;
    QVERIFY(!DoubleDummySolver().solve(broken, &error));
    QVERIFY2(error.contains(QStringLiteral("Board 7")), qPrintable(error));

    // docs/formats.md#example-board: record 0 as board 1 (dealer N, vul None).
    Board board;
    board.setNumberWithCycle(1);
    board.setDeal(dealOf(Record0));
    QVERIFY2(DoubleDummySolver().solve(board, &error), qPrintable(error));
    QCOMPARE(tableText(board.doubleDummy()), tableText(tableFromText(Record0Table)));
    QCOMPARE(board.par(), QStringLiteral("EW 450: W 4H+1")); // see parOfRecord0
}

QTEST_GUILESS_MAIN(TestDds)
#include "tst_dds.moc"
