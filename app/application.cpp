#include "application.h"

#include "analysis/boardanalysis.h"
#include "analysis/ddtraceview.h"
#include "document/recoveryjournal.h"
#include "mainwindow.h"
#include "printing/handrecordboards.h"
#include "printing/handrecordprinter.h"
#include "printing/printdialog.h"
#include "settings/preferences.h"
#include "settings/preferencesdialog.h"
#include "views/cardstyle.h"

#include "formats/formatregistry.h"
#include "i18n/translationloader.h"

#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QThread>

#include <cstdio>
#include <cstdlib>

namespace Kibitz {

namespace {

void printError(const QString &message)
{
    std::fprintf(stderr, "kibitz: %s\n", qPrintable(message));
}

} // namespace

void Application::chooseHeadlessPlatform(int argc, char **argv)
{
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        return;
    static const QList<QByteArray> headless = { "-h", "--help", "-help", "--help-all", "-v", "--version", "-version",
        "--screenshot", "-screenshot", "--export-pdf", "-export-pdf" };
    for (int i = 1; i < argc; ++i) {
        QByteArray argument(argv[i]);
        if (argument == "--")
            break;
        argument = argument.left(argument.indexOf('=') < 0 ? argument.size() : argument.indexOf('='));
        if (headless.contains(argument)) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return;
        }
    }
}

Application::Application(int &argc, char **argv)
    : QApplication(argc, argv)
{
    setApplicationName(QStringLiteral("Kibitz"));
    setOrganizationName(QStringLiteral("Kibitz"));
    setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));
    Preferences::applyStoredSettings();
}

Application::~Application() = default;

void Application::installTranslators(const QLocale &locale)
{
    TranslationLoader::install(locale);
}

int Application::screenshot(
    const QString &outFile, const QString &fileName, qint64 board, int cards, QSize size, bool timing, bool trace)
{
    QElapsedTimer clock;
    clock.start();
    MainWindow window;
    window.setInteractive(false);
    window.setAttribute(Qt::WA_DontShowOnScreen);
    const bool opened = fileName.isEmpty() ? window.openBundledSample() : window.openFile(fileName);
    if (!opened) {
        printError(window.lastError());
        return 2;
    }
    // An empty file is shown as the window shows it ("This file holds no deals"), not refused.
    if (window.boardCount() > 0 && !window.selectBoard(board - 1)) {
        printError(tr("board %1 cannot be shown (boards in the file: %2)").arg(board).arg(window.boardCount()));
        return 3;
    }
    window.setPlayPosition(cards);
    if (window.playPosition() != cards && cards > 0) {
        printError(tr("board %1 has only %2 played cards; showing them all").arg(board).arg(window.playPosition()));
    }
    window.resize(size);
    window.show();
    processEvents();
    if (trace) {
        window.traceDock()->show();
        window.traceDock()->raise();
        // The trace is solved on a worker thread; wait for it (DDS takes seconds at most).
        QElapsedTimer wait;
        wait.start();
        while (window.traceView()->state() == DdTraceView::State::Solving && wait.elapsed() < 120000) {
            processEvents(QEventLoop::AllEvents, 50);
            QThread::msleep(20);
        }
        processEvents();
    }
    const QPixmap pixmap = window.grab();
    if (timing)
        std::fprintf(stderr, "kibitz: board %lld shown in %lld ms\n", static_cast<long long>(board),
            static_cast<long long>(clock.elapsed()));
    if (!pixmap.save(outFile)) {
        printError(tr("cannot write %1").arg(outFile));
        return 4;
    }
    return 0;
}

int Application::exportPdf(const QString &outFile, const QString &fileName, int perPage, bool solve)
{
    if (!HandRecordPrinter::perPageChoices().contains(perPage)) {
        printError(QCoreApplication::translate("Kibitz::Application", "--per-page needs 1, 2, 4 or 6"));
        return 1;
    }
    const QString input = fileName.isEmpty() ? QStringLiteral(":/samples/kibitz-sample.pbn") : fileName;
    FormatError openError;
    const std::unique_ptr<BoardSource> source = FormatRegistry::instance().open(input, {}, &openError);
    if (!source) {
        printError(openError.toString());
        return 2;
    }
    // One hand record per board, whatever the tables that played it.
    const HandRecordBoards boards(source->count(), [&source](qint64 i) { return source->board(i); });
    if (boards.count() > PrintDialog::MaxBoards) {
        printError(
            QCoreApplication::translate("Kibitz::Application", "%1 holds %2 boards; at most %3 are printed at once")
                .arg(input)
                .arg(boards.count())
                .arg(PrintDialog::MaxBoards));
        return 3;
    }
    QList<Board> list;
    for (qint64 i = 0; i < boards.count(); ++i)
        list << source->board(boards.record(i));
    if (solve)
        HandRecordPrinter::solveMissing(list);
    HandRecordOptions options;
    options.perPage = perPage;
    QString error;
    if (!HandRecordPrinter(options).writePdf(outFile, list, &error)) {
        printError(error);
        return 4;
    }
    return 0;
}

int Application::run()
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Kibitz: view, edit and convert bridge deal files."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), tr("Deal files to open."), QStringLiteral("[FILE...]"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), tr("Render the main window to <png> and exit."), tr("png"));
    const QCommandLineOption boardOption(
        QStringLiteral("board"), tr("Board to show (1-based position in the file)."), tr("n"), QStringLiteral("1"));
    const QCommandLineOption cardOption(
        QStringLiteral("card"), tr("Cards of the play to show."), tr("k"), QStringLiteral("0"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), tr("Window size for --screenshot, e.g. 1280x800."),
        tr("wxh"), QStringLiteral("1280x800"));
    const QCommandLineOption timingOption(QStringLiteral("timing"), tr("Print how long --screenshot took."));
    const QCommandLineOption traceOption(
        QStringLiteral("trace"), tr("Show the double-dummy trace of the play in --screenshot."));
    parser.addOptions({ screenshotOption, boardOption, cardOption, sizeOption, timingOption, traceOption });
    const QCommandLineOption exportPdfOption(QStringLiteral("export-pdf"),
        tr("Write the hand records of FILE (the sample set without one) to <pdf> and exit."), tr("pdf"));
    const QCommandLineOption perPageOption(QStringLiteral("per-page"),
        tr("Boards per page for --export-pdf: 1, 2, 4 or 6."), tr("n"), QStringLiteral("4"));
    const QCommandLineOption solveOption(
        QStringLiteral("solve"), tr("Solve missing double-dummy tables and par for --export-pdf."));
    parser.addOptions({ exportPdfOption, perPageOption, solveOption });
    const QCommandLineOption languageOption(QStringLiteral("language"),
        tr("Interface language for this run: en, de, fr, nl or pl (Preferences keep the lasting choice)."), tr("code"));
    const QCommandLineOption ranksOption(
        QStringLiteral("localized-ranks"), tr("Write honours as the interface language does, for this run."));
    parser.addOptions({ languageOption, ranksOption });
    parser.process(*this);
    if (parser.isSet(languageOption)) {
        const QString code = parser.value(languageOption);
        if (!Preferences::languages().contains(code)) {
            printError(tr("--language needs one of: %1").arg(Preferences::languages().join(QStringLiteral(", "))));
            return 1;
        }
        installTranslators(QLocale(code));
    }
    if (parser.isSet(ranksOption))
        Preferences::setLocalizedRanksForThisRun(true);
    if (parser.isSet(exportPdfOption)) {
        if (parser.positionalArguments().size() > 1) {
            printError(tr("--export-pdf takes one file"));
            return 1;
        }
        return exportPdf(parser.value(exportPdfOption), parser.positionalArguments().value(0),
            parser.value(perPageOption).toInt(), parser.isSet(solveOption));
    }

    const QStringList files = parser.positionalArguments();
    if (parser.isSet(screenshotOption)) {
        bool boardOk = false, cardOk = false;
        const qint64 board = parser.value(boardOption).toLongLong(&boardOk);
        const int cards = parser.value(cardOption).toInt(&cardOk);
        const QStringList dims = parser.value(sizeOption).split(QLatin1Char('x'));
        const QSize size = dims.size() == 2 ? QSize(dims[0].toInt(), dims[1].toInt()) : QSize();
        if (!boardOk || board < 1) {
            printError(tr("--board needs a board number from 1"));
            return 1;
        }
        if (!cardOk || cards < 0) {
            printError(tr("--card needs a number of cards from 0"));
            return 1;
        }
        if (!size.isValid() || size.width() < 200 || size.height() < 150) {
            printError(tr("--size needs WIDTHxHEIGHT, at least 200x150"));
            return 1;
        }
        if (files.size() > 1) {
            printError(tr("--screenshot takes one file"));
            return 1;
        }
        return screenshot(parser.value(screenshotOption), files.value(0), board, cards, size,
            parser.isSet(timingOption), parser.isSet(traceOption));
    }

    const int restored = offerRecovery();
    if (restored > 0 && files.isEmpty())
        return finish(exec());
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->restoreLayout();
    if (files.isEmpty()) {
        const QStringList recent = Preferences::recentFiles();
        const bool firstLaunch = !Preferences::launched();
        Preferences::setLaunched(true);
        if (firstLaunch || recent.isEmpty() || !QFileInfo::exists(recent.first()) || !window->openFile(recent.first()))
            window->openBundledSample();
    } else {
        window->openFile(files.first());
        for (qsizetype i = 1; i < files.size(); ++i) {
            auto *other = new MainWindow;
            other->setAttribute(Qt::WA_DeleteOnClose);
            other->restoreLayout();
            other->openFile(files[i]);
            other->show();
        }
    }
    window->show();
    const int status = exec();
    return finish(status);
}

int Application::offerRecovery()
{
    int restored = 0;
    for (const RecoveryJournal::Entry &entry : RecoveryJournal::pending()) {
        const QString name = entry.fileName.isEmpty() || entry.fileName.startsWith(QLatin1Char(':'))
            ? tr("an untitled board set")
            : QDir::toNativeSeparators(entry.fileName);
        QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Changes"),
            tr("Kibitz ended without saving the changes to %1 (%2 boards, kept %3).")
                .arg(name)
                .arg(entry.boards)
                .arg(QLocale().toString(entry.written.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::NoButton);
        // A journal over a file that changed or is gone, without a full copy, restores the edited boards alone.
        QString partly;
        if (!entry.canRebuild() && entry.copyPath.isEmpty()) {
            partly = tr("The file changed on disk or is gone since: only the %n edited or inserted board(s) can "
                        "be restored, as a new board set; the rest is lost.",
                         nullptr, int(entry.editedBoards()))
                + QLatin1Char(' ');
        } else if (!entry.canRebuild() && entry.fileChangedSince()) {
            partly = tr("%1 changed on disk since then: restoring shows the boards as they were, and saving asks "
                        "before replacing what another program wrote.")
                         .arg(name)
                + QLatin1Char(' ');
        }
        box.setInformativeText(partly + tr("Restore them? \u201cLater\u201d asks again at the next start."));
        QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        box.addButton(tr("&Later"), QMessageBox::RejectRole);
        box.setDefaultButton(restore);
        box.exec();
        if (box.clickedButton() == discard) {
            RecoveryJournal::remove(entry);
        } else if (box.clickedButton() == restore) {
            auto *window = new MainWindow;
            window->setAttribute(Qt::WA_DeleteOnClose);
            if (window->restoreRecovery(entry)) {
                window->show();
                ++restored;
            } else {
                delete window;
            }
        }
    }
    return restored;
}

int Application::finish(int status)
{
    // Closed windows are deleted now (their settings are saved in closeEvent()); a solver still busy on a
    // hard deal then belongs to no window, and DDS cannot be stopped: end without waiting for it.
    sendPostedEvents(nullptr, QEvent::DeferredDelete);
    if (BoardAnalysis::runningSolvers() > 0) {
        std::fflush(nullptr);
        std::quick_exit(status);
    }
    return status;
}

} // namespace Kibitz
