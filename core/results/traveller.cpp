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
        const auto swing = teamsSwing();
        for (TravellerRow &row : mRows) {
            if (swing && row.room == Room::Open)
                row.impsNorthSouth = *swing;
            else if (swing && row.room == Room::Closed)
                row.impsNorthSouth = -*swing;
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
    std::optional<int> open, closed;
    for (const TravellerRow &row : mRows) {
        if (row.room == Room::Open && !open)
            open = row.scoreNorthSouth;
        else if (row.room == Room::Closed && !closed)
            closed = row.scoreNorthSouth;
    }
    if (!open || !closed)
        return std::nullopt;
    return Score::imps(*open - *closed);
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
        row.tricks = board.result() ? board.result() : board.tricksFromPlay();
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
    bool rooms = !records.isEmpty();
    for (qsizetype i = 0; i < records.size(); ++i) {
        traveller.addRow(rowFromRecord(records.at(i), indexes.value(i, -1)));
        rooms = rooms && records.at(i).room() != Room::Unknown;
    }
    if (!records.isEmpty()) {
        traveller.setBoardNumber(records.constFirst().number());
        traveller.setDoubleDummy(records.constFirst().doubleDummy());
    }
    traveller.setScoring(rooms ? Scoring::Teams : imps ? Scoring::Butler : Scoring::Matchpoints);
    traveller.score();
    return traveller;
}

} // namespace Kibitz
