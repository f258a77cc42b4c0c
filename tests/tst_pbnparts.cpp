// Reading one PBN file in parts at once (PbnPartsReader over PbnReader::splitParts(), readPart(), partFits(),
// contextAfter(); docs/formats.md#reading-a-pbn-file-in-parts): as kibitz-convert --info reads it, every PBN file of
// tests/data and files made here to put inheritance, comments, directives and damage across a cut give the
// same boards, warnings (board, line, column) and end as one reader from the start.

#include "formats/pbn/pbnpartsreader.h"
#include "formats/pbn/pbnreader.h"

#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <atomic>
#include <functional>
#include <memory>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** What a file (or a part) reads as: its boards, its warnings and the error that ends it. */
struct Reading
{
    QList<Board> boards;
    QList<BoardWarning> warnings;
    QString endError;
};

/** Reads the rest of @p reader's input onto @p into. */
void readOn(BoardReader &reader, Reading *into)
{
    for (;;) {
        Board board;
        const bool got = reader.readNext(&board);
        into->warnings += reader.takeWarnings();
        if (!got)
            break;
        into->boards << board;
    }
    into->endError = reader.hasError() ? reader.error().toString() : QString();
}

/** "damaged? board: message" of each warning, as a message names them. */
QStringList texts(const QList<BoardWarning> &warnings)
{
    QStringList list;
    for (const BoardWarning &w : warnings)
        list << QStringLiteral("%1%2: %3").arg(w.damaged ? "damaged " : "").arg(w.board).arg(w.message);
    return list;
}

Reading readWhole(const QString &path)
{
    Reading reading;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return reading;
    PbnReader reader(&file, PbnReader::Threading::Single);
    readOn(reader, &reading);
    return reading;
}

/** What PbnPartsReader gives a sink, kept; add() puts a part's after the boards before it. */
class CollectSink : public PbnPartsReader::Sink
{
public:
    void board(const Board &board, qint64 position) override
    {
        positionsInOrder = positionsInOrder && position == reading.boards.size() + 1;
        reading.boards << board;
    }
    void warning(const BoardWarning &warning) override { reading.warnings << warning; }
    void add(Sink &other, qint64 before) override
    {
        auto &part = static_cast<CollectSink &>(other);
        positionsInOrder = positionsInOrder && part.positionsInOrder && before == reading.boards.size();
        for (BoardWarning w : std::as_const(part.reading.warnings)) {
            w.board += before;
            reading.warnings << w;
        }
        reading.boards += part.reading.boards;
    }

    qint64 heldBytes() const override { return overfull ? PbnPartsReader::maxHeldBytes() + 1 : 0; }

    Reading reading;
    bool positionsInOrder = true;
    bool overfull = false; ///< holds too much from its first board on: the part stops
};

/** How a reading in parts went. */
struct PartsRead
{
    Reading reading;
    int parts = 1;
    int fitted = 0; ///< parts after the first added up as they were read
    bool positionsInOrder = true;
    bool firstReadAll = false;
};

/**
 * @p path read by PbnPartsReader in at most @p count parts (one reader when it cannot be cut); @p overfull:
 * the sink of that part (1 the second) holds too much at once, 0 every part's, -1 none.
 */
PartsRead readInParts(const QString &path, int count, qint64 minBytes, int overfull = -1)
{
    PartsRead result;
    int made = 0;
    PbnPartsReader reader(path, count, minBytes, [overfull, &made] {
        auto sink = std::make_unique<CollectSink>();
        ++made;
        sink->overfull = overfull == 0 || overfull == made;
        return sink;
    });
    CollectSink first;
    if (!reader.read(first)) {
        result.reading = readWhole(path);
        return result;
    }
    result.reading = first.reading;
    result.reading.endError = reader.endReader().hasError() ? reader.endReader().error().toString() : QString();
    result.parts = reader.partCount();
    result.fitted = reader.partsAddedUp();
    result.positionsInOrder = first.positionsInOrder;
    result.firstReadAll = reader.firstReadAll();
    return result;
}

const QByteArray Deal1 = "N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95";

/** A game of every mandatory tag and a passed-out auction, with @p extra lines after the Deal tag. */
QByteArray game(int board, const QByteArray &extra = {}, const QByteArray &eol = "\n")
{
    QByteArray g = "[Event \"Parts\"]\n[Site \"Here\"]\n[Date \"2026.11.27\"]\n[Board \"" + QByteArray::number(board)
        + "\"]\n[West \"W\"]\n[North \"N\"]\n[East \"E\"]\n[South \"S\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
          "[Deal \""
        + Deal1 + "\"]\n" + extra + "[Scoring \"IMP\"]\n[Auction \"N\"]\nPass Pass Pass Pass\n";
    g.replace("\n", eol);
    return g + eol;
}

/** @p games games; @p special(k) replaces game k when it gives bytes. */
QByteArray file(int games, const std::function<QByteArray(int)> &special, const QByteArray &eol = "\n")
{
    QByteArray bytes;
    for (int k = 1; k <= games; ++k) {
        const QByteArray s = special ? special(k) : QByteArray();
        bytes += s.isNull() ? game(k, {}, eol) : s;
    }
    return bytes;
}

} // namespace

class TestPbnParts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void readsAsOneReader_data();
    void readsAsOneReader();
    void cutsWhereGamesStart();
    void partsHoldingTooMuchAreReadAgain_data();
    void partsHoldingTooMuchAreReadAgain();
    void cancelStopsEveryPart();
    void secondPartSeenEarly_data();
    void secondPartSeenEarly();

private:
    /** @p bytes as the file @p name in the test's folder; its path, or empty when it cannot be written. */
    QString written(const QString &name, const QByteArray &bytes) const
    {
        const QString path = mDir.filePath(name);
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? path : QString();
    }

    QTemporaryDir mDir;
};

void TestPbnParts::initTestCase()
{
    QVERIFY(mDir.isValid());
}

void TestPbnParts::readsAsOneReader_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("fit"); ///< 1: every part fits; 0: one does not; -1: either

    const auto made = [this](const char *name, const QByteArray &bytes, int count, int fit) {
        const QString path = written(QString::fromLatin1(name) + QStringLiteral(".pbn"), bytes);
        QVERIFY(!path.isEmpty());
        QTest::newRow(name) << path << count << fit;
    };
    // Negative row first: one game has no place to cut.
    made("one game", game(1), 4, 1);
    made("every tag in every game", file(40, {}), 4, 1);
    made("every tag, CR LF", file(40, {}, "\r\n"), 3, 1);
    made("warnings after the cut",
        file(40, [](int k) { return k > 20 ? game(k, "[Vulnerable \"Sometimes\"]\n") : QByteArray(); }), 2, 1);
    made("damaged boards after the cut",
        file(40, [](int k) { return k % 7 == 0 ? game(k).replace(Deal1, "N:AKQ.xyz") : QByteArray(); }), 4, 1);
    made("Event inherited implicitly",
        file(40, [](int k) { return k > 1 ? game(k).replace("[Event \"Parts\"]\n", "") : QByteArray(); }), 4, 0);
    made("Event inherited implicitly, 3000 games: seen early",
        file(3000, [](int k) { return k > 1 ? game(k).replace("[Event \"Parts\"]\n", "") : QByteArray(); }), 2, 0);
    made("Site inherited with #",
        file(40, [](int k) { return k > 1 ? game(k).replace("[Site \"Here\"]", "[Site \"#\"]") : QByteArray(); }), 3,
        0);
    made("a tag of the first game only, asked for with #",
        file(40,
            [](int k) {
                return k == 1 ? game(k, "[Room \"Open\"]\n") : k == 35 ? game(k, "[Room \"#\"]\n") : QByteArray();
            }),
        2, 0);
    made("a ## default in the first game", "[Room \"##Closed\"]\n\n" + file(40, {}), 3, 0);
    made("a comment holding an empty line across the cut",
        file(40, [](int k) { return k == 20 ? game(k, "{a comment\n\n" + game(99) + "}\n") : QByteArray(); }), 2, -1);
    made("comments holding empty lines across the second cut",
        file(40,
            [](int k) { return k >= 24 ? game(k, "{a comment\n\n" + game(99).repeated(8) + "}\n") : QByteArray(); }),
        3, 0);
    made("lines ended by LF, then by CR alone", file(2, {}) + file(6, {}, "\r"), 4, -1);
    made("lines ended by CR LF, then by LF", file(20, {}, "\r\n") + file(20, {}), 4, 1);
    made("an unclosed comment in the first part",
        file(40, [](int k) { return k == 8 ? game(k, "{never closed\n") : QByteArray(); }), 2, 1);
    made("a header game with directives before the cut",
        file(40, [](int k) { return k == 20 ? "% a directive\n[Room \"##Open\"]\n\n" + game(k) : QByteArray(); }), 2,
        0);
    made("a comment between games before the cut",
        file(40, [](int k) { return k == 20 ? "{ between games }\n\n" + game(k) : QByteArray(); }), 2, -1);
    made("the last board cut short", file(40, {}) + "[Event \"Parts\"]\n[Board \"41\"]\n[Auction \"N\"]\nPass Pass", 3,
        0);
    made("a # tag name never seen before",
        file(40, [](int k) { return k == 30 ? game(k, "[Unknown \"#\"]\n") : QByteArray(); }), 2, 1);
    // Every PBN file of tests/data (tests/data/parts: what the fuzzer found), into two, three and four parts.
    QStringList files = testDataDealFiles();
    QDirIterator found(QStringLiteral(KIBITZ_TEST_DATA "/parts"), { QStringLiteral("*.pbn") }, QDir::Files);
    while (found.hasNext())
        files << QStringLiteral("parts/") + QFileInfo(found.next()).fileName();
    for (const QString &relative : std::as_const(files)) {
        if (!relative.endsWith(QStringLiteral(".pbn")))
            continue;
        for (int count : { 2, 3, 4 }) {
            QTest::addRow("%s in %d", qPrintable(relative), count)
                << QStringLiteral(KIBITZ_TEST_DATA "/") + relative << count << -1;
        }
    }
}

void TestPbnParts::readsAsOneReader()
{
    QFETCH(QString, path);
    QFETCH(int, count);
    QFETCH(int, fit);
    const Reading whole = readWhole(path);
    const PartsRead parts = readInParts(path, count, 1);
    QVERIFY(parts.positionsInOrder);
    QCOMPARE(texts(parts.reading.warnings), texts(whole.warnings));
    QCOMPARE(parts.reading.endError, whole.endError);
    QCOMPARE(parts.reading.boards.size(), whole.boards.size());
    for (qsizetype i = 0; i < whole.boards.size(); ++i)
        QVERIFY2(parts.reading.boards[i] == whole.boards[i], qPrintable(QStringLiteral("board %1").arg(i + 1)));
    if (QByteArrayView(QTest::currentDataTag()) == "one game") {
        QCOMPARE(parts.parts, 1);
        return;
    }
    if (fit >= 0) {
        QVERIFY(parts.parts > 1);
        QCOMPARE(parts.fitted == parts.parts - 1, fit == 1);
    }
    // Whether the first part's reader saw early that the second part cannot fit (1,024 boards or more in the
    // first part) depends on the threads' pace: either way the file reads the same (above);
    // secondPartSeenEarly() tests the look itself.
}

void TestPbnParts::cutsWhereGamesStart()
{
    // Cuts at a line starting with '[' after an empty line, the first line counted; none in a small file.
    const QByteArray bytes = file(40, {});
    QFile f(written(QStringLiteral("cuts.pbn"), bytes));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(PbnReader::splitParts(&f, 4, bytes.size()).size(), size_t(1));
    const std::vector<PbnReader::Part> parts = PbnReader::splitParts(&f, 4, 1);
    QCOMPARE(parts.size(), size_t(4));
    QCOMPARE(parts.front().begin, 0);
    QCOMPARE(parts.back().end, bytes.size());
    for (size_t k = 1; k < parts.size(); ++k) {
        QCOMPARE(parts[k].begin, parts[k - 1].end);
        QCOMPARE(bytes[parts[k].begin], '[');
        QVERIFY(bytes.mid(parts[k].begin - 2, 2) == "\n\n");
        QCOMPARE(parts[k].line, bytes.left(parts[k].begin).count('\n') + 1);
        QVERIFY(parts[k].begin >= bytes.size() * qint64(k) / 4);
    }
}

void TestPbnParts::partsHoldingTooMuchAreReadAgain_data()
{
    QTest::addColumn<int>("overfull");
    QTest::addColumn<int>("fitted");
    QTest::newRow("every part's: the first part's reader reads on") << 0 << 0;
    QTest::newRow("the third part's: the rest read by a reader resumed there") << 2 << 1;
}

void TestPbnParts::partsHoldingTooMuchAreReadAgain()
{
    // A part whose sink holds more than PbnPartsReader::maxHeldBytes() stops; its boards come from reading on.
    QFETCH(int, overfull);
    QFETCH(int, fitted);
    const QString path = written(QStringLiteral("overfull.pbn"),
        file(40, [](int k) { return k % 3 == 0 ? game(k, "[Vulnerable \"Sometimes\"]\n") : QByteArray(); }));
    QVERIFY(!path.isEmpty());
    const Reading whole = readWhole(path);
    const PartsRead parts = readInParts(path, 4, 1, overfull);
    QCOMPARE(parts.parts, 4);
    QCOMPARE(parts.fitted, fitted);
    QVERIFY(parts.positionsInOrder);
    QCOMPARE(texts(parts.reading.warnings), texts(whole.warnings));
    QCOMPARE(parts.reading.boards, whole.boards);
}

void TestPbnParts::cancelStopsEveryPart()
{
    // setCancel(): the first part's reader stops within 1,024 boards of the flag, the other parts too.
    const QString path = written(QStringLiteral("cancel.pbn"), file(8000, {}));
    QVERIFY(!path.isEmpty());
    std::atomic<bool> cancel { false };
    class CancellingSink : public CollectSink
    {
    public:
        explicit CancellingSink(std::atomic<bool> &cancel)
            : mCancel(cancel)
        { }
        void board(const Board &board, qint64 position) override
        {
            CollectSink::board(board, position);
            if (position == 1500)
                mCancel = true;
        }

    private:
        std::atomic<bool> &mCancel;
    };
    PbnPartsReader reader(path, 2, 1, [] { return std::make_unique<CollectSink>(); });
    reader.setCancel(&cancel);
    CancellingSink first(cancel);
    QVERIFY(reader.read(first));
    QVERIFY(reader.cancelled());
    QCOMPARE(reader.partsAddedUp(), 0);
    QVERIFY(first.reading.boards.size() >= 1500 && first.reading.boards.size() <= 2048);
}

void TestPbnParts::secondPartSeenEarly_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("cannotFit");
    QTest::newRow("negative: every tag in every game") << file(40, {}) << false;
    QTest::newRow("Event inherited implicitly")
        << file(40, [](int k) { return k > 1 ? game(k).replace("[Event \"Parts\"]\n", "") : QByteArray(); }) << true;
    QTest::newRow("a ## default in the first part") << "[Room \"##Closed\"]\n\n" + file(40, {}) << true;
    QTest::newRow("a tag of the second part only, asked for with #") << file(40, [](int k) {
        return k == 30 ? game(k, "[Room \"Open\"]\n") : k == 35 ? game(k, "[Room \"#\"]\n") : QByteArray();
    }) << false;
}

void TestPbnParts::secondPartSeenEarly()
{
    // PbnReader::partCannotFit(), what the first part's reader looks at every 1,024 boards (one part after
    // the other here, each read whole): true exactly when partFits() cannot be.
    QFETCH(QByteArray, bytes);
    QFETCH(bool, cannotFit);
    const QString path = written(QStringLiteral("early.pbn"), bytes);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::vector<PbnReader::Part> cuts = PbnReader::splitParts(&f, 2, 1);
    QCOMPARE(cuts.size(), size_t(2));
    std::array<QFile, 2> files { QFile(path), QFile(path) };
    std::vector<std::unique_ptr<PbnReader>> readers;
    for (size_t k = 0; k < 2; ++k) {
        QVERIFY(files[k].open(QIODevice::ReadOnly) && files[k].seek(cuts[k].begin));
        readers.push_back(std::make_unique<PbnReader>(&files[k], PbnReader::Threading::Single));
        readers[k]->readPart(cuts[k], k == 0);
        Reading discard;
        readOn(*readers[k], &discard);
    }
    QCOMPARE(readers[1]->partCannotFit(*readers[0]), cannotFit);
    if (cannotFit)
        QVERIFY(!readers[1]->partFits({ readers[0].get() }));
}

QTEST_GUILESS_MAIN(TestPbnParts)
#include "tst_pbnparts.moc"
