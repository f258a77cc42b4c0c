#pragma once

#include "model/seat.h"
#include "model/strain.h"
#include "model/suit.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>

namespace Kibitz {

class Board;
class DoubleDummyTable;

/**
 * The figures of a set of boards (docs/stats.md): hand statistics of the complete deals (HCP per
 * seat, hand patterns, suit lengths), double-dummy makes and par of the boards whose table is
 * complete, and for played boards declarer's tricks against double dummy, per player.
 *
 * Deal figures (hands, double dummy, par) count each deal once: a results file holds every table's
 * copy of a board (the same board number and the same cards, as TravellerIndex groups them), and
 * those copies are one deal. Per-table figures (declarer's play, leads) count every copy.
 *
 * A value type that takes one board at a time; it keeps a small key per distinct complete deal, up to
 * MaxTrackedDeals of them (about 20 MB), so a set of any size streams through it in bounded memory: past
 * that, a new deal is taken for distinct (a set that large is a library, not the tables of an event). Statistics of
 * parts of a set (one per thread, one per file) combine with merge(); the result does not depend on the order of add()
 * and merge() calls (copies of a deal that state different tables or pars count the lowest).
 */
class SetStatistics
{
public:
    static constexpr int MaxHcp = 37; ///< the most high-card points a hand can hold
    static constexpr int PatternCount = 39; ///< the hand patterns: ways to write 13 as four sorted lengths
    static constexpr int MaxParScore = 2220; ///< par scores lie in -MaxParScore..MaxParScore, multiples of 10
    static constexpr qsizetype MaxTrackedDeals = 1 << 18; ///< distinct deals whose copies are recognised

    /** Declarer's play against double dummy, summed over the boards one player declared. */
    struct PlayerRecord
    {
        QString name;
        qint64 boards = 0; ///< boards declared with a known result and double-dummy tricks
        qint64 tricksGained = 0; ///< tricks taken above double dummy, summed over boards that gained
        qint64 tricksLost = 0; ///< tricks short of double dummy, summed over boards that lost (positive)
        /** (tricksGained - tricksLost) / boards: the mean tricks above double dummy per board. */
        double meanDifference() const { return boards ? double(tricksGained - tricksLost) / double(boards) : 0.0; }
    };

    SetStatistics();

    /** Counts one board. */
    void add(const Board &board);
    /** Adds the figures of @p other (another part of the same set). */
    void merge(const SetStatistics &other);
    /** Back to no boards. */
    void clear();

    /** Boards added: every table's copy of a deal. */
    qint64 boardCount() const { return mBoards; }
    /**
     * Distinct complete deals (four known hands of 13 cards, each card once; copies of a board at several
     * tables count once); hand figures count these.
     */
    qint64 completeDealCount() const { return mCompleteDeals; }
    /** Hands counted: four per distinct complete deal. */
    qint64 handCount() const { return 4 * mCompleteDeals; }

    /** Hands of @p seat holding @p hcp high-card points (0..MaxHcp; Milton Work: A 4, K 3, Q 2, J 1). */
    qint64 hcpCount(Seat seat, int hcp) const;
    /** Hands of any seat holding @p hcp points. */
    qint64 hcpCount(int hcp) const;
    /** Mean high-card points of @p seat's hands (0 without complete deals). */
    double meanHcp(Seat seat) const;
    /** Mean high-card points of all hands: 10 for any set of complete deals. */
    double meanHcp() const;

    /** Index of the pattern of suit lengths @p lengths (any order, summing to 13), or -1. */
    static int patternIndex(const std::array<int, 4> &lengths);
    /** The lengths of pattern @p index, longest first. Patterns are ordered by their lengths, descending:
        0 is 13-0-0-0, PatternCount - 1 is 4-3-3-3. */
    static std::array<int, 4> patternLengths(int index);
    /** "4432": the lengths of pattern @p index, longest first, a suit of ten or more as its digits ("10300"). */
    static QString patternText(int index);
    /** Hands of any seat with pattern @p index. */
    qint64 patternCount(int index) const;
    /** Hands of @p seat with pattern @p index. */
    qint64 patternCount(int index, Seat seat) const;

    /** Hands holding @p length (0..13) cards of @p suit. */
    qint64 suitLengthCount(Suit suit, int length) const;
    /** Hands of @p seat holding @p length cards of @p suit. */
    qint64 suitLengthCount(Seat seat, Suit suit, int length) const;

    /** Distinct deals with a complete double-dummy table (the figures below count only these). */
    qint64 doubleDummyCount() const { return mDoubleDummyBoards; }
    /** Boards on which @p declarer takes @p tricks (0..13) in @p strain double dummy. */
    qint64 doubleDummyTricksCount(Seat declarer, Strain strain, int tricks) const;
    /** Boards on which @p declarer makes @p level (1..7) of @p strain double dummy (takes level + 6 tricks). */
    qint64 makeableCount(Seat declarer, Strain strain, int level) const;
    /** Boards on which some declarer (the best of the four) makes @p level of @p strain double dummy. */
    qint64 makeableCount(Strain strain, int level) const;
    /**
     * Boards whose highest makeable contract, by the ranking of bids, is @p level (1..7) of @p strain; level 0
     * (any strain) counts the boards on which no declarer makes anything.
     */
    qint64 highestMakeableCount(Strain strain, int level) const;

    /**
     * Boards with a par score: the par the file states (a PBN OptimumScore, a par written by Kibitz), else the
     * par of a complete table for the board's dealer and vulnerability (DDS DealerParBin).
     */
    qint64 parCount() const { return mParBoards; }
    /** Boards whose par is @p score for North-South (negative: East-West score). */
    qint64 parScoreCount(int score) const;
    /** Every par score that occurs with its count, lowest score first. */
    QList<QPair<int, qint64>> parScores() const;
    /** Mean par score for North-South over parCount() boards. */
    double meanParScore() const;

    /**
     * Played boards, every table's: a contract (not passed out), a result (declarerTricks()) and the
     * table's tricks for declarer in the contract's strain. The figures below count only these.
     */
    qint64 playedCount() const { return mPlayedBoards; }
    /** Played boards on which declarer took @p difference (-13..13) tricks more than double dummy. */
    qint64 tricksAgainstDoubleDummyCount(int difference) const;
    /** Mean of the difference over playedCount() boards. */
    double meanTricksAgainstDoubleDummy() const;
    /** Declarers by name, most boards first (then by name); a board without declarer's name is left out. */
    QList<PlayerRecord> declarers() const;

    /**
     * Counts an opening lead's cost: the tricks it gives declarer against the best lead, double dummy. A
     * board does not say it (the model holds no per-card values), so add() cannot count it: a caller that
     * may solve (openingLeadCost(), one DDS search) adds each played board's cost here, with the name of
     * the opening leader (empty: counted only in the totals).
     */
    void addLeadCost(const QString &leader, int tricks);
    /**
     * The cost of @p board's opening lead in tricks, double dummy: the best lead's tricks for the defenders
     * minus the card led's (DoubleDummySolver::cardValues() before the first card, one DDS search). Nothing
     * without a complete deal, a contract (not passed out) and a card led, or when DDS fails (@p error says why).
     */
    static std::optional<int> openingLeadCost(const Board &board, QString *error = nullptr);
    /** Leads counted by addLeadCost(). */
    qint64 leadCount() const { return mLeads; }
    /** Leads that cost @p tricks (0..13). */
    qint64 leadCostCount(int tricks) const;
    /** Mean cost of the counted leads. */
    double meanLeadCost() const;
    /** Opening leaders by name: boards is the number of leads, tricksLost their total cost (tricksGained is 0). */
    QList<PlayerRecord> leaders() const;

    /**
     * Tricks declarer took: the stated result, else the total a claim gives (a LIN claim leaves the result
     * unstated); nothing without a contract (or passed out).
     */
    static std::optional<int> declarerTricks(const Board &board);

    /** North-South's par score written in @p par ("NS 620", "EW 110", "0", "NS 620: NS 4H"), if it states one. */
    static std::optional<int> parScoreFromText(QStringView par);

    friend bool operator==(const SetStatistics &a, const SetStatistics &b);
    friend bool operator!=(const SetStatistics &a, const SetStatistics &b) { return !(a == b); }

private:
    static constexpr int ParBuckets = 2 * MaxParScore / 10 + 1;

    /** A deal's key: its board number and its four hands (TravellerIndex's). */
    struct DealKey
    {
        int number = -1;
        std::array<quint64, 4> hands {};
        friend bool operator==(const DealKey &a, const DealKey &b) = default;
        friend size_t qHash(const DealKey &key, size_t seed)
        {
            return qHashMulti(seed, key.number, key.hands[0], key.hands[1], key.hands[2], key.hands[3]);
        }
    };
    using Tricks = std::array<qint8, 20>; // [declarer * 5 + strain]
    /** What a distinct deal adds to the deal figures. */
    struct DealFigures
    {
        bool hasTable = false;
        Tricks table {};
        std::optional<int> par;
        friend bool operator==(const DealFigures &a, const DealFigures &b) = default;
    };

    /** Counts a complete deal unless a copy was; @p counted: its figures are in the sums already (merge()). */
    void countDeal(const DealKey &key, const DealFigures &figures, bool counted);
    void addDeal(const DealKey &key, const DealFigures &figures, int sign);
    void addHands(const std::array<quint64, 4> &hands, int sign);
    void addDoubleDummy(const Tricks &table, int sign);
    void addParScore(int score, int sign);
    static std::optional<int> parScore(const Board &board);
    void addPlay(const Board &board);

    qint64 mBoards = 0;
    QHash<DealKey, DealFigures> mDeals; // the distinct complete deals
    qint64 mCompleteDeals = 0;
    std::array<std::array<qint64, MaxHcp + 1>, 4> mHcp {};
    std::array<std::array<qint64, PatternCount>, 4> mPatterns {};
    std::array<std::array<std::array<qint64, 14>, 4>, 4> mSuitLengths {}; // [seat][suit][length]

    qint64 mDoubleDummyBoards = 0;
    std::array<std::array<std::array<qint64, 14>, 5>, 4> mTricks {}; // [declarer][strain][tricks]
    std::array<std::array<qint64, 14>, 5> mBestTricks {}; // [strain][most tricks of any declarer]
    std::array<qint64, 36> mHighest {}; // [(level - 1) * 5 + strain]: the highest makeable bid

    qint64 mParBoards = 0;
    qint64 mParSum = 0;
    std::array<qint64, ParBuckets> mPar {};

    qint64 mPlayedBoards = 0;
    qint64 mPlayedSum = 0;
    std::array<qint64, 27> mAgainstDoubleDummy {}; // [difference + 13]
    QHash<QString, PlayerRecord> mDeclarers;

    qint64 mLeads = 0;
    qint64 mLeadSum = 0;
    std::array<qint64, 14> mLeadCost {};
    QHash<QString, PlayerRecord> mLeaders;
};

} // namespace Kibitz
