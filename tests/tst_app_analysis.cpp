// Widget tests of the background double-dummy analysis, offscreen, on the bundled sample
// (resources/samples/kibitz-sample.pbn). Board 1 is record 0 of Pavlicek's solved-deal library and the
// file states its table; board 2's table is not in the file.
#include "boardanalysis.h"
#include "boarddetails.h"
#include "cardvalueoverlay.h"
#include "handdiagram.h"
#include "document.h"
#include "mainwindow.h"

#include "analysis/doubledummysolver.h"
#include "formats/formatregistry.h"

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Kibitz;

namespace {

constexpr int SolveTimeout = 60000;

BoardAnalysis *analysisOf(const MainWindow &w)
{
    return w.findChild<BoardAnalysis *>(QStringLiteral("boardAnalysis"));
}

} // namespace

class TestAppAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void needsSolving_data();
    void needsSolving();
    void shownBoardSolved();
    void solveAllBoards();
    void cardValuesAtTheLead();
};

void TestAppAnalysis::needsSolving_data()
{
    QTest::addColumn<int>("board");
    QTest::addColumn<bool>("clearTable");
    QTest::addColumn<bool>("givePar");
    QTest::addColumn<bool>("expected");
    // The sample: board 1 states its table (DoubleDummyTricks) but no par, board 2 has no table.
    QTest::newRow("negative: board 1 with its table and a par") << 0 << false << true << false;
    QTest::newRow("board 1 as in the file: the par is missing") << 0 << false << false << true;
    QTest::newRow("board 1 without its table") << 0 << true << true << true;
    QTest::newRow("board 2 without a table in the file") << 1 << false << false << true;
}

void TestAppAnalysis::needsSolving()
{
    QFETCH(int, board);
    QFETCH(bool, clearTable);
    QFETCH(bool, givePar);
    QFETCH(bool, expected);
    MainWindow w;
    w.setInteractive(false);
    analysisOf(w)->setAutoSolve(false);
    QVERIFY(w.openBundledSample());
    Board b = w.document()->board(board);
    if (clearTable)
        b.doubleDummy().clear();
    if (givePar)
        b.setPar(QStringLiteral("EW 420: EW 4H"));
    QCOMPARE(BoardAnalysis::needsSolving(b), expected);
    QVERIFY(!BoardAnalysis::needsSolving(Board())); // no cards: nothing to solve
}

void TestAppAnalysis::shownBoardSolved()
{
    MainWindow w;
    w.setInteractive(false);
    QVERIFY(w.openBundledSample());
    Document *doc = w.document();
    const Board original = doc->board(0);
    QVERIFY(original.doubleDummy().isComplete());

    Board cleared = original;
    cleared.doubleDummy().clear();
    doc->setBoard(0, cleared); // announced: the window shows it again and asks for its table
    QCOMPARE(w.currentBoard(), 0);
    QVERIFY(!doc->board(0).doubleDummy().isComplete());
    QTRY_VERIFY_WITH_TIMEOUT(doc->board(0).doubleDummy().isComplete(), SolveTimeout);

    // kibitz-sample.pbn, board 1, DoubleDummyTricks "442364423699a9799b97" (Pavlicek's record 0):
    // N 4,4,2,3,6  E 9,9,10,9,7  S 4,4,2,3,6  W 9,9,11,9,7 for NT, S, H, D, C.
    const QList<std::pair<Seat, std::array<int, 5>>> expected{
        {Seat::North, {4, 4, 2, 3, 6}},
        {Seat::East, {9, 9, 10, 9, 7}},
        {Seat::South, {4, 4, 2, 3, 6}},
        {Seat::West, {9, 9, 11, 9, 7}},
    };
    const DoubleDummyTable solved = doc->board(0).doubleDummy();
    for (const auto &[seat, tricks] : expected) {
        for (int i = 0; i < 5; ++i)
            QCOMPARE(solved.tricks(seat, StrainsNoTrumpFirst[i]), std::optional<int>(tricks[i]));
    }
    QCOMPARE(solved, original.doubleDummy());
    QVERIFY(w.boardDetails()->html().contains(QStringLiteral("Double-dummy tricks")));
    // Kept out of the undo history: looking at a board is not an edit.
    QCOMPARE(doc->undoStack()->count(), 0);
}

void TestAppAnalysis::solveAllBoards()
{
    MainWindow w;
    w.setInteractive(false);
    QVERIFY(w.openBundledSample());
    BoardAnalysis *analysis = analysisOf(w);
    analysis->setAutoSolve(false);
    Document *doc = w.document();
    QVERIFY(!doc->board(1).doubleDummy().isComplete());

    QSignalSpy finished(analysis, &BoardAnalysis::solveAllFinished);
    QSignalSpy progress(analysis, &BoardAnalysis::progress);
    auto *action = w.findChild<QAction *>(QStringLiteral("solveAllBoards"));
    QVERIFY(action);
    action->trigger();
    QVERIFY(analysis->isSolvingAll());
    QVERIFY(!action->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, SolveTimeout);
    QVERIFY(action->isEnabled());
    QVERIFY(!progress.isEmpty());
    QCOMPARE(finished.at(0).at(1).toInt(), 0);     // nothing failed
    QCOMPARE(finished.at(0).at(2).toBool(), false); // not cancelled

    for (qint64 i = 0; i < doc->count(); ++i) {
        const Board b = doc->board(i);
        if (b.deal().cardCount() > 0)
            QVERIFY2(b.doubleDummy().isComplete(), qPrintable(QStringLiteral("board %1").arg(i + 1)));
    }
    // Board 2 against the solver called directly on the file's deal.
    const Board two = doc->board(1);
    const auto direct = DoubleDummySolver().table(two.deal());
    QVERIFY(direct);
    QCOMPARE(two.doubleDummy(), *direct);
    QVERIFY(!two.par().isEmpty());
    QVERIFY(doc->isModified());

    // Saved to PBN, the tables are in the file.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("solved.pbn"));
    QVERIFY2(w.saveAs(file), qPrintable(w.lastError()));
    Document reread;
    FormatError error;
    QVERIFY2(reread.open(file, &error), qPrintable(error.message));
    QCOMPARE(reread.board(1).doubleDummy(), *direct);
}

void TestAppAnalysis::cardValuesAtTheLead()
{
    MainWindow w;
    w.setInteractive(false);
    analysisOf(w)->setAutoSolve(false);
    QVERIFY(w.openBundledSample());
    w.resize(1000, 700);
    w.show();
    w.setPlayPosition(0);
    auto *action = w.findChild<QAction *>(QStringLiteral("showCardValues"));
    auto *overlay = w.handDiagram()->findChild<CardValueOverlay *>();
    QVERIFY(action && overlay);
    action->setChecked(false);
    QVERIFY(overlay->values().isEmpty()); // negative: off, nothing is solved
    action->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(!overlay->values().isEmpty(), SolveTimeout);

    // Board 1 is 4H by East (FORMATS.md example board), so South leads with all 13 cards legal; the file's
    // table gives East 10 tricks in hearts, so the defence's best lead is worth 13 - 10 = 3 tricks.
    const QList<CardValue> values = overlay->values();
    QCOMPARE(values.size(), 13);
    int best = 0;
    for (const CardValue &v : values) {
        QVERIFY(w.document()->board(0).deal().hand(Seat::South).contains(v.card));
        best = std::max(best, v.tricks);
    }
    QCOMPARE(best, 3);

    // A step through the play solves the new position: after the lead West plays, to the first trick.
    // The file's play starts with the CA; with perfect play after it the two sides' tricks add up to 13.
    const Card lead = w.document()->board(0).play().cards().at(0);
    const auto leadValue = std::find_if(values.begin(), values.end(), [lead](const CardValue &v) { return v.card == lead; });
    QVERIFY(leadValue != values.end());
    w.setPlayPosition(1);
    const Hand west = w.document()->board(0).deal().hand(Seat::West);
    QTRY_VERIFY_WITH_TIMEOUT(!overlay->values().isEmpty() && west.contains(overlay->values().first().card), SolveTimeout);
    best = 0;
    for (const CardValue &v : overlay->values()) {
        QVERIFY(west.contains(v.card));
        best = std::max(best, v.tricks);
    }
    QCOMPARE(best, 13 - leadValue->tricks);
    action->setChecked(false);
}

QTEST_MAIN(TestAppAnalysis)
#include "tst_app_analysis.moc"
