// Tests of the binary codecs: .deals, .dx, ZBS, ZBD, ZDD, ZRD, ZRJ, ZTH and Pavlicek's checksum.
// Expected bytes and boards come from the worked examples in docs/formats.md (record 0 of
// Pavlicek's library and the "example board"), from Pavlicek's sample files and from the rules of
// bridge; offsets in the malformed rows are counted by hand from the layouts in docs/formats.md.
#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "formats/lossreport.h"
#include "formats/pavlicekchecksum.h"
#include "formats/recordformat.h"
#include "formats/zthformat.h"

#include "model/board.h"

#include "testutil.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <random>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

Q_DECLARE_METATYPE(Kibitz::Board)
Q_DECLARE_METATYPE(Kibitz::BoardContents)

namespace {

const QString FirstTen = QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd");
const QString LastTen = QStringLiteral("pavlicek_rpdd/rpdd_10Last.zrd");

// The worked examples of docs/formats.md (#deals, #zbd, #zdd, #zbs, #dx, #zrj), byte for byte.
const char DealsExample[] = "01 09 83 14 08 31 01 00  00 20 48 c2 c2 8c 08 00  76 10 30 21 01 02 02 00"
                            "  88 c6 04 08 34 40 04 00";
const char ZbdExample[] = "72 52 7a 0a e1 7a e4 f9 52 e0 41 fc 7c";
const char ZddExample[] = "49 49 49 49 2b 2a 39 39 67 67";
const char ZbsExample[] = "7b 87 78 68  fd e0 76 43  eb 37 df 5e  ec 96 9c 56";
const char DxTail[] = "01 28 01 30 01 44 01 84 01 01 01 ff 0c 03 00 1e ff";
const char ZrjHead[] = "99 43 d3 b4 a7 63 7b 2c 8d 58 c4 0d ab  00 16 a9 1c 20  0b 05 0c 05 12 05 22 05 05 05"
                       "  30 0c 00 12";

QByteArray hex(const char *text)
{
    return QByteArray::fromHex(QByteArray(text).replace(' ', QByteArray()));
}

QByteArray dxExample()
{
    return hex("01") + hex(DealsExample) + hex(DxTail); // docs/formats.md#dx: 50 bytes
}

QByteArray zrjExample()
{
    QByteArray bytes = hex(ZrjHead);
    bytes.append(80 - bytes.size(), '\0'); // "then zeros"
    return bytes;
}

QByteArray zthExample()
{
    return hex(ZbdExample) + hex("92 a9 79"); // docs/formats.md#zth: East's row
}

Board dealBoard(const QString &deal = Record0, int number = 1)
{
    Board b;
    b.setNumberWithCycle(number);
    b.setDeal(*Deal::parse(deal));
    return b;
}

Board tableOnly(const DoubleDummyTable &t)
{
    Board b;
    b.setNumberWithCycle(1);
    b.setDoubleDummy(t);
    return b;
}

Board withTable(Board b, const DoubleDummyTable &t)
{
    b.setDoubleDummy(t);
    return b;
}

Board withResult(Board b, int tricks)
{
    b.setResult(tricks);
    return b;
}

} // namespace

class TestBinaryFormats : public QObject
{
    Q_OBJECT

private slots:
    void workedExamples_data();
    void workedExamples();
    void pavlicekSamples_data();
    void pavlicekSamples();
    void derivedFromSamples_data();
    void derivedFromSamples();
    void malformed_data();
    void malformed();
    void emptyFile_data();
    void emptyFile();
    void readerWarnings();
    void zbsGroups();
    void dxOldCallTable();
    void zrjChoices();
    void truncatedFileOpens();
    void zthTargetHand();
    void randomAccess_data();
    void randomAccess();
    void openFileKeepsCompleteRecords();
    void lossReports_data();
    void lossReports();
    void unstorable_data();
    void unstorable();
    void detection_data();
    void detection();
    void checksum_data();
    void checksum();
    void checksumStreaming();
    void garbageInput_data();
    void garbageInput();
};

void TestBinaryFormats::workedExamples_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Board>("board");
    QTest::addColumn<bool>("valid");
    // NEGATIVE: the ZBD example one byte short is not a record (docs/formats.md#zbd: 13 bytes per deal).
    QTest::newRow("zbd example one byte short") << "zbd" << hex(ZbdExample).left(12) << Board() << false;
    QTest::newRow("deals example") << "deals" << hex(DealsExample) << dealBoard() << true;
    QTest::newRow("dx example board") << "dx" << dxExample() << exampleBoard() << true;
    QTest::newRow("zbs record 0 as a diagram") << "zbs" << hex(ZbsExample) << dealBoard() << true;
    QTest::newRow("zbd record 0") << "zbd" << hex(ZbdExample) << dealBoard() << true;
    QTest::newRow("zdd record 0") << "zdd" << hex(ZddExample) << tableOnly(record0Table()) << true;
    QTest::newRow("zrd record 0") << "zrd" << hex(ZbdExample) + hex(ZddExample)
                                  << withTable(dealBoard(), record0Table()) << true;
    QTest::newRow("zth record 0, East") << "zth" << zthExample() << withTable(dealBoard(), record0Table(Seat::East))
                                        << true;
    // docs/formats.md#zrj example: the example board, declarer made 10 tricks.
    QTest::newRow("zrj example board") << "zrj" << zrjExample() << withResult(exampleBoard(), 10) << true;
}

void TestBinaryFormats::workedExamples()
{
    QFETCH(QString, id);
    QFETCH(QByteArray, bytes);
    QFETCH(Board, board);
    QFETCH(bool, valid);
    const ReadResult read = readBytes(formatById(id), bytes);
    if (!valid) {
        // docs/formats.md#errors: the file ends inside board 1, said at record 0, byte offset 0.
        QVERIFY(read.ok());
        QVERIFY(read.boards.isEmpty());
        QCOMPARE(read.warnings.size(), 1);
        QVERIFY(read.warnings.first().damaged);
        QCOMPARE(read.warnings.first().board, qint64(0));
        QVERIFY2(read.warnings.first().message.contains(QStringLiteral("record 0 (byte offset 0)")),
            qPrintable(read.warnings.first().message));
        QVERIFY(read.warnings.first().message.contains(QStringLiteral("ends inside board 1")));
        return;
    }
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QVERIFY(read.warnings.isEmpty());
    QCOMPARE(read.boards.size(), 1);
    const Board &got = read.boards.first();
    QCOMPARE(got.deal().toString(), board.deal().toString());
    QCOMPARE(got.auction().toString(), board.auction().toString());
    QCOMPARE(got.playedCards(), board.playedCards());
    QCOMPARE(got.result(), board.result());
    QVERIFY(got.doubleDummy() == board.doubleDummy());
    QVERIFY(got == board);

    FormatError error;
    QCOMPARE(writeBoards(formatById(id), { board }, &error).toHex(' '), bytes.toHex(' '));
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
}

void TestBinaryFormats::pavlicekSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("firstDeal"); // docs/formats.md#example-board states record 0 only
    QTest::newRow("records 0-9") << "rpdd_10First.zrd" << Record0;
    QTest::newRow("records 10485750-10485759") << "rpdd_10Last.zrd" << QString();
}

void TestBinaryFormats::pavlicekSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, firstDeal);
    const QByteArray bytes = sampleBytes(QStringLiteral("pavlicek_rpdd/") + file);
    QCOMPARE(bytes.size(), 230); // SOURCES.md: 10 records of 23 bytes
    const ReadResult read = readBytes(formatById(QStringLiteral("zrd")), bytes);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QVERIFY(read.warnings.isEmpty());
    QCOMPARE(read.boards.size(), 10);
    for (const Board &b : read.boards) {
        // A solved deal of Pavlicek's library: complete, and every cell solved.
        QVERIFY2(b.deal().isComplete(), qPrintable(b.deal().toString()));
        QVERIFY(b.doubleDummy().isComplete());
        for (Seat s : AllSeats) {
            for (Strain st : StrainsNoTrumpFirst)
                QVERIFY(*b.doubleDummy().tricks(s, st) <= 13);
        }
    }
    if (!firstDeal.isEmpty()) {
        QCOMPARE(read.boards.first().deal().toString(), firstDeal);
        QVERIFY(read.boards.first().doubleDummy() == record0Table());
    }
    QCOMPARE(writeBoards(formatById(QStringLiteral("zrd")), read.boards), bytes);
}

void TestBinaryFormats::derivedFromSamples_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("recordSize");
    QTest::newRow("zbd") << "zbd" << 13;
    QTest::newRow("zdd") << "zdd" << 10;
    QTest::newRow("zth") << "zth" << 16;
    QTest::newRow("deals") << "deals" << 32;
    QTest::newRow("zrj") << "zrj" << 80;
    QTest::newRow("zbs") << "zbs" << 16;
    QTest::newRow("dx") << "dx" << 35;
}

void TestBinaryFormats::derivedFromSamples()
{
    QFETCH(QString, id);
    QFETCH(int, recordSize);
    const QByteArray zrd = sampleBytes(FirstTen) + sampleBytes(LastTen);
    const ReadResult source = readBytes(formatById(QStringLiteral("zrd")), zrd);
    QVERIFY(source.ok());
    QCOMPARE(source.boards.size(), 20);

    FormatError error;
    const QByteArray bytes = writeBoards(formatById(id), source.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    QCOMPARE(bytes.size(), 20 * recordSize);
    if (id == QLatin1String("zbd") || id == QLatin1String("zdd")) {
        // docs/formats.md#zrd: a ZRD record is the ZBD record followed by the ZDD record.
        const int from = id == QLatin1String("zbd") ? 0 : 13;
        for (int i = 0; i < 20; ++i)
            QCOMPARE(bytes.mid(i * recordSize, recordSize), zrd.mid(i * 23 + from, recordSize));
    }
    const ReadResult back = readBytes(formatById(id), bytes);
    QVERIFY2(back.ok(), qPrintable(back.error.toString()));
    QCOMPARE(back.boards.size(), 20);
    for (int i = 0; i < 20; ++i) {
        const Board &orig = source.boards[i];
        const Board &got = back.boards[i];
        if (id == QLatin1String("zdd"))
            QVERIFY(got.deal().isEmpty());
        else
            QCOMPARE(got.deal(), orig.deal());
        if (id == QLatin1String("zdd")) {
            QVERIFY(got.doubleDummy() == orig.doubleDummy());
        } else if (id == QLatin1String("zth")) {
            // The table is complete: no contract, equal counts, so West's row (Pavlicek's first hand).
            for (Seat s : AllSeats) {
                for (Strain st : StrainsNoTrumpFirst) {
                    QCOMPARE(got.doubleDummy().tricks(s, st),
                        s == Seat::West ? orig.doubleDummy().tricks(s, st) : std::nullopt);
                }
            }
        }
    }
    QCOMPARE(writeBoards(formatById(id), back.boards), bytes);
}

void TestBinaryFormats::malformed_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("boardsBefore");
    QTest::addColumn<qint64>("record");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("message");

    const QByteArray deals = hex(DealsExample);
    const QByteArray zbd = hex(ZbdExample);
    const QByteArray zdd = hex(ZddExample);
    const QByteArray zrd = hex(ZbdExample) + zdd;
    const QByteArray zth = zthExample();
    const QByteArray zrj = zrjExample();
    const QByteArray dx = dxExample();
    const QByteArray zbs = hex(ZbsExample);

    // Truncated records: the record sizes of docs/formats.md.
    QTest::newRow("deals truncated record") << "deals" << deals.left(31) << 0 << 0LL << 0LL << "31 trailing byte";
    QTest::newRow("deals trailing bytes") << "deals" << deals + deals.left(5) << 1 << 1LL << 32LL << "5 trailing byte";
    QTest::newRow("zbd trailing bytes") << "zbd" << zbd + zbd.left(5) << 1 << 1LL << 13LL << "5 trailing byte";
    QTest::newRow("zdd truncated record") << "zdd" << zdd.left(9) << 0 << 0LL << 0LL << "9 trailing byte";
    QTest::newRow("zrd trailing bytes") << "zrd" << zrd + zrd + zrd.left(3) << 2 << 2LL << 46LL << "3 trailing byte";
    QTest::newRow("zth truncated record") << "zth" << zth.left(15) << 0 << 0LL << 0LL << "15 trailing byte";
    QTest::newRow("zrj trailing bytes") << "zrj" << zrj + zrj.left(1) << 1 << 1LL << 80LL << "1 trailing byte";

    // .deals: bits 52-63 set. Byte 7 of West's u64 (offset 24 + 7 in record 1) = bits 56-63.
    QByteArray highBits = deals + deals;
    highBits[32 + 31] = char(0x10);
    QTest::newRow("deals bits 52-63 set") << "deals" << highBits << 1 << 1LL << 63LL << "bits 52-63";
    QByteArray bit52 = deals;
    bit52[6] = char(bit52[6] | 0x10); // North's byte 6 bit 4 = bit 52
    QTest::newRow("deals bit 52 set") << "deals" << bit52 << 0 << 0LL << 6LL << "bits 52-63";

    // ZBD: ♠A moved from East (2) to South (3): East 12, South 14 cards.
    QByteArray zbdBad = zbd;
    zbdBad[0] = char(0x73);
    QTest::newRow("zbd hands not 13 each") << "zbd" << zbd + zbdBad << 1 << 1LL << 13LL << "13 cards";

    // ZDD: nibble 10 (hearts by East, docs/formats.md#zdd order) set to 14, in record 1's byte 5.
    QByteArray zddBad = zdd;
    zddBad[5] = char(0x2e);
    QTest::newRow("zdd nibble 14") << "zdd" << zdd + zddBad << 1 << 1LL << 15LL << "nibble 14";
    QByteArray zrdBad = zrd;
    zrdBad[13 + 5] = char(0x2e);
    QTest::newRow("zrd nibble 14") << "zrd" << zrdBad << 0 << 0LL << 18LL << "nibble 14";
    QByteArray zthBad = zth;
    zthBad[14] = char(0xae); // spades nibble of the target hand
    QTest::newRow("zth nibble 14") << "zth" << zthBad << 0 << 0LL << 14LL << "nibble 14";
    QByteArray zthBits = zth;
    zthBits[13] = char(0x96); // bit 106 set
    QTest::newRow("zth bits 106-107 set") << "zth" << zthBits << 0 << 0LL << 13LL << "106-107";

    // ZBS: locator 1,220,703,125 (one above 5^13 - 1) in the second record.
    QByteArray zbsBad = zbs;
    const quint32 tooBig = 1220703125u << 1 | 1u;
    for (int i = 0; i < 4; ++i)
        zbsBad[4 + i] = char((tooBig >> (8 * i)) & 0xff);
    QTest::newRow("zbs locator out of range") << "zbs" << zbsBad << 0 << 1LL << 4LL << "1,220,703,124";
    QTest::newRow("zbs truncated record") << "zbs" << zbs + zbs.left(2) << 1 << 4LL << 16LL << "2 trailing byte";
    QTest::newRow("zbs ends inside a diagram") << "zbs" << zbs.left(8) << 0 << 2LL << 8LL << "continuation flag";
    QByteArray zbsFive = zbs;
    zbsFive[12] = char(zbsFive[12] | 1); // clubs record with the continuation flag
    QTest::newRow("zbs more than 4 records") << "zbs" << zbsFive + zbs << 0 << 3LL << 12LL << "at most 4";

    // .dx offsets (docs/formats.md#dx): 0 number, 1-32 deal, 33-43 calls, 44 0xFF, 45-48 cards, 49 0xFF.
    QByteArray dxZero = dx;
    dxZero[0] = 0;
    QTest::newRow("dx board number 0") << "dx" << dx + dxZero << 1 << 1LL << 50LL << "number 0";
    QTest::newRow("dx missing play terminator") << "dx" << dx.left(49) << 0 << 0LL << 49LL << "0xFF";
    QTest::newRow("dx missing auction terminator") << "dx" << dx.left(44) << 0 << 0LL << 44LL << "0xFF";
    QTest::newRow("dx truncated deal") << "dx" << dx.left(20) << 0 << 0LL << 20LL << "32 bytes";
    QByteArray dxCall = dx;
    dxCall[34] = char(0x29); // two strain bits
    QTest::newRow("dx impossible call byte") << "dx" << dxCall << 0 << 0LL << 34LL << "not a call";
    QByteArray dxInsufficient = dx;
    dxInsufficient[36] = char(0x21); // 1C after 1S
    QTest::newRow("dx illegal auction") << "dx" << dxInsufficient << 0 << 0LL << 36LL << "call 4";
    QByteArray dxRevoke = dx;
    dxRevoke[46] = char(37); // HK: West holds clubs after South's CA (the rules: follow suit)
    QTest::newRow("dx card not following suit") << "dx" << dxRevoke << 0 << 0LL << 46LL << "card 2";
    QByteArray dxNotHeld = dx;
    dxNotHeld[45] = char(51); // SA: East's card, but South leads against 4H by East
    QTest::newRow("dx card not in the leader's hand") << "dx" << dxNotHeld << 0 << 0LL << 45LL << "card 1";
    QByteArray dxNoCard = dx;
    dxNoCard[45] = char(52);
    QTest::newRow("dx card byte 52") << "dx" << dxNoCard << 0 << 0LL << 45LL << "not a card";
    QByteArray dx53 = hex("01") + hex(DealsExample) + hex("ff");
    for (int c = 0; c < 53; ++c)
        dx53.append(char(c % 52));
    dx53.append(char(0xff));
    QTest::newRow("dx more than 52 cards") << "dx" << dx53 << 0 << 0LL << 86LL << "more than 52";
    QByteArray dxHigh = dx;
    dxHigh[1 + 7] = char(0x01); // North's bit 56
    QTest::newRow("dx bits 52-63 set") << "dx" << dxHigh << 0 << 0LL << 8LL << "bits 52-63";

    // ZRJ: docs/formats.md#zrj offsets 16 (18-63) and 17 (calls end - 80).
    QByteArray zrjCalls = zrj;
    zrjCalls[16] = char(17);
    QTest::newRow("zrj calls end before 18") << "zrj" << zrjCalls << 0 << 0LL << 16LL << "18-63";
    QByteArray zrjCalls64 = zrj;
    zrjCalls64[16] = char(64);
    QTest::newRow("zrj calls end after 63") << "zrj" << zrj + zrjCalls64 << 1 << 1LL << 96LL << "18-63";
    QByteArray zrjPlays = zrj;
    zrjPlays[17] = char(81);
    QTest::newRow("zrj plays end after 80") << "zrj" << zrjPlays << 0 << 0LL << 17LL << "80";
    QByteArray zrjPlaysBefore = zrj;
    zrjPlaysBefore[17] = char(27);
    QTest::newRow("zrj plays end before calls end") << "zrj" << zrjPlaysBefore << 0 << 0LL << 17LL << "28-80";
    QByteArray zrjContract = zrj;
    zrjContract[14] = char(3);
    QTest::newRow("zrj contract byte 3") << "zrj" << zrjContract << 0 << 0LL << 14LL << "contract byte 3";
    QByteArray zrjTricks = zrj;
    zrjTricks[15] = char(0xe9);
    QTest::newRow("zrj 14 tricks") << "zrj" << zrjTricks << 0 << 0LL << 15LL << "14 tricks";
    QByteArray zrjCall = zrj;
    zrjCall[18] = char(0x04); // level 0 with strain 4
    QTest::newRow("zrj call byte") << "zrj" << zrjCall << 0 << 0LL << 18LL << "not a call";
    QByteArray zrjPlay = zrj;
    zrjPlay[28] = char(0x34); // rank 13
    QTest::newRow("zrj play rank 13") << "zrj" << zrjPlay << 0 << 0LL << 28LL << "rank 13";
}

void TestBinaryFormats::malformed()
{
    QFETCH(QString, id);
    QFETCH(QByteArray, bytes);
    QFETCH(int, boardsBefore);
    QFETCH(qint64, record);
    QFETCH(qint64, offset);
    QFETCH(QString, message);
    const ReadResult read = readBytes(formatById(id), bytes);
    const auto *records = dynamic_cast<const RecordFormat *>(&formatById(id));
    // docs/formats.md#errors: a bad record never costs the rest. Every complete record is read; the
    // damaged board is kept and its warning says where and why; a truncated file ends inside a board.
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QList<BoardWarning> damaged;
    for (const BoardWarning &w : read.warnings) {
        if (w.damaged)
            damaged << w;
    }
    QCOMPARE(damaged.size(), 1);
    QCOMPARE(damaged.first().board, qint64(boardsBefore));
    const QString text = damaged.first().message;
    QVERIFY2(text.contains(QStringLiteral("record %1 (byte offset %2)").arg(record).arg(offset)), qPrintable(text));
    QVERIFY2(text.contains(message), qPrintable(text));
    const bool truncated = text.contains(QStringLiteral("ends inside board %1").arg(boardsBefore + 1));
    if (truncated)
        QCOMPARE(read.boards.size(), boardsBefore);
    else if (records)
        QCOMPARE(read.boards.size(), bytes.size() / records->recordSize());
    else
        QVERIFY(read.boards.size() > boardsBefore);
    if (message.contains(QStringLiteral("trailing")))
        QVERIFY2(truncated, qPrintable(text));
}

void TestBinaryFormats::truncatedFileOpens()
{
    // The GUI's path (a mapped file): a ZRJ file cut 1 byte into its third record opens with the
    // two complete boards and says the file ends inside board 3 (docs/formats.md#errors).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cut.zrj"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray zrjBad = zrjExample();
    zrjBad[14] = char(3); // contract byte 3: no contract (docs/formats.md#zrj)
    file.write(zrjExample() + zrjBad + zrjExample().left(1));
    file.close();
    FormatError error;
    const auto source = formatById(QStringLiteral("zrj")).openFile(path, &error);
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(source->count(), 2);
    QCOMPARE(source->warnings().size(), 1);
    QVERIFY(source->warnings().first().damaged);
    QCOMPARE(source->warnings().first().board, 2);
    QVERIFY2(source->warnings().first().message.contains(QStringLiteral("ends inside board 3")),
        qPrintable(source->warnings().first().message));
    // The damaged record 1 keeps its deal and names its fault.
    QStringList warnings;
    const Board second = source->board(1, &warnings);
    QVERIFY(second.deal().isComplete());
    QVERIFY2(
        warnings.join(u'\n').contains(QStringLiteral("record 1 (byte offset 94)")), qPrintable(warnings.join(u'\n')));
}

void TestBinaryFormats::emptyFile_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : { "deals", "dx", "zbs", "zbd", "zdd", "zrd", "zrj", "zth" })
        QTest::newRow(id) << id;
}

void TestBinaryFormats::emptyFile()
{
    QFETCH(QString, id);
    // An empty file holds no boards: not recognised by content, but read without error.
    QByteArray empty;
    QBuffer buffer(&empty);
    buffer.open(QIODevice::ReadOnly);
    QVERIFY(!formatById(id).canRead(&buffer));
    const ReadResult read = readBytes(formatById(id), {});
    QVERIFY(read.ok());
    QVERIFY(read.boards.isEmpty());
}

void TestBinaryFormats::readerWarnings()
{
    // docs/formats.md#zbd: a record whose first 4 bytes are zero is a separator: skipped with a warning.
    const QByteArray zbd = hex(ZbdExample);
    ReadResult read = readBytes(formatById(QStringLiteral("zbd")), zbd + QByteArray(13, '\0') + zbd);
    QVERIFY(read.ok());
    QCOMPARE(read.boards.size(), 2);
    QCOMPARE(read.warnings.size(), 1);
    QVERIFY(read.warnings.first().message.contains(QStringLiteral("separator")));

    // docs/formats.md#deals: a card held by two hands is read, and the board flagged invalid.
    QByteArray twice = hex(DealsExample);
    twice[0] = char(twice[0] | 0x02); // North also gets the three of clubs (South's)
    read = readBytes(formatById(QStringLiteral("deals")), twice);
    QVERIFY(read.ok());
    QCOMPARE(read.boards.size(), 1);
    QVERIFY(!read.boards.first().deal().isValid());
    QVERIFY(!read.warnings.isEmpty());

    // docs/formats.md#deals: hands may hold 0-13 cards (an end position of two spades each:
    // N SJ S8, E SA ST, S SQ S4, W SK S9; card index = suit*13 + rank, so SA = 51).
    QByteArray ending(32, '\0');
    const int cards[4][2] = { { 48, 45 }, { 51, 47 }, { 49, 41 }, { 50, 46 } };
    for (int i = 0; i < 4; ++i) {
        for (int c : cards[i])
            ending[8 * i + c / 8] = char(ending[8 * i + c / 8] | (1 << (c % 8)));
    }
    read = readBytes(formatById(QStringLiteral("deals")), ending);
    QVERIFY(read.ok());
    QVERIFY(read.warnings.isEmpty());
    QVERIFY(read.boards.first().deal().isPartial());
    QCOMPARE(read.boards.first().deal().cardsPerHand(), 2);
    QCOMPARE(read.boards.first().deal().toString(), QStringLiteral("N:J8... AT... Q4... K9..."));
}

void TestBinaryFormats::zbsGroups()
{
    // docs/formats.md#zbs: a lone record is a one-suit layout shown as spades; a group of 2 is S, H;
    // an all-zero word ends the list.
    const QByteArray zbs = hex(ZbsExample);
    QByteArray spadesOnly = zbs.left(4);
    spadesOnly[0] = char(spadesOnly[0] & ~1);
    QByteArray twoSuits = zbs.left(8);
    twoSuits[4] = char(twoSuits[4] & ~1);
    const ReadResult read
        = readBytes(formatById(QStringLiteral("zbs")), spadesOnly + twoSuits + QByteArray(4, '\0') + zbs);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.boards.size(), 2);
    QCOMPARE(read.boards[0].deal().toString(), QStringLiteral("N:J873... AT652... Q4... K9..."));
    QCOMPARE(read.boards[1].deal().toString(), QStringLiteral("N:J873.J42.. AT652.A976.. Q4.85.. K9.KQT3.."));
    QCOMPARE(read.warnings.size(), 1); // the 16 bytes after the end of the list
    // Written back with the trailing empty suits left out: the same bytes.
    QCOMPARE(writeBoards(formatById(QStringLiteral("zbs")), read.boards), spadesOnly + twoSuits);
}

void TestBinaryFormats::dxOldCallTable()
{
    // docs/formats.md#dx: older files used Pass 0, Double 1, Redouble 2; a call byte 0 identifies them.
    const QByteArray old = hex("01") + hex(DealsExample) + hex("00 28 00 30 00 44 00 84 00 00 00 ff 0c 03 00 1e ff");
    const QByteArray doubled = hex("02") + hex(DealsExample) + hex("28 01 00 00 00 ff ff"); // 1S X P P P by East
    const ReadResult read = readBytes(formatById(QStringLiteral("dx")), old + doubled);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.boards.size(), 2);
    QCOMPARE(read.boards[0].auction().toString(), exampleBoard().auction().toString());
    QCOMPARE(read.boards[1].auction().toString(), QStringLiteral("1S X P P P"));
    QCOMPARE(read.warnings.size(), 1);
    QVERIFY(read.warnings.first().message.contains(QStringLiteral("old call table")));
    // Written with the current table.
    QCOMPARE(writeBoards(formatById(QStringLiteral("dx")), { read.boards[0] }), dxExample());
}

void TestBinaryFormats::zrjChoices()
{
    // docs/formats.md#zrj: readers accept an auction stored without its closing passes.
    QByteArray noPasses = zrjExample();
    noPasses[16] = char(25); // calls 18-24: 1S P 1NT P 2H P 4H
    noPasses.replace(25, 4, hex("30 0c 00 12")); // the plays move up
    noPasses[17] = char(29);
    noPasses.replace(29, 3, QByteArray(3, '\0'));
    ReadResult read = readBytes(formatById(QStringLiteral("zrj")), noPasses);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.boards.first().auction().toString(), exampleBoard().auction().toString());
    QCOMPARE(read.boards.first().playedCards(), exampleBoard().playedCards());

    // Byte 13 = 240-255: no board number, dealer/vul of board (value - 239): 242 = board 3, S / EW.
    QByteArray noNumber = zrjExample();
    noNumber.replace(18, 62, QByteArray(62, '\0'));
    noNumber[13] = char(242);
    noNumber[15] = char(0xa8); // no initial pass: South deals and opens... keep the calls legal
    noNumber[16] = char(18); // no calls
    noNumber[17] = char(18); // no plays
    read = readBytes(formatById(QStringLiteral("zrj")), noNumber);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    const Board &b = read.boards.first();
    QVERIFY(!b.number());
    QCOMPARE(b.dealer(), Seat::South);
    QCOMPARE(b.vulnerability(), Vulnerability::EastWest);
    // Without calls the contract byte stands alone: 4H by East, 10 tricks.
    QCOMPARE(b.contract()->toString(), QStringLiteral("4H"));
    QCOMPARE(b.contract()->declarer, Seat::East);
    QCOMPARE(b.result(), std::optional<int>(10));
    QCOMPARE(writeBoards(formatById(QStringLiteral("zrj")), { b }), noNumber);

    // docs/formats.md#zrj: contract byte 0 is "passed out"; with no calls stored the auction is
    // Pass Pass Pass Pass (docs/formats.md#zrj). A deal alone is written so and reads back passed out.
    QByteArray dealOnly = zrjExample();
    dealOnly.replace(14, 66, QByteArray(66, '\0'));
    dealOnly[16] = char(18);
    dealOnly[17] = char(18);
    read = readBytes(formatById(QStringLiteral("zrj")), dealOnly);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QVERIFY(read.warnings.isEmpty());
    QVERIFY(read.boards.first().contract());
    QVERIFY(read.boards.first().contract()->isPassedOut());
    QCOMPARE(read.boards.first().auction().toString(), QStringLiteral("P P P P"));
    QVERIFY(!read.boards.first().explicitContract());
    QCOMPARE(writeBoards(formatById(QStringLiteral("zrj")), { dealBoard() }), dealOnly);

    // A passed-out board: contract byte 0 and no calls, the form that reads back as four passes.
    Board passed = dealBoard();
    passed.setAuction(auctionOf(QStringLiteral("P P P P")));
    const QByteArray bytes = writeBoards(formatById(QStringLiteral("zrj")), { passed });
    QCOMPARE(bytes, dealOnly);
    QCOMPARE(quint8(bytes[14]), quint8(0));
    QCOMPARE(quint8(bytes[15]) & 3, 0);
    QCOMPARE(quint8(bytes[16]), quint8(18));
    read = readBytes(formatById(QStringLiteral("zrj")), bytes);
    QVERIFY(read.ok());
    QVERIFY(read.boards.first().contract()->isPassedOut());
    QCOMPARE(read.boards.first().auction().toString(), QStringLiteral("P P P P"));
}

void TestBinaryFormats::zthTargetHand()
{
    // Declarer's row when the contract is known (the example board: 4H by East).
    Board b = withTable(exampleBoard(), record0Table());
    QCOMPARE(ZthFormat::targetHand(b), Seat::East);
    // Without a contract, the hand with most known cells; West first (Pavlicek's order) on ties.
    QCOMPARE(ZthFormat::targetHand(withTable(dealBoard(), record0Table())), Seat::West);
    QCOMPARE(ZthFormat::targetHand(withTable(dealBoard(), record0Table(Seat::South))), Seat::South);
    QCOMPARE(ZthFormat::targetHand(dealBoard()), Seat::West);
}

void TestBinaryFormats::randomAccess_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : { "deals", "zbd", "zdd", "zrd", "zrj", "zth", "dx", "zbs" })
        QTest::newRow(id) << id;
}

void TestBinaryFormats::randomAccess()
{
    QFETCH(QString, id);
    const ReadResult source
        = readBytes(formatById(QStringLiteral("zrd")), sampleBytes(FirstTen) + sampleBytes(LastTen));
    QVERIFY(source.ok());
    const QByteArray bytes = writeBoards(formatById(id), source.boards);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("boards.") + formatById(id).extensions().first());
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    const ReadResult all = readBytes(formatById(id), bytes);
    QVERIFY(all.ok());
    FormatError error;
    const auto opened = formatById(id).openFile(path, &error);
    QVERIFY2(opened, qPrintable(error.toString()));
    QCOMPARE(opened->count(), qint64(20));
    for (qint64 i : { 19, 0, 10, 7 }) {
        QStringList warnings;
        const Board b = opened->board(i, &warnings);
        QVERIFY(warnings.isEmpty());
        QVERIFY(b == all.boards[int(i)]);
        QCOMPARE(b.number(), std::optional<int>(int(i) + 1)); // docs/formats.md#board-cycle: numbered by position
    }
    // The registry detects it by extension and content alike.
    const DealFormat *detected = nullptr;
    const auto viaRegistry = FormatRegistry::instance().open(path, {}, &error, &detected);
    QVERIFY2(viaRegistry, qPrintable(error.toString()));
    QCOMPARE(detected->id(), id);
}

void TestBinaryFormats::openFileKeepsCompleteRecords()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.zrd"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(sampleBytes(FirstTen) + QByteArray(5, '\x01'));
    f.close();
    FormatError error;
    // docs/formats.md#errors: the ten complete records open; the file ends inside board 11.
    const auto source = formatById(QStringLiteral("zrd")).openFile(path, &error);
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(source->count(), 10);
    QCOMPARE(source->warnings().size(), 1);
    const BoardWarning w = source->warnings().first();
    QVERIFY(w.damaged);
    QCOMPARE(w.board, qint64(10));
    QVERIFY2(w.message.contains(QStringLiteral("record 10 (byte offset 230)")), qPrintable(w.message));
    QVERIFY2(w.message.contains(QStringLiteral("ends inside board 11")), qPrintable(w.message));
}

void TestBinaryFormats::lossReports_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<Board>("board");
    QTest::addColumn<BoardContents>("lost");

    const BoardContents auctionPlay = BoardContents(BoardContent::Auction) | BoardContent::Play;
    const Board full = withResult(withTable(exampleBoard(), record0Table()), 10);
    Board alerted = withResult(exampleBoard(), 10);
    alerted.auction().calls()[3].setExplanation(QStringLiteral("forcing"));
    Board longPlay = dealBoard();
    longPlay.setAuction(auctionOf(QStringLiteral("1C P 1D P 1H P 1S P 1NT P 2C P 2D P 2H P 2S P 2NT P 3C P P P")));
    QList<Card> all;
    for (int c = 0; c < 52; ++c)
        all.append(Card::fromIndex(c));
    longPlay.setPlayedCards(all);
    Board numbered = exampleBoard();
    numbered.setNumber(257); // dealer North, vul None: board 257 of the cycle too

    // NEGATIVE: a board with auction and play written to ZBD loses exactly those (docs/formats.md#zbd: deal only).
    QTest::newRow("zbd drops auction and play") << "zbd" << exampleBoard() << auctionPlay;
    QTest::newRow("zbd drops result and table too")
        << "zbd" << full << (auctionPlay | BoardContent::Result | BoardContent::DoubleDummy);
    QTest::newRow("deals drops auction and play") << "deals" << exampleBoard() << auctionPlay;
    QTest::newRow("zbs drops auction and play") << "zbs" << exampleBoard() << auctionPlay;
    QTest::newRow("zrd keeps the table") << "zrd" << full << (auctionPlay | BoardContent::Result);
    QTest::newRow("zdd holds no deal") << "zdd" << full << (auctionPlay | BoardContent::Result | BoardContent::Deal);
    QTest::newRow("zth keeps one row") << "zth" << full
                                       << (auctionPlay | BoardContent::Result | BoardContent::DoubleDummy);
    QTest::newRow("zth one row is kept whole")
        << "zth" << withTable(dealBoard(), record0Table(Seat::East)) << BoardContents();
    QTest::newRow("dx drops result and table")
        << "dx" << full << (BoardContents(BoardContent::Result) | BoardContent::DoubleDummy);
    QTest::newRow("dx number above 255") << "dx" << numbered << BoardContents(BoardContent::Number);
    QTest::newRow("zrj keeps the example board") << "zrj" << withResult(exampleBoard(), 10) << BoardContents();
    QTest::newRow("zrj drops the table") << "zrj" << full << BoardContents(BoardContent::DoubleDummy);
    QTest::newRow("zrj drops explanations") << "zrj" << alerted << BoardContents(BoardContent::Alerts);
    QTest::newRow("zrj truncates play") << "zrj" << longPlay << BoardContents(BoardContent::Play);
    QTest::newRow("zrj number above 240") << "zrj" << numbered << BoardContents(BoardContent::Number);
    QTest::newRow("zrj keeps board 240") << "zrj" << [] {
        Board b = dealBoard();
        b.setNumberWithCycle(240);
        return b;
    }() << BoardContents();
}

void TestBinaryFormats::lossReports()
{
    QFETCH(QString, id);
    QFETCH(Board, board);
    QFETCH(BoardContents, lost);
    QCOMPARE(formatById(id).whyCannotStore(board), QString());
    QCOMPARE(int(formatById(id).lostContents(board, 0)), int(lost));
    LossReport report(formatById(id));
    report.add(board, 0);
    QCOMPARE(report.isLossless(), !lost);
    if (lost & BoardContent::Auction)
        QCOMPARE(report.count(BoardContent::Auction), 1);
    if (lost)
        QVERIFY(report.summary().startsWith(formatById(id).name()));
}

void TestBinaryFormats::unstorable_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<Board>("board");
    const Board partial = dealBoard(QStringLiteral("N:J873... AT652... Q4... K9..."));
    Board unknown = dealBoard();
    unknown.deal().setHandKnown(Seat::West, false);
    Board illegal = exampleBoard();
    illegal.auction().calls()[3] = Call::bid(1, Strain::Clubs); // insufficient after 1S
    QTest::newRow("zbd partial deal") << "zbd" << partial;
    QTest::newRow("zrd partial deal") << "zrd" << partial;
    QTest::newRow("zth partial deal") << "zth" << partial;
    QTest::newRow("zrj partial deal") << "zrj" << partial;
    QTest::newRow("deals unknown hand") << "deals" << unknown;
    QTest::newRow("zbs unknown hand") << "zbs" << unknown;
    QTest::newRow("zbs no cards") << "zbs" << Board();
    QTest::newRow("dx illegal auction") << "dx" << illegal;
}

void TestBinaryFormats::unstorable()
{
    QFETCH(QString, id);
    QFETCH(Board, board);
    QVERIFY(!formatById(id).whyCannotStore(board).isEmpty());
    FormatError error;
    const QByteArray bytes = writeBoards(formatById(id), { exampleBoard(), board }, &error);
    QCOMPARE(error.code, FormatError::Code::CannotStore);
    QCOMPARE(error.record, qint64(1));
    QVERIFY(bytes.isEmpty()); // nothing written
    LossReport report(formatById(id));
    report.add(board, 1);
    QCOMPARE(report.unstorable().size(), 1);
    QVERIFY(report.unstorableLines().first().startsWith(QStringLiteral("board 2")));
}

void TestBinaryFormats::detection_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("explicitId");
    QTest::addColumn<QString>("expected"); // empty: nothing recognises it

    QTest::newRow("unknown bytes, no extension") << QByteArray("\xff\xff\xff", 3) << "x"
                                                 << ""
                                                 << "";
    QTest::newRow("content deals") << hex(DealsExample) << ""
                                   << ""
                                   << "deals";
    QTest::newRow("content dx") << dxExample() << ""
                                << ""
                                << "dx";
    QTest::newRow("content zbs") << hex(ZbsExample) << ""
                                 << ""
                                 << "zbs";
    QTest::newRow("content zbd") << hex(ZbdExample) << ""
                                 << ""
                                 << "zbd";
    QTest::newRow("content zdd") << hex(ZddExample) << ""
                                 << ""
                                 << "zdd";
    QTest::newRow("content zrd") << sampleBytes(FirstTen) << ""
                                 << ""
                                 << "zrd";
    QTest::newRow("content zrj") << zrjExample() << ""
                                 << ""
                                 << "zrj";
    QTest::newRow("content zth") << zthExample() << ""
                                 << ""
                                 << "zth";
    QTest::newRow("extension zdd") << QByteArray(20, '\0') << "t.zdd"
                                   << ""
                                   << "zdd";
    QTest::newRow("extension deals") << QByteArray(64, '\0') << "t.deals"
                                     << ""
                                     << "deals";
    QTest::newRow("explicit zdd over extension") << sampleBytes(FirstTen) << "t.zrd"
                                                 << "zdd"
                                                 << "zdd";
}

void TestBinaryFormats::detection()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fileName);
    QFETCH(QString, explicitId);
    QFETCH(QString, expected);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    FormatError error;
    const DealFormat *f = FormatRegistry::instance().detect(&buffer, fileName, explicitId, &error);
    QCOMPARE(buffer.pos(), qint64(0));
    if (expected.isEmpty()) {
        QVERIFY(!f);
        QCOMPARE(error.code, FormatError::Code::UnknownFormat);
        return;
    }
    QVERIFY2(f, qPrintable(error.toString()));
    QCOMPARE(f->id(), expected);
}

void TestBinaryFormats::checksum_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("sum");
    // Worked by hand from docs/formats.md#checksum: little-endian u32 words summed into a u64, upper-case hex.
    QTest::newRow("empty file") << QByteArray() << "0";
    QTest::newRow("one word") << hex("01 00 00 00") << "1";
    QTest::newRow("little endian") << hex("0a 0b 0c 0d") << "D0C0B0A";
    QTest::newRow("carry past 32 bits") << hex("ff ff ff ff ff ff ff ff") << "1FFFFFFFE";
    QTest::newRow("partial word zero-padded") << hex("01 00 00 00 02 01") << "103";
}

void TestBinaryFormats::checksum()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, sum);
    QCOMPARE(PavlicekChecksum::toHex(PavlicekChecksum::ofBytes(bytes)), sum);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QCOMPARE(PavlicekChecksum::toHex(*PavlicekChecksum::ofDevice(&buffer)), sum);
}

void TestBinaryFormats::checksumStreaming()
{
    // Pieces of any size give the sum of the whole.
    const QByteArray file = sampleBytes(FirstTen);
    PavlicekChecksum whole;
    whole.add(file);
    for (int piece : { 1, 3, 5, 7, 229 }) {
        PavlicekChecksum parts;
        for (int at = 0; at < file.size(); at += piece)
            parts.add(file.mid(at, piece));
        QCOMPARE(parts.sum(), whole.sum());
    }
    // 230 bytes = 57 words + 2 bytes: the sum equals the words summed one by one.
    quint64 expected = 0;
    for (int at = 0; at < 228; at += 4)
        expected += qFromLittleEndian<quint32>(file.constData() + at);
    expected += quint8(file[228]) | quint8(file[229]) << 8;
    QCOMPARE(whole.sum(), expected);
}

void TestBinaryFormats::garbageInput_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QByteArray>("seed");
    const QByteArray zrd = sampleBytes(FirstTen);
    QTest::newRow("deals") << "deals" << hex(DealsExample) + hex(DealsExample);
    QTest::newRow("dx") << "dx" << dxExample() + dxExample();
    QTest::newRow("zbs") << "zbs" << hex(ZbsExample) + hex(ZbsExample);
    QTest::newRow("zbd") << "zbd" << zrd.left(13) + zrd.mid(23, 13);
    QTest::newRow("zdd") << "zdd" << zrd.mid(13, 10) + zrd.mid(36, 10);
    QTest::newRow("zrd") << "zrd" << zrd;
    QTest::newRow("zrj") << "zrj" << zrjExample() + zrjExample();
    QTest::newRow("zth") << "zth" << zthExample() + zthExample();
}

void TestBinaryFormats::garbageInput()
{
    // Bad input must never crash, hang or move the device in canRead(): mutate real records
    // (flipped bytes, cuts, random tails) and read them all; any outcome but a crash is fine.
    QFETCH(QString, id);
    QFETCH(QByteArray, seed);
    std::mt19937 rng(1234);
    int boards = 0;
    for (int round = 0; round < 3000; ++round) {
        QByteArray bytes = seed;
        const int flips = 1 + int(rng() % 4);
        for (int i = 0; i < flips; ++i)
            bytes[int(rng() % uint(bytes.size()))] = char(rng() & 0xff);
        if (rng() % 4 == 0)
            bytes.truncate(int(rng() % uint(bytes.size())));
        if (rng() % 8 == 0) {
            for (int i = int(rng() % 64); i > 0; --i)
                bytes.append(char(rng() & 0xff));
        }
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        formatById(id).canRead(&buffer);
        QCOMPARE(buffer.pos(), qint64(0));
        const ReadResult read = formatById(id).readAll(&buffer);
        for (const Board &b : read.boards) {
            (void)b.problems();
            (void)b.play().currentTrick();
        }
        boards += int(read.boards.size());
        if (!read.ok())
            QVERIFY(!read.error.toString().isEmpty());
    }
    QVERIFY(boards > 0);
}

QTEST_GUILESS_MAIN(TestBinaryFormats)
#include "tst_binaryformats.moc"
