// Text files cut inside their last board (docs/formats.md#errors): every complete board opens as
// in the whole file, the broken one is kept, damaged, and a located warning says the file ends inside it.
// The files are real ones from tests/data/samples (SOURCES.md says where each comes from), cut at a byte
// offset inside their last board; the simple text formats have no public file and use their own examples.
#include "formats/jsonformat.h"
#include "formats/pbn/pbnformat.h"

#include "testutil.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

// docs/formats.md#simple-text: the format's own example lines.
const QByteArray DupExample = "N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n"
                              "E|NS|5432.AKQJ.AKQJ.54|AKQJ.T987.65432.A|T987.5432.QJ65.T|876.K432.QJ.T987\n"
                              "S|EW|AKQJ.5432.T987.54|T987.AKQJ.AKQJ.K|5432.QJ65.T987.54|876.K432.QJ.T987\n"
                              "W|All|T987.AKQJ.AKQJ.K|876.K432.QJ.T987|AKQJ.5432.T987.54|5432.AKQJ.AKQJ.54\n";
const QByteArray BriExample = "1|N|None|AKQJ.T987.65432.A|5432.QJ65.T987.54|876.K432.QJ.T987|T987.AKQJ.AKQJ.K\n"
                              "2|E|NS|5432.AKQJ.AKQJ.54|AKQJ.T987.65432.A|T987.5432.QJ65.T|876.K432.QJ.T987\n"
                              "3|S|EW|AKQJ.5432.T987.54|T987.AKQJ.AKQJ.K|5432.QJ65.T987.54|876.K432.QJ.T987\n"
                              "4|W|All|T987.AKQJ.AKQJ.K|876.K432.QJ.T987|AKQJ.5432.T987.54|5432.AKQJ.AKQJ.54\n";
const QByteArray DgeExample = "1 N None AKQJ.T987.65432.A 5432.QJ65.T987.54 876.K432.QJ.T987 T987.AKQJ.AKQJ.K\n"
                              "2 E NS 5432.AKQJ.AKQJ.54 AKQJ.T987.65432.A T987.5432.QJ65.T 876.K432.QJ.T987\n"
                              "3 S EW AKQJ.5432.T987.54 T987.AKQJ.AKQJ.K 5432.QJ65.T987.54 876.K432.QJ.T987\n"
                              "4 W All T987.AKQJ.AKQJ.K 876.K432.QJ.T987 AKQJ.5432.T987.54 5432.AKQJ.AKQJ.54\n";

/** The byte offset @p delta past the last @p marker in @p bytes (past the line after it with @p nextLine). */
qsizetype cutAt(const QByteArray &bytes, const QByteArray &marker, int delta, bool nextLine = false)
{
    qsizetype at = bytes.lastIndexOf(marker);
    if (at < 0)
        qFatal("marker %s not found", marker.constData());
    if (nextLine)
        at = bytes.indexOf('\n', at) + 1 - marker.size();
    return at + marker.size() + delta;
}

} // namespace

class TestTruncation : public QObject
{
    Q_OBJECT

private slots:
    void cutInsideLastBoard_data();
    void cutInsideLastBoard();
};

void TestTruncation::cutInsideLastBoard_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("whole");
    QTest::addColumn<qsizetype>("cut"); // bytes kept; -1: the whole file
    const QByteArray testPbn = sampleBytes(u"emkael_deal-convert/test.pbn"_qs);
    const QByteArray example2 = sampleBytes(u"dominicprice_endplay/pbn_example2.pbn"_qs);
    const QByteArray ruter = sampleBytes(u"richardschneider_pbn/ruter71.pbn"_qs);
    const QByteArray lin = sampleBytes(u"dominicprice_endplay/lin_example1.lin"_qs);
    const QByteArray gib = sampleBytes(u"dds-bridge_dds/sol10.txt"_qs);
    // JSON Lines: test.pbn's boards as Kibitz writes them.
    const QByteArray json = writeBoards(JsonFormat(), readBytes(PbnFormat(), testPbn).boards);
    // Negative first: whole files, ruter71's last line without its line end included, are not cut.
    QTest::newRow("negative: ruter71 ends without a line end") << u"pbn"_qs << ruter << qsizetype(-1);
    QTest::newRow("negative: whole test.pbn") << u"pbn"_qs << testPbn << qsizetype(-1);
    QTest::newRow("negative: whole LIN") << u"lin"_qs << lin << qsizetype(-1);
    QTest::newRow("PBN cut inside the Deal") << u"pbn"_qs << testPbn << cutAt(testPbn, "[Deal \"", 20);
    QTest::newRow("PBN cut inside a tag name") << u"pbn"_qs << testPbn << cutAt(testPbn, "[Vulnerable \"", -8);
    QTest::newRow("PBN cut after a call") << u"pbn"_qs << example2 << cutAt(example2, "[Auction \"", 9, true);
    QTest::newRow("PBN cut after a card") << u"pbn"_qs << example2 << cutAt(example2, "[Play \"", 5, true);
    QTest::newRow("LIN cut inside a value") << u"lin"_qs << lin << cutAt(lin, "|ah|Board 8", -4);
    QTest::newRow("LIN cut inside the deal") << u"lin"_qs << lin << cutAt(lin, "|md|2S6TH39", 0);
    QTest::newRow("JSON Lines cut inside the last object") << u"json"_qs << json << cutAt(json, "\n{", 30);
    QTest::newRow("giblib cut inside the tricks") << u"gib"_qs << gib << cutAt(gib, ":", 7);
    QTest::newRow("giblib cut inside the hands") << u"gib"_qs << gib << cutAt(gib, "AJ95.73.KQT763.3 QT3", 0);
    QTest::newRow("DUP text cut inside West") << u"dup"_qs << DupExample << cutAt(DupExample, "|5432.AKQJ.A", 0);
    QTest::newRow("BRI text cut inside the vulnerability") << u"bri"_qs << BriExample << cutAt(BriExample, "4|W|A", 0);
    QTest::newRow("DGE text cut inside North") << u"dge"_qs << DgeExample << cutAt(DgeExample, "4 W All T98", 0);
}

void TestTruncation::cutInsideLastBoard()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, whole);
    QFETCH(qsizetype, cut);
    const DealFormat &f = formatById(format);
    const ReadResult full = readBytes(f, whole);
    QVERIFY(full.ok());
    QVERIFY(full.boards.size() >= 2);
    if (cut < 0) {
        for (const BoardWarning &w : full.warnings)
            QVERIFY2(!w.message.contains(u"ends inside"_qs), qPrintable(w.message));
        return;
    }
    const QByteArray bytes = whole.left(cut);
    QVERIFY(!bytes.endsWith('\n'));
    const ReadResult read = readBytes(f, bytes);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    // The cut board is the last one of the whole file, and its line is the cut's.
    const qsizetype complete = full.boards.size() - 1;
    QCOMPARE(read.boards.size(), complete + 1);
    for (qsizetype i = 0; i < complete; ++i)
        QVERIFY2(read.boards[i] == full.boards[i], qPrintable(QString::number(i)));
    const int line = int(bytes.count('\n')) + 1;
    const QString expected = u"line %1, column %2: the file ends inside board %3"_qs.arg(line)
                                 .arg(bytes.size() - bytes.lastIndexOf('\n'))
                                 .arg(complete + 1);
    QStringList messages;
    bool found = false;
    for (const BoardWarning &w : read.warnings) {
        messages << w.message;
        if (w.message == expected) {
            QVERIFY(w.damaged);
            QCOMPARE(w.board, complete);
            found = true;
        }
    }
    QVERIFY2(found, qPrintable(expected + u"\nnot in:\n"_qs + messages.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTruncation)
#include "tst_truncation.moc"
