#pragma once

#include "stats/statisticsrunner.h"
#include "stats/statisticstable.h"

#include <QCoreApplication>

namespace Kibitz {

/**
 * The charts of the Statistics dock as tables of numbers, made from what StatisticsRunner counted: each
 * function is one chart (docs/stats.md#statistics-dock). Counts are of hands (four per complete deal) or of
 * boards, as each title says.
 */
class StatisticsFigures
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::StatisticsFigures)

public:
    /** The charts, in the order of the dock's tabs. */
    enum class Chart { Hcp, Patterns, Makeable, Par, DeclarerPlay, Declarers, PlayedBoards, OpeningLead };
    static constexpr int ChartCount = 8;
    /** Patterns in the hand-pattern chart (the most frequent first). */
    static constexpr int MostFrequentPatterns = 12;
    /** Declarers in the per-player chart (those who declared most). */
    static constexpr int MostActiveDeclarers = 8;
    /** Played boards drawn as bars; more are drawn as a line. */
    static constexpr int MaxBoardBars = 40;

    /** The tab's name of @p chart ("HCP", "Shapes"). */
    static QString name(Chart chart);
    static StatisticsTable table(Chart chart, const StatisticsResult &result);

    /** Hands by high-card points, one line per seat, from 0 to the most points held. */
    static StatisticsTable hcp(const SetStatistics &statistics);
    /** The most frequent hand patterns ("4432"), hands of any seat. */
    static StatisticsTable patterns(const SetStatistics &statistics);
    /** Boards on which some declarer makes each level of each strain, double dummy. */
    static StatisticsTable makeable(const SetStatistics &statistics);
    /** Boards by par score for North-South. */
    static StatisticsTable par(const SetStatistics &statistics);
    /** Played boards by declarer's tricks against double dummy. */
    static StatisticsTable declarerPlay(const SetStatistics &statistics);
    /** Declarers' mean tricks against double dummy per board declared (and boards, tricks gained and lost). */
    static StatisticsTable declarers(const SetStatistics &statistics);
    /** Each played board's tricks against double dummy. */
    static StatisticsTable playedBoards(const StatisticsResult &result);
    /** Opening leads by the tricks they cost, double dummy. */
    static StatisticsTable openingLead(const StatisticsResult &result);
};

} // namespace Kibitz
