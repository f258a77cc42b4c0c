#pragma once

#include "stats/setstatistics.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Kibitz {

/**
 * The figures of kibitz-convert --stats and --stats-json (docs/stats.md): a SetStatistics as readable
 * tables or as one JSON object. Converter::statistics() (statscommand.cpp) reads the boards.
 */
class StatsCommand
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::StatsCommand)

public:
    /** The tables of --stats. */
    static QString text(const SetStatistics &stats);
    /** The object of --stats-json (docs/stats.md#json). */
    static QJsonObject json(const SetStatistics &stats);
};

} // namespace Kibitz
