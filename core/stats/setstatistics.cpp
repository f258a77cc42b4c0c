#include "setstatistics.h"

#include "analysis/doubledummysolver.h"
#include "model/board.h"

#include <algorithm>
#include <utility>

namespace Kibitz {

namespace {

/** For each 13-bit suit holding: its high-card points (high nibble) and length (low nibble). */
struct SuitTable
{
    std::array<quint8, 8192> points;
    SuitTable()
    {
        for (int bits = 0; bits < 8192; ++bits) {
            const int hcp = 4 * (bits >> 12 & 1) + 3 * (bits >> 11 & 1) + 2 * (bits >> 10 & 1) + (bits >> 9 & 1);
            points[size_t(bits)] = quint8(hcp << 4 | bitCount(quint64(bits)));
        }
    }
};

/** Pattern index by the three longest lengths (longest * 196 + second * 14 + third), and back. */
struct PatternTable
{
    std::array<qint8, 14 * 14 * 14> index;
    std::array<std::array<int, 4>, SetStatistics::PatternCount> lengths;
    PatternTable()
    {
        index.fill(-1);
        int n = 0;
        for (int a = 13; a >= 0; --a) {
            for (int b = std::min(a, 13 - a); b >= 0; --b) {
                for (int c = std::min(b, 13 - a - b); c >= 0; --c) {
                    const int d = 13 - a - b - c;
                    if (d > c)
                        continue;
                    lengths[size_t(n)] = { a, b, c, d };
                    index[size_t(a * 196 + b * 14 + c)] = qint8(n++);
                }
            }
        }
        Q_ASSERT(n == SetStatistics::PatternCount);
    }
};

const SuitTable &suitTable()
{
    static const SuitTable table;
    return table;
}

const PatternTable &patternTable()
{
    static const PatternTable table;
    return table;
}

inline void sortDescending(int &a, int &b)
{
    if (a < b)
        std::swap(a, b);
}

template <size_t N> void addArray(std::array<qint64, N> &to, const std::array<qint64, N> &from)
{
    for (size_t i = 0; i < N; ++i)
        to[i] += from[i];
}

void mergePlayers(
    QHash<QString, SetStatistics::PlayerRecord> &to, const QHash<QString, SetStatistics::PlayerRecord> &from)
{
    for (auto it = from.cbegin(); it != from.cend(); ++it) {
        SetStatistics::PlayerRecord &r = to[it.key()];
        r.name = it.key();
        r.boards += it->boards;
        r.tricksGained += it->tricksGained;
        r.tricksLost += it->tricksLost;
    }
}

QList<SetStatistics::PlayerRecord> sortedPlayers(const QHash<QString, SetStatistics::PlayerRecord> &players)
{
    QList<SetStatistics::PlayerRecord> list = players.values();
    std::sort(list.begin(), list.end(),
        [](const auto &a, const auto &b) { return a.boards != b.boards ? a.boards > b.boards : a.name < b.name; });
    return list;
}

bool samePlayers(
    const QHash<QString, SetStatistics::PlayerRecord> &a, const QHash<QString, SetStatistics::PlayerRecord> &b)
{
    if (a.size() != b.size())
        return false;
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        const auto other = b.constFind(it.key());
        if (other == b.cend() || other->boards != it->boards || other->tricksGained != it->tricksGained
            || other->tricksLost != it->tricksLost)
            return false;
    }
    return true;
}

} // namespace

SetStatistics::SetStatistics()
{
    // The tables are built here, once, rather than on the first add() of several threads at once.
    suitTable();
    patternTable();
}

void SetStatistics::add(const Board &board)
{
    ++mBoards;
    const Deal &deal = board.deal();
    const std::array<quint64, 4> hands { deal.hand(Seat::North).bits(), deal.hand(Seat::East).bits(),
        deal.hand(Seat::South).bits(), deal.hand(Seat::West).bits() };
    DealFigures figures;
    if (const DoubleDummyTable &table = board.doubleDummy(); table.isComplete()) {
        figures.hasTable = true;
        for (int seat = 0; seat < 4; ++seat) {
            for (int strain = 0; strain < 5; ++strain)
                figures.table[size_t(seat * 5 + strain)] = qint8(*table.tricks(Seat(seat), Strain(strain)));
        }
    }
    figures.par = parScore(board);
    // Four hands of 13 whose union is the deck hold every card once.
    if ((hands[0] | hands[1] | hands[2] | hands[3]) == Hand::FullDeck && bitCount(hands[0]) == 13
        && bitCount(hands[1]) == 13 && bitCount(hands[2]) == 13 && bitCount(hands[3]) == 13) {
        countDeal(DealKey { board.number().value_or(-1), hands }, figures, false);
    } else {
        // Without the cards nothing says which boards are copies of one deal: each counts.
        if (figures.hasTable)
            addDoubleDummy(figures.table, 1);
        if (figures.par)
            addParScore(*figures.par, 1);
    }
    addPlay(board);
}

void SetStatistics::countDeal(const DealKey &key, const DealFigures &figures, bool counted)
{
    const auto it = mDeals.find(key);
    if (it == mDeals.end()) {
        // Past MaxTrackedDeals (a library, whose deals are all distinct) a new deal counts without its key.
        if (mDeals.size() < MaxTrackedDeals)
            mDeals.insert(key, figures);
        if (!counted)
            addDeal(key, figures, 1);
        return;
    }
    if (counted)
        addDeal(key, figures, -1);
    // Copies of a deal state the same table and par; where they differ, the lowest counts, in any order.
    DealFigures kept = *it;
    if (figures.hasTable && (!kept.hasTable || figures.table < kept.table)) {
        kept.hasTable = true;
        kept.table = figures.table;
    }
    if (figures.par && (!kept.par || *figures.par < *kept.par))
        kept.par = figures.par;
    if (kept == *it)
        return;
    addDeal(key, *it, -1);
    addDeal(key, kept, 1);
    *it = kept;
}

void SetStatistics::addDeal(const DealKey &key, const DealFigures &figures, int sign)
{
    addHands(key.hands, sign);
    if (figures.hasTable)
        addDoubleDummy(figures.table, sign);
    if (figures.par)
        addParScore(*figures.par, sign);
}

void SetStatistics::addHands(const std::array<quint64, 4> &hands, int sign)
{
    mCompleteDeals += sign;
    const SuitTable &suits = suitTable();
    const PatternTable &patterns = patternTable();
    for (int seat = 0; seat < 4; ++seat) {
        const quint64 bits = hands[size_t(seat)];
        int hcp = 0;
        std::array<int, 4> len;
        for (int suit = 0; suit < 4; ++suit) {
            const int v = suits.points[size_t(bits >> (suit * 13) & 0x1fff)];
            hcp += v >> 4;
            len[size_t(suit)] = v & 15;
            mSuitLengths[size_t(seat)][size_t(suit)][size_t(v & 15)] += sign;
        }
        mHcp[size_t(seat)][size_t(hcp)] += sign;
        int a = len[0], b = len[1], c = len[2], d = len[3];
        sortDescending(a, b);
        sortDescending(c, d);
        sortDescending(a, c);
        sortDescending(b, d);
        sortDescending(b, c);
        mPatterns[size_t(seat)][size_t(patterns.index[size_t(a * 196 + b * 14 + c)])] += sign;
    }
}

void SetStatistics::addDoubleDummy(const Tricks &table, int sign)
{
    mDoubleDummyBoards += sign;
    int highest = 0;
    for (int strain = 0; strain < 5; ++strain) {
        int best = 0;
        for (int seat = 0; seat < 4; ++seat) {
            const int tricks = table[size_t(seat * 5 + strain)];
            mTricks[size_t(seat)][size_t(strain)][size_t(tricks)] += sign;
            best = std::max(best, tricks);
        }
        mBestTricks[size_t(strain)][size_t(best)] += sign;
        if (best >= 7)
            highest = std::max(highest, 1 + (best - 7) * 5 + strain);
    }
    mHighest[size_t(highest)] += sign;
}

std::optional<int> SetStatistics::parScore(const Board &board)
{
    std::optional<int> score;
    if (!board.par().isEmpty())
        score = parScoreFromText(board.par());
    if (!score && board.doubleDummy().isComplete()) {
        score = DoubleDummySolver::parScore(board.doubleDummy(), board.dealer(), board.vulnerability());
    }
    if (!score || *score < -MaxParScore || *score > MaxParScore || *score % 10 != 0)
        return std::nullopt;
    return score;
}

void SetStatistics::addParScore(int score, int sign)
{
    mParBoards += sign;
    mParSum += sign * score;
    mPar[size_t((score + MaxParScore) / 10)] += sign;
}

std::optional<int> SetStatistics::declarerTricks(const Board &board)
{
    const std::optional<Contract> contract = board.contract();
    if (!contract || contract->isPassedOut())
        return std::nullopt;
    return board.outcome(); // the result, else the claim, else a play of every card
}

void SetStatistics::addPlay(const Board &board)
{
    const std::optional<int> tricks = declarerTricks(board);
    if (!tricks)
        return;
    const std::optional<Contract> contract = board.contract();
    if (!contract || contract->isPassedOut())
        return;
    const std::optional<int> doubleDummy = board.doubleDummy().tricks(contract->declarer, contract->strain);
    if (!doubleDummy)
        return;
    const int difference = *tricks - *doubleDummy;
    if (difference < -13 || difference > 13)
        return;
    ++mPlayedBoards;
    mPlayedSum += difference;
    ++mAgainstDoubleDummy[size_t(difference + 13)];
    const QString name = board.player(contract->declarer).trimmed();
    if (name.isEmpty())
        return;
    PlayerRecord &record = mDeclarers[name];
    if (record.name.isEmpty())
        record.name = name;
    ++record.boards;
    if (difference > 0)
        record.tricksGained += difference;
    else
        record.tricksLost -= difference;
}

void SetStatistics::addLeadCost(const QString &leader, int tricks)
{
    if (tricks < 0 || tricks > 13)
        return;
    ++mLeads;
    mLeadSum += tricks;
    ++mLeadCost[size_t(tricks)];
    const QString name = leader.trimmed();
    if (name.isEmpty())
        return;
    PlayerRecord &record = mLeaders[name];
    if (record.name.isEmpty())
        record.name = name;
    ++record.boards;
    record.tricksLost += tricks;
}

void SetStatistics::merge(const SetStatistics &other)
{
    mBoards += other.mBoards;
    mCompleteDeals += other.mCompleteDeals;
    for (size_t seat = 0; seat < 4; ++seat) {
        addArray(mHcp[seat], other.mHcp[seat]);
        addArray(mPatterns[seat], other.mPatterns[seat]);
        for (size_t suit = 0; suit < 4; ++suit)
            addArray(mSuitLengths[seat][suit], other.mSuitLengths[seat][suit]);
        for (size_t strain = 0; strain < 5; ++strain)
            addArray(mTricks[seat][strain], other.mTricks[seat][strain]);
    }
    mDoubleDummyBoards += other.mDoubleDummyBoards;
    for (size_t strain = 0; strain < 5; ++strain)
        addArray(mBestTricks[strain], other.mBestTricks[strain]);
    addArray(mHighest, other.mHighest);
    mParBoards += other.mParBoards;
    mParSum += other.mParSum;
    addArray(mPar, other.mPar);
    mPlayedBoards += other.mPlayedBoards;
    mPlayedSum += other.mPlayedSum;
    addArray(mAgainstDoubleDummy, other.mAgainstDoubleDummy);
    mergePlayers(mDeclarers, other.mDeclarers);
    mLeads += other.mLeads;
    mLeadSum += other.mLeadSum;
    addArray(mLeadCost, other.mLeadCost);
    mergePlayers(mLeaders, other.mLeaders);
    // A deal both parts hold is in both sums: it counts once.
    for (auto it = other.mDeals.cbegin(); it != other.mDeals.cend(); ++it)
        countDeal(it.key(), *it, true);
}

void SetStatistics::clear()
{
    *this = SetStatistics();
}

qint64 SetStatistics::hcpCount(Seat seat, int hcp) const
{
    return hcp < 0 || hcp > MaxHcp ? 0 : mHcp[size_t(seat)][size_t(hcp)];
}

qint64 SetStatistics::hcpCount(int hcp) const
{
    qint64 n = 0;
    for (Seat seat : AllSeats)
        n += hcpCount(seat, hcp);
    return n;
}

double SetStatistics::meanHcp(Seat seat) const
{
    if (mCompleteDeals == 0)
        return 0.0;
    qint64 sum = 0;
    for (int hcp = 0; hcp <= MaxHcp; ++hcp)
        sum += hcp * mHcp[size_t(seat)][size_t(hcp)];
    return double(sum) / double(mCompleteDeals);
}

double SetStatistics::meanHcp() const
{
    if (mCompleteDeals == 0)
        return 0.0;
    double sum = 0.0;
    for (Seat seat : AllSeats)
        sum += meanHcp(seat);
    return sum / 4.0;
}

int SetStatistics::patternIndex(const std::array<int, 4> &lengths)
{
    int a = lengths[0], b = lengths[1], c = lengths[2], d = lengths[3];
    if (a < 0 || b < 0 || c < 0 || d < 0 || a + b + c + d != 13)
        return -1;
    sortDescending(a, b);
    sortDescending(c, d);
    sortDescending(a, c);
    sortDescending(b, d);
    sortDescending(b, c);
    return patternTable().index[size_t(a * 196 + b * 14 + c)];
}

std::array<int, 4> SetStatistics::patternLengths(int index)
{
    if (index < 0 || index >= PatternCount)
        return {};
    return patternTable().lengths[size_t(index)];
}

QString SetStatistics::patternText(int index)
{
    QString text;
    for (int length : patternLengths(index))
        text += QString::number(length);
    return text;
}

qint64 SetStatistics::patternCount(int index) const
{
    qint64 n = 0;
    for (Seat seat : AllSeats)
        n += patternCount(index, seat);
    return n;
}

qint64 SetStatistics::patternCount(int index, Seat seat) const
{
    return index < 0 || index >= PatternCount ? 0 : mPatterns[size_t(seat)][size_t(index)];
}

qint64 SetStatistics::suitLengthCount(Suit suit, int length) const
{
    qint64 n = 0;
    for (Seat seat : AllSeats)
        n += suitLengthCount(seat, suit, length);
    return n;
}

qint64 SetStatistics::suitLengthCount(Seat seat, Suit suit, int length) const
{
    return length < 0 || length > 13 ? 0 : mSuitLengths[size_t(seat)][size_t(suit)][size_t(length)];
}

qint64 SetStatistics::doubleDummyTricksCount(Seat declarer, Strain strain, int tricks) const
{
    return tricks < 0 || tricks > 13 ? 0 : mTricks[size_t(declarer)][size_t(strain)][size_t(tricks)];
}

qint64 SetStatistics::makeableCount(Seat declarer, Strain strain, int level) const
{
    if (level < 1 || level > 7)
        return 0;
    qint64 n = 0;
    for (int tricks = level + 6; tricks <= 13; ++tricks)
        n += mTricks[size_t(declarer)][size_t(strain)][size_t(tricks)];
    return n;
}

qint64 SetStatistics::makeableCount(Strain strain, int level) const
{
    if (level < 1 || level > 7)
        return 0;
    qint64 n = 0;
    for (int tricks = level + 6; tricks <= 13; ++tricks)
        n += mBestTricks[size_t(strain)][size_t(tricks)];
    return n;
}

qint64 SetStatistics::highestMakeableCount(Strain strain, int level) const
{
    if (level == 0)
        return mHighest[0];
    if (level < 1 || level > 7)
        return 0;
    return mHighest[size_t(1 + (level - 1) * 5 + int(strain))];
}

qint64 SetStatistics::parScoreCount(int score) const
{
    if (score < -MaxParScore || score > MaxParScore || score % 10 != 0)
        return 0;
    return mPar[size_t((score + MaxParScore) / 10)];
}

QList<QPair<int, qint64>> SetStatistics::parScores() const
{
    QList<QPair<int, qint64>> list;
    for (int i = 0; i < ParBuckets; ++i) {
        if (mPar[size_t(i)] != 0)
            list.append({ i * 10 - MaxParScore, mPar[size_t(i)] });
    }
    return list;
}

double SetStatistics::meanParScore() const
{
    return mParBoards ? double(mParSum) / double(mParBoards) : 0.0;
}

qint64 SetStatistics::tricksAgainstDoubleDummyCount(int difference) const
{
    return difference < -13 || difference > 13 ? 0 : mAgainstDoubleDummy[size_t(difference + 13)];
}

double SetStatistics::meanTricksAgainstDoubleDummy() const
{
    return mPlayedBoards ? double(mPlayedSum) / double(mPlayedBoards) : 0.0;
}

QList<SetStatistics::PlayerRecord> SetStatistics::declarers() const
{
    return sortedPlayers(mDeclarers);
}

std::optional<int> SetStatistics::openingLeadCost(const Board &board, QString *error)
{
    const std::optional<Contract> contract = board.contract();
    if (!contract || contract->isPassedOut() || board.playedCards().isEmpty() || !board.deal().isComplete())
        return std::nullopt;
    const std::optional<QList<CardValue>> values
        = DoubleDummySolver().cardValues(Play(board.deal(), contract->strain, lho(contract->declarer)), error);
    if (!values || values->isEmpty())
        return std::nullopt;
    const Card lead = board.playedCards().first();
    int best = 0;
    std::optional<int> led;
    for (const CardValue &v : *values) {
        best = std::max(best, v.tricks);
        if (v.card == lead)
            led = v.tricks;
    }
    if (!led)
        return std::nullopt; // not a card the leader could lead
    return best - *led;
}

qint64 SetStatistics::leadCostCount(int tricks) const
{
    return tricks < 0 || tricks > 13 ? 0 : mLeadCost[size_t(tricks)];
}

double SetStatistics::meanLeadCost() const
{
    return mLeads ? double(mLeadSum) / double(mLeads) : 0.0;
}

QList<SetStatistics::PlayerRecord> SetStatistics::leaders() const
{
    return sortedPlayers(mLeaders);
}

std::optional<int> SetStatistics::parScoreFromText(QStringView par)
{
    par = par.trimmed();
    int sign = 1;
    if (par.startsWith(u"NS", Qt::CaseInsensitive)) {
        par = par.mid(2);
    } else if (par.startsWith(u"EW", Qt::CaseInsensitive)) {
        sign = -1;
        par = par.mid(2);
    }
    par = par.trimmed();
    qsizetype end = 0;
    if (end < par.size() && (par[end] == u'-' || par[end] == u'+'))
        ++end;
    while (end < par.size() && par[end].isDigit())
        ++end;
    if (end < par.size() && par[end] != u':' && par[end] != u';' && !par[end].isSpace())
        return std::nullopt;
    bool ok = false;
    const int score = par.left(end).toInt(&ok);
    if (!ok)
        return std::nullopt;
    return sign * score;
}

bool operator==(const SetStatistics &a, const SetStatistics &b)
{
    return a.mBoards == b.mBoards && a.mCompleteDeals == b.mCompleteDeals && a.mHcp == b.mHcp
        && a.mPatterns == b.mPatterns && a.mSuitLengths == b.mSuitLengths
        && a.mDoubleDummyBoards == b.mDoubleDummyBoards && a.mTricks == b.mTricks && a.mBestTricks == b.mBestTricks
        && a.mHighest == b.mHighest && a.mParBoards == b.mParBoards && a.mParSum == b.mParSum && a.mPar == b.mPar
        && a.mPlayedBoards == b.mPlayedBoards && a.mPlayedSum == b.mPlayedSum
        && a.mAgainstDoubleDummy == b.mAgainstDoubleDummy && samePlayers(a.mDeclarers, b.mDeclarers)
        && a.mLeads == b.mLeads && a.mLeadSum == b.mLeadSum && a.mLeadCost == b.mLeadCost
        && samePlayers(a.mLeaders, b.mLeaders);
}

} // namespace Kibitz
