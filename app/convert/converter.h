#pragma once

#include "select/doubledummycache.h"
#include "select/expression.h"

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QStringList>

#include <functional>
#include <memory>

class QSaveFile;

namespace Kibitz {

class Board;
class DealFormat;
class LossReport;
class RecordFormat;

/**
 * kibitz-convert: convert, inspect, validate and checksum deal files.
 * Streams boards from the inputs to the output, so memory stays bounded
 * whatever the input size; the output is written atomically (QSaveFile).
 */
class Converter
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::Converter)

public:
    /** The documented exit statuses; scripts depend on them. */
    enum ExitStatus {
        Success = 0,
        InvalidInput = 1, ///< unreadable or invalid input (also a file that changed while it was read)
        UsageError = 2,
        WouldDropData = 3, ///< the conversion would lose data and --force was not given
        OutputFailed = 4, ///< the output (a file or standard output) could not be written
    };

    Converter(QIODevice *out, QIODevice *err);

    /** Runs with the arguments after the program name; returns an ExitStatus. */
    int run(const QStringList &arguments);
    /** Shows a progress line on stderr during long conversions. */
    void setProgressEnabled(bool enabled) { mProgress = enabled; }
    /** Threads the record lane transcodes on: 2 (the default) or 1; tests compare the two. */
    void setThreads(int threads) { mThreads = threads; }
    static bool stderrIsTerminal();

private:
    using BoardVisitor = std::function<bool(const Board &board, qint64 position)>;

    int convert(const QStringList &inputs, const QString &output);
    /**
     * The fast lane between deal-only record formats (.deals, ZBD, ZRD): maps each
     * input and transcodes records without building boards. Returns -1 when an
     * input does not qualify (the caller then takes the general path).
     */
    int convertRecords(const QStringList &inputs, const QString &output, const RecordFormat *target);
    int refuse(const DealFormat &format, const LossReport &report);
    /**
     * --solve: fills a missing double-dummy table (and par) of @p board with DDS;
     * --verify: recomputes a stored table and reports each cell that disagrees.
     */
    void analyse(Board *board, qint64 position, const QString &fileName);
    int info(const QStringList &inputs);
    int validate(const QStringList &inputs);
    int checksum(const QStringList &inputs);
    int listFormats();
    int usage(const QString &message);
    int runMode(const QStringList &arguments);

    /**
     * Reads the boards of every input in order and calls @p visit for each one in
     * the --boards range (position is 1-based over all inputs). Returns false after
     * printing a located message when an input cannot be read, or when @p visit
     * returns false.
     */
    bool forEachBoard(const QStringList &inputs, const BoardVisitor &visit, bool printWarnings);
    /** Whether @p board passes --select (every board does without it). */
    bool selected(const Board &board);
    /** Opens @p file for reading, or prints why it cannot be. */
    bool openInput(QFile *file);
    /**
     * The device to write @p output to: standard output for "-", else a QSaveFile put in @p saveFile
     * (committed by the caller). Null after printing why the file cannot be opened.
     */
    QIODevice *openOutput(const QString &output, std::unique_ptr<QSaveFile> *saveFile);
    /** Commits or flushes what openOutput() gave; false after printing why the output failed. */
    bool closeOutput(const QString &output, QSaveFile *saveFile);
    /** Whether @p input and @p output are the same file (device and inode), whatever their paths. */
    static bool sameFile(const QString &input, const QString &output);
    const DealFormat *inputFormat(QIODevice *device, const QString &fileName);
    void progress(qint64 boards, qint64 done, qint64 total);
    void printOut(const QString &text);
    void printErr(const QString &text);

    QIODevice *mOut;
    QIODevice *mErr;
    bool mProgress = false;
    int mThreads = 2;
    bool mForce = false;
    bool mSolve = false;
    bool mVerify = false;
    qint64 mDisagreements = 0;
    QString mFrom;
    QString mTo;
    qint64 mFirstBoard = 1;
    qint64 mLastBoard = -1;
    qint64 mLastProgressMs = 0;
    int mWarningsPrinted = 0;
    int mWarningsSuppressed = 0;
    bool mOutFailed = false; // a write to mOut was refused
    std::unique_ptr<QFile> mDirectOutput; // an output FIFO or device, written straight
    const DealFormat *mLastFormat = nullptr; // of the input forEachBoard() read last
    Expression mSelection;
    DoubleDummyCache mTables;

    // Damaged boards (BoardWarning::damaged): every one is reported; a conversion needs --force.
    void noteDamaged(const QString &where);
    int refuseDamaged();
    qint64 mDamaged = 0;
    QStringList mDamagedWhere; // the first few, for the summary
};

} // namespace Kibitz
