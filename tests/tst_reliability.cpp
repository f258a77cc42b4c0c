// Reading that survives odd input (issue 18): very long lines, files that change while they are open,
// and junk that must not be taken for deals. The promises are listed in docs/reliability.md.
#include "formats/formatregistry.h"
#include "formats/linereader.h"

#include "testutil.h"

#include <QBuffer>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

class TestReliability : public QObject
{
    Q_OBJECT

private slots:
    void longLines_data();
    void longLines();
};

void TestReliability::longLines_data()
{
    QTest::addColumn<qsizetype>("lineBytes");
    QTest::addColumn<QByteArray>("ending");
    QTest::addColumn<bool>("tooLong");
    // The cap is LineReader::maxLineLength(), checked a 64 KiB block at a time; a line past it stops the reader.
    QTest::newRow("past the cap") << LineReader::maxLineLength() + 128 * 1024 << QByteArray("\n") << true;
    QTest::newRow("1 MiB + 1, LF") << qsizetype(1024 * 1024 + 1) << QByteArray("\n") << false;
    QTest::newRow("5 MiB, CRLF") << qsizetype(5 * 1024 * 1024) << QByteArray("\r\n") << false;
    // 64 KiB - 1 bytes then CR: the CR is the last byte of a 64 KiB block, its LF the first of the next.
    QTest::newRow("CRLF across blocks") << qsizetype(64 * 1024 - 1) << QByteArray("\r\n") << false;
    QTest::newRow("15 MiB, CR") << qsizetype(15 * 1024 * 1024) << QByteArray("\r") << false;
}

void TestReliability::longLines()
{
    QFETCH(qsizetype, lineBytes);
    QFETCH(QByteArray, ending);
    QFETCH(bool, tooLong);
    constexpr int Lines = 3;
    QByteArray text;
    for (int line = 0; line < Lines; ++line) {
        text.append(lineBytes, char('a' + line));
        text.append(ending);
    }
    text.append("end");
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    LineReader reader(&buffer);
    QString line;
    if (tooLong) {
        QVERIFY(!reader.readLine(&line));
        QVERIFY(reader.lineTooLong());
        QCOMPARE(reader.lineNumber(), 1);
        return;
    }
    for (int n = 0; n < Lines; ++n) {
        QVERIFY2(reader.readLine(&line), qPrintable(QString::number(n)));
        QCOMPARE(reader.lineNumber(), n + 1);
        QCOMPARE(reader.lineOffset(), n * (lineBytes + ending.size()));
        QCOMPARE(line.size(), lineBytes);
        QCOMPARE(line.count(QChar(u'a' + n)), lineBytes);
    }
    QVERIFY(reader.readLine(&line));
    QCOMPARE(line, QStringLiteral("end"));
    QCOMPARE(reader.lineNumber(), Lines + 1);
    QVERIFY(!reader.readLine(&line));
    QVERIFY(reader.atEnd());
}

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
