#pragma once

#include "model/board.h"

#include <QList>
#include <QString>

class QWidget;

namespace Kibitz {

/**
 * Deals made by a dealer script (docs/select.md#dealer-keywords) for a new document: File > Open of
 * a .dlr file and File > New from Conditions…. DealerRun generates on every core; a progress
 * dialog lets the user stop a rare condition.
 */
class DealerGeneration
{
public:
    /** Deals a window generates at most (it holds them all in memory; kibitz-convert streams any number). */
    static constexpr qint64 MaxBoards = 1000000;
    /** The biggest script file read (a dealer script is a few lines; a bigger file is not one). */
    static constexpr qint64 MaxScriptBytes = qint64(16) << 20;

    struct Result
    {
        QList<Board> boards;
        /** Why nothing was produced ("3:7: expected ..." for a script error), or empty. */
        QString error;
        quint64 seed = 0;
        qint64 generated = 0;
        bool cancelled = false;

        /** "40 deals produced of 5,120 generated (seed 7)". */
        QString summary() const;
    };

    /** Whether @p fileName names a dealer script (.dlr). */
    static bool isScript(const QString &fileName);
    /** The file dialog's filter with dealer scripts added. */
    static QString openFilter(const QString &formatsFilter);
    /** A seed drawn from the system's random source. */
    static quint64 randomSeed();

    /**
     * Runs @p script: @p produce deals (0: the script's, else dealer's default), from @p seed.
     * With a @p parent, a progress dialog over it can stop the run (the deals so far are kept).
     */
    static Result run(const QString &script, quint64 seed, qint64 produce = 0, QWidget *parent = nullptr,
        const QString &scriptName = {});
    /** Reads and runs the script file @p fileName from a random seed. */
    static Result runFile(const QString &fileName, QWidget *parent = nullptr);
};

} // namespace Kibitz
