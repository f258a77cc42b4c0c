// Tests of the giblib codec (docs/formats.md#giblib). Expected values come from that section,
// from the giblib format's own description, and from the sample files in tests/data/samples as those files state them
// (dds-bridge_dds/sol10.txt, dds-bridge_ddd/deals.gib and test.gib), never from our own output.
#include "formats/formatregistry.h"
#include "formats/gibformat.h"
#include "model/board.h"

#include "testutil.h"

#include <QFile>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** Declarer tricks as "N:nt,s,h,d,c E:... S:... W:...", '-' for unknown. */
QString declarerTable(const DoubleDummyTable &t)
{
    QStringList seats;
    for (Seat s : AllSeats) {
        QStringList cells;
        for (Strain strain : StrainsNoTrumpFirst) {
            const auto v = t.tricks(s, strain);
            cells << (v ? QString::number(*v) : QStringLiteral("-"));
        }
        seats << QLatin1Char(seatLetter(s)) + QStringLiteral(":") + cells.join(u',');
    }
    return seats.join(u' ');
}

} // namespace

class TestGibFormat : public QObject
{
    Q_OBJECT

private slots:
    void formatsExamples_data();
    void formatsExamples();
    void negative_data();
    void negative();
    void sol10();
    void dddDeals();
    void dddTest();
    void roundTripSamples_data();
    void roundTripSamples();
    void layout();
    void writeOptions();
    void writeComment();
    void writePartialTable();
    void cannotStore();
    void lostContents();
    void detection_data();
    void detection();
};

void TestGibFormat::formatsExamples_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("deal");
    QTest::addColumn<QString>("table");
    // NEGATIVE first: a line with the NT trick characters shortened is no giblib line.
    QTest::newRow("negative: 19 trick characters") << "JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 "
                                                      "K6.Q72.J983.KQT9:8888777A9A977778888"
                                                   << QString() << QString();
    // giblib's own example record, which DDS agrees with (docs/formats.md#giblib). NS tricks by leader S E N W:
    // NT 8888, S 7777, H A9A9, D 7777, C 8888. Declarer N = c[4s+1], S = c[4s+3], E = 13 - c[4s+0],
    // W = 13 - c[4s+2] (docs/formats.md#giblib).
    QTest::newRow("giblib's own example")
        << "JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9:88887777A9A977778888"
        << "W:JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9"
        << "N:8,7,9,7,8 E:5,6,3,6,5 S:8,7,9,7,8 W:5,6,3,6,5";
    // docs/formats.md#giblib: record 0 of Pavlicek's library as giblib; its declarer table is given in
    // docs/formats.md#example-board: N 4,4,2,3,6 · E 9,9,10,9,7 · S 4,4,2,3,6 · W 9,9,11,9,7.
    QTest::newRow("giblib record 0")
        << "K9.KQT3.743.QJ95 J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643:44444444322243436666"
        << "N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95"
        << "N:4,4,2,3,6 E:9,9,10,9,7 S:4,4,2,3,6 W:9,9,11,9,7";
}

void TestGibFormat::formatsExamples()
{
    QFETCH(QString, line);
    QFETCH(QString, deal);
    QFETCH(QString, table);
    const ReadResult r = readBytes(GibFormat(), line.toLatin1() + '\n');
    if (deal.isEmpty()) {
        // 87 characters: the 88th is missing. The line is a damaged board (docs/formats.md#giblib).
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.boards.size(), 1);
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY(r.warnings.first().damaged);
        QVERIFY2(r.warnings.first().message.startsWith(QLatin1String("line 1, column 88: ")),
            qPrintable(r.warnings.first().message));
        QVERIFY2(r.warnings.first().message.contains(QLatin1String("88")), qPrintable(r.warnings.first().message));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 1);
    const Board &b = r.boards.first();
    QCOMPARE(b.deal(), dealOf(deal));
    QCOMPARE(declarerTable(b.doubleDummy()), table);
    QVERIFY(r.warnings.isEmpty());
    // Written back byte for byte (the examples are upper case, no options).
    QCOMPARE(writeBoards(GibFormat(), r.boards), line.toLatin1() + '\n');
}

void TestGibFormat::negative_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("needle");
    const QByteArray full = "JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9";
    QTest::newRow("negative: wrong line length (89 characters)") << full + ":88887777A9A977778888X\n"
                                                                 << 1 << 89 << "88";
    QTest::newRow("negative: bad rank") << QByteArray(
        "JT852.93.KQ7.J8X AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9\n")
                                        << 1 << 16 << "'X'";
    QTest::newRow("negative: 53rd card") << full + "2\n" << 1 << 68 << "53rd";
    QTest::newRow("negative: card twice")
        << QByteArray("JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQTJ\n") << 1 << 67 << "CJ";
    QTest::newRow("negative: unequal hands")
        << QByteArray("JT852.93.KQ7.J8 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9\n") << 1 << 1 << "W 12";
    // 'E' would be 14 in giblib's hexadecimal trick digits: above the 13 tricks of a deal.
    QTest::newRow("negative: tricks above 13") << full + ":88887777A9A97777888E\n" << 1 << 88 << "14";
    QTest::newRow("negative: not a trick character") << full + ":8888777?A9A977778888\n" << 1 << 76 << "'?'";
    QTest::newRow("negative: tricks above a partial deal's")
        << QByteArray("\nk9... jt... q...a a8...:3-------------------\n") << 2 << 25 << "3 tricks";
    QTest::newRow("negative: unterminated comment") << QByteArray("\n  {name=x\nmore text\n") + full + "\n"
                                                    << 2 << 3 << "'}'";
    // deals.gib's deal: West leads C8 (giblib's description: the first card decides the leader), so the second card is
    // North's; CK is not in North's hand (North holds T862.AK54.73.Q92).
    QTest::newRow("negative: illegal played=")
        << QByteArray("{played=c8.ck}\nj95.t8632.j65.85 t862.ak54.73.q92 k743.j.a98.ajt76 aq.q97.kqt42.k43\n") << 1
        << 12 << "card 2";
    // North follows to a club lead with a heart while holding clubs (the rules of bridge: follow suit).
    QTest::newRow("negative: played= revoke")
        << QByteArray("{ played=c8.h4 }\nj95.t8632.j65.85 t862.ak54.73.q92 k743.j.a98.ajt76 aq.q97.kqt42.k43\n") << 1
        << 13 << "card 2";
    QTest::newRow("negative: bad trumps=") << QByteArray("{trumps=x}\n") + full + "\n" << 1 << 9 << "trumps=";
    QTest::newRow("negative: bad leader=") << QByteArray("{leader=q}\n") + full + "\n" << 1 << 9 << "leader=";
    QTest::newRow("negative: leading space") << QByteArray(" ") + full + "\n" << 1 << 1 << "column 1";
    QTest::newRow("negative: three hands")
        << QByteArray("JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643\n") << 1 << 51 << "South";
}

void TestGibFormat::negative()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, needle);
    if (needle == u"'}'") {
        // A comment never closed runs to the end of the file: reading cannot go on.
        const ReadResult r = readBytes(GibFormat(), text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.code, FormatError::Code::Malformed);
        QVERIFY2(r.error.message.contains(needle), qPrintable(r.error.toString()));
        QCOMPARE(r.error.line, line);
        QCOMPARE(r.error.column, column);
        QVERIFY(r.error.toString().contains(QStringLiteral("line %1, column %2").arg(line).arg(column)));
        return;
    }
    // docs/formats.md#giblib: a bad deal line (or option) damages its board, which is kept with what
    // was read; the warning says where and why, and the next deal line is read whole.
    const QByteArray next = "JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9\n";
    const ReadResult r = readBytes(GibFormat(), text + next);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 2);
    QCOMPARE(r.boards.last().deal(),
        dealOf(QStringLiteral("W:JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9")));
    QList<BoardWarning> damaged;
    for (const BoardWarning &w : r.warnings) {
        if (w.damaged)
            damaged << w;
    }
    QCOMPARE(damaged.size(), 1);
    QCOMPARE(damaged.first().board, 0);
    QVERIFY2(damaged.first().message.startsWith(QStringLiteral("line %1, column %2: ").arg(line).arg(column)),
        qPrintable(damaged.first().message));
    QVERIFY2(damaged.first().message.contains(needle), qPrintable(damaged.first().message));
}

void TestGibFormat::sol10()
{
    // sol10.txt: 10 strict giblib lines (88 characters) with exact double-dummy tables (SOURCES.md).
    const ReadResult r = readBytes(GibFormat(), sampleBytes(QStringLiteral("dds-bridge_dds/sol10.txt")));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 10);
    QVERIFY(r.warnings.isEmpty());
    for (const Board &b : r.boards) {
        QVERIFY(b.deal().isComplete());
        QVERIFY(b.doubleDummy().isComplete());
    }
    // Line 1: "T5.K4.652.A98542 K6.QJT976.QT7.Q6 432.A.AKJ93.JT73 AQJ987.8532.84.K:65658888888843433232".
    // NT 6565: leader S -> declarer E takes 13-6 = 7; leader E -> N takes 5; leader N -> W 7; leader W -> S 5.
    // S 8888 and H 8888: N and S 8, E and W 5. D 4343: E 9, N 3, W 9, S 3. C 3232: E 10, N 2, W 10, S 2.
    const Board &first = r.boards[0];
    QCOMPARE(
        first.deal(), dealOf(QStringLiteral("W:T5.K4.652.A98542 K6.QJT976.QT7.Q6 432.A.AKJ93.JT73 AQJ987.8532.84.K")));
    QCOMPARE(declarerTable(first.doubleDummy()), QStringLiteral("N:5,8,8,3,2 E:7,5,5,9,10 S:5,8,8,3,2 W:7,5,5,9,10"));
    QCOMPARE(first.number(), std::optional<int>(1));
    // Line 5 has voids (North's diamonds, East's clubs): "AJ4.975.AQ86.AK8 Q52.A432..JT9762 K9873.QJT.KJT43.
    // T6.K86.9752.Q543:21214131535321218888". S group 4131: leader S -> E 13-4 = 9, E -> N 1, N -> W 10, W -> S 1.
    const Board &fifth = r.boards[4];
    QCOMPARE(fifth.deal().hand(Seat::North).count(Suit::Diamonds), 0);
    QCOMPARE(fifth.deal().hand(Seat::East).count(Suit::Clubs), 0);
    QCOMPARE(fifth.doubleDummy().tricks(Seat::East, Strain::Spades), std::optional<int>(9));
    QCOMPARE(fifth.doubleDummy().tricks(Seat::North, Strain::Spades), std::optional<int>(1));
    QCOMPARE(fifth.doubleDummy().tricks(Seat::West, Strain::Spades), std::optional<int>(10));
    QCOMPARE(fifth.doubleDummy().tricks(Seat::South, Strain::Spades), std::optional<int>(1));
    // Line 10: "...:54547777777732325555": clubs 5555 -> N 5, S 5, E 8, W 8.
    QCOMPARE(r.boards[9].doubleDummy().tricks(Seat::North, Strain::Clubs), std::optional<int>(5));
    QCOMPARE(r.boards[9].doubleDummy().tricks(Seat::West, Strain::Clubs), std::optional<int>(8));
}

void TestGibFormat::dddDeals()
{
    // deals.gib: four times the deal of 'Card Play Technique' p. 47, lower case, with options.
    const ReadResult r = readBytes(GibFormat(), sampleBytes(QStringLiteral("dds-bridge_ddd/deals.gib")));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 4);
    QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.value(0).message));
    const Deal deal = dealOf(QStringLiteral("W:J95.T8632.J65.85 T862.AK54.73.Q92 K743.J.A98.AJT76 AQ.Q97.KQT42.K43"));
    for (const Board &b : r.boards) {
        QCOMPARE(b.deal(), deal);
        QVERIFY(b.doubleDummy().isEmpty()); // no ':' part in this file
        QVERIFY(!b.playTrump()); // no trumps=: notrump by default (docs/formats.md#giblib)
        QCOMPARE(b.trump(), Strain::NoTrump);
    }
    QCOMPARE(r.boards[0].title(), QStringLiteral("cpt-47"));
    QCOMPARE(r.boards[0].comments().size(), 1);
    QVERIFY(r.boards[0].comments().first().contains(QStringLiteral("page 47 of 'Card Play Technique'")));
    QVERIFY(r.boards[0].comments().first().contains(QStringLiteral("Note that 4NT by north cannot be beaten.")));
    QVERIFY(r.boards[0].playedCards().isEmpty());
    QCOMPARE(r.boards[0].openingLeader(), Seat::West); // docs/formats.md#giblib: the default leader is west

    // "{name=cpt-47-3t played=c8.c9.ct.ck-h7.h2.hk.hj-d3.d8.dk.d5": three tricks; C8 is West's, so West leads.
    QCOMPARE(r.boards[1].title(), QStringLiteral("cpt-47-3t"));
    QCOMPARE(r.boards[1].playedCards(), cardsOf(QStringLiteral("C8 C9 CT CK H7 H2 HK HJ D3 D8 DK D5")));
    QCOMPARE(r.boards[1].playLeader(), std::optional<Seat>(Seat::West));
    QCOMPARE(r.boards[1].comments(), QStringList { QStringLiteral(" first 3 tricks only") });
    const Play p1 = r.boards[1].play();
    QVERIFY(!p1.validate());
    // The file's comment of board 1 tells the play: South wins trick 1 with CK, North trick 2 with HK
    // ("South enters dummy with HK"), South trick 3 with DK ("the DK winning").
    QCOMPARE(p1.winnerOf(0), Seat::South);
    QCOMPARE(p1.winnerOf(1), Seat::North);
    QCOMPARE(p1.winnerOf(2), Seat::South);

    // "...-h9.h3.ha": 15 cards, "3 cards of 4-th trick"; East is to play (and should discard the DA).
    QCOMPARE(r.boards[2].playedCards().size(), 15);
    QCOMPARE(r.boards[2].play().toMove(), Seat::East);

    // "{name=cpt-47-le leader=e": East leads, no play.
    QCOMPARE(r.boards[3].title(), QStringLiteral("cpt-47-le"));
    QCOMPARE(r.boards[3].playLeader(), std::optional<Seat>(Seat::East));
    QCOMPARE(r.boards[3].openingLeader(), Seat::East);
    QCOMPARE(r.boards[3].comments(), QStringList { QStringLiteral(" declarer north") });
}

void TestGibFormat::dddTest()
{
    // test.gib: 25 deals (15 with a comment "tricks: ..." but no table, 10 giblib1-10 with tables).
    const ReadResult r = readBytes(GibFormat(), sampleBytes(QStringLiteral("dds-bridge_ddd/test.gib")));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 25);
    QVERIFY(r.warnings.isEmpty());
    const auto byTitle = [&](const QString &title) -> const Board & {
        for (const Board &b : r.boards) {
            if (b.title() == title)
                return b;
        }
        qFatal("no board %s", qPrintable(title));
    };
    // gib2: "k9... jt... q...a a8...:--------------------": 2 cards each, every trick unknown.
    const Board &gib2 = byTitle(QStringLiteral("gib2"));
    QCOMPARE(gib2.deal(), dealOf(QStringLiteral("W:K9... JT... Q...A A8...")));
    QCOMPARE(gib2.deal().cardsPerHand(), 2);
    QVERIFY(gib2.deal().isPartial());
    QVERIFY(gib2.doubleDummy().isEmpty());
    QCOMPARE(gib2.comments(), QStringList { QStringLiteral("   tricks: 1111 1111 1111 1111 1111 (max=2)") });
    // gib3: "{name=gib3 trumps=d", "k9..2. jt...q q...a8 a8..3.": 3 cards each, diamonds trumps, no table.
    const Board &gib3 = byTitle(QStringLiteral("gib3"));
    QCOMPARE(gib3.deal().cardsPerHand(), 3);
    QCOMPARE(gib3.playTrump(), std::optional<Strain>(Strain::Diamonds));
    QCOMPARE(gib3.deal().hand(Seat::South), *Hand::parse(u"A8..3."));
    // gib5: 5 cards each.
    QCOMPARE(byTitle(QStringLiteral("gib5")).deal().cardsPerHand(), 5);
    // gib10: "q98.2.qjt98.8 kj5.akq3..j65 t76.jt98.3.kt a42.7654.5.a2:-------8------------", trumps=s:
    // 10 cards each, one known cell: character 7 = spades (7/4 = 1), leader W (7%4 = 3), so declarer S
    // and North-South take 8 of the 10 tricks.
    const Board &gib10 = byTitle(QStringLiteral("gib10"));
    QCOMPARE(gib10.deal().cardsPerHand(), 10);
    QCOMPARE(gib10.playTrump(), std::optional<Strain>(Strain::Spades));
    QCOMPARE(gib10.doubleDummy().knownCount(), 1);
    QCOMPARE(gib10.doubleDummy().tricks(Seat::South, Strain::Spades), std::optional<int>(8));
    // gin: mixed case "T6.T92.T.AJT9532 KQ9.AQJ.96432.86 8732.753.AKQJ85. AJ54.K864.7.KQ74", trumps=n.
    const Board &gin = byTitle(QStringLiteral("gin"));
    QVERIFY(gin.deal().isComplete());
    QCOMPARE(gin.playTrump(), std::optional<Strain>(Strain::NoTrump));
    QCOMPARE(gin.deal().hand(Seat::East), *Hand::parse(u"8732.753.AKQJ85."));
    // dbldum1: "T32.t.t.t aj4..q8.2 kq.98.a2. .a2.k97.a": 6 cards each, upper and lower case mixed.
    const Board &dbldum1 = byTitle(QStringLiteral("dbldum1"));
    QCOMPARE(dbldum1.deal().cardsPerHand(), 6);
    QCOMPARE(dbldum1.deal().hand(Seat::West), *Hand::parse(u"T32.T.T.T"));
    QVERIFY(dbldum1.comments().first().contains(QStringLiteral("2 tricks: CT HT S23T")));
    // dbldum2, trumps=h: James Allen's trump coup.
    QCOMPARE(byTitle(QStringLiteral("dbldum2")).playTrump(), std::optional<Strain>(Strain::Hearts));
    QVERIFY(
        byTitle(QStringLiteral("callahan")).comments().first().contains(QStringLiteral("West leads the 10 of trumps")));
    // giblib1 is giblib's own example, docs/formats.md#giblib (line "{name=giblib1}" then the 88-character line).
    const Board &giblib1 = byTitle(QStringLiteral("giblib1"));
    QCOMPARE(declarerTable(giblib1.doubleDummy()), QStringLiteral("N:8,7,9,7,8 E:5,6,3,6,5 S:8,7,9,7,8 W:5,6,3,6,5"));
    QVERIFY(giblib1.comments().isEmpty());
    // giblib3: "...:CCCCBBCBCCCC8888CCCC": NT CCCC -> N 12, S 12, E 1, W 1; S BBCB -> E 2, N 11, W 1, S 11.
    const Board &giblib3 = byTitle(QStringLiteral("giblib3"));
    QCOMPARE(declarerTable(giblib3.doubleDummy()),
        QStringLiteral("N:12,11,12,8,12 E:1,2,1,5,1 S:12,11,12,8,12 W:1,1,1,5,1"));
    // giblib10: "...:878799996565AAAAAAAA" -> clubs AAAA: N 10, E 3.
    const Board &giblib10 = byTitle(QStringLiteral("giblib10"));
    QCOMPARE(giblib10.doubleDummy().tricks(Seat::North, Strain::Clubs), std::optional<int>(10));
    QCOMPARE(giblib10.doubleDummy().tricks(Seat::East, Strain::Clubs), std::optional<int>(3));
    QCOMPARE(r.boards.last().title(), QStringLiteral("giblib10"));
}

void TestGibFormat::roundTripSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("sol10.txt") << "dds-bridge_dds/sol10.txt";
    QTest::newRow("deals.gib") << "dds-bridge_ddd/deals.gib";
    QTest::newRow("test.gib") << "dds-bridge_ddd/test.gib";
}

void TestGibFormat::roundTripSamples()
{
    QFETCH(QString, file);
    const QByteArray original = sampleBytes(file);
    const ReadResult r = readBytes(GibFormat(), original);
    QVERIFY(r.ok());
    FormatError error;
    const QByteArray written = writeBoards(GibFormat(), r.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    const ReadResult again = readBytes(GibFormat(), written);
    QVERIFY2(again.ok(), qPrintable(again.error.toString()));
    QCOMPARE(again.boards, r.boards);
    // sol10.txt is upper case without comments: written back byte for byte.
    if (file.endsWith(QLatin1String("sol10.txt")))
        QCOMPARE(written, original);
}

void TestGibFormat::layout()
{
    // giblib's description: blank lines between deals, comments over several lines, lower case; CR LF line ends;
    // "The leader is determined by the first card" (a leader= that disagrees is overruled, with a warning).
    const QByteArray text
        = "\r\n\r\n{ name=one\r\n  first }\r\n{ second leader=n\r\n played=c8.c9.ct.ck }\r\n"
          "j95.t8632.j65.85 t862.ak54.73.q92 k743.j.a98.ajt76 aq.q97.kqt42.k43\r\n\r\n"
          "JT852.93.KQ7.J82 AQ97.JT654.T6.A5 43.AK8.A542.7643 K6.Q72.J983.KQT9:88887777A9A977778888\r\n";
    const ReadResult r = readBytes(GibFormat(), text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 2);
    const Board &b = r.boards[0];
    QCOMPARE(b.title(), QStringLiteral("one"));
    QCOMPARE(b.comments(), (QStringList { QStringLiteral("  first"), QStringLiteral(" second") }));
    QCOMPARE(b.playLeader(), std::optional<Seat>(Seat::West)); // C8 is West's
    QCOMPARE(b.playedCards().size(), 4);
    QCOMPARE(r.warnings.size(), 1);
    QCOMPARE(r.warnings.first().board, 0);
    QVERIFY2(r.warnings.first().message.contains(QLatin1String("leader=n")), qPrintable(r.warnings.first().message));
    QCOMPARE(r.boards[1].number(), std::optional<int>(2));
    QCOMPARE(r.boards[1].doubleDummy().tricks(Seat::North, Strain::Hearts), std::optional<int>(9));
}

void TestGibFormat::writeOptions()
{
    // deals.gib's third board, written: upper-case deal, the options in one comment (giblib's syntax),
    // the leader spelled out (the first card's, West's), the comment's text kept.
    const ReadResult r = readBytes(GibFormat(), sampleBytes(QStringLiteral("dds-bridge_ddd/deals.gib")));
    QVERIFY(r.ok());
    const QByteArray expected = "{name=cpt-47-3t+3c leader=w played=c8.c9.ct.ck-h7.h2.hk.hj-d3.d8.dk.d5-h9.h3.ha\n"
                                " south is in 3NT,\n"
                                " this is the position after the first 3 tricks and 3 cards of 4-th trick,\n"
                                " the killer play by east is to discard ace of diamonds,\n"
                                " anything else gives south at least 10 tricks\n"
                                "}\n"
                                "J95.T8632.J65.85 T862.AK54.73.Q92 K743.J.A98.AJT76 AQ.Q97.KQT42.K43\n";
    QCOMPARE(writeBoards(GibFormat(), { r.boards[2] }), expected);
    // leader=e alone.
    QCOMPARE(writeBoards(GibFormat(), { r.boards[3] }),
        QByteArray("{name=cpt-47-le leader=e\n declarer north\n}\n"
                   "J95.T8632.J65.85 T862.AK54.73.Q92 K743.J.A98.AJT76 AQ.Q97.KQT42.K43\n"));
}

void TestGibFormat::writeComment()
{
    // A board from elsewhere: a title with spaces, braces and option-like words in its comment.
    Board b;
    b.setDeal(dealOf(QStringLiteral("N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95")));
    b.setTitle(QStringLiteral("Pavlicek 0"));
    b.setComments({ QStringLiteral("see {this} name=x") });
    b.setPlayContext(Strain::Hearts, std::nullopt);
    const QByteArray written = writeBoards(GibFormat(), { b });
    QCOMPARE(written,
        QByteArray("{name=Pavlicek_0 trumps=h\nsee (this) name =x\n}\n"
                   "K9.KQT3.743.QJ95 J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643\n"));
    const ReadResult r = readBytes(GibFormat(), written);
    QVERIFY(r.ok());
    QCOMPARE(r.boards.first().title(), QStringLiteral("Pavlicek_0"));
    QCOMPARE(r.boards.first().playTrump(), std::optional<Strain>(Strain::Hearts));
}

void TestGibFormat::writePartialTable()
{
    // test.gib's gib10 (10 tricks, one known cell: South declares spades and takes 8) written back:
    // upper case, the one cell at character 7, "-" elsewhere.
    const ReadResult r = readBytes(GibFormat(),
        "{name=gib10 trumps=s}\nq98.2.qjt98.8 kj5.akq3..j65 t76.jt98.3.kt a42.7654.5.a2:-------8------------\n");
    QVERIFY(r.ok());
    QCOMPARE(writeBoards(GibFormat(), r.boards),
        QByteArray(
            "{name=gib10 trumps=s}\nQ98.2.QJT98.8 KJ5.AKQ3..J65 T76.JT98.3.KT A42.7654.5.A2:-------8------------\n"));
    // A declarer-table cell of East-West in an end position: 10 tricks, East takes 3 in notrump with
    // South on lead, so North-South take 7 (giblib counts North-South tricks).
    Board b = r.boards.first();
    b.doubleDummy().clear();
    b.doubleDummy().setTricks(Seat::East, Strain::NoTrump, 3);
    QVERIFY(writeBoards(GibFormat(), { b }).endsWith(":7-------------------\n"));
}

void TestGibFormat::cannotStore()
{
    GibFormat gib;
    Board unknown;
    Deal d = dealOf(QStringLiteral("N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95"));
    d.setHandKnown(Seat::East, false);
    unknown.setDeal(d);
    QVERIFY(!gib.whyCannotStore(unknown).isEmpty());
    Board unequal;
    unequal.setDeal(dealOf(QStringLiteral("N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A8764 K9.KQT3.743.QJ95")));
    QVERIFY(!gib.whyCannotStore(unequal).isEmpty());
    Board empty;
    QVERIFY(!gib.whyCannotStore(empty).isEmpty());
    FormatError error;
    writeBoards(GibFormat(), { Board(), unequal }, &error);
    QCOMPARE(error.code, FormatError::Code::CannotStore);
    QCOMPARE(error.record, 0);
    Board ok;
    ok.setDeal(dealOf(QStringLiteral("W:K9... JT... Q...A A8...")));
    QVERIFY(gib.whyCannotStore(ok).isEmpty());
}

void TestGibFormat::lostContents()
{
    GibFormat gib;
    const ReadResult r = readBytes(GibFormat(), sampleBytes(QStringLiteral("dds-bridge_ddd/deals.gib")));
    QVERIFY(r.ok());
    // What giblib holds: deal, play, table, title and comments; read back, nothing is lost.
    for (qsizetype i = 0; i < r.boards.size(); ++i)
        QCOMPARE(gib.lostContents(r.boards[i], i), BoardContents());
    // An auction and player names are not giblib's; an illegal play cannot be written (played= is checked).
    Board b = r.boards[1];
    b.setPlayer(Seat::North, QStringLiteral("Squire"));
    b.setPlayedCards(cardsOf(QStringLiteral("C8 CK")));
    QCOMPARE(gib.lostContents(b, 1), BoardContents(BoardContent::Names) | BoardContent::Play);
    // Board 3 as the first board of a file: its number 2 is not given back by the position.
    QVERIFY(gib.lostContents(r.boards[1], 0) & BoardContent::Number);
}

void TestGibFormat::detection_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("id");
    QTest::newRow("negative: Big Deal PBN is not giblib") << "richardschneider_pbn/big-deal.pbn"
                                                          << "";
    QTest::newRow("sol10.txt") << "dds-bridge_dds/sol10.txt"
                               << "gib";
    QTest::newRow("deals.gib") << "dds-bridge_ddd/deals.gib"
                               << "gib";
    QTest::newRow("test.gib") << "dds-bridge_ddd/test.gib"
                              << "gib";
}

void TestGibFormat::detection()
{
    QFETCH(QString, file);
    QFETCH(QString, id);
    QFile f(samplePath(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(GibFormat().canRead(&f), !id.isEmpty());
    QCOMPARE(f.pos(), 0);
    if (!id.isEmpty()) {
        const DealFormat *format = FormatRegistry::instance().detect(&f, f.fileName(), {}, nullptr);
        QVERIFY(format);
        QCOMPARE(format->id(), id);
    }
}

QTEST_GUILESS_MAIN(TestGibFormat)
#include "tst_gibformat.moc"
