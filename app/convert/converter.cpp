#include "converter.h"

#include "analysis/doubledummysolver.h"
#include "blockwriter.h"
#include "dealerscriptcommand.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"
#include "formats/pavlicekchecksum.h"
#include "formats/recordformat.h"
#include "workerthread.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSaveFile>

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
#include <new>
#include <vector>

namespace Kibitz {

namespace {

QString usageText()
{
    //: The command-line help of kibitz-convert: keep the option names (--from, INPUT...) as they are.
    return Converter::tr(
               "Usage:\n"
               "  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--force] [--solve [--verify]] INPUT... OUTPUT\n"
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
               "ones and reports every disagreement (exit status 1).\n")
        //: The command-line help of kibitz-convert, continued: keep the option names as they are.
        + Converter::tr("\n"
                        "  kibitz-convert --select EXPR [options] INPUT... OUTPUT\n"
                        "  kibitz-convert --dealer-script FILE [--generate N] [--produce M] [--seed S] [--to ID] "
                        "[OUTPUT]\n"
                        "\n"
                        "--select keeps the boards for which the expression (the dealer language, see\n"
                        "docs/select.md) is true. --dealer-script runs a script of the dealer program: without\n"
                        "OUTPUT or --to the deals are printed as dealer prints them, else written to OUTPUT.\n");
}

QString contentsName(BoardContent c)
{
    switch (c) {
    case BoardContent::Deal:
        return Converter::tr("deal");
    case BoardContent::PartialDeal:
        return Converter::tr("partial deal");
    case BoardContent::Number:
        return Converter::tr("board number");
    case BoardContent::DealerVulnerability:
        return Converter::tr("dealer/vulnerability");
    case BoardContent::Auction:
        return Converter::tr("auction");
    case BoardContent::Alerts:
        return Converter::tr("alerts");
    case BoardContent::Contract:
        return Converter::tr("contract");
    case BoardContent::Play:
        return Converter::tr("play");
    case BoardContent::Result:
        return Converter::tr("result");
    case BoardContent::DoubleDummy:
        return Converter::tr("double dummy");
    case BoardContent::Names:
        return Converter::tr("names");
    case BoardContent::Event:
        return Converter::tr("event");
    case BoardContent::Comments:
        return Converter::tr("comments");
    case BoardContent::ExtraTags:
        return Converter::tr("other tags");
    }
    return {};
}

constexpr BoardContent ContentOrder[] = {
    BoardContent::Deal,
    BoardContent::PartialDeal,
    BoardContent::Number,
    BoardContent::DealerVulnerability,
    BoardContent::Auction,
    BoardContent::Alerts,
    BoardContent::Contract,
    BoardContent::Play,
    BoardContent::Result,
    BoardContent::DoubleDummy,
    BoardContent::Names,
    BoardContent::Event,
    BoardContent::Comments,
    BoardContent::ExtraTags,
};

QString capabilityList(BoardContents caps)
{
    QStringList names;
    for (BoardContent c : ContentOrder) {
        if (caps & c)
            names << contentsName(c);
    }
    return names.join(QStringLiteral(", "));
}

// The input is read once, front to back.
void adviseSequential(const uchar *data, qint64 size)
{
#ifdef Q_OS_UNIX
    posix_madvise(const_cast<uchar *>(data), size_t(size), POSIX_MADV_SEQUENTIAL);
#else
    Q_UNUSED(data);
    Q_UNUSED(size);
#endif
}

// A buffer whose address suits direct I/O (BlockWriter::Alignment).
struct AlignedDelete
{
    void operator()(uchar *p) const { ::operator delete[](p, std::align_val_t(BlockWriter::Alignment)); }
};
using AlignedBuffer = std::unique_ptr<uchar[], AlignedDelete>;

AlignedBuffer alignedBuffer(qint64 size)
{
    return AlignedBuffer(
        static_cast<uchar *>(::operator new[](size_t(size), std::align_val_t(BlockWriter::Alignment))));
}

} // namespace

Converter::Converter(QIODevice *out, QIODevice *err)
    : mOut(out)
    , mErr(err)
{ }

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
    const QByteArray bytes = text.toUtf8();
    if (mOut->write(bytes) != bytes.size())
        mOutFailed = true;
}

void Converter::printErr(const QString &text)
{
    mErr->write(text.toUtf8());
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
    enum class Mode { Convert, Info, Validate, Checksum, ListFormats, DealerScript } mode = Mode::Convert;
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
        } else if (arg.startsWith(u"--")) {
            return usage(tr("unknown option '%1'").arg(arg));
        } else {
            positional << arg;
        }
    }
    if (modes > 1)
        return usage(tr("choose one of --info, --validate, --checksum and --list-formats"));
    if ((script.generate || script.produce || script.seedGiven) && mode != Mode::DealerScript)
        return usage(tr("--generate, --produce and --seed go with --dealer-script"));
    if (mVerify && !mSolve)
        return usage(tr("--verify goes with --solve"));
    if (mSolve && mode != Mode::Convert)
        return usage(tr("--solve works when converting"));

    switch (mode) {
    case Mode::ListFormats:
        return listFormats();
    case Mode::DealerScript: {
        if (positional.size() > 1)
            return usage(tr("--dealer-script takes at most one output"));
        script.output = positional.value(0);
        script.to = mTo;
        script.threads = mThreads;
        return DealerScriptCommand(mOut, mErr).run(script);
    }
    case Mode::Info:
        if (positional.isEmpty())
            return usage(tr("--info needs at least one input file"));
        return info(positional);
    case Mode::Validate:
        if (positional.isEmpty())
            return usage(tr("--validate needs at least one input file"));
        return validate(positional);
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

bool Converter::openInput(QFile *file)
{
    if (file->open(QIODevice::ReadOnly))
        return true;
    printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(file->fileName(), file->errorString()));
    return false;
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
    printErr(QStringLiteral("\r%1 boards, %2%").arg(boards).arg(percent));
}

bool Converter::forEachBoard(const QStringList &inputs, const BoardVisitor &visit, bool printWarnings)
{
    qint64 position = 0;
    qint64 totalBytes = 0;
    for (const QString &input : inputs)
        totalBytes += QFileInfo(input).size();
    qint64 bytesBefore = 0;
    for (const QString &input : inputs) {
        InputFile file(input);
        if (!openInput(&file))
            return false;
        const DealFormat *format = inputFormat(&file, input);
        if (!format)
            return false;
        mLastFormat = format;
        auto reader = format->createReader(&file);
        Board board;
        for (;;) {
            const bool got = reader->readNext(&board);
            for (const BoardWarning &w : reader->takeWarnings()) {
                if (w.damaged) {
                    // Every damaged board is named, never cut short by the cap on warnings.
                    noteDamaged(tr("%1 board %2").arg(input).arg(w.board + 1));
                    if (printWarnings)
                        printErr(tr("kibitz-convert: %1: board %2: damaged: %3\n")
                                     .arg(input)
                                     .arg(w.board + 1)
                                     .arg(w.message));
                    continue;
                }
                if (printWarnings) {
                    if (mWarningsPrinted >= 50) {
                        ++mWarningsSuppressed;
                        continue;
                    }
                    ++mWarningsPrinted;
                    printErr(
                        tr("kibitz-convert: %1: board %2: warning: %3\n").arg(input).arg(w.board + 1).arg(w.message));
                }
            }
            if (!got)
                break;
            ++position;
            if (position > mLastBoard && mLastBoard >= 0)
                return true;
            if (position >= mFirstBoard && selected(board) && !visit(board, position))
                return false;
            board = Board();
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
        printErr(QStringLiteral("\r%1 boards, 100%\n").arg(position));
    return true;
}

int Converter::convert(const QStringList &inputs, const QString &output)
{
    const FormatRegistry &registry = FormatRegistry::instance();
    const bool toStdout = output == u"-";
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

    if (const auto *records = dynamic_cast<const RecordFormat *>(format);
        !mSolve && !mSelection.isValid() && records && records->hasDealLane()) {
        const int status = convertRecords(inputs, output, records);
        if (status >= 0)
            return status;
    }

    LossReport report(*format);
    qint64 written = 0;
    // Boards are named by their position in the input: a board left out does not renumber the next.
    const auto account = [&](const Board &board, qint64 position) {
        report.add(board, written, position - 1);
        if (format->whyCannotStore(board).isEmpty())
            ++written;
    };
    // Standard output cannot be taken back: check for losses first.
    if (toStdout && !mForce) {
        if (!forEachBoard(
                inputs,
                [&](const Board &b, qint64 position) {
                    Board solved = b;
                    analyse(&solved, position, QString());
                    account(solved, position);
                    return true;
                },
                false))
            return InvalidInput;
        if (mDamaged > 0)
            return refuseDamaged();
        if (!report.isLossless())
            return refuse(*format, report);
        report = LossReport(*format);
        written = 0;
    }

    std::unique_ptr<QSaveFile> saveFile;
    QIODevice *device = openOutput(output, &saveFile);
    if (!device)
        return OutputFailed;
    auto writer = format->createWriter(device);
    bool writing = true;
    bool outputFailed = false;
    qint64 skipped = 0;
    const bool ok = forEachBoard(
        inputs,
        [&](const Board &input, qint64 position) {
            Board analysed;
            if (mSolve) {
                analysed = input;
                analyse(&analysed, position, inputs.size() == 1 ? inputs.first() : QString());
            }
            const Board &board = mSolve ? analysed : input;
            account(board, position);
            if (!mForce && (!report.isLossless() || mDamaged > 0))
                writing = false; // keep reading to report every loss, write nothing more
            if (!writing)
                return true;
            if (!format->whyCannotStore(board).isEmpty()) {
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
        },
        true);
    if (mWarningsSuppressed > 0)
        printErr(tr("kibitz-convert: %n more warning(s) not shown\n", nullptr, mWarningsSuppressed));
    if (mDisagreements > 0) {
        printErr(
            tr("kibitz-convert: %n stored double-dummy table(s) disagree with DDS\n", nullptr, int(mDisagreements)));
        if (saveFile)
            saveFile->cancelWriting();
        return InvalidInput;
    }
    if (!ok) {
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
        return refuse(*format, report);
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
    if (!closeOutput(output, saveFile.get()))
        return OutputFailed;
    if (mForce && !report.isLossless()) {
        if (!report.summary().isEmpty())
            printErr(tr("kibitz-convert: dropped as forced: %1\n").arg(report.summary()));
        if (skipped > 0)
            printErr(tr("kibitz-convert: %n board(s) left out: the format cannot store them\n", nullptr, int(skipped)));
    }
    return Success;
}

void Converter::analyse(Board *board, qint64 position, const QString &fileName)
{
    const DoubleDummySolver solver;
    const DoubleDummyTable stored = board->doubleDummy();
    const QString label = QStringLiteral("kibitz-convert: %1board %2: ")
                              .arg(fileName.isEmpty() ? QString() : fileName + QStringLiteral(": "))
                              .arg(board->number() ? qint64(*board->number()) : position);
    if (!stored.isComplete()) {
        QString error;
        if (!solver.solve(*board, &error))
            printErr(label + tr("not solved: %1\n").arg(error));
        return;
    }
    if (!mVerify)
        return;
    QString error;
    const auto solved = solver.table(board->deal(), &error);
    if (!solved) {
        printErr(label + tr("not solved: %1\n").arg(error));
        return;
    }
    if (*solved == stored)
        return;
    ++mDisagreements;
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat seat : AllSeats) {
            const int was = stored.tricks(seat, strain).value_or(-1);
            const int is = solved->tricks(seat, strain).value_or(-1);
            if (was != is) {
                printErr(label
                    + tr("%1 by %2: the file says %3 tricks, DDS %4\n")
                          .arg(strainText(strain), seatName(seat))
                          .arg(was)
                          .arg(is));
            }
        }
    }
}

QIODevice *Converter::openOutput(const QString &output, std::unique_ptr<QSaveFile> *saveFile)
{
    if (output == u"-")
        return mOut;
    const QFileInfo info(output);
    // A FIFO or a device cannot be replaced by renaming a new file over it: it is written straight.
    if (info.exists() && !info.isFile() && !info.isDir()) {
        mDirectOutput = std::make_unique<QFile>(output);
        if (!mDirectOutput->open(QIODevice::WriteOnly)) {
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, mDirectOutput->errorString()));
            return nullptr;
        }
        return mDirectOutput.get();
    }
    // A symbolic link stays one: its target is the file replaced.
    const QString target = info.isSymLink() ? info.symLinkTarget() : output;
    *saveFile = std::make_unique<QSaveFile>(target);
    if (!(*saveFile)->open(QIODevice::WriteOnly)) {
        printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, (*saveFile)->errorString()));
        return nullptr;
    }
    return saveFile->get();
}

bool Converter::closeOutput(const QString &output, QSaveFile *saveFile)
{
    if (saveFile && !saveFile->commit()) {
        printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, saveFile->errorString()));
        return false;
    }
    if (mDirectOutput) {
        const bool ok = mDirectOutput->flush();
        if (!ok)
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, mDirectOutput->errorString()));
        mDirectOutput.reset();
        return ok;
    }
    return true;
}

bool Converter::sameFile(const QString &input, const QString &output)
{
#ifdef Q_OS_UNIX
    struct stat a = {};
    struct stat b = {};
    if (stat(QFile::encodeName(input).constData(), &a) == 0 && stat(QFile::encodeName(output).constData(), &b) == 0)
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
#endif
    return QFileInfo(input).absoluteFilePath() == QFileInfo(output).absoluteFilePath();
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

int Converter::convertRecords(const QStringList &inputs, const QString &output, const RecordFormat *target)
{
    struct Input
    {
        std::unique_ptr<InputFile> file;
        const RecordFormat *format = nullptr;
        const uchar *data = nullptr;
        qint64 records = 0;
    };
    std::vector<Input> files;
    qint64 totalRecords = 0;
    for (const QString &name : inputs) {
        Input in;
        in.file = std::make_unique<InputFile>(name);
        if (!in.file->open(QIODevice::ReadOnly))
            return -1;
        FormatError error;
        in.format
            = dynamic_cast<const RecordFormat *>(FormatRegistry::instance().detect(in.file.get(), name, mFrom, &error));
        if (!in.format || !in.format->hasDealLane())
            return -1;
        const qint64 size = in.file->size();
        if (size % in.format->recordSize() != 0)
            return -1; // the general path reports the trailing bytes
        in.records = size / in.format->recordSize();
        if (size > 0 && !(in.data = in.file->map(0, size)))
            return -1;
        if (in.data)
            adviseSequential(in.data, size);
        totalRecords += in.records;
        files.push_back(std::move(in));
    }

    const bool toStdout = output == u"-";
    std::unique_ptr<QSaveFile> saveFile;
    QIODevice *device = openOutput(output, &saveFile);
    if (!device)
        return OutputFailed;
#ifdef Q_OS_LINUX
    BlockWriter sink(device, saveFile ? saveFile->handle() : -1);
#else
    BlockWriter sink(device, -1);
#endif
    // Standard output cannot be taken back: without --force, nothing is written until every record is checked.
    bool writing = mForce || !toStdout;
    const int outSize = target->recordSize();
    const bool keepsDoubleDummy = bool(target->capabilities() & BoardContent::DoubleDummy);

    // The input goes in blocks of about 4 MiB of output (the disk takes direct writes of 2-4 MiB
    // fastest), each transcoded into one of two buffers by this thread and the helper, in chunks
    // handed out as the threads come for them (on a busy machine one thread may get far less
    // time than the other). Records the lane cannot take are left to this thread, in order, so
    // messages and output are those of one thread. The writer writes one block's buffer while
    // the next block fills the other.
    constexpr qint64 ChunkRecords = qint64(1) << 12;
    const qint64 blockRecords = std::max<qint64>(1, (qint64(4) << 20) / outSize / ChunkRecords) * ChunkRecords;
    struct Chunk
    {
        qint64 done = 0; // records the lane took from the chunk's start
        qint64 tables = 0; // of those, with a double-dummy table
    };
    std::vector<Chunk> chunks(size_t(blockRecords / ChunkRecords));
    // Room for a block and the unaligned rest of the one before (BlockWriter::wantsAlignedBlocks()).
    constexpr qint64 Alignment = BlockWriter::Alignment;
    const qint64 capacity = (outSize * blockRecords + 2 * Alignment - 1) / Alignment * Alignment;
    std::array<AlignedBuffer, 2> buffers { alignedBuffer(capacity), alignedBuffer(capacity) };
    int current = 0;
    qint64 carried = 0; // bytes at the start of the current buffer, left from the block before
    WorkerThread helper;
    WorkerThread writer;
    const auto waitWriter = [&]() {
        if (writer.wait())
            return true;
        printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, sink.errorString()));
        return false;
    };

    const auto abandon = [&]() {
        helper.wait();
        writer.wait();
        if (saveFile)
            saveFile->cancelWriting();
    };
    // A mapped input that shrinks faults (SIGBUS) where its pages are gone: the file is checked before
    // each block, and a fault in between is caught (InputFile::guarded()).
    const auto changed = [&](const InputFile &file) {
        printErr(QStringLiteral("kibitz-convert: %1\n").arg(InputFile::changedWhileOpenMessage(file.fileName())));
        abandon();
        return InvalidInput;
    };

    qint64 lostTables = 0;
    qint64 lostNumbers = 0;
    LossReport report(*target);
    qint64 outIndex = 0;
    qint64 done = 0;
    qint64 recordsBefore = 0; // of the earlier inputs: record r of this one is board recordsBefore + r + 1
    for (const Input &in : files) {
        const int inSize = in.format->recordSize();
        const qint64 first = std::clamp(mFirstBoard - 1 - recordsBefore, qint64(0), in.records);
        const qint64 end = mLastBoard < 0 ? in.records : std::clamp(mLastBoard - recordsBefore, qint64(0), in.records);
        const qint64 inputBase = recordsBefore;
        recordsBefore += in.records;
        uchar *out = nullptr;
        // Counted here and handed to the report at the end: this runs for ten million records.
        const auto account = [&](qint64 r, qint64 n, qint64 tables) {
            if (!keepsDoubleDummy)
                lostTables += tables;
            if (r != outIndex) // numbers, dealer and vulnerability come from the position on both sides
                lostNumbers += n;
            outIndex += n;
            out += n * outSize;
        };
        // Records [from, to) in order on this thread: lane runs, and the full codec for the others.
        const auto transcode = [&](qint64 from, qint64 to) {
            for (qint64 r = from; r < to;) {
                qint64 tables = 0;
                const qint64 n = in.format->transcodeDealRecords(in.data + r * inSize, to - r, *target, out, &tables);
                account(r, n, tables);
                r += n;
                if (r == to)
                    break;
                std::array<uchar, 256> bytes;
                if (size_t(inSize) > bytes.size()
                    || !InputFile::guardedCopy(bytes.data(), in.data + r * inSize, size_t(inSize)))
                    return false;
                RecordFormat::RecordIssues issues;
                const Board board = in.format->decodeAt(bytes.data(), r, &issues);
                if (!issues.error.isEmpty()) {
                    // A damaged board: named, and converted as far as it was read when forced.
                    FormatError error = FormatError::malformedAt(r, r * inSize + issues.errorByte, issues.error);
                    error.fileName = in.file->fileName();
                    printErr(tr("kibitz-convert: damaged: %1\n").arg(error.toString()));
                    noteDamaged(tr("%1 record %2").arg(in.file->fileName()).arg(r));
                    if (!mForce)
                        writing = false;
                }
                for (const QString &w : issues.warnings)
                    printErr(tr("kibitz-convert: %1: record %2: warning: %3\n").arg(in.file->fileName()).arg(r).arg(w));
                ++r;
                if (issues.skip)
                    continue;
                report.add(board, outIndex, inputBase + r - 1);
                if (!target->whyCannotStore(board).isEmpty())
                    continue;
                target->encodeRecord(board, out);
                out += outSize;
                ++outIndex;
            }
            return true;
        };
        for (qint64 r = first; r < end;) {
            const qint64 blockEnd = std::min(end, r + blockRecords);
            uchar *const buffer = buffers[current].get();
            uchar *const start = buffer + carried;
            // Both threads take chunks of the block in turn and run the lane on each into the
            // chunk's own place, stopping at the first record the lane cannot take.
            const int chunkCount = int((blockEnd - r + ChunkRecords - 1) / ChunkRecords);
            std::atomic<int> nextChunk = 0;
            if (in.file->changedOnDisk())
                return changed(*in.file);
            struct Lane
            {
                const Input &in;
                const RecordFormat *target;
                std::vector<Chunk> &chunks;
                std::atomic<int> &nextChunk;
                qint64 r, blockEnd, inSize, outSize;
                uchar *start;
                int chunkCount;
                static void run(void *context)
                {
                    auto *l = static_cast<Lane *>(context);
                    for (int c; (c = l->nextChunk.fetch_add(1, std::memory_order_relaxed)) < l->chunkCount;) {
                        const qint64 from = l->r + c * ChunkRecords;
                        Chunk &chunk = l->chunks[size_t(c)];
                        chunk.tables = 0;
                        chunk.done = l->in.format->transcodeDealRecords(l->in.data + from * l->inSize,
                            std::min(qint64(ChunkRecords), l->blockEnd - from), *l->target,
                            l->start + c * ChunkRecords * l->outSize, &chunk.tables);
                    }
                }
            } lane { in, target, chunks, nextChunk, r, blockEnd, inSize, outSize, start, chunkCount };
            const auto runLane = [&lane]() { return InputFile::guarded(&Lane::run, &lane); };
            const bool split = mThreads > 1 && chunkCount > 1;
            if (split)
                helper.start(runLane);
            bool intact = runLane();
            if (split)
                intact = helper.wait() && intact;
            if (!intact)
                return changed(*in.file);
            // Then, in order on this thread: close the gaps that skipped records leave, and
            // take the records where a chunk stopped (and the rest of it) through transcode().
            out = start;
            for (int c = 0; c < chunkCount; ++c) {
                const qint64 from = r + c * ChunkRecords;
                const qint64 to = std::min(from + ChunkRecords, blockEnd);
                const uchar *chunkOut = start + c * ChunkRecords * outSize;
                const Chunk &chunk = chunks[size_t(c)];
                if (out != chunkOut)
                    std::memmove(out, chunkOut, size_t(chunk.done * outSize));
                account(from, chunk.done, chunk.tables);
                if (from + chunk.done < to && !transcode(from + chunk.done, to)) {
                    if (in.file->changedOnDisk())
                        return changed(*in.file);
                    abandon();
                    return InvalidInput;
                }
            }
            const qint64 before = done;
            done += blockEnd - r;
            r = blockEnd;
            if ((done >> 20) != (before >> 20))
                progress(done & ~qint64(0xfffff), done & ~qint64(0xfffff), totalRecords);
            if (!mForce && (lostTables || lostNumbers || !report.isLossless()))
                writing = false;
            const qint64 bytes = out - buffer;
            if (writing && bytes > 0) {
                if (!waitWriter()) {
                    abandon();
                    return OutputFailed;
                }
                // The other buffer is free now: it takes the rest that direct I/O cannot write yet.
                const qint64 now = sink.wantsAlignedBlocks() ? bytes / Alignment * Alignment : bytes;
                carried = bytes - now;
                std::memcpy(buffers[current ^ 1].get(), buffer + now, size_t(carried));
                if (now > 0)
                    writer.start([&sink, buffer, now]() { return sink.write(buffer, now); });
                current ^= 1;
            }
        }
    }
    if (mProgress && done > 0xfffff)
        printErr(QStringLiteral("\r%1 boards, 100%\n").arg(done));
    report.addLost(BoardContent::DoubleDummy, int(std::min<qint64>(lostTables, INT_MAX)));
    report.addLost(BoardContents(BoardContent::Number) | BoardContent::DealerVulnerability,
        int(std::min<qint64>(lostNumbers, INT_MAX)));
    if (!mForce && mDamaged > 0) {
        abandon();
        return refuseDamaged();
    }
    if (!mForce && !report.isLossless()) {
        abandon();
        return refuse(*target, report);
    }
    if (!writing) {
        // Standard output, checked and lossless: now transcode for real.
        mForce = true;
        return convertRecords(inputs, output, target);
    }
    if (!waitWriter()) {
        abandon();
        return OutputFailed;
    }
    if (!sink.finish(buffers[current].get(), carried)) {
        printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, sink.errorString()));
        abandon();
        return OutputFailed;
    }
    if (!closeOutput(output, saveFile.get()))
        return OutputFailed;
    if (!report.isLossless() && !report.summary().isEmpty())
        printErr(tr("kibitz-convert: dropped as forced: %1\n").arg(report.summary()));
    return Success;
}

int Converter::info(const QStringList &inputs)
{
    int status = Success;
    for (const QString &input : inputs) {
        // One pass: a pipe (/dev/stdin) can be read only once, so the format comes from forEachBoard().
        mLastFormat = nullptr;
        QMap<BoardContent, qint64> counts;
        qint64 boards = 0;
        qint64 withProblems = 0;
        const qint64 damagedBefore = mDamaged;
        const bool ok = forEachBoard(
            { input },
            [&](const Board &board, qint64) {
                ++boards;
                const BoardContents c = board.contents();
                for (BoardContent k : ContentOrder) {
                    if (c & k)
                        ++counts[k];
                }
                if (!board.problems().isEmpty())
                    ++withProblems;
                return true;
            },
            false);
        if (!ok || !mLastFormat) {
            status = InvalidInput;
            continue;
        }
        const DealFormat *format = mLastFormat;
        printOut(tr("%1\n  format: %2 (%3)\n  boards: %4\n").arg(input, format->name(), format->id()).arg(boards));
        for (BoardContent k : ContentOrder) {
            if (counts.contains(k) && k != BoardContent::DealerVulnerability)
                printOut(QStringLiteral("  %1: %2\n").arg(contentsName(k)).arg(counts.value(k)));
        }
        if (withProblems > 0)
            printOut(tr("  boards with problems: %1 (see --validate)\n").arg(withProblems));
        if (mDamaged > damagedBefore)
            printOut(tr("  damaged boards: %1 (see --validate)\n").arg(mDamaged - damagedBefore));
    }
    return status;
}

int Converter::validate(const QStringList &inputs)
{
    qint64 problemBoards = 0;
    qint64 boards = 0;
    bool readable = true;
    for (const QString &input : inputs) {
        const bool ok = forEachBoard(
            { input },
            [&](const Board &board, qint64 position) {
                ++boards;
                const QStringList problems = board.problems();
                if (!problems.isEmpty()) {
                    ++problemBoards;
                    const QString label = board.number() ? tr("board %1").arg(*board.number())
                                                         : tr("board at position %1").arg(position);
                    for (const QString &p : problems)
                        printOut(QStringLiteral("%1: %2: %3\n").arg(input, label, p));
                }
                return true;
            },
            true);
        readable = readable && ok;
    }
    if (!readable)
        return InvalidInput;
    if (mDamaged > 0)
        printErr(tr("kibitz-convert: %n damaged board(s)\n", nullptr, int(std::min<qint64>(mDamaged, INT_MAX))));
    if (problemBoards > 0 || mDamaged > 0) {
        if (problemBoards > 0)
            printErr(tr("kibitz-convert: %n board(s) with problems\n", nullptr, int(problemBoards)));
        return InvalidInput;
    }
    printErr(tr("kibitz-convert: %n board(s), all valid\n", nullptr, int(boards)));
    return Success;
}

int Converter::checksum(const QStringList &inputs)
{
    int status = Success;
    for (const QString &input : inputs) {
        QFile file(input);
        if (!openInput(&file)) {
            status = InvalidInput;
            continue;
        }
        const auto sum = PavlicekChecksum::ofDevice(&file);
        if (!sum) {
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, file.errorString()));
            status = InvalidInput;
            continue;
        }
        printOut(QStringLiteral("%1  %2\n").arg(PavlicekChecksum::toHex(*sum), input));
    }
    return status;
}

int Converter::listFormats()
{
    printOut(tr("ID           READ WRITE EXTENSIONS      NAME / HOLDS\n"));
    for (const DealFormat *f : FormatRegistry::instance().formats()) {
        //: --list-formats: the second line of a format, listing what its files can hold
        printOut((QStringLiteral("%1 %2 %3 %4 %5\n      ") + tr("holds: %6") + QLatin1Char('\n'))
                     .arg(f->id(), -12)
                     //: --list-formats: the format can be read (column READ)
                     .arg(tr("yes"), -4)
                     .arg(f->canWrite() ? tr("yes") : tr("no", "--list-formats: the format cannot be written"), -5)
                     .arg(f->extensions().join(QLatin1Char(' ')), -15)
                     .arg(f->name(), capabilityList(f->capabilities())));
    }
    return Success;
}

} // namespace Kibitz
