#include "statisticsfigures.h"

#include "views/palette.h"

#include <QLocale>

#include <algorithm>

namespace Kibitz {

namespace {

QString count(qint64 n)
{
    return QLocale().toString(n);
}

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

QString labelled(const QString &title, const QString &label, qint64 n)
{
    // "Par scores · boards: 1,234": a count after a label needs no plural forms.
    return title + QStringLiteral(" \u00b7 ") + label + QStringLiteral(": ") + count(n);
}

// Partners in one hue (North-South blue, East-West red); strains in the four-colour deck's colours.
QColor seatColor(Seat seat)
{
    static const std::array<QColor, 4> colors { Palette::color(Palette::ChartBlue), Palette::color(Palette::Error),
        Palette::color(Palette::ChartLightBlue), Palette::color(Palette::ChartLightRed) };
    return colors[size_t(seat)];
}

QColor strainColor(Strain strain)
{
    static const std::array<QColor, 5> colors { Palette::color(Palette::Good), Palette::color(Palette::ChartOrange),
        Palette::color(Palette::Error), Palette::color(Palette::ChartBlue), Palette::color(Palette::ChartGrey) };
    return colors[size_t(strain)];
}

constexpr std::array<Strain, 5> StrainsByRank { Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades,
    Strain::NoTrump };

} // namespace

QString StatisticsFigures::name(Chart chart)
{
    switch (chart) {
    case Chart::Hcp:
        return tr("HCP");
    case Chart::Patterns:
        return tr("Shapes");
    case Chart::Makeable:
        return tr("Makeable");
    case Chart::Par:
        return tr("Par");
    case Chart::DeclarerPlay:
        return tr("Declarer play");
    case Chart::Declarers:
        return tr("Declarers");
    case Chart::PlayedBoards:
        return tr("Played boards");
    case Chart::OpeningLead:
        return tr("Opening lead");
    }
    return {};
}

StatisticsTable StatisticsFigures::table(Chart chart, const StatisticsResult &result)
{
    const SetStatistics &s = result.statistics;
    switch (chart) {
    case Chart::Hcp:
        return hcp(s);
    case Chart::Patterns:
        return patterns(s);
    case Chart::Makeable:
        return makeable(s);
    case Chart::Par:
        return par(s);
    case Chart::DeclarerPlay:
        return declarerPlay(s);
    case Chart::Declarers:
        return declarers(s);
    case Chart::PlayedBoards:
        return playedBoards(result);
    case Chart::OpeningLead:
        return openingLead(result);
    }
    return {};
}

StatisticsTable StatisticsFigures::hcp(const SetStatistics &statistics)
{
    StatisticsTable t;
    t.kind = StatisticsTable::Kind::Lines;
    t.title = labelled(tr("High-card points by seat"), tr("hands"), statistics.handCount());
    t.axisX = tr("HCP");
    t.axisY = tr("Hands");
    t.emptyText = tr("No board has a complete deal.");
    if (statistics.completeDealCount() == 0)
        return t;
    int top = 0;
    for (int points = 0; points <= SetStatistics::MaxHcp; ++points) {
        if (statistics.hcpCount(points) > 0)
            top = points;
    }
    for (int points = 0; points <= top; ++points)
        t.categories << QString::number(points);
    for (Seat seat : AllSeats) {
        StatisticsTable::Series series { seatName(seat), {}, seatColor(seat) };
        for (int points = 0; points <= top; ++points)
            series.values << double(statistics.hcpCount(seat, points));
        t.series << series;
    }
    return t;
}

StatisticsTable StatisticsFigures::patterns(const SetStatistics &statistics)
{
    StatisticsTable t;
    t.title = labelled(tr("Most frequent hand patterns"), tr("hands"), statistics.handCount());
    t.axisX = tr("Pattern");
    t.axisY = tr("Hands");
    t.emptyText = tr("No board has a complete deal.");
    t.drawnSeries = 1;
    QList<int> order;
    for (int i = 0; i < SetStatistics::PatternCount; ++i) {
        if (statistics.patternCount(i) > 0)
            order << i;
    }
    // Most frequent first; equal counts in the patterns' own order (longest suit first).
    std::stable_sort(order.begin(), order.end(),
        [&](int a, int b) { return statistics.patternCount(a) > statistics.patternCount(b); });
    order = order.mid(0, MostFrequentPatterns);
    StatisticsTable::Series hands { tr("Hands"), {} };
    StatisticsTable::Series percent { tr("Percent of hands"), {} };
    for (int i : order) {
        t.categories << SetStatistics::patternText(i);
        hands.values << double(statistics.patternCount(i));
        percent.values << 100.0 * double(statistics.patternCount(i)) / double(statistics.handCount());
    }
    if (!order.isEmpty())
        t.series << hands << percent;
    return t;
}

StatisticsTable StatisticsFigures::makeable(const SetStatistics &statistics)
{
    StatisticsTable t;
    t.title = labelled(tr("Contracts some declarer makes, double dummy"), tr("boards"), statistics.doubleDummyCount());
    t.axisX = tr("Level");
    t.axisY = tr("Boards");
    t.emptyText = tr("No board has a complete double-dummy table (Analyse > Solve All Boards solves them).");
    if (statistics.doubleDummyCount() == 0)
        return t;
    for (int level = 1; level <= 7; ++level)
        t.categories << QString::number(level);
    for (Strain strain : StrainsByRank) {
        StatisticsTable::Series series { strainText(strain), {}, strainColor(strain) };
        for (int level = 1; level <= 7; ++level)
            series.values << double(statistics.makeableCount(strain, level));
        t.series << series;
    }
    return t;
}

StatisticsTable StatisticsFigures::par(const SetStatistics &statistics)
{
    StatisticsTable t;
    t.title = labelled(tr("Par scores"), tr("boards"), statistics.parCount());
    if (statistics.parCount() > 0)
        t.title += QStringLiteral(", ") + tr("mean %1").arg(QLocale().toString(statistics.meanParScore(), 'f', 0));
    t.axisX = tr("Par score for North-South");
    t.axisY = tr("Boards");
    t.emptyText = tr("No board states a par or has a complete double-dummy table.");
    StatisticsTable::Series boards { tr("Boards"), {} };
    for (const auto &[score, n] : statistics.parScores()) {
        t.categories << QString::number(score);
        boards.values << double(n);
    }
    if (!t.categories.isEmpty())
        t.series << boards;
    return t;
}

StatisticsTable StatisticsFigures::declarerPlay(const SetStatistics &statistics)
{
    StatisticsTable t;
    t.title = labelled(tr("Declarer's tricks against double dummy"), tr("played boards"), statistics.playedCount());
    if (statistics.playedCount() > 0) {
        t.title += QStringLiteral(", ")
            + tr("mean %1").arg(QLocale().toString(statistics.meanTricksAgainstDoubleDummy(), 'f', 2));
    }
    t.axisX = tr("Tricks taken minus double-dummy tricks");
    t.axisY = tr("Boards");
    t.emptyText = tr("No board has a contract, a result and a double-dummy table.");
    if (statistics.playedCount() == 0)
        return t;
    int low = 0, high = 0;
    for (int d = -13; d <= 13; ++d) {
        if (statistics.tricksAgainstDoubleDummyCount(d) > 0) {
            low = std::min(low, d);
            high = std::max(high, d);
        }
    }
    StatisticsTable::Series boards { tr("Boards"), {} };
    for (int d = low; d <= high; ++d) {
        t.categories << signedNumber(d);
        boards.values << double(statistics.tricksAgainstDoubleDummyCount(d));
    }
    t.series << boards;
    return t;
}

StatisticsTable StatisticsFigures::declarers(const SetStatistics &statistics)
{
    StatisticsTable t;
    const QList<SetStatistics::PlayerRecord> players = statistics.declarers();
    t.title = labelled(tr("Tricks against double dummy by declarer"), tr("declarers"), players.size());
    if (players.size() > MostActiveDeclarers)
        t.title += QStringLiteral(", ") + tr("the %1 who declared most").arg(MostActiveDeclarers);
    t.kind = StatisticsTable::Kind::HorizontalBars;
    t.axisX = tr("Declarer");
    t.axisY = tr("Tricks against double dummy per board declared");
    t.emptyText = tr("No played board names its declarer.");
    // The mean is drawn; what it is made of is in the CSV.
    t.drawnSeries = 1;
    StatisticsTable::Series mean { tr("Mean per board"), {} };
    StatisticsTable::Series boards { tr("Boards"), {} };
    StatisticsTable::Series gained { tr("Tricks gained"), {} };
    StatisticsTable::Series lost { tr("Tricks lost"), {} };
    for (const SetStatistics::PlayerRecord &player : players.mid(0, MostActiveDeclarers)) {
        t.categories << player.name;
        gained.values << double(player.tricksGained);
        lost.values << double(player.tricksLost);
        boards.values << double(player.boards);
        mean.values << player.meanDifference();
    }
    if (!t.categories.isEmpty())
        t.series << mean << boards << gained << lost;
    return t;
}

StatisticsTable StatisticsFigures::playedBoards(const StatisticsResult &result)
{
    StatisticsTable t;
    t.title = tr("Declarer's tricks against double dummy, board by board");
    if (result.playedSeen > result.played.size())
        t.title += QStringLiteral(" ")
            + tr("(the first %1 of %2)").arg(count(result.played.size()), count(result.playedSeen));
    t.axisX = tr("Board");
    t.axisY = tr("Tricks");
    // Past a few dozen boards the bars' labels cannot be read: a line over the boards in file order.
    if (result.played.size() > MaxBoardBars) {
        t.kind = StatisticsTable::Kind::Lines;
        t.axisX = tr("Played board, in file order");
    }
    t.emptyText = tr("No board has a contract, a result and a double-dummy table.");
    StatisticsTable::Series difference { tr("Tricks against double dummy"), {} };
    QHash<QString, int> seen;
    for (const StatisticsResult::PlayedBoard &board : result.played) {
        // A board played at several tables comes once per table: each needs its own category.
        QString name = QString::number(board.number > 0 ? board.number : board.index + 1);
        if (const int n = ++seen[name]; n > 1)
            name += QStringLiteral(" #%1").arg(n);
        t.categories << name;
        difference.values << double(board.difference);
    }
    if (!t.categories.isEmpty())
        t.series << difference;
    return t;
}

StatisticsTable StatisticsFigures::openingLead(const StatisticsResult &result)
{
    const SetStatistics &statistics = result.statistics;
    StatisticsTable t;
    t.title = labelled(tr("Cost of the opening lead, double dummy"), tr("leads"), statistics.leadCount());
    if (statistics.leadCount() > 0)
        t.title += QStringLiteral(", ") + tr("mean %1").arg(QLocale().toString(statistics.meanLeadCost(), 'f', 2));
    t.axisX = tr("Tricks the lead cost");
    t.axisY = tr("Leads");
    t.emptyText = result.leadError.isEmpty() ? tr("No board has a played opening lead.") : result.leadError;
    int top = -1;
    for (int tricks = 0; tricks <= 13; ++tricks) {
        if (statistics.leadCostCount(tricks) > 0)
            top = tricks;
    }
    if (top < 0)
        return t;
    StatisticsTable::Series leads { tr("Leads"), {} };
    for (int tricks = 0; tricks <= std::max(top, 1); ++tricks) {
        t.categories << QString::number(tricks);
        leads.values << double(statistics.leadCostCount(tricks));
    }
    t.series << leads;
    return t;
}

} // namespace Kibitz
