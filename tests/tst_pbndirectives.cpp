// PBN `%` directives and the character set (docs/formats.md#pbn): the lines survive PBN -> PBN byte for byte
// and in their place, and text read from either character set is written so that it reads back the same.
#include "formats/pbn/pbnformat.h"

#include "testutil.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** The lines of @p bytes (CR LF or LF), without their line ends. */
QList<QByteArray> linesOf(const QByteArray &bytes)
{
    QList<QByteArray> lines = bytes.split('\n');
    for (QByteArray &l : lines) {
        if (l.endsWith('\r'))
            l.chop(1);
    }
    return lines;
}

/** The `%` lines of @p bytes, in order, with the index of the game (0-based, by its [Event or [Board) they precede. */
QList<QPair<int, QByteArray>> directivesOf(const QByteArray &bytes)
{
    QList<QPair<int, QByteArray>> result;
    int games = 0;
    bool inGame = false;
    for (const QByteArray &line : linesOf(bytes)) {
        if (line.startsWith('%')) {
            result.append({ inGame ? games - 1 : games, line });
        } else if (line.startsWith('[')) {
            if (!inGame)
                ++games;
            inGame = true;
        } else if (line.trimmed().isEmpty()) {
            inGame = false;
        }
    }
    return result;
}

} // namespace

class TestPbnDirectives : public QObject
{
    Q_OBJECT

private slots:
    void realFiles_data();
    void realFiles();
    void inGames();
    void charset_data();
    void charset();
};

void TestPbnDirectives::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("header"); // lines of the file's header
    QTest::addColumn<bool>("declared"); // the file declares its character set
    // Negative first: a file without a single `%` line gets the writer's header.
    QTest::newRow("negative: Schiphol, no header") << u"richardschneider_pbn/Schiphol.pbn"_qs << 0 << false;
    // Dealmaster Pro writes BridgeComposer's layout lines and declares ISO-8859-1.
    QTest::newRow("Hand_Trophy_Pairs: BridgeComposer layout")
        << u"richardschneider_pbn/Hand_Trophy_Pairs.pbn"_qs << 31 << true;
    // Ruter: PBN 2.0 and HTML META lines (some "% " with a trailing blank), UTF-8 without declaration.
    QTest::newRow("ruter71: PBN 2.0 and META lines") << u"richardschneider_pbn/ruter71.pbn"_qs << 33 << false;
    QTest::newRow("pbn_example2: PBN 2.1 EXPORT") << u"dominicprice_endplay/pbn_example2.pbn"_qs << 2 << false;
}

void TestPbnDirectives::realFiles()
{
    QFETCH(QString, file);
    QFETCH(int, header);
    QFETCH(bool, declared);
    const QByteArray bytes = sampleBytes(file);
    const ReadResult read = readBytes(PbnFormat(), bytes);
    QVERIFY(read.ok());
    QVERIFY(!read.boards.isEmpty());
    const QList<QByteArray> lines = linesOf(bytes);
    QStringList expected;
    for (int i = 0; i < header; ++i)
        expected << QString::fromUtf8(lines[i]);
    QCOMPARE(read.boards.first().fileDirectives(), expected);
    for (const Board &b : read.boards)
        QCOMPARE(b.directives(), QStringList());

    const QByteArray written = writeBoards(PbnFormat(), read.boards);
    const QList<QByteArray> out = linesOf(written);
    // The file's lines, byte for byte and in order, at the top; the writer's own lines only where the file
    // had none: `% PBN 2.1` and `% EXPORT` without a version line, the declaration of UTF-8 without one.
    QList<QByteArray> expectedOut;
    int i = 0;
    if (header == 0) {
        expectedOut << "% PBN 2.1"
                    << "% EXPORT";
    } else {
        while (i < header && (lines[i].startsWith("% PBN") || lines[i] == "% EXPORT"))
            expectedOut << lines[i++];
    }
    if (!declared)
        expectedOut << "%Content-type: text/x-pbn; charset=UTF-8";
    for (; i < header; ++i)
        expectedOut << lines[i];
    QCOMPARE(out.mid(0, expectedOut.size()), expectedOut);
    QVERIFY(out[expectedOut.size()].startsWith("[Event "));
    QCOMPARE(written.count("% PBN"), 1);
    // No other `%` line anywhere else.
    QCOMPARE(directivesOf(written).size(), expectedOut.size());
    // Read back: the header stays the same.
    const ReadResult again = readBytes(PbnFormat(), written);
    QCOMPARE(again.boards.first().fileDirectives().size(), expectedOut.size());
    QCOMPARE(writeBoards(PbnFormat(), again.boards), written);
}

void TestPbnDirectives::inGames()
{
    // A header game of `%` lines alone, a directive between games and one among a game's tags: each stays
    // with its game, before the game's tags (the one among the tags moves there).
    const QByteArray file = "% PBN 2.1\n%BCOptions Center STBorder\n\n"
                            "[Event \"E\"]\n[Board \"1\"]\n[Deal \"N:A.K.Q.J - - -\"]\n\n"
                            "%BidAsSymbols\n"
                            "[Event \"E\"]\n[Board \"2\"]\n%HRTitleEvent \"x\"\n[Deal \"N:A.K.Q.J - - -\"]\n\n"
                            "[Event \"E\"]\n[Board \"3\"]\n[Deal \"N:A.K.Q.J - - -\"]\n";
    const ReadResult read = readBytes(PbnFormat(), file);
    QVERIFY(read.ok());
    QCOMPARE(read.boards.size(), 3);
    QCOMPARE(read.boards[0].fileDirectives(), QStringList({ u"% PBN 2.1"_qs, u"%BCOptions Center STBorder"_qs }));
    QCOMPARE(read.boards[0].directives(), QStringList());
    QCOMPARE(read.boards[1].fileDirectives(), QStringList());
    QCOMPARE(read.boards[1].directives(), QStringList({ u"%BidAsSymbols"_qs, u"%HRTitleEvent \"x\""_qs }));
    QCOMPARE(read.boards[2].directives(), QStringList());
    const QByteArray written = writeBoards(PbnFormat(), read.boards);
    const QList<QPair<int, QByteArray>> expected
        = { { 0, "% PBN 2.1" }, { 0, "%Content-type: text/x-pbn; charset=UTF-8" }, { 0, "%BCOptions Center STBorder" },
              { 1, "%BidAsSymbols" }, { 1, "%HRTitleEvent \"x\"" } };
    QCOMPARE(directivesOf(written), expected);
    // The first board moved to the end keeps its layout lines but not a second version or declaration.
    QList<Board> moved = read.boards;
    moved.move(0, 2);
    const QByteArray reordered = writeBoards(PbnFormat(), moved);
    QCOMPARE(reordered.count("% PBN"), 1);
    QCOMPARE(reordered.count("%Content-type"), 1);
    QVERIFY(reordered.contains(
        "%BCOptions Center STBorder\r\n[Event \"E\"]\r\n[Site \"?\"]\r\n[Date \"?\"]\r\n[Board \"1\"]"));
}

void TestPbnDirectives::charset_data()
{
    QTest::addColumn<QByteArray>("declaration"); // the file's own, or none
    QTest::addColumn<bool>("latin1"); // the file's bytes are ISO-8859-1
    QTest::addColumn<QString>("north");
    QTest::addColumn<QByteArray>("writtenNorth"); // the name's bytes in the output
    const QString mueller = QStringLiteral("M\u00fcller");
    const QByteArray muellerLatin1("M\xfcller");
    const QByteArray muellerUtf8("M\xc3\xbcller");
    // Negative first: an undeclared Latin-1 file is written as declared UTF-8.
    QTest::newRow("negative: Latin-1 without declaration") << QByteArray() << true << mueller << muellerUtf8;
    QTest::newRow("declared ISO-8859-1") << QByteArray("%Content-type: text/x-pbn; charset=ISO-8859-1") << true
                                         << mueller << muellerLatin1;
    QTest::newRow("declared UTF-8") << QByteArray("%Content-type: text/x-pbn; charset=UTF-8") << false << mueller
                                    << muellerUtf8;
    QTest::newRow("UTF-8 without declaration") << QByteArray() << false << mueller << muellerUtf8;
    // A name beyond Latin-1 in a Latin-1 file: its game is written in UTF-8, which reads back the same.
    QTest::newRow("beyond Latin-1 in a Latin-1 file")
        << QByteArray("%Content-type: text/x-pbn; charset=ISO-8859-1") << false << QStringLiteral("\u0141ukasz")
        << QByteArray("\xc5\x81ukasz");
}

void TestPbnDirectives::charset()
{
    QFETCH(QByteArray, declaration);
    QFETCH(bool, latin1);
    QFETCH(QString, north);
    QFETCH(QByteArray, writtenNorth);
    const QString event = QStringLiteral("Troph\u00e9e d'\u00e9t\u00e9");
    const auto encode = [latin1](const QString &text) { return latin1 ? text.toLatin1() : text.toUtf8(); };
    QByteArray file = "% PBN 2.1\n% EXPORT\n";
    if (!declaration.isEmpty())
        file += declaration + '\n';
    file += "[Event \"" + encode(event) + "\"]\n[Board \"1\"]\n[North \"" + encode(north)
        + "\"]\n[Deal \"N:A.K.Q.J - - -\"]\n";
    const ReadResult read = readBytes(PbnFormat(), file);
    QVERIFY(read.ok());
    QCOMPARE(read.boards.first().event(), event);
    QCOMPARE(read.boards.first().player(Seat::North), north);
    const QByteArray written = writeBoards(PbnFormat(), read.boards);
    QVERIFY2(written.contains("[North \"" + writtenNorth + "\"]"), written.constData());
    const QByteArray expectedDeclaration
        = declaration.isEmpty() ? QByteArray("%Content-type: text/x-pbn; charset=UTF-8") : declaration;
    QVERIFY(written.startsWith("% PBN 2.1\r\n% EXPORT\r\n" + expectedDeclaration + "\r\n"));
    const ReadResult again = readBytes(PbnFormat(), written);
    QCOMPARE(again.boards.first().event(), event);
    QCOMPARE(again.boards.first().player(Seat::North), north);
}

QTEST_GUILESS_MAIN(TestPbnDirectives)
#include "tst_pbndirectives.moc"
