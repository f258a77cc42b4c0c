// Issue 17 (rough edges): the loss dialog names the boards that would lose something, not only their count,
// and stays short for thousands of boards; a failed save offers Save As elsewhere and keeps the edits. The
// boards are built here; what each format drops is its capability list (docs/formats.md#zbd: the deal only).
#include "document/document.h"
#include "mainwindow.h"

#include "formats/boardsource.h"
#include "formats/lossreport.h"

#include "testutil.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** Board @p number with record 0's deal; an auction when @p bid. */
Board boardOf(int number, bool bid)
{
    Board b;
    b.setNumberWithCycle(number);
    b.setDeal(dealOf(Record0).rotated(number % 4));
    if (bid)
        b.setAuction(auctionOf(QStringLiteral("P P P P"), b.dealer()));
    return b;
}

std::unique_ptr<MainWindow> windowWith(const QList<Board> &boards)
{
    auto w = std::make_unique<MainWindow>();
    w->setInteractive(true);
    w->setSource(std::make_unique<MemoryBoardSource>(boards), QString());
    w->resize(1280, 800);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        qWarning("window not exposed");
    return w;
}

/**
 * Runs @p act on the next modal widget of class @p T named @p name (any name when empty), polling until
 * @p deadline; @p seen says whether it came.
 */
template <typename T>
void whenModal(
    const QString &name, std::function<void(T *)> act, bool *seen, QDeadlineTimer deadline = QDeadlineTimer(10000))
{
    QTimer::singleShot(10, [=] {
        auto *widget = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!widget || (!name.isEmpty() && widget->objectName() != name)) {
            if (!deadline.hasExpired())
                whenModal<T>(name, act, seen, deadline);
            return;
        }
        *seen = true;
        act(widget);
    });
}

} // namespace

class TestAppSaving : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // recent files and folders: not the user's
    void lossNamesBoards_data();
    void lossNamesBoards();
    void lossSummaryStaysShort();
    void failedSaveOffersSaveAs();
};

void TestAppSaving::lossNamesBoards_data()
{
    QTest::addColumn<QList<int>>("bidBoards"); // the numbers of the boards with an auction (1-15 in the file)
    QTest::addColumn<QString>("named");

    QTest::newRow("negative: no auction, nothing dropped, no question") << QList<int> {} << QString();
    QTest::newRow("one board") << QList<int> { 9 } << QStringLiteral("board(s) (board 9)");
    QTest::newRow("three boards, all named") << QList<int> { 3, 7, 12 } << QStringLiteral("board(s) (boards 3, 7, 12)");
    QTest::newRow("twelve boards: three named and the rest counted") << QList<int> { 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
        13, 14 } << QStringLiteral("board(s) (boards 3, 4, 5 and 9 more)");
}

void TestAppSaving::lossNamesBoards()
{
    QFETCH(QList<int>, bidBoards);
    QFETCH(QString, named);
    QList<Board> boards;
    for (int n = 1; n <= 15; ++n)
        boards << boardOf(n, bidBoards.contains(n));
    auto w = windowWith(boards);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club.zbd"));
    bool seen = false;
    QString text;
    whenModal<QMessageBox>(
        QStringLiteral("lossBox"),
        [&text](QMessageBox *box) {
            text = box->text();
            box->button(QMessageBox::Cancel)->click();
        },
        &seen);
    const bool saved = w->saveAs(file, &formatById(QStringLiteral("zbd")));
    QCOMPARE(seen, !named.isEmpty());
    QCOMPARE(saved, named.isEmpty());
    // The English forms of "board(s)" come from the catalogue, which the test does not load.
    if (!named.isEmpty()) {
        QVERIFY2(text.contains(QStringLiteral("the auctions of %1 board(s)").arg(bidBoards.size())), qPrintable(text));
        QVERIFY2(text.contains(named), qPrintable(text));
    }
}

void TestAppSaving::lossSummaryStaysShort()
{
    // 10,000 boards with auctions: the summary names three and counts the rest, in one short sentence.
    LossReport report(formatById(QStringLiteral("zbd")));
    for (int i = 0; i < 10000; ++i)
        report.add(boardOf(i + 1, true), i);
    const QString summary = report.summary(3);
    QVERIFY2(summary.contains(QStringLiteral("(boards 1, 2, 3 and 9997 more)")), qPrintable(summary));
    QVERIFY2(summary.size() < 200, qPrintable(summary));
    // The converter's summary (no names) is as it was.
    QVERIFY2(!report.summary().contains(QStringLiteral("boards 1")), qPrintable(report.summary()));
}

void TestAppSaving::failedSaveOffersSaveAs()
{
    auto w = windowWith({ boardOf(1, false), boardOf(2, false) });
    // An edit to keep: the auction of board 1.
    Board edited = w->document()->board(0);
    edited.setAuction(auctionOf(QStringLiteral("1N P P P")));
    w->document()->setBoard(0, edited);
    QTemporaryDir dir;
    const QString unwritable = dir.filePath(QStringLiteral("no such folder/club.pbn"));
    const QString elsewhere = dir.filePath(QStringLiteral("club.pbn"));

    bool failedSeen = false, dialogSeen = false;
    QString message;
    whenModal<QMessageBox>(
        QStringLiteral("saveFailedBox"),
        [&](QMessageBox *box) {
            message = box->text() + QLatin1Char('\n') + box->informativeText();
            // Save As opens the save dialog: the user picks a writable place.
            whenModal<QFileDialog>(
                QString(),
                [elsewhere](QFileDialog *dialog) {
                    dialog->selectFile(elsewhere);
                    static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept(): the chosen file
                },
                &dialogSeen);
            box->findChild<QPushButton *>(QStringLiteral("saveAs"))->click();
        },
        &failedSeen);
    const bool saved = w->saveAs(unwritable, &formatById(QStringLiteral("pbn")));
    QVERIFY(failedSeen);
    QVERIFY2(message.contains(QStringLiteral("The file on disk was not changed")), qPrintable(message));
    QVERIFY(dialogSeen);
    QVERIFY(saved);
    QVERIFY(QFile::exists(elsewhere));
    QCOMPARE(w->document()->fileName(), elsewhere);
    // The edit went into the file written elsewhere.
    const QList<Board> back = openBoards(elsewhere);
    QCOMPARE(back.size(), 2);
    QCOMPARE(back[0].auction().toString(), QStringLiteral("1NT P P P"));
}

QTEST_MAIN(TestAppSaving)
#include "tst_app_saving.moc"
