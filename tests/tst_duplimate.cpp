// Tests of the DUP, BRI and DGE codecs: the Duplimate dealing-machine files (docs/formats.md#duplimate)
// and the simplified text (docs/formats.md#simple-text). Expected boards come from the PBN
// twins of the sample files (Big Deal's big-deal.pbn, emkael's test.pbn, read here by the test itself),
// from docs/formats.md's worked examples and the simple text format's own example lines, never from our output.
#include "formats/formatregistry.h"
#include "formats/machineformat.h"
#include "formats/simpletextformat.h"
#include "model/board.h"

#include "testutil.h"

#include <QBuffer>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

void compareWithPbn(const QList<Board> &boards, const QList<PbnBoard> &pbn)
{
    QCOMPARE(boards.size(), pbn.size());
    for (qsizetype i = 0; i < boards.size(); ++i) {
        QCOMPARE(boards[i].number(), std::optional<int>(pbn[i].number));
        QCOMPARE(boards[i].dealer(), pbn[i].dealer);
        QCOMPARE(boards[i].vulnerability(), pbn[i].vul);
        QCOMPARE(boards[i].deal(), pbn[i].deal);
    }
}

} // namespace

class TestDuplimate : public QObject
{
    Q_OBJECT

private slots:
    void machineSamples_data();
    void machineSamples();
    void duplimateExample();
    void briCrLf();
    void blindDup();
    void dupLowestBoard();
    void dupDisagreement();
    void dupStreamed();
    void machineNegative_data();
    void machineNegative();
    void machineStorable();
    void simpleTextExamples_data();
    void simpleTextExamples();
    void formatsTextExample_data();
    void formatsTextExample();
    void textRoundTrip_data();
    void textRoundTrip();
    void textNegative_data();
    void textNegative();
    void textStorable();
    void detection_data();
    void detection();
};

void TestDuplimate::machineSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pbn");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("boards");
    // NEGATIVE first: a DGE file read as BRI is refused at its first byte (0x06 is no digit).
    QTest::newRow("negative: DGE read as BRI")
        << "richardschneider_pbn/big-deal.dge" << QString() << int(MachineFormat::Kind::Bri) << 0;
    // Big Deal 1.2's files of the same two boards as big-deal.pbn (SOURCES.md).
    QTest::newRow("Big Deal BRI") << "richardschneider_pbn/big-deal.bri"
                                  << "richardschneider_pbn/big-deal.pbn" << int(MachineFormat::Kind::Bri) << 2;
    QTest::newRow("Big Deal DGE") << "richardschneider_pbn/big-deal.dge"
                                  << "richardschneider_pbn/big-deal.pbn" << int(MachineFormat::Kind::Dge) << 2;
    QTest::newRow("Big Deal DUP") << "richardschneider_pbn/big-deal.dup"
                                  << "richardschneider_pbn/big-deal.pbn" << int(MachineFormat::Kind::Dup) << 2;
    // emkael's one 16-board set: "each file is the answer for the others" (SOURCES.md).
    QTest::newRow("emkael BRI") << "emkael_deal-convert/test.bri"
                                << "emkael_deal-convert/test.pbn" << int(MachineFormat::Kind::Bri) << 16;
    QTest::newRow("emkael DGE") << "emkael_deal-convert/test.dge"
                                << "emkael_deal-convert/test.pbn" << int(MachineFormat::Kind::Dge) << 16;
    QTest::newRow("emkael DUP") << "emkael_deal-convert/test.dup"
                                << "emkael_deal-convert/test.pbn" << int(MachineFormat::Kind::Dup) << 16;
}

void TestDuplimate::machineSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, pbn);
    QFETCH(int, kind);
    QFETCH(int, boards);
    const MachineFormat format(static_cast<MachineFormat::Kind>(kind));
    const QByteArray original = sampleBytes(file);
    const ReadResult r = readBytes(format, original);
    if (pbn.isEmpty()) {
        // Every record is a damaged board, the first one located at its first byte.
        QVERIFY(!r.warnings.isEmpty());
        QVERIFY(r.warnings.first().damaged);
        QVERIFY2(r.warnings.first().message.contains(QLatin1String("record 0 (byte offset 0)")),
            qPrintable(r.warnings.first().message));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.value(0).message));
    QCOMPARE(r.boards.size(), boards);
    compareWithPbn(r.boards, pbnBoards(pbn));
    // Written back: byte for byte what Big Deal (and emkael's converter, which copies it) wrote.
    FormatError error;
    const QByteArray written = writeBoards(format, r.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    QCOMPARE(written.size(), original.size());
    QCOMPARE(written, original);
    // Nothing a machine file cannot hold is lost: numbers 1..n, dealer and vulnerability by the cycle.
    for (qsizetype i = 0; i < r.boards.size(); ++i)
        QCOMPARE(format.lostContents(r.boards[i], i), BoardContents());
}

void TestDuplimate::duplimateExample()
{
    // docs/formats.md#duplimate: Duplimate's own example BRI digits and the deal they stand for.
    const QByteArray digits = "180437272408224221062507175150321516492941264031464543351128302039140152133403";
    QCOMPARE(digits.size(), 78);
    const QByteArray record = digits + QByteArray(32, ' ') + QByteArray(18, '\0');
    const MachineFormat bri(MachineFormat::Kind::Bri);
    const ReadResult r = readBytes(bri, record);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 1);
    QCOMPARE(r.boards.first().deal(),
        dealOf(QStringLiteral("N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76")));
    QCOMPARE(r.boards.first().number(), std::optional<int>(1));
    // Written back, each hand's numbers come in ascending order, as Big Deal writes them.
    const QByteArray written = writeBoards(bri, r.boards);
    QCOMPARE(written.size(), 128);
    QCOMPARE(written.mid(78), QByteArray(32, ' ') + QByteArray(18, '\0'));
    const ReadResult again = readBytes(bri, written);
    QCOMPARE(again.boards.first().deal(), r.boards.first().deal());
    // North's numbers sorted: ♠J 04, ♠9 06, ♠8 07, ♠7 08, ♥J 17, ♥T 18, ♥7 21, ♥6 22, ♥4 24, ♥3 25,
    // ♦A 27, ♦4 37, ♣Q 42 (card number 13*suit + rankIdx + 1, docs/formats.md#duplimate).
    QCOMPARE(written.left(26), QByteArray("04060708171821222425273742"));
}

void TestDuplimate::briCrLf()
{
    // docs/formats.md#duplimate: some BRI files hold 78 digits and CR LF per board. Big Deal's two boards in that
    // layout.
    const QByteArray bri = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.bri"));
    const QByteArray crlf = bri.left(78) + "\r\n" + bri.mid(128, 78) + "\r\n";
    const MachineFormat format(MachineFormat::Kind::Bri);
    const ReadResult r = readBytes(format, crlf);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    compareWithPbn(r.boards, pbnBoards(QStringLiteral("richardschneider_pbn/big-deal.pbn")));
    QBuffer buffer;
    buffer.setData(crlf);
    buffer.open(QIODevice::ReadOnly);
    QVERIFY(format.canRead(&buffer));
    // The last line without its CR LF is still a board.
    QCOMPARE(readBytes(format, crlf.chopped(2)).boards.size(), 2);
}

void TestDuplimate::blindDup()
{
    // docs/formats.md#duplimate: "blind" files blank board 1's DGE part with spaces; the BRI part is used.'
    QByteArray dup = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.dup"));
    dup.replace(78, 68, QByteArray(68, ' '));
    const MachineFormat format(MachineFormat::Kind::Dup);
    const ReadResult r = readBytes(format, dup);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(r.warnings.isEmpty());
    compareWithPbn(r.boards, pbnBoards(QStringLiteral("richardschneider_pbn/big-deal.pbn")));
    QBuffer buffer(&dup);
    buffer.open(QIODevice::ReadOnly);
    QVERIFY(format.canRead(&buffer));
}

void TestDuplimate::dupLowestBoard()
{
    // docs/formats.md#duplimate: board numbers come from the position and DUP's lowest board (trailer bytes 2-4);
    // dealer and vulnerability from the cycle: board 17 is dealer N, None; board 18 E, NS.
    QByteArray dup = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.dup"));
    dup.replace(146 + 2, 3, "17 ");
    const ReadResult r = readBytes(MachineFormat(MachineFormat::Kind::Dup), dup);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 2);
    QCOMPARE(r.boards[0].number(), std::optional<int>(17));
    QCOMPARE(r.boards[0].dealer(), Seat::North);
    QCOMPARE(r.boards[0].vulnerability(), Vulnerability::None);
    QCOMPARE(r.boards[1].number(), std::optional<int>(18));
    QCOMPARE(r.boards[1].dealer(), Seat::East);
    QCOMPARE(r.boards[1].vulnerability(), Vulnerability::NorthSouth);
    // Written again, numbering restarts at 1 as Big Deal writes: the numbers are reported as lost.
    QVERIFY(MachineFormat(MachineFormat::Kind::Dup).lostContents(r.boards[0], 0) & BoardContent::Number);
}

void TestDuplimate::dupDisagreement()
{
    // Board 2's DGE part made to disagree with its BRI part (North's ♠K written as ♠J): the BRI part
    // (docs/formats.md#duplimate: the DGE part is a copy) is used, with a warning.
    QByteArray dup = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.dup"));
    // Board 2's DGE starts at 156 + 78 with 0x06 'A' 'K' 'Q' '9' '8' '4' (North's ♠AKQ984, big-deal.pbn).
    QCOMPARE(dup.mid(156 + 78, 3),
        QByteArray("\x06"
                   "AK"));
    dup[156 + 78 + 2] = 'J';
    const ReadResult r = readBytes(MachineFormat(MachineFormat::Kind::Dup), dup);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    compareWithPbn(r.boards, pbnBoards(QStringLiteral("richardschneider_pbn/big-deal.pbn")));
    QCOMPARE(r.warnings.size(), 1);
    QCOMPARE(r.warnings.first().board, 1);
    QVERIFY(r.warnings.first().message.contains(QLatin1String("record 1 (byte offset 156)")));
}

void TestDuplimate::dupStreamed()
{
    // A sequential device (a pipe) cannot go back to the trailer: the writer buffers, same bytes.
    const QByteArray original = sampleBytes(QStringLiteral("emkael_deal-convert/test.dup"));
    const MachineFormat format(MachineFormat::Kind::Dup);
    const ReadResult r = readBytes(format, original);
    QVERIFY(r.ok());
    PipeBuffer pipe;
    pipe.open(QIODevice::WriteOnly);
    QVERIFY(!format.writeAll(&pipe, r.boards).isError());
    QCOMPARE(pipe.data(), original);
}

void TestDuplimate::machineNegative_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("record");
    QTest::addColumn<int>("offset");
    QTest::addColumn<QString>("needle");
    const QByteArray bri = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.bri"));
    const QByteArray dge = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.dge"));
    const QByteArray dup = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.dup"));
    // docs/formats.md#duplimate: card numbers run 01 (♠A) to 52 (♣2).
    QTest::newRow("negative: BRI number 53")
        << int(MachineFormat::Kind::Bri) << QByteArray(bri).replace(128 + 4, 2, "53") << 1 << 132 << "'53'";
    QTest::newRow("negative: BRI number 00")
        << int(MachineFormat::Kind::Bri) << QByteArray(bri).replace(0, 2, "00") << 0 << 0 << "01-52";
    QTest::newRow("negative: BRI letters")
        << int(MachineFormat::Kind::Bri) << QByteArray(bri).replace(76, 2, "x1") << 0 << 76 << "'x1'";
    QTest::newRow("negative: DGE record without suit bytes")
        << int(MachineFormat::Kind::Dge) << QByteArray(dge).replace(0, 128, QByteArray(128, 'A')) << 0 << 0 << "0x06";
    // The second hand (East) starts at byte 12 of record 1 (North ♠AKQ984 ♥KQT7 ♦ ♣Q83 is 4 + 13 bytes = 17).
    QTest::newRow("negative: DGE suit byte missing in record 1")
        << int(MachineFormat::Kind::Dge) << QByteArray(dge).replace(128 + 17, 1, "Z") << 1 << 145 << "East";
    QTest::newRow("negative: DGE truncated") << int(MachineFormat::Kind::Dge) << dge.left(200) << 1 << 128 << "72";
    QTest::newRow("negative: DUP truncated") << int(MachineFormat::Kind::Dup) << dup.chopped(10) << 1 << 156 << "146";
    QTest::newRow("negative: DUP trailer")
        << int(MachineFormat::Kind::Dup) << QByteArray(dup).replace(146, 1, "X") << 0 << 146 << "trailer";
    QTest::newRow("negative: DUP bad DGE part")
        << int(MachineFormat::Kind::Dup) << QByteArray(dup).replace(78, 1, "Z") << 0 << 78 << "0x06";
    QTest::newRow("negative: BRI CRLF variant broken")
        << int(MachineFormat::Kind::Bri) << QByteArray(bri.left(78) + "\r\n" + bri.mid(128, 78) + "\rX") << 1 << 158
        << "CR LF";
}

void TestDuplimate::machineNegative()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(int, record);
    QFETCH(int, offset);
    QFETCH(QString, needle);
    // docs/formats.md#duplimate: a bad record is a damaged board, kept with what was decoded; the
    // warning names the record and byte; the records after it are read. A cut file keeps its complete
    // records and says it ends inside the next board.
    const MachineFormat format(static_cast<MachineFormat::Kind>(kind));
    const ReadResult r = readBytes(format, bytes);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QList<BoardWarning> damaged;
    for (const BoardWarning &w : r.warnings) {
        if (w.damaged)
            damaged << w;
    }
    QCOMPARE(damaged.size(), 1);
    QCOMPARE(damaged.first().board, qint64(record));
    const QString text = damaged.first().message;
    QVERIFY2(text.contains(needle), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("record %1 (byte offset %2)").arg(record).arg(offset)), qPrintable(text));
    const bool truncated = text.contains(QLatin1String("ends inside board"));
    QCOMPARE(r.boards.size(), truncated ? record : 2); // the samples hold two boards
}

void TestDuplimate::machineStorable()
{
    const MachineFormat dge(MachineFormat::Kind::Dge);
    QCOMPARE(dge.capabilities(), BoardContents(BoardContent::Deal));
    Board partial;
    partial.setDeal(dealOf(QStringLiteral("W:K9... JT... Q...A A8...")));
    QVERIFY(!dge.whyCannotStore(partial).isEmpty());
    Board invalid;
    invalid.setDeal(dealOf(QStringLiteral("N:AKQJ.T987.65432.A 5432.QJ65.T987.54 876.K432.QJ.T987 T987.AKQJ.AKQJ.K")));
    QVERIFY(!dge.whyCannotStore(invalid).isEmpty());
    FormatError error;
    writeBoards(dge, { invalid }, &error);
    QCOMPARE(error.code, FormatError::Code::CannotStore);
    // A board 5 written first: its number and (dealer N, vul NS by the cycle) differ from board 1's.
    Board five;
    five.setNumberWithCycle(5);
    five.setDeal(dealOf(Record0));
    QCOMPARE(dge.lostContents(five, 0), BoardContents(BoardContent::Number) | BoardContent::DealerVulnerability);
    QCOMPARE(dge.lostContents(five, 4), BoardContents());
}

void TestDuplimate::simpleTextExamples_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("text");
    // The simple text format's own example files (docs/formats.md#simple-text), verbatim.
    const QByteArray dup = "N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n"
                           "E|NS|5432.AKQJ.AKQJ.54|AKQJ.T987.65432.A|T987.5432.QJ65.T|876.K432.QJ.T987\n"
                           "S|EW|AKQJ.5432.T987.54|T987.AKQJ.AKQJ.K|5432.QJ65.T987.54|876.K432.QJ.T987\n"
                           "W|All|T987.AKQJ.AKQJ.K|876.K432.QJ.T987|AKQJ.5432.T987.54|5432.AKQJ.AKQJ.54\n";
    const QByteArray bri = "1|N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n"
                           "2|E|NS|5432.AKQJ.AKQJ.54|AKQJ.T987.65432.A|T987.5432.QJ65.T|876.K432.QJ.T987\n"
                           "3|S|EW|AKQJ.5432.T987.54|T987.AKQJ.AKQJ.K|5432.QJ65.T987.54|876.K432.QJ.T987\n"
                           "4|W|All|T987.AKQJ.AKQJ.K|876.K432.QJ.T987|AKQJ.5432.T987.54|5432.AKQJ.AKQJ.54\n";
    const QByteArray dge = "1 N None AKQJ.T987.65432.A 5432.QJ65.T987.54 876.K432.QJ.T987 T987.AKQJ.AKQJ.K\n"
                           "2 E NS 5432.AKQJ.AKQJ.54 AKQJ.T987.65432.A T987.5432.QJ65.T 876.K432.QJ.T987\n"
                           "3 S EW AKQJ.5432.T987.54 T987.AKQJ.AKQJ.K 5432.QJ65.T987.54 876.K432.QJ.T987\n"
                           "4 W All T987.AKQJ.AKQJ.K 876.K432.QJ.T987 AKQJ.5432.T987.54 5432.AKQJ.AKQJ.54\n";
    QTest::newRow("negative: DUP example read as BRI") << int(SimpleTextFormat::Kind::Bri) << dup;
    QTest::newRow("simple text DUP example") << int(SimpleTextFormat::Kind::Dup) << dup;
    QTest::newRow("simple text BRI example") << int(SimpleTextFormat::Kind::Bri) << bri;
    QTest::newRow("simple text DGE example") << int(SimpleTextFormat::Kind::Dge) << dge;
}

void TestDuplimate::simpleTextExamples()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, text);
    const SimpleTextFormat format(static_cast<SimpleTextFormat::Kind>(kind));
    const ReadResult r = readBytes(format, text);
    if (QByteArray(QTest::currentDataTag()).startsWith("negative")) {
        // "N|None|..." has 6 fields; a BRI line has 7: every line is a damaged board, each located
        // (docs/formats.md#simple-text).
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.boards.size(), 4);
        QCOMPARE(r.warnings.size(), 4);
        for (int i = 0; i < 4; ++i) {
            QVERIFY(r.warnings[i].damaged);
            QCOMPARE(r.warnings[i].board, i);
            QVERIFY2(r.warnings[i].message.startsWith(QStringLiteral("line %1, column ").arg(i + 1)),
                qPrintable(r.warnings[i].message));
            QVERIFY(r.warnings[i].message.contains(QLatin1String("found 6")));
        }
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 4);
    // The example lines: boards 1-4, dealers N E S W, vulnerability None NS EW All.
    const Seat dealers[] = { Seat::North, Seat::East, Seat::South, Seat::West };
    const Vulnerability vuls[]
        = { Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::All };
    // Counted from the example lines: the hands holding 14 cards, and one card each line gives to several hands.
    const QStringList fourteen[] = { { QStringLiteral("North"), QStringLiteral("East") },
        { QStringLiteral("North"), QStringLiteral("East") }, { QStringLiteral("North"), QStringLiteral("South") },
        { QStringLiteral("South"), QStringLiteral("West") } };
    // Line 1: ♥Q in East's QJ65 and West's AKQJ. Line 2: ♦Q in North's AKQJ, South's QJ65 and West's QJ.
    // Line 3: ♥5 in North's 5432 and South's QJ65. Line 4: ♥K in North's AKQJ, East's K432 and West's AKQJ.
    const QString shared[] = { QStringLiteral("♥Q"), QStringLiteral("♦Q"), QStringLiteral("♥5"), QStringLiteral("♥K") };
    const QString holders[]
        = { QStringLiteral("held by East and West"), QStringLiteral("held by North, South and West"),
              QStringLiteral("held by North and South"), QStringLiteral("held by North, East and West") };
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < 4; ++i) {
        const Board &b = r.boards[i];
        QCOMPARE(b.number(), std::optional<int>(i + 1));
        QCOMPARE(b.dealer(), dealers[i]);
        QCOMPARE(b.vulnerability(), vuls[i]);
        QVERIFY(!b.deal().isValid());
        // Nothing repaired: each hand is exactly the example's text.
        const QList<QByteArray> fields = lines[i].split(kind == int(SimpleTextFormat::Kind::Dge) ? ' ' : '|');
        for (int h = 0; h < 4; ++h)
            QCOMPARE(b.deal().hand(AllSeats[h]), *Hand::parse(QString::fromLatin1(fields[fields.size() - 4 + h])));
        QStringList messages;
        for (const BoardWarning &w : r.warnings) {
            if (w.board == i)
                messages << w.message;
        }
        const QString joined = messages.join(u'\n');
        for (const QString &m : messages)
            QVERIFY2(m.startsWith(QStringLiteral("line %1: ").arg(i + 1)), qPrintable(m));
        for (const QString &seat : fourteen[i])
            QVERIFY2(joined.contains(seat + QStringLiteral(" holds 14 cards")), qPrintable(joined));
        bool found = false;
        for (const QString &m : messages)
            found = found || (m.contains(shared[i]) && m.contains(holders[i]));
        QVERIFY2(found, qPrintable(joined));
    }
    // Written back as read: the same lines, byte for byte.
    QCOMPARE(writeBoards(format, r.boards), text);
}

void TestDuplimate::formatsTextExample_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("negative: example with a 5-card hand")
        << int(SimpleTextFormat::Kind::Dup)
        << QByteArray("N|None|J873.J42.Q65.KT2|AT652.A976.AJ82.|Q4.85.KT9.A87643|K9.KQT3.743.QJ9\n");
    // docs/formats.md#simple-text: the example board in the DUP layout; BRI and DGE the same with board number 1 first.
    QTest::newRow("example board DUP")
        << int(SimpleTextFormat::Kind::Dup)
        << QByteArray("N|None|J873.J42.Q65.KT2|AT652.A976.AJ82.|Q4.85.KT9.A87643|K9.KQT3.743.QJ95\n");
    QTest::newRow("example board BRI")
        << int(SimpleTextFormat::Kind::Bri)
        << QByteArray("1|N|None|J873.J42.Q65.KT2|AT652.A976.AJ82.|Q4.85.KT9.A87643|K9.KQT3.743.QJ95\n");
    QTest::newRow("example board DGE")
        << int(SimpleTextFormat::Kind::Dge)
        << QByteArray("1 N None J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95\n");
}

void TestDuplimate::formatsTextExample()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, line);
    const SimpleTextFormat format(static_cast<SimpleTextFormat::Kind>(kind));
    const ReadResult r = readBytes(format, line);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.boards.size(), 1);
    if (QByteArray(QTest::currentDataTag()).startsWith("negative")) {
        // West holds 12 cards and ♣5 is nobody's: read as it stands, with a warning.
        QVERIFY(!r.boards.first().deal().isValid());
        QVERIFY(!r.warnings.isEmpty());
        return;
    }
    QVERIFY(r.warnings.isEmpty());
    const Board &b = r.boards.first();
    QCOMPARE(b.deal(), dealOf(Record0));
    QCOMPARE(b.number(), std::optional<int>(1));
    QCOMPARE(b.dealer(), Seat::North);
    QCOMPARE(b.vulnerability(), Vulnerability::None);
    QCOMPARE(writeBoards(format, r.boards), line);
}

void TestDuplimate::textRoundTrip_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("DUP") << int(SimpleTextFormat::Kind::Dup);
    QTest::newRow("BRI") << int(SimpleTextFormat::Kind::Bri);
    QTest::newRow("DGE") << int(SimpleTextFormat::Kind::Dge);
}

void TestDuplimate::textRoundTrip()
{
    // emkael's 16 boards (read from the machine DUP, checked against test.pbn above) through the simple text.
    QFETCH(int, kind);
    const SimpleTextFormat format(static_cast<SimpleTextFormat::Kind>(kind));
    const ReadResult machine = readBytes(
        MachineFormat(MachineFormat::Kind::Dup), sampleBytes(QStringLiteral("emkael_deal-convert/test.dup")));
    QVERIFY(machine.ok());
    const QByteArray text = writeBoards(format, machine.boards);
    QCOMPARE(text.count('\n'), 16);
    const ReadResult r = readBytes(format, text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(r.warnings.isEmpty());
    compareWithPbn(r.boards, pbnBoards(QStringLiteral("emkael_deal-convert/test.pbn")));
    // Board 2 of test.pbn: dealer E, NS vulnerable.
    const QByteArray second = text.split('\n')[1];
    if (kind == int(SimpleTextFormat::Kind::Dup))
        QCOMPARE(second, QByteArray("E|NS|AQ63.J7.Q42.AKJ7|T942.T5.KT6.9643|J85.4.AJ8753.Q82|K7.AKQ98632.9.T5"));
    else if (kind == int(SimpleTextFormat::Kind::Dge))
        QCOMPARE(second, QByteArray("2 E NS AQ63.J7.Q42.AKJ7 T942.T5.KT6.9643 J85.4.AJ8753.Q82 K7.AKQ98632.9.T5"));
}

void TestDuplimate::textNegative_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("needle");
    const int dup = int(SimpleTextFormat::Kind::Dup);
    const int bri = int(SimpleTextFormat::Kind::Bri);
    const int dge = int(SimpleTextFormat::Kind::Dge);
    QTest::newRow("negative: too few fields")
        << dup << QByteArray("N|None|J873.J42.Q65.KT2|AT652.A976.AJ82.\n") << 1 << 41 << "found 4";
    QTest::newRow("negative: bad dealer") << dup << QByteArray("\nX|None|...|...|...|...\n") << 2 << 1 << "dealer";
    QTest::newRow("negative: bad vulnerability") << bri << QByteArray("1|N|Some|...|...|...|...\n") << 1 << 5 << "Some";
    QTest::newRow("negative: bad board number") << dge << QByteArray("x N None ... ... ... ...\n") << 1 << 1 << "'x'";
    QTest::newRow("negative: bad rank")
        << dge << QByteArray("1 N None J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KX9.A87643 K9.KQT3.743.QJ95\n") << 1
        << 51 << "'X'";
    QTest::newRow("negative: hand of three suits")
        << bri << QByteArray("1|N|None|J873.J42.Q65|...|...|...\n") << 1 << 22 << "North";
    QTest::newRow("negative: extra field") << dup << QByteArray("N|None|...|...|...|...|x\n") << 1 << 24 << "found 7";
}

void TestDuplimate::textNegative()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, needle);
    // docs/formats.md#simple-text: a bad line is a damaged board; the warning says where and why and
    // the next line is read whole.
    const SimpleTextFormat format(static_cast<SimpleTextFormat::Kind>(kind));
    const QByteArray next = kind == int(SimpleTextFormat::Kind::Dup)
        ? QByteArray("N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n")
        : kind == int(SimpleTextFormat::Kind::Bri)
        ? QByteArray("9|N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n")
        : QByteArray("9 N None AKQJ.T987.65432.A 5432.QJ65.T987.54 876.K432.QJ.T987 T987.AKQJ.AKQJ.K\n");
    const ReadResult r = readBytes(format, text + next);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QList<BoardWarning> damaged;
    for (const BoardWarning &w : r.warnings) {
        if (w.damaged)
            damaged << w;
    }
    QCOMPARE(damaged.size(), 1);
    QVERIFY2(damaged.first().message.contains(needle), qPrintable(damaged.first().message));
    QVERIFY2(damaged.first().message.startsWith(QStringLiteral("line %1, column %2: ").arg(line).arg(column)),
        qPrintable(damaged.first().message));
    QCOMPARE(r.boards.last().deal().hand(Seat::North).toString(), QStringLiteral("AKQJ.T987.65432.A"));
}

void TestDuplimate::textStorable()
{
    const SimpleTextFormat dup(SimpleTextFormat::Kind::Dup);
    const SimpleTextFormat bri(SimpleTextFormat::Kind::Bri);
    Board b;
    Deal d = dealOf(Record0);
    d.setHandKnown(Seat::West, false);
    b.setDeal(d);
    QVERIFY(!dup.whyCannotStore(b).isEmpty());
    // An end position is written as it stands.
    Board partial;
    partial.setDeal(dealOf(QStringLiteral("W:K9... JT... Q...A A8...")));
    QVERIFY(dup.whyCannotStore(partial).isEmpty());
    // DUP has no board number: board 5 first loses it; BRI keeps it, and both keep dealer and vulnerability.
    Board five;
    five.setNumberWithCycle(5);
    five.setDealer(Seat::South);
    five.setDeal(dealOf(Record0));
    QCOMPARE(dup.lostContents(five, 0), BoardContents(BoardContent::Number));
    QCOMPARE(bri.lostContents(five, 0), BoardContents());
    five.setPlayer(Seat::North, QStringLiteral("Pavlicek"));
    QCOMPARE(bri.lostContents(five, 0), BoardContents(BoardContent::Names));
}

void TestDuplimate::detection_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("id");
    const QByteArray bri = sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.bri"));
    // NEGATIVE first: nothing of the DUP family reads a PBN file.
    QTest::newRow("negative: PBN named .dup")
        << sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.pbn")) << "x.dup"
        << "";
    QTest::newRow("Big Deal BRI") << bri << "big-deal.bri"
                                  << "bri-machine";
    QTest::newRow("Big Deal DGE") << sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.dge")) << "big-deal.dge"
                                  << "dge-machine";
    QTest::newRow("Big Deal DUP") << sampleBytes(QStringLiteral("richardschneider_pbn/big-deal.dup")) << "big-deal.dup"
                                  << "dup-machine";
    QTest::newRow("emkael DUP") << sampleBytes(QStringLiteral("emkael_deal-convert/test.dup")) << "test.dup"
                                << "dup-machine";
    QTest::newRow("richardschneider dealer.bri")
        << sampleBytes(QStringLiteral("richardschneider_pbn/dealer.bri")) << "dealer.bri"
        << "bri-machine";
    QTest::newRow("BRI 78 digits + CRLF") << bri.left(78) + "\r\n"
                                          << "x.bri"
                                          << "bri-machine";
    QTest::newRow("simple text DUP line")
        << QByteArray("N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n") << "x.dup"
        << "dup";
    QTest::newRow("simple text BRI line")
        << QByteArray("1|N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n") << "x.bri"
        << "bri";
    QTest::newRow("simple text BRI line after a UTF-8 BOM")
        << QByteArray("\xEF\xBB\xBF"
                      "1|N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n")
        << "x.bri"
        << "bri";
    QTest::newRow("simple text DGE line")
        << QByteArray("1 N None AKQJ.T987.65432.A 5432.QJ65.T987.54 876.K432.QJ.T987 T987.AKQJ.AKQJ.K\n") << "x.dge"
        << "dge";
    QTest::newRow("simple text DUP line with its header line")
        << QByteArray("Dealer|Vulnerability|North Hand|East Hand|South Hand|West Hand\n"
                      "N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n")
        << "x.dup"
        << "dup";
}

void TestDuplimate::detection()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fileName);
    QFETCH(QString, id);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    const FormatRegistry &registry = FormatRegistry::instance();
    // Only the formats of the extension: the registry tries machine files before the simple text.
    for (const DealFormat *f : registry.byExtension(fileName)) {
        QCOMPARE(f->canRead(&buffer), f->id() == id);
        QCOMPARE(buffer.pos(), 0);
    }
    if (id.isEmpty())
        return;
    const DealFormat *format = registry.detect(&buffer, fileName, {}, nullptr);
    QVERIFY(format);
    QCOMPARE(format->id(), id);
    const ReadResult r = format->readAll(&buffer);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(!r.boards.isEmpty());
}

QTEST_GUILESS_MAIN(TestDuplimate)
#include "tst_duplimate.moc"
