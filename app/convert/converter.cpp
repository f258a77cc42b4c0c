#include "converter.h"

#include "analysis/doubledummysolver.h"
#include "blockwriter.h"
#include "dealerscriptcommand.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"
#include "formats/pavlicekchecksum.h"
#include "formats/recordformat.h"
#include "model/quotedinput.h"
#include "recordlane.h"
#include "select/dealerscript.h"
#include "solvesession.h"
#include "workerthread.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSaveFile>
#include <QTemporaryFile>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <array>
#include <atomic>
#include <climits>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <new>
#include <utility>
#include <vector>

namespace Kibitz {

namespace {

QString usageText()
{
    //: The command-line help of kibitz-convert: keep the option names (--from, INPUT...) as they are.
    return Converter::tr("Usage:\n"
                         "  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--shard K/N] [--force]\n"
                         "                 [--solve [--verify] [--checkpoint MIN] [--dds-threads N]] INPUT... OUTPUT\n"
                         "  kibitz-convert --info INPUT...\n"
                         "  kibitz-convert --validate INPUT...\n"
                         "  kibitz-convert --checksum INPUT...\n"
                         "  kibitz-convert --list-formats\n"
                         "  kibitz-convert --version\n"
                         "\n"
                         "Converts deal files between formats (detected from the extension, then the content).\n"
                         "OUTPUT '-' writes to standard output; a FIFO or a device is written straight, any other\n"
                         "file is replaced whole once everything is written (a symbolic link: its target).\n"
                         "Exit status: 0 success, 1 unreadable or invalid input (or a file that changed while it\n"
                         "was read), 2 usage error, 3 the conversion would drop data and --force was not given,\n"
                         "4 the output (a file or standard output) could not be written.\n"
                         "--solve fills missing double-dummy tables with DDS; --verify also recomputes the stored\n"
                         "ones and reports every disagreement (exit status 1). Without --verify, tables that OUTPUT\n"
                         "already holds for the same boards (an earlier run that was stopped) are kept, and OUTPUT\n"
                         "is saved every MIN minutes (default 10, 0 for only at the end) with what is solved so far.\n"
                         "DDS solves on N threads (default 0: one per core).\n"
                         "--shard K/N converts the K-th of N equal parts of the boards, by position: the outputs\n"
                         "of the N parts, one after the other, are the output of the whole (see the README).\n")
        //: The command-line help of kibitz-convert, continued: keep the option names as they are.
        + Converter::tr("\n"
                        "  kibitz-convert --select EXPR [options] INPUT... OUTPUT\n"
                        "  kibitz-convert --dealer-script FILE [--generate N] [--produce M] [--seed S] [--to ID] "
                        "[OUTPUT]\n"
                        "\n"
                        "--select keeps the boards for which the expression (the dealer language, see\n"
                        "docs/select.md) is true. --dealer-script runs a script of the dealer program: without\n"
                        "OUTPUT or --to the deals are printed as dealer prints them, else written to OUTPUT.\n")
        //: The command-line help of kibitz-convert, statistics: keep the option names as they are.
        + Converter::tr("\n"
                        "  kibitz-convert --stats|--stats-json [--select EXPR] [--boards A-B] [--solve] INPUT...\n"
                        "\n"
                        "--stats prints the figures of the boards of every INPUT together as tables (HCP, hand\n"
                        "patterns, suit lengths, double-dummy makes, par, declarer's play against double dummy);\n"
                        "--stats-json prints them as one JSON object (see docs/stats.md). With --solve, DDS solves\n"
                        "the tables boards lack and the cost of each opening lead.\n");
}

// Stands for the table DDS would find, where only its being complete matters.
DoubleDummyTable anyCompleteTable()
{
    DoubleDummyTable table;
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat seat : AllSeats)
            table.setTricks(seat, strain, 0);
    }
    return table;
}

} // namespace

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

int Converter::usage(const QString &message)
{
    printErr(QStringLiteral("kibitz-convert: %1\n\n%2").arg(message, usageText()));
    return UsageError;
}

int Converter::run(const QStringList &arguments)
{
    int status = runMode(arguments);
    // Standard output is checked in every mode: a full disk or /dev/full must not pass for success.
    bool ok = !mOutFailed;
    if (auto *file = qobject_cast<QFileDevice *>(mOut))
        ok = file->flush() && ok;
    if (!ok) {
        printErr(tr("kibitz-convert: standard output: %1\n").arg(mOut->errorString()));
        status = OutputFailed;
    }
    return status;
}

int Converter::runMode(const QStringList &arguments)
{
    enum class Mode { Convert, Info, Validate, Checksum, ListFormats, DealerScript, Stats } mode = Mode::Convert;
    bool statsJson = false;
    DealerScriptCommand::Options script;
    int modes = 0;
    QStringList positional;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        const auto value = [&](QString *target) {
            if (i + 1 >= arguments.size())
                return false;
            *target = arguments[++i];
            return true;
        };
        if (arg == u"--help" || arg == u"-h") {
            printOut(usageText());
            return Success;
        } else if (arg == u"--version") {
            printOut(QStringLiteral("kibitz-convert %1\n").arg(QStringLiteral(KIBITZ_VERSION)));
            return Success;
        } else if (arg == u"--info") {
            mode = Mode::Info;
            ++modes;
        } else if (arg == u"--validate") {
            mode = Mode::Validate;
            ++modes;
        } else if (arg == u"--checksum") {
            mode = Mode::Checksum;
            ++modes;
        } else if (arg == u"--stats" || arg == u"--stats-json") {
            mode = Mode::Stats;
            statsJson = arg == u"--stats-json";
            ++modes;
        } else if (arg == u"--list-formats") {
            mode = Mode::ListFormats;
            ++modes;
        } else if (arg == u"--force") {
            mForce = true;
        } else if (arg == u"--solve") {
            mSolve = true;
        } else if (arg == u"--verify") {
            mVerify = true;
        } else if (arg == u"--from") {
            if (!value(&mFrom))
                return usage(tr("--from needs a format id"));
            if (!FormatRegistry::instance().byId(mFrom))
                return usage(tr("unknown format '%1' (see --list-formats)").arg(mFrom));
        } else if (arg == u"--to") {
            if (!value(&mTo))
                return usage(tr("--to needs a format id"));
            if (!FormatRegistry::instance().byId(mTo))
                return usage(tr("unknown format '%1' (see --list-formats)").arg(mTo));
        } else if (arg == u"--select") {
            QString text;
            if (!value(&text))
                return usage(tr("--select needs an expression"));
            SelectError error;
            mSelection = Expression::parse(text, &error);
            if (!mSelection.isValid())
                return usage(tr("--select: %1").arg(error.toString()));
        } else if (arg == u"--dealer-script") {
            if (!value(&script.script))
                return usage(tr("--dealer-script needs a script file"));
            mode = Mode::DealerScript;
            ++modes;
        } else if (arg == u"--generate" || arg == u"--produce" || arg == u"--seed") {
            QString number;
            bool ok = value(&number);
            const qint64 n = number.toLongLong(&ok);
            if (!ok || n < (arg == u"--seed" ? 0 : 1))
                return usage(tr("%1 needs a number").arg(arg));
            if (arg != u"--seed" && n > DealerScript::MaxDeals)
                return usage(tr("%1: at most %2 deals").arg(arg).arg(DealerScript::MaxDeals));
            if (arg == u"--generate")
                script.generate = n;
            else if (arg == u"--produce")
                script.produce = n;
            else
                script.seed = quint64(n), script.seedGiven = true;
        } else if (arg == u"--boards") {
            QString range;
            if (!value(&range))
                return usage(tr("--boards needs a range A-B"));
            const QStringList parts = range.split(QLatin1Char('-'));
            bool okA = false;
            bool okB = true;
            mFirstBoard = parts.value(0).toLongLong(&okA);
            mLastBoard = parts.size() > 1 && !parts[1].isEmpty() ? parts[1].toLongLong(&okB) : -1;
            if (parts.size() == 1)
                mLastBoard = mFirstBoard;
            if (!okA || !okB || parts.size() > 2 || mFirstBoard < 1 || (mLastBoard >= 0 && mLastBoard < mFirstBoard))
                return usage(tr("'%1' is not a board range such as 1-16").arg(range));
        } else if (arg == u"--shard") {
            QString shard;
            if (!value(&shard))
                return usage(tr("--shard needs K/N, such as 3/8"));
            const QStringList parts = shard.split(QLatin1Char('/'));
            bool okK = false;
            bool okN = false;
            mShard = parts.value(0).toInt(&okK);
            mShardCount = parts.value(1).toInt(&okN);
            if (parts.size() != 2 || !okK || !okN || mShardCount < 1 || mShard < 1 || mShard > mShardCount)
                return usage(tr("'%1' is not a shard K/N with 1 <= K <= N").arg(shard));
        } else if (arg == u"--dds-threads") {
            QString threads;
            bool ok = false;
            const int count = value(&threads) ? threads.toInt(&ok) : 0;
            if (!ok || count < 0)
                return usage(tr("--dds-threads needs a number of threads (0 for one per core)"));
            DoubleDummySolver::setThreadCount(count);
        } else if (arg == u"--checkpoint") {
            QString minutes;
            bool ok = false;
            const double value_ = value(&minutes) ? minutes.toDouble(&ok) : 0;
            if (!ok || value_ < 0)
                return usage(tr("--checkpoint needs a number of minutes"));
            mCheckpointMs = qint64(value_ * 60000);
        } else if (arg.startsWith(u"--")) {
            return usage(tr("unknown option '%1'").arg(arg));
        } else {
            positional << arg;
        }
    }
    if (modes > 1)
        return usage(tr("choose one of --info, --validate, --checksum, --stats, --stats-json and --list-formats"));
    if ((script.generate || script.produce || script.seedGiven) && mode != Mode::DealerScript)
        return usage(tr("--generate, --produce and --seed go with --dealer-script"));
    if (mVerify && !mSolve)
        return usage(tr("--verify goes with --solve"));
    if (mSolve && mode != Mode::Convert && (mode != Mode::Stats || mVerify))
        return usage(mode == Mode::Stats ? tr("--verify works when converting") : tr("--solve works when converting"));
    if (mShardCount > 0 && mode != Mode::Convert)
        return usage(tr("--shard works when converting"));

    switch (mode) {
    case Mode::ListFormats:
        return listFormats();
    case Mode::DealerScript: {
        if (positional.size() > 1)
            return usage(tr("--dealer-script takes at most one output"));
        script.output = positional.value(0);
        script.to = mTo;
        script.threads = mThreads;
        return DealerScriptCommand(this).run(script);
    }
    case Mode::Info:
        if (positional.isEmpty())
            return usage(tr("--info needs at least one input file"));
        return info(positional);
    case Mode::Validate:
        if (positional.isEmpty())
            return usage(tr("--validate needs at least one input file"));
        return validate(positional);
    case Mode::Stats:
        if (positional.isEmpty())
            return usage(tr("%1 needs at least one input file").arg(statsJson ? "--stats-json" : "--stats"));
        return statistics(positional, statsJson);
    case Mode::Checksum:
        if (positional.isEmpty())
            return usage(tr("--checksum needs at least one input file"));
        return checksum(positional);
    case Mode::Convert:
        if (positional.size() < 2)
            return usage(tr("give at least one input and the output"));
        return convert(positional.mid(0, positional.size() - 1), positional.last());
    }
    return UsageError;
}

bool Converter::selected(const Board &board)
{
    if (!mSelection.isValid())
        return true;
    SelectContext context = SelectContext::forBoard(board, mSelection.usesDoubleDummy() ? &mTables : nullptr);
    return mSelection.matches(context);
}

const DealFormat *Converter::inputFormat(QIODevice *device, const QString &fileName)
{
    FormatError error;
    const DealFormat *format = FormatRegistry::instance().detect(device, fileName, mFrom, &error);
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
            if (position > mLastBoard && mLastBoard >= 0)
                return true;
            if (position >= mFirstBoard && selected(*board)) {
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

int Converter::convert(const QStringList &inputs, const QString &output)
{
    const FormatRegistry &registry = FormatRegistry::instance();
    const bool toStdout = standardStream(output) != 0; // "-", /dev/stdout, /dev/stderr ...
    const DealFormat *format = nullptr;
    if (!mTo.isEmpty()) {
        format = registry.byId(mTo);
    } else if (toStdout) {
        return usage(tr("writing to standard output needs --to ID"));
    } else {
        for (const DealFormat *f : registry.byExtension(output)) {
            if (f->canWrite()) {
                format = f;
                break;
            }
        }
        if (!format)
            return usage(tr("cannot tell the format of '%1' from its extension; use --to ID").arg(output));
    }
    if (!format->canWrite())
        return usage(tr("%1 (%2) cannot be written").arg(format->name(), format->id()));
    for (const QString &input : inputs) {
        if (!toStdout && sameFile(input, output))
            return usage(tr("the output '%1' is also an input").arg(output));
    }

    if (!spoolStreams(inputs))
        return InvalidInput;
    if (mShardCount > 0 && !selectShard(inputs))
        return InvalidInput;
    if (const auto *records = dynamic_cast<const RecordFormat *>(format);
        !mSolve && !mSelection.isValid() && records && records->hasDealLane()) {
        const int status = RecordLane(*this).convert(inputs, output, records);
        if (status >= 0)
            return status;
    }

    // Standard output cannot be taken back: check for losses first. DDS does not run here: what --solve
    // would add is a complete table (and par) on every board that lacks one and can be solved.
    if (toStdout && !mForce) {
        LossReport report(*format);
        qint64 written = mOutputBase;
        const bool ok = forEachBoard(
            inputs,
            [&](const Board &board, qint64 position) {
                // Boards are named by their position in the input: a board left out does not renumber the next.
                if (mSolve && !board.doubleDummy().isComplete() && !DoubleDummySolver::whyUnsolvable(board.deal())) {
                    Board solved = board;
                    solved.setDoubleDummy(anyCompleteTable());
                    if (solved.deal().isComplete() && solved.par().isEmpty())
                        solved.setPar(QStringLiteral("0"));
                    report.add(solved, written, position - 1);
                } else {
                    report.add(board, written, position - 1);
                }
                if (format->whyCannotStore(board).isEmpty())
                    ++written;
                return true;
            },
            false);
        if (!ok)
            return InvalidInput;
        if (mDamaged > 0)
            return refuseDamaged();
        if (!report.isLossless())
            return refuse(*format, report);
    }

    // --solve into a file that holds tables: the output is saved every mCheckpointMs with what is
    // solved so far (the rest unsolved), and each save is the next round's source of tables.
    const QFileInfo outputInfo(output);
    const bool checkpoints = mSolve && !mVerify && !toStdout && mCheckpointMs > 0
        && (format->capabilities() & BoardContent::DoubleDummy)
        && (outputInfo.isFile() || !outputInfo.exists()); // not a FIFO or a device
    for (bool first = true;; first = false) {
        qint64 left = 0;
        const qint64 deadline = checkpoints ? QDateTime::currentMSecsSinceEpoch() + mCheckpointMs : 0;
        const int status = writeBoards(inputs, output, *format, deadline, &left, first);
        if (status != Success || left == 0)
            return status;
    }
}

int Converter::writeBoards(const QStringList &inputs, const QString &output, const DealFormat &format,
    qint64 deadlineMs, qint64 *leftUnsolved, bool firstRound)
{
    const bool toStdout = standardStream(output) != 0;
    if (!firstRound) { // this round reads the input again: its damaged boards are counted afresh
        mDamaged = 0;
        mDamagedWhere.clear();
    }
    // Tables an earlier run stored in the output (resumed --solve; --verify recomputes everything).
    std::unique_ptr<QFile> earlierFile;
    std::unique_ptr<BoardReader> earlier;
    if (mSolve && !mVerify && !toStdout && (format.capabilities() & BoardContent::DoubleDummy)
        && QFileInfo(output).isFile()) {
        earlierFile = std::make_unique<QFile>(output);
        if (earlierFile->open(QIODevice::ReadOnly))
            earlier = format.createReader(earlierFile.get());
    }
    qint64 kept = 0;
    const auto resume = [&](Board *board) {
        if (!earlier)
            return;
        Board stored;
        if (!earlier->readNext(&stored) || stored.deal() != board->deal()) {
            earlier.reset(); // the output was made from other boards from here on
            return;
        }
        if (board->doubleDummy().isComplete() || !stored.doubleDummy().isComplete())
            return;
        board->setDoubleDummy(stored.doubleDummy());
        if (board->par().isEmpty())
            board->setPar(stored.par());
        ++kept;
    };

    std::unique_ptr<QSaveFile> saveFile;
    QIODevice *device = openOutput(output, &saveFile);
    if (!device)
        return OutputFailed;
    auto writer = format.createWriter(device);
    LossReport report(format);
    qint64 written = mOutputBase;
    bool writing = true;
    bool outputFailed = false;
    qint64 skipped = 0;
    // Boards are named by their position in the input: a board left out does not renumber the next.
    const auto write = [&](const Board &board, qint64 position) {
        report.add(board, written, position - 1);
        const bool storable = format.whyCannotStore(board).isEmpty();
        if (storable)
            ++written;
        if (!mForce && (!report.isLossless() || mDamaged > 0))
            writing = false; // keep reading to report every loss, write nothing more
        if (!writing)
            return true;
        if (!storable) {
            ++skipped;
            return true;
        }
        if (!writer->writeBoard(board)) {
            FormatError error = writer->error();
            error.fileName = output;
            printErr(QStringLiteral("kibitz-convert: %1\n").arg(error.toString()));
            outputFailed = error.code == FormatError::Code::WriteFailed;
            return false;
        }
        return true;
    };

    std::unique_ptr<SolveSession> session;
    const bool terminal = mProgress;
    if (mSolve) {
        SolveSession::Options options;
        options.verify = mVerify;
        options.progress = terminal;
        options.deadlineMs = deadlineMs;
        options.dealsPerCall = mDealsPerCall;
        if (terminal)
            options.expected = dealsToSolve(inputs, output, format);
        session = std::make_unique<SolveSession>(mErr, options, write);
        mProgress = false; // the session's line replaces the reading progress
    }
    const bool ok = forEachBoard(
        inputs,
        [&](const Board &input, qint64 position) {
            if (!session)
                return write(input, position);
            Board board = input;
            resume(&board);
            const QString label = (inputs.size() == 1 ? inputs.first() + QStringLiteral(": ") : QString())
                + tr("board %1").arg(board.number() ? qint64(*board.number()) : position);
            return session->add(std::move(board), position, label);
        },
        true);
    const bool finished = ok && (!session || session->finish());
    mProgress = terminal;
    if (session) {
        mDisagreements += session->disagreements();
        mDealsGiven += session->dealsGiven();
        *leftUnsolved = session->leftUnsolved();
        session.reset();
    }
    if (mWarningsSuppressed > 0)
        printErr(tr("kibitz-convert: %n more warning(s) not shown\n", nullptr, mWarningsSuppressed));
    mWarningsSuppressed = 0;
    if (mDisagreements > 0) {
        printErr(
            tr("kibitz-convert: %n stored double-dummy table(s) disagree with DDS\n", nullptr, int(mDisagreements)));
        if (saveFile)
            saveFile->cancelWriting();
        return InvalidInput;
    }
    if (!finished) {
        if (saveFile)
            saveFile->cancelWriting();
        return outputFailed ? OutputFailed : InvalidInput;
    }
    if (!mForce && mDamaged > 0) {
        if (saveFile)
            saveFile->cancelWriting();
        return refuseDamaged();
    }
    if (!mForce && !report.isLossless()) {
        if (saveFile)
            saveFile->cancelWriting();
        return refuse(format, report);
    }
    if (!writer->finish()) {
        FormatError error = writer->error();
        error.fileName = output;
        printErr(QStringLiteral("kibitz-convert: %1\n").arg(error.toString()));
        if (saveFile)
            saveFile->cancelWriting();
        return OutputFailed;
    }
    writer.reset();
    earlier.reset(); // read to the end of the old output before it is replaced
    earlierFile.reset();
    if (!closeOutput(output, saveFile.get()))
        return OutputFailed;
    if (kept > 0 && firstRound)
        printErr(tr("kibitz-convert: %1: %n table(s) kept from an earlier run\n", nullptr, int(kept)).arg(output));
    if (*leftUnsolved > 0)
        printErr(tr("kibitz-convert: %1: saved with %n board(s) still to solve; going on\n", nullptr,
            int(std::min<qint64>(*leftUnsolved, INT_MAX)))
                     .arg(output));
    if (mForce && !report.isLossless()) {
        if (!report.summary().isEmpty())
            printErr(tr("kibitz-convert: dropped as forced: %1\n").arg(report.summary()));
        if (skipped > 0)
            printErr(tr("kibitz-convert: %n board(s) left out: the format cannot store them\n", nullptr, int(skipped)));
    }
    return Success;
}

qint64 Converter::dealsToSolve(const QStringList &inputs, const QString &output, const DealFormat &format)
{
    QFile earlierFile(output);
    std::unique_ptr<BoardReader> earlier;
    if (!mVerify && standardStream(output) == 0 && (format.capabilities() & BoardContent::DoubleDummy)
        && earlierFile.open(QIODevice::ReadOnly))
        earlier = format.createReader(&earlierFile);
    qint64 count = 0;
    const bool shown = mProgress;
    mProgress = false;
    forEachBoard(
        inputs,
        [&](const Board &board, qint64) {
            Board stored;
            if (earlier && (!earlier->readNext(&stored) || stored.deal() != board.deal()))
                earlier.reset();
            if (board.doubleDummy().isComplete())
                count += mVerify;
            else if (!earlier || !stored.doubleDummy().isComplete())
                ++count;
            return true;
        },
        false);
    mProgress = shown;
    return count;
}

bool Converter::selectShard(const QStringList &inputs)
{
    // Record files count their boards from their size; the others are read once.
    qint64 total = 0;
    bool counted = true;
    for (const QString &input : inputs) {
        InputFile file(inputPath(input));
        if (!openInput(&file))
            return false;
        const auto *records = dynamic_cast<const RecordFormat *>(inputFormat(&file, input));
        if (!records || file.size() % records->recordSize() != 0) {
            counted = false;
            break;
        }
        total += file.size() / records->recordSize();
    }
    if (!counted) {
        total = 0;
        // Parts are cut by position among all boards; --select then keeps some of each part.
        const qint64 first = std::exchange(mFirstBoard, 1);
        const qint64 last = std::exchange(mLastBoard, -1);
        const bool shown = std::exchange(mProgress, false);
        const Expression selection = std::exchange(mSelection, Expression());
        const bool ok = forEachBoard(
            inputs,
            [&](const Board &, qint64) {
                ++total;
                return true;
            },
            false);
        mFirstBoard = first;
        mLastBoard = last;
        mProgress = shown;
        mSelection = selection;
        if (!ok)
            return false;
    }
    // The K-th of N equal parts of the boards --boards selects (all by default), by position.
    const qint64 first = std::min(mFirstBoard, total + 1);
    const qint64 last = mLastBoard < 0 ? total : std::min(mLastBoard, total);
    const qint64 count = std::max<qint64>(0, last - first + 1);
    const qint64 from = first + count * (mShard - 1) / mShardCount;
    const qint64 to = first + count * mShard / mShardCount - 1;
    mFirstBoard = from;
    mLastBoard = to; // to = from - 1 when the part is empty: nothing is read
    mOutputBase = from - first;
    return true;
}

int Converter::refuse(const DealFormat &format, const LossReport &report)
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
    return WouldDropData;
}

void Converter::noteDamaged(const QString &where)
{
    if (++mDamaged <= 10)
        mDamagedWhere << where;
}

int Converter::refuseDamaged()
{
    QString where = mDamagedWhere.join(QStringLiteral(", "));
    if (mDamaged > mDamagedWhere.size())
        where += QStringLiteral(", ...");
    printErr(tr("kibitz-convert: nothing written: %n damaged board(s) in the input (%1); use --force to convert "
                "what could be read\n",
        nullptr, int(std::min<qint64>(mDamaged, INT_MAX)))
                 .arg(where));
    return InvalidInput;
}

} // namespace Kibitz
