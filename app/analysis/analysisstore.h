#pragma once

#include "model/board.h"

#include <QHash>
#include <QMutex>
#include <QString>

namespace Kibitz {

/**
 * Double-dummy results kept beside a Document, never in it: tables keyed by the deal they belong to,
 * and the par each table gives for a dealer and vulnerability. Analysis is not an edit, so nothing
 * here goes on the undo stack or makes a file "modified"; the Document shows a board through
 * complete() so that a board the file gives no table (or no par) is shown with what was solved, and
 * a save to a format that holds double-dummy tables writes them.
 *
 * Par is computed from the table each time the deal, dealer or vulnerability asks for one, so it
 * follows every edit of those (a Rotate, a new dealer) and is never stale.
 */
class AnalysisStore
{
public:
    AnalysisStore() = default;
    /** A copy of @p other's results, for a worker thread: later changes to either do not reach the other. */
    AnalysisStore(const AnalysisStore &other);
    AnalysisStore &operator=(const AnalysisStore &) = delete;

    /** Keeps @p table as the solved table of @p deal. */
    void insert(const Deal &deal, const DoubleDummyTable &table);
    /** The solved table of @p deal, or an empty one. */
    DoubleDummyTable table(const Deal &deal) const;
    /** Every deal solved, with its table (a save lays them into records it copies). */
    QList<std::pair<Deal, DoubleDummyTable>> solved() const;
    /** Number of deals solved. */
    qsizetype count() const;
    void clear();

    /** "NS 620; NS 4S" for a complete table (the file style of docs/formats.md#pbn), empty when unknown. */
    QString par(const DoubleDummyTable &table, Seat dealer, Vulnerability vulnerability) const;

    /** Whether complete() would add anything to @p board (the table, or the par when @p withPar). */
    bool adds(const Board &board, bool withPar = true) const;
    /**
     * @p board with the solved table when it has none, and (when @p withPar) the par of its table when it
     * states none.
     */
    Board complete(Board board, bool withPar = true) const;
    /** Pars kept for reuse now (tests check a save computes none its format cannot hold, and a bounded few). */
    qsizetype cachedPars() const;
    /** Pars kept for reuse at most: a few for every table on screen, not one for every board of a big file. */
    static constexpr qsizetype MaxPars = 16384;

private:
    static QString dealKey(const Deal &deal);

    mutable QMutex mMutex; // boards are also read from printing and export threads
    QHash<QString, DoubleDummyTable> mTables;
    mutable QHash<QString, QString> mPars;
};

} // namespace Kibitz
