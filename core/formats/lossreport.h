#pragma once

#include "dealformat.h"

#include "model/board.h"

#include <QList>
#include <QMap>
#include <QString>

namespace Kibitz {

/**
 * What writing a set of boards into one format would lose, gathered board by
 * board (so a converter can build it while streaming): counts per kind of
 * content, and the boards that cannot be stored at all.
 */
class LossReport
{
public:
    explicit LossReport(const DealFormat &format)
        : mFormat(&format)
    { }

    /**
     * Accounts for @p board written as the @p index-th board (0-based), named in
     * unstorableLines() by @p inputIndex, its 0-based position in the input
     * (default: @p index), so a board left out does not renumber the next ones.
     */
    void add(const Board &board, qint64 index, qint64 inputIndex = -1);

    /** Accounts for @p boards boards known to lose @p lost (a fast path that has no Board at hand). */
    void addLost(BoardContents lost, int boards = 1);

    bool isLossless() const { return mLost.isEmpty() && mUnstorable.isEmpty() && mUnknownResults == 0; }
    /** Boards whose unknown result the format would store as a made-up one (ZRJ: 0 tricks). */
    int unknownResults() const { return mUnknownResults; }
    /** Boards that would lose @p content. */
    int count(BoardContent content) const { return mLost.value(content); }
    /** (index, reason) of the boards the format cannot hold at all. */
    const QList<QPair<qint64, QString>> &unstorable() const { return mUnstorable; }
    /**
     * "ZBD keeps the deal only: the auctions of 12 boards, the play of 4 boards
     * and 20 double-dummy tables would be dropped.", then "The results of 12 boards are unknown: ZRJ would
     * store 0 tricks." when it would invent results; empty when lossless. With @p namedBoards > 0 each count
     * names its first boards: "the auctions of 12 boards (boards 3, 7, 12 and 9 more)", by board number
     * (a board without a number by its position, from 1); at most NamedBoards are named.
     */
    QString summary(int namedBoards = 0) const;
    /** How many boards summary() can name per kind of content. */
    static constexpr int NamedBoards = 5;
    /** One line per unstorable board: "board 3: ..." (at most @p limit lines). */
    QStringList unstorableLines(int limit = 20) const;

private:
    const DealFormat *mFormat;
    QMap<BoardContent, int> mLost;
    QMap<BoardContent, QList<qint64>> mNamed; // the first boards that lose each content
    BoardContents mNamedFull; // the contents that have all their names
    QList<qint64> mUnknownNamed;
    QList<QPair<qint64, QString>> mUnstorable;
    int mUnknownResults = 0;
};

} // namespace Kibitz
