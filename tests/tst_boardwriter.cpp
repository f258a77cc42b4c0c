// Tests of what every format's writer shares (BufferedBoardWriter): a refused write is worded once, with the
// device's own reason, and the bytes do not depend on the device or on how often the buffer is handed over.

#include "testutil.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** Refuses every write with the reason a full disk gives. */
class FullDevice : public QIODevice
{
public:
    FullDevice() { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64) override
    {
        setErrorString(QStringLiteral("No space left on device"));
        return -1;
    }
};

QList<Board> boards(int count)
{
    const CountingSource source(count);
    QList<Board> list;
    for (int i = 0; i < count; ++i)
        list << source.board(i);
    return list;
}

} // namespace

class TestBoardWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedWrite_data();
    void refusedWrite();
    void sameBytesOnEveryDevice_data();
    void sameBytesOnEveryDevice();
};

void TestBoardWriter::refusedWrite_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("full");
    QTest::newRow("pbn to a device with room: no error") << QStringLiteral("pbn") << false;
    for (const DealFormat *format : FormatRegistry::instance().writableFormats())
        QTest::newRow(qPrintable(format->id() + QStringLiteral(" to a full disk"))) << format->id() << true;
}

void TestBoardWriter::refusedWrite()
{
    QFETCH(QString, id);
    QFETCH(bool, full);
    const DealFormat &format = formatById(id);
    if (!full) {
        FormatError error;
        QVERIFY(!writeBoards(format, boards(3), &error).isEmpty());
        QVERIFY2(!error.isError(), qPrintable(error.toString()));
        return;
    }
    FullDevice device;
    const FormatError error = format.writeAll(&device, boards(3));
    QCOMPARE(error.code, FormatError::Code::WriteFailed);
    QCOMPARE(error.message, QStringLiteral("could not write: No space left on device"));
}

void TestBoardWriter::sameBytesOnEveryDevice_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("count");
    // One board: everything stays in the buffer until finish(). Enough boards for 256 KiB of the smallest
    // records (13 bytes): the buffer goes out in several blocks, and the DUP trailer is completed after them.
    QTest::newRow("zbd, one board") << QStringLiteral("zbd") << 1;
    for (const DealFormat *format : FormatRegistry::instance().writableFormats())
        QTest::newRow(qPrintable(format->id() + QStringLiteral(", 25000 boards"))) << format->id() << 25000;
}

void TestBoardWriter::sameBytesOnEveryDevice()
{
    QFETCH(QString, id);
    QFETCH(int, count);
    const DealFormat &format = formatById(id);
    const QList<Board> written = boards(count);
    FormatError error;
    const QByteArray seekable = writeBoards(format, written, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    PipeBuffer pipe;
    pipe.open(QIODevice::WriteOnly);
    error = format.writeAll(&pipe, written);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    QCOMPARE(pipe.data().size(), seekable.size());
    QVERIFY(pipe.data() == seekable);

    const ReadResult read = readBytes(format, seekable);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.boards.size(), count);
    if (format.capabilities() & BoardContent::Deal) {
        QCOMPARE(read.boards.first().deal(), written.first().deal());
        QCOMPARE(read.boards.last().deal(), written.last().deal());
    }
}

QTEST_GUILESS_MAIN(TestBoardWriter)
#include "tst_boardwriter.moc"
