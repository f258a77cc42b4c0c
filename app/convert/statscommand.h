#pragma once

#include "exitstatus.h"
#include "stats/setstatistics.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Kibitz {

class Converter;

/**
 * kibitz-convert --stats and --stats-json (docs/stats.md): the figures of the boards of every input
 * together (a SetStatistics), as readable tables or as one JSON object.
 */
class StatsCommand
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::StatsCommand)

public:
    explicit StatsCommand(Converter &converter)
        : mConverter(converter)
    { }

    /** Reads the boards of @p inputs (solving the tables they lack under --solve) and prints the figures. */
    ExitStatus run(const QStringList &inputs);

    /** The tables of --stats. */
    static QString text(const SetStatistics &stats);
    /** The object of --stats-json (docs/stats.md#json). */
    static QJsonObject json(const SetStatistics &stats);

private:
    /** Adds the boards of @p inputs to @p stats, with the tables and lead costs DDS finds under --solve. */
    bool readSolving(const QStringList &inputs, SetStatistics &stats);
    void print(const SetStatistics &stats);

    Converter &mConverter;
};

} // namespace Kibitz
