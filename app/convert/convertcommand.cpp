#include "convertcommand.h"

#include "converter.h"
#include "recordlane.h"
#include "solvesession.h"

#include "analysis/doubledummysolver.h"
#include "formats/boardwriter.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"
#include "formats/recordformat.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <climits>
#include <memory>
#include <utility>

namespace Kibitz {

namespace {

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

/**
 * Tables an earlier run stored in the output (a --solve that was stopped; --verify recomputes
 * everything), read beside the input as long as the output holds the same deals.
 */
class EarlierTables
{
public:
    EarlierTables(const ConverterOptions &options, const QString &output, const DealFormat &format)
    {
        if (options.solve && !options.verify && Converter::standardStream(output) == 0
            && (format.capabilities() & BoardContent::DoubleDummy) && QFileInfo(output).isFile()) {
            mFile = std::make_unique<QFile>(output);
            if (mFile->open(QIODevice::ReadOnly))
                mReader = format.createReader(mFile.get());
        }
    }

    /** Gives @p board the table the output holds for it, when the board lacks one. */
    void resume(Board *board)
    {
        if (!mReader)
            return;
        Board stored;
        if (!mReader->readNext(&stored) || stored.deal() != board->deal()) {
            mReader.reset(); // the output was made from other boards from here on
            return;
        }
        if (board->doubleDummy().isComplete() || !stored.doubleDummy().isComplete())
            return;
        board->setDoubleDummy(stored.doubleDummy());
        if (board->par().isEmpty())
            board->setPar(stored.par());
        ++mKept;
    }

    /** Stops reading the old output, before it is replaced. */
    void close()
    {
        mReader.reset();
        mFile.reset();
    }

    qint64 kept() const { return mKept; }

private:
    std::unique_ptr<QFile> mFile;
    std::unique_ptr<BoardReader> mReader;
    qint64 mKept = 0;
};

/** The boards written to the output, and what the format lost of them. */
class BoardOutput
{
public:
    BoardOutput(Converter &converter, const DealFormat &format, QIODevice *device, const QString &output, qint64 base)
        : mConverter(converter)
        , mFormat(format)
        , mOutput(output)
        , mWriter(format.createWriter(device))
        , mReport(format)
        , mWritten(base)
    { }

    // Boards are named by their position in the input: a board left out does not renumber the next.
    bool write(const Board &board, qint64 position)
    {
        const bool force = mConverter.options().force;
        mReport.add(board, mWritten, position - 1);
        const bool storable = mFormat.whyCannotStore(board).isEmpty();
        if (storable)
            ++mWritten;
        if (!force && (!mReport.isLossless() || mConverter.damagedCount() > 0))
            mWriting = false; // keep reading to report every loss, write nothing more
        if (!mWriting)
            return true;
        if (!storable) {
            ++mSkipped;
            return true;
        }
        if (!mWriter->writeBoard(board)) {
            printError();
            mFailed = mWriter->error().code == FormatError::Code::WriteFailed;
            return false;
        }
        return true;
    }

    /** Finishes the writer's output and lets it go; false after printing why it failed. */
    bool finish()
    {
        if (!mWriter->finish()) {
            printError();
            return false;
        }
        mWriter.reset();
        return true;
    }

    const LossReport &report() const { return mReport; }
    /** Whether a write failed (rather than the input). */
    bool failed() const { return mFailed; }
    qint64 skipped() const { return mSkipped; }

private:
    void printError()
    {
        FormatError error = mWriter->error();
        error.fileName = mOutput;
        mConverter.printErr(QStringLiteral("kibitz-convert: %1\n").arg(error.toString()));
    }

    Converter &mConverter;
    const DealFormat &mFormat;
    QString mOutput;
    std::unique_ptr<BoardWriter> mWriter;
    LossReport mReport;
    qint64 mWritten;
    bool mWriting = true;
    bool mFailed = false;
    qint64 mSkipped = 0;
};

ConvertCommand::ConvertCommand(Converter &converter)
    : mConverter(converter)
    , mOptions(converter.options())
{ }

ExitStatus ConvertCommand::run(const QStringList &inputs, const QString &output)
{
    ExitStatus status = ExitStatus::Success;
    const DealFormat *format = outputFormat(inputs, output, &status);
    if (!format)
        return status;
    if (!mConverter.spoolStreams(inputs))
        return ExitStatus::InvalidInput;
    if (mOptions.shardCount > 0 && !selectShard(inputs))
        return ExitStatus::InvalidInput;
    if (const auto *records = dynamic_cast<const RecordFormat *>(format);
        !mOptions.solve && !mOptions.selection.isValid() && records && records->hasDealLane()) {
        if (const std::optional<ExitStatus> laneStatus
            = RecordLane(mConverter, mOutputBase).convert(inputs, output, records))
            return *laneStatus;
    }
    const bool toStdout = Converter::standardStream(output) != 0;
    if (toStdout && !mOptions.force) {
        if (const ExitStatus refused = checkLosses(inputs, *format); refused != ExitStatus::Success)
            return refused;
    }

    // --solve into a file that holds tables: the output is saved every --checkpoint with what is
    // solved so far (the rest unsolved), and each save is the next round's source of tables.
    const QFileInfo outputInfo(output);
    const bool checkpoints = mOptions.solve && !mOptions.verify && !toStdout && mOptions.checkpointMs > 0
        && (format->capabilities() & BoardContent::DoubleDummy)
        && (outputInfo.isFile() || !outputInfo.exists()); // not a FIFO or a device
    for (bool first = true;; first = false) {
        qint64 left = 0;
        const qint64 deadline = checkpoints ? QDateTime::currentMSecsSinceEpoch() + mOptions.checkpointMs : 0;
        status = writeBoards(inputs, output, *format, deadline, &left, first);
        if (status != ExitStatus::Success || left == 0)
            return status;
    }
}

const DealFormat *ConvertCommand::outputFormat(const QStringList &inputs, const QString &output, ExitStatus *status)
{
    const FormatRegistry &registry = FormatRegistry::instance();
    const bool toStdout = Converter::standardStream(output) != 0; // "-", /dev/stdout, /dev/stderr ...
    const DealFormat *format = nullptr;
    if (!mOptions.to.isEmpty()) {
        format = registry.byId(mOptions.to);
    } else if (toStdout) {
        *status = mConverter.usage(tr("writing to standard output needs --to ID"));
        return nullptr;
    } else {
        const QList<const DealFormat *> candidates = registry.byExtension(output);
        const auto writable
            = std::find_if(candidates.begin(), candidates.end(), [](const DealFormat *f) { return f->canWrite(); });
        if (writable == candidates.end()) {
            *status
                = mConverter.usage(tr("cannot tell the format of '%1' from its extension; use --to ID").arg(output));
            return nullptr;
        }
        format = *writable;
    }
    if (!format->canWrite()) {
        *status = mConverter.usage(tr("%1 (%2) cannot be written").arg(format->name(), format->id()));
        return nullptr;
    }
    for (const QString &input : inputs) {
        if (!toStdout && Converter::sameFile(input, output)) {
            *status = mConverter.usage(tr("the output '%1' is also an input").arg(output));
            return nullptr;
        }
    }
    return format;
}

ExitStatus ConvertCommand::checkLosses(const QStringList &inputs, const DealFormat &format)
{
    // DDS does not run here: what --solve would add is a complete table (and par) on every board
    // that lacks one and can be solved.
    LossReport report(format);
    qint64 written = mOutputBase;
    const bool ok = mConverter.forEachBoard(
        inputs,
        [&](const Board &board, qint64 position) {
            // Boards are named by their position in the input: a board left out does not renumber the next.
            if (mOptions.solve && !board.doubleDummy().isComplete()
                && !DoubleDummySolver::whyUnsolvable(board.deal())) {
                Board solved = board;
                solved.setDoubleDummy(anyCompleteTable());
                if (solved.deal().isComplete() && solved.par().isEmpty())
                    solved.setPar(QStringLiteral("0"));
                report.add(solved, written, position - 1);
            } else {
                report.add(board, written, position - 1);
            }
            if (format.whyCannotStore(board).isEmpty())
                ++written;
            return true;
        },
        false);
    if (!ok)
        return ExitStatus::InvalidInput;
    if (mConverter.damagedCount() > 0)
        return mConverter.refuseDamaged();
    if (!report.isLossless())
        return mConverter.refuse(format, report);
    return ExitStatus::Success;
}

ExitStatus ConvertCommand::writeBoards(const QStringList &inputs, const QString &output, const DealFormat &format,
    qint64 deadlineMs, qint64 *leftUnsolved, bool firstRound)
{
    if (!firstRound) // this round reads the input again: its damaged boards are counted afresh
        mConverter.forgetDamaged();
    EarlierTables earlier(mOptions, output, format);
    std::unique_ptr<QSaveFile> saveFile;
    QIODevice *device = mConverter.openOutput(output, &saveFile);
    if (!device)
        return ExitStatus::OutputFailed;
    BoardOutput out(mConverter, format, device, output, mOutputBase);
    const bool finished = readBoards(inputs, output, format, deadlineMs, earlier, out, leftUnsolved);
    mConverter.printSuppressedWarnings();
    if (const ExitStatus status = whyNotKept(finished, out, format); status != ExitStatus::Success) {
        mConverter.abandonOutput(saveFile.get());
        return status;
    }
    earlier.close(); // read to the end of the old output before it is replaced
    if (!mConverter.closeOutput(output, saveFile.get()))
        return ExitStatus::OutputFailed;
    if (earlier.kept() > 0 && firstRound)
        mConverter.printErr(
            tr("kibitz-convert: %1: %n table(s) kept from an earlier run\n", nullptr, int(earlier.kept())).arg(output));
    if (*leftUnsolved > 0)
        mConverter.printErr(tr("kibitz-convert: %1: saved with %n board(s) still to solve; going on\n", nullptr,
            int(std::min<qint64>(*leftUnsolved, INT_MAX)))
                                .arg(output));
    const LossReport &report = out.report();
    if (mOptions.force && !report.isLossless()) {
        if (!report.summary().isEmpty())
            mConverter.printErr(tr("kibitz-convert: dropped as forced: %1\n").arg(report.summary()));
        if (out.skipped() > 0)
            mConverter.printErr(tr(
                "kibitz-convert: %n board(s) left out: the format cannot store them\n", nullptr, int(out.skipped())));
    }
    return ExitStatus::Success;
}

bool ConvertCommand::readBoards(const QStringList &inputs, const QString &output, const DealFormat &format,
    qint64 deadlineMs, EarlierTables &earlier, BoardOutput &out, qint64 *leftUnsolved)
{
    std::unique_ptr<SolveSession> session;
    const bool terminal = mConverter.progressEnabled();
    if (mOptions.solve) {
        SolveSession::Options options;
        options.verify = mOptions.verify;
        options.progress = terminal;
        options.deadlineMs = deadlineMs;
        options.dealsPerCall = mConverter.dealsPerCall();
        if (terminal)
            options.expected = dealsToSolve(inputs, output, format);
        session = std::make_unique<SolveSession>(mConverter.errorDevice(), options,
            [&out](const Board &board, qint64 position) { return out.write(board, position); });
        mConverter.setProgressEnabled(false); // the session's line replaces the reading progress
    }
    const bool ok = mConverter.forEachBoard(
        inputs,
        [&](const Board &input, qint64 position) {
            if (!session)
                return out.write(input, position);
            Board board = input;
            earlier.resume(&board);
            const QString label = (inputs.size() == 1 ? inputs.first() + QStringLiteral(": ") : QString())
                + tr("board %1").arg(board.number() ? qint64(*board.number()) : position);
            return session->add(std::move(board), position, label);
        },
        true);
    const bool finished = ok && (!session || session->finish());
    mConverter.setProgressEnabled(terminal);
    if (session) {
        mDisagreements += session->disagreements();
        mConverter.addDealsGiven(session->dealsGiven());
        *leftUnsolved = session->leftUnsolved();
    }
    return finished;
}

ExitStatus ConvertCommand::whyNotKept(bool finished, BoardOutput &out, const DealFormat &format)
{
    if (mDisagreements > 0) {
        mConverter.printErr(
            tr("kibitz-convert: %n stored double-dummy table(s) disagree with DDS\n", nullptr, int(mDisagreements)));
        return ExitStatus::InvalidInput;
    }
    if (!finished)
        return out.failed() ? ExitStatus::OutputFailed : ExitStatus::InvalidInput;
    if (!mOptions.force && mConverter.damagedCount() > 0)
        return mConverter.refuseDamaged();
    if (!mOptions.force && !out.report().isLossless())
        return mConverter.refuse(format, out.report());
    if (!out.finish())
        return ExitStatus::OutputFailed;
    return ExitStatus::Success;
}

qint64 ConvertCommand::dealsToSolve(const QStringList &inputs, const QString &output, const DealFormat &format)
{
    QFile earlierFile(output);
    std::unique_ptr<BoardReader> earlier;
    if (!mOptions.verify && Converter::standardStream(output) == 0
        && (format.capabilities() & BoardContent::DoubleDummy) && earlierFile.open(QIODevice::ReadOnly))
        earlier = format.createReader(&earlierFile);
    qint64 count = 0;
    const bool shown = mConverter.progressEnabled();
    mConverter.setProgressEnabled(false);
    mConverter.forEachBoard(
        inputs,
        [&](const Board &board, qint64) {
            Board stored;
            if (earlier && (!earlier->readNext(&stored) || stored.deal() != board.deal()))
                earlier.reset();
            if (board.doubleDummy().isComplete())
                count += mOptions.verify;
            else if (!earlier || !stored.doubleDummy().isComplete())
                ++count;
            return true;
        },
        false);
    mConverter.setProgressEnabled(shown);
    return count;
}

bool ConvertCommand::selectShard(const QStringList &inputs)
{
    const qint64 total = countBoards(inputs);
    if (total < 0)
        return false;
    // The K-th of N equal parts of the boards --boards selects (all by default), by position.
    const qint64 first = std::min(mOptions.firstBoard, total + 1);
    const qint64 last = mOptions.lastBoard < 0 ? total : std::min(mOptions.lastBoard, total);
    const qint64 count = std::max<qint64>(0, last - first + 1);
    const qint64 from = first + count * (mOptions.shard - 1) / mOptions.shardCount;
    const qint64 to = first + count * mOptions.shard / mOptions.shardCount - 1;
    mOptions.firstBoard = from;
    mOptions.lastBoard = to; // to = from - 1 when the part is empty: nothing is read
    mOutputBase = from - first;
    return true;
}

qint64 ConvertCommand::countBoards(const QStringList &inputs)
{
    // Record files count their boards from their size; the others are read once.
    qint64 total = 0;
    for (const QString &input : inputs) {
        InputFile file(mConverter.inputPath(input));
        if (!mConverter.openInput(&file))
            return -1;
        const auto *records = dynamic_cast<const RecordFormat *>(mConverter.inputFormat(&file, input));
        if (!records || file.size() % records->recordSize() != 0) {
            total = -1;
            break;
        }
        total += file.size() / records->recordSize();
    }
    if (total >= 0)
        return total;
    total = 0;
    // Parts are cut by position among all boards; --select then keeps some of each part.
    const qint64 first = std::exchange(mOptions.firstBoard, 1);
    const qint64 last = std::exchange(mOptions.lastBoard, -1);
    const bool shown = mConverter.progressEnabled();
    mConverter.setProgressEnabled(false);
    const Expression selection = std::exchange(mOptions.selection, Expression());
    const bool ok = mConverter.forEachBoard(
        inputs,
        [&](const Board &, qint64) {
            ++total;
            return true;
        },
        false);
    mOptions.firstBoard = first;
    mOptions.lastBoard = last;
    mConverter.setProgressEnabled(shown);
    mOptions.selection = selection;
    return ok ? total : -1;
}

} // namespace Kibitz
