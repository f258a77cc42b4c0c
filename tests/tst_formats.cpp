// The format registry as a whole: every format it lists reads a file of its own from tests/data, recognises it
// by content and by extension, writes what it read and reads that back the same; and every format has a fuzz
// target. Expected values come from the files: a real one from tests/data/samples (SOURCES.md there says where
// each came from and how many boards it holds), else the worked example of docs/formats.md written out in
// tests/data/examples (README.md there); and from the fuzz target list, tests/fuzz/formats.cmake.
#include "formats/dealformat.h"
#include "formats/formatregistry.h"

#include "testutil.h"

#include <QBuffer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** A file in tests/data/examples. */
QString examplePath(const QString &name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/examples/") + name;
}

struct Sample
{
    QString path;
    int boards = 0; ///< as the file states it
};

/** The file each format reads, by format id. */
QMap<QString, Sample> samples()
{
    return {
        // test.pbn: 16 [Board] tags. lin_example1.lin: 8 lines "ah|Board n|".
        { QStringLiteral("pbn"), { samplePath(QStringLiteral("emkael_deal-convert/test.pbn")), 16 } },
        { QStringLiteral("lin"), { samplePath(QStringLiteral("dominicprice_endplay/lin_example1.lin")), 8 } },
        // docs/formats.md#json-lines: the example board.
        { QStringLiteral("json"), { examplePath(QStringLiteral("example-board.jsonl")), 1 } },
        // docs/formats.md#endplay: endplay's board JSON of lin_example1.lin's 8 boards.
        { QStringLiteral("json-document"), { examplePath(QStringLiteral("endplay-boards.json")), 8 } },
        // docs/formats.md#rbn-and-rbx: the example board in both rooms of a teams match.
        { QStringLiteral("rbn"), { examplePath(QStringLiteral("teams-match.rbn")), 2 } },
        { QStringLiteral("rbx"), { examplePath(QStringLiteral("teams-match.rbx")), 2 } },
        // deals.gib: four times the deal of 'Card Play Technique' p. 47.
        { QStringLiteral("gib"), { samplePath(QStringLiteral("dds-bridge_ddd/deals.gib")), 4 } },
        // SOURCES.md: emkael's 16-board set, as a dealing machine reads it.
        { QStringLiteral("dup-machine"), { samplePath(QStringLiteral("emkael_deal-convert/test.dup")), 16 } },
        { QStringLiteral("bri-machine"), { samplePath(QStringLiteral("emkael_deal-convert/test.bri")), 16 } },
        { QStringLiteral("dge-machine"), { samplePath(QStringLiteral("emkael_deal-convert/test.dge")), 16 } },
        // docs/formats.md#simple-text: the example board's deal, one line.
        { QStringLiteral("dup"), { examplePath(QStringLiteral("example-board.dup")), 1 } },
        { QStringLiteral("bri"), { examplePath(QStringLiteral("example-board.bri")), 1 } },
        { QStringLiteral("dge"), { examplePath(QStringLiteral("example-board.dge")), 1 } },
        // docs/formats.md, one record each; SOURCES.md: rpdd_10First.zrd holds records 0-9.
        { QStringLiteral("dx"), { examplePath(QStringLiteral("example-board.dx")), 1 } },
        { QStringLiteral("zbs"), { examplePath(QStringLiteral("record0.zbs")), 1 } },
        { QStringLiteral("zrj"), { examplePath(QStringLiteral("example-board.zrj")), 1 } },
        { QStringLiteral("zrd"), { samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")), 10 } },
        { QStringLiteral("zth"), { examplePath(QStringLiteral("record0-east.zth")), 1 } },
        { QStringLiteral("zbd"), { examplePath(QStringLiteral("record0.zbd")), 1 } },
        { QStringLiteral("zdd"), { examplePath(QStringLiteral("record0.zdd")), 1 } },
        { QStringLiteral("deals"), { examplePath(QStringLiteral("record0.deals")), 1 } },
    };
}

/** What differs between @p a and @p b among the contents @p held, one "what: a / b" per item. */
QStringList differences(const Board &a, const Board &b, BoardContents held)
{
    QStringList found;
    const auto check
        = [&](BoardContents content, const char *what, bool same, const QString &one = {}, const QString &other = {}) {
              if ((held & content) && !same)
                  found << QStringLiteral("%1: %2 / %3").arg(QLatin1String(what), one, other);
          };
    const auto number = [](std::optional<int> n) { return n ? QString::number(*n) : QStringLiteral("none"); };
    const BoardContents deal = BoardContent::Deal | BoardContent::PartialDeal;
    check(deal, "deal", a.deal() == b.deal(), a.deal().toString(), b.deal().toString());
    check(BoardContent::Number, "number", a.number() == b.number(), number(a.number()), number(b.number()));
    check(BoardContent::DealerVulnerability, "dealer", a.dealer() == b.dealer());
    check(BoardContent::DealerVulnerability, "vulnerability", a.vulnerability() == b.vulnerability());
    check(BoardContent::Auction, "auction", a.auction().toString() == b.auction().toString(), a.auction().toString(),
        b.auction().toString());
    check(BoardContent::Alerts, "alerts and annotations", a.auction() == b.auction());
    check(BoardContent::Contract, "contract", a.contract() == b.contract());
    check(BoardContent::Play, "play", a.playedCards() == b.playedCards());
    check(BoardContent::Result, "result", a.result() == b.result(), number(a.result()), number(b.result()));
    check(BoardContent::Result, "claim", a.claim() == b.claim(), number(a.claim()), number(b.claim()));
    check(BoardContent::DoubleDummy, "double-dummy table", a.doubleDummy() == b.doubleDummy());
    for (Seat s : AllSeats)
        check(BoardContent::Names, "player", a.player(s) == b.player(s), a.player(s), b.player(s));
    check(BoardContent::Event, "event", a.event() == b.event(), a.event(), b.event());
    check(BoardContent::Event, "site", a.site() == b.site(), a.site(), b.site());
    check(BoardContent::Event, "date", a.date() == b.date(), a.date(), b.date());
    check(BoardContent::Comments, "comments", a.comments() == b.comments());
    check(BoardContent::ExtraTags, "extra tags", a.extraTags() == b.extraTags());
    return found;
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void ownFile_data();
    void ownFile();
    void fuzzTargets_data();
    void fuzzTargets();
    void randomBytesRefused_data();
    void randomBytesRefused();
};

void TestFormats::ownFile_data()
{
    QTest::addColumn<QString>("id"); // empty: no format reads the file
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("boards");

    QTest::newRow("negative: a licence text is no deal file")
        << QString() << samplePath(QStringLiteral("dds-bridge_dds/LICENSE")) << 0;
    const QMap<QString, Sample> files = samples();
    for (const DealFormat *f : FormatRegistry::instance().formats()) {
        // A format without a file here gets an empty path, and fails below.
        const Sample sample = files.value(f->id());
        const QString name = sample.path.section(QLatin1Char('/'), -2);
        QTest::addRow("%s: %s", qPrintable(f->id()), qPrintable(name)) << f->id() << sample.path << sample.boards;
    }
}

void TestFormats::ownFile()
{
    QFETCH(QString, id);
    QFETCH(QString, path);
    QFETCH(int, boards);
    QVERIFY2(!path.isEmpty(), "no file of this format in tests/data: add one (and its row to samples())");
    const FormatRegistry &registry = FormatRegistry::instance();
    QByteArray bytes = fileBytes(path);
    QVERIFY2(!bytes.isEmpty(), qPrintable(path));

    // Recognised by content alone, then opened as the application opens a file.
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    FormatError error;
    const DealFormat *byContent = registry.detect(&buffer, QString(), {}, &error);
    QCOMPARE(buffer.pos(), qint64(0));
    FormatError openError;
    const DealFormat *opened = nullptr;
    const auto source = registry.open(path, {}, &openError, &opened);
    if (id.isEmpty()) {
        QVERIFY2(!byContent, qPrintable(byContent ? byContent->id() : QString()));
        QCOMPARE(error.code, FormatError::Code::UnknownFormat);
        QVERIFY(!source);
        QCOMPARE(openError.code, FormatError::Code::UnknownFormat);
        return;
    }
    QVERIFY2(byContent, qPrintable(error.toString()));
    QCOMPARE(byContent->id(), id);
    const DealFormat &format = *byContent;
    QVERIFY2(source, qPrintable(openError.toString()));
    QCOMPARE(opened, &format);
    QCOMPARE(source->count(), qint64(boards));

    // Recognised by each of its extensions (formats sharing one are told apart by content).
    for (const QString &extension : format.extensions()) {
        const QString name = QStringLiteral("sample.") + extension;
        QVERIFY(registry.byExtension(name).contains(&format));
        const DealFormat *byName = registry.detect(&buffer, name, {}, &error);
        QVERIFY2(byName, qPrintable(name + QStringLiteral(": ") + error.toString()));
        QVERIFY2(byName == &format, qPrintable(name + QStringLiteral(" read as ") + byName->id()));
        QCOMPARE(buffer.pos(), qint64(0));
    }

    // Read at once, the same boards as the opened file gives one by one.
    const ReadResult read = readBytes(format, bytes);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.boards.size(), boards);
    for (int i = 0; i < boards; ++i)
        QVERIFY2(source->board(i) == read.boards[i], qPrintable(QStringLiteral("board %1").arg(i + 1)));

    // Written with the format and read back: what the format holds comes back unchanged.
    QVERIFY(format.canWrite());
    for (int i = 0; i < boards; ++i) {
        QCOMPARE(format.whyCannotStore(read.boards[i]), QString());
        QCOMPARE(int(format.lostContents(read.boards[i], i)), 0);
    }
    FormatError writeError;
    const QByteArray written = writeBoards(format, read.boards, &writeError);
    QVERIFY2(!writeError.isError(), qPrintable(writeError.toString()));
    const ReadResult back = readBytes(format, written);
    QVERIFY2(back.ok(), qPrintable(back.error.toString()));
    QCOMPARE(back.boards.size(), boards);
    for (int i = 0; i < boards; ++i) {
        const QStringList changed = differences(read.boards[i], back.boards[i], format.capabilities());
        QVERIFY2(changed.isEmpty(),
            qPrintable(QStringLiteral("board %1: ").arg(i + 1) + changed.join(QStringLiteral("; "))));
    }
    // Writing what was read back gives the same bytes again.
    QCOMPARE(writeBoards(format, back.boards), written);
}

void TestFormats::fuzzTargets_data()
{
    QTest::addColumn<QStringList>("targets");
    QTest::addColumn<bool>("complete");

    const QStringList fuzzed = QStringLiteral(KIBITZ_FUZZ_FORMATS).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList withoutOne = fuzzed;
    withoutOne.removeLast();
    QTest::newRow("negative: the list without its last format") << withoutOne << false;
    QTest::newRow("tests/fuzz/formats.cmake") << fuzzed << true;
}

void TestFormats::fuzzTargets()
{
    QFETCH(QStringList, targets);
    QFETCH(bool, complete);
    QStringList missing;
    for (const DealFormat *f : FormatRegistry::instance().formats()) {
        if (!targets.removeOne(f->id()))
            missing << f->id();
    }
    if (!complete) {
        QVERIFY(!missing.isEmpty());
        return;
    }
    // A new format needs its id in tests/fuzz/formats.cmake; an id there must name a registered format.
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no fuzz target: ") + missing.join(QLatin1Char(' '))));
    QVERIFY2(
        targets.isEmpty(), qPrintable(QStringLiteral("fuzz target of no format: ") + targets.join(QLatin1Char(' '))));
}

QTEST_GUILESS_MAIN(TestFormats)
void TestFormats::randomBytesRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("boards"); // -1: refused
    QByteArray random(4096, '\0');
    QRandomGenerator generator(20261128);
    for (char &c : random)
        c = char(generator.bounded(256));
    QTest::newRow("random bytes named .pbn") << QStringLiteral("noise.pbn") << random << -1;
    QTest::newRow("random bytes named .lin") << QStringLiteral("noise.lin") << random << -1;
    QTest::newRow("negative: an empty .pbn holds no deals") << QStringLiteral("empty.pbn") << QByteArray() << 0;
    QTest::newRow("negative: a PBN deal after noise is read")
        << QStringLiteral("mixed.pbn") << random.left(64) + "\n[Board \"1\"]\n[Deal \"" + Record0.toLatin1() + "\"]\n"
        << 1;
}

void TestFormats::randomBytesRefused()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, boards);
    // A file its extension alone calls a deal file, with no deal and nothing but errors, is refused.
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    FormatError error;
    const std::unique_ptr<BoardSource> source = FormatRegistry::instance().open(path, {}, &error);
    if (boards < 0) {
        QVERIFY(!source);
        QCOMPARE(error.code, FormatError::Code::UnknownFormat);
        QVERIFY2(error.message.contains(QStringLiteral("holds no deal")), qPrintable(error.message));
        return;
    }
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(source->count(), qint64(boards));
}

#include "tst_formats.moc"
