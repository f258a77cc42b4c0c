#pragma once

#include <QString>

namespace Kibitz {

/**
 * Why a file could not be read or written: a code plus a translated message,
 * located as precisely as the format allows (record and byte offset for binary
 * formats, line and column for text).
 */
struct FormatError
{
    enum class Code : quint8 {
        None,
        OpenFailed, ///< the file could not be opened
        UnknownFormat, ///< no format recognises the content
        Malformed, ///< the content breaks the format
        Truncated, ///< the file ends inside a record
        CannotStore, ///< a board the target format cannot hold at all
        WriteFailed, ///< the device refused the data
        NotSupported, ///< reading or writing is not offered by this format
        Changed, ///< the file changed on disk while it was open or being read
        Cancelled, ///< the user stopped it
    };

    FormatError() = default;
    FormatError(Code code, const QString &message, const QString &fileName = {}, qint64 record = -1, qint64 offset = -1,
        int line = 0, int column = 0)
        : code(code)
        , message(message)
        , fileName(fileName)
        , record(record)
        , offset(offset)
        , line(line)
        , column(column)
    { }

    Code code = Code::None;
    QString message; ///< what was wrong and what was expected, translated
    QString fileName; ///< set by whoever knows it (registry, app, converter)
    qint64 record = -1; ///< 0-based record or board index, -1 when not applicable
    qint64 offset = -1; ///< byte offset in the file, -1 when not applicable
    int line = 0; ///< 1-based line for text formats, 0 when not applicable
    int column = 0; ///< 1-based column for text formats

    bool isError() const { return code != Code::None; }
    /** "file.zrd: record 3 (byte offset 69): nibble 14 is not a trick count". */
    QString toString() const;

    static FormatError malformedAt(qint64 record, qint64 offset, const QString &message)
    {
        return { Code::Malformed, message, {}, record, offset, 0, 0 };
    }
    static FormatError malformedAtLine(int line, int column, const QString &message, qint64 board = -1)
    {
        return { Code::Malformed, message, {}, board, -1, line, column };
    }
    /**
     * A text file cut short: "the file ends inside board N" (@p board 0-based), where the text
     * stops, at @p line and @p column (docs/formats.md#errors).
     */
    static FormatError endsInsideBoard(qint64 board, int line, int column);
};

/**
 * Something odd about one board. A damaged board could not be read whole: the
 * reader kept what it could read and went on with the next board (or the file
 * ends inside it). One mechanism for every reader: see BoardReader::damage().
 */
struct BoardWarning
{
    qint64 board = -1; ///< 0-based index of the board in the file
    QString message; ///< translated; includes the line or byte offset where useful
    bool damaged = false; ///< the board is incomplete: part of it could not be read

    /** A damaged board's warning: @p error located by line and column or by record and byte offset. */
    static BoardWarning damage(qint64 board, FormatError error);
};

} // namespace Kibitz
