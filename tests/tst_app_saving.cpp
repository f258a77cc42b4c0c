// Saving what a format cannot hold: the loss dialog names the boards that would lose something, not only their count,
// and stays short for thousands of boards; a failed save offers Save As elsewhere and keeps the edits. The
// boards are built here; what each format drops is its capability list (docs/formats.md#zbd: the deal only).
// A save on a full disk fails with the system's reason and leaves the old file and the edits.
#include "document/document.h"
#include "document/editcommands.h"
#include "mainwindow.h"

#include "formats/boardsource.h"
#include "formats/lossreport.h"
#include "i18n/translationloader.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <sys/resource.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <functional>
#include <memory>

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

// The loss dialog and Save As are what these tests answer.
const WindowSetup Interactive { .interactive = true };

/**
 * Runs @p act on the next modal widget of class @p T named @p name (any name when empty), polling until
 * @p deadline; @p seen says whether it came. The watch ends with the returned token's owner (a test's scope).
 */
template <typename T>
std::shared_ptr<bool> whenModal(const QString &name, std::function<void(T *)> act, bool *seen,
    QDeadlineTimer deadline = QDeadlineTimer(10000), std::shared_ptr<bool> alive = std::make_shared<bool>(true))
{
    QTimer::singleShot(10, [=, watched = std::weak_ptr<bool>(alive)] {
        const std::shared_ptr<bool> still = watched.lock();
        if (!still)
            return;
        auto *widget = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!widget || (!name.isEmpty() && widget->objectName() != name)) {
            if (!deadline.hasExpired())
                whenModal<T>(name, act, seen, deadline, still);
            return;
        }
        *seen = true;
        act(widget);
    });
    return alive;
}

QString screenshotDir()
{
    // KIBITZ_SCREENSHOT_DIR=docs/screenshots keeps them with the README's pictures (else beside the test binary).
    const QString dir = qEnvironmentVariableIsSet("KIBITZ_SCREENSHOT_DIR")
        ? qEnvironmentVariable("KIBITZ_SCREENSHOT_DIR")
        : QCoreApplication::applicationDirPath() + QStringLiteral("/screenshots");
    QDir().mkpath(dir);
    return dir;
}

/** The window as the user sees it with @p box over it (offscreen, the box is a window of its own). */
QImage withDialog(QWidget *window, QWidget *box)
{
    QImage image = window->grab().toImage();
    const QPixmap dialog = box->grab();
    QPainter painter(&image);
    painter.fillRect(image.rect(), QColor(0, 0, 0, 50));
    painter.drawPixmap((image.width() - dialog.width()) / 2, (image.height() - dialog.height()) / 3, dialog);
    return image;
}

} // namespace

class TestAppSaving : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); } // recent files and folders: not the user's
    void lossNamesBoards_data();
    void lossNamesBoards();
    void lossSummaryStaysShort();
    void failedSaveOffersSaveAs();
    void fullDiskKeepsOldFileAndEdits_data();
    void fullDiskKeepsOldFileAndEdits();
    void screenshots_data();
    void screenshots();
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
    auto w = windowWith(boards, Interactive);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club.zbd"));
    bool seen = false;
    QString text;
    const auto watch = whenModal<QMessageBox>(
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
    auto w = windowWith({ boardOf(1, false), boardOf(2, false) }, Interactive);
    // An edit to keep: the auction of board 1.
    Board edited = w->document()->board(0);
    edited.setAuction(auctionOf(QStringLiteral("1N P P P")));
    w->document()->setBoard(0, edited);
    QTemporaryDir dir;
    const QString unwritable = dir.filePath(QStringLiteral("no such folder/club.pbn"));
    const QString elsewhere = dir.filePath(QStringLiteral("club.pbn"));

    bool failedSeen = false, dialogSeen = false;
    QString message;
    std::shared_ptr<bool> dialogWatch;
    const auto watch = whenModal<QMessageBox>(
        QStringLiteral("saveFailedBox"),
        [&](QMessageBox *box) {
            message = box->text() + QLatin1Char('\n') + box->informativeText();
            // Save As opens the save dialog: the user picks a writable place.
            dialogWatch = whenModal<QFileDialog>(
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

void TestAppSaving::fullDiskKeepsOldFileAndEdits_data()
{
    // A small save used to replace the old file by an empty or cut one and report success
    // (QSaveFile::commit() missed its last flush failing); a save over the writers' 256 KiB block said
    // "Unknown error" (a short write was not retried).
    QTest::addColumn<int>("boards");
    QTest::addColumn<int>("limit"); // bytes a file may have; -1: no limit
    QTest::newRow("no limit: saved") << 2 << -1;
    QTest::newRow("small file, no room") << 2 << 0;
    QTest::newRow("small file, part fits") << 2 << 100;
    QTest::newRow("large file, part fits") << 3000 << 64 * 1024;
}

void TestAppSaving::fullDiskKeepsOldFileAndEdits()
{
    QFETCH(int, boards);
    QFETCH(int, limit);
    QList<Board> list;
    for (int i = 1; i <= boards; ++i)
        list << boardOf(i, true);
    auto w = windowWith(list, Interactive);
    w->setInteractive(false);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club.pbn"));
    QVERIFY(w->saveAs(file, &formatById(QStringLiteral("pbn"))));
    const QByteArray old = fileBytes(file);
    QVERIFY(old.size() > limit);
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    // The edit to keep: board 1 turned a quarter (an undoable edit, as the window makes them).
    w->document()->undoStack()->push(new RotateBoardCommand(w->document(), 0, 1));
    QVERIFY(w->document()->isModified());
    const Board edited = w->document()->board(0);
    QVERIFY(edited.deal() != list[0].deal());
    bool saved = false;
    if (limit < 0) {
        saved = w->saveAs(file, &formatById(QStringLiteral("pbn")));
    } else {
        const FileSizeLimit fileSizeLimit { rlim_t(limit) };
        QVERIFY(fileSizeLimit.isSet());
        saved = w->saveAs(file, &formatById(QStringLiteral("pbn")));
    }
    if (limit < 0) {
        QVERIFY2(saved, qPrintable(w->lastError()));
        QVERIFY(fileBytes(file) != old);
        QVERIFY(!w->document()->isModified());
        return;
    }
    QVERIFY(!saved);
    const QString reason = QString::fromLocal8Bit(std::strerror(EFBIG)); // "File too large"
    QVERIFY2(w->lastError().contains(reason), qPrintable(w->lastError()));
    QVERIFY2(!w->lastError().contains(QLatin1String("Unknown error")), qPrintable(w->lastError()));
    QVERIFY2(w->lastError().contains(QStringLiteral("The file on disk was not changed")), qPrintable(w->lastError()));
    QCOMPARE(fileBytes(file), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), filesBefore); // no temporary file left
    QVERIFY(w->document()->isModified());
    QVERIFY(w->document()->board(0).deal() == edited.deal());
    // With room again, the same window saves the edit.
    QVERIFY2(w->saveAs(file, &formatById(QStringLiteral("pbn"))), qPrintable(w->lastError()));
    QVERIFY(openBoards(file).value(0).deal() == edited.deal());
}

void TestAppSaving::screenshots_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestAppSaving::screenshots()
{
    QFETCH(QSize, size);
    const QString suffix = QStringLiteral("-%1x%2.png").arg(size.width()).arg(size.height());
    const QString dir = screenshotDir();
    // A club's 16 boards: seven with an auction, three of them (1, 5, 9) with the first trick played too.
    QList<Board> boards;
    for (int n = 1; n <= 16; ++n) {
        Board b = boardOf(n, QList<int> { 1, 2, 5, 6, 9, 11, 14 }.contains(n));
        if (n == 1 || n == 5 || n == 9) { // dealer North, as the example board's play needs
            b.setDeal(dealOf(Record0));
            b.setAuction(auctionOf(QStringLiteral("P 1S P 1NT P 2H P 4H P P P"), b.dealer()));
            b.setPlayedCards(cardsOf(QStringLiteral("CA C5 C2 H6")));
        }
        boards << b;
    }
    // As the program shows it: the English catalogue gives "board(s)" its forms.
    TranslationLoader::install(QLocale(QStringLiteral("en")));
    auto w = windowWith(boards, Interactive);
    w->resize(size);
    w->findChild<QDockWidget *>(QStringLiteral("editDock"))->hide();
    w->selectBoard(4);
    QTest::qWait(50);
    QTemporaryDir scratch;
    bool seen = false;
    auto watch = whenModal<QMessageBox>(
        QStringLiteral("lossBox"),
        [&](QMessageBox *box) {
            withDialog(w.get(), box).save(QDir(dir).filePath(QStringLiteral("save-loss-names-boards") + suffix));
            box->button(QMessageBox::Cancel)->click();
        },
        &seen);
    w->saveAs(scratch.filePath(QStringLiteral("club.zbd")), &formatById(QStringLiteral("zbd")));
    QVERIFY(seen);
    seen = false;
    watch = whenModal<QMessageBox>(
        QStringLiteral("saveFailedBox"),
        [&](QMessageBox *box) {
            withDialog(w.get(), box).save(QDir(dir).filePath(QStringLiteral("save-failed-offers-save-as") + suffix));
            box->button(QMessageBox::Close)->click();
        },
        &seen);
    // A memory stick that is no longer there.
    QVERIFY(!w->saveAs(QStringLiteral("/media/kibitz-usb-stick/club.pbn"), &formatById(QStringLiteral("pbn"))));
    QVERIFY(seen);
    QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("save-failed-offers-save-as") + suffix)));
    TranslationLoader::install(QLocale(QStringLiteral("C")));
}

QTEST_MAIN(TestAppSaving)
#include "tst_app_saving.moc"
