// Widget tests of the viewer, offscreen. Expected values come from the rules of bridge applied to
// the example board of docs/formats.md#example-board (record 0 of Pavlicek's library, 4H by East) and from the sample
// files' own statements, never from Kibitz's output.
#include "application.h"
#include "document/document.h"
#include "mainwindow.h"
#include "printing/diagramexport.h"
#include "views/auctionmodel.h"
#include "views/auctionview.h"
#include "views/boarddetails.h"
#include "views/boardlistmodel.h"
#include "views/boardlistview.h"
#include "views/handdiagram.h"

#include "formats/formatregistry.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListWidget>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/**
 * The example board (docs/formats.md#example-board): dealer North, vul None, P 1S P 1NT P 2H P 4H P P P (4H by East).
 * The play after trick 1 (CA C5 C2 H6, as in the example) is a legal line chosen for the test:
 * trumps drawn in three rounds, then a spade to dummy's king.
 */
Board claimedBoard()
{
    Board b = exampleBoard();
    b.auction().calls()[3].setAlerted(true);
    b.auction().calls()[3].setExplanation(QStringLiteral("forcing for one round"));
    b.setPlayedCards(cardsOf(QStringLiteral("CA C5 C2 H6  H7 H5 HK H2  HQ H4 H9 H8  H3 HJ HA C3  S2 S4 SK S3")));
    b.setClaim(10);
    b.setResult(10);
    b.setPlayer(Seat::North, QStringLiteral("Norbert"));
    b.setPlayer(Seat::East, QStringLiteral("Eric"));
    b.setPlayer(Seat::South, QStringLiteral("Sally"));
    b.setPlayer(Seat::West, QStringLiteral("Wendy"));
    b.setEvent(QStringLiteral("Kibitz test"));
    return b;
}

Board invalidBoard()
{
    // The spade ace in North and East (and missing from West's count): an invalid deal as read from a file.
    Board b;
    b.setNumberWithCycle(2);
    b.setDeal(*Deal::parse(QStringLiteral("N:AJ873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95")));
    return b;
}

const WindowSetup Viewer { .wait = WindowWait::None, .sourceName = QStringLiteral("test") };

QString screenshotDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/screenshots");
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestAppViewer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void openFailureKeepsWindowUsable();
    void stepPlay_data();
    void stepPlay();
    void keyboard();
    void auctionGrid_data();
    void auctionGrid();
    void invalidDeal();
    void damagedBoardsAndRooms();
    void fileTextShownSafely_data();
    void fileTextShownSafely();
    void hugeListStaysLazy();
    void openSamples_data();
    void openSamples();
    void bundledSampleSet_data();
    void bundledSampleSet();
    void screenshotCommand_data();
    void screenshotCommand();
    void saveScreenshots();
};

void TestAppViewer::initTestCase()
{
    // Settings of their own, empty: docks or view options left on elsewhere must not change these tests.
    useTestSettings();
}

void TestAppViewer::openFailureKeepsWindowUsable()
{
    auto w = windowWith({ claimedBoard() }, Viewer);
    const QString missing = QStringLiteral("/nonexistent/kibitz/missing.pbn");
    QVERIFY(!w->openFile(missing));
    // The located message names the file; the boards already shown stay.
    QVERIFY2(w->lastError().contains(QStringLiteral("missing.pbn")), qPrintable(w->lastError()));
    QCOMPARE(w->boardCount(), 1);
    QVERIFY(w->selectBoard(0));
    QVERIFY(!w->selectBoard(1));
}

void TestAppViewer::stepPlay_data()
{
    QTest::addColumn<int>("request");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("tricksNS");
    QTest::addColumn<int>("tricksEW");
    QTest::addColumn<int>("southCards");
    QTest::addColumn<QString>("onTable");

    // 20 cards are recorded: asking for more stops at the last one.
    QTest::newRow("negative: beyond the end") << 99 << 20 << 0 << 5 << 8 << "S2 S4 SK S3";
    QTest::newRow("before the lead") << 0 << 0 << 0 << 0 << 13 << "";
    // South leads the club ace (docs/formats.md#example-board): South holds 12 cards, the ace is on the table.
    QTest::newRow("opening lead") << 1 << 1 << 0 << 0 << 12 << "CA";
    // East, void in clubs, ruffs with the heart six: East-West win trick 1.
    QTest::newRow("trick 1 complete") << 4 << 4 << 0 << 1 << 12 << "CA C5 C2 H6";
    QTest::newRow("trick 2 in progress") << 6 << 6 << 0 << 1 << 11 << "H7 H5";
    // Dummy's HK, HQ win tricks 2 and 3, East's HA trick 4: East-West 4, North-South none.
    QTest::newRow("trumps drawn") << 16 << 16 << 0 << 4 << 9 << "H3 HJ HA C3";
}

void TestAppViewer::stepPlay()
{
    QFETCH(int, request);
    QFETCH(int, position);
    QFETCH(int, tricksNS);
    QFETCH(int, tricksEW);
    QFETCH(int, southCards);
    QFETCH(QString, onTable);

    auto w = windowWith({ claimedBoard() }, Viewer);
    w->setPlayPosition(request);
    HandDiagram *d = w->handDiagram();
    QCOMPARE(w->playPosition(), position);
    QCOMPARE(d->tricksNorthSouth(), tricksNS);
    QCOMPARE(d->tricksEastWest(), tricksEW);
    QCOMPARE(d->remaining(Seat::South).count(), southCards);
    QCOMPARE(d->trickOnTable(), cardsOf(onTable));
    // A card on the table has left its hand.
    for (Card c : d->trickOnTable())
        QVERIFY(!d->remaining(Seat::South).contains(c) && !d->remaining(Seat::North).contains(c));
}

void TestAppViewer::keyboard()
{
    auto w = windowWith({ claimedBoard(), invalidBoard(), claimedBoard() }, Viewer);
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    w->handDiagram()->setFocus();
    QCOMPARE(w->currentBoard(), 0);
    QTest::keyClick(w->handDiagram(), Qt::Key_Right);
    QCOMPARE(w->playPosition(), 1);
    QTest::keyClick(w->handDiagram(), Qt::Key_Down); // to the end of trick 1
    QCOMPARE(w->playPosition(), 4);
    QTest::keyClick(w->handDiagram(), Qt::Key_Down);
    QCOMPARE(w->playPosition(), 8);
    QTest::keyClick(w->handDiagram(), Qt::Key_Left);
    QCOMPARE(w->playPosition(), 7);
    QTest::keyClick(w->handDiagram(), Qt::Key_Up); // back to the start of trick 2
    QCOMPARE(w->playPosition(), 4);
    QTest::keyClick(w->handDiagram(), Qt::Key_End);
    QCOMPARE(w->playPosition(), 20);
    QTest::keyClick(w->handDiagram(), Qt::Key_Home);
    QCOMPARE(w->playPosition(), 0);
    QTest::keyClick(w->handDiagram(), Qt::Key_PageDown);
    QCOMPARE(w->currentBoard(), 1);
    QTest::keyClick(w->handDiagram(), Qt::Key_PageDown);
    QTest::keyClick(w->handDiagram(), Qt::Key_PageDown); // there is no fourth board
    QCOMPARE(w->currentBoard(), 2);
    QTest::keyClick(w->handDiagram(), Qt::Key_PageUp);
    QCOMPARE(w->currentBoard(), 1);
    QCOMPARE(w->boardList()->currentRow(), 1);
}

void TestAppViewer::auctionGrid_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("alert");

    // Dealer North: the first call sits under North (column 1), West's first cell stays empty.
    QTest::newRow("negative: empty cell before the dealer") << 0 << 0 << "" << false;
    QTest::newRow("north passes") << 0 << 1 << "Pass" << false;
    QTest::newRow("east opens 1S") << 0 << 2 << "1\u2660" << false;
    QTest::newRow("west 1NT alerted") << 1 << 0 << "1NT" << true;
    QTest::newRow("east 2H") << 1 << 2 << "2\u2665" << false;
    QTest::newRow("west 4H") << 2 << 0 << "4\u2665" << false;
    QTest::newRow("last pass under south") << 2 << 3 << "Pass" << false;
}

void TestAppViewer::auctionGrid()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(bool, alert);

    auto w = windowWith({ claimedBoard() }, Viewer);
    AuctionModel *m = w->auctionView()->model();
    QCOMPARE(m->headerData(0, Qt::Horizontal).toString(), seatName(Seat::West));
    QCOMPARE(m->columnCount(), 4);
    QCOMPARE(m->rowCount(), 3); // 11 calls from the second column
    const QModelIndex index = m->index(row, column);
    QCOMPARE(index.data().toString(), text);
    QCOMPARE(index.data(AuctionModel::AlertRole).toBool(), alert);
    if (alert)
        QCOMPARE(index.data(Qt::ToolTipRole).toString(), QStringLiteral("forcing for one round"));
    // P 1S P 1NT P 2H P 4H P P P: East first named hearts, so East declares 4H.
    QVERIFY2(w->auctionView()->contractText().contains(QStringLiteral("4\u2665 by East")),
        qPrintable(w->auctionView()->contractText()));
}

void TestAppViewer::invalidDeal()
{
    auto w = windowWith({ claimedBoard(), invalidBoard() }, Viewer);
    BoardListModel *m = w->boardListModel();
    // Board 1 is a valid deal: no mark. Board 2 gives the spade ace to North and East.
    QCOMPARE(m->index(0, BoardListModel::ProblemColumn).data().toString(), QString());
    QVERIFY(!m->index(1, BoardListModel::ProblemColumn).data().toString().isEmpty());
    QVERIFY(!m->index(1, BoardListModel::ProblemColumn).data(Qt::ToolTipRole).toString().isEmpty());
    QVERIFY(w->selectBoard(1));
    QVERIFY(!w->handDiagram()->board().deal().isValid());
    // The diagram still shows every card as read: North's 14, East's 13.
    QCOMPARE(w->handDiagram()->remaining(Seat::North).count(), 14);
    QCOMPARE(w->handDiagram()->remaining(Seat::East).count(), 13);
    // The problem reaches the warnings list, and clicking it selects its board.
    QTRY_VERIFY(w->warningList()->count() > 0);
    w->selectBoard(0);
    QListWidgetItem *item = w->warningList()->item(0);
    QVERIFY(item->text().contains(QStringLiteral("Board 2")));
    emit w->warningList()->itemClicked(item);
    QCOMPARE(w->currentBoard(), 1);
    QTest::qWait(10);
    w->grab().save(screenshotDir() + QStringLiteral("/invalid-deal.png"));
}

void TestAppViewer::damagedBoardsAndRooms()
{
    // A teams LIN file (docs/formats.md#lin): board 1 in both rooms; the closed room's auction holds an
    // insufficient call (1H after 1S), so that board is damaged and kept with the call before it.
    const QString md = QStringLiteral("md|3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,|");
    const QString text
        = QStringLiteral("qx|o1|") + md + QStringLiteral("mb|p|\nqx|c1|") + md + QStringLiteral("mb|1S|mb|1H|\n");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("teams.lin"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
    file.close();
    MainWindow w;
    w.setInteractive(false);
    QVERIFY2(w.openFile(path), qPrintable(w.lastError()));
    QCOMPARE(w.boardCount(), 2);
    BoardListModel *m = w.boardListModel();
    QCOMPARE(m->index(0, BoardListModel::ProblemColumn).data().toString(), QString());
    QCOMPARE(m->index(1, BoardListModel::ProblemColumn).data().toString(), QStringLiteral("\u26a0"));
    QVERIFY2(m->index(1, BoardListModel::ProblemColumn)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("line 2, column")),
        qPrintable(m->index(1, BoardListModel::ProblemColumn).data(Qt::ToolTipRole).toString()));
    // The Room column, shown for a teams file.
    QCOMPARE(m->index(0, BoardListModel::RoomColumn).data().toString(), QStringLiteral("Open"));
    QCOMPARE(m->index(1, BoardListModel::RoomColumn).data().toString(), QStringLiteral("Closed"));
    QCOMPARE(m->headerData(BoardListModel::RoomColumn, Qt::Horizontal).toString(), QStringLiteral("Room"));
    // The Warnings dock lists the damage of the second record, named by its board number (both rooms
    // played board 1) and leading to the second row.
    QTRY_VERIFY(w.warningList()->count() > 0);
    bool listed = false;
    for (int i = 0; i < w.warningList()->count(); ++i) {
        const QListWidgetItem *item = w.warningList()->item(i);
        listed = listed
            || (item->text().startsWith(QStringLiteral("Board 1: line 2, column"))
                && item->data(Qt::UserRole).toLongLong() == 1);
    }
    QVERIFY(listed);

    // A mapped record file: ZRJ record 1 (a copy of board 1, so named "Board 1") has contract byte (offset 80 + 14) 3,
    // no contract (docs/formats.md#zrj); the file then ends 1 byte into record 2. docs/formats.md#zrj: the example
    // record, then zeros up to byte 79.
    QByteArray zrj = QByteArray::fromHex(
        QByteArray("99 43 d3 b4 a7 63 7b 2c 8d 58 c4 0d ab 00 16 a9 1c 20 0b 05 0c 05 12 05 22 05 05 05 30 0c 00 12")
            .replace(' ', QByteArray()));
    zrj.append(QByteArray(80 - zrj.size(), '\0'));
    QByteArray bad = zrj;
    bad[14] = char(3);
    const QString zrjPath = dir.filePath(QStringLiteral("cut.zrj"));
    QFile zrjFile(zrjPath);
    QVERIFY(zrjFile.open(QIODevice::WriteOnly));
    zrjFile.write(zrj + bad + zrj.left(1));
    zrjFile.close();
    QVERIFY2(w.openFile(zrjPath), qPrintable(w.lastError()));
    QCOMPARE(w.boardCount(), 2);
    QCOMPARE(m->index(1, BoardListModel::ProblemColumn).data().toString(), QStringLiteral("\u26a0"));
    QTRY_VERIFY(w.warningList()->count() >= 2);
    QStringList items;
    for (int i = 0; i < w.warningList()->count(); ++i)
        items << w.warningList()->item(i)->text();
    QVERIFY2(items.join(u'\n').contains(QStringLiteral("Board 1: record 1 (byte offset 94)")),
        qPrintable(items.join(u'\n')));
    QVERIFY2(items.join(u'\n').contains(QStringLiteral("ends inside board 3")), qPrintable(items.join(u'\n')));

    // A text file cut inside its last board keeps every board before it: a real LIN file (tests/data/samples) cut
    // inside board 8's "ah|Board 8" on line 8 opens with its 8 boards, the last one marked, and the dock says where the
    // file ends.
    const QByteArray lin = sampleBytes(QStringLiteral("dominicprice_endplay/lin_example1.lin"));
    const QString linPath = dir.filePath(QStringLiteral("cut.lin"));
    QFile linFile(linPath);
    QVERIFY(linFile.open(QIODevice::WriteOnly));
    linFile.write(lin.left(lin.lastIndexOf("|ah|Boa") + 7));
    linFile.close();
    QVERIFY2(w.openFile(linPath), qPrintable(w.lastError()));
    QCOMPARE(w.boardCount(), 8);
    QCOMPARE(m->index(7, BoardListModel::ProblemColumn).data().toString(), QStringLiteral("\u26a0"));
    QTRY_VERIFY(w.warningList()->count() >= 1);
    items.clear();
    for (int i = 0; i < w.warningList()->count(); ++i)
        items << w.warningList()->item(i)->text();
    QVERIFY2(items.join(u'\n').contains(QStringLiteral(": line 8, column ")), qPrintable(items.join(u'\n')));
    QVERIFY2(items.join(u'\n').contains(QStringLiteral("the file ends inside board 8")), qPrintable(items.join(u'\n')));
}

void TestAppViewer::fileTextShownSafely_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain text as it is") << QStringLiteral("NS 024") << QStringLiteral("NS 024");
    QTest::newRow("right-to-left override dropped") << QStringLiteral("NS \u202E024\u202C") << QStringLiteral("NS 024");
    QTest::newRow("isolate and mark dropped") << QStringLiteral("NS \u2067024\u2069\u200F") << QStringLiteral("NS 024");
    QTest::newRow("escape made visible") << QStringLiteral("NS \x1B[8m024") << QStringLiteral("NS \\x1b[8m024");
}

// docs/reliability.md#memory-of-long-lines-text-shown-as-it-is: what a file says is shown in the order it is
// stored, in every place the viewer and the picture show it, and stored unchanged.
void TestAppViewer::fileTextShownSafely()
{
    QFETCH(QString, stored);
    QFETCH(QString, shown);
    const auto json = [](const QString &text) {
        return QString::fromUtf8(QJsonDocument(QJsonArray { text }).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    };
    // Event, North, the title, a comment, an explanation and an unknown field's name (quoted by its warning).
    const QString line = QStringLiteral("{\"board\":1,\"deal\":\"%1\",\"event\":%2,\"players\":{\"N\":%2},"
                                        "\"title\":%2,\"comments\":[%2],\"auction\":[\"1C!\"],"
                                        "\"explanations\":[%2],%2:1}\n")
                             .arg(Record0, json(stored));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("names.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(line.toUtf8());
    file.close();
    MainWindow w;
    w.setInteractive(false);
    QVERIFY2(w.openFile(path), qPrintable(w.lastError()));
    QCOMPARE(w.boardCount(), 1);
    const Board board = w.document()->board(0);
    QCOMPARE(board.event(), stored);
    QCOMPARE(board.player(Seat::North), stored);

    const QString details = w.boardDetails()->html();
    QCOMPARE(details.count(shown.toHtmlEscaped()), 4); // title, event, North, comment
    QVERIFY(!details.contains(QChar(0x202E)) && !details.contains(QChar(0x1B)));
    const QString tip = w.boardListModel()->index(0, BoardListModel::ProblemColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("'") + shown + QStringLiteral("'")), qPrintable(tip));
    QTRY_VERIFY(w.warningList()->count() > 0);
    QVERIFY2(w.warningList()->item(0)->text().contains(shown), qPrintable(w.warningList()->item(0)->text()));
    const QStringList notes = w.auctionView()->model()->notes();
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes[0].endsWith(shown), qPrintable(notes[0]));
    // The picture (the renderer of the screen, prints and exports): North's name and the title, and the
    // auction's note beside them.
    // A name too long for the room beside its seat is cut with "…" (the escaped one is): the title shows it whole.
    const int cut = shown.size() > 8 ? 1 : 0;
    const QString diagram = QString::fromUtf8(DiagramExport(board, 0, false, false).svg());
    QCOMPARE(diagram.count(shown.toHtmlEscaped()), 2 - cut);
    const QString svg = QString::fromUtf8(DiagramExport(board).svg());
    QCOMPARE(svg.count(shown.toHtmlEscaped()), 3 - cut);
    QVERIFY(!svg.contains(QChar(0x202E)) && !svg.contains(QChar(0x1B)));
}

void TestAppViewer::hugeListStaysLazy()
{
    // Pavlicek's full library has 10,485,760 boards (docs/formats.md#zrd).
    constexpr qint64 Count = 10485760;
    auto w = std::make_unique<MainWindow>();
    w->setInteractive(false);
    auto source = std::make_unique<CountingSource>(Count);
    const CountingSource *counter = source.get();
    w->setSource(std::move(source), QStringLiteral("huge"));
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCOMPARE(w->boardListModel()->rowCount(), int(Count));
    QVERIFY(w->selectBoard(Count - 1));
    QCOMPARE(w->boardList()->currentRow(), int(Count - 1));
    QTest::qWait(20);
    // Only what is on screen (plus the bounded background problem scan) was decoded.
    QVERIFY2(w->boardListModel()->decodedRows() < 500, qPrintable(QString::number(w->boardListModel()->decodedRows())));
    QVERIFY2(counter->decoded < 200000, qPrintable(QString::number(counter->decoded)));
    // The last board's number comes from the generator: index % 1,000,000 + 1.
    QCOMPARE(w->handDiagram()->board().number(), std::optional<int>(int((Count - 1) % 1000000) + 1));
}

void TestAppViewer::openSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("board");
    QTest::addColumn<QString>("northSpades");

    const QString data = QStringLiteral(KIBITZ_TEST_DATA "/samples/");
    // 23-byte ZRD records (docs/formats.md#zrd): the 10-record sample has 10 boards; record 0's North holds J873.
    QTest::newRow("zrd first ten") << data + "pavlicek_rpdd/rpdd_10First.zrd"
                                   << "zrd" << 10 << 0 << "J873";
    QTest::newRow("bundled pbn") << ":/samples/kibitz-sample.pbn"
                                 << "pbn" << 6 << 0 << "J873";
    QTest::newRow("gib deals") << data + "dds-bridge_ddd/deals.gib"
                               << "gib" << -1 << 0 << "";
    QTest::newRow("lin example") << data + "dominicprice_endplay/lin_example1.lin"
                                 << "lin" << -1 << 0 << "";
    QTest::newRow("pbn hazlemere") << data + "richardschneider_pbn/Hazlemere_Trophy.pbn"
                                   << "pbn" << -1 << 0 << "";
}

void TestAppViewer::openSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(int, count);
    QFETCH(int, board);
    QFETCH(QString, northSpades);

    MainWindow w;
    w.setInteractive(false);
    if (!w.openFile(file)) {
        if (w.lastError().contains(QStringLiteral("not available yet")))
            QSKIP(qPrintable(QStringLiteral("the %1 codec has not landed: %2").arg(format, w.lastError())));
        QFAIL(qPrintable(w.lastError()));
    }
    QCOMPARE(w.document()->format()->id(), format);
    if (count >= 0)
        QCOMPARE(w.boardCount(), count);
    QVERIFY(w.boardCount() > 0);
    QVERIFY(w.selectBoard(board));
    if (!northSpades.isEmpty()) {
        const Hand north = w.handDiagram()->remaining(Seat::North);
        QString spades;
        for (Card c : north.cards(Suit::Spades))
            spades += QLatin1Char(rankChar(c.rank()));
        QCOMPARE(spades, northSpades);
    }
    // Step through all the play there is and back; the diagram's cards add up at every step.
    const int total = int(w.handDiagram()->board().playedCards().size());
    for (int k = 0; k <= total; ++k) {
        w.setPlayPosition(k);
        int held = 0;
        for (Seat s : AllSeats)
            held += w.handDiagram()->remaining(s).count();
        QCOMPARE(held + k, w.handDiagram()->board().deal().cardCount());
    }
    QVERIFY(w.selectBoard(w.boardCount() - 1));
}

void TestAppViewer::bundledSampleSet_data()
{
    QTest::addColumn<int>("board");
    QTest::addColumn<int>("notes");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("cardsPerHand");

    // Law 77: 4H by a non-vulnerable East making 10 = 420 to East-West.
    QTest::newRow("1: 4H E =") << 0 << 1 << -420 << 13;
    // 3NT vulnerable made: 100 + 500 game bonus = 600.
    QTest::newRow("2: 3NT S =") << 1 << 1 << 600 << 13;
    // 6S non-vulnerable made: 180 + 300 + 500 slam = 980; four alerted calls in the auction.
    QTest::newRow("3: 6S S =") << 2 << 4 << 980 << 13;
    // 4SX vulnerable two down: 200 + 300 = 500 to East-West.
    QTest::newRow("4: 4SX N -2") << 3 << 1 << -500 << 13;
    QTest::newRow("5: passed out") << 4 << 0 << 0 << 13;
    QTest::newRow("6: end position") << 5 << 0 << INT_MIN << 3;
}

void TestAppViewer::bundledSampleSet()
{
    QFETCH(int, board);
    QFETCH(int, notes);
    QFETCH(int, score);
    QFETCH(int, cardsPerHand);

    MainWindow w;
    w.setInteractive(false);
    if (!w.openBundledSample())
        QSKIP(qPrintable(QStringLiteral("the pbn codec cannot read the sample: %1").arg(w.lastError())));
    QCOMPARE(w.boardCount(), 6);
    QVERIFY(w.document()->warnings().isEmpty());
    QVERIFY(w.selectBoard(board));
    const Board &b = w.handDiagram()->board();
    QVERIFY2(b.problems().isEmpty(), qPrintable(b.problems().join(QLatin1Char('\n'))));
    QCOMPARE(w.auctionView()->model()->notes().size(), notes);
    QCOMPARE(b.scoreNorthSouth().value_or(INT_MIN), score);
    QCOMPARE(b.deal().cardsPerHand(), cardsPerHand);
    // Every recorded card can be stepped through; the diagram ends with the claim or the last trick.
    w.setPlayPosition(INT_MAX);
    QCOMPARE(w.playPosition(), int(b.playedCards().size()));
    if (board == 5) // the squeeze: North-South take all three tricks
        QCOMPARE(w.handDiagram()->tricksNorthSouth(), 3);
}

void TestAppViewer::screenshotCommand_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("board");
    QTest::addColumn<int>("exitCode");

    const QString zrd = samplePath(QStringLiteral("pavlicek_rpdd/rpdd_10First.zrd"));
    QTest::newRow("negative: missing file") << QStringLiteral("/nonexistent/x.zrd") << qint64(1) << 2;
    QTest::newRow("negative: board 11 of 10") << zrd << qint64(11) << 3;
    QTest::newRow("zrd board 10") << zrd << qint64(10) << 0;
}

void TestAppViewer::screenshotCommand()
{
    QFETCH(QString, file);
    QFETCH(qint64, board);
    QFETCH(int, exitCode);

    if (exitCode != 2) {
        FormatError error;
        if (!FormatRegistry::instance().open(file, {}, &error))
            QSKIP(qPrintable(QStringLiteral("the zrd codec has not landed: %1").arg(error.toString())));
    }
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("shot.png"));
    QCOMPARE(Application::screenshot(out, file, board, 0, QSize(1000, 700), false), exitCode);
    QCOMPARE(QFile::exists(out), exitCode == 0);
    if (exitCode == 0)
        QCOMPARE(QImage(out).size(), QSize(1000, 700));
}

void TestAppViewer::saveScreenshots()
{
    // Artifacts to look at: the example board mid-play (trick 2 in progress), the end with the claim.
    auto w = windowWith({ claimedBoard(), invalidBoard() }, Viewer);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->setPlayPosition(6);
    QTest::qWait(20);
    QVERIFY(w->grab().save(screenshotDir() + QStringLiteral("/mid-play.png")));
    w->setPlayPosition(20);
    QTest::qWait(20);
    QVERIFY(w->grab().save(screenshotDir() + QStringLiteral("/end.png")));
}

QTEST_MAIN(TestAppViewer)
#include "tst_app_viewer.moc"
