// Widget tests of the background double-dummy analysis, offscreen, on the bundled sample
// (resources/samples/kibitz-sample.pbn). Board 1 is record 0 of Pavlicek's solved-deal library and the
// file states its table; board 2's table is not in the file.
#include "analysis/boardanalysis.h"
#include "analysis/ddtraceview.h"
#include "document/document.h"
#include "document/editcommands.h"
#include "mainwindow.h"
#include "views/boarddetails.h"
#include "views/cardvalueoverlay.h"
#include "views/handdiagram.h"

#include "analysis/doubledummysolver.h"
#include "apptestutil.h"
#include "formats/formatregistry.h"
#include "i18n/translationloader.h"
#include "testutil.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

constexpr int SolveTimeout = 60000;

BoardAnalysis *analysisOf(const MainWindow &w)
{
    return w.findChild<BoardAnalysis *>(QStringLiteral("boardAnalysis"));
}

DdTraceView *traceOf(const MainWindow &w)
{
    return w.findChild<DdTraceView *>(QStringLiteral("ddTraceView"));
}

/** Shows @p w with the trace panel open (without the View menu, which would remember it in the settings). */
void showTrace(MainWindow &w)
{
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("traceDock"));
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QTRY_VERIFY(traceOf(w)->isActive());
}

/**
 * Deal 2 of DDS's list10.txt (tests/data/samples/dds-bridge_dds, from dds-bridge/dds): notrump, East
 * leads (so North declares), "PBN 1 2 4 1" with the 52 cards of its PLAY line.
 */
Board listTenDealTwo()
{
    Board board;
    board.setDeal(*Deal::parse(u"E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63"));
    board.setPlayContext(Strain::NoTrump, Seat::East);
    const QString play = QStringLiteral("SQD2S8SAHKHTH3H2HQS2H4H6H8D6HJHAS7SKS4C4D8C2DKD4H9C5S6S3H7C7C3S5H5CTD9STD3DQDA"
                                        "C8S9SJC9DTCQD5CAC6DJCKCJD7");
    QList<Card> cards;
    for (int i = 0; i + 1 < play.size(); i += 2)
        cards << *Card::parse(QStringView(play).mid(i, 2));
    board.setPlayedCards(cards);
    return board;
}

} // namespace

class TestAppAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void needsSolving_data();
    void needsSolving();
    void shownBoardSolved();
    void solveAllBoards();
    void solveAllCancelled();
    void parFollowsTheDeal_data();
    void parFollowsTheDeal();
    void cardValuesAtTheLead();
    void traceStates_data();
    void traceStates();
    void traceMatchesSolver();
    void traceMatchesDdsList();
    void traceClickSteps_data();
    void traceClickSteps();
};

void TestAppAnalysis::initTestCase()
{
    // Settings of their own, empty: a trace dock or card values left on elsewhere must not change these tests.
    useTestSettings();
    // The English catalogue supplies the plural forms the summaries are compared with ("a trick").
    TranslationLoader::install(QLocale(QLocale::English));
}

void TestAppAnalysis::needsSolving_data()
{
    QTest::addColumn<int>("board");
    QTest::addColumn<bool>("clearTable");
    QTest::addColumn<bool>("givePar");
    QTest::addColumn<bool>("expected");
    // The sample: board 1 states its table (DoubleDummyTricks) but no par, board 2 has no table.
    QTest::newRow("negative: board 1 with its table and a par") << 0 << false << true << false;
    // Without a stated par the Document shows the par of the table (AnalysisStore): nothing to solve.
    QTest::newRow("board 1 as in the file: the par follows from its table") << 0 << false << false << false;
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
    if (board == 0 && !clearTable && !givePar) {
        const auto par = DoubleDummySolver::par(b.doubleDummy(), b.dealer(), b.vulnerability());
        QVERIFY(par);
        QCOMPARE(b.par(), par->scoreText() + QStringLiteral("; ") + par->contractsText());
        QVERIFY(w.document()->storedBoard(0).par().isEmpty());
    }
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
    const QList<std::pair<Seat, std::array<int, 5>>> expected {
        { Seat::North, { 4, 4, 2, 3, 6 } },
        { Seat::East, { 9, 9, 10, 9, 7 } },
        { Seat::South, { 4, 4, 2, 3, 6 } },
        { Seat::West, { 9, 9, 11, 9, 7 } },
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

// KIBITZ_SCREENSHOT_DIR=docs/screenshots keeps pictures of the window at both README sizes.
static void keepScreenshots(QWidget &window, const QString &name)
{
    const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const QSize before = window.size();
    for (const QSize size : { QSize(1280, 800), QSize(1920, 1080) }) {
        window.resize(size);
        QCoreApplication::processEvents();
        window.grab().save(
            QDir(dir).filePath(QStringLiteral("%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height())));
    }
    window.resize(before);
}

void TestAppAnalysis::solveAllBoards()
{
    MainWindow w;
    w.setInteractive(false);
    QVERIFY(w.openBundledSample());
    w.resize(1280, 800);
    w.show();
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
    // In the status bar, not a modal dialog: the window stays usable.
    QVERIFY(!w.findChild<QWidget *>(QStringLiteral("solveAllProgress"))->isHidden());
    QVERIFY(!QApplication::activeModalWidget());
    keepScreenshots(w, QStringLiteral("analysis-solve-all-progress"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, SolveTimeout);
    QVERIFY(action->isEnabled());
    QVERIFY(!progress.isEmpty());
    QCOMPARE(finished.at(0).at(1).toInt(), 0); // nothing failed
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
    // Analysis is not an edit. It stays beside the document, off the undo stack,
    // and never makes the file modified.
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY(!doc->storedBoard(1).doubleDummy().isComplete());
    QVERIFY(w.findChild<QWidget *>(QStringLiteral("solveAllProgress"))->isHidden());
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("solved")));
    keepScreenshots(w, QStringLiteral("analysis-solve-all-done"));

    // Saved to PBN (a format that holds tables), the tables are in the file and the status bar says so.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("solved.pbn"));
    QVERIFY2(w.saveAs(file), qPrintable(w.lastError()));
    QVERIFY(doc->analysedInLastSave() > 0);
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("double-dummy")));
    Document reread;
    FormatError error;
    QVERIFY2(reread.open(file, &error), qPrintable(error.message));
    QCOMPARE(reread.storedBoard(1).doubleDummy(), *direct);
}

void TestAppAnalysis::solveAllCancelled()
{
    // Analysis is not an edit: a cancelled Solve All leaves the file as it was, unmodified.
    MainWindow w;
    w.setInteractive(false);
    QVERIFY(w.openBundledSample());
    BoardAnalysis *analysis = analysisOf(w);
    analysis->setAutoSolve(false);
    QSignalSpy finished(analysis, &BoardAnalysis::solveAllFinished);
    w.findChild<QAction *>(QStringLiteral("solveAllBoards"))->trigger();
    auto *cancel = w.findChild<QToolButton *>(QStringLiteral("solveAllCancel"));
    QVERIFY(cancel && cancel->isEnabled());
    cancel->click();
    QVERIFY(!cancel->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, SolveTimeout);
    QVERIFY(!w.document()->isModified());
    QCOMPARE(w.document()->undoStack()->count(), 0);
}

void TestAppAnalysis::parFollowsTheDeal_data()
{
    QTest::addColumn<QString>("edit");
    QTest::newRow("negative: a call keeps the stated par") << QStringLiteral("call");
    QTest::newRow("rotate") << QStringLiteral("rotate");
    QTest::newRow("dealer") << QStringLiteral("dealer");
    QTest::newRow("vulnerability") << QStringLiteral("vulnerability");
}

void TestAppAnalysis::parFollowsTheDeal()
{
    // The par shown belongs to the board shown: after Rotate (or a new dealer or vulnerability) the shown par is the
    // par of the board as it now is, never the stated par of the board before.
    QFETCH(QString, edit);
    Board b = exampleBoard();
    b.setAuction({});
    b.setPlayedCards({});
    b.setDoubleDummy(record0Table());
    // The expected values come from DDS (DoubleDummySolver::par) on record 0's table (testutil.h).
    const auto stated = DoubleDummySolver::par(b.doubleDummy(), b.dealer(), b.vulnerability());
    QVERIFY(stated);
    b.setPar(stated->scoreText() + QStringLiteral("; ") + stated->contractsText());
    QVERIFY(b.par().startsWith(QStringLiteral("EW "))); // West makes 4H+1
    MainWindow w;
    w.setInteractive(false);
    analysisOf(w)->setAutoSolve(false);
    w.setSource(std::make_unique<MemoryBoardSource>(QList<Board> { b }), QString());
    Document *doc = w.document();
    Board expected = b;
    if (edit == QLatin1String("call")) {
        doc->undoStack()->push(new AddCallCommand(doc, 0, Call::pass()));
    } else if (edit == QLatin1String("rotate")) {
        doc->undoStack()->push(new RotateBoardCommand(doc, 0, 1));
        expected.setDoubleDummy(record0Table().rotated(1));
        expected.setDealer(Seat::East);
    } else if (edit == QLatin1String("dealer")) {
        doc->undoStack()->push(new EditDetailCommand(doc, 0, EditDetailCommand::Field::Dealer, int(Seat::West)));
        expected.setDealer(Seat::West);
    } else {
        doc->undoStack()->push(
            new EditDetailCommand(doc, 0, EditDetailCommand::Field::Vulnerability, int(Vulnerability::EastWest)));
        expected.setVulnerability(Vulnerability::EastWest);
    }
    const auto par = DoubleDummySolver::par(expected.doubleDummy(), expected.dealer(), expected.vulnerability());
    QVERIFY(par);
    QCOMPARE(doc->board(0).par(), par->scoreText() + QStringLiteral("; ") + par->contractsText());
    if (edit == QLatin1String("rotate"))
        QVERIFY2(doc->board(0).par().startsWith(QStringLiteral("NS ")), qPrintable(doc->board(0).par()));
    QVERIFY(w.boardDetails()->html().contains(doc->board(0).par().left(6)));
    if (edit == QLatin1String("rotate")) {
        w.show();
        keepScreenshots(w, QStringLiteral("analysis-par-after-rotate"));
    }
    doc->undoStack()->undo();
    QCOMPARE(doc->board(0).par(), b.par());
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

    // Board 1 is 4H by East (docs/formats.md#example-board), so South leads with all 13 cards legal; the file's
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
    const auto leadValue
        = std::find_if(values.begin(), values.end(), [lead](const CardValue &v) { return v.card == lead; });
    QVERIFY(leadValue != values.end());
    w.setPlayPosition(1);
    const Hand west = w.document()->board(0).deal().hand(Seat::West);
    QTRY_VERIFY_WITH_TIMEOUT(
        !overlay->values().isEmpty() && west.contains(overlay->values().first().card), SolveTimeout);
    best = 0;
    for (const CardValue &v : overlay->values()) {
        QVERIFY(west.contains(v.card));
        best = std::max(best, v.tricks);
    }
    QCOMPARE(best, 13 - leadValue->tricks);
    action->setChecked(false);
}

void TestAppAnalysis::traceStates_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("message");
    // The bundled sample's board 1 (4H by East) has 20 cards of play.
    QTest::newRow("negative: board 1 as in the file is traced")
        << QString() << int(DdTraceView::State::Solved) << QStringLiteral("at the lead");
    QTest::newRow("no play") << QStringLiteral("no play") << int(DdTraceView::State::NoPlay)
                             << QStringLiteral("No play recorded");
    QTest::newRow("partial deal: West unknown")
        << QStringLiteral("partial") << int(DdTraceView::State::Failed) << QStringLiteral("West's hand is unknown");
    QTest::newRow("illegal card in the play")
        << QStringLiteral("illegal") << int(DdTraceView::State::Failed) << QStringLiteral("No double-dummy trace");
    QTest::newRow("empty board") << QStringLiteral("empty") << int(DdTraceView::State::NoBoard) << QString();
}

void TestAppAnalysis::traceStates()
{
    QFETCH(QString, change);
    QFETCH(int, state);
    QFETCH(QString, message);
    MainWindow w;
    w.setInteractive(false);
    analysisOf(w)->setAutoSolve(false);
    QVERIFY(w.openBundledSample());
    Board board = w.document()->board(0);
    QVERIFY(board.playedCards().size() >= 8);
    if (change == QLatin1String("no play")) {
        board.setPlayedCards({});
    } else if (change == QLatin1String("partial")) {
        board.deal().setHandKnown(Seat::West, false);
    } else if (change == QLatin1String("illegal")) {
        // The first card again as the second: West cannot play South's card.
        QList<Card> cards = board.playedCards();
        cards[1] = cards[0];
        board.setPlayedCards(cards);
    } else if (change == QLatin1String("empty")) {
        board = Board();
    }
    w.setSource(std::make_unique<MemoryBoardSource>(QList<Board> { board }), QStringLiteral("trace"));
    DdTraceView *view = traceOf(w);
    QVERIFY(view);
    // Hidden, the panel asks for nothing.
    if (!board.playedCards().isEmpty()) {
        QCOMPARE(view->state(), DdTraceView::State::Inactive);
        QVERIFY(!analysisOf(w)->isTracing());
    }
    showTrace(w);
    QTRY_COMPARE_WITH_TIMEOUT(int(view->state()), state, SolveTimeout);
    if (message.isEmpty())
        QVERIFY(view->summaryText().isEmpty());
    else
        QVERIFY2(view->summaryText().contains(message), qPrintable(view->summaryText()));
    QCOMPARE(view->trace().has_value(), state == int(DdTraceView::State::Solved));
    QCOMPARE(view->cardRect(0).isEmpty(), state != int(DdTraceView::State::Solved));
}

void TestAppAnalysis::traceMatchesSolver()
{
    MainWindow w;
    w.setInteractive(false);
    analysisOf(w)->setAutoSolve(false);
    QVERIFY(w.openBundledSample());
    showTrace(w);
    DdTraceView *view = traceOf(w);
    QTRY_COMPARE_WITH_TIMEOUT(view->state(), DdTraceView::State::Solved, SolveTimeout);
    const Play play = w.document()->board(0).play();
    const auto direct = DoubleDummySolver().trace(play);
    QVERIFY(direct);
    QCOMPARE(view->trace()->declarer, direct->declarer);
    QCOMPARE(view->trace()->tricks, direct->tricks);
    QCOMPARE(view->trace()->cost, direct->cost);
    // The file's table gives East 10 tricks in hearts: the trace starts there.
    QCOMPARE(view->trace()->tricks.first(), 10);
    QVERIFY2(view->summaryText().startsWith(QStringLiteral("Double dummy: 10 tricks at the lead")),
        qPrintable(view->summaryText()));

    // Going to another board and back costs no second solve: the trace is cached, and shown at once.
    QVERIFY(w.selectBoard(1));
    QCOMPARE(view->state(), DdTraceView::State::Solving);
    QVERIFY(w.selectBoard(0));
    QCOMPARE(view->state(), DdTraceView::State::Solved);
    QCOMPARE(view->trace()->tricks, direct->tricks);
}

void TestAppAnalysis::traceMatchesDdsList()
{
    MainWindow w;
    w.setInteractive(false);
    analysisOf(w)->setAutoSolve(false);
    w.setSource(std::make_unique<MemoryBoardSource>(QList<Board> { listTenDealTwo() }), QStringLiteral("list10"));
    showTrace(w);
    DdTraceView *view = traceOf(w);
    QTRY_COMPARE_WITH_TIMEOUT(view->state(), DdTraceView::State::Solved, SolveTimeout);
    // list10.txt, deal 2, "TRACE 49 9 10 ... 10 9 ... 9": 9 tricks for North before the lead, 10 after the
    // first card (East's SQ gives one away) up to card 36, 9 from card 37 on (DDS stops at the last trick,
    // where the value no longer changes).
    const PlayTrace &trace = *view->trace();
    QCOMPARE(trace.declarer, Seat::North);
    QCOMPARE(trace.tricks.size(), 53);
    for (int i = 0; i < trace.tricks.size(); ++i)
        QCOMPARE(trace.tricks[i], i == 0 ? 9 : i <= 36 ? 10 : 9);
    for (int i = 0; i < trace.cost.size(); ++i)
        QCOMPARE(trace.cost[i], i == 0 || i == 36 ? 1 : 0);
    const QString summary = view->summaryText();
    QVERIFY2(summary.contains(QStringLiteral("the defence gave away a trick at trick 1 (\u2660Q by East)")),
        qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("declarer gave a trick back at trick 10")), qPrintable(summary));
}

void TestAppAnalysis::traceClickSteps_data()
{
    QTest::addColumn<int>("target"); // -2: outside every card, -1: the start cell, else a card index
    QTest::addColumn<int>("expected");
    QTest::newRow("negative: a click beside the cards leaves the play") << -2 << 5;
    QTest::newRow("the start cell goes back to the lead") << -1 << 0;
    QTest::newRow("the opening lead") << 0 << 1;
    QTest::newRow("the fourth card of trick 3") << 11 << 12;
    QTest::newRow("the last card played") << 19 << 20;
}

void TestAppAnalysis::traceClickSteps()
{
    QFETCH(int, target);
    QFETCH(int, expected);
    MainWindow w;
    w.setInteractive(false);
    analysisOf(w)->setAutoSolve(false);
    QVERIFY(w.openBundledSample());
    showTrace(w);
    DdTraceView *view = traceOf(w);
    QTRY_COMPARE_WITH_TIMEOUT(view->state(), DdTraceView::State::Solved, SolveTimeout);
    w.setPlayPosition(5);
    QPoint at;
    if (target == -2)
        at = QPoint(view->width() - 2, view->height() - 2);
    else if (target == -1)
        at = view->startRect().center().toPoint();
    else
        at = view->cardRect(target).center().toPoint();
    QVERIFY(view->rect().contains(at));
    QTest::mouseClick(view, Qt::LeftButton, {}, at);
    QCOMPARE(w.playPosition(), expected);
}

QTEST_MAIN(TestAppAnalysis)
#include "tst_app_analysis.moc"
