// Print preview memory (docs/benchmarks.md#print-preview): the peak resident memory of a process that opens a
// file of N boards in the main window and previews all of them, beside one that only opens the file. Each
// figure is taken in a process of its own (peak memory never goes down). Qt's own preview (QPrintPreviewDialog,
// which records every page into a QPicture before it shows the first) is measured beside PagePreview, which
// draws the pages in view only.
// Usage: bench_printpreview [boards...]   (default 10 500 2000; the file is the bundled sample repeated)
//        bench_printpreview open|preview|qt FILE PER_PAGE   (one measurement, run by the first form)
//        bench_printpreview write FILE BOARDS               (writes the file the first form measures)
#include "document/document.h"
#include "mainwindow.h"
#include "printing/pagepreview.h"
#include "printing/printactions.h"
#include "printing/printpreviewdialog.h"

#include "formats/formatregistry.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>

using namespace Kibitz;

namespace {

/** A /proc/self/status figure in MB (VmHWM: peak resident, VmRSS: resident now). */
double statusMb(const char *key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QRegularExpression line(
        QStringLiteral("^%1:\\s+(\\d+) kB").arg(QLatin1String(key)), QRegularExpression::MultilineOption);
    const auto m = line.match(QString::fromLatin1(status.readAll()));
    return m.hasMatch() ? m.captured(1).toDouble() / 1024 : -1;
}

int measure(const QString &mode, const QString &file, int perPage)
{
    MainWindow window;
    window.setInteractive(false);
    window.resize(1280, 800);
    if (!window.openFile(file))
        return 2;
    window.show();
    QCoreApplication::processEvents();
    const qint64 boards = window.document()->count();
    QElapsedTimer clock;
    clock.start();
    int pages = HandRecordPrinter::pageCount(boards, perPage);
    qint64 rendered = 0;
    qint64 recorded = 0;
    qint64 shown = -1;
    HandRecordOptions options;
    options.perPage = perPage;
    if (mode == QLatin1String("preview")) {
        const QList<Board> list = window.printActions()->boards(0, boards - 1);
        PrintPreviewDialog *dialog = window.printActions()->openPreview(options, list);
        dialog->resize(1280, 800);
        QCoreApplication::processEvents();
        // The user's walk: the first page, the last, the whole page, back to the first.
        dialog->lastPageAction()->trigger();
        QCoreApplication::processEvents();
        dialog->fitPageAction()->trigger();
        QCoreApplication::processEvents();
        dialog->firstPageAction()->trigger();
        QCoreApplication::processEvents();
        rendered = dialog->preview()->pagesRendered();
        pages = dialog->preview()->pageCount();
    } else if (mode == QLatin1String("qt")) {
        const QList<Board> list = window.printActions()->boards(0, boards - 1);
        const HandRecordPrinter printer(options);
        QPrinter device(QPrinter::HighResolution);
        QPrintPreviewDialog dialog(&device, &window);
        QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog, [&](QPrinter *target) {
            printer.print(target, list);
            ++rendered;
            recorded = clock.elapsed();
        });
        dialog.resize(1280, 800);
        dialog.show();
        QElapsedTimer settle;
        settle.start();
        while (settle.elapsed() < 1000)
            QCoreApplication::processEvents();
        rendered *= pages;
        shown = recorded;
    }
    std::printf("%s boards=%lld pages=%d rendered=%lld ms=%lld peak=%.1f now=%.1f\n", qPrintable(mode), boards, pages,
        rendered, shown >= 0 ? shown : clock.elapsed(), statusMb("VmHWM"), statusMb("VmRSS"));
    return 0;
}

struct Figure
{
    int pages = 0;
    qint64 rendered = 0;
    qint64 ms = 0;
    double peak = -1;
};

Figure run(const QString &mode, const QString &file, int perPage)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), { mode, file, QString::number(perPage) });
    child.waitForFinished(-1);
    const QString out = QString::fromLatin1(child.readAllStandardOutput());
    static const QRegularExpression fields(QStringLiteral("pages=(\\d+) rendered=(\\d+) ms=(\\d+) peak=([\\d.]+)"));
    const auto m = fields.match(out);
    Figure f;
    if (m.hasMatch())
        f = { m.captured(1).toInt(), m.captured(2).toLongLong(), m.captured(3).toLongLong(), m.captured(4).toDouble() };
    return f;
}

QString writeFile(const QString &path, int count)
{
    const auto source = FormatRegistry::instance().open(QStringLiteral(":/samples/kibitz-sample.pbn"));
    QList<Board> boards;
    for (int i = 0; i < count; ++i) {
        Board b = source->board(i % source->count());
        b.setNumber(i + 1);
        boards << b;
    }
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    FormatRegistry::instance().byId(QStringLiteral("pbn"))->writeAll(&file, boards);
    return path;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 3 && args[0] == QLatin1String("write"))
        return writeFile(args[1], args[2].toInt()).isEmpty() ? 1 : 0;
    if (args.size() == 3 && !args[0].at(0).isDigit())
        return measure(args[0], args[1], args[2].toInt());

    QList<int> counts;
    for (const QString &a : args)
        counts << a.toInt();
    if (counts.isEmpty())
        counts = { 10, 500, 2000 };
    QTemporaryDir dir;
    std::printf(
        "| boards | per page | pages | open only: peak MB | QPrintPreviewDialog: peak MB (adds), all pages recorded in "
        "| "
        "PagePreview: peak MB (adds), opened and walked in | pages drawn |\n|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int count : counts) {
        const QString file = writeFile(dir.filePath(QStringLiteral("boards-%1.pbn").arg(count)), count);
        const Figure open = run(QStringLiteral("open"), file, 4);
        for (int perPage : { 4, 1 }) {
            const Figure qt = run(QStringLiteral("qt"), file, perPage);
            const Figure preview = run(QStringLiteral("preview"), file, perPage);
            std::printf("| %d | %d | %d | %.0f | %.0f (%+.0f), %.2f s | %.0f (%+.0f), %.2f s | %lld |\n", count,
                perPage, preview.pages, open.peak, qt.peak, qt.peak - open.peak, qt.ms / 1000.0, preview.peak,
                preview.peak - open.peak, preview.ms / 1000.0, preview.rendered);
            std::fflush(stdout);
        }
    }
    return 0;
}
