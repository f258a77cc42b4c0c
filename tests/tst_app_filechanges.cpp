// Window tests of a file that another program changes under an open document (docs/reliability.md#a-file-changed-
// under-an-open-document): a save never writes a board it could not read, a touch or an append loses nothing,
// the recovery journal finds the right file and sees a changed one, and a big record file saves in bounded
// memory. Expected boards are read from the generated files before any change (apptestutil.h) or are the
// sample files themselves (tests/data/samples/pavlicek_rpdd, see SOURCES.md there).
#include "document/document.h"
#include "document/editcommands.h"
#include "document/fileactions.h"
#include "document/recoveryjournal.h"

#include "formats/contentfingerprint.h"
#include "formats/inputfile.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <random>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QString First = QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd");
const QString Last = QStringLiteral("pavlicek_rpdd/rpdd_10Last.zrd");
constexpr qint64 Kept = 1700000000; // a modification time a copy keeps (seconds since the epoch)

/** What another program does to the open file in saveAfterFileChanged. */
enum class Change { Rewrite, RewriteKeepingTimes, Touch, Append, TouchWhileSaving, RewriteWhileSaving };

bool changes(const QString &path, Change change, const QByteArray &bytes)
{
    const QByteArray other(64, 'X');
    switch (change) {
    case Change::Rewrite:
    case Change::RewriteWhileSaving:
        return rewriteInPlace(path, bytes.size() / 2, other);
    case Change::RewriteKeepingTimes:
        return rewriteInPlace(path, bytes.size() / 2, other) && setModified(path, Kept);
    case Change::Touch:
    case Change::TouchWhileSaving:
        return setModified(path, Kept + 3600);
    case Change::Append: {
        QFile file(path);
        return file.open(QIODevice::Append) && file.write(bytes.left(230)) == 230;
    }
    }
    return false;
}

/** @p count boards with random deals and random complete double-dummy tables (each gives another par). */
QList<Board> boardsWithTables(int count)
{
    std::mt19937 random(28);
    QList<Board> boards = randomBoards(count);
    for (Board &b : boards) {
        DoubleDummyTable table;
        for (Seat seat : AllSeats) {
            for (Strain strain : StrainsNoTrumpFirst)
                table.setTricks(seat, strain, int(random() % 14));
        }
        b.setDoubleDummy(table);
    }
    return boards;
}

} // namespace

Q_DECLARE_METATYPE(Change)

class TestAppFileChanges : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void saveAfterFileChanged_data();
    void saveAfterFileChanged();
    void recoveryKeepsAbsolutePath();
    void recoveryOverFileChangedSince_data();
    void recoveryOverFileChangedSince();
    void bigRecordFileSavedInBoundedMemory();
    void recordsCopiedAsTheFileHoldsThem_data();
    void recordsCopiedAsTheFileHoldsThem();
    void bigSaveRunsInTheBackground_data();
    void bigSaveRunsInTheBackground();

private:
    QTemporaryDir mDir;
};

void TestAppFileChanges::initTestCase()
{
    useTestSettings();
    QVERIFY(mDir.isValid());
}

void TestAppFileChanges::saveAfterFileChanged_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<Change>("change");
    QTest::addColumn<bool>("saves");
    // Every format opened from an index or a mapping: text files past DealFormat::IndexedFromSize and records.
    const QStringList formats { QStringLiteral("zrd"), QStringLiteral("pbn"), QStringLiteral("json"),
        QStringLiteral("lin"), QStringLiteral("gib"), QStringLiteral("dx"), QStringLiteral("bri") };
    for (const QString &f : formats) {
        QTest::addRow("%s: rewritten in place (refused)", qPrintable(f)) << f << Change::Rewrite << false;
        QTest::addRow("%s: touched", qPrintable(f)) << f << Change::Touch << true;
    }
    for (const QString &f : { QStringLiteral("zrd"), QStringLiteral("pbn") }) {
        QTest::addRow("%s: same size and time, as cp -p leaves it (refused)", qPrintable(f))
            << f << Change::RewriteKeepingTimes << false;
        QTest::addRow("%s: appended to", qPrintable(f)) << f << Change::Append << true;
        QTest::addRow("%s: touched while saving", qPrintable(f)) << f << Change::TouchWhileSaving << true;
        QTest::addRow("%s: rewritten while saving (refused)", qPrintable(f))
            << f << Change::RewriteWhileSaving << false;
    }
}

void TestAppFileChanges::saveAfterFileChanged()
{
    // Before the fix each board not yet read came back empty after any change, and Ctrl+S wrote them all as
    // [Deal "?"] and said it saved.
    QFETCH(QString, format);
    QFETCH(Change, change);
    QFETCH(bool, saves);
    const DealFormat &f = formatById(format);
    const QByteArray bytes = bigFileBytes(f, false);
    const QList<Board> original = readBytes(f, bytes).boards;
    static int file = 0;
    const QString path = mDir.filePath(QStringLiteral("changed-%1.%2").arg(++file).arg(f.extensions().constFirst()));
    QVERIFY(writeFile(path, bytes));
    QVERIFY(setModified(path, Kept));

    auto w = quietWindow(); // answers "Keep What Is Shown" to the changed-on-disk question
    QVERIFY2(w->openFile(path), qPrintable(w->lastError()));
    Document *document = w->document();
    QCOMPARE(document->count(), original.size());
    QVERIFY(w->selectBoard(3));
    document->undoStack()->push(new RotateBoardCommand(document, 5, 1));
    const Board edited = document->storedBoard(5);

    const bool whileSaving = change == Change::TouchWhileSaving || change == Change::RewriteWhileSaving;
    QByteArray onDisk;
    if (whileSaving) {
        // The loss report and the save each call the progress every 4,096 boards: the 8th call is mid-save.
        int calls = 0;
        document->setSaveProgress([&](qint64, qint64) {
            if (++calls == 8) {
                changes(path, change, bytes);
                onDisk = fileBytes(path);
            }
            return true;
        });
    } else {
        QVERIFY(changes(path, change, bytes));
        onDisk = fileBytes(path);
        QTRY_COMPARE(w->lastError(), InputFile::changedWhileOpenMessage(path));
    }

    // Ctrl+S over the file itself.
    QCOMPARE(w->save(), saves);
    document->setSaveProgress(nullptr);
    if (!saves) {
        QVERIFY2(w->lastError().contains(QStringLiteral("can no longer be read as they were, so nothing was written")),
            qPrintable(w->lastError()));
        QVERIFY(fileBytes(path) == onDisk); // the other program's file, as it left it
        QVERIFY(document->isModified());
        return;
    }
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    const QList<Board> saved = openBoards(path);
    QCOMPARE(saved.size(), original.size());
    // What the save adds is not the file's: the table solved for the board shown (every generated game has
    // the same deal, so every board gets it) and the PBN writer's header.
    const auto asRead = [](Board b) {
        b.setDoubleDummy({});
        b.setPar({});
        b.setFileDirectives({});
        return b;
    };
    for (qsizetype i = 0; i < saved.size(); i += i % 997 == 0 ? 1 : 997 - i % 997) {
        if (i != 5)
            QCOMPARE(boardDifference(asRead(saved[i]), original[i]), QString());
    }
    QCOMPARE(boardDifference(asRead(saved.constLast()), original.constLast()), QString());
    QCOMPARE(saved[5].deal(), edited.deal());
}

void TestAppFileChanges::recoveryKeepsAbsolutePath()
{
    // A file opened by a relative name, then Kibitz restarted from another folder holding a file of that name:
    // the journal finds the file it was made for, and a save goes there.
    QDir(RecoveryJournal::directory()).removeRecursively();
    QTemporaryDir other;
    const QString name = QStringLiteral("relative.zrd");
    const QString path = QFileInfo(mDir.filePath(name)).absoluteFilePath();
    QVERIFY(writeFile(path, sampleBytes(First)));
    QVERIFY(writeFile(other.filePath(name), sampleBytes(Last)));
    const QString started = QDir::currentPath();
    QList<Board> expected;
    {
        QDir::setCurrent(mDir.path());
        auto w = quietWindow();
        w->recoveryJournal()->setEnabled(true);
        w->recoveryJournal()->setInterval(50);
        QVERIFY(w->openFile(name));
        w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 2, 1));
        for (qint64 i = 0; i < w->document()->count(); ++i)
            expected << w->document()->storedBoard(i);
        QTRY_VERIFY(QFileInfo::exists(w->recoveryJournal()->path()));
    }
    QDir::setCurrent(other.path());
    const QList<RecoveryJournal::Entry> entries = RecoveryJournal::pending();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries[0].fileName, path);
    QCOMPARE(entries[0].source.path, path);
    QVERIFY(entries[0].canRebuild());
    auto w = quietWindow();
    QVERIFY2(w->restoreRecovery(entries[0]), qPrintable(w->lastError()));
    QCOMPARE(w->document()->fileName(), path);
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(boardDifference(w->document()->storedBoard(i), expected[i]), QString());
    QVERIFY2(w->save(), qPrintable(w->lastError()));
    QVERIFY(fileBytes(other.filePath(name)) == sampleBytes(Last)); // the file of the same name is untouched
    QCOMPARE(openBoards(path).value(2).deal(), expected[2].deal());
    QDir::setCurrent(started);
}

void TestAppFileChanges::recoveryOverFileChangedSince_data()
{
    QTest::addColumn<QString>("afterCrash");
    QTest::newRow("unchanged (rebuilt, saved without asking)") << "";
    QTest::newRow("rewritten in place, size and time kept (cp -p)") << "in place";
    QTest::newRow("replaced by rename, size and time kept (rsync)") << "rename";
}

void TestAppFileChanges::recoveryOverFileChangedSince()
{
    // Before the fix a file of the same size and modification time counted as unchanged: the edits were laid
    // over the other program's boards; and a restored copy saved over a changed file without a word.
    QFETCH(QString, afterCrash);
    QDir(RecoveryJournal::directory()).removeRecursively();
    const QString path = mDir.filePath(QStringLiteral("kept-times.zrd"));
    QVERIFY(writeFile(path, sampleBytes(First)));
    QVERIFY(setModified(path, Kept));
    QList<Board> expected;
    {
        auto w = quietWindow();
        w->recoveryJournal()->setEnabled(true);
        w->recoveryJournal()->setInterval(50);
        QVERIFY(w->openFile(path));
        w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 2, 1));
        for (qint64 i = 0; i < w->document()->count(); ++i)
            expected << w->document()->storedBoard(i);
        QTRY_VERIFY(QFileInfo::exists(w->recoveryJournal()->path()));
    }
    QCOMPARE(sampleBytes(Last).size(), sampleBytes(First).size());
    if (afterCrash == QLatin1String("in place"))
        QVERIFY(writeFile(path, sampleBytes(Last)) && setModified(path, Kept));
    else if (afterCrash == QLatin1String("rename"))
        QVERIFY(replaceByRename(path, sampleBytes(Last)) && setModified(path, Kept));
    const QByteArray otherProgram = fileBytes(path);

    const QList<RecoveryJournal::Entry> entries = RecoveryJournal::pending();
    QCOMPARE(entries.size(), 1);
    const bool changed = !afterCrash.isEmpty();
    QCOMPARE(entries[0].canRebuild(), !changed);
    QCOMPARE(entries[0].fileChangedSince(), changed);
    auto w = quietWindow();
    QVERIFY2(w->restoreRecovery(entries[0]), qPrintable(w->lastError()));
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(boardDifference(w->document()->storedBoard(i), expected[i]), QString());
    QCOMPARE(w->statusBar()->currentMessage().contains(QStringLiteral("changed on disk since")), changed);
    if (changed) {
        // Ctrl+S asks first; without an answer to replace, the other program's file stays.
        QVERIFY(!w->save());
        QVERIFY2(w->lastError().contains(QStringLiteral("changed on disk after Kibitz kept these unsaved changes")),
            qPrintable(w->lastError()));
        QVERIFY(fileBytes(path) == otherProgram);
        w->setReplaceChangedAnswer(true);
    }
    QVERIFY2(w->save(), qPrintable(w->lastError()));
    const QList<Board> saved = openBoards(path);
    QCOMPARE(saved.size(), expected.size());
    QCOMPARE(saved[2].deal(), expected[2].deal());
}

void TestAppFileChanges::bigRecordFileSavedInBoundedMemory()
{
    // Saving a big ZRD computed and kept a par for every board although ZRD holds none (2.5 GB for ten million
    // boards), with no progress. A ZRD saved again is the same bytes.
    constexpr int Boards = 20000;
    const QByteArray bytes = writeBoards(formatById(QStringLiteral("zrd")), boardsWithTables(Boards));
    const QString path = mDir.filePath(QStringLiteral("tables.zrd"));
    QVERIFY(writeFile(path, bytes));
    auto w = quietWindow();
    QVERIFY(w->openFile(path));
    Document *document = w->document();
    QCOMPARE(document->count(), Boards);
    QVERIFY(document->board(0).doubleDummy().isComplete());
    int calls = 0;
    document->setSaveProgress([&](qint64 done, qint64 total) {
        ++calls;
        return done <= total;
    });
    const QString again = mDir.filePath(QStringLiteral("tables-again.zrd"));
    const qsizetype shown = document->analysis().cachedPars(); // the pars of the boards on screen
    QVERIFY2(w->saveAs(again), qPrintable(w->lastError()));
    QVERIFY(fileBytes(again) == bytes);
    QCOMPARE(document->analysis().cachedPars(), shown);
    QCOMPARE(calls, 2 * (Boards / 4096)); // the loss check and the save
    // PBN holds par: each board gets its own, and the cache stays bounded.
    const QString pbn = mDir.filePath(QStringLiteral("tables.pbn"));
    QVERIFY2(w->saveAs(pbn), qPrintable(w->lastError()));
    QVERIFY(document->analysis().cachedPars() <= AnalysisStore::MaxPars);
    QVERIFY(!openBoards(pbn).value(Boards - 1).par().isEmpty());
    // A cancelled save leaves the old file.
    document->setSaveProgress([](qint64, qint64) { return false; });
    QVERIFY(!w->saveAs(again));
    QVERIFY(fileBytes(again) == bytes);
    document->setSaveProgress(nullptr);
}

void TestAppFileChanges::recordsCopiedAsTheFileHoldsThem_data()
{
    QTest::addColumn<bool>("removeFirst");
    // Every record after a deleted one moves: each is encoded again, and the file must still come out right.
    QTest::newRow("first board deleted (records moved)") << true;
    QTest::newRow("records at their place") << false;
}

void TestAppFileChanges::recordsCopiedAsTheFileHoldsThem()
{
    // A ZRD saved to ZRD copies its unedited records (the saved file is the file read, byte for byte) but
    // for the edited board and a table solved in the window for a record that had none.
    QFETCH(bool, removeFirst);
    constexpr int Boards = 10000;
    constexpr int Solved = 150; // a record without a table, whose table the window solved
    const DealFormat &zrd = formatById(QStringLiteral("zrd"));
    QList<Board> boards = boardsWithTables(Boards);
    const DoubleDummyTable solved = boards[Solved].doubleDummy();
    boards[Solved].setDoubleDummy({});
    const QByteArray bytes = writeBoards(zrd, boards);
    const QString path = mDir.filePath(QStringLiteral("copied-%1.zrd").arg(removeFirst));
    QVERIFY(writeFile(path, bytes));
    auto w = quietWindow();
    QVERIFY(w->openFile(path));
    Document *document = w->document();
    document->undoStack()->push(new RotateBoardCommand(document, 5, 1));
    document->addAnalysis(boards[Solved].deal(), solved, Solved);
    QList<Board> expected = boards;
    expected[5] = document->storedBoard(5);
    expected[Solved].setDoubleDummy(solved);
    if (removeFirst) {
        document->undoStack()->push(new RemoveBoardsCommand(document, 0, 1));
        expected.removeFirst();
    }
    QVERIFY2(w->save(), qPrintable(w->lastError()));
    QVERIFY(fileBytes(path) == writeBoards(zrd, expected)); // the expected boards through ZRD's own writer
    QCOMPARE(document->analysedInLastSave(), 1);
}

void TestAppFileChanges::bigSaveRunsInTheBackground_data()
{
    QTest::addColumn<bool>("cancel");
    QTest::newRow("cancelled (the old file stays)") << true;
    QTest::newRow("saved") << false;
}

void TestAppFileChanges::bigSaveRunsInTheBackground()
{
    // A save of a big file froze the window until it was written. Now the file is written on a worker while
    // the window's thread runs its events and shows the progress, and Cancel leaves the old file.
    QFETCH(bool, cancel);
    const QByteArray bytes = writeBoards(formatById(QStringLiteral("zrd")), boardsWithTables(120000));
    const QString path = mDir.filePath(QStringLiteral("background-%1.zrd").arg(cancel));
    QVERIFY(writeFile(path, bytes));
    auto w = quietWindow();
    QVERIFY(w->openFile(path));
    w->setInteractive(true);
    Document *document = w->document();
    QVERIFY(document->count() >= FileActions::ProgressFrom);
    int eventsWhileSaving = 0;
    bool progressShown = false;
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, [&] {
        if (!document->isSaving())
            return;
        ++eventsWhileSaving;
        auto *progress = w->findChild<QProgressDialog *>(QStringLiteral("saveProgress"));
        progressShown = progressShown || (progress && progress->isVisible());
        if (auto *button = progress ? progress->findChild<QPushButton *>() : nullptr; cancel && button)
            button->click();
    });
    watch.start(1);
    const QString out = mDir.filePath(QStringLiteral("background-out-%1.pbn").arg(cancel));
    QVERIFY(writeFile(out, "old"));
    QCOMPARE(w->saveAs(out), !cancel);
    watch.stop();
    QVERIFY(eventsWhileSaving > 0);
    if (cancel) {
        QVERIFY(fileBytes(out) == "old");
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Save cancelled; the file on disk was not changed."));
        return;
    }
    QVERIFY(progressShown);
    QCOMPARE(openBoards(out).size(), 120000);
}

QTEST_MAIN(TestAppFileChanges)
#include "tst_app_filechanges.moc"
