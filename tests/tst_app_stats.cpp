// Widget tests of the Statistics dock, offscreen. The expected figures are counted by the
// test itself from the tags of dominicprice_endplay/pbn_example2.pbn (tests/data/samples/SOURCES.md: 299
// records of 10 boards of a RealBridge teams match, each with its DoubleDummyTricks, OptimumScore, contract,
// result and players): points A 4 K 3 Q 2 J 1, DoubleDummyTricks as PBN 2.1 writes it (declarers N S E W,
// strains NT S H D C, one hex digit each). A few of them are pinned as counted once with a script from the
// same tags. The large file is the 10 records of pavlicek_rpdd/rpdd_10First.zrd repeated.
#include "analysis/boardanalysis.h"
#include "document/document.h"
#include "mainwindow.h"
#include "stats/statisticschart.h"
#include "stats/statisticsdock.h"
#include "stats/statisticsrunner.h"
#include "views/boardfiltermodel.h"
#include "views/filterbar.h"

#include "formats/boardsource.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QClipboard>
#include <QDir>
#include <QElapsedTimer>
#include <QHorizontalBarSeries>
#include <QImage>
#include <QLineSeries>
#include <QMap>
#include <QMimeData>
#include <QRegularExpression>
#include <QSet>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Kibitz;
using namespace Kibitz::TestUtil;
using Chart = StatisticsFigures::Chart;

namespace {

const QString Example2 = QStringLiteral("dominicprice_endplay/pbn_example2.pbn");

/** What the test reads from one game's tags. */
struct Game
{
    QMap<QString, QString> tags;
    Deal deal;
    int tricks(Seat declarer, Strain strain) const
    {
        // DoubleDummyTricks: declarers N S E W, strains NT S H D C.
        static const QList<Seat> declarers { Seat::North, Seat::South, Seat::East, Seat::West };
        const int column = int(
            std::find(StrainsNoTrumpFirst.begin(), StrainsNoTrumpFirst.end(), strain) - StrainsNoTrumpFirst.begin());
        return QString(tags.value(QStringLiteral("DoubleDummyTricks"))[declarers.indexOf(declarer) * 5 + column])
            .toInt(nullptr, 16);
    }
};

QList<Game> games(const QString &sample)
{
    QList<Game> list;
    static const QRegularExpression tag(QStringLiteral("^\\[(\\w+) \"([^\"]*)\"\\]"));
    for (const QString &line : QString::fromUtf8(sampleBytes(sample)).split(u'\n')) {
        const auto m = tag.match(line);
        if (!m.hasMatch())
            continue;
        if (m.captured(1) == u"Event")
            list.append(Game());
        list.last().tags.insert(m.captured(1), m.captured(2));
        if (m.captured(1) == u"Deal")
            list.last().deal = dealOf(m.captured(2));
    }
    return list;
}

/** The games that are distinct deals: the first of each board number and deal (the other tables' copies left out). */
QList<Game> distinctDeals(const QList<Game> &all)
{
    QList<Game> list;
    QSet<QPair<QString, QString>> seen;
    for (const Game &g : all) {
        const QPair<QString, QString> key { g.tags.value(QStringLiteral("Board")),
            g.tags.value(QStringLiteral("Deal")) };
        if (!seen.contains(key)) {
            seen.insert(key);
            list << g;
        }
    }
    return list;
}

int hcp(Hand hand)
{
    int points = 0;
    for (const Card &card : hand.cards())
        points += std::max(0, int(card.rank()) - int(Rank::Ten));
    return points;
}

QString pattern(Hand hand)
{
    QList<int> lengths;
    for (Suit suit : { Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs })
        lengths << int(hand.cards(suit).size());
    std::sort(lengths.rbegin(), lengths.rend());
    QString text;
    for (int n : lengths)
        text += QString::number(n);
    return text;
}

Seat seatOf(const QString &letter)
{
    return *seatFromChar(letter[0]);
}

/** Declarer's tricks against double dummy of a played game, if it is one. */
std::optional<int> difference(const Game &g)
{
    const QString contract = g.tags.value(QStringLiteral("Contract"));
    const QString result = g.tags.value(QStringLiteral("Result"));
    if (contract == u"Pass" || result.isEmpty())
        return std::nullopt;
    int length = 0;
    const Strain strain = *parseStrain(QStringView(contract).mid(1), &length);
    return result.toInt() - g.tricks(seatOf(g.tags.value(QStringLiteral("Declarer"))), strain);
}

/** The values the chart draws: a bar set's or a line's, by category (bars across are drawn last first). */
QList<double> drawn(StatisticsChart *chart, int series = 0)
{
    QList<double> values;
    const QList<QAbstractSeries *> all = chart->chart()->series();
    if (auto *bars = all.size() == 1 ? qobject_cast<QAbstractBarSeries *>(all[0]) : nullptr) {
        QBarSet *set = bars->barSets().value(series);
        for (int i = 0; set && i < set->count(); ++i)
            values << set->at(i);
        if (qobject_cast<QHorizontalBarSeries *>(bars))
            std::reverse(values.begin(), values.end());
    } else if (auto *line = qobject_cast<QLineSeries *>(all.value(series))) {
        for (const QPointF &point : line->points())
            values << point.y();
    }
    return values;
}

/** Opens the dock; only the first @p leads opening leads are solved (each is a double-dummy solve). */
StatisticsDock *openStatistics(MainWindow *w, int leads = 0)
{
    StatisticsDock *dock = w->statisticsDock();
    dock->setRecountDelay(0);
    dock->runner()->setUpdateInterval(20);
    dock->runner()->setLeadLimit(leads);
    dock->show();
    dock->raise();
    return dock;
}

/** Writes @p repeat copies of the 10 records of rpdd_10First.zrd to @p path. */
void writeRepeatedZrd(const QString &path, int repeat)
{
    const QByteArray records = sampleBytes(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray block = records.repeated(1024);
    for (int i = 0; i < repeat / 1024; ++i)
        QCOMPARE(file.write(block), block.size());
    QCOMPARE(file.write(records.repeated(repeat % 1024)), qint64(records.size()) * (repeat % 1024));
}

QString screenshotDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/screenshots");
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestAppStats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void closedDockCountsNothing();
    void figuresOfTheFile();
    void closingDoesNotWaitForLeads();
    void pinnedFigures();
    void filterChangesFigures();
    void editedDocument();
    void solvedBesideTheFile();
    void csvCopy();
    void exportPictures_data();
    void exportPictures();
    void largeFileStreams();
    void bigPbnCountedInParts();
    void closeCancels();
    void libraryFile();
    void screenshots_data();
    void screenshots();
};

void TestAppStats::initTestCase()
{
    useTestSettings();
}

void TestAppStats::closedDockCountsNothing()
{
    // The dock counts only while open: a file opened with it closed costs nothing.
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = w->statisticsDock();
    QVERIFY(dock->isHidden());
    QVERIFY(w->openFile(samplePath(Example2)));
    QTest::qWait(50);
    QVERIFY(!dock->runner()->isRunning());
    QCOMPARE(dock->runner()->result().done, qint64(0));
    QVERIFY(dock->isStale());
    // Opened from the View menu, it counts.
    QAction *toggle = dock->toggleViewAction();
    QCOMPARE(toggle->objectName(), QStringLiteral("showStatistics"));
    toggle->trigger();
    QVERIFY(dock->waitForFinished(60000));
    QCOMPARE(dock->runner()->result().statistics.boardCount(), qint64(299));
}

void TestAppStats::figuresOfTheFile()
{
    const QList<Game> all = games(Example2);
    QCOMPARE(all.size(), 299);
    // Hands, double dummy and par count each deal once: the file is 10 boards played at up to 30 tables.
    const QList<Game> deals = distinctDeals(all);
    QCOMPARE(deals.size(), 10);
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get(), 20);
    QVERIFY(w->openFile(samplePath(Example2)));
    QVERIFY(dock->waitForFinished(120000));
    QVERIFY(dock->runner()->usesWorkers());

    // HCP: one line per seat, hands by points from 0.
    StatisticsChart *hcpChart = dock->chart(Chart::Hcp);
    for (Seat seat : AllSeats) {
        QList<double> expected(38, 0.0);
        int top = 0;
        for (const Game &g : deals) {
            for (Seat s : AllSeats)
                top = std::max(top, hcp(g.deal.hand(s)));
            expected[hcp(g.deal.hand(seat))] += 1;
        }
        expected.resize(top + 1);
        QCOMPARE(drawn(hcpChart, int(seat)), expected);
    }

    // Shapes: the most frequent patterns over every hand.
    QMap<QString, int> patterns;
    for (const Game &g : deals) {
        for (Seat s : AllSeats)
            ++patterns[pattern(g.deal.hand(s))];
    }
    StatisticsChart *shapes = dock->chart(Chart::Patterns);
    const QStringList shown = shapes->table().categories;
    QCOMPARE(shown.size(), std::min<qsizetype>(StatisticsFigures::MostFrequentPatterns, patterns.size()));
    const QList<double> counts = drawn(shapes);
    for (int i = 0; i < shown.size(); ++i) {
        QCOMPARE(counts[i], double(patterns.value(shown[i])));
        if (i > 0)
            QVERIFY(counts[i] <= counts[i - 1]);
    }

    // Makeable: boards where the best declarer takes level + 6 tricks; one bar set per strain, C to NT.
    StatisticsChart *makeable = dock->chart(Chart::Makeable);
    const QList<Strain> strains { Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump };
    for (int s = 0; s < strains.size(); ++s) {
        QList<double> expected(7, 0.0);
        for (const Game &g : deals) {
            int best = 0;
            for (Seat seat : AllSeats)
                best = std::max(best, g.tricks(seat, strains[s]));
            for (int level = 1; level <= 7; ++level)
                expected[level - 1] += best >= level + 6 ? 1 : 0;
        }
        QCOMPARE(drawn(makeable, s), expected);
    }

    // Par: boards by the OptimumScore for North-South.
    QMap<int, int> pars;
    for (const Game &g : deals) {
        const QStringList parts = g.tags.value(QStringLiteral("OptimumScore")).split(u' ');
        pars[parts[1].toInt() * (parts[0] == u"NS" ? 1 : -1)] += 1;
    }
    StatisticsChart *par = dock->chart(Chart::Par);
    QStringList parScores;
    QList<double> parCounts;
    for (auto it = pars.cbegin(); it != pars.cend(); ++it) {
        parScores << QString::number(it.key());
        parCounts << it.value();
    }
    QCOMPARE(par->table().categories, parScores);
    QCOMPARE(drawn(par), parCounts);

    // Declarer play: played boards by result minus declarer's double-dummy tricks.
    QMap<int, int> differences;
    for (const Game &g : all) {
        if (const auto d = difference(g))
            ++differences[*d];
    }
    StatisticsChart *play = dock->chart(Chart::DeclarerPlay);
    QList<double> expectedPlay;
    for (int d = std::min(0, differences.firstKey()); d <= std::max(0, differences.lastKey()); ++d)
        expectedPlay << differences.value(d);
    QCOMPARE(drawn(play), expectedPlay);
    QCOMPARE(play->table().categories.constFirst(), QString::number(std::min(0, differences.firstKey())));

    // Per board: every played board in file order.
    StatisticsChart *boards = dock->chart(Chart::PlayedBoards);
    QList<double> perBoard;
    for (const Game &g : all) {
        if (const auto d = difference(g))
            perBoard << *d;
    }
    QCOMPARE(drawn(boards), perBoard);

    // Declarers: gained and lost tricks of the players who declared most.
    QMap<QString, std::array<int, 3>> players; // boards, gained, lost
    for (const Game &g : all) {
        if (const auto d = difference(g)) {
            static const QMap<QString, QString> tagOf { { "N", "North" }, { "E", "East" }, { "S", "South" },
                { "W", "West" } };
            auto &p = players[g.tags.value(tagOf.value(g.tags.value(QStringLiteral("Declarer"))))];
            ++p[0];
            p[1] += std::max(0, *d);
            p[2] += std::max(0, -*d);
        }
    }
    StatisticsChart *declarers = dock->chart(Chart::Declarers);
    const QStringList names = declarers->table().categories;
    QCOMPARE(names.size(), std::min<qsizetype>(StatisticsFigures::MostActiveDeclarers, players.size()));
    // The chart draws the mean per board; the CSV has boards, tricks gained and tricks lost beside it.
    const QList<double> mean = drawn(declarers, 0);
    const StatisticsTable table = declarers->table();
    for (int i = 0; i < names.size(); ++i) {
        QVERIFY2(players.contains(names[i]), qPrintable(names[i]));
        const auto &[boardCount, gained, lost] = players[names[i]];
        QCOMPARE(mean[i], double(gained - lost) / boardCount);
        QCOMPARE(table.value(1, i), double(boardCount));
        QCOMPARE(table.value(2, i), double(gained));
        QCOMPARE(table.value(3, i), double(lost));
        if (i > 0)
            QVERIFY(table.value(1, i) <= table.value(1, i - 1));
    }

    // Opening leads: every played board with a lead, solved double dummy (each costs 0 or more tricks).
    StatisticsChart *leads = dock->chart(Chart::OpeningLead);
    const StatisticsResult &result = dock->runner()->result();
    if (!result.leadError.isEmpty())
        QSKIP(qPrintable(QStringLiteral("no double-dummy solver: ") + result.leadError));
    double leadTotal = 0;
    for (double v : drawn(leads))
        leadTotal += v;
    // The first 20 of the played boards with a [Play] section, each valued by the core's own solve.
    QCOMPARE(result.leadsTotal, qint64(20));
    QCOMPARE(result.leadsDone, qint64(20));
    const auto source = FormatRegistry::instance().open(samplePath(Example2));
    QVERIFY(source);
    QList<double> costs;
    for (qint64 i = 0, solved = 0; i < source->count() && solved < 20; ++i) {
        const Board board = source->board(i);
        const auto contract = board.contract();
        if (!contract || contract->isPassedOut() || board.playedCards().isEmpty())
            continue;
        ++solved;
        const std::optional<int> cost = SetStatistics::openingLeadCost(board);
        QVERIFY(cost);
        if (costs.size() <= *cost)
            costs.resize(*cost + 1);
        costs[*cost] += 1;
    }
    if (costs.size() < 2)
        costs.resize(2);
    QCOMPARE(drawn(leads), costs);
    QCOMPARE(leadTotal, double(result.leadsTotal));
}

void TestAppStats::pinnedFigures()
{
    // Counted once with a script from the tags of pbn_example2.pbn (see the file's opening comment).
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    QVERIFY(w->openFile(samplePath(Example2)));
    QVERIFY(dock->waitForFinished(120000));
    const SetStatistics &s = dock->runner()->result().statistics;
    QCOMPARE(s.boardCount(), qint64(299));
    // 299 records of 10 deals (boards 1 to 10 at up to 30 tables): the deal figures count the 10 deals.
    QCOMPARE(s.completeDealCount(), qint64(10));
    // North: 1 hand of 5 HCP, 2 of 9, 2 of 11, 1 of 12, 2 of 13, 1 of 14, 1 of 18.
    const QList<double> north = drawn(dock->chart(Chart::Hcp), int(Seat::North));
    QCOMPARE(north.value(5), 1.0);
    QCOMPARE(north.value(9), 2.0);
    QCOMPARE(north.value(18), 1.0);
    // 4-4-3-2 and 5-3-3-2 are the most frequent patterns, 9 of the 40 hands each.
    QStringList top = dock->chart(Chart::Patterns)->table().categories.mid(0, 2);
    top.sort();
    QCOMPARE(top, QStringList({ "4432", "5332" }));
    QCOMPARE(drawn(dock->chart(Chart::Patterns)).mid(0, 2), QList<double>({ 9, 9 }));
    // 3NT makes on 7 deals, 4H on 5, 1S on all 10.
    const QList<double> nt = drawn(dock->chart(Chart::Makeable), 4);
    QCOMPARE(nt.value(2), 7.0);
    QCOMPARE(drawn(dock->chart(Chart::Makeable), 2).value(3), 5.0);
    QCOMPARE(drawn(dock->chart(Chart::Makeable), 3).value(0), 10.0);
    // Par NS +620 on 2 deals, NS -400 (EW 400) on 1.
    const StatisticsTable par = dock->chart(Chart::Par)->table();
    QCOMPARE(par.value(0, int(par.categories.indexOf(QStringLiteral("620")))), 2.0);
    QCOMPARE(par.value(0, int(par.categories.indexOf(QStringLiteral("-400")))), 1.0);
    // 278 played boards: -3 on 8, -2 on 11, -1 on 53, 0 on 127, +1 on 52, +2 on 7, +3 on 20.
    QCOMPARE(
        dock->chart(Chart::DeclarerPlay)->table().categories, QStringList({ "-3", "-2", "-1", "0", "+1", "+2", "+3" }));
    QCOMPARE(drawn(dock->chart(Chart::DeclarerPlay)), QList<double>({ 8, 11, 53, 127, 52, 7, 20 }));
    // Alex Adamson declared 6 boards, 2 tricks gained and 2 lost.
    const StatisticsTable declarers = dock->chart(Chart::Declarers)->table();
    const int alex = int(declarers.categories.indexOf(QStringLiteral("Alex Adamson#34075")));
    QVERIFY(alex >= 0);
    QCOMPARE(declarers.value(0, alex), 0.0);
    QCOMPARE(declarers.value(1, alex), 6.0);
    QCOMPARE(declarers.value(2, alex), 2.0);
    QCOMPARE(declarers.value(3, alex), 2.0);
    QVERIFY(dock->statusText().contains(QLatin1String("299")));
    QVERIFY2(dock->statusText().contains(QLatin1String("distinct deals: 10")), qPrintable(dock->statusText()));
    QVERIFY2(dock->statusText().contains(QLatin1String("played at tables: 278")), qPrintable(dock->statusText()));
}

void TestAppStats::filterChangesFigures()
{
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    QVERIFY(w->openFile(samplePath(Example2)));
    QVERIFY(dock->waitForFinished(120000));
    // North holds 13 HCP on 60 records of 2 deals, 14 on 30 of 1 and 18 on 30 of 1 (pinnedFigures' script).
    w->filterBar()->setExpression(QStringLiteral("hcp(north) >= 13"));
    QVERIFY(w->filterBar()->model()->waitForFinished(20000));
    QTest::qWait(20);
    QVERIFY(dock->waitForFinished(120000));
    QCOMPARE(dock->runner()->result().statistics.boardCount(), qint64(120));
    const QList<double> north = drawn(dock->chart(Chart::Hcp), int(Seat::North));
    QCOMPARE(north.size(), 19);
    for (int points = 0; points < north.size(); ++points)
        QCOMPARE(north[points], points == 13 ? 2.0 : points == 14 || points == 18 ? 1.0 : 0.0);
    QVERIFY(dock->statusText().contains(QLatin1String("120")));
    // Cleared, the figures are the whole file's again.
    w->filterBar()->clearFilter();
    QTest::qWait(20);
    QVERIFY(dock->waitForFinished(120000));
    QCOMPARE(dock->runner()->result().statistics.boardCount(), qint64(299));
}

void TestAppStats::editedDocument()
{
    // Boards held in memory (no file to read again) are counted on the GUI thread, and an edit counts again.
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    w->setSource(std::make_unique<MemoryBoardSource>(QList<Board> { exampleBoard() }), QStringLiteral("memory"));
    QVERIFY(dock->waitForFinished(20000));
    QVERIFY(!dock->runner()->usesWorkers());
    // docs/formats.md#example-board: North J873.J42.Q65.KT2 holds 1+1+2+3 = 7 HCP, 4-3-3-3.
    QList<double> north = drawn(dock->chart(Chart::Hcp), int(Seat::North));
    QCOMPARE(north.value(7), 1.0);
    QCOMPARE(dock->chart(Chart::Patterns)->table().categories.contains(QStringLiteral("4333")), true);
    w->addBoard();
    QTest::qWait(20);
    QVERIFY(dock->waitForFinished(20000));
    QCOMPARE(dock->runner()->result().statistics.boardCount(), qint64(2));
}

void TestAppStats::solvedBesideTheFile()
{
    // A file without tables (the example board written as PBN) counted on the workers: a table solved beside it
    // (the document's analysis, not an edit) is counted too.
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("example.pbn"));
    {
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::WriteOnly));
        auto writer = FormatRegistry::instance().byId(QStringLiteral("pbn"))->createWriter(&file);
        QVERIFY(writer->writeBoard(exampleBoard()));
        QVERIFY(writer->finish());
    }
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    QVERIFY(w->openFile(fileName));
    QVERIFY(dock->waitForFinished(20000));
    QVERIFY(dock->runner()->usesWorkers());
    w->document()->addAnalysis(exampleBoard().deal(), record0Table(), 0);
    QTest::qWait(20);
    QVERIFY(dock->waitForFinished(20000));
    QVERIFY(dock->runner()->usesWorkers());
    QVERIFY(!w->document()->isModified());
    // docs/formats.md#example-board: West takes 11 tricks in hearts, so 5H is the highest heart contract made.
    const QList<double> hearts = drawn(dock->chart(Chart::Makeable), 2);
    QCOMPARE(hearts, QList<double>({ 1, 1, 1, 1, 1, 0, 0 }));
}

void TestAppStats::csvCopy()
{
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    QVERIFY(w->openFile(samplePath(Example2)));
    QVERIFY(dock->waitForFinished(120000));
    dock->tabs()->setCurrentIndex(int(Chart::DeclarerPlay));
    QApplication::clipboard()->clear();
    dock->findChild<QToolButton *>(QStringLiteral("copyCsv"))->click();
    // pinnedFigures' counts, one row per difference.
    const QString expected = QStringLiteral("Tricks taken minus double-dummy tricks,Boards\r\n"
                                            "-3,8\r\n-2,11\r\n-1,53\r\n0,127\r\n+1,52\r\n+2,7\r\n+3,20\r\n");
    QCOMPARE(QApplication::clipboard()->text(), expected);
    QCOMPARE(QApplication::clipboard()->mimeData()->data(QStringLiteral("text/csv")), expected.toUtf8());

    // The makeable chart: a column per strain; names with a comma are quoted.
    dock->chart(Chart::Makeable)->copyCsv();
    const QStringList lines = QApplication::clipboard()->text().split(QStringLiteral("\r\n"));
    QCOMPARE(lines.value(0), QStringLiteral("Level,C,D,H,S,NT"));
    QCOMPARE(lines.value(1).section(u',', 4, 4), QStringLiteral("10")); // 1S on every deal
    QCOMPARE(lines.value(3).section(u',', 5, 5), QStringLiteral("7")); // 3NT
    StatisticsTable table;
    table.axisX = QStringLiteral("Name");
    table.categories << QStringLiteral("Smith, \"J\"");
    table.series << StatisticsTable::Series { QStringLiteral("Mean"), { 0.25 } };
    QCOMPARE(table.toCsv(), QStringLiteral("Name,Mean\r\n\"Smith, \"\"J\"\"\",0.25\r\n"));
}

void TestAppStats::exportPictures_data()
{
    QTest::addColumn<int>("chart");
    QTest::addColumn<QString>("suffix");
    QTest::newRow("empty chart refused") << int(Chart::OpeningLead) << QStringLiteral(".png");
    QTest::newRow("hcp png") << int(Chart::Hcp) << QStringLiteral(".png");
    QTest::newRow("hcp svg") << int(Chart::Hcp) << QStringLiteral(".svg");
    QTest::newRow("makeable png") << int(Chart::Makeable) << QStringLiteral(".png");
    QTest::newRow("makeable svg") << int(Chart::Makeable) << QStringLiteral(".svg");
    QTest::newRow("hcp png, full disk: the old picture stays") << int(Chart::Hcp) << QStringLiteral(".png");
    QTest::newRow("hcp svg, full disk: the old picture stays") << int(Chart::Hcp) << QStringLiteral(".svg");
}

void TestAppStats::exportPictures()
{
    QFETCH(int, chart);
    QFETCH(QString, suffix);
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    // Hazlemere_Trophy.pbn: 30 boards with double-dummy tables and no play, so no opening lead.
    QVERIFY(w->openFile(samplePath(QStringLiteral("richardschneider_pbn/Hazlemere_Trophy.pbn"))));
    QVERIFY(dock->waitForFinished(60000));
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("chart") + suffix);
    StatisticsChart *c = dock->chart(Chart(chart));
    QString error;
    if (QByteArrayView(QTest::currentDataTag()).contains("full disk")) {
#ifdef Q_OS_UNIX
        // A write past a file size limit fails as one on a full disk: the picture there stays byte for byte.
        const QByteArray old = "the picture of last week";
        QFile f(fileName);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(old);
        f.close();
        bool written = true;
        {
            const FileSizeLimit limit { rlim_t(1024) };
            QVERIFY(limit.isSet());
            written = c->exportImage(fileName, &error);
        }
        QVERIFY(!written);
        QVERIFY2(error.contains(QStringLiteral("File too large")), qPrintable(error));
        QCOMPARE(fileBytes(fileName), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
        return;
#else
        QSKIP("RLIMIT_FSIZE is POSIX");
#endif
    }
    const bool written = c->exportImage(fileName, &error);
    if (Chart(chart) == Chart::OpeningLead) {
        QVERIFY(!written);
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(fileName));
        return;
    }
    QVERIFY2(written, qPrintable(error));
    if (suffix == u".png") {
        const QImage image(fileName);
        QCOMPARE(image.size(), StatisticsChart::ExportSize * 2);
    } else {
        const QByteArray svg = fileBytes(fileName);
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains(c->table().axisY.toUtf8()));
    }
}

void TestAppStats::largeFileStreams()
{
    // 1,048,576 records (a tenth of Pavlicek's library): the count streams in while the window keeps turning.
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("repeated.zrd"));
    constexpr int Repeat = 104858;
    writeRepeatedZrd(fileName, Repeat);
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    StatisticsRunner *runner = dock->runner();
    runner->setUpdateInterval(100);
    int partial = 0;
    connect(runner, &StatisticsRunner::updated, this, [&] {
        if (runner->isRunning() && runner->result().done > 0 && runner->result().done < runner->result().total)
            ++partial;
    });
    QElapsedTimer gap;
    qint64 longest = 0;
    QTimer tick;
    tick.setInterval(5);
    connect(&tick, &QTimer::timeout, this, [&] { longest = std::max(longest, gap.restart()); });
    QElapsedTimer clock;
    clock.start();
    QVERIFY(w->openFile(fileName));
    gap.start();
    tick.start();
    QVERIFY(dock->waitForFinished(300000));
    tick.stop();
    qInfo("%lld boards counted in %lld ms, %d partial updates, longest pause of the event loop %lld ms",
        runner->result().done, clock.elapsed(), partial, longest);
    QVERIFY(runner->usesWorkers());
    QVERIFY(partial >= 1);
    QVERIFY2(longest < 500, qPrintable(QString::number(longest)));

    // The same figures as the boards added one by one (each record has a number of its own: no copies).
    auto source = FormatRegistry::instance().open(fileName);
    QVERIFY(source);
    SetStatistics expected;
    for (qint64 i = 0; i < source->count(); ++i)
        expected.add(source->board(i));
    QCOMPARE(runner->result().statistics.boardCount(), qint64(10) * Repeat);
    QVERIFY(runner->result().statistics == expected);
}

void TestAppStats::bigPbnCountedInParts()
{
    // A PBN file of 4 MiB or more is counted in parts, one a core (docs/stats.md), with exactly the figures,
    // played boards and leads of one reader in file order (the runner on one thread reads it so).
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("big.pbn"));
    {
        // Hazlemere_Trophy.pbn (30 boards, tables, no results) up to 2.5 MB, then pbn_example2.pbn (299 results
        // with exact DoubleDummyTricks) past 5 MB: the played boards kept (the first 2,000) are the second
        // part's, numbered on from the first part's boards.
        const QByteArray unplayed = sampleBytes(QStringLiteral("richardschneider_pbn/Hazlemere_Trophy.pbn"));
        const QByteArray played = sampleBytes(QStringLiteral("dominicprice_endplay/pbn_example2.pbn"));
        QFile f(fileName);
        QVERIFY(f.open(QIODevice::WriteOnly));
        while (f.size() < 2500000)
            f.write(unplayed + "\n");
        while (f.size() < 5000000)
            f.write(played + "\n");
    }
    StatisticsResult results[2];
    QList<qint64> playedIndexes[2];
    for (int threads : { 1, 2 }) {
        auto w = testWindow({ .wait = WindowWait::None });
        StatisticsDock *dock = openStatistics(w.get());
        StatisticsRunner *runner = dock->runner();
        runner->setThreadCount(threads);
        runner->setLeadLimit(3);
        QVERIFY(w->openFile(fileName));
        QVERIFY(dock->waitForFinished(300000));
        QCOMPARE(runner->countedInParts(), threads == 2);
        results[threads - 1] = runner->result();
        for (const StatisticsResult::PlayedBoard &p : runner->result().played)
            playedIndexes[threads - 1] << p.index;
    }
    QVERIFY(results[0].statistics.boardCount() > 4000);
    QCOMPARE(results[1].statistics.boardCount(), results[0].statistics.boardCount());
    QVERIFY(results[1].statistics == results[0].statistics);
    QCOMPARE(results[1].playedSeen, results[0].playedSeen);
    QCOMPARE(playedIndexes[0].size(), StatisticsRunner::MaxPlayedBoards);
    QVERIFY(playedIndexes[0].first() > 5000);
    QCOMPARE(playedIndexes[1], playedIndexes[0]);
    QCOMPARE(results[1].leadsTotal, results[0].leadsTotal);
    QCOMPARE(results[1].leadsDone, results[0].leadsDone);
}

void TestAppStats::closeCancels()
{
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("repeated.zrd"));
    writeRepeatedZrd(fileName, 104858);
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    StatisticsRunner *runner = dock->runner();
    runner->setThreadCount(1);
    QVERIFY(w->openFile(fileName));
    QTRY_VERIFY_WITH_TIMEOUT(runner->result().done > 0, 20000);
    QVERIFY(runner->isRunning());
    // Another document: the count of the old one stops at once, and nothing of it arrives afterwards.
    QElapsedTimer clock;
    clock.start();
    QVERIFY(w->newBoardSet());
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(dock->waitForFinished(20000));
    QTest::qWait(50);
    QCOMPARE(runner->result().statistics.boardCount(), qint64(1));

    // The window closed while counting: the worker is stopped and joined with it.
    QVERIFY(w->openFile(fileName));
    QTRY_VERIFY_WITH_TIMEOUT(runner->result().total > 1 && runner->result().done > 0, 20000);
    QVERIFY(runner->isRunning());
    clock.restart();
    w.reset();
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
}

void TestAppStats::libraryFile()
{
    // Pavlicek's library size (10,485,760 records, docs/formats.md#zrd) is 241 MB: not in the repository.
    const QString fileName = qEnvironmentVariable("KIBITZ_BIG_ZRD");
    if (fileName.isEmpty())
        QSKIP("KIBITZ_BIG_ZRD names no 10,485,760-board ZRD file");
    auto w = testWindow({ .wait = WindowWait::None });
    StatisticsDock *dock = openStatistics(w.get());
    StatisticsRunner *runner = dock->runner();
    runner->setUpdateInterval(200);
    QElapsedTimer gap;
    qint64 longest = 0;
    QTimer tick;
    tick.setInterval(5);
    connect(&tick, &QTimer::timeout, this, [&] { longest = std::max(longest, gap.restart()); });
    QElapsedTimer clock;
    clock.start();
    QVERIFY(w->openFile(fileName));
    QCOMPARE(w->boardCount(), qint64(10485760));
    gap.start();
    tick.start();
    QVERIFY(dock->waitForFinished(600000));
    qInfo("10,485,760 boards counted in %lld ms, longest pause of the event loop %lld ms", clock.elapsed(), longest);
    QCOMPARE(runner->result().statistics.boardCount(), qint64(10485760));
    QVERIFY2(longest < 500, qPrintable(QString::number(longest)));
}

void TestAppStats::screenshots_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestAppStats::screenshots()
{
    QFETCH(QSize, size);
    const QString suffix = QStringLiteral("-%1x%2.png").arg(size.width()).arg(size.height());
    auto w = testWindow({ .size = size, .wait = WindowWait::None });
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    StatisticsDock *dock = openStatistics(w.get(), 60);
    QVERIFY(w->openFile(samplePath(Example2)));
    QVERIFY(dock->waitForFinished(120000));
    w->resizeDocks({ dock }, { size.height() * 45 / 100 }, Qt::Vertical);
    dock->tabs()->setCurrentIndex(int(Chart::Makeable));
    QTest::qWait(100);
    QVERIFY(w->grab().save(screenshotDir() + QStringLiteral("/statistics") + suffix));
    for (int i = 0; i < StatisticsFigures::ChartCount; ++i) {
        dock->tabs()->setCurrentIndex(i);
        QTest::qWait(30);
        QVERIFY(dock->grab().save(screenshotDir() + QStringLiteral("/statistics-dock-%1").arg(i) + suffix));
    }
}

QTEST_MAIN(TestAppStats)
void TestAppStats::closingDoesNotWaitForLeads()
{
    // Opening leads are DDS searches, which cannot be interrupted (seconds each on a hard deal): closing the window
    // while they run leaves the one under way to finish on its own, counted as a running solver, so that quitting
    // does not wait for it either (Application::finish(): quitting never waits on a solver).
    const int before = BoardAnalysis::runningSolvers();
    auto w = testWindow({ .wait = WindowWait::None });
    openStatistics(w.get(), 100000);
    QVERIFY(w->openFile(samplePath(Example2)));
    QTRY_VERIFY_WITH_TIMEOUT(BoardAnalysis::runningSolvers() > before, 120000);
    QElapsedTimer clock;
    clock.start();
    w.reset();
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    // The worker ends after its current lead and posts nothing to the runner that is gone.
    QTRY_COMPARE_WITH_TIMEOUT(BoardAnalysis::runningSolvers(), before, 120000);
    QCoreApplication::processEvents();
}

#include "tst_app_stats.moc"
