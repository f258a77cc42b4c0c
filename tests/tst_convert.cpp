// Tests of kibitz-convert (app/convert), run in-process through Converter with the
// output and error streams captured, plus one run of the real executable.
#include "blockwriter.h"
#include "converter.h"

#include "formats/formatregistry.h"
#include "formats/lossreport.h"
#include "formats/recordformat.h"
#include "i18n/translationloader.h"

#include "testutil.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <new>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

using Result = ConvertResult;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

const RecordFormat *recordFormat(const QString &id)
{
    return dynamic_cast<const RecordFormat *>(FormatRegistry::instance().byId(id));
}

// Gives, for each (from, to) pair of hand codes, the first card of hand from in the 13 ZBD
// bytes at @p zbd to hand to (docs/formats.md#zbd: 2 bits per card, 0 West 1 North 2 East 3 South).
void moveCards(char *zbd, const QList<QPair<int, int>> &moves)
{
    for (const auto &[from, to] : moves) {
        for (int p = 0; p < 52; ++p) {
            const int shift = 2 * (p & 3);
            if (((zbd[p >> 2] >> shift) & 3) == from) {
                zbd[p >> 2] = char((zbd[p >> 2] & ~(3 << shift)) | (to << shift));
                break;
            }
        }
    }
}

bool canWrite(const char *id)
{
    const DealFormat *f = FormatRegistry::instance().byId(QString::fromLatin1(id));
    return f && f->canWrite();
}

} // namespace

class TestConvert : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void usageErrors_data();
    void usageErrors();
    void optionForms_data();
    void optionForms();
    void unreadableInput();
    void listFormats();
    void checksum();
    void zrdToDealsNeedsForce();
    void zrdRoundTrip();
    void zrjUnknownResults_data();
    void zrjUnknownResults();
    void boardRange();
    void recordLane();
    void recordLaneMalformed();
    void damagedTextBoards();
    void laneTranscode_data();
    void laneTranscode();
    void laneThreadsAgree_data();
    void laneThreadsAgree();
    void blockWriter();
    void pbnToZbdListsLosses();
    void malformedInputIsLocated();
    void damagedBoardsNeedForce();
    void nothingWrittenOnFailure();
    void solveAndVerify();
    void matrix_data();
    void matrix();
    void executableExitStatus();
};

void TestConvert::initTestCase()
{
    // English plural forms ("10 double-dummy tables") come from the English catalogue.
    QVERIFY(TranslationLoader::install(QLocale(QLocale::English)));
}

void TestConvert::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no arguments") << QStringList() << "give at least one input and the output";
    QTest::newRow("one file only") << QStringList { QStringLiteral("a.pbn") }
                                   << "give at least one input and the output";
    QTest::newRow("unknown option") << QStringList { QStringLiteral("--fast"), QStringLiteral("a"),
        QStringLiteral("b") } << "unknown option '--fast'";
    QTest::newRow("unknown --to") << QStringList { QStringLiteral("--to"), QStringLiteral("xyz"), QStringLiteral("a"),
        QStringLiteral("b") } << "unknown format 'xyz'";
    QTest::newRow("bad range") << QStringList { QStringLiteral("--boards"), QStringLiteral("9-3"), QStringLiteral("a"),
        QStringLiteral("b") } << "'9-3' is not a board range";
    QTest::newRow("two modes") << QStringList { QStringLiteral("--info"), QStringLiteral("--checksum"),
        QStringLiteral("a") } << "choose one of";
    QTest::newRow("stdout without --to") << QStringList { QStringLiteral("a.pbn"), QStringLiteral("-") }
                                         << "standard output needs --to";
    QTest::newRow("unknown output extension")
        << QStringList { QStringLiteral("a.pbn"), QStringLiteral("out.xyz") } << "cannot tell the format of 'out.xyz'";
}

void TestConvert::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = convert(args);
    QCOMPARE(r.status, int(ExitStatus::UsageError));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("Usage:")));
}

void TestConvert::optionForms_data()
{
    // The forms of an option QCommandLineParser reads (commandline.h). The checksum is that of checksum() below.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("text"); // in standard output on success, else in standard error
    const QString zrd = samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    const int usage = int(ExitStatus::UsageError);
    QTest::newRow("negative: a switch given a value") << QStringList { QStringLiteral("--force=1"), zrd,
        QStringLiteral("b.pbn") } << usage << "unknown option '--force=1'";
    QTest::newRow("negative: an unknown option with one dash")
        << QStringList { QStringLiteral("-fast"), zrd, QStringLiteral("b.pbn") } << usage << "unknown option '-fast'";
    QTest::newRow("negative: a value missing at the end") << QStringList { zrd, QStringLiteral("b.pbn"),
        QStringLiteral("--boards") } << usage << "--boards needs a range A-B";
    QTest::newRow("negative: a bad value after '='") << QStringList { QStringLiteral("--boards=9-3"), zrd,
        QStringLiteral("b.pbn") } << usage << "'9-3' is not a board range";
    QTest::newRow("value after '='") << QStringList { QStringLiteral("--checksum"), QStringLiteral("--from=zrd"), zrd }
                                     << 0 << "193374C3C7  ";
    QTest::newRow("option after the files") << QStringList { zrd, QStringLiteral("--checksum") } << 0 << "193374C3C7  ";
    QTest::newRow("'--' ends the options")
        << QStringList { QStringLiteral("--checksum"), QStringLiteral("--"), zrd } << 0 << "193374C3C7  ";
    QTest::newRow("one dash for a long option")
        << QStringList { QStringLiteral("-checksum"), zrd } << 0 << "193374C3C7  ";
    QTest::newRow("-h") << QStringList { QStringLiteral("-h") } << 0 << "Usage:";
    QTest::newRow("--help beside an unknown option")
        << QStringList { QStringLiteral("--fast"), QStringLiteral("--help") } << 0 << "Usage:";
}

void TestConvert::optionForms()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QFETCH(QString, text);
    const Result r = convert(args);
    QCOMPARE(r.status, status);
    QVERIFY2((status == 0 ? r.out : r.err).contains(text), qPrintable(r.out + r.err));
}

void TestConvert::unreadableInput()
{
    const Result r = convert({ QStringLiteral("--info"), QStringLiteral("/nonexistent/deals.zrd") });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/deals.zrd")), qPrintable(r.err));
}

void TestConvert::listFormats()
{
    const Result r = convert({ QStringLiteral("--list-formats") });
    QCOMPARE(r.status, 0);
    // Every id the issues name is listed.
    for (const char *id : { "deals", "dx", "zbs", "zbd", "zdd", "zrd", "zrj", "zth", "gib", "dup", "bri", "dge",
             "dup-machine", "bri-machine", "dge-machine", "pbn", "lin", "json" })
        QVERIFY2(r.out.contains(QStringLiteral("\n%1 ").arg(QString::fromLatin1(id))), id);
}

void TestConvert::checksum()
{
    // Expected sums computed independently with Python:
    //   b = open(f,'rb').read(); b += b'\0' * (-len(b) % 4); '%X' % sum(struct.unpack('<%dI' % (len(b)//4), b))
    const Result r
        = convert({ QStringLiteral("--checksum"), samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")),
            samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10Last.zrd")) });
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].startsWith(QStringLiteral("193374C3C7  ")));
    QVERIFY(lines[1].startsWith(QStringLiteral("1A23E92C23  ")));
}

void TestConvert::zrdToDealsNeedsForce()
{
    if (!canWrite("deals"))
        QSKIP("the .deals codec has not landed");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("ten.deals"));
    const QString zrd = samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    // .deals holds no double-dummy tables: the 10 ZRD records' tables would be lost.
    Result r = convert({ zrd, out });
    QCOMPARE(r.status, int(ExitStatus::WouldDropData));
    QVERIFY2(r.err.contains(QStringLiteral("10 double-dummy tables")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    r = convert({ QStringLiteral("--force"), zrd, out });
    QCOMPARE(r.status, 0);
    QCOMPARE(QFileInfo(out).size(), 10 * 32); // docs/formats.md#deals: 32 bytes per record
}

void TestConvert::zrjUnknownResults_data()
{
    QTest::addColumn<bool>("known");
    QTest::newRow("negative: results known") << true;
    QTest::newRow("results unknown") << false;
}

void TestConvert::zrjUnknownResults()
{
    // ZRJ stores a contract with its tricks (docs/formats.md#zrj); a board with a contract and
    // no result would be written as 0 tricks, so that is a loss the report names and --force must allow.
    QFETCH(bool, known);
    Board b = exampleBoard(); // 4H by East, no result (docs/formats.md#example-board)
    b.setPlayedCards({});
    if (known)
        b.setResult(10);
    Board second = b;
    second.setNumberWithCycle(2);
    QTemporaryDir dir;
    const QString pbn = dir.filePath(QStringLiteral("club.pbn"));
    const QString zrj = dir.filePath(QStringLiteral("club.zrj"));
    QVERIFY(writeFile(pbn, writeBoards(*FormatRegistry::instance().byId(u"pbn"), { b, second })));
    Result r = convert({ pbn, zrj });
    if (known) {
        QVERIFY2(!r.err.contains(QStringLiteral("unknown")), qPrintable(r.err));
        return;
    }
    QCOMPARE(r.status, int(ExitStatus::WouldDropData));
    // "2 board(s)" until the catalogues hold the new text.
    QVERIFY2(r.err.contains(QStringLiteral("results of 2 board")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("0 tricks")), qPrintable(r.err));
    QVERIFY(!QFile::exists(zrj));
    r = convert({ QStringLiteral("--force"), pbn, zrj });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY(QFile::exists(zrj));
}

void TestConvert::zrdRoundTrip()
{
    if (!canWrite("zrd") || !canWrite("pbn"))
        QSKIP("the ZRD and PBN codecs have not both landed");
    // ZRD -> PBN -> ZRD gives back the same bytes: PBN holds the deal and the DD table.
    QTemporaryDir dir;
    const QString zrd = samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10Last.zrd"));
    const QString pbn = dir.filePath(QStringLiteral("last.pbn"));
    const QString back = dir.filePath(QStringLiteral("back.zrd"));
    Result r = convert({ zrd, pbn });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = convert({ pbn, back });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(fileBytes(back), fileBytes(zrd));
}

void TestConvert::boardRange()
{
    if (!canWrite("zrd"))
        QSKIP("the ZRD codec has not landed");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("part.zrd"));
    const QString zrd = samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    // ZRD stores no board numbers: boards 3-5 would become 1-3, so the converter asks first.
    Result r = convert({ QStringLiteral("--boards"), QStringLiteral("3-5"), zrd, out });
    QCOMPARE(r.status, int(ExitStatus::WouldDropData));
    QVERIFY2(r.err.contains(QStringLiteral("the numbers of 3 boards")), qPrintable(r.err));
    r = convert({ QStringLiteral("--force"), QStringLiteral("--boards"), QStringLiteral("3-5"), zrd, out });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    // Records 2-4 (23 bytes each, docs/formats.md#zrd) are boards 3-5.
    QCOMPARE(fileBytes(out), fileBytes(zrd).mid(2 * 23, 3 * 23));
}

void TestConvert::recordLane()
{
    // ZRD -> ZBD and ZRD -> .deals take the record lane (no Board is built). Expected bytes:
    // a ZRD record is its ZBD record plus 10 ZDD bytes (docs/formats.md#zrd), and the .deals form of
    // record 0 is the worked example in docs/formats.md#deals.
    QTemporaryDir dir;
    const QString zrd = samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    const QByteArray records = fileBytes(zrd);
    const QString zbd = dir.filePath(QStringLiteral("ten.zbd"));
    Result r = convert({ QStringLiteral("--force"), zrd, zbd });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("10 double-dummy tables")), qPrintable(r.err));
    QByteArray expected;
    for (int i = 0; i < 10; ++i)
        expected += records.mid(i * 23, 13);
    QCOMPARE(fileBytes(zbd), expected);
    const QString deals = dir.filePath(QStringLiteral("ten.deals"));
    r = convert({ QStringLiteral("--force"), zrd, deals });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(fileBytes(deals).left(32),
        QByteArray::fromHex("0109831408310100"
                            "002048c2c28c0800"
                            "7610302101020200"
                            "88c6040834400400"));
    // And back: .deals -> ZBD gives the same ZBD records.
    const QString zbd2 = dir.filePath(QStringLiteral("back.zbd"));
    r = convert({ deals, zbd2 });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(fileBytes(zbd2), expected);
}

void TestConvert::recordLaneMalformed()
{
    // Record 1's first ZDD byte (offset 23 + 13 = 36) made 0xEE: nibble 14 is malformed (docs/formats.md#zdd).
    QTemporaryDir dir;
    QByteArray bytes = fileBytes(samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")));
    bytes[36] = char(0xee);
    const QString bad = dir.filePath(QStringLiteral("bad.zrd"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    const QString out = dir.filePath(QStringLiteral("out.zbd"));
    // Without --force: nothing written, exit 1, the damaged board named and counted (a damaged board is never passed
    // off as whole).
    Result r = convert({ bad, out });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("record 1 (byte offset 36)")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("1 damaged board")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    // With --force: every board converted, the damage a located warning. The damaged record's deal
    // (its ZBD part, docs/formats.md#zrd) was read whole, so all ten ZBD records are the input's.
    r = convert({ QStringLiteral("--force"), bad, out });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("record 1 (byte offset 36)")), qPrintable(r.err));
    QByteArray expected;
    for (int i = 0; i < 10; ++i)
        expected += bytes.mid(i * 23, 13);
    QCOMPARE(fileBytes(out), expected);
}

void TestConvert::damagedTextBoards()
{
    // Two damaged LIN boards among three (docs/formats.md#lin: an insufficient call, a card not
    // held): --validate names both; a conversion without --force refuses, naming both; with --force
    // every board is converted (exit 0) and the damage is on stderr.
    const QString md = QStringLiteral("md|3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,|");
    const QString text = QStringLiteral("qx|o1|") + md + QStringLiteral("mb|1S|mb|1H|\n") + QStringLiteral("qx|o2|")
        + md + QStringLiteral("mb|p|\n") + QStringLiteral("qx|o3|") + md
        + QStringLiteral("mb|p|mb|1S|mb|p|mb|1N|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pc|SA|\n");
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("damaged.lin"));
    QVERIFY(writeFile(input, text.toUtf8()));
    Result r = convert({ QStringLiteral("--validate"), input });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("board 1: damaged: line 1, column ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("board 3: damaged: line 3, column ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("2 damaged boards")), qPrintable(r.err));
    r = convert({ QStringLiteral("--info"), input });
    QVERIFY2(r.out.contains(QStringLiteral("damaged boards: 2")), qPrintable(r.out));

    const QString out = dir.filePath(QStringLiteral("out.pbn"));
    r = convert({ input, out });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("2 damaged boards")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("damaged.lin board 1, "))
            && r.err.contains(QStringLiteral("damaged.lin board 3")),
        qPrintable(r.err));
    QVERIFY(!QFile::exists(out));

    r = convert({ QStringLiteral("--force"), QStringLiteral("--to"), QStringLiteral("pbn"), input, out });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("board 3: damaged:")), qPrintable(r.err));
    const ReadResult back = readBytes(*FormatRegistry::instance().byId(QStringLiteral("pbn")), fileBytes(out));
    QVERIFY2(back.ok(), qPrintable(back.error.toString()));
    QCOMPARE(back.boards.size(), 3);
    QCOMPARE(back.boards[0].auction().toString(), QStringLiteral("1S"));
    QCOMPARE(back.boards[2].auction().contract()->toString(), QStringLiteral("4H"));
    QVERIFY(back.boards[2].playedCards().isEmpty());
}

void TestConvert::laneTranscode_data()
{
    // The lane stops before the first record the full codec must see; byte offsets are those of
    // docs/formats.md#zrd (23-byte ZRD records: 13 ZBD bytes, then 10 ZDD bytes).
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("changedByte");
    QTest::addColumn<int>("value"); // XORed into the byte
    QTest::addColumn<int>("taken");
    QTest::newRow("separator at record 3 stops the lane") << "zbd" << 3 * 23 << -1 << 3;
    QTest::newRow("nibble 14 at record 1 stops the lane") << "zbd" << 23 + 13 << -2 << 1;
    // Flipping the low bit of position 0 (the spade ace) moves it to another hand: 12 and 14 cards.
    QTest::newRow("12 and 14 cards at record 5 stop the lane") << "deals" << 5 * 23 << 0x01 << 5;
    // A West card to South, a North and an East card to West: 14, 12, 12, 14 cards, where
    // North + South and East + South still hold 26.
    QTest::newRow("14-12-12-14 at record 7 stops the lane") << "zrd" << 7 * 23 << -3 << 7;
    QTest::newRow("ZRD -> ZBD") << "zbd" << -1 << 0 << 10;
    QTest::newRow("ZRD -> .deals") << "deals" << -1 << 0 << 10;
    QTest::newRow("ZRD -> ZRD") << "zrd" << -1 << 0 << 10;
}

void TestConvert::laneTranscode()
{
    QFETCH(QString, target);
    QFETCH(int, changedByte);
    QFETCH(int, value);
    QFETCH(int, taken);
    QByteArray bytes = fileBytes(samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")));
    QCOMPARE(bytes.size(), 10 * 23);
    if (changedByte >= 0 && value == -1)
        bytes.replace(changedByte, 4, QByteArray(4, '\0')); // a separator (docs/formats.md#zbd)
    else if (changedByte >= 0 && value == -2)
        bytes[changedByte] = char(0xee);
    else if (changedByte >= 0 && value == -3)
        moveCards(bytes.data() + changedByte, { { 0, 3 }, { 1, 0 }, { 2, 0 } });
    else if (changedByte >= 0)
        bytes[changedByte] = char(bytes[changedByte] ^ value);
    const RecordFormat *zrd = recordFormat(QStringLiteral("zrd"));
    const RecordFormat *out = recordFormat(target);
    QVERIFY(zrd && out && zrd->hasDealLane() && out->hasDealLane());
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    QByteArray lane(10 * out->recordSize(), '\0');
    qint64 tables = 0;
    QCOMPARE(zrd->transcodeDealRecords(data, 10, *out, reinterpret_cast<uchar *>(lane.data()), &tables), taken);
    // Every record of rpdd_10First.zrd has a table (zrdToDealsNeedsForce: "10 double-dummy tables").
    QCOMPARE(tables, taken);
    // The full codec is the reference for every record the lane took.
    for (int i = 0; i < taken; ++i) {
        RecordFormat::RecordIssues issues;
        const Board board = zrd->decodeAt(data + i * 23, i, &issues);
        QVERIFY(issues.error.isEmpty());
        QByteArray expected(out->recordSize(), '\0');
        out->encodeRecord(board, reinterpret_cast<uchar *>(expected.data()));
        QCOMPARE(lane.mid(i * out->recordSize(), out->recordSize()), expected);
        if (target == u"zbd") // docs/formats.md#zrd: a ZRD record starts with its ZBD record
            QCOMPARE(lane.mid(i * 13, 13), bytes.mid(i * 23, 13));
    }
    // And back from the target's own records, where the target's lane reads them.
    if (taken == 10) {
        QByteArray again(10 * 23, '\0');
        qint64 none = 0;
        QCOMPARE(out->transcodeDealRecords(reinterpret_cast<const uchar *>(lane.constData()), 10, *zrd,
                     reinterpret_cast<uchar *>(again.data()), &none),
            qint64(10));
        for (int i = 0; i < 10; ++i)
            QCOMPARE(again.mid(i * 23, 13), bytes.mid(i * 23, 13));
    }
}

void TestConvert::laneThreadsAgree_data()
{
    // A ZRD file of 700,000 records (rpdd_10First.zrd repeated) spans several of the lane's
    // blocks of about 4 MiB of output (319,488 records to ZBD, 180,224 to ZRD, 131,072 to .deals),
    // each shared out between the threads in chunks of 4,096. Damaged records sit at and beside
    // chunk and block boundaries and inside chunks. Expected: the output and every message of one
    // thread, byte for byte; for ZBD and ZRD also each record kept (docs/formats.md#zrd: a ZRD record
    // starts with its ZBD record).
    QTest::addColumn<QString>("target");
    QTest::addColumn<QList<int>>("separators");
    QTest::addColumn<int>("malformed"); // a record whose first ZDD byte becomes 0xEE, or -1
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("status");
    QTest::newRow("malformed table after a separator") << "zbd" << QList<int> { 100 } << 100000 << QStringList() << 0;
    QTest::newRow("malformed table inside a chunk") << "deals" << QList<int> {} << 70000 << QStringList() << 0;
    QTest::newRow("malformed table at a chunk's start") << "zrd" << QList<int> {} << 98304 << QStringList() << 0;
    QTest::newRow("plain ZRD -> ZBD") << "zbd" << QList<int> {} << -1 << QStringList() << 0;
    QTest::newRow("separators around chunks and blocks -> ZBD")
        << "zbd" << QList<int> { 5, 4095, 4096, 8193, 40000, 319487, 319488, 638976, 699999 } << -1 << QStringList()
        << 0;
    QTest::newRow("separators -> .deals")
        << "deals" << QList<int> { 0, 32768, 70000, 131071, 131072 } << -1 << QStringList() << 0;
    QTest::newRow("separators -> ZRD") << "zrd" << QList<int> { 1, 2, 3, 98305, 180223, 180224 } << -1 << QStringList()
                                       << 0;
    QTest::newRow("board range across blocks")
        << "zbd" << QList<int> { 300000, 330000 } << -1
        << QStringList { QStringLiteral("--boards"), QStringLiteral("290000-650000") } << 0;
}

void TestConvert::laneThreadsAgree()
{
    QFETCH(QString, target);
    QFETCH(QList<int>, separators);
    QFETCH(int, malformed);
    QFETCH(QStringList, options);
    QFETCH(int, status);
    constexpr int Records = 700000;
    const QByteArray ten = fileBytes(samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")));
    QByteArray bytes = ten.repeated(Records / 10);
    for (int r : separators)
        bytes.replace(r * 23, 4, QByteArray(4, '\0')); // docs/formats.md#zbd: first 4 bytes zero
    if (malformed >= 0)
        bytes[malformed * 23 + 13] = char(0xee); // docs/formats.md#zdd: nibble 14 is malformed
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("big.zrd"));
    QVERIFY(writeFile(input, bytes));
    const QString ext = recordFormat(target)->extensions().first();
    const QString one = dir.filePath(QStringLiteral("one.") + ext);
    const QString two = dir.filePath(QStringLiteral("two.") + ext);
    const QStringList args = QStringList { QStringLiteral("--force") } + options;
    const Result r1 = convert(args + QStringList { input, one }, 1);
    const Result r2 = convert(args + QStringList { input, two }, 2);
    QCOMPARE(r1.status, status);
    QCOMPARE(r2.status, status);
    QCOMPARE(r2.err, r1.err); // messages name the input, never the output
    QCOMPARE(QFile::exists(two), status == 0);
    QCOMPARE(fileBytes(two), fileBytes(one));
    if (malformed >= 0) {
        const QString where
            = QStringLiteral("record %1 (byte offset %2)").arg(malformed).arg(qint64(malformed) * 23 + 13);
        QVERIFY2(r2.err.contains(where), qPrintable(r2.err));
    }
    if (status == 0 && target != u"deals") {
        int first = 0;
        int last = Records;
        if (!options.isEmpty()) {
            first = 290000 - 1;
            last = 650000;
        }
        QByteArray expected;
        for (int i = first; i < last; ++i) {
            if (i == malformed && target == u"zrd") // a damaged board: its deal kept, its table unknown
                expected += bytes.mid(i * 23, 13) + QByteArray(10, char(0xff));
            else if (!separators.contains(i))
                expected += bytes.mid(i * 23, target == u"zbd" ? 13 : 23);
        }
        QCOMPARE(fileBytes(two).size(), expected.size());
        QVERIFY(fileBytes(two) == expected);
    }
}

void TestConvert::blockWriter()
{
    // BlockWriter writes a file with O_DIRECT where the file system allows it and must fall back
    // to the page cache, losing nothing, when a write does not suit direct I/O (here a buffer at
    // an odd address). Expected: the bytes given, in order; the same through a QIODevice.
    QByteArray data(3 * 4096 + 100, '\0');
    for (int i = 0; i < data.size(); ++i)
        data[i] = char(i * 7 + i / 4096);
    // An aligned copy (and one byte more, for the odd address).
    auto *aligned = static_cast<uchar *>(::operator new[](data.size() + 4096, std::align_val_t(4096)));
    std::memcpy(aligned, data.constData(), size_t(data.size()));
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("out.bin")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    {
        BlockWriter writer(&file, file.handle());
        QVERIFY(writer.write(aligned, 4096));
        std::memmove(aligned + 4097, aligned + 4096, size_t(data.size() - 4096)); // the rest at an odd address
        QVERIFY(writer.write(aligned + 4097, 2 * 4096));
        QVERIFY(writer.finish(aligned + 4097 + 2 * 4096, 100));
    }
    file.close();
    QVERIFY(fileBytes(file.fileName()) == data);

    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    BlockWriter toDevice(&buffer, -1);
    QVERIFY(!toDevice.wantsAlignedBlocks());
    QVERIFY(toDevice.write(aligned + 4097, 2 * 4096));
    QVERIFY(toDevice.finish(aligned + 4097 + 2 * 4096, 100));
    QVERIFY(buffer.data() == data.mid(4096));
    ::operator delete[](aligned, std::align_val_t(4096));
}

void TestConvert::pbnToZbdListsLosses()
{
    if (!canWrite("zbd") || !FormatRegistry::instance().byId(QStringLiteral("pbn"))->canWrite())
        QSKIP("the ZBD and PBN codecs have not both landed");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sample.zbd"));
    // The bundled sample's board 1 has an auction, play, a result and a DD table (resources/samples).
    const Result r = convert({ BundledSamplePath, out });
    QCOMPARE(r.status, int(ExitStatus::WouldDropData));
    QVERIFY2(r.err.contains(QStringLiteral("the auctions of")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("the play of")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestConvert::malformedInputIsLocated()
{
    if (!FormatRegistry::instance().byId(QStringLiteral("zrd"))->canWrite())
        QSKIP("the ZRD codec has not landed");
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.zrd"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(fileBytes(samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"))).left(23 * 2 + 5));
    f.close();
    const Result r = convert({ QStringLiteral("--validate"), bad });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    // Two whole records, then 5 trailing bytes at offset 46.
    QVERIFY2(r.err.contains(QStringLiteral("bad.zrd")) && r.err.contains(QStringLiteral("46")), qPrintable(r.err));
}

void TestConvert::damagedBoardsNeedForce()
{
    // A bad game never costs the rest of the file: the second of three games has an illegal call (Law 18: 1H is
    // insufficient after 1S).
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("damaged.pbn"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Board \"1\"]\n[Auction \"N\"]\n1NT AP\n\n[Board \"2\"]\n[Auction \"E\"]\n1S 1H\n\n"
            "[Board \"3\"]\n[Auction \"S\"]\nAP\n");
    f.close();
    const Result validated = convert({ QStringLiteral("--validate"), in });
    QCOMPARE(validated.status, int(ExitStatus::InvalidInput));
    QVERIFY2(validated.err.contains(QStringLiteral("board 2: damaged: line 7, column 4")), qPrintable(validated.err));
    const QString out = dir.filePath(QStringLiteral("out.pbn"));
    const Result refused = convert({ in, out });
    QCOMPARE(refused.status, int(ExitStatus::InvalidInput));
    QVERIFY2(refused.err.contains(QStringLiteral("1 damaged board in the input")), qPrintable(refused.err));
    QVERIFY(!QFile::exists(out));
    const Result forced = convert({ QStringLiteral("--force"), in, out });
    QCOMPARE(forced.status, int(ExitStatus::Success));
    QCOMPARE(fileBytes(out).count("[Board "), 3);
}

void TestConvert::nothingWrittenOnFailure()
{
    if (!canWrite("deals"))
        QSKIP("the .deals codec has not landed");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("keep.deals"));
    QFile f(out);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("old contents");
    f.close();
    const Result r = convert({ QStringLiteral("/nonexistent.zrd"), out });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    QCOMPARE(fileBytes(out), QByteArray("old contents"));
}

void TestConvert::solveAndVerify()
{
    // Pavlicek's tables are the expected values: strip them (ZRD -> .deals), solve again with
    // --solve (.deals -> ZRD), and the ZRD records come back byte for byte.
    QTemporaryDir dir;
    const QString zrd = samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    const QString deals = dir.filePath(QStringLiteral("three.deals"));
    Result r = convert({ QStringLiteral("--force"), QStringLiteral("--boards"), QStringLiteral("1-3"), zrd, deals });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString solved = dir.filePath(QStringLiteral("solved.zrd"));
    r = convert({ QStringLiteral("--solve"), deals, solved });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(fileBytes(solved), fileBytes(zrd).left(3 * 23));

    // --verify: record 1's first ZDD byte (offset 23 + 13) holds NT by West (low nibble) and NT by
    // North (high nibble); add one trick to West's and the disagreement is reported.
    QByteArray bytes = fileBytes(zrd).left(3 * 23);
    bytes[36] = char((bytes[36] & 0xf0) | ((bytes[36] & 0x0f) + 1));
    const QString bad = dir.filePath(QStringLiteral("bad.zrd"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    const QString out = dir.filePath(QStringLiteral("out.pbn"));
    r = convert({ QStringLiteral("--solve"), QStringLiteral("--verify"), bad, out });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("board 2: NT by West: the file says")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    r = convert({ QStringLiteral("--verify"), bad, out });
    QCOMPARE(r.status, int(ExitStatus::UsageError));
}

void TestConvert::matrix_data()
{
    // Every readable sample kind x every writable format. The source of truth for each cell is the
    // input file itself: whatever the target keeps must read back equal to what was read.
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("target");
    const QStringList inputs = {
        QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"), // deal + DD
        QStringLiteral("dominicprice_endplay/lin_example1.lin"), // auction, alerts, play, names
        QStringLiteral("richardschneider_pbn/Schiphol.pbn"), // notes, play, event
        QStringLiteral("dds-bridge_ddd/test.gib"), // partial deals, options
        QStringLiteral("emkael_deal-convert/test.dup"), // machine file
        QStringLiteral("emkael_deal-convert/test.pbn"), // DD tables by key
    };
    for (const QString &input : inputs) {
        for (const DealFormat *f : FormatRegistry::instance().writableFormats()) {
            QTest::addRow("%s -> %s", qPrintable(QFileInfo(input).fileName()), qPrintable(f->id())) << input << f->id();
        }
    }
}

void TestConvert::matrix()
{
    QFETCH(QString, input);
    QFETCH(QString, target);
    const FormatRegistry &registry = FormatRegistry::instance();
    const DealFormat *out = registry.byId(target);
    const QString inPath = samplePath(input);
    FormatError error;
    const DealFormat *in = nullptr;
    auto source = registry.open(inPath, {}, &error, &in);
    QVERIFY2(source, qPrintable(error.toString()));

    // What the converter must say, computed from the codecs' own reports.
    LossReport expected(*out);
    for (qint64 i = 0; i < source->count(); ++i)
        expected.add(source->board(i), i);

    QTemporaryDir dir;
    const QString outPath = dir.filePath(QStringLiteral("out.") + out->extensions().first());
    Result r = convert({ QStringLiteral("--to"), target, inPath, outPath });
    if (expected.isLossless()) {
        QVERIFY2(r.status == 0, qPrintable(r.err));
    } else {
        QCOMPARE(r.status, int(ExitStatus::WouldDropData));
        QVERIFY(!QFile::exists(outPath));
        r = convert({ QStringLiteral("--force"), QStringLiteral("--to"), target, inPath, outPath });
        QVERIFY2(r.status == 0, qPrintable(r.err));
    }

    // Read back: the boards the target could store, with every part it holds unchanged.
    FormatError backError;
    auto back = out->openFile(outPath, &backError);
    QVERIFY2(back, qPrintable(backError.toString()));
    const BoardContents caps = out->capabilities();
    qint64 j = 0;
    for (qint64 i = 0; i < source->count(); ++i) {
        const Board original = source->board(i);
        if (!out->whyCannotStore(original).isEmpty())
            continue;
        QVERIFY2(j < back->count(), "fewer boards read back than were storable");
        const Board copy = back->board(j++);
        const BoardContents lost = out->lostContents(original, j - 1);
        if (caps & (BoardContent::Deal | BoardContent::PartialDeal))
            QCOMPARE(copy.deal().toString(), original.deal().toString());
        if (target == u"zrj" && original.auction().isEmpty() && !original.contract()) {
            // docs/formats.md#zrj: contract byte 0 without calls is passed out, so a board with
            // neither auction nor contract reads back as Pass Pass Pass Pass.
            QCOMPARE(copy.auction().toString(), QStringLiteral("P P P P"));
        } else if ((caps & BoardContent::Auction) && !(lost & BoardContent::Auction)) {
            QCOMPARE(copy.auction().size(), original.auction().size());
            for (int k = 0; k < copy.auction().size(); ++k) {
                const Call &a = copy.auction().calls()[k];
                const Call &b = original.auction().calls()[k];
                QVERIFY(a.sameCall(b));
                if (!(lost & BoardContent::Alerts)) {
                    QCOMPARE(a.isAlerted(), b.isAlerted());
                    QCOMPARE(a.explanation(), b.explanation());
                }
            }
        }
        if ((caps & BoardContent::Play) && !(lost & BoardContent::Play))
            QCOMPARE(copy.playedCards(), original.playedCards());
        if ((caps & BoardContent::DoubleDummy) && !(lost & BoardContent::DoubleDummy))
            QVERIFY(copy.doubleDummy() == original.doubleDummy());
        if ((caps & BoardContent::Names) && !(lost & BoardContent::Names))
            QCOMPARE(copy.player(Seat::North), original.player(Seat::North));
    }
    QCOMPARE(j, back->count());
}

void TestConvert::executableExitStatus()
{
    QProcess p;
    p.start(QStringLiteral(KIBITZ_CONVERT), { QStringLiteral("--bogus") });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 2);
    p.start(QStringLiteral(KIBITZ_CONVERT),
        { QStringLiteral("--checksum"), samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")) });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().startsWith("193374C3C7"));
}

QTEST_GUILESS_MAIN(TestConvert)
#include "tst_convert.moc"
