#pragma once

#include "converteroptions.h"
#include "exitstatus.h"
#include "select/doubledummycache.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QIODevice>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QSaveFile;
class QTemporaryFile;

namespace Kibitz {

class Board;
class DealFormat;
struct BoardWarning;
class LossReport;

/**
 * kibitz-convert: convert, inspect, validate and checksum deal files. run() reads the command line
 * (CommandLine) and hands the run to the class of its mode (ConvertCommand, InfoCommand, ...); the
 * Converter is what every mode works through: the options, standard output and error, the inputs read
 * board by board, and the output opened and committed. Boards stream from the inputs to the output, so
 * memory stays bounded whatever the input size; the output is written atomically (QSaveFile).
 */
class Converter
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::Converter)

public:
    Converter(QIODevice *out, QIODevice *err);
    ~Converter();

    /** Runs with the arguments after the program name. */
    ExitStatus run(const QStringList &arguments);
    /** Shows a progress line on stderr during long conversions. */
    void setProgressEnabled(bool enabled) { mProgress = enabled; }
    /** Threads the record lane transcodes on: 2 (the default) or 1; tests compare the two. */
    void setThreads(int threads) { mThreads = threads; }
    /** Deals per DDS call under --solve (default 1, see SolveSession::Options). */
    void setDealsPerCall(int deals) { mDealsPerCall = deals; }
    /** Deals handed to DDS by the last run() (tests check that only --solve solves, once). */
    qint64 dealsGiven() const { return mDealsGiven; }
    static bool stderrIsTerminal();
    /**
     * Parts of the files --info or --validate read in parts (PartedScan) that were added up as they were
     * read, without reading them again (tests check that the fast path runs).
     */
    int partsAddedUp() const { return mPartsAddedUp; }
    /**
     * How --info and --validate cut a big PBN file (PartedScan): at most @p maxParts parts (default: one a
     * core, 16 at most) of at least @p minPartBytes (default 2 MiB). Tests cut small files into many parts.
     */
    void setPartedReading(int maxParts, qint64 minPartBytes)
    {
        mMaxParts = maxParts;
        mMinPartBytes = minPartBytes;
    }

    /**
     * What --info and --validate make of a file's boards; a file read in parts at once (PartedScan) gives
     * each part its own, added up in file order.
     */
    class BoardTally
    {
    public:
        virtual ~BoardTally() = default;
        /** A board at @p position: 1-based in the file, or in the part for a tally from part(). */
        virtual void visit(const Board &board, qint64 position) = 0;
        /** An empty tally of the same kind for a part after the first: it holds its output for add(). */
        virtual std::unique_ptr<BoardTally> part() const = 0;
        /** Takes in @p part's boards (from part()), which come after @p before boards of the file. */
        virtual void add(BoardTally &part, qint64 before) = 0;
        /** Bytes of output held for add(). */
        virtual qint64 heldBytes() const { return 0; }
        /** Boards visited, with those of the parts added. */
        virtual qint64 boardCount() const = 0;
    };

    // What the modes work through.

    /** The options of the run; --shard narrows the board range of a conversion. */
    const ConverterOptions &options() const { return mOptions; }
    ConverterOptions &options() { return mOptions; }
    /** Whether the progress line is shown; a mode that shows its own turns it off meanwhile. */
    bool progressEnabled() const { return mProgress; }
    int threads() const { return mThreads; }
    int dealsPerCall() const { return mDealsPerCall; }
    void addDealsGiven(qint64 deals) { mDealsGiven += deals; }
    /** setPartedReading()'s figures: 0 for the defaults. */
    int maxParts() const { return mMaxParts; }
    qint64 minPartBytes() const { return mMinPartBytes; }
    void addPartsAddedUp(int parts) { mPartsAddedUp += parts; }

    /** Prints @p message and the usage text on stderr; returns UsageError. */
    ExitStatus usage(const QString &message);
    void printOut(const QString &text);
    /** Prints a message on stderr, its control characters (but newline and tab) escaped. */
    void printErr(const QString &text);
    /** Prints a progress line ("\r12 boards, 5%") on stderr as it is. */
    void printProgress(const QString &line);
    /** Standard error, for what writes its own lines (SolveSession). */
    QIODevice *errorDevice() const { return mErr; }
    /** Flushes stderr: a line meant to be seen now (a long run's progress in a log). */
    void flushErr();
    /** The progress line for @p boards read, @p done of @p total bytes (at most four a second). */
    void progress(qint64 boards, qint64 done, qint64 total);

    /** Gets each board read (which it may take: the reader's next board starts afresh). */
    using BoardVisitor = std::function<bool(Board &board, qint64 position)>;
    /**
     * Reads the boards of every input in order and calls @p visit for each one in
     * the --boards range (position is 1-based over all inputs). Returns false after
     * printing a located message when an input cannot be read, or when @p visit
     * returns false.
     */
    bool forEachBoard(const QStringList &inputs, const BoardVisitor &visit, bool printWarnings);
    /**
     * forEachBoard() reading into the empty boards @p nextBoard gives: a board visited is the
     * visitor's, and the next one is read into nextBoard()'s (a board not visited is read into again).
     */
    bool forEachBoard(const QStringList &inputs, const BoardVisitor &visit, bool printWarnings,
        const std::function<Board *()> &nextBoard);
    /**
     * forEachBoard(), with @p visit run on a second thread, in order, on batches of boards taken
     * from the reader (what --info and --validate ask of each board costs about as much as
     * reading it). Returns when every board read has been visited.
     */
    bool forEachBoardAside(
        const QStringList &inputs, const std::function<void(const Board &, qint64)> &visit, bool printWarnings);
    /**
     * --info and --validate of @p input: every board through @p tally, in parts at once when the file
     * allows (PartedScan), else as forEachBoardAside(). False as forEachBoard().
     */
    bool scanBoards(const QString &input, BoardTally &tally, bool printWarnings);
    /** Counts a damaged board and prints a reader's warning (under --validate, @p printWarnings). */
    void reportWarning(const QString &input, const BoardWarning &warning, bool printWarnings);
    /** Says how many warnings past the first 50 were not printed, and starts counting afresh. */
    void printSuppressedWarnings();
    /** The format of the input forEachBoard() or scanBoards() read last (null before). */
    const DealFormat *lastFormat() const { return mLastFormat; }
    void setLastFormat(const DealFormat *format) { mLastFormat = format; }
    /** Whether @p board passes --select (every board does without it). */
    bool selected(const Board &board);
    /** Opens @p file for reading, or prints why it cannot be. */
    bool openInput(QFile *file);
    /**
     * A conversion may read its inputs more than once (the loss check before writing to standard
     * output, the record lane's detection, --shard, --solve's rounds): every input that is not a
     * regular file (a pipe, /dev/stdin) is copied once to a temporary file, read in its place.
     * False after printing why a copy failed.
     */
    bool spoolStreams(const QStringList &inputs);
    /** The file to open for @p input: its spooled copy, or itself. Messages name @p input. */
    QString inputPath(const QString &input) const { return mSpoolPaths.value(input, input); }
    /** The format of @p device (--from, else detected), or null after printing why there is none. */
    const DealFormat *inputFormat(QIODevice *device, const QString &fileName);

    /**
     * The device to write @p output to: standard output for "-", else a QSaveFile put in @p saveFile
     * (committed by the caller). Null after printing why the file cannot be opened.
     */
    QIODevice *openOutput(const QString &output, std::unique_ptr<QSaveFile> *saveFile);
    /**
     * Commits or flushes what openOutput() gave; false after printing why the output failed. A file
     * that another program replaced or changed since openOutput() is left as that program made it.
     */
    bool closeOutput(const QString &output, QSaveFile *saveFile);
    /** Gives up what openOutput() gave: a file to be replaced stays as it was. */
    void abandonOutput(QSaveFile *saveFile);
    /**
     * Which standard stream @p output is: 1 for "-", /dev/stdout, /dev/fd/1, /proc/self/fd/1 or any
     * other name of the file standard output is (device and inode), 2 likewise for standard error, else 0.
     */
    static int standardStream(const QString &output);
    /** Whether @p input and @p output are the same file (device and inode), whatever their paths. */
    static bool sameFile(const QString &input, const QString &output);

    /** Prints what a conversion into @p format would drop; returns WouldDropData. */
    ExitStatus refuse(const DealFormat &format, const LossReport &report);
    // Damaged boards (BoardWarning::damaged): every one is reported; a conversion needs --force.
    void noteDamaged(const QString &where);
    /** Prints that nothing was written for the damaged boards; returns InvalidInput. */
    ExitStatus refuseDamaged();
    qint64 damagedCount() const { return mDamaged; }
    /** Forgets the damaged boards counted (a conversion that reads its inputs again counts them afresh). */
    void forgetDamaged();

private:
    ExitStatus runMode(const QStringList &arguments);
    /** What tells whether a file was replaced or changed: all default when it does not exist. */
    struct FileIdentity
    {
        bool exists = false;
        quint64 device = 0;
        quint64 inode = 0;
        qint64 size = 0;
        qint64 modifiedNs = 0;
        bool operator==(const FileIdentity &) const = default;
    };
    static FileIdentity fileIdentity(const QString &path);
    /** @p reason, or that the file system holding @p output is read-only when it is. */
    static QString whyNotWritable(const QString &output, const QString &reason);

    QIODevice *mOut;
    QIODevice *mErr;
    ConverterOptions mOptions;
    bool mProgress = false;
    int mThreads = 2;
    int mDealsPerCall = 0;
    qint64 mDealsGiven = 0;
    int mPartsAddedUp = 0;
    int mMaxParts = 0; ///< 0: one a core (PartedScan)
    qint64 mMinPartBytes = 0; ///< 0: PartedScan's default
    qint64 mLastProgressMs = 0;
    int mWarningsPrinted = 0;
    int mWarningsSuppressed = 0;
    bool mOutFailed = false; // a write to mOut was refused
    bool mOutIsTerminal = false;
    std::unique_ptr<QFile> mDirectOutput; // an output FIFO or device, written straight
    FileIdentity mOutputIdentity; // of the file openOutput() is to replace, when it opened it
    const DealFormat *mLastFormat = nullptr; // of the input forEachBoard() read last
    std::vector<std::unique_ptr<QTemporaryFile>> mSpools; // spoolStreams()'s copies
    QHash<QString, QString> mSpoolPaths; // input name -> its copy
    DoubleDummyCache mTables;
    qint64 mDamaged = 0;
    QStringList mDamagedWhere; // the first few, for the summary
};

} // namespace Kibitz
