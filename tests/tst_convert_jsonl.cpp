// JSON Lines as the lossless exchange format, end to end: kibitz-convert turns every PBN and LIN file in tests/data
// into JSON Lines without --force (nothing refused, no loss report), and a PBN file taken to JSON Lines and back to PBN
// has the same tags, in the same order, with the same values, as the file converted PBN to PBN. Run in-process through
// Converter, as tests/tst_convert does.
#include "converter.h"

#include "testutil.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

using Result = ConvertResult;

/** The tag pairs of a PBN text, `[Name "value"]`, in order (a table's rows are not tags). */
QStringList tagsOf(const QByteArray &pbn)
{
    static const QRegularExpression tag(QStringLiteral("^\\[[A-Za-z0-9_]+ \"(?:[^\"\\\\]|\\\\.)*\"\\]"));
    QStringList tags;
    for (const QString &line : QString::fromUtf8(pbn).split(QStringLiteral("\r\n"))) {
        if (const auto m = tag.match(line); m.hasMatch())
            tags << m.captured(0);
    }
    return tags;
}

} // namespace

class TestConvertJsonl : public QObject
{
    Q_OBJECT

private slots:
    void toJsonWithoutForce_data();
    void toJsonWithoutForce();
    void claimsGiveResults_data();
    void claimsGiveResults();
};

void TestConvertJsonl::toJsonWithoutForce_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    // A PBN board whose auction goes on after three passes cannot be written to JSON Lines (it reads
    // back only legal auctions): the input is damaged and nothing is written without --force.
    QTest::newRow("damaged board: a call after the end of the auction")
        << QStringLiteral("[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"%1\"]\n[Auction \"N\"]\n1S Pass Pass Pass 2S\n")
               .arg(Record0)
        << int(ExitStatus::InvalidInput);
    for (const QString &file : testDataDealFiles()) {
        if (file.endsWith(QStringLiteral(".pbn")) || file.endsWith(QStringLiteral(".lin")))
            QTest::newRow(qPrintable(file)) << QStringLiteral(KIBITZ_TEST_DATA "/") + file << int(ExitStatus::Success);
    }
}

void TestConvertJsonl::toJsonWithoutForce()
{
    QFETCH(QString, path);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (!path.startsWith(u'/')) {
        const QString file = dir.filePath(QStringLiteral("damaged.pbn"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(path.toUtf8());
        f.close();
        path = file;
    }
    const QString json = dir.filePath(QStringLiteral("boards.jsonl"));
    Result r = convert({ path, json });
    QVERIFY2(r.status == status, qPrintable(QStringLiteral("status %1: %2").arg(r.status).arg(r.err)));
    if (status != int(ExitStatus::Success)) {
        QVERIFY(!QFile::exists(json));
        return;
    }
    QVERIFY2(!r.err.contains(QStringLiteral("would be dropped")), qPrintable(r.err));
    if (!path.endsWith(QStringLiteral(".pbn")))
        return;
    const QString back = dir.filePath(QStringLiteral("back.pbn"));
    const QString direct = dir.filePath(QStringLiteral("direct.pbn"));
    r = convert({ json, back });
    QVERIFY2(r.status == int(ExitStatus::Success), qPrintable(r.err));
    r = convert({ path, direct });
    QVERIFY2(r.status == int(ExitStatus::Success), qPrintable(r.err));
    const QStringList tags = tagsOf(fileBytes(direct));
    QVERIFY(!tags.isEmpty());
    QCOMPARE(tagsOf(fileBytes(back)), tags);
}

void TestConvertJsonl::claimsGiveResults_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<int>("claims"); // boards ending in a claim (mc)
    QTest::addColumn<int>("boards");
    // SOURCES.md: sample.lin plays all 52 cards; lin_example1.lin has two mc among 8 boards, the
    // vugraph file ends every one of its 30 boards in a claim.
    QTest::newRow("negative: no claim, every card played")
        << QStringLiteral("forrestrice_bridge-bots/sample.lin") << 0 << 1;
    QTest::newRow("lin_example1.lin") << QStringLiteral("dominicprice_endplay/lin_example1.lin") << 2 << 8;
    QTest::newRow("usbf_sf_14502.lin") << QStringLiteral("forrestrice_bridge-bots/usbf_sf_14502.lin") << 30 << 30;
}

void TestConvertJsonl::claimsGiveResults()
{
    // kibitz-convert x.lin x.jsonl: every claimed board has its result, marked as counted from the play
    // (docs/json-lines.md: result, resultFromPlay, claim), the claimed tricks.
    QFETCH(QString, sample);
    QFETCH(int, claims);
    QFETCH(int, boards);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString json = dir.filePath(QStringLiteral("boards.jsonl"));
    const Result r = convert({ samplePath(sample), json });
    QVERIFY2(r.status == int(ExitStatus::Success), qPrintable(r.err));
    static const QRegularExpression claim(QStringLiteral("\\\"claim\\\":(\\d+)"));
    int claimed = 0;
    int withResult = 0;
    const QList<QByteArray> lines = fileBytes(json).trimmed().split('\n');
    QCOMPARE(lines.size(), boards);
    for (const QByteArray &line : lines) {
        const QString text = QString::fromUtf8(line);
        withResult += text.contains(QStringLiteral("\"result\":")) ? 1 : 0;
        const auto m = claim.match(text);
        if (!m.hasMatch())
            continue;
        ++claimed;
        QVERIFY2(text.contains(QStringLiteral("\"result\":%1,\"resultFromPlay\":true,").arg(m.captured(1))),
            qPrintable(text));
    }
    QCOMPARE(claimed, claims);
    QCOMPARE(withResult, boards); // the others played all 52 cards
}

QTEST_GUILESS_MAIN(TestConvertJsonl)
#include "tst_convert_jsonl.moc"
