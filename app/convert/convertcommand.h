#pragma once

#include "exitstatus.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Kibitz {

class BoardOutput;
class Converter;
class DealFormat;
class EarlierTables;
struct ConverterOptions;

/**
 * kibitz-convert INPUT... OUTPUT: converts every board of the inputs into OUTPUT's format. Between
 * deal-only record formats the record lane transcodes without building boards (RecordLane); the
 * general path reads every board, solves under --solve (SolveSession) and writes the output once,
 * or in rounds that each save what is solved so far (--checkpoint). Nothing is written when the
 * conversion would drop data or meets a damaged board, unless --force.
 */
class ConvertCommand
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::Converter)

public:
    explicit ConvertCommand(Converter &converter);

    ExitStatus run(const QStringList &inputs, const QString &output);

private:
    /** OUTPUT's format: --to, else the first writable one its extension names; null after a usage error. */
    const DealFormat *outputFormat(const QStringList &inputs, const QString &output, ExitStatus *status);
    /**
     * Standard output cannot be taken back: the losses of the whole conversion, checked before
     * anything is written (Success when there are none).
     */
    ExitStatus checkLosses(const QStringList &inputs, const DealFormat &format);
    /**
     * The general path: reads every board, solves under --solve (SolveSession), and writes
     * the output once. With @p deadlineMs, boards reached after it are written unsolved and
     * counted in @p leftUnsolved. Under --solve, tables found in an existing output (made
     * from the same boards) are kept; @p firstRound: that output is from an earlier run.
     */
    ExitStatus writeBoards(const QStringList &inputs, const QString &output, const DealFormat &format,
        qint64 deadlineMs, qint64 *leftUnsolved, bool firstRound);
    /** Reads every board into @p out, through a SolveSession under --solve; false when a board stopped it. */
    bool readBoards(const QStringList &inputs, const QString &output, const DealFormat &format, qint64 deadlineMs,
        EarlierTables &earlier, BoardOutput &out, qint64 *leftUnsolved);
    /** Why what writeBoards() wrote is not to be kept (a disagreement, a loss, damage), or Success. */
    ExitStatus whyNotKept(bool finished, BoardOutput &out, const DealFormat &format);
    /** How many deals --solve will give DDS (for the time left). */
    qint64 dealsToSolve(const QStringList &inputs, const QString &output, const DealFormat &format);
    /** --shard: narrows the board range to the shard's part of the inputs. */
    bool selectShard(const QStringList &inputs);
    /** The boards of @p inputs, counted (-1 after an input could not be read). */
    qint64 countBoards(const QStringList &inputs);

    Converter &mConverter;
    ConverterOptions &mOptions;
    /** Boards before the first one written: a shard's output continues the ones before it. */
    qint64 mOutputBase = 0;
    qint64 mDisagreements = 0;
};

} // namespace Kibitz
