// Readers started inside their input (BoardReader::resume(), docs/reliability.md#memory-for-big-files): for every file
// in tests/data whose reader can resume, a reader started at any board's place with the context the whole read had
// there reads on exactly as the whole read did (boards, warnings, damage, the error that ends it), and skipNext()
// hands on what readNext() does.

#include "formats/boardreader.h"
#include "formats/formatregistry.h"

#include "testutil.h"

#include <QFile>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** What reading a whole file gave before and at each board. */
struct Step
{
    BoardReader::Place place;
    QByteArray context;
    Board board;
    QStringList warnings; ///< "board: message", in the order the reader gave them
};

struct WholeRead
{
    QList<Step> steps;
    BoardReader::Place endPlace;
    QByteArray endContext;
    QStringList endWarnings;
    QString endError;
};

QStringList warningTexts(BoardReader *reader)
{
    QStringList texts;
    for (const BoardWarning &w : reader->takeWarnings())
        texts << QStringLiteral("%1%2: %3").arg(w.damaged ? "damaged " : "").arg(w.board).arg(w.message);
    return texts;
}

const DealFormat *formatOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return FormatRegistry::instance().detect(&file, path);
}

/** Every file in tests/data (and tests/data/resume, damaged on purpose) whose reader can resume. */
QStringList resumableFiles()
{
    QStringList files;
    QStringList candidates = testDataDealFiles(true);
    QDirIterator it(QStringLiteral(KIBITZ_TEST_DATA "/resume"), QDir::Files);
    while (it.hasNext())
        candidates << QStringLiteral("resume/") + QFileInfo(it.next()).fileName();
    candidates.sort();
    for (const QString &relative : std::as_const(candidates)) {
        const QString path = QStringLiteral(KIBITZ_TEST_DATA "/") + relative;
        const DealFormat *format = formatOf(path);
        QFile file(path);
        if (!format || !file.open(QIODevice::ReadOnly))
            continue;
        if (format->createReader(&file)->canResume())
            files << relative;
    }
    return files;
}

WholeRead readWhole(const DealFormat &format, const QString &path)
{
    WholeRead whole;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return whole;
    auto reader = format.createReader(&file);
    for (;;) {
        Step step { reader->nextPlace(), reader->resumeContext(), {}, {} };
        if (!reader->readNext(&step.board)) {
            whole.endPlace = step.place;
            whole.endContext = step.context;
            break;
        }
        step.warnings = warningTexts(reader.get());
        whole.steps << step;
    }
    whole.endWarnings = warningTexts(reader.get());
    whole.endError = reader->hasError() ? reader->error().toString() : QString();
    return whole;
}

/** The boards worth starting at: all of a small file, else the first and last ones and some between. */
QList<qint64> startsOf(qint64 count)
{
    QList<qint64> starts;
    for (qint64 k = 0; k <= count; ++k) {
        if (count <= 80 || k < 16 || k > count - 16 || k % (count / 40) == 0)
            starts << k;
    }
    return starts;
}

} // namespace

class TestResume : public QObject
{
    Q_OBJECT

private slots:
    void notResumable();
    void readsOnAsTheWholeRead_data();
    void readsOnAsTheWholeRead();
};

void TestResume::notResumable()
{
    // A record format is mapped, never resumed: its reader says so, and the default resume hooks keep nothing.
    QFile file(samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto reader = formatById(QStringLiteral("zrd")).createReader(&file);
    QVERIFY(!reader->canResume());
    QCOMPARE(reader->nextPlace().offset, -1);
    QVERIFY(reader->resumeContext().isEmpty());
}

void TestResume::readsOnAsTheWholeRead_data()
{
    QTest::addColumn<QString>("path");
    const QStringList files = resumableFiles();
    for (const QString &relative : files)
        QTest::newRow(qPrintable(relative)) << QStringLiteral(KIBITZ_TEST_DATA "/") + relative;
    if (files.isEmpty())
        QTest::newRow("no resumable reader yet") << QString();
}

void TestResume::readsOnAsTheWholeRead()
{
    QFETCH(QString, path);
    if (path.isEmpty())
        QSKIP("no reader resumes yet");
    const DealFormat *format = formatOf(path);
    QVERIFY(format);
    const WholeRead whole = readWhole(*format, path);
    const qint64 count = whole.steps.size();

    // Places move forward through the file, a board at a time.
    for (qint64 k = 1; k < count; ++k) {
        QVERIFY2(whole.steps[k].place.offset > whole.steps[k - 1].place.offset, qPrintable(QString::number(k)));
        QVERIFY(whole.steps[k].place.line >= whole.steps[k - 1].place.line);
    }

    for (const qint64 k : startsOf(count)) {
        const BoardReader::Place place = k < count ? whole.steps[k].place : whole.endPlace;
        if (place.offset < 0)
            continue; // nothing left to start at
        const QByteArray context = k < count ? whole.steps[k].context : whole.endContext;
        const QString at
            = QStringLiteral("started at board %1 (offset %2, line %3)").arg(k).arg(place.offset).arg(place.line);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.seek(place.offset));
        auto reader = format->createReader(&file);
        reader->resume(context, k, place);
        // The next few boards, or the rest of the file near its end.
        const qint64 stop = std::min(count, k + 3);
        for (qint64 i = k; i < stop; ++i) {
            QCOMPARE(reader->nextPlace().offset, whole.steps[i].place.offset);
            Board board;
            QVERIFY2(reader->readNext(&board), qPrintable(at));
            const QString difference = boardDifference(board, whole.steps[i].board);
            QVERIFY2(difference.isEmpty(), qPrintable(at + QStringLiteral(", board %1: ").arg(i) + difference));
            QCOMPARE(warningTexts(reader.get()), whole.steps[i].warnings);
            QCOMPARE(reader->boardsRead(), i + 1);
        }
        if (stop == count) {
            Board board;
            QVERIFY2(!reader->readNext(&board), qPrintable(at));
            QCOMPARE(warningTexts(reader.get()), whole.endWarnings);
            QCOMPARE(reader->hasError() ? reader->error().toString() : QString(), whole.endError);
        }
        // skipNext() hands on to the next board what readNext() does.
        if (k + 1 < count) {
            QFile again(path);
            QVERIFY(again.open(QIODevice::ReadOnly));
            QVERIFY(again.seek(place.offset));
            auto skipper = format->createReader(&again);
            skipper->resume(context, k, place);
            QVERIFY2(skipper->skipNext(), qPrintable(at));
            QCOMPARE(skipper->nextPlace().offset, whole.steps[k + 1].place.offset);
            QCOMPARE(skipper->nextPlace().line, whole.steps[k + 1].place.line);
            QCOMPARE(skipper->resumeContext(), whole.steps[k + 1].context);
            QCOMPARE(skipper->boardsRead(), k + 1);
        }
    }
}

QTEST_GUILESS_MAIN(TestResume)
#include "tst_resume.moc"
