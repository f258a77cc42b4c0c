// Lessons in PBN (docs/formats.md#commentary): commentary blocks at their places, BridgeComposer's markup,
// board labels, Hidden and BCFlags; real BridgeComposer files and the lesson of docs/formats.md written back
// byte for byte, through JSON Lines too.
#include "formats/lossreport.h"
#include "formats/pbn/pbnwriter.h"
#include "model/bcflags.h"
#include "model/boardlabel.h"
#include "model/richtext.h"

#include "testutil.h"

#include <QTest>

#include <algorithm>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QString LessonPath = QStringLiteral(KIBITZ_TEST_DATA "/examples/lesson.pbn");

QString bridgeComposerPath(const QString &name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/bridgecomposer/") + name;
}

/** One game of PBN (LF line ends) made of @p tags, as the tests below quote them. */
QByteArray game(const QByteArray &tags)
{
    return QByteArray("[Event \"?\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n") + tags;
}

const QByteArray DealTag = "[Deal \"N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95\"]\n";
const QByteArray AuctionSection = "[Auction \"N\"]\nPass 1S Pass 1NT\nPass 2H Pass 4H\nPass Pass Pass\n";

Board readOne(const QByteArray &bytes, QList<BoardWarning> *warnings = nullptr)
{
    const ReadResult r = readBytes(formatById(QStringLiteral("pbn")), bytes);
    if (warnings)
        *warnings = r.warnings;
    return r.boards.value(0);
}

/** @p boards with what only a PBN file keeps of its layout left out: as a board read from elsewhere. */
QList<Board> withoutSource(QList<Board> boards)
{
    for (Board &b : boards)
        b.setPbnSource({});
    return boards;
}

} // namespace

class TestPbnLessons : public QObject
{
    Q_OBJECT

private slots:
    void markup_data();
    void markup();
    void markupWrittenBack_data();
    void markupWrittenBack();
    void places_data();
    void places();
    void lessonRoundTrip();
    void realFilesByteForByte_data();
    void realFilesByteForByte();
    void editedGameIsRewritten();
    void labels_data();
    void labels();
    void naturalOrder_data();
    void naturalOrder();
    void hidden();
    void hiddenNotInterpreted();
    void bcFlags();
    void linPlacesAndPlainText();
};

void TestPbnLessons::markup_data()
{
    // Each element of docs/formats.md#commentary-markup: the markup, then the plain text and the HTML it gives.
    QTest::addColumn<QString>("markup");
    QTest::addColumn<QString>("plain");
    QTest::addColumn<QString>("html");
    QTest::addColumn<bool>("marked"); // RichText::hasMarkup(): plain text loses something
    QTest::newRow("plain text: no markup") << u"Pass."_qs << u"Pass."_qs << u"<p>Pass.</p>"_qs << false;
    QTest::newRow("spade \\S") << u"1\\S"_qs << u"1♠"_qs << u"<p>1<span style=\"color:black\">♠</span></p>"_qs << true;
    QTest::newRow("heart \\H") << u"2\\H"_qs << u"2♥"_qs << u"<p>2<span style=\"color:red\">♥</span></p>"_qs << true;
    QTest::newRow("diamond \\D") << u"3\\D"_qs << u"3♦"_qs << u"<p>3<span style=\"color:red\">♦</span></p>"_qs << true;
    QTest::newRow("club \\C") << u"\\CJ"_qs << u"♣J"_qs << u"<p><span style=\"color:black\">♣</span>J</p>"_qs << true;
    QTest::newRow("bold <b>") << u"<b>Bidding.</b> Open"_qs << u"Bidding. Open"_qs << u"<p><b>Bidding.</b> Open</p>"_qs
                              << true;
    QTest::newRow("italic <i>") << u"<i>first</i>"_qs << u"first"_qs << u"<p><i>first</i></p>"_qs << true;
    QTest::newRow("underline <u>") << u"<u>Pass</u>"_qs << u"Pass"_qs << u"<p><u>Pass</u></p>"_qs << true;
    QTest::newRow("colour <span>") << u"<i><span style=color:#00f>2/1</span></i>"_qs << u"2/1"_qs
                                   << u"<p><span style=\"color:#00f\"><i>2/1</i></span></p>"_qs << true;
    QTest::newRow("line break \\n") << u"one \\ntwo"_qs << u"one \ntwo"_qs << u"<p>one <br/>two</p>"_qs << true;
    QTest::newRow("paragraph: an empty line")
        << u"one\n\ntwo"_qs << u"one\n\ntwo"_qs << u"<p>one</p><p>two</p>"_qs << false;
    QTest::newRow("a line end inside a paragraph: a space")
        << u"one\ntwo"_qs << u"one two"_qs << u"<p>one two</p>"_qs << false;
    QTest::newRow("backslash \\\\") << u"a\\\\S"_qs << u"a\\S"_qs << u"<p>a\\S</p>"_qs << false;
    QTest::newRow("unknown tag: text") << u"<q>x</q>"_qs << u"<q>x</q>"_qs << u"<p>&lt;q&gt;x&lt;/q&gt;</p>"_qs
                                       << false;
}

void TestPbnLessons::markup()
{
    QFETCH(QString, markup);
    QFETCH(QString, plain);
    QFETCH(QString, html);
    QFETCH(bool, marked);
    const RichText text = RichText::fromMarkup(markup);
    QCOMPARE(text.toPlainText(), plain);
    // The deck's colours by Suit value, clubs first (as a view passes them).
    const std::array<QString, 4> colours { u"black"_qs, u"red"_qs, u"red"_qs, u"black"_qs };
    QCOMPARE(text.toHtml(colours), html);
    QCOMPARE(RichText::hasMarkup(markup), marked);
}

void TestPbnLessons::markupWrittenBack_data()
{
    // What RichText::toMarkup() writes for an edited text reads back as the same runs.
    QTest::addColumn<QString>("markup");
    QTest::newRow("plain") << u"Pass."_qs;
    QTest::newRow("suits and styles") << u"<b>Bid 3\\H</b> (limit raise), <i>not</i> <u>4\\H</u>."_qs;
    QTest::newRow("nested and coloured") << u"<i>These are from <span style=color:#00f><b>2/1</b></span></i>."_qs;
    QTest::newRow("breaks") << u"one\\ntwo\n\nthree\n\n\nfour"_qs;
    QTest::newRow("backslash") << u"a\\\\b"_qs;
}

void TestPbnLessons::markupWrittenBack()
{
    QFETCH(QString, markup);
    const RichText text = RichText::fromMarkup(markup);
    QCOMPARE(RichText::fromMarkup(text.toMarkup()), text);
}

void TestPbnLessons::places_data()
{
    // docs/formats.md#commentary: a block's place is the tag or section it follows.
    QTest::addColumn<QByteArray>("pbn");
    QTest::addColumn<int>("place");
    QTest::addColumn<int>("trick");
    QTest::newRow("no block: no commentary") << game(DealTag) << -1 << 0;
    QTest::newRow("introduction: before the deal")
        << game("{Intro}\n" + DealTag) << int(CommentPlace::Introduction) << 0;
    QTest::newRow("introduction: before any tag")
        << ("{Intro}\n" + game(DealTag)) << int(CommentPlace::Introduction) << 0;
    QTest::newRow("diagram: after Deal") << game(DealTag + "{Note}\n[Scoring \"?\"]\n") << int(CommentPlace::Diagram)
                                         << 0;
    QTest::newRow("diagram: after Hidden")
        << game(DealTag + "[Result \"?\"]\n[Hidden \"EW\"]\n{Note}\n") << int(CommentPlace::Diagram) << 0;
    QTest::newRow("auction: after the auction")
        << game(DealTag + AuctionSection + "{Note}\n") << int(CommentPlace::Auction) << 0;
    QTest::newRow("auction: after its notes") << game(
        DealTag + "[Auction \"N\"]\nPass 1S =1= Pass 1NT\nPass 2H Pass 4H\nPass Pass Pass\n[Note \"1:five\"]\n{Note}\n")
                                              << int(CommentPlace::Auction) << 0;
    QTest::newRow("play: before the lead")
        << game(DealTag + AuctionSection + "[Play \"S\"]\n{Lead?}\nCA C5 C2 H6\n*\n") << int(CommentPlace::Play) << 0;
    QTest::newRow("play: after the first trick")
        << game(DealTag + AuctionSection + "[Play \"S\"]\nCA C5 C2 H6\n{Ruffed}\nD3 DQ DK DA\n*\n")
        << int(CommentPlace::Play) << 1;
    QTest::newRow("final: after another tag")
        << game(DealTag + "[Result \"?\"]\n{Note}\n[BCFlags \"1f\"]\n") << int(CommentPlace::Final) << 0;
    QTest::newRow("final: after the play section")
        << game(DealTag + AuctionSection + "[Play \"S\"]\nCA C5 C2 H6\n*\n{Done}\n") << int(CommentPlace::Final) << 0;
}

void TestPbnLessons::places()
{
    QFETCH(QByteArray, pbn);
    QFETCH(int, place);
    QFETCH(int, trick);
    const Board board = readOne(pbn);
    if (place < 0) {
        QVERIFY(board.commentary().isEmpty());
        return;
    }
    QCOMPARE(board.commentary().size(), 1);
    QCOMPARE(int(board.commentary().first().place), place);
    QCOMPARE(board.commentary().first().trick, trick);
    // Written without its source, the block comes back at its place.
    const QByteArray written = writeBoards(formatById(QStringLiteral("pbn")), withoutSource({ board }));
    QCOMPARE(readOne(written).commentary(), board.commentary());
}

void TestPbnLessons::lessonRoundTrip()
{
    // docs/formats.md#commentary: the lesson quoted there, one block at each place, PBN -> PBN and
    // PBN -> JSON Lines -> PBN byte for byte (the second in Kibitz's own layout, which that file is in).
    const QByteArray bytes = fileBytes(LessonPath);
    QVERIFY(!bytes.isEmpty());
    const ReadResult read = readBytes(formatById(QStringLiteral("pbn")), bytes);
    QVERIFY(read.ok());
    QVERIFY2(read.warnings.isEmpty(), qPrintable(read.warnings.value(0).message));
    QCOMPARE(read.boards.size(), 1);
    const Board &b = read.boards.first();
    QCOMPARE(b.label(), QStringLiteral("1-1"));
    QCOMPARE(b.number(), std::nullopt);
    QCOMPARE(b.hidden(), QStringLiteral("EW"));
    QCOMPARE(b.bcFlags(), std::optional<quint32>(0x1f));
    const QList<Commentary> expected { { CommentPlace::Introduction, 0,
                                           u"<b>Exercise 1.</b> You hold the South hand."_qs },
        { CommentPlace::Diagram, 0, u"East has a club void."_qs },
        { CommentPlace::Auction, 0, u"East shows the hearts: 2\\H."_qs }, { CommentPlace::Play, 0, u"Your lead?"_qs },
        { CommentPlace::Play, 1, u"East ruffs the <i>first</i> trick."_qs },
        { CommentPlace::Final, 0, u"Declarer makes 10 tricks."_qs } };
    QCOMPARE(b.commentary(), expected);
    QCOMPARE(writeBoards(formatById(QStringLiteral("pbn")), read.boards), bytes);
    QCOMPARE(writeBoards(formatById(QStringLiteral("pbn")), withoutSource(read.boards)), bytes);
    const QByteArray json = writeBoards(formatById(QStringLiteral("json")), read.boards);
    const ReadResult back = readBytes(formatById(QStringLiteral("json")), json);
    QVERIFY(back.ok());
    QCOMPARE(writeBoards(formatById(QStringLiteral("pbn")), back.boards), bytes);
}

void TestPbnLessons::realFilesByteForByte_data()
{
    // tests/data/bridgecomposer/SOURCES.md: files BridgeComposer saved; labels counted with grep on their Board tags.
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("boards");
    QTest::addColumn<int>("labelled");
    QTest::newRow("2/1 exercises") << u"2o1-exercises.pbn"_qs << 55 << 44;
    QTest::newRow("promotion practice deals") << u"promotion-practice.pbn"_qs << 4 << 0;
    QTest::newRow("balancing, Latin-1 header") << u"balancing-weak-2.pbn"_qs << 6 << 0;
}

void TestPbnLessons::realFilesByteForByte()
{
    QFETCH(QString, name);
    QFETCH(int, boards);
    QFETCH(int, labelled);
    const QByteArray bytes = fileBytes(bridgeComposerPath(name));
    QVERIFY(!bytes.isEmpty());
    const ReadResult read = readBytes(formatById(QStringLiteral("pbn")), bytes);
    QVERIFY(read.ok());
    QCOMPARE(read.boards.size(), boards);
    QCOMPARE(
        int(std::count_if(read.boards.begin(), read.boards.end(), [](const Board &b) { return !b.label().isEmpty(); })),
        labelled);
    for (const BoardWarning &w : read.warnings) {
        QVERIFY2(!w.damaged, qPrintable(w.message));
        QVERIFY2(!w.message.contains(u"board number"), qPrintable(w.message)); // a label is never a warning
    }
    QCOMPARE(writeBoards(formatById(QStringLiteral("pbn")), read.boards), bytes);

    // Through JSON Lines: every block at its place with its text, every label, Hidden and BCFlags.
    const QByteArray json = writeBoards(formatById(QStringLiteral("json")), read.boards);
    ReadResult back = readBytes(formatById(QStringLiteral("json")), json);
    QVERIFY(back.ok());
    QCOMPARE(back.boards.size(), boards);
    QCOMPARE(writeBoards(formatById(QStringLiteral("pbn")), back.boards), bytes);
    // Laid out by Kibitz (as a board from another format would be), the same blocks, labels and flags.
    back = ReadResult { withoutSource(back.boards), back.warnings, back.error };
    const ReadResult again
        = readBytes(formatById(QStringLiteral("pbn")), writeBoards(formatById(QStringLiteral("pbn")), back.boards));
    for (int i = 0; i < boards; ++i) {
        QCOMPARE(again.boards[i].commentary(), read.boards[i].commentary());
        QCOMPARE(again.boards[i].label(), read.boards[i].label());
        QCOMPARE(again.boards[i].hidden(), read.boards[i].hidden());
        QCOMPARE(again.boards[i].bcFlags(), read.boards[i].bcFlags());
    }
}

void TestPbnLessons::editedGameIsRewritten()
{
    // An edit makes the writer lay the game out itself: the new text, at the block's place.
    ReadResult read = readBytes(formatById(QStringLiteral("pbn")), fileBytes(LessonPath));
    QCOMPARE(read.boards.size(), 1);
    Board &b = read.boards.first();
    QVERIFY(PbnWriter::sourceStillHolds(b));
    QList<Commentary> blocks = b.commentary();
    blocks[1].text = QStringLiteral("East is void in \\C.");
    b.setCommentary(blocks);
    QVERIFY(!PbnWriter::sourceStillHolds(b));
    const QByteArray written = writeBoards(formatById(QStringLiteral("pbn")), read.boards);
    QVERIFY(written.contains("[Deal \"N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95\"]\r\n"
                             "{East is void in \\C.}\r\n"));
    QCOMPARE(readOne(written).commentary(), blocks);
}

void TestPbnLessons::labels_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("label");
    QTest::newRow("a number is no label") << u"12"_qs << 12 << u""_qs;
    QTest::newRow("exercise 1-1") << u"1-1"_qs << 0 << u"1-1"_qs;
    QTest::newRow("3a") << u"3a"_qs << 0 << u"3a"_qs;
    QTest::newRow("Ex. 4") << u"Ex. 4"_qs << 0 << u"Ex. 4"_qs;
    QTest::newRow("0") << u"0"_qs << 0 << u"0"_qs;
}

void TestPbnLessons::labels()
{
    QFETCH(QString, value);
    QFETCH(int, number);
    QFETCH(QString, label);
    QList<BoardWarning> warnings;
    const Board b
        = readOne("[Board \"" + value.toUtf8() + "\"]\n[Dealer \"W\"]\n[Vulnerable \"EW\"]\n" + DealTag, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.value(0).message));
    QCOMPARE(b.number().value_or(0), number);
    QCOMPARE(b.label(), label);
    QCOMPARE(b.labelOrNumber(), value);
    // Dealer and vulnerability as the tags give them (PBN's rules, whatever the label).
    QCOMPARE(b.dealer(), Seat::West);
    QCOMPARE(b.vulnerability(), Vulnerability::EastWest);
    const QByteArray written = writeBoards(formatById(QStringLiteral("pbn")), { b });
    QVERIFY(written.contains("[Board \"" + value.toUtf8() + "\"]\r\n"));
    // A format that holds numbers only gets the position, and its loss report names the label.
    LossReport report(formatById(QStringLiteral("lin")));
    report.add(b, 0);
    QCOMPARE(report.count(BoardContent::Label), label.isEmpty() ? 0 : 1);
}

void TestPbnLessons::naturalOrder_data()
{
    QTest::addColumn<QStringList>("labels");
    QTest::addColumn<QStringList>("sorted");
    QTest::newRow("numbers by value") << QStringList { "10", "2", "1" } << QStringList { "1", "2", "10" };
    QTest::newRow("exercises") << QStringList { "1-10", "2-1", "1-2", "1-1" }
                               << QStringList { "1-1", "1-2", "1-10", "2-1" };
    QTest::newRow("letters after the number")
        << QStringList { "3b", "3", "3a", "Ex. 4" } << QStringList { "3", "3a", "3b", "Ex. 4" };
}

void TestPbnLessons::naturalOrder()
{
    QFETCH(QStringList, labels);
    QFETCH(QStringList, sorted);
    std::sort(
        labels.begin(), labels.end(), [](const QString &a, const QString &b) { return BoardLabel::lessThan(a, b); });
    QCOMPARE(labels, sorted);
    QCOMPARE(BoardLabel::numberOf(u"12"), std::optional<int>(12));
    QCOMPARE(BoardLabel::numberOf(u"1-1"), std::nullopt);
}

void TestPbnLessons::hidden()
{
    // 2o1-exercises.pbn board "2-1": [Hidden "ESW"], only North's hand shown.
    const ReadResult read = readFile(formatById(QStringLiteral("pbn")), bridgeComposerPath(u"2o1-exercises.pbn"_qs));
    const auto it
        = std::find_if(read.boards.begin(), read.boards.end(), [](const Board &b) { return b.label() == u"2-1"; });
    QVERIFY(it != read.boards.end());
    Board b = *it;
    QCOMPARE(b.hidden(), QStringLiteral("ESW"));
    QVERIFY(!b.isHandHidden(Seat::North));
    QVERIFY(b.isHandHidden(Seat::East) && b.isHandHidden(Seat::South) && b.isHandHidden(Seat::West));
    for (const auto &tag : b.extraTags())
        QVERIFY2(tag.first != u"Hidden" && tag.first != u"BCFlags", qPrintable(tag.first)); // not "other tags"
    b.setHandHidden(Seat::South, false);
    b.setHandHidden(Seat::North, true);
    QCOMPARE(b.hidden(), QStringLiteral("EWN"));
    const QByteArray written = writeBoards(formatById(QStringLiteral("pbn")), { b });
    QVERIFY(written.contains("[Hidden \"EWN\"]\r\n"));
    // Written in the order read: "SN" stays "SN".
    const Board sn = readOne(game(DealTag + "[Hidden \"SN\"]\n"));
    QCOMPARE(sn.hidden(), QStringLiteral("SN"));
    QVERIFY(writeBoards(formatById(QStringLiteral("pbn")), withoutSource({ sn })).contains("[Hidden \"SN\"]\r\n"));
}

void TestPbnLessons::hiddenNotInterpreted()
{
    // A value the model cannot hold as written stays an other tag, written back unchanged.
    const Board b = readOne(game(DealTag + "[Hidden \"NN\"]\n[BCFlags \"001F\"]\n"));
    QVERIFY(b.hidden().isEmpty());
    QCOMPARE(b.bcFlags(), std::nullopt);
    const QList<QPair<QString, QString>> tags { { u"Hidden"_qs, u"NN"_qs }, { u"BCFlags"_qs, u"001F"_qs } };
    QCOMPARE(b.extraTags(), tags);
}

void TestPbnLessons::bcFlags()
{
    // 2o1-exercises.pbn: "60001b" on exercise 1-1 (play, result, diagram, auction; dealer and vulnerability hidden).
    const ReadResult read = readFile(formatById(QStringLiteral("pbn")), bridgeComposerPath(u"2o1-exercises.pbn"_qs));
    const Board &b = read.boards.at(1);
    QCOMPARE(b.label(), QStringLiteral("1-1"));
    QCOMPARE(b.bcFlags(), std::optional<quint32>(0x60001b));
    QVERIFY(b.bcFlags().value() & BcFlags::HideDealer);
    QVERIFY(!BcFlags::showsCommentary(*b.bcFlags(), CommentPlace::Final));
    QVERIFY(BcFlags::showsCommentary(0x17, CommentPlace::Final));
    QCOMPARE(BcFlags::toText(0x60001b), QStringLiteral("60001b"));
    QCOMPARE(BcFlags::fromText(u"60001B"), std::nullopt);
}

void TestPbnLessons::linPlacesAndPlainText()
{
    // docs/formats.md#lin: nt holds each block's plain text at its place; the loss report names the markup.
    const ReadResult read = readBytes(formatById(QStringLiteral("pbn")), fileBytes(LessonPath));
    const Board &b = read.boards.first();
    LossReport report(formatById(QStringLiteral("lin")));
    report.add(b, 0);
    QCOMPARE(report.count(BoardContent::Markup), 1);
    QCOMPARE(report.count(BoardContent::Comments), 0);
    const QByteArray lin = writeBoards(formatById(QStringLiteral("lin")), read.boards);
    QVERIFY(lin.contains("|st||nt|Exercise 1. You hold the South hand.|md|"));
    QVERIFY(lin.contains("|nt|East shows the hearts: 2♥.|pg||"));
    QVERIFY(lin.contains("|pc|H6|nt|East ruffs the first trick.|"));
    const ReadResult back = readBytes(formatById(QStringLiteral("lin")), lin);
    QCOMPARE(back.boards.size(), 1);
    QList<CommentPlace> places;
    for (const Commentary &block : back.boards.first().commentary())
        places << block.place;
    // "Your lead?" stood before the opening lead, after the auction: LIN cannot tell the two apart.
    const QList<CommentPlace> expected { CommentPlace::Introduction, CommentPlace::Diagram, CommentPlace::Auction,
        CommentPlace::Auction, CommentPlace::Play, CommentPlace::Play };
    QCOMPARE(places, expected);
}

QTEST_GUILESS_MAIN(TestPbnLessons)
#include "tst_pbnlessons.moc"
