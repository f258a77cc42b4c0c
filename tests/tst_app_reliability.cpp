// Widget tests of the window's reliability promises: a file that changes on disk while open (docs/reliability.md), a
// FIFO refused, quitting while DDS solves, recovery of unsaved edits. Expected boards come from the sample
// files themselves (tests/data/samples/pavlicek_rpdd, see SOURCES.md there), read before any change.
#include "analysis/boardanalysis.h"
#include "document/document.h"
#include "document/editcommands.h"
#include "document/filechangewatcher.h"
#include "document/recoveryjournal.h"
#include "mainwindow.h"

#include "formats/dealformat.h"
#include "formats/inputfile.h"
#include "formats/pbn/pbnformat.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <sys/stat.h>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QString First = QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd");
const QString Last = QStringLiteral("pavlicek_rpdd/rpdd_10Last.zrd");

} // namespace

class TestAppReliability : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void openRefusesNonRegular_data();
    void openRefusesNonRegular();
    void changedFileKeepsEdits_data();
    void changedFileKeepsEdits();
    void changedFileReload();
    void watcherAsksOncePerChange();
    void closingDoesNotWaitForSolver();
    void slowSolveIsShown();
    void recoveryCopyOfUnsavedEdits();
    void recoveryJournalOfBigFile_data();
    void recoveryJournalOfBigFile();
    void recoveryFullCopy_data();
    void recoveryFullCopy();
    void bigTextFileReadOnDemand_data();
    void bigTextFileReadOnDemand();

private:
    QTemporaryDir mDir;
};

void TestAppReliability::initTestCase()
{
    useTestSettings();
    QDir(RecoveryJournal::directory()).removeRecursively();
    QVERIFY(mDir.isValid());
}

void TestAppReliability::openRefusesNonRegular_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message"); // empty: opens
    QTest::newRow("regular file (opens)") << "file"
                                          << "";
    QTest::newRow("FIFO") << "fifo"
                          << "not a regular file";
    QTest::newRow("folder") << "folder"
                            << "folder";
    QTest::newRow("character device") << "device"
                                      << "not a regular file";
}

void TestAppReliability::openRefusesNonRegular()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QString path = mDir.filePath(kind + QStringLiteral(".pbn"));
    if (kind == QLatin1String("file"))
        QVERIFY(QFile::copy(BundledSamplePath, path));
    else if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(qPrintable(path), 0600), 0);
    else if (kind == QLatin1String("folder"))
        QVERIFY(QDir().mkpath(path));
    else
        path = QStringLiteral("/dev/zero");
    // Before the fix, opening the FIFO blocked here for ever (nobody writes to it).
    auto w = quietWindow();
    QElapsedTimer clock;
    clock.start();
    const bool opened = w->openFile(path);
    QVERIFY(clock.elapsed() < 5000);
    QCOMPARE(opened, message.isEmpty());
    if (!message.isEmpty()) {
        QVERIFY2(w->lastError().contains(message), qPrintable(w->lastError()));
        QVERIFY(w->lastError().contains(path));
    }
}

void TestAppReliability::changedFileKeepsEdits_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("reported");
    QTest::newRow("unchanged (nothing reported)") << "none" << false;
    QTest::newRow("truncated") << "truncate" << true;
    QTest::newRow("rewritten in place with zeros") << "zeros" << true;
    QTest::newRow("replaced by rename") << "rename" << true;
    QTest::newRow("deleted") << "delete" << true;
}

void TestAppReliability::changedFileKeepsEdits()
{
    QFETCH(QString, change);
    QFETCH(bool, reported);
    const QString path = mDir.filePath(QStringLiteral("changed-%1.zrd").arg(change));
    QVERIFY(writeFile(path, sampleBytes(First)));
    auto w = quietWindow();
    QVERIFY(w->openFile(path));
    QCOMPARE(w->boardCount(), 10);
    const Board original = w->document()->board(0);
    w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 0, 1));
    const Board edited = w->document()->board(0);
    QVERIFY(edited.deal() != original.deal());

    if (change == QLatin1String("truncate"))
        QVERIFY(QFile::resize(path, 0));
    else if (change == QLatin1String("zeros"))
        QVERIFY(writeFile(path, QByteArray(sampleBytes(First).size(), '\0')));
    else if (change == QLatin1String("rename"))
        QVERIFY(replaceByRename(path, sampleBytes(Last)));
    else if (change == QLatin1String("delete"))
        QVERIFY(QFile::remove(path));

    // Reading the other boards from the mapping: before the fix a shrunk file killed the program (SIGBUS).
    for (qint64 i = 1; i < 10; ++i)
        QVERIFY(w->selectBoard(i));
    const QString expected = InputFile::changedWhileOpenMessage(path);
    if (reported)
        QTRY_COMPARE(w->lastError(), expected);
    else
        QTest::qWait(600);
    if (!reported)
        QVERIFY(w->lastError().isEmpty());
    // Kept in memory, whatever happened to the file.
    QVERIFY(w->document()->isModified());
    QVERIFY(w->document()->isEdited(0));
    QCOMPARE(w->document()->board(0).deal(), edited.deal());
    QCOMPARE(w->boardCount(), 10);
    // Answered once: navigating again asks nothing more.
    w->setChangedFileAnswer(SaveDialogs::ChangedOnDisk::Reload);
    QVERIFY(w->selectBoard(0));
    QTest::qWait(400);
    QVERIFY(w->document()->isModified());
    const QString saved = mDir.filePath(QStringLiteral("saved-%1.pbn").arg(change));
    if (change == QLatin1String("truncate") || change == QLatin1String("zeros")) {
        // The boards not edited can no longer be read: nothing is written rather than empty boards
        // (docs/reliability.md#a-file-changed-under-an-open-document).
        QVERIFY(!w->saveAs(saved));
        QVERIFY2(
            w->lastError().contains(QStringLiteral("9 board(s) can no longer be read")), qPrintable(w->lastError()));
        QVERIFY(!QFileInfo::exists(saved));
        return;
    }
    // A file replaced or deleted is still open as it was: the edits and every other board are saved elsewhere.
    QVERIFY2(w->saveAs(saved), qPrintable(w->lastError()));
    FormatError error;
    const auto source = FormatRegistry::instance().open(saved, {}, &error);
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(source->board(0).deal(), edited.deal());
    const QList<Board> opened = openBoards(samplePath(First));
    for (qint64 i = 1; i < 10; ++i)
        QCOMPARE(source->board(i).deal(), opened[i].deal());
}

void TestAppReliability::changedFileReload()
{
    const QString path = mDir.filePath(QStringLiteral("reload.zrd"));
    QVERIFY(writeFile(path, sampleBytes(First)));
    auto w = quietWindow();
    w->setChangedFileAnswer(SaveDialogs::ChangedOnDisk::Reload);
    QVERIFY(w->openFile(path));
    w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 0, 1));
    QVERIFY(replaceByRename(path, sampleBytes(Last)));
    const Board expected = openBoards(samplePath(Last)).value(0);
    QTRY_VERIFY(!w->document()->isModified());
    QCOMPARE(w->document()->board(0).deal(), expected.deal());
    QCOMPARE(w->document()->fileName(), path);
}

void TestAppReliability::watcherAsksOncePerChange()
{
    const QString path = mDir.filePath(QStringLiteral("watched.pbn"));
    QVERIFY(QFile::copy(BundledSamplePath, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    auto w = quietWindow();
    QVERIFY(w->openFile(path));
    QSignalSpy spy(w->fileChangeWatcher(), &FileChangeWatcher::changed);
    // Kibitz's own save (a rename over the file) is not a change to ask about.
    w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 0, 1));
    QVERIFY(w->save());
    QTest::qWait(700);
    QCOMPARE(spy.count(), 0);
    // A burst of writes is one question, not one each.
    const QByteArray bytes = fileBytes(path);
    for (int i = 0; i < 5; ++i) {
        QVERIFY(writeFile(path, bytes + QByteArray(i + 1, '\n')));
        QTest::qWait(20);
    }
    QTRY_COMPARE(spy.count(), 1);
    QTest::qWait(700);
    QCOMPARE(spy.count(), 1);
    // Replaced by rename twice: the watcher follows the new file each time.
    QVERIFY(replaceByRename(path, bytes + "\n% one\n"));
    QTRY_COMPARE(spy.count(), 2);
    QVERIFY(replaceByRename(path, bytes + "\n% two, longer\n"));
    QTRY_COMPARE(spy.count(), 3);
}

void TestAppReliability::closingDoesNotWaitForSolver()
{
    const int before = BoardAnalysis::runningSolvers();
    Document document;
    document.setSource(std::make_unique<MemoryBoardSource>(randomBoards(400)));
    auto analysis = std::make_unique<BoardAnalysis>(&document);
    QVERIFY(analysis->solveAll() > 0);
    analysis->request(0);
    QTRY_VERIFY(BoardAnalysis::runningSolvers() > before);
    // Before the fix the destructor waited for DDS (a hard deal: ~50 s of 200 % CPU after the window closed).
    QElapsedTimer clock;
    clock.start();
    analysis.reset();
    QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(BoardAnalysis::runningSolvers() > before);
    // The abandoned threads end on their own (cancelled between chunks) and deliver nothing.
    QTRY_COMPARE_WITH_TIMEOUT(BoardAnalysis::runningSolvers(), before, 300000);
    QCoreApplication::processEvents();
    QVERIFY(document.board(0).doubleDummy().isEmpty() || !document.board(0).doubleDummy().isComplete());
}

void TestAppReliability::slowSolveIsShown()
{
    auto w = quietWindow();
    w->setSource(std::make_unique<MemoryBoardSource>(randomBoards(2)), QStringLiteral("slow"));
    auto *analysis = w->findChild<BoardAnalysis *>(QStringLiteral("boardAnalysis"));
    QVERIFY(analysis);
    QSignalSpy slow(analysis, &BoardAnalysis::solvingSlowly);
    QSignalSpy solved(analysis, &BoardAnalysis::boardSolved);
    // Any solve outlasts a 1 ms threshold; the real one is 1.5 s.
    analysis->setSlowSolveAfter(1);
    QVERIFY(w->selectBoard(1));
    QTRY_COMPARE(slow.count(), 1);
    QCOMPARE(slow[0][0].toLongLong(), 1);
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("solving double-dummy")),
        qPrintable(w->statusBar()->currentMessage()));
    QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 2, 120000);
    QVERIFY2(w->statusBar()->currentMessage().isEmpty(), qPrintable(w->statusBar()->currentMessage()));
}

void TestAppReliability::recoveryCopyOfUnsavedEdits()
{
    QDir(RecoveryJournal::directory()).removeRecursively();
    const QString path = mDir.filePath(QStringLiteral("recover.zrd"));
    QVERIFY(writeFile(path, sampleBytes(First)));
    Board edited;
    {
        auto w = quietWindow();
        w->recoveryJournal()->setEnabled(true);
        w->recoveryJournal()->setInterval(50);
        QVERIFY(w->openFile(path));
        QVERIFY(w->recoveryJournal()->path().isEmpty()); // nothing unsaved, no copy
        w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 3, 2));
        edited = w->document()->board(3);
        QTRY_VERIFY(!w->recoveryJournal()->path().isEmpty());
        QTRY_VERIFY(QFileInfo::exists(w->recoveryJournal()->path()));
        // A running Kibitz's copy is not offered.
        QVERIFY(RecoveryJournal::pending().isEmpty());
        // Destroyed without closing: what a crash leaves.
    }
    const QList<RecoveryJournal::Entry> entries = RecoveryJournal::pending();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries[0].fileName, path);
    QCOMPARE(entries[0].formatId, QStringLiteral("zrd"));
    QCOMPARE(entries[0].boards, 10);
    auto w = quietWindow();
    w->recoveryJournal()->setEnabled(true);
    QVERIFY(w->restoreRecovery(entries[0]));
    QVERIFY(RecoveryJournal::pending().isEmpty());
    QCOMPARE(w->boardCount(), 10);
    QCOMPARE(w->document()->board(3).deal(), edited.deal());
    QVERIFY(w->document()->isModified());
    QCOMPARE(w->document()->fileName(), path);
    // Saved where everything is held (ZRD cannot hold the rotated dealer, so a save there stays modified and
    // keeps the copy): the copy goes.
    w->recoveryJournal()->setInterval(50);
    w->recoveryJournal()->flush();
    QVERIFY2(w->saveAs(mDir.filePath(QStringLiteral("recovered.pbn"))), qPrintable(w->lastError()));
    QVERIFY(!w->document()->isModified());
    QVERIFY(w->recoveryJournal()->path().isEmpty());
    QVERIFY(QDir(RecoveryJournal::directory()).entryList({ QStringLiteral("*.pbn") }, QDir::Files).isEmpty());
}

namespace {

/** The bytes of every file in the recovery folder. */
qint64 recoverySize()
{
    qint64 size = 0;
    const QDir dir(RecoveryJournal::directory());
    for (const QFileInfo &info : dir.entryInfoList(QDir::Files))
        size += info.size();
    return size;
}

} // namespace

void TestAppReliability::recoveryJournalOfBigFile_data()
{
    QTest::addColumn<QString>("afterCrash"); // what happens to the file before the next start
    QTest::newRow("file changed (the edited boards alone)") << "change";
    QTest::newRow("file gone (the edited boards alone)") << "remove";
    QTest::newRow("file unchanged (the same boards in the same order)") << "";
}

void TestAppReliability::recoveryJournalOfBigFile()
{
    // docs/reliability.md#recovery-of-unsaved-edits: over a big indexed file the journal holds the piece layout
    // and the edited boards, not the file. Expected boards are the document's own before the crash.
    QFETCH(QString, afterCrash);
    QDir(RecoveryJournal::directory()).removeRecursively();
    constexpr int Games = 26000;
    QByteArray bytes;
    for (int i = 0; i < Games; ++i)
        bytes += pbnGame(i, false);
    QVERIFY(bytes.size() >= DealFormat::IndexedFromSize);
    const QString path = mDir.filePath(QStringLiteral("journal.pbn"));
    QVERIFY(writeFile(path, bytes));

    const QList<qint64> probes { 0, 99, 100, 101, 19998, 19999, 20000, 20001, 25995, 25996, 25997, 25998, 25999 };
    QList<Board> expected;
    QList<Document::Piece> layout;
    Board edited;
    Board inserted = randomBoards(1).constFirst();
    {
        auto w = quietWindow();
        w->recoveryJournal()->setEnabled(true);
        w->recoveryJournal()->setInterval(50);
        QVERIFY2(w->openFile(path), qPrintable(w->lastError()));
        Document *document = w->document();
        // An edit near the end, a deleted board and an inserted one.
        document->undoStack()->push(new RotateBoardCommand(document, Games - 3, 2));
        document->undoStack()->push(new RemoveBoardsCommand(document, 100, 1));
        document->undoStack()->push(
            new InsertBoardsCommand(document, 20000, { inserted }, QStringLiteral("Add Board")));
        QCOMPARE(document->count(), Games);
        edited = document->storedBoard(Games - 3);
        QCOMPARE(document->storedBoard(20000), inserted);
        for (const qint64 i : probes)
            expected << document->storedBoard(i);
        layout = document->pieces();
        QCOMPARE(layout.size(), 6); // 0..99, 101..19999 (less one), the inserted, .., the edited, the last two
        QTRY_VERIFY(QFileInfo::exists(w->recoveryJournal()->path()));
        // Small: the note and two boards, against 6.5 MB of PBN (a full copy would be as big as the file).
        QVERIFY2(w->recoveryJournal()->writtenSize() < 16 * 1024,
            qPrintable(QString::number(w->recoveryJournal()->writtenSize())));
        QVERIFY2(recoverySize() < 16 * 1024, qPrintable(QString::number(recoverySize())));
        QVERIFY(document->residentBoards() < 1000);
        // Destroyed without closing: what a crash leaves.
    }
    if (afterCrash == QLatin1String("change"))
        QVERIFY(replaceByRename(path, bytes + pbnGame(Games, false)));
    else if (afterCrash == QLatin1String("remove"))
        QVERIFY(QFile::remove(path));

    const QList<RecoveryJournal::Entry> entries = RecoveryJournal::pending();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries[0].fileName, path);
    QCOMPARE(entries[0].boards, Games);
    QCOMPARE(entries[0].editedBoards(), 2);
    QVERIFY(entries[0].copyPath.isEmpty()); // too big for a full copy
    QCOMPARE(entries[0].canRebuild(), afterCrash.isEmpty());
    auto w = quietWindow();
    QVERIFY2(w->restoreRecovery(entries[0]), qPrintable(w->lastError()));
    QVERIFY(RecoveryJournal::pending().isEmpty());
    Document *document = w->document();
    QVERIFY(document->isModified());
    if (afterCrash.isEmpty()) {
        QCOMPARE(document->count(), Games);
        QCOMPARE(document->fileName(), path);
        QCOMPARE(document->format()->id(), QStringLiteral("pbn"));
        const QList<Document::Piece> &pieces = document->pieces();
        QCOMPARE(pieces.size(), layout.size());
        for (qsizetype i = 0; i < pieces.size(); ++i) {
            QCOMPARE(pieces[i].board.has_value(), layout[i].board.has_value());
            QCOMPARE(pieces[i].length, layout[i].length);
            if (!pieces[i].board)
                QCOMPARE(pieces[i].sourceStart, layout[i].sourceStart);
        }
        for (qsizetype i = 0; i < probes.size(); ++i)
            QCOMPARE(boardDifference(document->storedBoard(probes[i]), expected[i]), QString());
        QVERIFY(document->isEdited(Games - 3));
        QVERIFY(document->residentBoards() < 1000);
        QVERIFY(w->lastError().isEmpty());
    } else {
        // What was lost is said: the file's boards; the two edited boards come back in their order.
        QCOMPARE(document->count(), 2);
        QCOMPARE(boardDifference(document->storedBoard(0), inserted), QString());
        QCOMPARE(boardDifference(document->storedBoard(1), edited), QString());
        QVERIFY(document->fileName().isEmpty());
        QVERIFY2(w->lastError().contains(QStringLiteral("Only the 2 edited or inserted board(s) could be restored")),
            qPrintable(w->lastError()));
        QVERIFY2(w->lastError().contains(QStringLiteral("the other 25998 boards")), qPrintable(w->lastError()));
    }
}

void TestAppReliability::recoveryFullCopy_data()
{
    QTest::addColumn<bool>("fromFile");
    QTest::newRow("no file (a dealer-script result)") << false;
    QTest::newRow("small file changed since") << true;
}

void TestAppReliability::recoveryFullCopy()
{
    // A document without a file, or a small one whose file changed since, comes back whole from the full copy.
    QFETCH(bool, fromFile);
    QDir(RecoveryJournal::directory()).removeRecursively();
    const QString path = mDir.filePath(QStringLiteral("copied.zrd"));
    QList<Board> expected;
    {
        auto w = quietWindow();
        w->recoveryJournal()->setEnabled(true);
        w->recoveryJournal()->setInterval(50);
        if (fromFile) {
            QVERIFY(writeFile(path, sampleBytes(First)));
            QVERIFY(w->openFile(path));
        } else {
            w->setSource(std::make_unique<MemoryBoardSource>(randomBoards(5)), QString());
        }
        w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 2, 1));
        for (qint64 i = 0; i < w->document()->count(); ++i)
            expected << w->document()->storedBoard(i);
        QTRY_VERIFY(QFileInfo::exists(w->recoveryJournal()->path()));
    }
    if (fromFile)
        QVERIFY(replaceByRename(path, sampleBytes(Last)));
    const QList<RecoveryJournal::Entry> entries = RecoveryJournal::pending();
    QCOMPARE(entries.size(), 1);
    QVERIFY(!entries[0].canRebuild());
    QVERIFY(!entries[0].copyPath.isEmpty());
    auto w = quietWindow();
    QVERIFY2(w->restoreRecovery(entries[0]), qPrintable(w->lastError()));
    QVERIFY(RecoveryJournal::pending().isEmpty());
    QVERIFY(w->document()->isModified());
    QCOMPARE(w->document()->fileName(), fromFile ? path : QString());
    QCOMPARE(w->document()->count(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(boardDifference(w->document()->storedBoard(i), expected[i]), QString());
    QVERIFY(w->statusBar()->currentMessage().startsWith(QStringLiteral("Restored unsaved changes")));
}

QTEST_MAIN(TestAppReliability)
void TestAppReliability::bigTextFileReadOnDemand_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("PBN, a damaged game in the middle") << "pbn";
    QTest::newRow("JSON Lines") << "json";
    QTest::newRow("LIN") << "lin";
    QTest::newRow("giblib") << "gib";
    QTest::newRow(".dx") << "dx";
    QTest::newRow("simplified BRI text") << "bri";
}

void TestAppReliability::bigTextFileReadOnDemand()
{
    // A text or .dx file past DealFormat::IndexedFromSize is indexed and read a board at a time (bounded memory:
    // a file used to be read whole, 709 MB for 300 MB of PBN). The PBN game in the middle has a damaged Deal; the
    // other formats get the boards of the PBN file (the damaged one left out) from their own writer.
    QFETCH(QString, format);
    const bool pbn = format == QLatin1String("pbn");
    const DealFormat &f = formatById(format);
    constexpr int Damaged = Games / 2;
    const QByteArray bytes = bigFileBytes(f, true);
    QVERIFY(bytes.size() >= DealFormat::IndexedFromSize);
    const ReadResult whole = readBytes(f, bytes);
    const qint64 count = whole.boards.size();
    QVERIFY(count >= Games);
    const QString path = mDir.filePath(QStringLiteral("big.") + f.extensions().constFirst());
    QVERIFY(writeFile(path, bytes));

    auto w = quietWindow();
    QVERIFY2(w->openFile(path), qPrintable(w->lastError()));
    Document *document = w->document();
    QCOMPARE(document->count(), count);
    const Board nearEnd = document->board(Games - 2);
    QCOMPARE(boardDifference(nearEnd, whole.boards[Games - 2]), QString());
    QCOMPARE(nearEnd.deal(),
        dealOf(QStringLiteral("N:AKQJ.T98.765.432 T987.654.432.AKQ 65432.AKQ.AKQ.J7 .J732.JT98.T9865")));
    if (f.capabilities().testFlag(BoardContent::Auction))
        QCOMPARE(nearEnd.auction().calls().size(), 6);
    if (pbn) {
        QCOMPARE(nearEnd.number(), Games - 1);
        QCOMPARE(nearEnd.result(), (Games - 2) % 14);
        // The damaged board is kept with what could be read, and its warning says where.
        QStringList warnings;
        const Board damaged = document->board(Damaged, &warnings);
        QCOMPARE(damaged.number(), Damaged + 1);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().startsWith(QStringLiteral("line %1, column ").arg(Damaged * PbnLines + 5)),
            qPrintable(warnings.first()));
    }
    // Only the boards shown and a few around them are held decoded.
    QVERIFY2(document->residentBoards() < 1000, qPrintable(QString::number(document->residentBoards())));

    // An edit lives in memory; saving streams every other board from the file.
    document->undoStack()->push(new RotateBoardCommand(document, 5, 1));
    const Board edited = document->board(5);
    const QString saved = mDir.filePath(QStringLiteral("big-saved.") + f.extensions().constFirst());
    QVERIFY2(w->saveAs(saved), qPrintable(w->lastError()));
    FormatError error;
    const auto source = FormatRegistry::instance().open(saved, {}, &error);
    QVERIFY2(source, qPrintable(error.toString()));
    QCOMPARE(source->count(), count);
    QCOMPARE(source->board(5).deal(), edited.deal());
    QCOMPARE(source->board(Games - 2).number(), nearEnd.number());
    QVERIFY(source->residentBoards() < 1000);
}

#include "tst_app_reliability.moc"
