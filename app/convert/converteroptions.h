#pragma once

#include "select/expression.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz {

/** What kibitz-convert's command line asks for (CommandLine::parse() fills it in). */
struct ConverterOptions
{
    /** What the run does: one mode per run, converting when no mode option is given. */
    enum class Mode { Convert, Info, Validate, Checksum, ListFormats, DealerScript, Stats };

    Mode mode = Mode::Convert;
    bool statsJson = false; ///< --stats-json rather than --stats
    bool force = false;
    bool solve = false;
    bool verify = false;
    QString from; ///< --from: the inputs' format id, or empty to detect it
    QString to; ///< --to: the output's format id, or empty to take it from the extension
    /** --boards A-B, 1-based over all inputs; narrowed by --shard to the shard's part. */
    qint64 firstBoard = 1;
    qint64 lastBoard = -1; ///< -1: to the end
    int shard = 0; ///< --shard K/N: K (1-based), 0 without
    int shardCount = 0; ///< N
    qint64 checkpointMs = 10 * 60 * 1000; ///< --checkpoint, in milliseconds
    std::optional<int> ddsThreads; ///< --dds-threads (0: one a core)
    Expression selection; ///< --select; invalid without
    QString script; ///< --dealer-script
    qint64 generate = 0; ///< --generate (0: the script's or dealer's default)
    qint64 produce = 0; ///< --produce
    quint64 seed = 0; ///< --seed, when seedGiven
    bool seedGiven = false;
    /** The inputs and output, in order (converting: the last one is the output). */
    QStringList files;
};

} // namespace Kibitz
