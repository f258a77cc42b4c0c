// Tests of the PBN 2.1 codec. Expected values come from the sample files (what each states, named
// per row), the PBN 2.1 standard, docs/formats.md's worked example and the rules of bridge, never from
// our own output.
#include "formats/pbn/pbnformat.h"
#include "formats/pbn/pbnreader.h"

#include "model/board.h"

#include "testutil.h"

#include <QBuffer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

QString callsOf(const Board &b)
{
    QStringList calls;
    for (const Call &c : b.auction().calls())
        calls << c.toString();
    return calls.join(QLatin1Char(' '));
}

QString playText(const Board &b)
{
    QStringList cards;
    for (Card c : b.playedCards())
        cards << c.toString();
    return cards.join(QLatin1Char(' '));
}

// The example board (docs/formats.md#example-board).
Board exampleBoardWithResult()
{
    Board b = exampleBoard();
    b.setResult(10);
    return b;
}

// Everything a reader gives, in order: each board, warning and error, reading on after an error
// (as a caller may) until the input ends, an error repeats three times or @p stopAfter boards.
struct Trace
{
    QList<Board> boards;
    QStringList events;
};

Trace readTrace(const QString &path, PbnReader::Threading threading, int stopAfter = -1)
{
    Trace t;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return t;
    PbnReader reader(&file, threading);
    Board board;
    int errors = 0;
    while (stopAfter != 0) {
        const bool ok = reader.readNext(&board);
        for (const BoardWarning &w : reader.takeWarnings())
            t.events << QStringLiteral("warning %1: %2").arg(w.board).arg(w.message);
        if (ok) {
            t.boards << board;
            t.events << QStringLiteral("board %1").arg(reader.boardsRead());
            if (t.boards.size() == stopAfter)
                break;
            continue;
        }
        const FormatError &e = reader.error();
        t.events << QStringLiteral("false: %1 line %2 column %3 record %4")
                        .arg(e.toString())
                        .arg(e.line)
                        .arg(e.column)
                        .arg(e.record);
        if (!reader.hasError() || ++errors == 3)
            break;
    }
    return t;
}

} // namespace

class TestPbnFormat : public QObject
{
    Q_OBJECT

private slots:
    void damagedGames_data();
    void damagedGames();
    void warnings_data();
    void warnings();
    void canRead_data();
    void canRead();
    void sampleFiles_data();
    void sampleFiles();
    void example2DoubleDummy();
    void example3Inheritance();
    void schiphol();
    void emkaelOptimumResultTable();
    void encodings();
    void lineFeedInCrOnlyFile();
    void mappedFile_data();
    void mappedFile();
    void pipeline_data();
    void pipeline();
    void pipelineStoppedEarly();
    void kibitzSample();
    void inheritance_data();
    void inheritance();
    void roundTrip_data();
    void roundTrip();
    void writeExport_data();
    void writeExport();
    void extraTagsKept();
    void writePar_data();
    void writePar();
};

void TestPbnFormat::damagedGames_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("calls");

    // Every row is a malformed game (a bad game never costs the rest of the file); line
    // and column point at the offending character; calls: what the damaged board keeps.
    QTest::newRow("negative: unterminated tag value") << QByteArray("[Event \"x\"]\n[Site \"Amsterdam\n") << 2 << 17
                                                      << QStringLiteral("unterminated tag Site") << QStringLiteral("");
    QTest::newRow("negative: tag without ]") << QByteArray("[Event \"x\"\n[Board \"1\"]\n") << 1 << 11
                                             << QStringLiteral("expected ']'") << QStringLiteral("");
    QTest::newRow("negative: bad Deal string (four hands needed)")
        << QByteArray("[Board \"1\"]\n[Deal \"N:AKQ.T98.765.432 - -\"]\n") << 2 << 29 << QStringLiteral("bad Deal")
        << QStringLiteral("");
    QTest::newRow("negative: bad Deal rank") << QByteArray("[Deal \"N:AKX.T98.765.432 - - -\"]\n") << 1 << 12
                                             << QStringLiteral("bad Deal") << QStringLiteral("");
    // Laws 18: 1H is insufficient after 1S.
    QTest::newRow("negative: auction not legal after the dealer")
        << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1S 1H\n") << 3 << 4 << QStringLiteral("insufficient")
        << QStringLiteral("1S");
    // Law 19: a player cannot double partner's bid (N bids, S doubles).
    QTest::newRow("negative: double of partner") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass X\n") << 3 << 9
                                                 << QStringLiteral("partner") << QStringLiteral("1S P");
    QTest::newRow("negative: call after the end") << QByteArray("[Auction \"E\"]\nPass Pass Pass Pass 1C\n") << 2 << 21
                                                  << QStringLiteral("after the end") << QStringLiteral("P P P P");
    QTest::newRow("negative: not a call") << QByteArray("[Auction \"N\"]\n1S 8H\n") << 2 << 4
                                          << QStringLiteral("expected a call") << QStringLiteral("1S");
    QTest::newRow("negative: unterminated comment") << QByteArray("[Event \"x\"]\n{ open\n[Board \"1\"]\n") << 2 << 1
                                                    << QStringLiteral("unterminated comment") << QStringLiteral("");
    QTest::newRow("negative: not a card") << QByteArray("[Deal \"N:AKQ.T98.765.432 - - -\"]\n[Play \"E\"]\nZZ\n") << 3
                                          << 1 << QStringLiteral("expected a card") << QStringLiteral("");
}

void TestPbnFormat::damagedGames()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    QFETCH(QString, calls);
    // A good game after the damaged one: it is read as if nothing had happened.
    const ReadResult r = readBytes(PbnFormat(), text + "\n\n[Board \"2\"]\n[Auction \"E\"]\n1NT AP\n");
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 2);
    QCOMPARE(callsOf(r.boards[0]), calls);
    QCOMPARE(r.boards[1].number(), 2);
    QCOMPARE(callsOf(r.boards[1]), QStringLiteral("1NT P P P"));
    QList<BoardWarning> damaged;
    for (const BoardWarning &w : r.warnings) {
        if (w.damaged)
            damaged << w;
    }
    QCOMPARE(damaged.size(), 1);
    QCOMPARE(damaged[0].board, 0);
    QVERIFY2(damaged[0].message.contains(message), qPrintable(damaged[0].message));
    QVERIFY2(damaged[0].message.contains(QStringLiteral("line %1, column %2").arg(line).arg(column)),
        qPrintable(damaged[0].message));
}

void TestPbnFormat::warnings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("warning");
    QTest::addColumn<QString>("play");

    // Deal: N holds the spades AKQJ..., E the hearts, S the diamonds, W the clubs; contract 1NT by S,
    // so West leads (columns W N E S).
    const QByteArray head = "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
                            "[Declarer \"S\"]\n[Contract \"1NT\"]\n[Play \"W\"]\n";
    // South cannot play SA: North holds it and North's column already has SK. The play keeps the
    // three cards before it.
    QTest::newRow("negative: play card not in hand")
        << head + "C2 SK HA SA\n"
        << QStringLiteral("line 5, column 10: play card SA is not in South's hand") << QStringLiteral("C2 SK HA");
    // Columns W N E S: C2 by West, SA by North, HA by East, D2 by South; West wins (clubs led, nobody follows).
    QTest::newRow("standard columns") << head + "C2 SA HA D2\nC3 SK HK D3\n"
                                      << QString() << QStringLiteral("C2 SA HA D2 C3 SK HK D3");
    // The same tricks written from each trick's leader: the holders of the cards decide.
    QTest::newRow("trick not in the leader's columns")
        << head + "C2 SA HA D2\nSK HK D3 C3\n"
        << QStringLiteral("not in the columns") << QStringLiteral("C2 SA HA D2 C3 SK HK D3");
}

void TestPbnFormat::warnings()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, warning);
    QFETCH(QString, play);
    const ReadResult r = readBytes(PbnFormat(), text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 1);
    QStringList messages;
    for (const BoardWarning &w : r.warnings)
        messages << w.message;
    if (warning.isEmpty())
        QVERIFY2(messages.isEmpty(), qPrintable(messages.join(QLatin1Char('\n'))));
    else
        QVERIFY2(messages.join(QLatin1Char('\n')).contains(warning), qPrintable(messages.join(QLatin1Char('\n'))));
    QCOMPARE(playText(r.boards.first()), play);
}

void TestPbnFormat::canRead_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("expected");
    QTest::newRow("negative: LIN") << QByteArray("pn|a,b,c,d|st||md|3SA,,,|") << false;
    QTest::newRow("negative: JSON Lines") << QByteArray("{\"board\":1,\"auction\":[\"P\"]}\n") << false;
    QTest::newRow("export header") << QByteArray("% PBN 2.1\n% EXPORT\n[Event \"x\"]\n") << true;
    QTest::newRow("comment first") << QByteArray("{ a comment }\n; another\n[Board \"1\"]\n") << true;
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF[Event \"x\"]") << true;
}

void TestPbnFormat::canRead()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, expected);
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    QCOMPARE(PbnFormat().canRead(&buffer), expected);
    QCOMPARE(buffer.pos(), 0);
}

void TestPbnFormat::sampleFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("cut");
    QTest::addColumn<int>("boards");

    // Cut after 400 bytes, inside the commentary that opens on line 16: the board is damaged.
    QTest::newRow("negative: Schiphol cut inside a comment") << "richardschneider_pbn/Schiphol.pbn" << 400 << -1;
    // Counts: the number of games (tag groups between empty lines) each file holds.
    QTest::newRow("endplay example1 (2 games)") << "dominicprice_endplay/pbn_example1.pbn" << -1 << 2;
    QTest::newRow("endplay example2 (299 results)") << "dominicprice_endplay/pbn_example2.pbn" << -1 << 299;
    QTest::newRow("endplay example3 (7632 games)") << "dominicprice_endplay/pbn_example3.pbn" << -1 << 7632;
    QTest::newRow("endplay example4 (comments)") << "dominicprice_endplay/pbn_example4.pbn" << -1 << 1;
    QTest::newRow("emkael test (16 boards)") << "emkael_deal-convert/test.pbn" << -1 << 16;
    QTest::newRow("emkael test-jfr (16 boards)") << "emkael_deal-convert/test-jfr.pbn" << -1 << 16;
    QTest::newRow("Hand Trophy (26 boards)") << "richardschneider_pbn/Hand_Trophy_Pairs.pbn" << -1 << 26;
    QTest::newRow("Hazlemere (30 boards)") << "richardschneider_pbn/Hazlemere_Trophy.pbn" << -1 << 30;
    QTest::newRow("Wed Individual (28 boards)") << "richardschneider_pbn/Wed_Individual.pbn" << -1 << 28;
    QTest::newRow("Schiphol (1 game)") << "richardschneider_pbn/Schiphol.pbn" << -1 << 1;
    QTest::newRow("Big Deal (2 boards)") << "richardschneider_pbn/big-deal.pbn" << -1 << 2;
    QTest::newRow("Ruter (21 boards)") << "richardschneider_pbn/ruter71.pbn" << -1 << 21;
}

void TestPbnFormat::sampleFiles()
{
    QFETCH(QString, file);
    QFETCH(int, cut);
    QFETCH(int, boards);
    QFile f(samplePath(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray data = f.readAll();
    if (cut >= 0)
        data.truncate(cut);
    const ReadResult r = readBytes(PbnFormat(), data);
    if (boards < 0) {
        // The damaged board keeps the tags before the cut (lines 1-15 of the file).
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.boards.size(), 1);
        QCOMPARE(r.boards[0].event(), QStringLiteral("International Amsterdam Airport Schiphol Bridgetournament"));
        QVERIFY(r.boards[0].deal().isComplete());
        QCOMPARE(r.boards[0].contract()->toString(), QStringLiteral("5HX"));
        QCOMPARE(r.boards[0].result(), 9);
        // ... and, the cut being inside the game, the file ends inside board 1 (docs/formats.md#errors).
        QCOMPARE(r.warnings.size(), 2);
        QVERIFY(r.warnings[0].damaged);
        QVERIFY2(r.warnings[0].message.contains(QStringLiteral("line 16, column 1: unterminated comment")),
            qPrintable(r.warnings[0].message));
        QVERIFY(r.warnings[1].damaged);
        QVERIFY2(r.warnings[1].message.contains(QStringLiteral(": the file ends inside board 1")),
            qPrintable(r.warnings[1].message));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), boards);
    for (const Board &b : r.boards)
        QVERIFY(b.deal().isComplete());
}

void TestPbnFormat::example2DoubleDummy()
{
    // Each of the 299 games states its table twice: DoubleDummyTricks (declarer N S E W x NT S H D C)
    // and OptimumResultTable rows. The reader takes the first; the rows, parsed here, must agree.
    QFile f(samplePath(QStringLiteral("dominicprice_endplay/pbn_example2.pbn")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const ReadResult r = readBytes(PbnFormat(), text.toUtf8());
    QVERIFY(r.ok());
    QCOMPARE(r.boards.size(), 299);
    const QStringList games = text.split(QRegularExpression(QStringLiteral("\\n\\s*\\n")), Qt::SkipEmptyParts);
    QCOMPARE(games.size(), 299);
    const QRegularExpression row(
        QStringLiteral("^([NESW])\\s+(NT|S|H|D|C)\\s+(\\d+)\\s*$"), QRegularExpression::MultilineOption);
    const QRegularExpression hex(QStringLiteral("\\[DoubleDummyTricks \"([0-9a-d]{20})\"\\]"));
    const Seat order[] = { Seat::North, Seat::South, Seat::East, Seat::West };
    for (int g = 0; g < 299; ++g) {
        const Board &b = r.boards[g];
        QVERIFY(b.doubleDummy().isComplete());
        const auto m = hex.match(games[g]);
        QVERIFY(m.hasMatch());
        for (int i = 0; i < 20; ++i) {
            const int tricks = m.captured(1).mid(i, 1).toInt(nullptr, 16);
            QCOMPARE(b.doubleDummy().tricks(order[i / 5], StrainsNoTrumpFirst[size_t(i % 5)]), tricks);
        }
        int rows = 0;
        for (auto it = row.globalMatch(games[g]); it.hasNext(); ++rows) {
            const auto rm = it.next();
            int length = 0;
            const Strain strain = *parseStrain(rm.captured(2), &length);
            QCOMPARE(b.doubleDummy().tricks(*seatFromChar(rm.captured(1).front()), strain), rm.captured(3).toInt());
        }
        QCOMPARE(rows, 20);
    }
    // Game 1 (file lines 1-42): DoubleDummyTricks "77667775576677566775", OptimumScore "NS +90",
    // passed out from South, names with their BBO numbers, extra tags kept in order.
    const Board &first = r.boards.first();
    QCOMPARE(first.doubleDummy().tricks(Seat::North, Strain::NoTrump), 7);
    QCOMPARE(first.doubleDummy().tricks(Seat::East, Strain::Hearts), 7);
    QCOMPARE(first.par(), QStringLiteral("NS +90"));
    QCOMPARE(first.number(), 11);
    QCOMPARE(first.dealer(), Seat::South);
    QCOMPARE(first.player(Seat::West), QStringLiteral("Michael Askgaard#23324"));
    QVERIFY(first.auction().isPassedOut());
    QCOMPARE(first.extraTags().first(), (QPair<QString, QString>(u"Scoring"_qs, u"IMP"_qs)));
    QCOMPARE(first.extraTags().at(1), (QPair<QString, QString>(u"Score"_qs, u"NS 0"_qs)));
    // Game 2: notes =1= and =2= on 1C and 1NT, "-  -  H3 -" then "*" with Result 8 (a claim).
    const Board &second = r.boards.at(1);
    QCOMPARE(callsOf(second), QStringLiteral("1C P 1NT P P P"));
    QCOMPARE(second.auction().calls().at(0).explanation(), QStringLiteral("11-13,17-19 or clubs"));
    QVERIFY(second.auction().calls().at(0).isAlerted());
    QCOMPARE(second.auction().calls().at(2).explanation(), QStringLiteral("9-11, no 4cM"));
    QCOMPARE(second.result(), 8);
    QCOMPARE(second.claim(), 8);
}

void TestPbnFormat::example3Inheritance()
{
    const ReadResult r = readFile(PbnFormat(), samplePath(QStringLiteral("dominicprice_endplay/pbn_example3.pbn")));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 7632);
    // The file has 3816 Deal tags, one per board; the other game of each board omits Board, Dealer,
    // Vulnerable and Deal. Expected per game, from the file's lines: its own Deal and Board tags, else
    // those of the game before.
    QFile f(samplePath(QStringLiteral("dominicprice_endplay/pbn_example3.pbn")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> games = f.readAll().split('\n');
    QString deal;
    int number = 0;
    int game = 0;
    int dealTags = 0;
    bool inGame = false;
    const auto check = [&] {
        QCOMPARE(r.boards.at(game).deal(), *Deal::parse(deal));
        QCOMPARE(r.boards.at(game).number(), number);
    };
    for (const QByteArray &line : games) {
        if (line.trimmed().isEmpty()) {
            if (inGame) {
                check();
                ++game;
            }
            inGame = false;
            continue;
        }
        if (line.startsWith("[")) {
            inGame = true;
            if (line.startsWith("[Deal \"")) {
                deal = QString::fromLatin1(line.mid(7, line.lastIndexOf('"') - 7));
                ++dealTags;
            } else if (line.startsWith("[Board \"")) {
                number = line.mid(8, line.lastIndexOf('"') - 8).toInt();
            }
        }
    }
    if (inGame) {
        check();
        ++game;
    }
    QCOMPARE(game, 7632);
    QCOMPARE(dealTags, 3816);
    const Board &b1 = r.boards.at(0);
    const Board &b1b = r.boards.at(1);
    // Game 2 (file line 27) gives only names, contract, auction and play: Board, Dealer, Deal, Event inherited.
    QCOMPARE(b1b.deal(), b1.deal());
    QCOMPARE(b1b.number(), 1);
    QCOMPARE(b1b.event(), QStringLiteral("World Championship"));
    QCOMPARE(b1b.player(Seat::West), QStringLiteral("Zak"));
    // "1NT 2D 4D 4S / X AP" from North: AP adds the three closing passes.
    QCOMPARE(callsOf(b1b), QStringLiteral("1NT 2D 4D 4S X P P P"));
    QCOMPARE(b1b.contract()->toString(), QStringLiteral("4SX"));
    // Board 2, game 1: Contract "1N" by West, auction "1NT AP" from East.
    const Board &b2 = r.boards.at(2);
    QCOMPARE(b2.number(), 2);
    QCOMPARE(b2.dealer(), Seat::East);
    QCOMPARE(b2.vulnerability(), Vulnerability::NorthSouth);
    QCOMPARE(callsOf(b2), QStringLiteral("1NT P P P"));
    QCOMPARE(b2.contract()->toString(), QStringLiteral("1NT"));
    // The file says Declarer "W" (and West's LHO, North, leads) though East bid 1NT: the stated contract
    // is kept beside the auction's.
    QCOMPARE(b2.contract()->declarer, Seat::West);
    QCOMPARE(b2.auction().contract()->declarer, Seat::East);
    QCOMPARE(b2.openingLeader(), Seat::North);
    QCOMPARE(b2.result(), 5);
    // Board 1 game 1 opening lead (file line 23): South leads SQ against 5C by East.
    QCOMPARE(b1.playedCards().first(), *Card::parse(u"SQ"));
}

void TestPbnFormat::schiphol()
{
    // The PBN standard's example game.
    const ReadResult r = readFile(PbnFormat(), samplePath(QStringLiteral("richardschneider_pbn/Schiphol.pbn")));
    QVERIFY(r.ok());
    QCOMPARE(r.boards.size(), 1);
    const Board &b = r.boards.first();
    QCOMPARE(callsOf(b), QStringLiteral("1D 1S 3H 4S 4NT X P P 5C X 5H X P P P"));
    QCOMPARE(b.auction().calls().at(2).explanation(), QStringLiteral("non-forcing 6-9 points, 6-card"));
    QCOMPARE(b.auction().calls().at(4).explanation(), QStringLiteral("two colors: clubs and diamonds"));
    QCOMPARE(b.contract()->toString(), QStringLiteral("5HX"));
    QCOMPARE(b.contract()->declarer, Seat::South);
    QCOMPARE(b.result(), 9);
    // Played out by the rules (trump hearts, West leads): N ruffs trick 1, S wins 2 (CK), N 3 (ruff),
    // N 4 (CA), N 5 (DA), S overruffs 6, then S leads H2 and claims: 6 tricks and one card.
    QCOMPARE(playText(b), QStringLiteral("SK H3 S4 S3 C2 C6 CK C5 S7 S2 H6 S5 CA CT C4 C8 DA DT D3 D2 DK H5 H7 D4 H2"));
    QCOMPARE(b.claim(), 9);
    QVERIFY(b.comments().first().contains(QStringLiteral("D A K Q 9 8 7")));
    QCOMPARE(b.comments().last(), QStringLiteral("Note on SK: highest of series"));
}

void TestPbnFormat::emkaelOptimumResultTable()
{
    // Board 1: rows C D H S NT per declarer (N 6 5 4 3 6, E 6 8 9 10 7), Ability "N:63456 E:7A986",
    // OptimumScore "NS -420", and the tag Minimax kept.
    const ReadResult r = readFile(PbnFormat(), samplePath(QStringLiteral("emkael_deal-convert/test.pbn")));
    QVERIFY(r.ok());
    const Board &b = r.boards.first();
    const DoubleDummyTable &dd = b.doubleDummy();
    QVERIFY(dd.isComplete());
    QCOMPARE(dd.tricks(Seat::North, Strain::Clubs), 6);
    QCOMPARE(dd.tricks(Seat::North, Strain::Spades), 3);
    QCOMPARE(dd.tricks(Seat::East, Strain::Spades), 10);
    QCOMPARE(dd.tricks(Seat::West, Strain::NoTrump), 7);
    QCOMPARE(b.par(), QStringLiteral("NS -420"));
    QCOMPARE(b.extraTags().last(), (QPair<QString, QString>(u"Minimax"_qs, u"4SW-420"_qs)));
    // test-jfr.pbn has the same boards with Ability only: the same table.
    const ReadResult jfr = readFile(PbnFormat(), samplePath(QStringLiteral("emkael_deal-convert/test-jfr.pbn")));
    QVERIFY(jfr.ok());
    for (int i = 0; i < 16; ++i)
        QCOMPARE(jfr.boards[i].doubleDummy(), r.boards[i].doubleDummy());
}

void TestPbnFormat::encodings()
{
    // Ruter's export is UTF-8: its TotalScoreTable names "Magne Tønnessen".
    const ReadResult r = readFile(PbnFormat(), samplePath(QStringLiteral("richardschneider_pbn/ruter71.pbn")));
    QVERIFY(r.ok());
    QString table;
    for (const auto &[name, value] : r.boards.first().extraTags()) {
        if (name == u"TotalScoreTable")
            table = value;
    }
    QVERIFY(table.contains(QStringLiteral("Magne Tønnessen")));
    QVERIFY(table.contains(QStringLiteral("Bjørg Jernæs - Årstein Jernæs")));
    // A Latin-1 file (PBN before 2.1): é is the byte E9.
    const ReadResult latin = readBytes(PbnFormat(), "[Event \"Coupe d'\xe9t\xe9\"]\n[West \"M\xfcller\"]\n");
    QVERIFY(latin.ok());
    QCOMPARE(latin.boards.first().event(), QStringLiteral("Coupe d'été"));
    QCOMPARE(latin.boards.first().player(Seat::West), QStringLiteral("Müller"));
}

void TestPbnFormat::lineFeedInCrOnlyFile()
{
    // Lines end with CR alone in the whole first read block (1 MiB), so CR is the line end; a line
    // feed after it, between two calls, is white space. It used to be read as an empty word that
    // was never consumed, and the reader did not stop.
    const QByteArray game = "[Board \"1\"]\r[Dealer \"N\"]\r[Auction \"N\"]\r1C Pass Pass Pass\r\r";
    const int games = (1 << 20) / int(game.size()) + 10;
    QByteArray text = game.repeated(games);
    text += "[Board \"2\"]\r[Dealer \"E\"]\r[Auction \"E\"]\r1H\nPass Pass Pass\r";
    const ReadResult r = readBytes(PbnFormat(), text);
    QVERIFY(r.ok());
    QCOMPARE(r.boards.size(), games + 1);
    // Expected: the calls as written in the last game.
    QCOMPARE(callsOf(r.boards.last()), QStringLiteral("1H P P P"));
    QCOMPARE(callsOf(r.boards.first()), QStringLiteral("1C P P P"));
}

void TestPbnFormat::mappedFile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("skip");

    QFile f(samplePath(QStringLiteral("dominicprice_endplay/pbn_example3.pbn")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray example3 = f.readAll();
    QFile g(samplePath(QStringLiteral("richardschneider_pbn/Schiphol.pbn")));
    QVERIFY(g.open(QIODevice::ReadOnly));
    const QByteArray schiphol = g.readAll();
    const QByteArray game
        = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:" + Record0.mid(2).toLatin1()
        + "\"]\n{a comment\n\nacross an empty line}\n[Auction \"N\"]\n1C Pass =1= Pass Pass\n[Note \"1:x\"]\n\n";
    QByteArray crlf = game.repeated(20000);
    crlf.replace("\n", "\r\n");
    QByteArray pageSized = "[Board \"7\"]\n[Dealer \"S\"]\n[Auction \"S\"]\n1S Pass Pass Pass";
    pageSized.prepend("%" + QByteArray(4096 - pageSized.size() - 2, 'x') + "\n");

    // Cut inside Schiphol's Deal tag (line 11): both paths keep the same damaged board.
    QTest::newRow("negative: Schiphol cut inside a comment") << schiphol.left(400) << 0;
    QTest::newRow("endplay example3") << example3 << 0;
    // Games that cross the 1 MiB read blocks and the pages given back while reading a map.
    QTest::newRow("20,000 games, CRLF, braces across an empty line") << crlf << 0;
    QTest::newRow("CR only") << QByteArray(game).replace('\n', '\r').repeated(3000) << 0;
    // The file's last byte is the last byte of a page, with no line end after it.
    QTest::newRow("exactly one page, no final line end") << pageSized << 0;
    // The device was read up to an offset that is not on a page boundary.
    QTest::newRow("opened after 12,345 bytes") << example3 << int(example3.indexOf("\n[Event", 12345) + 1);
}

void TestPbnFormat::mappedFile()
{
    // A regular file is read through a memory map; any other device in read blocks. Both give the
    // same boards, warnings and error (expected: what the streamed path gives, which the other
    // tests check against the files).
    QFETCH(QByteArray, text);
    QFETCH(int, skip);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("games.pbn")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(text), text.size());
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));
    if (skip > 0)
        QCOMPARE(file.read(skip).size(), skip);
    const ReadResult mapped = PbnFormat().readAll(&file);
    QVERIFY(file.atEnd());
    const ReadResult streamed = readBytes(PbnFormat(), text.mid(skip));
    QCOMPARE(mapped.error.isError(), streamed.error.isError());
    QCOMPARE(mapped.error.toString(), streamed.error.toString());
    QCOMPARE(mapped.error.line, streamed.error.line);
    QCOMPARE(mapped.error.column, streamed.error.column);
    QCOMPARE(mapped.boards.size(), streamed.boards.size());
    for (qsizetype i = 0; i < mapped.boards.size(); ++i)
        QVERIFY2(mapped.boards[i] == streamed.boards[i], qPrintable(QString::number(i)));
    QCOMPARE(mapped.warnings.size(), streamed.warnings.size());
    for (qsizetype i = 0; i < mapped.warnings.size(); ++i) {
        QCOMPARE(mapped.warnings[i].board, streamed.warnings[i].board);
        QCOMPARE(mapped.warnings[i].message, streamed.warnings[i].message);
    }
    // Not vacuous: the negative row has a damaged board, the others none; all read boards.
    const bool damaged = std::any_of(
        mapped.warnings.cbegin(), mapped.warnings.cend(), [](const BoardWarning &w) { return w.damaged; });
    QCOMPARE(damaged, QByteArray(QTest::currentDataTag()).startsWith("negative"));
    QVERIFY(!mapped.boards.isEmpty());
}

void TestPbnFormat::pipeline_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("sample");

    const QByteArray game
        = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:" + Record0.mid(2).toLatin1()
        + "\"]\n{a comment\n\nacross an empty line}\n[Auction \"N\"]\n1C Pass =1= Pass Pass\n[Note \"1:x\"]\n"
          "[Play \"E\"]\nH2 S3 C4 D5\n\n";
    const QByteArray good = game.repeated(1500);
    // Law 18: 1H is insufficient after 1S, an error in one game; reading goes on after it.
    const QByteArray illegal = "[Dealer \"N\"]\n[Auction \"N\"]\n1S 1H\n\n";
    // A warning ("'x' is not a board number") and an unterminated tag value, which ends the input.
    const QByteArray warned = "[Board \"x\"]\n[Dealer \"S\"]\n\n";
    const QByteArray unterminated = "[Event \"x\"]\n[Site \"Amsterdam\n\n";
    QByteArray inheritance = "[Event \"##Club\"]\n[Site \"##Town\"]\n\n";
    for (int i = 1; i <= 4000; ++i) {
        inheritance += "[Board \"" + QByteArray::number(i / 3 + 1) + "\"]\n";
        if (i % 2)
            inheritance += "[West \"W" + QByteArray::number(i) + "\"]\n[Date \"2026.11."
                + QByteArray::number(i % 28 + 1) + "\"]\n";
        else
            inheritance += "[West \"#\"]\n[Date \"#\"]\n";
        if (i % 3 == 0)
            inheritance += "[Deal \"N:" + Record0.mid(2).toLatin1() + "\"]\n";
        if (i % 500 == 0)
            inheritance += "[Site \"##Elsewhere " + QByteArray::number(i) + "\"]\n";
        inheritance += "\n";
    }
    // Longer than the pipeline's ring holds as collected games: read by the reader's own thread.
    const QByteArray longGame
        = "[Board \"9\"]\n{" + QByteArray(300000, 'x') + "}\n[Auction \"N\"]\n1C Pass Pass Pass\n\n";
    const QByteArray longBroken = "[Board \"9\"]\n{" + QByteArray(300000, 'x') + "}\n[Site \"Amsterdam\n\n";

    // The sample files; then made files (the expected values: what one thread gives).
    QTest::newRow("negative: damaged game mid-file, reading on") << good + warned + unterminated + good << QString();
    QTest::newRow("negative: damaged long game, reading on") << good + longGame + longBroken + good << QString();
    for (const QString &file : { QStringLiteral("dominicprice_endplay/pbn_example1.pbn"),
             QStringLiteral("dominicprice_endplay/pbn_example2.pbn"),
             QStringLiteral("dominicprice_endplay/pbn_example3.pbn"),
             QStringLiteral("dominicprice_endplay/pbn_example4.pbn"), QStringLiteral("emkael_deal-convert/test.pbn"),
             QStringLiteral("emkael_deal-convert/test-jfr.pbn"),
             QStringLiteral("richardschneider_pbn/Hand_Trophy_Pairs.pbn"),
             QStringLiteral("richardschneider_pbn/Hazlemere_Trophy.pbn"),
             QStringLiteral("richardschneider_pbn/Wed_Individual.pbn"),
             QStringLiteral("richardschneider_pbn/Schiphol.pbn"), QStringLiteral("richardschneider_pbn/big-deal.pbn"),
             QStringLiteral("richardschneider_pbn/ruter71.pbn") })
        QTest::newRow(qPrintable(file)) << QByteArray() << file;
    QTest::newRow("errors in games, reading on") << good + illegal + warned + good + illegal + good << QString();
    QTest::newRow("inheritance across 4,000 games") << inheritance << QString();
    QTest::newRow("CR only") << QByteArray(good + warned + good).replace('\n', '\r') << QString();
    QTest::newRow("CRLF across read blocks and give-backs")
        << QByteArray(good.repeated(6)).replace("\n", "\r\n") << QString();
    QTest::newRow("long games between short ones")
        << good + longGame + good + longGame + longGame + warned + good << QString();
    QTest::newRow("no final line end") << good + "[Board \"3\"]" << QString();
}

void TestPbnFormat::pipeline()
{
    // With a second thread splitting and collecting games ahead, the boards, warnings and errors
    // are those of one thread (the expected values: one thread's, which the other tests check).
    QFETCH(QByteArray, text);
    QFETCH(QString, sample);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = samplePath(sample);
    if (sample.isEmpty()) {
        path = dir.filePath(QStringLiteral("games.pbn"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), text.size());
    }
    const Trace single = readTrace(path, PbnReader::Threading::Single);
    const Trace pipelined = readTrace(path, PbnReader::Threading::Pipelined);
    const Trace automatic = readTrace(path, PbnReader::Threading::Automatic);
    QCOMPARE(pipelined.events, single.events);
    QCOMPARE(automatic.events, single.events);
    QCOMPARE(pipelined.boards.size(), single.boards.size());
    for (qsizetype i = 0; i < single.boards.size(); ++i) {
        QVERIFY2(pipelined.boards[i] == single.boards[i], qPrintable(QString::number(i)));
        QVERIFY2(automatic.boards[i] == single.boards[i], qPrintable(QString::number(i)));
    }
    // Not vacuous: boards were read; the negative rows' damaged game is kept and the 1,500 games
    // after it are read (1,500 + 2 + 1,500).
    QVERIFY(!single.boards.isEmpty());
    const bool negative = QByteArray(QTest::currentDataTag()).startsWith("negative");
    QCOMPARE(single.events.join(QLatin1Char('\n')).contains(QStringLiteral("unterminated")), negative);
    if (negative)
        QCOMPARE(single.boards.size(), 3002);
}

void TestPbnFormat::pipelineStoppedEarly()
{
    // A reader destroyed while its second thread reads ahead stops it (no hang; the sanitizer
    // builds check for leaks and races). Expected: one thread's boards.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("games.pbn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray game
        = "[Board \"1\"]\n[Deal \"N:" + Record0.mid(2).toLatin1() + "\"]\n[Auction \"N\"]\n1C Pass Pass Pass\n\n";
    QVERIFY(file.write(game.repeated(20000)) > 0);
    file.close();
    const Trace single = readTrace(path, PbnReader::Threading::Single, 3);
    QCOMPARE(single.boards.size(), 3);
    for (int stopAfter : { 0, 1, 3 }) {
        const Trace early = readTrace(path, PbnReader::Threading::Pipelined, stopAfter);
        QCOMPARE(early.boards.size(), stopAfter);
        QCOMPARE(early.events, single.events.mid(0, early.events.size()));
        for (int i = 0; i < stopAfter; ++i)
            QVERIFY(early.boards[i] == single.boards[i]);
    }
    // Destroyed before reading anything, and right after the pipeline started.
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    {
        PbnReader unused(&again, PbnReader::Threading::Pipelined);
    }
    Board board;
    {
        PbnReader reader(&again, PbnReader::Threading::Pipelined);
        QVERIFY(reader.readNext(&board));
    }
}

void TestPbnFormat::kibitzSample()
{
    // resources/samples/kibitz-sample.pbn: board 1 is the example board (docs/formats.md#example-board) with its
    // double-dummy tricks.
    const ReadResult r = readFile(PbnFormat(), BundledSamplePath);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 6); // the file's six Board tags
    const Board &b = r.boards.first();
    QCOMPARE(b.deal(), *Deal::parse(Record0));
    // The file's note on 1NT and its commentary before the auction.
    QCOMPARE(b.auction().calls().at(3).explanation(), QStringLiteral("Forcing for one round"));
    QVERIFY(b.comments().first().startsWith(QStringLiteral("East ruffs the club lead")));
    QCOMPARE(callsOf(b), QStringLiteral("P 1S P 1NT P 2H P 4H P P P"));
    QCOMPARE(b.contract()->toString(), QStringLiteral("4H"));
    QCOMPARE(b.contract()->declarer, Seat::East);
    // The example board's first trick, then the file's four more trick rows.
    QVERIFY(playText(b).startsWith(QStringLiteral("CA C5 C2 H6 ")));
    QCOMPARE(b.playedCards().size(), 20);
    QCOMPARE(b.result(), 10);
    // docs/formats.md#example-board: N 4,4,2,3,6 · E 9,9,10,9,7 · S 4,4,2,3,6 · W 9,9,11,9,7 (NT,S,H,D,C).
    const int expected[4][5] = { { 4, 4, 2, 3, 6 }, { 9, 9, 10, 9, 7 }, { 4, 4, 2, 3, 6 }, { 9, 9, 11, 9, 7 } };
    for (Seat s : AllSeats) {
        for (int i = 0; i < 5; ++i)
            QCOMPARE(b.doubleDummy().tricks(s, StrainsNoTrumpFirst[size_t(i)]), expected[int(s)][i]);
    }
}

void TestPbnFormat::inheritance_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("boards");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<QStringList>("firstCards");

    const QByteArray deal1 = "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n";
    // PBN 4.8: a game of ## tags is a header, not a board.
    QTest::newRow("negative: header only")
        << QByteArray("[Event \"##Club night\"]\n[Site \"##Here\"]\n") << 0 << QStringList() << QStringList();
    // PBN 4.8: "#" copies the nearest previous game's value.
    QTest::newRow("#") << "[Event \"A\"]\n[Board \"1\"]\n" + deal1 + "\n[Event \"#\"]\n[Board \"1\"]\n"
                       << 2 << QStringList { u"A"_qs, u"A"_qs } << QStringList { u"SA"_qs, u"SA"_qs };
    // PBN 4.8: "##text" applies to every later game that omits the tag.
    QTest::newRow("##") << QByteArray("[Event \"##Pairs\"]\n[Board \"1\"]\n\n[Board \"2\"]\n\n[Event \"Teams\"]\n"
                                      "[Board \"3\"]\n\n[Board \"4\"]\n")
                        << 4 << QStringList { u"Pairs"_qs, u"Pairs"_qs, u"Teams"_qs, u"Pairs"_qs }
                        << QStringList { u"-"_qs, u"-"_qs, u"-"_qs, u"-"_qs };
    // Implicit: the same board repeats the deal; a new board number does not.
    QTest::newRow("implicit deal") << "[Event \"E\"]\n[Board \"1\"]\n" + deal1 + "\n[West \"x\"]\n\n[Board \"2\"]\n"
                                   << 3 << QStringList { u"E"_qs, u"E"_qs, u"E"_qs }
                                   << QStringList { u"SA"_qs, u"SA"_qs, u"-"_qs };
}

void TestPbnFormat::inheritance()
{
    QFETCH(QByteArray, text);
    QFETCH(int, boards);
    QFETCH(QStringList, events);
    QFETCH(QStringList, firstCards);
    const ReadResult r = readBytes(PbnFormat(), text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), boards);
    for (int i = 0; i < boards; ++i) {
        QCOMPARE(r.boards[i].event(), events[i]);
        const Hand north = r.boards[i].deal().hand(Seat::North);
        QCOMPARE(north.isEmpty() ? u"-"_qs : north.cards().first().toString(), firstCards[i]);
    }
}

void TestPbnFormat::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("negative");
    QTest::newRow("negative: an illegal auction cannot be written") << QString() << true;
    const QStringList files = {
        u"dominicprice_endplay/pbn_example1.pbn"_qs,
        u"dominicprice_endplay/pbn_example2.pbn"_qs,
        u"dominicprice_endplay/pbn_example3.pbn"_qs,
        u"dominicprice_endplay/pbn_example4.pbn"_qs,
        u"emkael_deal-convert/test.pbn"_qs,
        u"emkael_deal-convert/test-jfr.pbn"_qs,
        u"richardschneider_pbn/Hand_Trophy_Pairs.pbn"_qs,
        u"richardschneider_pbn/Hazlemere_Trophy.pbn"_qs,
        u"richardschneider_pbn/Wed_Individual.pbn"_qs,
        u"richardschneider_pbn/Schiphol.pbn"_qs,
        u"richardschneider_pbn/big-deal.pbn"_qs,
        u"richardschneider_pbn/ruter71.pbn"_qs,
    };
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f << false;
}

void TestPbnFormat::roundTrip()
{
    QFETCH(QString, file);
    QFETCH(bool, negative);
    if (negative) {
        Board b = exampleBoardWithResult();
        b.auction().append(*Call::parse(u"1C")); // after the auction ended
        FormatError error;
        writeBoards(PbnFormat(), { b }, &error);
        QCOMPARE(error.code, FormatError::Code::CannotStore);
        QCOMPARE(error.record, 0);
        return;
    }
    const ReadResult first = readFile(PbnFormat(), samplePath(file));
    QVERIFY(first.ok());
    FormatError error;
    const QByteArray written = writeBoards(PbnFormat(), first.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    ReadResult second = readBytes(PbnFormat(), written);
    QVERIFY2(second.ok(), qPrintable(second.error.toString()));
    QCOMPARE(writeBoards(PbnFormat(), second.boards), written);
    QCOMPARE(second.boards.size(), first.boards.size());
    // The file's header lines stay, in order; the writer adds only its own header and the declaration of
    // the character set where the file had none (docs/formats.md#pbn).
    if (!first.boards.isEmpty()) {
        const QStringList own = { u"% PBN 2.1"_qs, u"% EXPORT"_qs, u"%Content-type: text/x-pbn; charset=UTF-8"_qs };
        QStringList kept = second.boards.first().fileDirectives();
        kept.removeIf([&](const QString &line) {
            return own.contains(line) && !first.boards.first().fileDirectives().contains(line);
        });
        QCOMPARE(kept, first.boards.first().fileDirectives());
        second.boards.first().setFileDirectives(kept);
    }
    for (qsizetype i = 0; i < first.boards.size(); ++i)
        QVERIFY2(second.boards[i] == first.boards[i], qPrintable(QStringLiteral("board %1").arg(i + 1)));
    QVERIFY(second.warnings.isEmpty());
}

void TestPbnFormat::writeExport_data()
{
    QTest::addColumn<bool>("negative");
    QTest::newRow("negative: a card its player does not hold") << true;
    QTest::newRow("example board") << false;
}

void TestPbnFormat::writeExport()
{
    QFETCH(bool, negative);
    Board b = exampleBoardWithResult();
    if (negative) {
        // South leads; the ace of spades is West's (docs/formats.md#example-board), not South's.
        b.setPlayedCards({ *Card::parse(u"SA") });
        FormatError error;
        writeBoards(PbnFormat(), { b }, &error);
        QCOMPARE(error.code, FormatError::Code::CannotStore);
        return;
    }
    // PBN 2.1 export format: header (with the character set declared as BridgeComposer does), the 15 mandatory tags in
    // order with "?" for unknown values, the deal from the dealer, calls four to a line, the play in the opening
    // leader's columns (South leads against 4H by East, so the columns are S W N E), "*" when the play stops early;
    // CRLF line ends.
    const QByteArray expected = "% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=UTF-8\r\n"
                                "[Event \"?\"]\r\n[Site \"?\"]\r\n[Date \"?\"]\r\n[Board \"1\"]\r\n"
                                "[West \"?\"]\r\n[North \"?\"]\r\n[East \"?\"]\r\n[South \"?\"]\r\n"
                                "[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n"
                                "[Deal \"N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95\"]\r\n"
                                "[Scoring \"?\"]\r\n[Declarer \"E\"]\r\n[Contract \"4H\"]\r\n[Result \"10\"]\r\n"
                                "[Auction \"N\"]\r\nPass 1S Pass 1NT\r\nPass 2H Pass 4H\r\nPass Pass Pass\r\n"
                                "[Play \"S\"]\r\nCA C5 C2 H6\r\n*\r\n";
    QCOMPARE(writeBoards(PbnFormat(), { b }), expected);
}

void TestPbnFormat::writePar_data()
{
    // PBN 2.1 §4.2 and BridgeComposer: OptimumScore holds the score only ("NS 620"), ParContract the contract
    // with its result ("NS 4S=", "NS 3CX-1"); docs/formats.md#pbn.
    QTest::addColumn<QString>("par");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("negative: a score alone stays a score")
        << QStringLiteral("NS 620") << QByteArray("[OptimumScore \"NS 620\"]\r\n");
    QTest::newRow("as read: score; contract")
        << QStringLiteral("NS 620; NS 4S=") << QByteArray("[OptimumScore \"NS 620\"]\r\n[ParContract \"NS 4S=\"]\r\n");
    QTest::newRow("as solved: a making contract gets =")
        << QStringLiteral("NS 620: NS 4S") << QByteArray("[OptimumScore \"NS 620\"]\r\n[ParContract \"NS 4S=\"]\r\n");
    QTest::newRow("as solved: a sacrifice") << QStringLiteral(
        "EW 100: NS 3CX-1") << QByteArray("[OptimumScore \"EW 100\"]\r\n[ParContract \"NS 3CX-1\"]\r\n");
    QTest::newRow("as solved: two contracts, one with an overtrick") << QStringLiteral(
        "EW 140: EW 2S+1, EW 3H") << QByteArray("[OptimumScore \"EW 140\"]\r\n[ParContract \"EW 2S+1, EW 3H=\"]\r\n");
}

void TestPbnFormat::writePar()
{
    QFETCH(QString, par);
    QFETCH(QByteArray, expected);
    Board b = exampleBoard();
    b.setPar(par);
    const QByteArray written = writeBoards(PbnFormat(), { b });
    QVERIFY2(written.contains(expected), written.constData());
    // The par's own ": " is not written (the header's "%Content-type: " is another matter).
    QVERIFY(!written.mid(written.indexOf('[')).contains(": "));
}

void TestPbnFormat::extraTagsKept()
{
    // Ruter's first game: TotalScoreTable with 16 rows, then ScoreTable with none, written back unchanged.
    QFile f(samplePath(QStringLiteral("richardschneider_pbn/ruter71.pbn")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray original = f.readAll();
    const ReadResult r = readBytes(PbnFormat(), original);
    QVERIFY(r.ok());
    const QByteArray written = writeBoards(PbnFormat(), r.boards);
    const QList<QByteArray> lines = original.split('\n');
    const int header = int(lines.indexOf(
        QByteArray("[TotalScoreTable \"Rank\\2R;RankTie\\2R;PairId\\2R;Table\\1R;Direction\\5R;TotalScoreIMP\\3R;"
                   "Names\\50L;NrBoards\\2R;Club\\49L;MemberID1\\7R;MemberID2\\7R;Sex1\\3R;Sex2\\3R\"]")));
    QVERIFY(header > 0);
    QByteArray block;
    for (int i = header; i <= header + 17; ++i)
        block += lines[i] + "\r\n";
    QVERIFY(written.contains(block));
    QCOMPARE(r.boards.first().extraTags().size(), 7); // Scoring, Competition .. ScoreTable
}

QTEST_GUILESS_MAIN(TestPbnFormat)
#include "tst_pbnformat.moc"
