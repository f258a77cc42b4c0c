#pragma once

#include "formaterror.h"

#include "model/board.h"

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
