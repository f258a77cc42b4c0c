// Reading that survives odd input: very long lines, files that change while they are open,
// and junk that must not be taken for deals. The promises are listed in docs/reliability.md.
#include "formats/boardsource.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/linereader.h"

#include "testutil.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

class TestReliability : public QObject
{
    Q_OBJECT

private slots:
    void longLines_data();
    void longLines();
    void mappedFileShrinks_data();
    void mappedFileShrinks();
    void streamedFileShrinks();
    void mappedPbnShrinks();
    void junkIsNotDeals_data();
    void junkIsNotDeals();
    void zeroDealsRecordsAreFlagged();
};

namespace {

// tests/data/examples/record0.zbd repeated @p count times into @p path (docs/formats.md#zbd).
bool writeRecords(const QString &path, int count)
{
    const QByteArray record = fileBytes(QStringLiteral(KIBITZ_TEST_DATA "/examples/record0.zbd"));
    QFile f(path);
    return record.size() == 13 && f.open(QIODevice::WriteOnly) && f.write(record.repeated(count)) == 13 * count;
}

} // namespace

void TestReliability::mappedFileShrinks_data()
{
    QTest::addColumn<qint64>("cutTo");
    QTest::addColumn<bool>("changed");
    QTest::newRow("unchanged") << qint64(-1) << false;
    QTest::newRow("emptied") << qint64(0) << true;
    QTest::newRow("cut to one page") << qint64(4096) << true;
}

void TestReliability::mappedFileShrinks()
{
    QFETCH(qint64, cutTo);
    QFETCH(bool, changed);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.zbd"));
    constexpr int Records = 100000; // 1.3 MB: many pages past the cut
    QVERIFY(writeRecords(path, Records));
    FormatError error;
    const std::unique_ptr<BoardSource> source = formatById(QStringLiteral("zbd")).openFile(path, &error);
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(source->count(), qint64(Records));
    // Truncated between open and read, as another program may do: the last board's page is gone (SIGBUS before).
    if (cutTo >= 0)
        QCOMPARE(truncate(QFile::encodeName(path).constData(), off_t(cutTo)), 0);
    QCOMPARE(source->changedOnDisk(), changed);
    QStringList warnings;
    const Board last = source->board(Records - 1, &warnings);
    if (!changed) {
        QVERIFY(warnings.isEmpty());
        QCOMPARE(last.deal().toString(), Record0);
        return;
    }
    QCOMPARE(warnings, QStringList { InputFile::changedWhileOpenMessage(path) });
    QVERIFY(last.deal().isEmpty());
    // The guard under the size check: a mapped read of a page that is gone fails instead of faulting.
    QFile mapped(path);
    QVERIFY(mapped.open(QIODevice::ReadOnly));
    QCOMPARE(truncate(QFile::encodeName(path).constData(), 13 * Records), 0);
    const uchar *data = mapped.map(0, 13 * Records);
    QVERIFY(data);
    QCOMPARE(truncate(QFile::encodeName(path).constData(), off_t(cutTo)), 0);
    uchar record[13];
    QVERIFY(!InputFile::guardedCopy(record, data + 13 * (Records - 1), 13));
    QVERIFY(!InputFile::guardedCopy(record, data + 13 * (Records - 1), 13)); // and again: the guard is re-armed
}

void TestReliability::streamedFileShrinks()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.zbd"));
    QVERIFY(writeRecords(path, 1000));
    // Read whole: complete.
    {
        InputFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().size(), 13000);
        QVERIFY(!file.readIncompletely());
    }
    // Cut to 100 records after open: the reader sees a well-formed shorter file; InputFile tells.
    InputFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.sizeAtOpen(), qint64(13000));
    QCOMPARE(truncate(QFile::encodeName(path).constData(), 1300), 0);
    const ReadResult result = formatById(QStringLiteral("zbd")).readAll(&file);
    QCOMPARE(result.boards.size(), 100);
    QVERIFY(file.readIncompletely());
    QCOMPARE(InputFile::changedWhileReadingMessage(), QStringLiteral("the file changed while it was being read"));
}

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

void TestReliability::mappedPbnShrinks()
{
    // The bundled sample repeated to 32 MB, over the size the PBN reader maps and reads on two threads;
    // cut to 1000 bytes after its first board: the rest of the map is gone (SIGBUS before).
    const QByteArray sample = fileBytes(BundledSamplePath);
    QVERIFY(!sample.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.pbn"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        while (f.size() < 32 * 1024 * 1024)
            QVERIFY(f.write(sample + "\n") > 0);
    }
    InputFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto reader = formatById(QStringLiteral("pbn")).createReader(&file);
    Board board;
    QVERIFY(reader->readNext(&board));
    QCOMPARE(truncate(QFile::encodeName(path).constData(), 1000), 0);
    qint64 boards = 1;
    while (reader->readNext(&board))
        ++boards;
    // The reader stops where the pages are gone (zeros are no PBN) or finished before the cut; never a
    // crash. The file tells what happened, and DealFormat::openFile() and the converter report it.
    QVERIFY(file.changedOnDisk());
    qInfo("%lld boards, then: %s", boards, qPrintable(reader->error().toString()));
}

void TestReliability::junkIsNotDeals_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("format"); // what detection answers; empty: nothing
    const QString examples = QStringLiteral(KIBITZ_TEST_DATA "/examples/");
    // Real records are still found by content (tests/data/examples).
    QTest::newRow("ZDD by content") << QStringLiteral("deal.dat") << fileBytes(examples + QStringLiteral("record0.zdd"))
                                    << QStringLiteral("zdd");
    QTest::newRow(".deals by content") << QStringLiteral("deal.dat")
                                       << fileBytes(examples + QStringLiteral("record0.deals"))
                                       << QStringLiteral("deals");
    // A whitespace-only .pbn whose size is a multiple of 10 read as 100,000 ZDD boards.
    QTest::newRow("blank .pbn") << QStringLiteral("blank.pbn") << QByteArray(1000000, ' ') << QStringLiteral("pbn");
    QTest::newRow("blank lines .lin") << QStringLiteral("blank.lin") << QByteArray("\n\n\n\n\n").repeated(2000)
                                      << QStringLiteral("lin");
    // A zero-filled file, what a crash can leave, read as 33 M .deals boards.
    QTest::newRow("zeros .pbn") << QStringLiteral("zeros.pbn") << QByteArray(1 << 20, '\0') << QStringLiteral("pbn");
    QTest::newRow("zeros, no extension") << QStringLiteral("zeros") << QByteArray(1 << 20, '\0') << QString();
    QTest::newRow("blank, no extension") << QStringLiteral("blank") << QByteArray(1000, ' ') << QString();
    // A truncated .bri (docs/formats.md#duplimate) whose size is a multiple of 10 opened as ZDD garbage.
    QByteArray bri = fileBytes(examples + QStringLiteral("example-board.bri"));
    bri.truncate(bri.size() / 2 / 10 * 10);
    QTest::newRow("truncated .bri") << QStringLiteral("cut.bri") << bri << QStringLiteral("bri");
}

void TestReliability::junkIsNotDeals()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, format);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    FormatError error;
    const DealFormat *detected = FormatRegistry::instance().detect(&buffer, fileName, {}, &error);
    // "bri" and "bri-machine" are both BRI (docs/formats.md#duplimate): either reader reports the BRI error.
    QCOMPARE(detected ? detected->id().section(QLatin1Char('-'), 0, 0) : QString(), format);
}

QTEST_GUILESS_MAIN(TestReliability)
void TestReliability::zeroDealsRecordsAreFlagged()
{
    // A zero-filled file that keeps its .deals name (what a crash can leave) opens, as the extension asks, but
    // every empty record says what it is: docs/formats.md#deals stores hands as card bits, so 32 zero bytes hold no
    // card. The record written from the example board beside them has no such warning.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crash.deals"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(64, '\0') + writeBoards(formatById(QStringLiteral("deals")), { exampleBoard() }));
    file.close();
    FormatError error;
    const auto source = FormatRegistry::instance().open(path, {}, &error);
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(source->count(), 3);
    for (qint64 i = 0; i < 2; ++i) {
        QStringList warnings;
        QCOMPARE(source->board(i, &warnings).deal().cardCount(), 0);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(QStringLiteral("holds no cards")), qPrintable(warnings.first()));
    }
    QStringList warnings;
    QCOMPARE(source->board(2, &warnings).deal(), exampleBoard().deal());
    QCOMPARE(warnings, QStringList());
}

#include "tst_reliability.moc"
