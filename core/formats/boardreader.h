#pragma once

#include "formaterror.h"

#include "model/board.h"

#include <QByteArray>
#include <QList>

namespace Kibitz {

/**
 * Reads boards one after another from a device: what conversion streams
 * through, so memory stays proportional to one board.
 */
class BoardReader
{
public:
    virtual ~BoardReader() = default;

    /**
     * Reads the next board into @p board. Returns false at the end of the input
     * or on an error; hasError() tells which.
     */
    virtual bool readNext(Board *board) = 0;

    bool hasError() const { return mError.isError(); }
    const FormatError &error() const { return mError; }
    /** Warnings gathered since the last call. */
    QList<BoardWarning> takeWarnings() { return std::exchange(mWarnings, {}); }
    /** Boards returned so far. */
    qint64 boardsRead() const { return mBoardsRead; }

    /** Where a board's text begins in the input: with the reader's context, what reading from there needs. */
    struct Place
    {
        qint64 offset = -1; ///< byte offset in the input
        int line = 1; ///< the line that starts there (text formats)
    };
    /**
     * Whether the reader can start again inside its input (resume()): what opening a file too big to
     * hold in memory relies on (IndexedBoardSource, docs/reliability.md). Other readers are read whole.
     */
    virtual bool canResume() const { return false; }
    /**
     * Where the next board's text begins (when canResume()): the first byte not yet taken by the boards
     * returned so far, blank lines and comments between boards included.
     */
    virtual Place nextPlace() const { return {}; }
    /**
     * What the boards read so far hand on to the next one (a file header, inherited values, a code
     * table), packed; empty when nothing is handed on.
     */
    virtual QByteArray resumeContext() const { return {}; }
    /**
     * Makes this reader, over a device positioned at @p place, read on exactly as the reader that gave
     * @p place (its nextPlace()), @p context (its resumeContext()) and @p boardsRead (its boardsRead())
     * would: the same boards, warnings, damage and errors, by the same board index, line and offset.
     */
    virtual void resume(const QByteArray &context, qint64 boardsRead, const Place &place)
    {
        Q_UNUSED(context);
        Q_UNUSED(place);
        mBoardsRead = boardsRead;
    }
    /**
     * Reads past the next board as readNext() would, for an index of the file; a reader may do it
     * faster by leaving out what only the board itself needs (its warnings among them).
     */
    virtual bool skipNext()
    {
        Board board;
        return readNext(&board);
    }

protected:
    void warn(qint64 board, const QString &message) { mWarnings.append({ board, message }); }
    /**
     * Board @p board is damaged: the reader returns it with what it could read,
     * @p error (located) becomes its warning, and reading goes on at the next
     * board, line or record (docs/formats.md#conventions).
     */
    void damage(qint64 board, const FormatError &error) { mWarnings.append(BoardWarning::damage(board, error)); }
    /** Records @p error and returns false, for `return fail(...)`. */
    bool fail(const FormatError &error)
    {
        mError = error;
        return false;
    }
    qint64 mBoardsRead = 0;

private:
    FormatError mError;
    QList<BoardWarning> mWarnings;
};

} // namespace Kibitz
