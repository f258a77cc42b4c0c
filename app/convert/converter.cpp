#include "converter.h"

#include "analysis/doubledummysolver.h"
#include "checksumcommand.h"
#include "commandline.h"
#include "convertcommand.h"
#include "dealerscriptcommand.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"
#include "infocommand.h"
#include "listformatscommand.h"
#include "model/quotedinput.h"
#include "partedscan.h"
#include "statscommand.h"
#include "validatecommand.h"
#include "workerthread.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

#include <algorithm>
#include <climits>
#include <cstdio>
#include <utility>
#include <vector>

namespace Kibitz {

Converter::Converter(QIODevice *out, QIODevice *err)
    : mOut(out)
    , mErr(err)
{
#ifdef Q_OS_UNIX
    const auto *file = qobject_cast<QFileDevice *>(out);
    mOutIsTerminal = file && file->handle() >= 0 && isatty(file->handle());
#endif
}

Converter::~Converter() = default;

bool Converter::stderrIsTerminal()
{
#ifdef Q_OS_WIN
    return _isatty(_fileno(stderr));
#else
    return isatty(STDERR_FILENO);
#endif
}

void Converter::printOut(const QString &text)
{
    // What a file holds may be printed (--info's event names): on a terminal it must not act.
    const QByteArray bytes = (mOutIsTerminal ? printableText(text) : text).toUtf8();
    if (mOut->write(bytes) != bytes.size())
        mOutFailed = true;
}

void Converter::printErr(const QString &text)
{
    // Messages quote their input through quotedInput(); this catches any quote that does not.
    mErr->write(printableText(text).toUtf8());
}

void Converter::printProgress(const QString &line)
{
    mErr->write(line.toUtf8());
}

ExitStatus Converter::usage(const QString &message)
{
    printErr(QStringLiteral("kibitz-convert: %1\n\n%2").arg(message, CommandLine::usageText()));
    return ExitStatus::UsageError;
}

void Converter::flushErr()
{
    if (auto *file = qobject_cast<QFileDevice *>(mErr))
        file->flush();
}

ExitStatus Converter::run(const QStringList &arguments)
{
    ExitStatus status = runMode(arguments);
    // Standard output is checked in every mode: a full disk or /dev/full must not pass for success.
    bool ok = !mOutFailed;
    if (auto *file = qobject_cast<QFileDevice *>(mOut))
        ok = file->flush() && ok;
    if (!ok) {
        printErr(tr("kibitz-convert: standard output: %1\n").arg(mOut->errorString()));
        status = ExitStatus::OutputFailed;
    }
    return status;
}

ExitStatus Converter::runMode(const QStringList &arguments)
{
    CommandLine commandLine;
    switch (commandLine.parse(arguments)) {
    case CommandLine::Request::Help:
        printOut(CommandLine::usageText());
        return ExitStatus::Success;
    case CommandLine::Request::Version:
        printOut(QStringLiteral("kibitz-convert %1\n").arg(QStringLiteral(KIBITZ_VERSION)));
        return ExitStatus::Success;
    case CommandLine::Request::UsageError:
        return usage(commandLine.error());
    case CommandLine::Request::Run:
        break;
    }
    mOptions = commandLine.options();
    if (mOptions.ddsThreads)
        DoubleDummySolver::setThreadCount(*mOptions.ddsThreads);
    const QStringList &files = mOptions.files;
    switch (mOptions.mode) {
    case ConverterOptions::Mode::ListFormats:
        return ListFormatsCommand(*this).run();
    case ConverterOptions::Mode::DealerScript:
        return DealerScriptCommand(*this).run();
    case ConverterOptions::Mode::Info:
        return InfoCommand(*this).run(files);
    case ConverterOptions::Mode::Validate:
        return ValidateCommand(*this).run(files);
    case ConverterOptions::Mode::Stats:
        return StatsCommand(*this).run(files);
    case ConverterOptions::Mode::Checksum:
        return ChecksumCommand(*this).run(files);
    case ConverterOptions::Mode::Convert:
        return ConvertCommand(*this).run(files.mid(0, files.size() - 1), files.last());
    }
    return ExitStatus::UsageError;
}

bool Converter::selected(const Board &board)
{
    const Expression &selection = mOptions.selection;
    if (!selection.isValid())
        return true;
    SelectContext context = SelectContext::forBoard(board, selection.usesDoubleDummy() ? &mTables : nullptr);
    return selection.matches(context);
}

const DealFormat *Converter::inputFormat(QIODevice *device, const QString &fileName)
{
    FormatError error;
    const DealFormat *format = FormatRegistry::instance().detect(device, fileName, mOptions.from, &error);
    if (!format)
        printErr(QStringLiteral("kibitz-convert: %1\n").arg(error.toString()));
    return format;
}

void Converter::progress(qint64 boards, qint64 done, qint64 total)
{
    if (!mProgress)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (now - mLastProgressMs < 250 && done < total)
        return;
    mLastProgressMs = now;
    const int percent = total > 0 ? int(done * 100 / total) : 0;
    printProgress(QStringLiteral("\r%1 boards, %2%").arg(boards).arg(percent));
}

bool Converter::forEachBoard(const QStringList &inputs, const BoardVisitor &visit, bool printWarnings)
{
    return forEachBoard(inputs, visit, printWarnings, nullptr);
}

bool Converter::forEachBoard(
    const QStringList &inputs, const BoardVisitor &visit, bool printWarnings, const std::function<Board *()> &nextBoard)
{
    qint64 position = 0;
    qint64 totalBytes = 0;
    for (const QString &input : inputs)
        totalBytes += QFileInfo(inputPath(input)).size();
    qint64 bytesBefore = 0;
    for (const QString &input : inputs) {
        InputFile file(inputPath(input));
        if (!openInput(&file))
            return false;
        const DealFormat *format = inputFormat(&file, input);
        if (!format)
            return false;
        mLastFormat = format;
        auto reader = format->createReader(&file);
        Board own;
        Board *board = nextBoard ? nextBoard() : &own;
        for (;;) {
            const bool got = reader->readNext(board);
            // Const: looping over the temporary list would detach it, allocating for every board.
            const QList<BoardWarning> warnings = reader->takeWarnings();
            for (const BoardWarning &w : warnings) {
                // A file that shrank reads as zeros where it was cut: the change is reported, not what the zeros
                // make of the boards (damage, and warnings quoting NUL bytes).
                if ((w.damaged || (printWarnings && mWarningsPrinted < 50)) && file.changedOnDisk()) {
                    printErr(QStringLiteral("kibitz-convert: %1\n").arg(InputFile::changedWhileOpenMessage(input)));
                    return false;
                }
                reportWarning(input, w, printWarnings);
            }
            if (!got)
                break;
            ++position;
            if (position > mOptions.lastBoard && mOptions.lastBoard >= 0)
                return true;
            if (position >= mOptions.firstBoard && selected(*board)) {
                if (!visit(*board, position))
                    return false;
                if (nextBoard)
                    board = nextBoard();
                else
                    board->clear(); // as Board(), keeping the memory of its lists for the next board
            } else {
                board->clear();
            }
            if ((position & 0x3fff) == 0)
                progress(position, bytesBefore + file.pos(), totalBytes);
        }
        if (reader->hasError() && !file.changedOnDisk()) {
            if (mProgress)
                printErr(QStringLiteral("\n"));
            FormatError error = reader->error();
            error.fileName = input;
            printErr(QStringLiteral("kibitz-convert: %1\n").arg(error.toString()));
            return false;
        }
        // A file that shrank (or was rewritten) while it was read looks like a shorter file: compare.
        if (reader->hasError()) { // a mapped file cut short: the reader stopped at the hole
            printErr(QStringLiteral("kibitz-convert: %1\n").arg(InputFile::changedWhileOpenMessage(input)));
            return false;
        }
        if (file.readIncompletely()) {
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, InputFile::changedWhileReadingMessage()));
            return false;
        }
        bytesBefore += file.size();
    }
    if (mProgress && position > 0x3fff)
        printProgress(QStringLiteral("\r%1 boards, 100%\n").arg(position));
    return true;
}

void Converter::reportWarning(const QString &input, const BoardWarning &w, bool printWarnings)
{
    if (w.damaged) {
        // Every damaged board is named, never cut short by the cap on warnings.
        noteDamaged(tr("%1 board %2").arg(input).arg(w.board + 1));
        if (printWarnings)
            printErr(tr("kibitz-convert: %1: board %2: damaged: %3\n").arg(input).arg(w.board + 1).arg(w.message));
        return;
    }
    if (!printWarnings)
        return;
    if (mWarningsPrinted >= 50) {
        ++mWarningsSuppressed;
        return;
    }
    ++mWarningsPrinted;
    printErr(tr("kibitz-convert: %1: board %2: warning: %3\n").arg(input).arg(w.board + 1).arg(w.message));
}

bool Converter::forEachBoardAside(
    const QStringList &inputs, const std::function<void(const Board &, qint64)> &visit, bool printWarnings)
{
    constexpr size_t BatchBoards = 256;
    // A batch is handed over at this many bytes of texts too: a file of boards with values of
    // megabytes would otherwise be held 256 boards at a time, nearly whole.
    constexpr qint64 BatchTextBytes = qint64(4) << 20;
    // The boards go round: the reader reads into the boards of one batch while the worker visits
    // the other's and clears them, keeping their lists' memory for the reader to fill again (no
    // board is allocated or freed per game, and the reader's thread neither moves nor clears one).
    std::vector<std::pair<Board, qint64>> filling(BatchBoards);
    std::vector<std::pair<Board, qint64>> visiting(BatchBoards);
    size_t filled = 0;
    qint64 filledTextBytes = 0;
    size_t toVisit = 0;
    WorkerThread worker;
    const auto handOver = [&] {
        worker.wait();
        std::swap(filling, visiting);
        toVisit = filled;
        filled = 0;
        filledTextBytes = 0;
        worker.start([&] {
            for (size_t i = 0; i < toVisit; ++i) {
                visit(visiting[i].first, visiting[i].second);
                visiting[i].first.clear();
            }
            return true;
        });
    };
    const bool ok = forEachBoard(
        inputs,
        [&](Board &board, qint64 position) {
            filling[filled].second = position;
            filledTextBytes += board.textBytes();
            ++filled;
            if (filledTextBytes >= BatchTextBytes) {
                // Visited before the reader goes on: not one batch of big boards beside the next.
                handOver();
                worker.wait();
            } else if (filled == BatchBoards) {
                handOver();
            }
            return true;
        },
        printWarnings, [&] { return &filling[filled].first; });
    if (filled > 0)
        handOver();
    worker.wait();
    return ok;
}

bool Converter::scanBoards(const QString &input, BoardTally &tally, bool printWarnings)
{
    bool ok = false;
    if (PartedScan(*this).scan(input, tally, printWarnings, &ok))
        return ok;
    return forEachBoardAside(
        { input }, [&tally](const Board &board, qint64 position) { tally.visit(board, position); }, printWarnings);
}

void Converter::printSuppressedWarnings()
{
    if (mWarningsSuppressed > 0)
        printErr(tr("kibitz-convert: %n more warning(s) not shown\n", nullptr, mWarningsSuppressed));
    mWarningsSuppressed = 0;
}

ExitStatus Converter::refuse(const DealFormat &format, const LossReport &report)
{
    printErr(tr("kibitz-convert: nothing written: the conversion would drop data (use --force to convert anyway)\n"));
    if (!report.summary().isEmpty())
        printErr(QStringLiteral("  %1\n").arg(report.summary()));
    const QStringList lines = report.unstorableLines();
    if (!lines.isEmpty()) {
        printErr(tr("  %1 cannot store these boards at all; with --force they are left out:\n").arg(format.name()));
        for (const QString &line : lines)
            printErr(QStringLiteral("    %1\n").arg(line));
    }
    return ExitStatus::WouldDropData;
}

void Converter::noteDamaged(const QString &where)
{
    if (++mDamaged <= 10)
        mDamagedWhere << where;
}

ExitStatus Converter::refuseDamaged()
{
    QString where = mDamagedWhere.join(QStringLiteral(", "));
    if (mDamaged > mDamagedWhere.size())
        where += QStringLiteral(", ...");
    printErr(tr("kibitz-convert: nothing written: %n damaged board(s) in the input (%1); use --force to convert "
                "what could be read\n",
        nullptr, int(std::min<qint64>(mDamaged, INT_MAX)))
                 .arg(where));
    return ExitStatus::InvalidInput;
}

void Converter::forgetDamaged()
{
    mDamaged = 0;
    mDamagedWhere.clear();
}

} // namespace Kibitz
