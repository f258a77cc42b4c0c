// Big text files opened for random access (docs/reliability.md#memory-for-big-files): the boards read one at a
// time from an index are those reading the whole file gives, in any order of access, in every format that is
// not mapped as fixed-size records.

#include "formats/indexedboardsource.h"
#include "formats/pbn/pbnformat.h"
#include "formats/pbn/pbnreader.h"
#include "formats/recordformat.h"

#include "testutil.h"

#include <QBuffer>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <new>
#include <random>
#include <thread>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

// Allocations fail on every thread but the main one while this is set (the PBN reader's second thread running
// out of memory).
std::atomic<bool> gFailOffMain { false };
const std::thread::id gMainThread = std::this_thread::get_id();

} // namespace

void *operator new(size_t size)
{
    if (gFailOffMain.load(std::memory_order_relaxed) && std::this_thread::get_id() != gMainThread)
        throw std::bad_alloc();
    if (void *p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}

void operator delete(void *p) noexcept
{
    std::free(p);
}

void operator delete(void *p, size_t) noexcept
{
    std::free(p);
}

namespace {

// Inheritance of every kind, commentary between games and a damaged game: what a reader started inside the file
// must get right (docs/formats.md#pbn).
const QByteArray Inheriting = "% PBN 2.1\n"
                              "[Event \"##Club night\"]\n[Site \"##Paris\"]\n\n"
                              "[Board \"1\"]\n[West \"Ann\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                              "[Deal \"N:AKQJ.T98.765.432 T987.654.432.AKQ 65432.AKQ.AKQ.J7 .J732.JT98.T9865\"]\n"
                              "[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]\n\n"
                              "{ a comment between games, for the next board }\n\n"
                              "[Board \"2\"]\n[West \"#\"]\n[Event \"Late game\"]\n"
                              "[Deal \"E:AKQJ.T98.765.432 T987.654.432.AKQ 65432.AKQ.AKQ.J7 .J732.JT98.T9865\"]\n\n"
                              "[Board \"3\"]\n[Deal \"N:AKQJ.T98.765.432 T987.654.432.AKQ 65432.AKQ.AKQ.J 8.J732\"]\n\n"
                              "[West \"Bob\"]\n[Auction \"N\"]\n1C 1D 1H 1S\n\n"
                              "[Board \"4\"]\n[Dealer \"Q\"]\n[Auction \"E\"]\nPass Pass Pass Pass\n\n";

// @p pattern repeated to at least DealFormat::IndexedFromSize bytes: text separated by a line end (PBN games by a
// blank line), binary bytes as they are.
QByteArray repeated(const QByteArray &pattern, bool pbn = true)
{
    const bool binary = std::any_of(pattern.begin(), pattern.end(), [](char c) { return uchar(c) < 9; });
    const QByteArray separator = binary ? "" : pbn ? "\n\n" : "\n";
    const QByteArray unit = binary || pattern.endsWith(separator) ? pattern : pattern + separator;
    QByteArray bytes;
    while (bytes.size() < DealFormat::IndexedFromSize)
        bytes += unit;
    return bytes;
}

struct Whole
{
    QList<Board> boards;
    QHash<qint64, QStringList> warnings;
};

Whole readWhole(const DealFormat &format, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const auto reader = format.createReader(&file);
    Whole whole;
    Board board;
    while (reader->readNext(&board)) {
        whole.boards.append(board);
        board = Board();
    }
    for (const BoardWarning &w : reader->takeWarnings())
        whole.warnings[w.board] << w.message;
    return whole;
}

// Whether a big file of @p format is opened from an index: PBN's own (games split without being read), or the
// one DealFormat::indexBoards() reads when the reader can resume.
bool indexes(const DealFormat &format)
{
    QByteArray none;
    QBuffer buffer(&none);
    buffer.open(QIODevice::ReadOnly);
    return format.id() == QLatin1String("pbn") || format.createReader(&buffer)->canResume();
}

} // namespace

class TestTextIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsReadingWhole_data();
    void sameAsReadingWhole();
    void fileCutShort();
    void outOfMemoryIsAnError();
};

void TestTextIndex::sameAsReadingWhole_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("indexed");
    QTest::newRow("small file: read whole") << QStringLiteral("pbn") << Inheriting << false;
    QTest::newRow("inheritance, comments, damage") << QStringLiteral("pbn") << repeated(Inheriting) << true;
    QStringList files = testDataDealFiles();
    QDirIterator it(QStringLiteral(KIBITZ_TEST_DATA "/resume"), QDir::Files);
    while (it.hasNext())
        files << QStringLiteral("resume/") + QFileInfo(it.next()).fileName();
    for (const QString &relative : std::as_const(files)) {
        const QString path = QStringLiteral(KIBITZ_TEST_DATA "/") + relative;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const DealFormat *format = FormatRegistry::instance().detect(&file, path);
        const QByteArray bytes = file.readAll();
        if (!format || dynamic_cast<const RecordFormat *>(format) || bytes.trimmed().isEmpty())
            continue; // record files are mapped, never indexed
        QTest::newRow(qPrintable(relative))
            << format->id() << repeated(bytes, format->id() == QLatin1String("pbn")) << indexes(*format);
    }
}

void TestTextIndex::sameAsReadingWhole()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, bytes);
    QFETCH(bool, indexed);
    const DealFormat &f = formatById(format);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.") + f.extensions().constFirst());
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();

    const Whole whole = readWhole(f, path);
    FormatError error;
    const auto source = f.openFile(path, &error);
    if (whole.boards.isEmpty())
        QSKIP("no boards to read"); // (the error of a file without boards is tested with the format)
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(dynamic_cast<const IndexedBoardSource *>(source.get()) != nullptr, indexed);
    QCOMPARE(source->count(), whole.boards.size());

    // Jumps first (backwards and at random), then every board in order.
    std::mt19937 random(18);
    QList<qint64> order;
    for (int i = 0; i < 200; ++i)
        order << qint64(random() % quint32(whole.boards.size()));
    order << whole.boards.size() - 1 << 0;
    for (qint64 i = 0; i < whole.boards.size(); ++i)
        order << i;
    for (const qint64 i : std::as_const(order)) {
        QStringList warnings;
        const Board board = source->board(i, &warnings);
        if (!indexed)
            continue;
        const QString difference = boardDifference(board, whole.boards[i]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("board %1: ").arg(i) + difference));
        QVERIFY2(warnings == whole.warnings.value(i),
            qPrintable(QStringLiteral("board %1: %2 | %3")
                           .arg(i)
                           .arg(warnings.join(u';'), whole.warnings.value(i).join(u';'))));
    }
    if (indexed)
        QVERIFY(source->residentBoards() <= IndexedBoardSource::CacheSize);
}

void TestTextIndex::fileCutShort()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.pbn"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(repeated(Inheriting));
    out.close();
    FormatError error;
    const auto source = PbnFormat().openFile(path, &error);
    QVERIFY(source);
    const qint64 last = source->count() - 1;
    QVERIFY(source->board(0).deal().isComplete());
    QVERIFY(!source->changedOnDisk());
    // The file loses its second half (another program rewrites it): boards not yet read come empty, with the
    // reason, and nothing crashes.
    QVERIFY(QFile::resize(path, out.size() / 2));
    QVERIFY(source->changedOnDisk());
    QStringList warnings;
    QCOMPARE(source->board(last, &warnings), Board());
    QCOMPARE(warnings, { InputFile::changedWhileOpenMessage(path) });
    // A board read before the change is still what was shown.
    QVERIFY(source->board(0).deal().isComplete());
}

void TestTextIndex::outOfMemoryIsAnError()
{
    // The first game (a header, no board) is read before the second thread starts. A file of 1 MiB or more is
    // read on two threads (PbnReader::Threading::Automatic), below the size that
    // is indexed: read whole, as it once was when the second thread's std::bad_alloc aborted the program.
    QByteArray bytes;
    while (bytes.size() < (qint64(3) << 19))
        bytes += Inheriting;
    QVERIFY(bytes.size() < DealFormat::IndexedFromSize);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two-threads.pbn"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();

    FormatError error;
    gFailOffMain = true;
    const auto source = PbnFormat().openFile(path, &error);
    gFailOffMain = false;
    QVERIFY(!source);
    QCOMPARE(error.code, FormatError::Code::OpenFailed);
    QCOMPARE(error.toString(), path + QStringLiteral(": not enough memory to open the file (0 board(s) read)"));
    // Nothing is left behind: the file opens once memory is there.
    QVERIFY(PbnFormat().openFile(path, &error));
}

QTEST_GUILESS_MAIN(TestTextIndex)
#include "tst_textindex.moc"
