// kibitz-convert's messages on a downloaded file (docs/reliability.md, "Outputs, messages and the build
// tree"): a damaged value is quoted with its control characters escaped and at most 80 characters long,
// so that a file checked in a terminal cannot clear the screen (ESC[2J) or hide what follows (ESC[8m).
#include "converter.h"

#include "testutil.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

// A control character a terminal would act on: C0 but newline, DEL, C1 (U+0080 to U+009F).
const QRegularExpression TerminalControl(QStringLiteral("[\\x00-\\x09\\x0b-\\x1f\\x7f-\\x9f]"));

/** A PBN file of one board whose Vulnerable tag holds @p value (as bytes, not escaped). */
QByteArray pbnWithVulnerable(const QByteArray &value)
{
    return "[Event \"x\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"" + value
        + "\"]\n[Deal \"N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95\"]\n";
}

} // namespace

class TestConvertSecurity : public QObject
{
    Q_OBJECT

private slots:
    void quotedValueEscaped_data();
    void quotedValueEscaped();
    void fileNameEscaped();
};

void TestConvertSecurity::quotedValueEscaped_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("quote"); // as the message must show it, between its quotes
    QTest::newRow("a plain damaged value, quoted as it is") << QByteArray("Bogus") << u"'Bogus'"_qs;
    QTest::newRow("ESC[2J clears no screen") << QByteArray("\x1b[2J") << u"'\\x1b[2J'"_qs;
    QTest::newRow("ESC[8m hides nothing") << QByteArray("\x1b[8mhidden") << u"'\\x1b[8mhidden'"_qs;
    QTest::newRow("BEL and DEL") << QByteArray("\a\x7f") << u"'\\x07\\x7f'"_qs;
    QTest::newRow("C1 CSI in UTF-8") << QByteArray("\xc2\x9b"
                                                   "2J")
                                     << u"'\\x9b2J'"_qs;
    QTest::newRow("a long value cut at 80 characters")
        << QByteArray(500, 'v') << u"'"_qs + QString(80, u'v') + u"…'"_qs;
}

void TestConvertSecurity::quotedValueEscaped()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, quote);
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("downloaded.pbn"));
    QFile f(input);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(pbnWithVulnerable(value));
    f.close();
    const ConvertResult r = convert({ QStringLiteral("--validate"), input });
    QVERIFY2(r.err.contains(quote + u" is not a vulnerability"_qs), qPrintable(r.err));
    QVERIFY2(!r.err.contains(TerminalControl), qPrintable(r.err.toUtf8().toPercentEncoding(" \n/:'\"")));
}

void TestConvertSecurity::fileNameEscaped()
{
    // Whatever a message quotes without quotedInput() (here a file name given to it) is escaped when printed.
    QTemporaryDir dir;
    const QString missing = dir.filePath(u"\x1b[2Jmissing.pbn"_qs);
    const ConvertResult r = convert({ QStringLiteral("--validate"), missing });
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    QVERIFY2(r.err.contains(u"\\x1b[2Jmissing.pbn"_qs), qPrintable(r.err));
    QVERIFY2(!r.err.contains(TerminalControl), qPrintable(r.err.toUtf8().toPercentEncoding(" \n/:'\"")));
}

QTEST_GUILESS_MAIN(TestConvertSecurity)
#include "tst_convert_security.moc"
