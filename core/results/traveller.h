#pragma once

#include "model/board.h"
#include "model/card.h"
#include "model/contract.h"
#include "model/doubledummytable.h"

#include <QList>
#include <QString>

#include <optional>

namespace Kibitz {

/** One table's result on a traveller. Plain value type. */
struct TravellerRow
{
    QString table; ///< the table (a ScoreTable's Table), or empty
    Room room = Room::Unknown; ///< a teams match's room
    QString northSouth; ///< the North-South pair: its number or its players' names
    QString eastWest;
    std::optional<Contract> contract; ///< with its declarer, or passed out; nothing when unknown
    std::optional<int> tricks; ///< taken by declarer
    std::optional<Card> lead;
    std::optional<int> scoreNorthSouth; ///< as the file states it, else from contract and tricks
    std::optional<int> ddTricks; ///< double-dummy tricks of the contract's declarer in its strain
    qint64 record = -1; ///< the record in the set with this table's auction and play, or -1 (a ScoreTable row)
    QString homeTeam; ///< teams: the team sitting North-South (PBN HomeTeam), or empty
    QString visitTeam; ///< teams: the team sitting East-West (PBN VisitTeam)
    int counterpart = -1; ///< teams: the row of the same match's other room, or -1

    // Computed by Traveller::score().
    std::optional<int> matchpointsNorthSouth; ///< 2 per score beaten, 1 per tie (ResultScoring)
    std::optional<int> matchpointsEastWest;
    std::optional<double> percentNorthSouth;
    std::optional<int> impsNorthSouth; ///< against the Butler datum, or the teams swing against the counterpart

    // As the file states them (a ScoreTable's MP_NS, Percentage_NS, IMP_NS), for comparison.
    std::optional<double> statedMatchpointsNorthSouth;
    std::optional<double> statedPercentNorthSouth;
    std::optional<double> statedImpsNorthSouth;
};

/**
 * The results of one board at every table that played it (docs/travellers.md): from a PBN ScoreTable
 * (PbnScoreTable) or from several records of the same board (TravellerIndex). Kibitz scores the rows
 * itself: matchpoints, Butler IMPs against the datum, or the IMP swing between the rooms of a match.
 */
class Traveller
{
public:
    /** How the rows are compared. */
    enum class Scoring : quint8 {
        Matchpoints, ///< pairs: matchpoints and percentages
        Butler, ///< pairs: IMPs against the Butler datum
        Teams ///< teams: each match's IMP swing between its two rooms (rows paired by TravellerRow::counterpart)
    };

    Traveller() = default;

    std::optional<int> boardNumber() const { return mNumber; }
    void setBoardNumber(std::optional<int> number) { mNumber = number; }
    Scoring scoring() const { return mScoring; }
    void setScoring(Scoring scoring) { mScoring = scoring; }

    const QList<TravellerRow> &rows() const { return mRows; }
    void addRow(const TravellerRow &row) { mRows.append(row); }
    bool isEmpty() const { return mRows.isEmpty(); }
    /** The row of record @p record, or -1. */
    int rowOfRecord(qint64 record) const;

    /** Fills every row's double-dummy tricks from @p table (cells it does not know stay unknown). */
    void setDoubleDummy(const DoubleDummyTable &table);
    /**
     * Computes the matchpoints, percentages and IMPs of the rows with a score (the others get none),
     * as scoring() says.
     */
    void score();
    /** The Butler datum of the scored rows (after score(), Butler scoring), else nothing. */
    std::optional<int> datum() const { return mDatum; }
    /**
     * Teams: the IMPs the Open room's North-South team wins on the board (Open North-South's score less
     * Closed North-South's, on the IMP scale), when both rooms have a score; with matches told apart by
     * their teams (no rooms), the first match's, for its first row's North-South.
     */
    std::optional<int> teamsSwing() const;
    /**
     * Teams: pairs the rows of each match, the first Open room with the first Closed room and so on, or
     * (PBN HomeTeam and VisitTeam) the table where the teams sit the other way round. Then score().
     */
    void pairRooms();

    /**
     * Whether the figures the file states for @p row (matchpoints, percentage, IMPs) are those Kibitz computed
     * (a percentage within half a point: files round it); true when the file states none.
     */
    static bool agreesWithFile(const TravellerRow &row);
    /** A row from one record: its table's contract, result, lead, score and players. */
    static TravellerRow rowFromRecord(const Board &board, qint64 record);
    /**
     * The traveller of @p records, the records of one board (same number, same deal) at several tables:
     * Teams when every record has a room or teams (PBN HomeTeam, VisitTeam), else Butler when @p imps is
     * set, else Matchpoints; scored,
     * with the double-dummy tricks of the first record's table.
     */
    static Traveller fromRecords(const QList<Board> &records, const QList<qint64> &indexes, bool imps = false);
    /** The DD tricks of @p contract's declarer in its strain in @p table (nothing when passed out or unknown). */
    static std::optional<int> ddTricks(const DoubleDummyTable &table, const Contract &contract);

private:
    std::optional<int> mNumber;
    Scoring mScoring = Scoring::Matchpoints;
    QList<TravellerRow> mRows;
    std::optional<int> mDatum;
};

} // namespace Kibitz
