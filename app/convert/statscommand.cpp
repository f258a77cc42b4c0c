// kibitz-convert --stats and --stats-json (docs/stats.md): StatsCommand formats the figures, and
// StatsCommand::run() reads the boards through the Converter, as the other modes do.
#include "statscommand.h"

#include "analysis/doubledummysolver.h"
#include "converter.h"
#include "model/board.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <memory>
#include <vector>

namespace Kibitz {

namespace {

constexpr std::array<Suit, 4> Suits = SuitsHighToLow;
constexpr std::array<Strain, 5> Strains = StrainsNoTrumpFirst;

QString seatKey(Seat seat)
{
    return QString(QLatin1Char(seatLetter(seat)));
}

QString suitKey(Suit suit)
{
    return QString(QLatin1Char(suitLetter(suit)));
}

QString strainKey(Strain strain)
{
    return strainText(strain);
}

QString percent(qint64 count, qint64 total)
{
    return total > 0 ? QString::number(100.0 * double(count) / double(total), 'f', 2) : QStringLiteral("-");
}

/** "NS 620", "EW 110", "0": the style of PBN's OptimumScore. */
QString parScoreText(int score)
{
    if (score == 0)
        return QStringLiteral("0");
    return score > 0 ? QStringLiteral("NS %1").arg(score) : QStringLiteral("EW %1").arg(-score);
}

/** Pattern indexes with at least one hand, most frequent first (then by index, longest suits first). */
std::vector<int> patternsByFrequency(const SetStatistics &stats)
{
    std::vector<int> order;
    for (int p = 0; p < SetStatistics::PatternCount; ++p) {
        if (stats.patternCount(p) > 0)
            order.push_back(p);
    }
    std::stable_sort(
        order.begin(), order.end(), [&](int a, int b) { return stats.patternCount(a) > stats.patternCount(b); });
    return order;
}

QJsonArray countArray(int first, int last, const std::function<qint64(int)> &count)
{
    QJsonArray array;
    for (int i = first; i <= last; ++i)
        array.append(count(i));
    return array;
}

QJsonArray playersJson(const QList<SetStatistics::PlayerRecord> &players)
{
    QJsonArray array;
    for (const SetStatistics::PlayerRecord &p : players) {
        array.append(QJsonObject {
            { QStringLiteral("name"), p.name },
            { QStringLiteral("boards"), p.boards },
            { QStringLiteral("tricksGained"), p.tricksGained },
            { QStringLiteral("tricksLost"), p.tricksLost },
            { QStringLiteral("mean"), p.meanDifference() },
        });
    }
    return array;
}

void appendPlayers(QString &out, const QList<SetStatistics::PlayerRecord> &players, bool gains)
{
    int width = 6;
    for (const SetStatistics::PlayerRecord &p : players)
        width = std::max(width, int(p.name.size()));
    out += QStringLiteral("  %1 %2 %3 %4 %5\n")
               .arg(StatsCommand::tr("Player"), -width)
               .arg(StatsCommand::tr("Boards"), 8)
               .arg(gains ? StatsCommand::tr("Gained") : QString(), 8)
               .arg(StatsCommand::tr("Lost"), 8)
               .arg(StatsCommand::tr("Mean"), 8);
    for (const SetStatistics::PlayerRecord &p : players) {
        out += QStringLiteral("  %1 %2 %3 %4 %5\n")
                   .arg(p.name, -width)
                   .arg(p.boards, 8)
                   .arg(gains ? QString::number(p.tricksGained) : QString(), 8)
                   .arg(p.tricksLost, 8)
                   .arg(gains ? p.meanDifference() : double(p.tricksLost) / double(std::max<qint64>(p.boards, 1)), 8,
                       'f', 2);
    }
}

void appendHands(QString &out, const SetStatistics &stats)
{
    const qint64 hands = stats.handCount();
    out += StatsCommand::tr("\nHigh-card points (A 4, K 3, Q 2, J 1), hands per seat:\n");
    out += QStringLiteral("  %1").arg(StatsCommand::tr("HCP"), -5);
    for (Seat seat : AllSeats)
        out += QStringLiteral(" %1").arg(seatName(seat), 9);
    out += QStringLiteral(" %1 %2\n").arg(StatsCommand::tr("All"), 10).arg(QStringLiteral("%"), 7);
    for (int hcp = 0; hcp <= SetStatistics::MaxHcp; ++hcp) {
        if (stats.hcpCount(hcp) == 0)
            continue;
        out += QStringLiteral("  %1").arg(hcp, -5);
        for (Seat seat : AllSeats)
            out += QStringLiteral(" %1").arg(stats.hcpCount(seat, hcp), 9);
        out += QStringLiteral(" %1 %2\n").arg(stats.hcpCount(hcp), 10).arg(percent(stats.hcpCount(hcp), hands), 7);
    }
    out += QStringLiteral("  %1").arg(StatsCommand::tr("mean"), -5);
    for (Seat seat : AllSeats)
        out += QStringLiteral(" %1").arg(stats.meanHcp(seat), 9, 'f', 3);
    out += QStringLiteral(" %1\n").arg(stats.meanHcp(), 10, 'f', 3);

    out += StatsCommand::tr("\nHand patterns, most frequent first:\n");
    out += QStringLiteral("  %1 %2 %3\n")
               .arg(StatsCommand::tr("Pattern"), -8)
               .arg(StatsCommand::tr("Hands"), 10)
               .arg(QStringLiteral("%"), 7);
    for (int p : patternsByFrequency(stats)) {
        out += QStringLiteral("  %1 %2 %3\n")
                   .arg(SetStatistics::patternText(p), -8)
                   .arg(stats.patternCount(p), 10)
                   .arg(percent(stats.patternCount(p), hands), 7);
    }

    out += StatsCommand::tr("\nSuit lengths, hands:\n");
    out += QStringLiteral("  %1").arg(StatsCommand::tr("Length"), -6);
    for (Suit suit : Suits)
        out += QStringLiteral(" %1").arg(suitKey(suit), 10);
    out += QLatin1Char('\n');
    for (int length = 0; length <= 13; ++length) {
        qint64 any = 0;
        for (Suit suit : Suits)
            any += stats.suitLengthCount(suit, length);
        if (any == 0)
            continue;
        out += QStringLiteral("  %1").arg(length, -6);
        for (Suit suit : Suits)
            out += QStringLiteral(" %1").arg(stats.suitLengthCount(suit, length), 10);
        out += QLatin1Char('\n');
    }
}

void appendDoubleDummy(QString &out, const SetStatistics &stats)
{
    const auto makesTable = [&](const std::function<qint64(Strain, int)> &count, const QString &label) {
        out += QStringLiteral("  %1").arg(label, -8);
        for (int level = 1; level <= 7; ++level)
            out += QStringLiteral(" %1").arg(level, 9);
        out += QLatin1Char('\n');
        for (Strain strain : Strains) {
            out += QStringLiteral("  %1").arg(strainKey(strain), -8);
            for (int level = 1; level <= 7; ++level)
                out += QStringLiteral(" %1").arg(count(strain, level), 9);
            out += QLatin1Char('\n');
        }
    };
    out += StatsCommand::tr("\nDouble dummy: boards on which the better side makes each contract:\n");
    makesTable([&](Strain s, int level) { return stats.makeableCount(s, level); }, StatsCommand::tr("Strain"));
    for (Seat seat : AllSeats) {
        out += StatsCommand::tr("Declarer %1:\n").arg(seatName(seat));
        makesTable(
            [&](Strain s, int level) { return stats.makeableCount(seat, s, level); }, StatsCommand::tr("Strain"));
    }
    out += StatsCommand::tr("\nHighest makeable contract, boards:\n");
    for (int level = 7; level >= 1; --level) {
        for (int s = 4; s >= 0; --s) {
            if (const qint64 n = stats.highestMakeableCount(Strain(s), level))
                out += QStringLiteral("  %1 %2 %3\n")
                           .arg(QString::number(level) + strainText(Strain(s)), -8)
                           .arg(n, 10)
                           .arg(percent(n, stats.doubleDummyCount()), 7);
        }
    }
    if (const qint64 n = stats.highestMakeableCount(Strain::NoTrump, 0))
        out += QStringLiteral("  %1 %2 %3\n")
                   .arg(StatsCommand::tr("nothing"), -8)
                   .arg(n, 10)
                   .arg(percent(n, stats.doubleDummyCount()), 7);
}

void appendPar(QString &out, const SetStatistics &stats)
{
    out += StatsCommand::tr("\nPar scores (%n board(s), mean %1 for North-South):\n", nullptr, int(stats.parCount()))
               .arg(stats.meanParScore(), 0, 'f', 1);
    QList<QPair<int, qint64>> scores = stats.parScores();
    std::reverse(scores.begin(), scores.end());
    for (const auto &[score, count] : scores)
        out += QStringLiteral("  %1 %2 %3\n")
                   .arg(parScoreText(score), -8)
                   .arg(count, 10)
                   .arg(percent(count, stats.parCount()), 7);
}

void appendPlay(QString &out, const SetStatistics &stats)
{
    out += StatsCommand::tr(
        "\nDeclarer's tricks against double dummy (%n played board(s), mean %1):\n", nullptr, int(stats.playedCount()))
               .arg(stats.meanTricksAgainstDoubleDummy(), 0, 'f', 3);
    for (int d = -13; d <= 13; ++d) {
        if (const qint64 n = stats.tricksAgainstDoubleDummyCount(d))
            out += QStringLiteral("  %1 %2 %3\n")
                       .arg(d > 0 ? QStringLiteral("+%1").arg(d) : QString::number(d), -8)
                       .arg(n, 10)
                       .arg(percent(n, stats.playedCount()), 7);
    }
    const QList<SetStatistics::PlayerRecord> declarers = stats.declarers();
    if (!declarers.isEmpty()) {
        out += StatsCommand::tr("Declarers (tricks above and below double dummy):\n");
        appendPlayers(out, declarers, true);
    }
}

} // namespace

QString StatsCommand::text(const SetStatistics &stats)
{
    QString out = tr("Boards: %1\nComplete deals: %2 (%3 hands)\n")
                      .arg(stats.boardCount())
                      .arg(stats.completeDealCount())
                      .arg(stats.handCount());
    if (stats.completeDealCount() > 0)
        appendHands(out, stats);
    if (stats.doubleDummyCount() > 0)
        appendDoubleDummy(out, stats);
    else
        out += tr("\nDouble dummy: no board has a complete table (kibitz-convert --solve adds them).\n");
    if (stats.parCount() > 0)
        appendPar(out, stats);
    if (stats.playedCount() > 0)
        appendPlay(out, stats);
    if (stats.leadCount() > 0) {
        out += tr("\nOpening lead's cost against the best lead, double dummy (%n lead(s), mean %1):\n", nullptr,
            int(stats.leadCount()))
                   .arg(stats.meanLeadCost(), 0, 'f', 3);
        for (int t = 0; t <= 13; ++t) {
            if (const qint64 n = stats.leadCostCount(t))
                out += QStringLiteral("  %1 %2 %3\n").arg(t, -8).arg(n, 10).arg(percent(n, stats.leadCount()), 7);
        }
        appendPlayers(out, stats.leaders(), false);
    }
    return out;
}

QJsonObject StatsCommand::json(const SetStatistics &stats)
{
    QJsonObject root;
    root[QStringLiteral("boards")] = stats.boardCount();
    root[QStringLiteral("completeDeals")] = stats.completeDealCount();
    root[QStringLiteral("hands")] = stats.handCount();
    root[QStringLiteral("meanHcp")] = stats.meanHcp();

    QJsonObject meanBySeat;
    QJsonObject hcp;
    QJsonObject patternsBySeat;
    QJsonObject lengthsBySeat;
    for (Seat seat : AllSeats) {
        meanBySeat[seatKey(seat)] = stats.meanHcp(seat);
        hcp[seatKey(seat)] = countArray(0, SetStatistics::MaxHcp, [&](int h) { return stats.hcpCount(seat, h); });
        QJsonObject patterns;
        for (int p = 0; p < SetStatistics::PatternCount; ++p) {
            if (const qint64 n = stats.patternCount(p, seat))
                patterns[SetStatistics::patternText(p)] = n;
        }
        patternsBySeat[seatKey(seat)] = patterns;
        QJsonObject lengths;
        for (Suit suit : Suits)
            lengths[suitKey(suit)] = countArray(0, 13, [&](int l) { return stats.suitLengthCount(seat, suit, l); });
        lengthsBySeat[seatKey(seat)] = lengths;
    }
    hcp[QStringLiteral("all")] = countArray(0, SetStatistics::MaxHcp, [&](int h) { return stats.hcpCount(h); });
    root[QStringLiteral("meanHcpBySeat")] = meanBySeat;
    root[QStringLiteral("hcp")] = hcp;
    QJsonObject patterns;
    for (int p = 0; p < SetStatistics::PatternCount; ++p) {
        if (const qint64 n = stats.patternCount(p))
            patterns[SetStatistics::patternText(p)] = n;
    }
    root[QStringLiteral("patterns")] = patterns;
    root[QStringLiteral("patternsBySeat")] = patternsBySeat;
    QJsonObject lengths;
    for (Suit suit : Suits)
        lengths[suitKey(suit)] = countArray(0, 13, [&](int l) { return stats.suitLengthCount(suit, l); });
    root[QStringLiteral("suitLengths")] = lengths;
    root[QStringLiteral("suitLengthsBySeat")] = lengthsBySeat;

    QJsonObject dd;
    dd[QStringLiteral("boards")] = stats.doubleDummyCount();
    QJsonObject makes;
    QJsonObject makesByDeclarer;
    QJsonObject tricks;
    for (Strain strain : Strains)
        makes[strainKey(strain)] = countArray(1, 7, [&](int level) { return stats.makeableCount(strain, level); });
    for (Seat seat : AllSeats) {
        QJsonObject bySeat;
        QJsonObject tricksBySeat;
        for (Strain strain : Strains) {
            bySeat[strainKey(strain)]
                = countArray(1, 7, [&](int level) { return stats.makeableCount(seat, strain, level); });
            tricksBySeat[strainKey(strain)]
                = countArray(0, 13, [&](int t) { return stats.doubleDummyTricksCount(seat, strain, t); });
        }
        makesByDeclarer[seatKey(seat)] = bySeat;
        tricks[seatKey(seat)] = tricksBySeat;
    }
    dd[QStringLiteral("makes")] = makes;
    dd[QStringLiteral("makesByDeclarer")] = makesByDeclarer;
    dd[QStringLiteral("tricks")] = tricks;
    QJsonObject highest;
    for (int level = 1; level <= 7; ++level) {
        for (Strain strain : Strains) {
            if (const qint64 n = stats.highestMakeableCount(strain, level))
                highest[QString::number(level) + strainKey(strain)] = n;
        }
    }
    if (const qint64 n = stats.highestMakeableCount(Strain::NoTrump, 0))
        highest[QStringLiteral("none")] = n;
    dd[QStringLiteral("highest")] = highest;
    root[QStringLiteral("doubleDummy")] = dd;

    QJsonObject par;
    par[QStringLiteral("boards")] = stats.parCount();
    par[QStringLiteral("mean")] = stats.meanParScore();
    QJsonObject scores;
    for (const auto &[score, count] : stats.parScores())
        scores[QString::number(score)] = count;
    par[QStringLiteral("scores")] = scores;
    root[QStringLiteral("par")] = par;

    QJsonObject play;
    play[QStringLiteral("boards")] = stats.playedCount();
    play[QStringLiteral("mean")] = stats.meanTricksAgainstDoubleDummy();
    QJsonObject against;
    for (int d = -13; d <= 13; ++d) {
        if (const qint64 n = stats.tricksAgainstDoubleDummyCount(d))
            against[QString::number(d)] = n;
    }
    play[QStringLiteral("againstDoubleDummy")] = against;
    play[QStringLiteral("declarers")] = playersJson(stats.declarers());
    root[QStringLiteral("play")] = play;

    QJsonObject lead;
    lead[QStringLiteral("boards")] = stats.leadCount();
    lead[QStringLiteral("mean")] = stats.meanLeadCost();
    lead[QStringLiteral("cost")] = countArray(0, 13, [&](int t) { return stats.leadCostCount(t); });
    lead[QStringLiteral("leaders")] = playersJson(stats.leaders());
    root[QStringLiteral("lead")] = lead;
    return root;
}

namespace {

// --stats without --solve: the figures of a set, which add up in any order (SetStatistics::merge()), so a
// big PBN file can be read in parts at once (Converter::scanBoards()).
class StatsTally : public Converter::BoardTally
{
public:
    /** Adds to @p stats, or to figures of its own when null (a part's). */
    explicit StatsTally(SetStatistics *stats = nullptr)
        : mOwn(stats ? nullptr : std::make_unique<SetStatistics>())
        , mStats(stats ? stats : mOwn.get())
    { }
    void visit(const Board &board, qint64) override { mStats->add(board); }
    std::unique_ptr<BoardTally> part() const override { return std::make_unique<StatsTally>(); }
    void add(BoardTally &other, qint64) override { mStats->merge(*static_cast<StatsTally &>(other).mStats); }
    qint64 boardCount() const override { return mStats->boardCount(); }

private:
    std::unique_ptr<SetStatistics> mOwn;
    SetStatistics *mStats;
};

} // namespace

ExitStatus StatsCommand::run(const QStringList &inputs)
{
    const ConverterOptions &options = mConverter.options();
    SetStatistics stats;
    // Input by input (a --boards range counts over all of them together: then the one pass of readSolving()).
    if (!options.solve && options.firstBoard == 1 && options.lastBoard < 0) {
        StatsTally tally(&stats);
        for (const QString &input : inputs) {
            if (!mConverter.scanBoards(input, tally, true))
                return ExitStatus::InvalidInput;
        }
    } else if (!readSolving(inputs, stats)) {
        return ExitStatus::InvalidInput;
    }
    print(stats);
    return ExitStatus::Success;
}

bool StatsCommand::readSolving(const QStringList &inputs, SetStatistics &stats)
{
    const bool solve = mConverter.options().solve;
    const DoubleDummySolver solver;
    const auto count = [&](const Board &board, qint64) {
        if (!solve) {
            stats.add(board);
            return;
        }
        // --solve: the table a board lacks, then the opening lead's cost (one search each).
        Board solved = board;
        if (!board.doubleDummy().isComplete() && !DoubleDummySolver::whyUnsolvable(board.deal())) {
            mConverter.addDealsGiven(1);
            if (const std::optional<DoubleDummyTable> table = solver.table(board.deal()))
                solved.setDoubleDummy(*table);
        }
        stats.add(solved);
        if (const std::optional<int> cost = SetStatistics::openingLeadCost(solved))
            stats.addLeadCost(solved.player(solved.openingLeader()), *cost);
    };
    return mConverter.forEachBoardAside(inputs, count, true);
}

void StatsCommand::print(const SetStatistics &stats)
{
    if (mConverter.options().statsJson)
        mConverter.printOut(QString::fromUtf8(QJsonDocument(json(stats)).toJson(QJsonDocument::Compact)) + u'\n');
    else
        mConverter.printOut(text(stats));
}

} // namespace Kibitz
