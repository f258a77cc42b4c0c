// Tests of kibitz-convert (app/convert), run in-process through Converter with the
// output and error streams captured, plus one run of the real executable.
#include "converter.h"

#include "formats/formatregistry.h"
#include "formats/lossreport.h"
#include "i18n/translationloader.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Kibitz;

namespace {

const QString Samples = QStringLiteral(KIBITZ_TEST_DATA "/samples");

struct Result
{
    int status = -1;
    QString out;
    QString err;
};

Result convert(const QStringList &args)
{
    QBuffer out;
    QBuffer err;
    out.open(QIODevice::WriteOnly);
    err.open(QIODevice::WriteOnly);
    Converter converter(&out, &err);
    Result r;
    r.status = converter.run(args);
    r.out = QString::fromUtf8(out.data());
    r.err = QString::fromUtf8(err.data());
    return r;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
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
    void unreadableInput();
    void listFormats();
    void checksum();
    void zrdToDealsNeedsForce();
    void zrdRoundTrip();
    void boardRange();
    void recordLane();
    void recordLaneMalformed();
    void pbnToZbdListsLosses();
    void malformedInputIsLocated();
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
    QTest::newRow("one file only") << QStringList{QStringLiteral("a.pbn")} << "give at least one input and the output";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--fast"), QStringLiteral("a"), QStringLiteral("b")}
                                    << "unknown option '--fast'";
    QTest::newRow("unknown --to") << QStringList{QStringLiteral("--to"), QStringLiteral("xyz"), QStringLiteral("a"),
                                                 QStringLiteral("b")}
                                  << "unknown format 'xyz'";
    QTest::newRow("bad range") << QStringList{QStringLiteral("--boards"), QStringLiteral("9-3"), QStringLiteral("a"),
                                              QStringLiteral("b")}
                               << "'9-3' is not a board range";
    QTest::newRow("two modes") << QStringList{QStringLiteral("--info"), QStringLiteral("--checksum"), QStringLiteral("a")}
                               << "choose one of";
    QTest::newRow("stdout without --to") << QStringList{QStringLiteral("a.pbn"), QStringLiteral("-")}
                                         << "standard output needs --to";
    QTest::newRow("unknown output extension") << QStringList{QStringLiteral("a.pbn"), QStringLiteral("out.xyz")}
                                              << "cannot tell the format of 'out.xyz'";
}

void TestConvert::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = convert(args);
    QCOMPARE(r.status, int(Converter::UsageError));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("Usage:")));
}

void TestConvert::unreadableInput()
{
    const Result r = convert({QStringLiteral("--info"), QStringLiteral("/nonexistent/deals.zrd")});
    QCOMPARE(r.status, int(Converter::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/deals.zrd")), qPrintable(r.err));
}

void TestConvert::listFormats()
{
    const Result r = convert({QStringLiteral("--list-formats")});
    QCOMPARE(r.status, 0);
    // Every id the issues name is listed.
    for (const char *id : {"deals", "dx", "zbs", "zbd", "zdd", "zrd", "zrj", "zth", "gib", "dup", "bri", "dge",
                           "dup-machine", "bri-machine", "dge-machine", "pbn", "lin", "json"})
        QVERIFY2(r.out.contains(QStringLiteral("\n%1 ").arg(QString::fromLatin1(id))), id);
}

void TestConvert::checksum()
{
    // Expected sums computed independently with Python:
    //   b = open(f,'rb').read(); b += b'\0' * (-len(b) % 4); '%X' % sum(struct.unpack('<%dI' % (len(b)//4), b))
    const Result r = convert({QStringLiteral("--checksum"), Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd"),
                              Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10Last.zrd")});
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
    const QString zrd = Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd");
    // .deals holds no double-dummy tables: the 10 ZRD records' tables would be lost.
    Result r = convert({zrd, out});
    QCOMPARE(r.status, int(Converter::WouldDropData));
    QVERIFY2(r.err.contains(QStringLiteral("10 double-dummy tables")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    r = convert({QStringLiteral("--force"), zrd, out});
    QCOMPARE(r.status, 0);
    QCOMPARE(QFileInfo(out).size(), 10 * 32); // FORMATS.md: 32 bytes per .deals record
}

void TestConvert::zrdRoundTrip()
{
    if (!canWrite("zrd") || !canWrite("pbn"))
        QSKIP("the ZRD and PBN codecs have not both landed");
    // ZRD -> PBN -> ZRD gives back the same bytes: PBN holds the deal and the DD table.
    QTemporaryDir dir;
    const QString zrd = Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10Last.zrd");
    const QString pbn = dir.filePath(QStringLiteral("last.pbn"));
    const QString back = dir.filePath(QStringLiteral("back.zrd"));
    Result r = convert({zrd, pbn});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = convert({pbn, back});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(fileBytes(back), fileBytes(zrd));
}

void TestConvert::boardRange()
{
    if (!canWrite("zrd"))
        QSKIP("the ZRD codec has not landed");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("part.zrd"));
    const QString zrd = Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd");
    // ZRD stores no board numbers: boards 3-5 would become 1-3, so the converter asks first.
    Result r = convert({QStringLiteral("--boards"), QStringLiteral("3-5"), zrd, out});
    QCOMPARE(r.status, int(Converter::WouldDropData));
    QVERIFY2(r.err.contains(QStringLiteral("the numbers of 3 boards")), qPrintable(r.err));
    r = convert({QStringLiteral("--force"), QStringLiteral("--boards"), QStringLiteral("3-5"), zrd, out});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    // Records 2-4 (23 bytes each, FORMATS.md) are boards 3-5.
    QCOMPARE(fileBytes(out), fileBytes(zrd).mid(2 * 23, 3 * 23));
}

void TestConvert::recordLane()
{
    // ZRD -> ZBD and ZRD -> .deals take the record lane (no Board is built). Expected bytes:
    // a ZRD record is its ZBD record plus 10 ZDD bytes (FORMATS.md), and the .deals form of
    // record 0 is the worked example in FORMATS.md.
    QTemporaryDir dir;
    const QString zrd = Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd");
    const QByteArray records = fileBytes(zrd);
    const QString zbd = dir.filePath(QStringLiteral("ten.zbd"));
    Result r = convert({QStringLiteral("--force"), zrd, zbd});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("10 double-dummy tables")), qPrintable(r.err));
    QByteArray expected;
    for (int i = 0; i < 10; ++i)
        expected += records.mid(i * 23, 13);
    QCOMPARE(fileBytes(zbd), expected);
    const QString deals = dir.filePath(QStringLiteral("ten.deals"));
    r = convert({QStringLiteral("--force"), zrd, deals});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(fileBytes(deals).left(32), QByteArray::fromHex("0109831408310100" "002048c2c28c0800"
                                                            "7610302101020200" "88c6040834400400"));
    // And back: .deals -> ZBD gives the same ZBD records.
    const QString zbd2 = dir.filePath(QStringLiteral("back.zbd"));
    r = convert({deals, zbd2});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(fileBytes(zbd2), expected);
}

void TestConvert::recordLaneMalformed()
{
    // Record 1's first ZDD byte (offset 23 + 13 = 36) made 0xEE: nibble 14 is malformed (FORMATS.md, ZDD).
    QTemporaryDir dir;
    QByteArray bytes = fileBytes(Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd"));
    bytes[36] = char(0xee);
    const QString bad = dir.filePath(QStringLiteral("bad.zrd"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    const QString out = dir.filePath(QStringLiteral("out.zbd"));
    const Result r = convert({QStringLiteral("--force"), bad, out});
    QCOMPARE(r.status, int(Converter::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("record 1 (byte offset 36)")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestConvert::pbnToZbdListsLosses()
{
    if (!canWrite("zbd") || !FormatRegistry::instance().byId(QStringLiteral("pbn"))->canWrite())
        QSKIP("the ZBD and PBN codecs have not both landed");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sample.zbd"));
    // The bundled sample's board 1 has an auction, play, a result and a DD table (resources/samples).
    const Result r = convert({QStringLiteral(KIBITZ_TEST_DATA "/../../resources/samples/kibitz-sample.pbn"), out});
    QCOMPARE(r.status, int(Converter::WouldDropData));
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
    f.write(fileBytes(Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd")).left(23 * 2 + 5));
    f.close();
    const Result r = convert({QStringLiteral("--validate"), bad});
    QCOMPARE(r.status, int(Converter::InvalidInput));
    // Two whole records, then 5 trailing bytes at offset 46.
    QVERIFY2(r.err.contains(QStringLiteral("bad.zrd")) && r.err.contains(QStringLiteral("46")), qPrintable(r.err));
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
    const Result r = convert({QStringLiteral("/nonexistent.zrd"), out});
    QCOMPARE(r.status, int(Converter::InvalidInput));
    QCOMPARE(fileBytes(out), QByteArray("old contents"));
}

void TestConvert::solveAndVerify()
{
    // Pavlicek's tables are the expected values: strip them (ZRD -> .deals), solve again with
    // --solve (.deals -> ZRD), and the ZRD records come back byte for byte.
    QTemporaryDir dir;
    const QString zrd = Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd");
    const QString deals = dir.filePath(QStringLiteral("three.deals"));
    Result r = convert({QStringLiteral("--force"), QStringLiteral("--boards"), QStringLiteral("1-3"), zrd, deals});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString solved = dir.filePath(QStringLiteral("solved.zrd"));
    r = convert({QStringLiteral("--solve"), deals, solved});
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
    r = convert({QStringLiteral("--solve"), QStringLiteral("--verify"), bad, out});
    QCOMPARE(r.status, int(Converter::InvalidInput));
    QVERIFY2(r.err.contains(QStringLiteral("board 2: NT by West: the file says")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    r = convert({QStringLiteral("--verify"), bad, out});
    QCOMPARE(r.status, int(Converter::UsageError));
}

void TestConvert::matrix_data()
{
    // Every readable sample kind x every writable format. The source of truth for each cell is the
    // input file itself: whatever the target keeps must read back equal to what was read.
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("target");
    const QStringList inputs = {
        QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd"),            // deal + DD
        QStringLiteral("/dominicprice_endplay/lin_example1.lin"),     // auction, alerts, play, names
        QStringLiteral("/richardschneider_pbn/Schiphol.pbn"),         // notes, play, event
        QStringLiteral("/dds-bridge_ddd/test.gib"),                   // partial deals, options
        QStringLiteral("/emkael_deal-convert/test.dup"),              // machine file
        QStringLiteral("/emkael_deal-convert/test.pbn"),              // DD tables by key
    };
    for (const QString &input : inputs) {
        for (const DealFormat *f : FormatRegistry::instance().writableFormats()) {
            QTest::addRow("%s -> %s", qPrintable(QFileInfo(input).fileName()), qPrintable(f->id()))
                << input << f->id();
        }
    }
}

void TestConvert::matrix()
{
    QFETCH(QString, input);
    QFETCH(QString, target);
    const FormatRegistry &registry = FormatRegistry::instance();
    const DealFormat *out = registry.byId(target);
    const QString inPath = Samples + input;
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
    Result r = convert({QStringLiteral("--to"), target, inPath, outPath});
    if (expected.isLossless()) {
        QVERIFY2(r.status == 0, qPrintable(r.err));
    } else {
        QCOMPARE(r.status, int(Converter::WouldDropData));
        QVERIFY(!QFile::exists(outPath));
        r = convert({QStringLiteral("--force"), QStringLiteral("--to"), target, inPath, outPath});
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
        if ((caps & BoardContent::Auction) && !(lost & BoardContent::Auction)) {
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
    p.start(QStringLiteral(KIBITZ_CONVERT), {QStringLiteral("--bogus")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 2);
    p.start(QStringLiteral(KIBITZ_CONVERT), {QStringLiteral("--checksum"),
                                             Samples + QStringLiteral("/pavlicek_rpdd/rpdd_10First.zrd")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().startsWith("193374C3C7"));
}

QTEST_GUILESS_MAIN(TestConvert)
#include "tst_convert.moc"
