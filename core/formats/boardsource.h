#pragma once

#include "formaterror.h"

#include "model/board.h"

#include <QList>
#include <QStringList>

#include <vector>

namespace Kibitz {

class RecordFormat;

/**
 * Random access to the boards of an opened file. Fixed-size record formats
 * decode a board only when it is asked for, so a file of ten million boards
 * costs its mapping and nothing more.
 */
class BoardSource
{
public:
    virtual ~BoardSource() = default;

    virtual qint64 count() const = 0;
    /**
     * Board @p index (0-based). @p warnings, when given, receives what is odd
     * about it (including a record that cannot be decoded, which yields an empty board).
     */
    virtual Board board(qint64 index, QStringList *warnings = nullptr) const = 0;
    /** Warnings found while opening, by board (lazy sources report per board through board()). */
    virtual QList<BoardWarning> warnings() const { return {}; }
    /**
     * Whether the file this source decodes on demand changed on disk since it was
     * opened (board() then yields empty boards with InputFile::changedWhileOpenMessage()).
     * Sources held in memory never change.
     */
    virtual bool changedOnDisk() const { return false; }
    /**
     * How many of the boards [@p first, @p first + @p count) can no longer be read as they were when the
     * file was opened: the file changed on disk where they are (board() gives them empty). A board shown
     * before the change and still held, or whose bytes are unchanged (a touch, an append), is readable.
     * Sources held in memory: 0.
     */
    virtual qint64 unreadable(qint64 first, qint64 count) const
    {
        Q_UNUSED(first);
        Q_UNUSED(count);
        return 0;
    }
    /** Boards this source holds decoded in memory (a lazy source: its cache; tests check it stays small). */
    virtual qint64 residentBoards() const { return 0; }
    /**
     * The record format whose records copyRecords() gives as they are in the file, or nullptr when the
     * source has none to copy (text formats, a file read into memory).
     */
    virtual const RecordFormat *recordFormat() const { return nullptr; }
    /**
     * Copies the records of boards [@p first, @p first + @p count) as the file holds them to @p target
     * (count × the record size). False when any is out of range or no longer as it was when the file was
     * opened: a save then writes nothing (docs/reliability.md).
     */
    virtual bool copyRecords(qint64 first, qint64 count, uchar *target) const
    {
        Q_UNUSED(first);
        Q_UNUSED(count);
        Q_UNUSED(target);
        return false;
    }
};

/** A BoardSource over boards held in memory. */
class MemoryBoardSource : public BoardSource
{
public:
    MemoryBoardSource() = default;
    explicit MemoryBoardSource(QList<Board> boards, QList<BoardWarning> warnings = {});

    qint64 count() const override { return mBoards.size(); }
    Board board(qint64 index, QStringList *warnings = nullptr) const override;
    QList<BoardWarning> warnings() const override { return mWarnings; }
    qint64 residentBoards() const override { return mBoards.size(); }
    const QList<Board> &boards() const { return mBoards; }

private:
    QList<Board> mBoards;
    QList<BoardWarning> mWarnings;
    std::vector<qsizetype> mWarningsByBoard; ///< indexes into mWarnings, by board (a board's in file order)
};

} // namespace Kibitz
