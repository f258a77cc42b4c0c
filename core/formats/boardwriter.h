#pragma once

#include "formaterror.h"

#include "model/board.h"

namespace Kibitz {

/**
 * Writes boards one after another to a device. A writer that needs the whole
 * set (a header with the highest board number) may buffer and write in finish().
 */
class BoardWriter
{
public:
    virtual ~BoardWriter() = default;

    /** Writes one board. Returns false on error (see error()); nothing more should be written then. */
    virtual bool writeBoard(const Board &board) = 0;
    /** Completes the output (trailers, buffered records). Call once after the last board. */
    virtual bool finish() { return !hasError(); }

    bool hasError() const { return mError.isError(); }
    const FormatError &error() const { return mError; }

protected:
    bool fail(const FormatError &error)
    {
        mError = error;
        return false;
    }
    qint64 mBoardsWritten = 0;

private:
    FormatError mError;
};

} // namespace Kibitz
