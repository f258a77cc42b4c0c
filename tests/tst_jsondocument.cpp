// Tests of JSON documents (docs/formats.md#json-documents): an array of boards or one board in
// Kibitz's schema however laid out, endplay's board JSON, the refusal of other JSON, detection
// against JSON Lines, the cap on one board's size and the array writer. Expected values come from
// docs/formats.md, docs/json-lines.md, the example board and the LIN file endplay's example was made
// from; never from the codec's own output.
#include "formats/formatregistry.h"
#include "formats/jsonboardwriter.h"
#include "formats/jsondocumentformat.h"
#include "formats/jsondocumentreader.h"
#include "formats/jsonformat.h"
#include "formats/linformat.h"

#include "testutil.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QString EndplayExample = QStringLiteral(KIBITZ_TEST_DATA "/examples/endplay-boards.json");
const QString EndplayLin = QStringLiteral("dominicprice_endplay/lin_example1.lin");

/** The example board (docs/formats.md#example-board) with the result 10 docs/json-lines.md states. */
Board exampleResultBoard()
{
    Board b = exampleBoard();
    b.setResult(10);
    return b;
}

/** The example board as docs/json-lines.md writes it, as a JSON object. */
QJsonObject exampleObject()
{
    return QJsonDocument::fromJson(JsonBoardWriter::boardLine(exampleResultBoard()).toUtf8()).object();
}

QByteArray indented(const QJsonValue &value)
{
    return value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)
                           : QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
}

QByteArray compact(const QJsonValue &value)
{
    return value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                           : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

} // namespace

class TestJsonDocument : public QObject
{
    Q_OBJECT

private slots:
    void read_data();
    void read();
    void endplayBoards_data();
    void endplayBoards();
    void detection_data();
    void detection();
    void bigBoardIsCapped();
    void writeArray();
};

void TestJsonDocument::read_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("boards"); // boards read
    QTest::addColumn<int>("examples"); // of them, the first ones equal to the example board
    QTest::addColumn<int>("damaged");
    QTest::addColumn<QString>("error"); // part of the error, empty for none

    const QString notDeals = QStringLiteral("JSON document that is not a list of deals");
    QTest::newRow("negative: an object of settings")
        << QByteArray("{\n  \"name\": \"kibitz\",\n  \"version\": 2\n}\n") << 0 << 0 << 0 << notDeals;
    QTest::newRow("negative: an array of numbers") << QByteArray("[\n  1,\n  2\n]\n") << 0 << 0 << 0 << notDeals;
    QTest::newRow("negative: a string") << QByteArray("\"deals\"\n") << 0 << 0 << 0 << notDeals;
    QTest::newRow("an empty array") << QByteArray("[\n]\n") << 0 << 0 << 0 << QString();
    const QJsonObject ex = exampleObject();
    QTest::newRow("pretty-printed array") << indented(QJsonArray { ex, ex }) << 2 << 2 << 0 << QString();
    QTest::newRow("one board over several lines") << indented(ex) << 1 << 1 << 0 << QString();
    QTest::newRow("an array on one line") << compact(QJsonArray { ex, ex, ex }) << 3 << 3 << 0 << QString();
    QTest::newRow("BOM, CRLF and tabs") << QByteArray("\xEF\xBB\xBF\r\n[\t") + compact(ex) + ",\r\n\t" + compact(ex)
            + "\r\n]\r\n" << 2 << 2 << 0 << QString();
    QByteArray cut = indented(QJsonArray { ex, ex });
    cut.chop(cut.size() - cut.lastIndexOf("\"play\""));
    QTest::newRow("cut inside the second board") << cut << 1 << 1 << 0 << QStringLiteral("ends inside board 2");
    QTest::newRow("text after the array")
        << compact(QJsonArray { ex }) + "\n]" << 1 << 1 << 0 << QStringLiteral("after the end of the JSON array");
    QTest::newRow("an element that is not a board") << "[" + compact(ex) + ",\n 5]" << 2 << 1 << 1 << QString();
    QTest::newRow("an element that is not JSON")
        << "[" + compact(ex) + ",\n {\"board\": }]" << 2 << 1 << 1 << QString();
    QTest::newRow("an element with a bad field")
        << "[" + compact(ex) + ",\n {\"board\": 2, \"dealer\": \"Q\"}]" << 2 << 1 << 1 << QString();
}

void TestJsonDocument::read()
{
    QFETCH(QByteArray, text);
    QFETCH(int, boards);
    QFETCH(int, examples);
    QFETCH(int, damaged);
    QFETCH(QString, error);
    const ReadResult result = readBytes(JsonDocumentFormat(), text);
    QVERIFY2(result.error.message.contains(error), qPrintable(result.error.toString()));
    QCOMPARE(result.ok(), error.isEmpty());
    QCOMPARE(result.boards.size(), boards);
    for (int i = 0; i < examples; ++i) {
        const QString difference = boardDifference(result.boards[i], exampleResultBoard());
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }
    int marked = 0;
    for (const BoardWarning &w : result.warnings)
        marked += w.damaged ? 1 : 0;
    QCOMPARE(marked, damaged);
}

void TestJsonDocument::endplayBoards_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("negative: no ninth board") << 8;
    for (int i = 0; i < 8; ++i)
        QTest::addRow("board %d", i + 1) << i;
}

void TestJsonDocument::endplayBoards()
{
    // endplay's board JSON of lin_example1.lin (docs/formats.md#endplay) gives what the LIN file says.
    QFETCH(int, index);
    const ReadResult endplay = readFile(JsonDocumentFormat(), EndplayExample);
    QVERIFY2(endplay.ok(), qPrintable(endplay.error.toString()));
    const ReadResult lin = readBytes(LinFormat(), sampleBytes(EndplayLin));
    QVERIFY2(lin.ok(), qPrintable(lin.error.toString()));
    QCOMPARE(endplay.boards.size(), lin.boards.size());
    if (index >= lin.boards.size())
        return;
    for (const BoardWarning &w : endplay.warnings)
        QVERIFY2(!w.damaged && w.message.contains(QStringLiteral("'info' field")), qPrintable(w.message));
    const Board &b = endplay.boards[index];
    const Board &expected = lin.boards[index];
    QCOMPARE(b.number(), std::optional<int>(index + 1));
    QCOMPARE(b.dealer(), expected.dealer());
    QCOMPARE(b.vulnerability(), expected.vulnerability());
    QCOMPARE(b.deal(), expected.deal());
    QCOMPARE(b.auction().toString(), expected.auction().toString());
    QCOMPARE(b.auction(), expected.auction()); // alerts and their explanations too
    QCOMPARE(b.playedCards(), expected.playedCards());
    QVERIFY(b.contract());
    QCOMPARE(b.contract()->toString(), expected.contract()->toString());
    QCOMPARE(b.contract()->declarer, expected.contract()->declarer);
    QCOMPARE(b.claim(), expected.claim());
    QVERIFY(b.outcome());
    QCOMPARE(b.outcome(), expected.outcome());
    for (Seat s : AllSeats)
        QCOMPARE(b.player(s), expected.player(s));
}

void TestJsonDocument::detection_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("id");
    QTest::newRow("negative: PBN named .json") << QByteArray("[Board \"1\"]\n[Dealer \"N\"]\n") << "a.json"
                                               << "pbn";
    const QJsonObject ex = exampleObject();
    QTest::newRow("JSON Lines") << compact(ex) + "\n" + compact(ex) + "\n"
                                << "a.json"
                                << "json";
    QTest::newRow("a pretty-printed array") << indented(QJsonArray { ex }) << "a.json"
                                            << "json-document";
    QTest::newRow("an array on one line") << compact(QJsonArray { ex }) << "a.json"
                                          << "json-document";
    QTest::newRow("a pretty-printed object") << indented(ex) << "a.json"
                                             << "json-document";
    QTest::newRow("a pretty-printed array named .jsonl") << indented(QJsonArray { ex }) << "a.jsonl"
                                                         << "json-document";
    QByteArray endplay = fileBytes(EndplayExample);
    QTest::newRow("endplay's array") << endplay << "boards.json"
                                     << "json-document";
    const QJsonArray endplayBoards = QJsonDocument::fromJson(endplay).array();
    QVERIFY(!endplayBoards.isEmpty());
    QTest::newRow("endplay's board on one line") << compact(endplayBoards.first()) << "board.json"
                                                 << "json-document";
}

void TestJsonDocument::detection()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, fileName);
    QFETCH(QString, id);
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    const DealFormat *format = FormatRegistry::instance().detect(&buffer, fileName);
    QVERIFY(format);
    QCOMPARE(format->id(), id);
}

void TestJsonDocument::bigBoardIsCapped()
{
    // A board of more than 16 MiB stops reading with a message (docs/formats.md#json-documents).
    QByteArray text = "[\n" + compact(exampleObject()) + ",\n{\"board\": 2, \"event\": \"";
    text += QByteArray(JsonDocumentReader::maxBoardSize(), 'x');
    text += "\"}\n]\n";
    const ReadResult result = readBytes(JsonDocumentFormat(), text);
    QCOMPARE(result.boards.size(), 1);
    QVERIFY2(result.error.message.contains(QStringLiteral("more than 16 MiB")), qPrintable(result.error.toString()));
    QCOMPARE(result.error.line, 3);
}

void TestJsonDocument::writeArray()
{
    const ReadResult lin = readBytes(LinFormat(), sampleBytes(EndplayLin));
    QVERIFY(lin.ok());
    FormatError error;
    const QByteArray text = writeBoards(JsonDocumentFormat(), lin.boards, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    // One board a line between "[" and "]": a JSON array of as many objects.
    QVERIFY(text.startsWith("[\n{"));
    QVERIFY(text.endsWith("}\n]\n"));
    QCOMPARE(text.count('\n'), lin.boards.size() + 2);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QCOMPARE(document.array().size(), lin.boards.size());
    const ReadResult again = readBytes(JsonDocumentFormat(), text);
    QVERIFY2(again.ok(), qPrintable(again.error.toString()));
    QCOMPARE(again.boards.size(), lin.boards.size());
    for (qsizetype i = 0; i < lin.boards.size(); ++i) {
        const QString difference = boardDifference(again.boards[i], lin.boards[i]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("board %1: %2").arg(i + 1).arg(difference)));
    }
    QCOMPARE(writeBoards(JsonDocumentFormat(), {}), QByteArray("[]\n"));
}

QTEST_GUILESS_MAIN(TestJsonDocument)
#include "tst_jsondocument.moc"
