// Printing, export and the clipboard, offscreen. Expected values come from the bundled sample set
// (resources/samples/kibitz-sample.pbn: six [Board] tags, board 1 is the example board of docs/formats.md,
// record 0 of Pavlicek's library, dealer North, 4H by East) and from arithmetic, never from our output.
#include "application.h"
#include "clipboard/boardclipboard.h"
#include "clipboard/clipboardactions.h"
#include "document/document.h"
#include "mainwindow.h"
#include "printing/diagramexport.h"
#include "printing/exportimageaction.h"
#include "printing/handrecordprinter.h"
#include "printing/pagepreview.h"
#include "printing/printactions.h"
#include "printing/printdialog.h"
#include "printing/printpreviewdialog.h"
#include "views/diagramrenderer.h"

#include "formats/formatregistry.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPageLayout>
#include <QPainter>
#include <QPointer>
#include <QProcess>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QString SamplePath = QStringLiteral(":/samples/kibitz-sample.pbn");
// kibitz-sample.pbn holds six boards ([Board "1"] to [Board "6"]).
constexpr int SampleBoards = 6;
// kibitz-sample.pbn, board 2.
const QString Board2Deal = QStringLiteral("E:64.T52.A874.A932 A73.KQ4.KJ92.QT5 KQJT8.J973.5.876 952.A86.QT63.KJ4");

// A results file: boards 11 to 20, each played at up to 30 tables, 299 records.
const QString ResultsSample = QStringLiteral("dominicprice_endplay/pbn_example2.pbn");

/**
 * Triggers @p action, lets @p fill set its Hand Records dialog (without a table or par, so nothing is solved) and
 * accepts it; returns the boards of the preview it opens.
 */
QList<Board> previewThrough(MainWindow &window, const std::function<void(PrintDialog *)> &fill)
{
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<PrintDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
            box->setChecked(false);
        fill(dialog);
        dialog->accept();
    });
    window.printActions()->previewAction()->trigger();
    const QList<PrintPreviewDialog *> previews = window.findChildren<PrintPreviewDialog *>();
    if (previews.isEmpty())
        return {};
    const QList<Board> boards = previews.last()->preview()->boards();
    for (PrintPreviewDialog *preview : previews)
        delete preview;
    return boards;
}

/** The board numbers of @p boards. */
QList<int> numbersOf(const QList<Board> &boards)
{
    QList<int> numbers;
    for (const Board &b : boards)
        numbers << b.number().value_or(0);
    return numbers;
}

/** Pages of a PDF: pdfinfo when installed, else the page objects in the file. */
int pdfPages(const QString &fileName)
{
    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (!pdfinfo.isEmpty()) {
        QProcess p;
        p.start(pdfinfo, { fileName });
        if (p.waitForFinished(30000) && p.exitCode() == 0) {
            const QRegularExpression pages(QStringLiteral("^Pages:\\s+(\\d+)"), QRegularExpression::MultilineOption);
            const auto m = pages.match(QString::fromUtf8(p.readAllStandardOutput()));
            if (m.hasMatch())
                return m.captured(1).toInt();
        }
        return -1;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(file.readAll()).count(page));
}

/** The sample's boards over and over, numbered 1 to @p count, as a big club file holds them. */
QList<Board> manyBoards(int count)
{
    const QList<Board> sample = openBoards(SamplePath);
    QList<Board> boards;
    boards.reserve(count);
    for (int i = 0; i < count; ++i) {
        Board b = sample[i % sample.size()];
        b.setNumber(i + 1);
        boards << b;
    }
    return boards;
}

/** This process's resident memory in bytes (Linux), or -1. */
qint64 residentBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    static const QRegularExpression rss(QStringLiteral("^VmRSS:\\s+(\\d+) kB"), QRegularExpression::MultilineOption);
    const auto m = rss.match(QString::fromLatin1(status.readAll()));
    return m.hasMatch() ? m.captured(1).toLongLong() * 1024 : -1;
}

/** The text @p paint draws, in drawing order, read back from an SVG of it (QSvgGenerator keeps text as text). */
QString paintedText(const std::function<void(QPainter &)> &paint)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(2000, 2000));
    QPainter painter(&generator);
    paint(painter);
    painter.end();
    QString text;
    static const QRegularExpression element(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    for (auto it = element.globalMatch(QString::fromUtf8(buffer.data())); it.hasNext();)
        text += it.next().captured(1);
    return text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

} // namespace

class TestPrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pageCount_data();
    void pageCount();
    void pdf_data();
    void pdf();
    void pdfFullDiskKeepsOldFile();
    void exportPdfCommand_data();
    void exportPdfCommand();
    void resultsFilePrintsEachBoardOnce();
    void headerKeepsTheEvent();
    void longNamesKeepTheHands();
    void rangeStaysWithItsFile();
    void diagramExport_data();
    void diagramExport();
    void copyAsText_data();
    void copyAsText();
    void pasteBoard_data();
    void pasteBoard();
    void parText_data();
    void parText();
    void cellsUseTheirSpace_data();
    void cellsUseTheirSpace();
    void printedNotation_data();
    void printedNotation();
    void printedFileText_data();
    void printedFileText();
    void exportLeavesOutStart_data();
    void exportLeavesOutStart();
    void solveForPrinting_data();
    void solveForPrinting();
    void previewPaintsOnDemand_data();
    void previewPaintsOnDemand();
    void previewKeyboard();
    void previewPicture_data();
    void previewPicture();
};

void TestPrint::initTestCase()
{
    // Settings of their own, empty, so that the user's view options cannot change the pages.
    useTestSettings();
}

void TestPrint::pageCount_data()
{
    QTest::addColumn<qint64>("boards");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("pages");
    // Pages are the boards divided by boards per page, rounded up.
    QTest::newRow("negative: no boards, no pages") << qint64(0) << 4 << 0;
    QTest::newRow("6 boards, 1 per page") << qint64(6) << 1 << 6;
    QTest::newRow("6 boards, 4 per page") << qint64(6) << 4 << 2;
    QTest::newRow("7 boards, 6 per page") << qint64(7) << 6 << 2;
    QTest::newRow("36 boards, 6 per page") << qint64(36) << 6 << 6;
}

void TestPrint::pageCount()
{
    QFETCH(qint64, boards);
    QFETCH(int, perPage);
    QFETCH(int, pages);
    QCOMPARE(HandRecordPrinter::pageCount(boards, perPage), pages);
}

void TestPrint::pdfFullDiskKeepsOldFile()
{
#ifdef Q_OS_UNIX
    // A PDF export that fails part way (here a file size limit, as a full disk) leaves the PDF that was
    // there byte for byte, and says why.
    const QList<Board> boards = openBoards(SamplePath);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("records.pdf"));
    const QByteArray old = "%PDF-1.4 the hand records of last week\n";
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(old);
    }
    HandRecordOptions options;
    options.perPage = 2;
    QString error;
    bool ok = true;
    {
        const FileSizeLimit limit { rlim_t(4096) };
        QVERIFY(limit.isSet());
        ok = HandRecordPrinter(options).writePdf(out, boards, &error);
    }
    QVERIFY(!ok);
    QVERIFY2(error.contains(out) && error.contains(QStringLiteral("File too large")), qPrintable(error));
    QCOMPARE(fileBytes(out), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("records.pdf") });
    // Without the limit the same export replaces it.
    QVERIFY2(HandRecordPrinter(options).writePdf(out, boards, &error), qPrintable(error));
    QVERIFY(fileBytes(out).startsWith("%PDF-"));
    QVERIFY(fileBytes(out) != old);
#else
    QSKIP("RLIMIT_FSIZE is POSIX");
#endif
}

void TestPrint::pdf_data()
{
    QTest::addColumn<int>("perPage");
    QTest::addColumn<bool>("writable");
    QTest::addColumn<int>("pages");
    // The sample's six boards: ceil(6 / per page) pages.
    QTest::newRow("negative: folder that does not exist") << 4 << false << 0;
    QTest::newRow("1 per page") << 1 << true << 6;
    QTest::newRow("2 per page") << 2 << true << 3;
    QTest::newRow("4 per page") << 4 << true << 2;
    QTest::newRow("6 per page") << 6 << true << 1;
}

void TestPrint::pdf()
{
    QFETCH(int, perPage);
    QFETCH(bool, writable);
    QFETCH(int, pages);
    const QList<Board> boards = openBoards(SamplePath);
    QCOMPARE(boards.size(), SampleBoards);
    QTemporaryDir dir;
    const QString out
        = writable ? dir.filePath(QStringLiteral("records.pdf")) : dir.filePath(QStringLiteral("missing/records.pdf"));
    HandRecordOptions options;
    options.perPage = perPage;
    QString error;
    const bool ok = HandRecordPrinter(options).writePdf(out, boards, &error);
    QCOMPARE(ok, writable);
    if (!writable) {
        QVERIFY2(error.contains(out) || !error.isEmpty(), qPrintable(error));
        return;
    }
    QCOMPARE(pdfPages(out), pages);

    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed: pages counted, not rendered");
    QProcess p;
    p.start(pdftoppm,
        { QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-png"), out,
            dir.filePath(QStringLiteral("page")) });
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QStringList rendered = QDir(dir.path()).entryList({ QStringLiteral("page*.png") }, QDir::Files, QDir::Name);
    QCOMPARE(rendered.size(), pages);
    for (const QString &name : rendered) {
        const QImage image(dir.filePath(name));
        QVERIFY(!image.isNull());
        // A4 portrait at 40 dpi: 8.27 x 11.69 inches.
        QCOMPARE(image.width(), qRound(8.27 * 40));
        QVERIFY(qAbs(image.height() - qRound(11.69 * 40)) <= 1);
        // Boards are printed, not only the header and footer (which alone darken well under 1% of the page).
        int dark = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 128;
        QVERIFY2(dark > image.width() * image.height() / 100, qPrintable(name));
    }
}

void TestPrint::exportPdfCommand_data()
{
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("pages");
    QTest::newRow("negative: 3 per page is not offered") << 3 << 1 << 0;
    QTest::newRow("2 per page") << 2 << 0 << 3;
}

void TestPrint::exportPdfCommand()
{
    QFETCH(int, perPage);
    QFETCH(int, exitCode);
    QFETCH(int, pages);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("cli.pdf"));
    QCOMPARE(Application::exportPdf(out, SamplePath, perPage, false), exitCode);
    if (exitCode == 0)
        QCOMPARE(pdfPages(out), pages);
    else
        QVERIFY(!QFile::exists(out));
}

void TestPrint::resultsFilePrintsEachBoardOnce()
{
    // 299 records of 10 boards: one hand record per board, 4 to a page on 3 pages (not 75).
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("results.pdf"));
    QCOMPARE(Application::exportPdf(out, samplePath(ResultsSample), 4, false), 0);
    QCOMPARE(pdfPages(out), 3);

    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openFile(samplePath(ResultsSample)), qPrintable(window.lastError()));
    QCOMPARE(window.document()->count(), 299);
    QString all;
    const QList<Board> boards = previewThrough(window, [&](PrintDialog *dialog) {
        all = dialog->findChild<QRadioButton *>(QStringLiteral("allBoards"))->text();
        dialog->findChild<QRadioButton *>(QStringLiteral("allBoards"))->setChecked(true);
    });
    QCOMPARE(all, QStringLiteral("A&ll 10 boards"));
    QCOMPARE(numbersOf(boards), QList<int>({ 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 }));
}

void TestPrint::headerKeepsTheEvent()
{
    // Eight boards, two a page; boards 3, 4 and 8 name no event: every page's header names the club's.
    QList<Board> boards = manyBoards(8);
    for (int i = 0; i < boards.size(); ++i)
        boards[i].setEvent(i == 2 || i == 3 || i == 7 ? QString() : QStringLiteral("Club Pairs"));
    HandRecordOptions options;
    options.perPage = 2;
    const HandRecordPrinter printer(options);
    for (int page = 0; page < 4; ++page) {
        const QString text = paintedText(
            [&](QPainter &painter) { printer.paintPage(painter, QRectF(0, 0, 5950, 8420), boards, page); });
        QVERIFY2(
            text.contains(QStringLiteral("Club Pairs")), qPrintable(QString::number(page) + u' ' + text.left(200)));
        QVERIFY(!text.contains(QStringLiteral("Hand records")));
    }
    // A set that names no event at all is headed "Hand records".
    for (Board &b : boards)
        b.setEvent(QString());
    const QString text
        = paintedText([&](QPainter &painter) { printer.paintPage(painter, QRectF(0, 0, 5950, 8420), boards, 1); });
    QVERIFY(text.contains(QStringLiteral("Hand records")));
}

void TestPrint::longNamesKeepTheHands()
{
    // RealBridge names ("Name#12345") at every seat: the names are cut, the hands keep the size they have with
    // short names, in a 4-up cell (250 x 330 pt, here at 2 pixels a point) as on the screen.
    Board board = exampleBoard();
    const auto emWith = [&](const QString &name) {
        for (Seat seat : AllSeats)
            board.setPlayer(seat, name.isEmpty() ? QString() : name + seatName(seat));
        DiagramRenderer diagram;
        diagram.setBoard(board);
        QImage image(500, 660, QImage::Format_RGB32);
        QPainter painter(&image);
        return diagram.paint(painter, QRectF(0, 0, 500, 660)).em;
    };
    const qreal shortNames = emWith(QStringLiteral("Al "));
    const qreal longNames = emWith(QStringLiteral("Christopher Montgomery-Fitzwilliam#123456 "));
    QVERIFY2(longNames >= 0.95 * shortNames, qPrintable(QStringLiteral("%1 %2").arg(longNames).arg(shortNames)));
    // The name is cut, not left out: its start is printed.
    const QString text = paintedText([&](QPainter &painter) {
        DiagramRenderer diagram;
        diagram.setBoard(board);
        diagram.paint(painter, QRectF(0, 0, 500, 660));
    });
    QVERIFY2(text.contains(QStringLiteral("Christ")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("#123456")));
}

void TestPrint::rangeStaysWithItsFile()
{
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openFile(samplePath(ResultsSample)), qPrintable(window.lastError()));
    // The range is typed in board numbers: boards 12 to 15, each once, whichever tables played them.
    QList<Board> boards = previewThrough(window, [](PrintDialog *dialog) {
        dialog->findChild<QRadioButton *>(QStringLiteral("boardRange"))->setChecked(true);
        for (const char *name : { "toBoard", "fromBoard" }) {
            auto *box = dialog->findChild<QSpinBox *>(QLatin1String(name));
            box->selectAll();
            QTest::keyClicks(box, QLatin1String(name[0] == 't' ? "15" : "12"));
            box->interpretText();
        }
    });
    QCOMPARE(numbersOf(boards), QList<int>({ 12, 13, 14, 15 }));
    // The same file offers the same range again.
    QString from, to;
    boards = previewThrough(window, [&](PrintDialog *dialog) {
        QVERIFY(dialog->findChild<QRadioButton *>(QStringLiteral("boardRange"))->isChecked());
        from = dialog->findChild<QSpinBox *>(QStringLiteral("fromBoard"))->text();
        to = dialog->findChild<QSpinBox *>(QStringLiteral("toBoard"))->text();
    });
    QCOMPARE(from, QStringLiteral("12"));
    QCOMPARE(to, QStringLiteral("15"));
    QCOMPARE(numbersOf(boards), QList<int>({ 12, 13, 14, 15 }));
    // Another file starts from all its boards: the range does not outlive its file.
    QVERIFY2(window.openFile(SamplePath), qPrintable(window.lastError()));
    bool range = true;
    boards = previewThrough(window, [&](PrintDialog *dialog) {
        range = dialog->findChild<QRadioButton *>(QStringLiteral("boardRange"))->isChecked();
    });
    QVERIFY(!range);
    QCOMPARE(boards.size(), SampleBoards);
}

void TestPrint::diagramExport_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("ok");
    QTest::newRow("negative: folder that does not exist") << QStringLiteral("missing/board.png") << false;
    QTest::newRow("png") << QStringLiteral("board.png") << true;
    QTest::newRow("svg") << QStringLiteral("board.svg") << true;
}

void TestPrint::diagramExport()
{
    QFETCH(QString, fileName);
    QFETCH(bool, ok);
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openBundledSample(), qPrintable(window.lastError()));
    QVERIFY(window.selectBoard(0));
    window.setPlayPosition(4); // the sample's first trick: CA C5 C2 H6
    // The window's own actions (File and Edit menus).
    ExportImageAction *actions = window.exportImageAction();
    QTemporaryDir dir;
    // KIBITZ_KEEP_OUTPUT=1 keeps the pictures for looking at them.
    if (qEnvironmentVariableIsSet("KIBITZ_KEEP_OUTPUT")) {
        dir.setAutoRemove(false);
        qInfo("pictures in %s", qPrintable(dir.path()));
    }
    const QString path = dir.filePath(fileName);
    QString error;
    QCOMPARE(actions->exportImage(path, &error), ok);
    if (!ok) {
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY(QFileInfo(path).size() > 0);
    if (fileName.endsWith(QLatin1String(".svg"))) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("<svg"));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QVERIFY(renderer.defaultSize().width() > 300);
    } else {
        const QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 600);
        // The auction is shown (its dock is not hidden), so the picture is wider than the diagram alone.
        const QImage alone = DiagramExport(window.document()->board(0), 4, false, false).image(2.0);
        QVERIFY(image.width() > alone.width());
        int dark = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                dark += qGray(image.pixel(x, y)) < 128;
        QVERIFY(dark > 500);
    }
    // The clipboard gets the same picture.
    window.clipboardActions()->copyImage();
    QVERIFY(!QGuiApplication::clipboard()->image().isNull());
}

void TestPrint::copyAsText_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("board");
    QTest::addColumn<QString>("deal");
    QTest::addColumn<QString>("contract");
    QTest::newRow("negative: no such format") << QStringLiteral("nonexistent") << 0 << QString() << QString();
    // Board 1 of the sample: [Deal] as in docs/formats.md#example-board, [Contract "4H"] [Declarer "E"].
    QTest::newRow("PBN, board 1") << QStringLiteral("pbn") << 0 << Record0 << QStringLiteral("4H by E");
    QTest::newRow("LIN, board 1") << QStringLiteral("lin") << 0 << Record0 << QStringLiteral("4H by E");
    // Board 2: [Contract "3NT"] [Declarer "S"].
    QTest::newRow("LIN, board 2") << QStringLiteral("lin") << 1 << Board2Deal << QStringLiteral("3NT by S");
}

void TestPrint::copyAsText()
{
    QFETCH(QString, format);
    QFETCH(int, board);
    QFETCH(QString, deal);
    QFETCH(QString, contract);
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openBundledSample(), qPrintable(window.lastError()));
    QVERIFY(window.selectBoard(board));
    ClipboardActions &actions = *window.clipboardActions();
    QGuiApplication::clipboard()->setText(QStringLiteral("unchanged"));
    QString error;
    const bool ok = actions.copyBoard(format, &error);
    QCOMPARE(ok, !deal.isEmpty());
    if (!ok) {
        QVERIFY(error.contains(format));
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("unchanged"));
        return;
    }
    const QString text = QGuiApplication::clipboard()->text();
    QVERIFY(!text.isEmpty());
    QString formatName;
    const QList<Board> read = BoardClipboard::readBoards(text.toUtf8(), &error, &formatName);
    QVERIFY2(read.size() == 1, qPrintable(error));
    QCOMPARE(formatName, FormatRegistry::instance().byId(format)->name());
    QCOMPARE(read[0].deal(), *Deal::parse(deal));
    QVERIFY(read[0].contract());
    const Contract c = *read[0].contract();
    QCOMPARE(QStringLiteral("%1 by %2").arg(c.toString(), QString(QLatin1Char(seatLetter(c.declarer)))), contract);
}

void TestPrint::pasteBoard_data()
{
    QTest::addColumn<QString>("clipboard");
    QTest::addColumn<int>("added");
    QTest::addColumn<QString>("deal");
    QTest::newRow("negative: prose") << QStringLiteral("Partner, why did you lead the ace?") << 0 << QString();
    QTest::newRow("PBN board")
        << QStringLiteral("[Board \"9\"]\n[Dealer \"N\"]\n[Vulnerable \"EW\"]\n[Deal \"%1\"]\n").arg(Record0) << 1
        << Record0;
    // A bare PBN deal string is no board; the editor's deal parser (formats/dealpaste.h) reads it.
    QTest::newRow("bare deal") << Board2Deal << 1 << Board2Deal;
}

void TestPrint::pasteBoard()
{
    QFETCH(QString, clipboard);
    QFETCH(int, added);
    QFETCH(QString, deal);
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openBundledSample(), qPrintable(window.lastError()));
    QVERIFY(window.selectBoard(2));
    ClipboardActions &actions = *window.clipboardActions();
    QGuiApplication::clipboard()->setText(clipboard);
    QString error;
    QCOMPARE(actions.paste(&error), added > 0);
    QCOMPARE(window.boardCount(), qint64(SampleBoards + added));
    if (added == 0) {
        QVERIFY(!error.isEmpty());
        return;
    }
    // Pasted after the current board (the third) and selected.
    QCOMPARE(window.currentBoard(), qint64(3));
    QCOMPARE(window.document()->board(3).deal(), *Deal::parse(deal));
    window.document()->undoStack()->undo();
    QCOMPARE(window.boardCount(), qint64(SampleBoards));
}

void TestPrint::parText_data()
{
    QTest::addColumn<QString>("par");
    QTest::addColumn<QString>("shown");
    QTest::newRow("negative: no par") << QString() << QString();
    // ParResult::toString() style (parresult.h: "NS 620: NS 4H").
    QTest::newRow("DDS style") << QStringLiteral("NS 620: NS 4H") << QStringLiteral("Par NS 620: NS 4\u2665");
    QTest::newRow("sacrifice") << QStringLiteral("EW 300: NS 5DX-2") << QStringLiteral("Par EW 300: NS 5\u2666X-2");
    // PBN OptimumScore; ParContract as the reader joins them.
    QTest::newRow("PBN tags") << QStringLiteral("NS 400; 3NT") << QStringLiteral("Par NS 400; 3NT");
}

void TestPrint::parText()
{
    QFETCH(QString, par);
    QFETCH(QString, shown);
    Board b;
    b.setPar(par);
    QCOMPARE(HandRecordPrinter::parText(b), shown);
}

void TestPrint::cellsUseTheirSpace_data()
{
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("board");
    QTest::addColumn<bool>("largerTable");
    // Six a page, sample board 1's note and three lines of comment need the room under its diagram.
    QTest::newRow("negative: 6 a page, board 1 keeps the text's size") << 6 << 0 << false;
    QTest::newRow("4 a page, board 1") << 4 << 0 << true;
    QTest::newRow("4 a page, board 2") << 4 << 1 << true;
    // Board 3 has the most to say: four notes and a three-line comment.
    QTest::newRow("4 a page, board 3") << 4 << 2 << true;
    QTest::newRow("4 a page, board 4") << 4 << 3 << true;
}

void TestPrint::cellsUseTheirSpace()
{
    QFETCH(int, perPage);
    QFETCH(int, board);
    QFETCH(bool, largerTable);
    QList<Board> boards = openBoards(SamplePath);
    for (Board &b : boards)
        b.setDoubleDummy(record0Table()); // every board printed with a full table
    HandRecordOptions options;
    options.perPage = perPage;
    // A4 less the 12 mm margins of the PDF export, in tenths of a point.
    const QPageLayout a4(
        QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    const QRectF page(QPointF(0, 0), a4.paintRectPoints().size() * HandRecordPrinter::Unit);
    QImage image(a4.paintRectPoints().size(), QImage::Format_RGB32);
    QPainter painter(&image);
    painter.scale(1 / HandRecordPrinter::Unit, 1 / HandRecordPrinter::Unit);
    const QList<BoardFit> fits = HandRecordPrinter(options).paintPage(painter, page, boards, 0);
    painter.end();
    QCOMPARE(fits.size(), std::min(perPage, SampleBoards));
    const BoardFit fit = fits[board];
    if (!largerTable) {
        QCOMPARE(fit.tablePt, fit.pt);
        return;
    }
    // The diagram keeps (nearly) the cell's width, as before.
    QVERIFY(fit.diagram.width() >= 0.98 * fit.cell.width());
    // 8 pt is the usual floor of legible print; before, four a page set the table at the cell's width / 36 = 6.8 pt.
    QVERIFY2(fit.tablePt >= 8.0, qPrintable(QString::number(fit.tablePt)));
    QVERIFY(fit.tablePt > fit.cell.width() / HandRecordPrinter::Unit / 36.0);
}

void TestPrint::printedNotation_data()
{
    QTest::addColumn<QString>("lead");
    QTest::addColumn<QString>("par");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("notShown");
    // docs/formats.md#example-board: South (Q4.85.KT9.A87643) is on lead against 4H by East.
    QTest::newRow("negative: ace lead, no par")
        << QStringLiteral("CA") << QString() << QStringLiteral("Lead \u2663A by South") << QStringLiteral("Par");
    QTest::newRow("ten lead is written 10")
        << QStringLiteral("DT") << QString() << QStringLiteral("Lead \u266610 by South") << QStringLiteral("\u2666T");
    // Par as the analysis store writes it (docs/formats.md#pbn OptimumScore; ParContract): suit symbols in print.
    QTest::newRow("par contract with a suit symbol")
        << QStringLiteral("CA") << QStringLiteral("EW 450; W 4H+1") << QStringLiteral("Par EW 450; W 4\u2665+1")
        << QStringLiteral("4H");
}

void TestPrint::printedNotation()
{
    QFETCH(QString, lead);
    QFETCH(QString, par);
    QFETCH(QString, shown);
    QFETCH(QString, notShown);
    Board board = exampleBoard();
    board.setPlayedCards(cardsOf(lead));
    board.setPar(par);
    const HandRecordPrinter printer;
    const QString text = paintedText([&](QPainter &painter) {
        printer.paintBoard(painter, QRectF(0, 0, 250 * HandRecordPrinter::Unit, 330 * HandRecordPrinter::Unit), board);
    });
    QVERIFY2(text.contains(shown), qPrintable(text));
    QVERIFY2(!text.contains(notShown), qPrintable(text));
}

void TestPrint::printedFileText_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain text as it is") << QStringLiteral("NS 024") << QStringLiteral("NS 024");
    QTest::newRow("right-to-left override dropped") << QStringLiteral("NS \u202E024\u202C") << QStringLiteral("NS 024");
    QTest::newRow("escape made visible") << QStringLiteral("NS \x1B[8m024") << QStringLiteral("NS \\x1b[8m024");
}

// docs/reliability.md#memory-of-long-lines-text-shown-as-it-is: a printed page (the PDF) shows the file's text in
// the order it is stored: the event in the header, North's name, a comment and an alert's explanation.
void TestPrint::printedFileText()
{
    QFETCH(QString, stored);
    QFETCH(QString, shown);
    Board board = exampleBoard();
    board.setEvent(stored);
    board.setPlayer(Seat::North, stored);
    board.setComments({ stored });
    board.auction().calls()[1].setExplanation(stored);
    HandRecordOptions options;
    options.perPage = 1;
    const QRectF page(0, 0, 500 * HandRecordPrinter::Unit, 700 * HandRecordPrinter::Unit);
    const QString text
        = paintedText([&](QPainter &painter) { HandRecordPrinter(options).paintPage(painter, page, { board }, 0); });
    // North's name may be cut with "…" beside its seat (the escaped one is); the header, note and comment show it.
    QVERIFY2(text.count(shown) >= 3, qPrintable(text));
    QVERIFY2(!text.contains(QChar(0x202E)) && !text.contains(QChar(0x1B)), qPrintable(text));
}

void TestPrint::exportLeavesOutStart_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<bool>("claimAtStart");
    QTest::addColumn<QString>("shown");
    // docs/formats.md#example-board's first trick CA C5 C2 H6: East ruffs, so E-W have one trick after it.
    QTest::newRow("negative: after the first trick") << 4 << false << QStringLiteral("N-S 0  \u00b7  E-W 1");
    QTest::newRow("before the lead") << 0 << false << QString();
    // Declarer claims all ten before the lead (4H by East makes ten: docs/formats.md#example-board's result).
    QTest::newRow("claim before the lead") << 0 << true << QStringLiteral("Claim: E-W 10 of 13 tricks");
}

void TestPrint::exportLeavesOutStart()
{
    QFETCH(int, position);
    QFETCH(bool, claimAtStart);
    QFETCH(QString, shown);
    Board board = exampleBoard();
    if (claimAtStart) {
        board.setPlayedCards({});
        board.setClaim(10);
    }
    const QString svg = QString::fromUtf8(DiagramExport(board, position).svg());
    if (!shown.isEmpty())
        QVERIFY2(svg.contains(shown), qPrintable(svg.left(2000)));
    if (position > 0)
        return;
    // The screen says where the stepping is; a picture of the deal before the lead needs no "0 tricks".
    QVERIFY(!svg.contains(QStringLiteral("Before the lead")));
    QVERIFY(!svg.contains(QStringLiteral("N-S 0")));
}

void TestPrint::solveForPrinting_data()
{
    QTest::addColumn<bool>("doubleDummy");
    QTest::addColumn<bool>("par");
    QTest::addColumn<int>("solved");
    QTest::newRow("negative: neither table nor par printed") << false << false << 0;
    QTest::newRow("table printed") << true << false << 1;
    QTest::newRow("par printed") << false << true << 1;
}

void TestPrint::solveForPrinting()
{
    QFETCH(bool, doubleDummy);
    QFETCH(bool, par);
    QFETCH(int, solved);
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openBundledSample(), qPrintable(window.lastError()));
    HandRecordOptions options;
    options.doubleDummy = doubleDummy;
    options.par = par;
    // The example board has no table; the end position of sample board 6 cannot be tabled and is left alone.
    QList<Board> boards { exampleBoard(), openBoards(SamplePath).value(5) };
    QCOMPARE(window.printActions()->solveForPrinting(options, boards, -1), solved);
    if (solved == 0) {
        QVERIFY(boards[0].doubleDummy().isEmpty());
        return;
    }
    // docs/formats.md#example-board gives the table; par follows from it by arithmetic: West makes 11 tricks in
    // hearts non-vulnerable, 4H+1 = 420 + 30 = 450 for E-W, and nothing scores more for either side.
    QCOMPARE(boards[0].doubleDummy(), record0Table());
    QVERIFY2(boards[0].par().contains(QStringLiteral("450")), qPrintable(boards[0].par()));
    QVERIFY(boards[1].doubleDummy().isEmpty());
}

void TestPrint::previewPaintsOnDemand_data()
{
    QTest::addColumn<int>("boards");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("pages");
    // Pages: boards divided by boards per page, rounded up.
    QTest::newRow("negative: no boards") << 0 << 4 << 0;
    QTest::newRow("6 boards, 4 per page") << 6 << 4 << 2;
    QTest::newRow("2,000 boards, 4 per page") << 2000 << 4 << 500;
    QTest::newRow("2,000 boards, 1 per page") << 2000 << 1 << 2000;
}

void TestPrint::previewPaintsOnDemand()
{
    QFETCH(int, boards);
    QFETCH(int, perPage);
    QFETCH(int, pages);
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openBundledSample(), qPrintable(window.lastError()));
    window.resize(1280, 800);
    const QList<Board> list = manyBoards(boards);
    HandRecordOptions options;
    options.perPage = perPage;
    const qint64 before = residentBytes();
    QPointer<PrintPreviewDialog> dialog = window.printActions()->openPreview(options, list);
    QVERIFY(dialog);
    dialog->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QCoreApplication::processEvents();
    PagePreview *preview = dialog->preview();
    QCOMPARE(preview->pageCount(), pages);
    QCOMPARE(dialog->pageCountText(), QStringLiteral("of %1").arg(QLocale().toString(pages)));
    // It opens readable: the page as wide as the view (QPrintPreviewDialog opened showing the whole page).
    QCOMPARE(preview->zoomMode(), PagePreview::ZoomMode::FitWidth);
    const QSizeF paper = preview->pageLayout().fullRectPoints().size();
    QVERIFY(paper.width() * preview->zoom() * preview->logicalDpiX() / 72.0 > preview->viewport()->width() * 0.9);
    // Only what is in view is painted: at the width of a 1280x800 window, one page and the top of the next.
    QVERIFY2(preview->pagesRendered() <= std::min(pages, 2), qPrintable(QString::number(preview->pagesRendered())));
    if (pages == 0) {
        QCOMPARE(preview->pagesRendered(), 0);
        dialog->close();
        return;
    }
    QVERIFY(preview->pagesRendered() >= 1);
    const qint64 shown = preview->pagesRendered();
    dialog->lastPageAction()->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(preview->currentPage(), pages - 1);
    QCOMPARE(dialog->pageBox()->value(), pages);
    QVERIFY(!dialog->nextPageAction()->isEnabled());
    QVERIFY(preview->pagesRendered() <= shown + 2);
    dialog->fitPageAction()->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(preview->zoomMode(), PagePreview::ZoomMode::FitPage);
    QCOMPARE(preview->currentPage(), pages - 1);
    QVERIFY(preview->pagesRendered() <= shown + 5);
    // Memory: the bound, 100 MB over the open file for any number of pages (before: about 257 MB a page).
    if (before > 0) {
        const qint64 grown = residentBytes() - before;
        QVERIFY2(grown < 100LL << 20, qPrintable(QStringLiteral("%1 MB").arg(grown >> 20)));
    }
    dialog->close();
    QCoreApplication::processEvents();
    QVERIFY(!dialog || !dialog->isVisible());
}

void TestPrint::previewKeyboard()
{
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openBundledSample(), qPrintable(window.lastError()));
    HandRecordOptions options;
    options.perPage = 1;
    // The sample's six boards, one a page.
    PrintPreviewDialog *dialog = window.printActions()->openPreview(options, manyBoards(SampleBoards));
    dialog->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    PagePreview *preview = dialog->preview();
    QCOMPARE(preview->pageCount(), SampleBoards);
    QTest::keyClick(dialog, Qt::Key_End);
    QCOMPARE(preview->currentPage(), SampleBoards - 1);
    QTest::keyClick(dialog, Qt::Key_PageUp);
    QCOMPARE(preview->currentPage(), SampleBoards - 2);
    QTest::keyClick(dialog, Qt::Key_Home);
    QCOMPARE(preview->currentPage(), 0);
    QTest::keyClick(dialog, Qt::Key_PageDown);
    QCOMPARE(preview->currentPage(), 1);
    const qreal width = preview->zoom();
    QTest::keyClick(dialog, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(preview->zoomMode(), PagePreview::ZoomMode::Fixed);
    QVERIFY(preview->zoom() < width);
    QCOMPARE(preview->currentPage(), 1);
    QTest::keyClick(dialog, Qt::Key_F);
    QCOMPARE(preview->zoomMode(), PagePreview::ZoomMode::FitPage);
    QVERIFY(dialog->fitPageAction()->isChecked());
    QTest::keyClick(dialog, Qt::Key_W);
    QCOMPARE(preview->zoomMode(), PagePreview::ZoomMode::FitWidth);
    QCOMPARE(preview->zoom(), width);
    // The page box goes to the page typed.
    dialog->pageBox()->setValue(4);
    QCOMPARE(preview->currentPage(), 3);
    dialog->close();
}

void TestPrint::previewPicture_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<bool>("fitPage");
    QTest::newRow("negative: no boards, grey only") << QSize(1280, 800) << 0 << false;
    QTest::newRow("1280x800") << QSize(1280, 800) << 4 << false;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << 4 << false;
    QTest::newRow("1280x800, fit page") << QSize(1280, 800) << 4 << true;
}

void TestPrint::previewPicture()
{
    QFETCH(QSize, size);
    QFETCH(int, perPage);
    QFETCH(bool, fitPage);
    MainWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openBundledSample(), qPrintable(window.lastError()));
    HandRecordOptions options;
    options.perPage = std::max(1, perPage);
    // As Print Preview does: the tables the file lacks are solved first.
    QList<Board> boards = perPage > 0 ? window.printActions()->boards(0, SampleBoards - 1) : QList<Board>();
    window.printActions()->solveForPrinting(options, boards, 0);
    PrintPreviewDialog *dialog = window.printActions()->openPreview(options, boards);
    dialog->resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    if (fitPage)
        dialog->fitPageAction()->trigger();
    const QImage image = dialog->grab().toImage();
    // KIBITZ_KEEP_OUTPUT=1 keeps the picture (docs/screenshots/print-preview-*.png).
    if (qEnvironmentVariableIsSet("KIBITZ_KEEP_OUTPUT") && perPage > 0) {
        const QString name = QDir::temp().filePath(QStringLiteral("print-preview-%1x%2%3.png")
                                                       .arg(size.width())
                                                       .arg(size.height())
                                                       .arg(fitPage ? QStringLiteral("-fit-page") : QString()));
        image.save(name);
        qInfo("picture in %s", qPrintable(name));
    }
    // Paper is white: along the middle of the view, below the tool bar, the page shows as white with ink on it.
    PagePreview *preview = dialog->preview();
    const QPoint origin = preview->mapTo(dialog, QPoint(0, 0));
    int white = 0, ink = 0;
    for (int y = origin.y(); y < image.height(); ++y) {
        const QRgb pixel = image.pixel(image.width() / 3, y);
        white += pixel == qRgb(255, 255, 255);
        ink += qGray(pixel) < 100;
    }
    if (perPage == 0) {
        QCOMPARE(white, 0);
        dialog->close();
        return;
    }
    QVERIFY2(white > preview->height() / 2, qPrintable(QString::number(white)));
    QVERIFY(ink > 0);
    if (fitPage) {
        // The whole page in view, smaller than the paper: the view's grey shows beneath it.
        QVERIFY(image.pixel(image.width() / 2, image.height() - 3) != qRgb(255, 255, 255));
        QVERIFY(preview->zoom() < 1.0);
    }
    dialog->close();
}

QTEST_MAIN(TestPrint)
#include "tst_app_print.moc"
