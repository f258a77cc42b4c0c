// One reading for both programs: the boards of every file in tests/data read the same through the GUI
// document (Document::open(), FormatRegistry::open() and a BoardSource decoding boards on demand)
// and through the converter (FormatRegistry::detect() and the format's streaming BoardReader, as
// kibitz-convert's Converter::forEachBoard() reads): the same boards, field by field, and the same
// boards marked damaged.
#include "document/document.h"

#include "formats/inputfile.h"

#include "testutil.h"

#include <QSet>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

struct ConverterRead
{
    const DealFormat *format = nullptr;
    QList<Board> boards;
    QSet<qint64> damaged;
};

/** The boards as kibitz-convert reads them. */
ConverterRead readAsConverter(const QString &path)
{
    ConverterRead read;
    InputFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return read;
    FormatError error;
    read.format = FormatRegistry::instance().detect(&file, path, {}, &error);
    if (!read.format)
        return read;
    auto reader = read.format->createReader(&file);
    Board board;
    for (;;) {
        const bool got = reader->readNext(&board);
        for (const BoardWarning &w : reader->takeWarnings()) {
            if (w.damaged)
                read.damaged.insert(w.board);
        }
        if (!got)
            break;
        read.boards << board;
    }
    return read;
}

} // namespace

class TestAppDocumentRead : public QObject
{
    Q_OBJECT

private slots:
    void sameBoards_data();
    void sameBoards();
};

void TestAppDocumentRead::sameBoards_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("deals");
    // Neither opens what is not a deal file.
    QTest::newRow("not a deal file: translations/broken_de.ts")
        << QStringLiteral(KIBITZ_TEST_DATA "/translations/broken_de.ts") << false;
    // With dds's .txt lists: read as giblib every board is damaged, the same boards in both.
    for (const QString &file : testDataDealFiles(true))
        QTest::newRow(qPrintable(file)) << QStringLiteral(KIBITZ_TEST_DATA "/") + file << true;
}

void TestAppDocumentRead::sameBoards()
{
    QFETCH(QString, path);
    QFETCH(bool, deals);
    Document document;
    FormatError error;
    const bool opened = document.open(path, &error);
    const ConverterRead converted = readAsConverter(path);
    QCOMPARE(opened, deals);
    QCOMPARE(converted.format != nullptr, deals);
    if (!deals)
        return;
    QCOMPARE(document.format(), converted.format);
    QVERIFY(document.count() > 0);
    QCOMPARE(document.count(), qint64(converted.boards.size()));
    // storedBoard(): as the file has it; board() adds the analysis (a par worked out from a table).
    for (qint64 i = 0; i < document.count(); ++i) {
        const QString difference = boardDifference(document.storedBoard(i), converted.boards[qsizetype(i)]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("board %1: %2").arg(i + 1).arg(difference)));
    }
    QSet<qint64> damaged;
    for (const BoardWarning &w : document.warnings()) {
        if (w.damaged)
            damaged.insert(w.board);
    }
    QCOMPARE(damaged, converted.damaged);
}

QTEST_MAIN(TestAppDocumentRead)
#include "tst_app_documentread.moc"
