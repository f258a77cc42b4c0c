// The traveller dock (docs/travellers.md), offscreen: a teams match's Open and Closed room side by side with the
// IMP swing, a PBN ScoreTable's rows with Kibitz's IMPs beside the file's, stepping into a table's record with
// the keyboard. Expected values: tests/data/examples/teams-match.lin (made by hand, scores by Law 77, IMPs on
// the WBF scale) and ruter71.pbn's own IMP_NS column.
#include "document/document.h"
#include "mainwindow.h"
#include "results/travellerview.h"
#include "views/auctionview.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QString TeamsMatch = QStringLiteral(KIBITZ_TEST_DATA "/examples/teams-match.lin");

const WindowSetup Active { .wait = WindowWait::Active };

// KIBITZ_SCREENSHOT_DIR=docs/screenshots keeps pictures of the window at both README sizes.
void keepScreenshots(QWidget &window, const QString &name)
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

QString cell(QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QString();
}

} // namespace

class TestAppTravellers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void boardAloneShowsNoDock();
    void teamsSideBySide();
    void keyboardStepsIntoRecords();
    void scoreTableRows();
    void realBridgeMatches();
    void toggleFocusesTable();
};

void TestAppTravellers::initTestCase()
{
    useTestSettings();
}

void TestAppTravellers::init()
{
    QSettings().clear();
}

void TestAppTravellers::boardAloneShowsNoDock()
{
    // The bundled sample: every board once, no score table. The dock stays closed and says so when opened.
    MainWindow w;
    w.setInteractive(false);
    QVERIFY(w.openBundledSample());
    w.show();
    TravellerView *view = w.travellerView();
    QVERIFY(view->traveller().isEmpty());
    QVERIFY(!view->dock()->isVisible());
    QVERIFY(!view->tabs()->isTabVisible(1));
    QCOMPARE(view->table()->rowCount(), 0);
    QCOMPARE(view->summary(), QStringLiteral("This board has no other tables and no score table."));
}

void TestAppTravellers::teamsSideBySide()
{
    const auto w = windowOn(TeamsMatch, Active);
    TravellerView *view = w->travellerView();
    QVERIFY(view->dock()->isVisible());
    QCOMPARE(w->currentBoard(), 0);
    const Traveller &t = view->traveller();
    QCOMPARE(t.scoring(), Traveller::Scoring::Teams);
    QCOMPARE(t.rows().size(), 2);
    // Open: 4H by East down one, N-S +50; Closed: 3NT by West made, N-S -400. 450 is 10 IMPs.
    QCOMPARE(t.rows().at(0).scoreNorthSouth, 50);
    QCOMPARE(t.rows().at(1).scoreNorthSouth, -400);
    QCOMPARE(t.teamsSwing(), 10);
    QVERIFY(view->teamsPane()->isVisible());
    QTableWidget *table = view->table();
    QCOMPARE(cell(table, 0, TravellerView::NorthSouthColumn), QStringLiteral("Smith – Brown"));
    QCOMPARE(cell(table, 1, TravellerView::EastWestColumn), QStringLiteral("Rossi – Khan"));
    QCOMPARE(cell(table, 0, TravellerView::LeadColumn), QStringLiteral("♣A"));
    QCOMPARE(cell(table, 0, TravellerView::ImpsColumn), QStringLiteral("+10"));
    QCOMPARE(cell(table, 1, TravellerView::ImpsColumn), QStringLiteral("−10"));
    QVERIFY(table->isColumnHidden(TravellerView::MatchpointsNorthSouthColumn));
    QCOMPARE(table->currentRow(), 0);
    // The analysis solves the deal: record 0 of docs/formats.md#example-board, East makes 10 tricks in hearts
    // (one more than the Open room's 9) and West 9 in notrump.
    QTRY_VERIFY_WITH_TIMEOUT(!table->isColumnHidden(TravellerView::DdColumn), 20000);
    QCOMPARE(cell(table, 0, TravellerView::DdColumn), QStringLiteral("10"));
    QCOMPARE(cell(table, 1, TravellerView::DdColumn), QStringLiteral("9"));
    QVERIFY(!table->item(0, TravellerView::DdColumn)->toolTip().isEmpty());
    keepScreenshots(*w, QStringLiteral("travellers-teams"));
}

void TestAppTravellers::keyboardStepsIntoRecords()
{
    const auto w = windowOn(TeamsMatch, Active);
    QTableWidget *table = w->travellerView()->table();
    table->setFocus();
    // Down: the Closed room's record, its auction in the Auction dock; the traveller stays, its row follows.
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(w->currentBoard(), 1);
    QVERIFY2(
        w->auctionView()->contractText().contains(QStringLiteral("NT")), qPrintable(w->auctionView()->contractText()));
    QCOMPARE(table->currentRow(), 1);
    QCOMPARE(w->travellerView()->traveller().rows().size(), 2);
    QTest::keyClick(table, Qt::Key_Up);
    QCOMPARE(w->currentBoard(), 0);
    // Board 2 in the board list: its own traveller (4H+1 against 3H+1, vulnerable: 650 - 170 = 480, 10 IMPs).
    QVERIFY(w->selectBoard(2));
    QCOMPARE(w->travellerView()->traveller().boardNumber(), 2);
    QCOMPARE(w->travellerView()->traveller().teamsSwing(), 10);
    QCOMPARE(w->travellerView()->traveller().rows().at(0).scoreNorthSouth, 650);
}

void TestAppTravellers::scoreTableRows()
{
    // ruter71.pbn board 1: 8 tables, Butler IMPs against the datum -90; the file's IMP column beside Kibitz's.
    const auto w = windowOn(samplePath(QStringLiteral("richardschneider_pbn/ruter71.pbn")), Active);
    TravellerView *view = w->travellerView();
    QVERIFY(view->dock()->isVisible());
    QCOMPARE(view->traveller().scoring(), Traveller::Scoring::Butler);
    QCOMPARE(view->traveller().datum(), -90);
    QTableWidget *table = view->table();
    QCOMPARE(table->rowCount(), 8);
    QCOMPARE(cell(table, 0, TravellerView::ContractColumn), QStringLiteral("1NT N"));
    QCOMPARE(cell(table, 0, TravellerView::ScoreColumn), QStringLiteral("+120"));
    QCOMPARE(cell(table, 0, TravellerView::ImpsColumn), QStringLiteral("+5"));
    QCOMPARE(cell(table, 0, TravellerView::FileColumn), QStringLiteral("IMP +5"));
    QVERIFY(view->summary().contains(QStringLiteral("datum −90")));
    // A score-table row has no record to step into: the board stays.
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(w->currentBoard(), 0);
    QVERIFY(w->selectBoard(1));
    QCOMPARE(view->traveller().boardNumber(), 2);
    QCOMPARE(view->traveller().datum(), -130);
    // Ruter's TotalScoreTable (given with board 1 only): the event's ranking on the dock's second tab, kept for
    // every board; first Magne Tønnessen - Dagfinn Iversen, 50 IMPs.
    QVERIFY(view->tabs()->isTabVisible(1));
    QTableWidget *ranking = view->rankingTable();
    QCOMPARE(ranking->rowCount(), 16);
    QCOMPARE(ranking->horizontalHeaderItem(5)->text(), QStringLiteral("TotalScoreIMP"));
    QCOMPARE(ranking->item(0, 6)->text(), QStringLiteral("Magne Tønnessen - Dagfinn Iversen"));
    QCOMPARE(ranking->item(0, 5)->text(), QStringLiteral("50"));
    QVERIFY(w->selectBoard(0));
    // Once the analysis has solved the deal, each contract's DD tricks stand beside it.
    QTRY_VERIFY_WITH_TIMEOUT(!table->isColumnHidden(TravellerView::DdColumn), 20000);
    const DoubleDummyTable dd = w->document()->board(0).doubleDummy();
    for (int r = 0; r < table->rowCount(); ++r) {
        const Contract c = *view->traveller().rows().at(r).contract;
        QCOMPARE(cell(table, r, TravellerView::DdColumn), QString::number(*dd.tricks(c.declarer, c.strain)));
    }
    keepScreenshots(*w, QStringLiteral("travellers-scoretable"));
    view->tabs()->setCurrentIndex(1);
    keepScreenshots(*w, QStringLiteral("travellers-ranking"));
    view->tabs()->setCurrentIndex(0);
}

void TestAppTravellers::realBridgeMatches()
{
    // endplay's pbn_example2.pbn (RealBridge, 2021 Online Qualifier): board 11 at 30 tables of 15 matches. The
    // pane shows the current table's match; table 11, AUSTRIA v DENMARK, passed out against 3NT three down at
    // table 7: 4 IMPs to AUSTRIA, as the file's ScoreIMP says.
    const auto w = windowOn(samplePath(QStringLiteral("dominicprice_endplay/pbn_example2.pbn")), Active);
    TravellerView *view = w->travellerView();
    QVERIFY(view->dock()->isVisible());
    QCOMPARE(view->traveller().scoring(), Traveller::Scoring::Teams);
    QCOMPARE(view->traveller().rows().size(), 30);
    QTableWidget *table = view->table();
    QCOMPARE(cell(table, 0, TravellerView::TableColumn), QStringLiteral("11 · AUSTRIA v DENMARK"));
    QCOMPARE(cell(table, 0, TravellerView::ImpsColumn), QStringLiteral("+4"));
    QCOMPARE(cell(table, 0, TravellerView::FileColumn), QStringLiteral("IMP +4"));
    QVERIFY(view->teamsPane()->isVisible());
    QCOMPARE(view->swingText(), QStringLiteral("+4 IMPs\nto AUSTRIA"));
    QVERIFY2(view->roomTitles().at(1).startsWith(QStringLiteral("Table 7 · DENMARK N-S · 3NT S −3")),
        qPrintable(view->roomTitles().at(1)));
    // The next table (4, ROMANIA v ISRAEL): the pane follows the current row's match.
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(w->currentBoard(), 1);
    QVERIFY2(view->roomTitles().at(0).startsWith(QStringLiteral("Table 4 · ROMANIA N-S")),
        qPrintable(view->roomTitles().at(0)));
    QCOMPARE(view->swingText(), QStringLiteral("+1 IMPs\nto ROMANIA"));
    keepScreenshots(*w, QStringLiteral("travellers-realbridge"));
}

void TestAppTravellers::toggleFocusesTable()
{
    const auto w = windowOn(TeamsMatch, Active);
    QDockWidget *dock = w->travellerView()->dock();
    QAction *toggle = w->findChild<QAction *>(QStringLiteral("showTraveller"));
    QVERIFY(toggle);
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    toggle->trigger();
    QVERIFY(!dock->isVisible());
    // Closed, the dock does no work; opened again, it shows the board of the moment.
    QVERIFY(w->selectBoard(2));
    QCOMPARE(w->travellerView()->traveller().boardNumber(), 1);
    toggle->trigger();
    QVERIFY(dock->isVisible());
    QCOMPARE(w->travellerView()->traveller().boardNumber(), 2);
    QCOMPARE(w->travellerView()->table()->currentRow(), 0);
    QCOMPARE(QApplication::focusWidget(), w->travellerView()->table());
}

QTEST_MAIN(TestAppTravellers)
#include "tst_app_travellers.moc"
