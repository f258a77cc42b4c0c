#pragma once

#include "formaterror.h"

#include "model/board.h"

#include <QByteArray>
#include <QIODevice>

class QFileDevice;
class QSaveFile;

namespace Kibitz {

/**
 * Opens and commits a QSaveFile so that a refused write is never taken for a saved file.
 * QSaveFile::commit() does not notice when its own last flush of QFileDevice's buffer fails
 * (a full disk, RLIMIT_FSIZE): it would rename a truncated file over the old one. Opened
 * here, the file is unbuffered, so every write reaches the descriptor and a refused one
 * fails at once with the system's reason; commit() checks every write before renaming.
 */
class AtomicSave
{
public:
    /** Opens @p file for writing, unbuffered. On failure, @p file's errorString() says why. */
    static bool open(QSaveFile *file);
    /**
     * Renames @p file over its target when every write succeeded. Otherwise cancels it (the old
     * file stays as it was), puts the system's reason ("No space left on device") in @p reason
     * when given, and returns false.
     */
    static bool commit(QSaveFile *file, QString *reason = nullptr);
    /**
     * Writes all of @p bytes to @p file, a short write retried with the rest: a full disk then fails a
     * write, so @p file's errorString() gives the system's reason. False when not all could be written.
     */
    static bool write(QFileDevice *file, QByteArrayView bytes);
};

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
    /**
     * Writes @p count records already encoded in this writer's record format, as they are (a save of
     * unedited records to the format they were read in). Only a record format's writer takes them.
     */
    virtual bool writeRecords(const uchar *records, qint64 count);
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

/**
 * Base of the formats' writers: a board's bytes are collected in a buffer and
 * handed to the device in large blocks, and a refused write is worded once
 * (writeFailed()).
 */
class BufferedBoardWriter : public BoardWriter
{
public:
    explicit BufferedBoardWriter(QIODevice *device)
        : mDevice(device)
    { }
    ~BufferedBoardWriter() override { flush(); }

    bool finish() override { return flush(); }

protected:
    /** Whether a board may be written: false after an error, or (recording it) when @p whyNot is set. */
    bool acceptBoard(const QString &whyNot = {})
    {
        if (hasError())
            return false;
        if (!whyNot.isEmpty())
            return fail({ FormatError::Code::CannotStore, whyNot, {}, mBoardsWritten });
        return true;
    }
    /** Counts the board whose bytes were just appended to mBuffer, flushing a full buffer. */
    bool boardDone()
    {
        ++mBoardsWritten;
        return mBuffer.size() < 256 * 1024 || flush();
    }
    /**
     * Hands the buffer to the device. A short write is retried with the rest: the device
     * accepts what fits and refuses the next write with the system's reason.
     */
    bool flush();
    /** Records that the device refused data, with the device's own reason, and returns false. */
    bool writeFailed();

    QIODevice *mDevice;
    QByteArray mBuffer;
};

} // namespace Kibitz
