#include "traveller.h"

#include "resultscoring.h"

#include "model/score.h"
#include "model/vulnerability.h"

#include <cmath>

namespace Kibitz {

int Traveller::rowOfRecord(qint64 record) const
{
    for (int i = 0; i < mRows.size(); ++i) {
        if (mRows.at(i).record == record && record >= 0)
            return i;
    }
    return -1;
}

std::optional<int> Traveller::ddTricks(const DoubleDummyTable &table, const Contract &contract)
{
    if (contract.isPassedOut())
        return std::nullopt;
    return table.tricks(contract.declarer, contract.strain);
}

void Traveller::setDoubleDummy(const DoubleDummyTable &table)
{
    for (TravellerRow &row : mRows)
        row.ddTricks = row.contract ? ddTricks(table, *row.contract) : std::nullopt;
}

void Traveller::score()
{
    QList<int> scores;
    for (const TravellerRow &row : std::as_const(mRows)) {
        if (row.scoreNorthSouth)
            scores.append(*row.scoreNorthSouth);
    }
    mDatum.reset();
    for (TravellerRow &row : mRows) {
        row.matchpointsNorthSouth.reset();
        row.matchpointsEastWest.reset();
        row.percentNorthSouth.reset();
        row.impsNorthSouth.reset();
    }
    if (mScoring == Scoring::Teams) {
        for (TravellerRow &row : mRows) {
            const TravellerRow *other = row.counterpart >= 0 ? &mRows.at(row.counterpart) : nullptr;
            if (other && row.scoreNorthSouth && other->scoreNorthSouth)
                row.impsNorthSouth = Score::imps(*row.scoreNorthSouth - *other->scoreNorthSouth);
        }
        return;
    }
    if (mScoring == Scoring::Butler) {
        mDatum = ResultScoring::butlerDatum(scores);
        for (TravellerRow &row : mRows) {
            if (row.scoreNorthSouth && mDatum)
                row.impsNorthSouth = Score::imps(*row.scoreNorthSouth - *mDatum);
        }
        return;
    }
    const QList<int> points = ResultScoring::matchpoints(scores);
    const int top = ResultScoring::matchpointTop(scores.size());
    int next = 0;
    for (TravellerRow &row : mRows) {
        if (!row.scoreNorthSouth)
            continue;
        const int mp = points.at(next++);
        row.matchpointsNorthSouth = mp;
        row.matchpointsEastWest = top - mp;
        row.percentNorthSouth = ResultScoring::percentage(mp, scores.size());
    }
}

std::optional<int> Traveller::teamsSwing() const
{
    for (const TravellerRow &row : mRows) {
        if (row.counterpart >= 0 && row.room != Room::Closed)
            return row.impsNorthSouth;
    }
    return std::nullopt;
}

void Traveller::pairRooms()
{
    for (TravellerRow &row : mRows)
        row.counterpart = -1;
    for (int i = 0; i < mRows.size(); ++i) {
        TravellerRow &row = mRows[i];
        for (int j = i + 1; j < mRows.size() && row.counterpart < 0; ++j) {
            TravellerRow &other = mRows[j];
            if (other.counterpart >= 0)
                continue;
            const bool rooms = row.room != Room::Unknown && other.room != Room::Unknown && row.room != other.room;
            const bool teams
                = !row.homeTeam.isEmpty() && row.homeTeam == other.visitTeam && row.visitTeam == other.homeTeam;
            if (rooms || teams) {
                row.counterpart = j;
                other.counterpart = i;
            }
        }
    }
    score();
}

bool Traveller::agreesWithFile(const TravellerRow &row)
{
    const auto same = [](const std::optional<double> &stated, const auto &computed, double tolerance) {
        return !stated || (computed && std::abs(*stated - double(*computed)) <= tolerance);
    };
    return same(row.statedMatchpointsNorthSouth, row.matchpointsNorthSouth, 1e-9)
        && same(row.statedPercentNorthSouth, row.percentNorthSouth, 0.5)
        && same(row.statedImpsNorthSouth, row.impsNorthSouth, 1e-9);
}

TravellerRow Traveller::rowFromRecord(const Board &board, qint64 record)
{
    TravellerRow row;
    row.record = record;
    row.room = board.room();
    row.table = roomName(board.room());
    // PBN tags of teams events (Table, HomeTeam, VisitTeam, ScoreIMP "NS 4 EW -4"), kept among the extra tags.
    for (const auto &[name, value] : board.extraTags()) {
        if (name == u"Table" && !value.isEmpty())
            row.table = value;
        else if (name == u"HomeTeam")
            row.homeTeam = value;
        else if (name == u"VisitTeam")
            row.visitTeam = value;
        else if (name == u"ScoreIMP") {
            const QStringList words = value.split(u' ', Qt::SkipEmptyParts);
            bool ok = false;
            const double imps = words.value(1).toDouble(&ok);
            if (ok && (words.at(0) == u"NS" || words.at(0) == u"EW"))
                row.statedImpsNorthSouth = words.at(0) == u"NS" ? imps : -imps;
        }
    }
    const auto pair = [&board](Seat a, Seat b) {
        const QString first = board.player(a), second = board.player(b);
        if (first.isEmpty() || second.isEmpty())
            return first + second;
        return first + QStringLiteral(" – ") + second;
    };
    row.northSouth = pair(Seat::North, Seat::South);
    row.eastWest = pair(Seat::East, Seat::West);
    row.contract = board.contract();
    if (row.contract && !row.contract->isPassedOut()) {
        row.tricks = board.outcome();
        if (!board.playedCards().isEmpty())
            row.lead = board.playedCards().constFirst();
    }
    if (row.contract && row.contract->isPassedOut())
        row.scoreNorthSouth = 0;
    else if (row.contract && row.tricks) {
        const int score
            = Score::duplicate(*row.contract, *row.tricks, isVulnerable(board.vulnerability(), row.contract->declarer));
        row.scoreNorthSouth = isNorthSouth(row.contract->declarer) ? score : -score;
    }
    return row;
}

Traveller Traveller::fromRecords(const QList<Board> &records, const QList<qint64> &indexes, bool imps)
{
    Traveller traveller;
    bool rooms = !records.isEmpty(), teams = !records.isEmpty();
    for (qsizetype i = 0; i < records.size(); ++i) {
        const TravellerRow row = rowFromRecord(records.at(i), indexes.value(i, -1));
        traveller.addRow(row);
        rooms = rooms && row.room != Room::Unknown;
        teams = teams && !row.homeTeam.isEmpty() && !row.visitTeam.isEmpty();
    }
    if (!records.isEmpty()) {
        traveller.setBoardNumber(records.constFirst().number());
        traveller.setDoubleDummy(records.constFirst().doubleDummy());
    }
    traveller.setScoring(rooms || teams ? Scoring::Teams : imps ? Scoring::Butler : Scoring::Matchpoints);
    traveller.pairRooms();
    return traveller;
}

} // namespace Kibitz
