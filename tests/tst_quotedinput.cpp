// quotedInput(): every quote of input in a message has its control characters escaped and is at most
// 80 characters long (docs/reliability.md, "Outputs, messages and the build tree").
#include "model/quotedinput.h"

#include <QTest>

using namespace Kibitz;

class TestQuotedInput : public QObject
{
    Q_OBJECT

private slots:
    void quoted_data();
    void quoted();
    void latin1Bytes_data();
    void latin1Bytes();
    void printable_data();
    void printable();
};

void TestQuotedInput::quoted_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain text kept") << u"Dealer W, \\ and \"quotes\" ♠"_qs << 80
                                     << u"Dealer W, \\ and \"quotes\" ♠"_qs;
    QTest::newRow("ESC[2J clears no screen") << u"\x1b[2J"_qs << 80 << u"\\x1b[2J"_qs;
    QTest::newRow("ESC[8m hides nothing") << u"a\x1b[8mb"_qs << 80 << u"a\\x1b[8mb"_qs;
    QTest::newRow("NUL") << QString(QChar(0)) + u"x"_qs << 80 << u"\\x00x"_qs;
    QTest::newRow("other C0: BEL, CR, LF, TAB") << u"\a\r\n\t"_qs << 80 << u"\\x07\\x0d\\x0a\\x09"_qs;
    QTest::newRow("DEL") << u"\x7f"_qs << 80 << u"\\x7f"_qs;
    QTest::newRow("C1 CSI and NEL") << u"\u009b2J\u0085"_qs << 80 << u"\\x9b2J\\x85"_qs;
    QTest::newRow("U+00A0 is no control") << u"\u00a0"_qs << 80 << u"\u00a0"_qs;
    QTest::newRow("80 characters kept whole") << QString(80, u'x') << 80 << QString(80, u'x');
    QTest::newRow("81 characters cut at 80") << QString(81, u'x') << 80 << QString(80, u'x') + u'…';
    QTest::newRow("an escape not split at the cut") << QString(78, u'x') + u"\x1b"_qs << 80 << QString(78, u'x') + u'…';
    QTest::newRow("a surrogate pair not split at the cut")
        << QString(79, u'x') + u"😀"_qs << 80 << QString(79, u'x') + u'…';
    QTest::newRow("a shorter bound") << u"1234567890abc"_qs << 10 << u"1234567890…"_qs;
}

void TestQuotedInput::quoted()
{
    QFETCH(QString, text);
    QFETCH(int, maxLength);
    QFETCH(QString, expected);
    QCOMPARE(quotedInput(QStringView(text), maxLength), expected);
}

void TestQuotedInput::latin1Bytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain bytes kept") << QByteArray("Board") << u"Board"_qs;
    QTest::newRow("byte 0x9B is the C1 CSI") << QByteArray("\x9b"
                                                           "2J")
                                             << u"\\x9b2J"_qs;
    QTest::newRow("NUL bytes") << QByteArray(3, '\0') << u"\\x00\\x00\\x00"_qs;
    QTest::newRow("a long run cut at 80") << QByteArray(1000, 'y') << QString(80, u'y') + u'…';
}

void TestQuotedInput::latin1Bytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    QCOMPARE(quotedInput(QByteArrayView(bytes)), expected);
}

void TestQuotedInput::printable_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a message kept, newline and tab too")
        << u"kibitz-convert: a.pbn:\tbad\n"_qs << u"kibitz-convert: a.pbn:\tbad\n"_qs;
    QTest::newRow("ESC and CR escaped") << u"\x1b[2J\r\n"_qs << u"\\x1b[2J\\x0d\n"_qs;
    QTest::newRow("never cut") << QString(200, u'z') << QString(200, u'z');
}

void TestQuotedInput::printable()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(printableText(text), expected);
}

QTEST_GUILESS_MAIN(TestQuotedInput)
#include "tst_quotedinput.moc"
