#pragma once

#include "boardreader.h"

#include <QByteArray>
#include <QIODevice>
#include <QSet>

namespace Kibitz {

/**
 * Reads a JSON document of boards however it is laid out (docs/formats.md#json-documents): an array
 * of boards, or one board, each in Kibitz's schema (docs/json-lines.md) or endplay's (EndplayJson).
 * The array is streamed: its elements are cut out of the text one by one and parsed alone, so memory
 * stays proportional to one board (capped at maxBoardSize()), not to the file. Any other JSON is
 * refused with one message (notDeals()).
 */
/** Where a byte of JSON text stands: the nesting of objects and arrays, and whether it is inside a string. */
struct JsonNesting
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;

    /** Takes the next byte, @p c. */
    void step(char c);
};

class JsonDocumentReader : public BoardReader
{
public:
    explicit JsonDocumentReader(QIODevice *device);
    bool readNext(Board *board) override;

    /** The most JSON text one board may take. */
    static constexpr qsizetype maxBoardSize() { return 16 * 1024 * 1024; }
    /** "a JSON document that is not a list of deals", with what Kibitz reads instead; translated. */
    static QString notDeals();

private:
    enum class State : quint8 { Start, InArray, Single, Done };

    /** Appends more of the device to mBuffer; false at the end. */
    bool fill();
    /** The byte at the reading position (filling the buffer as needed), or -1 at the end. */
    int peekByte();
    /** Takes the byte at the reading position, counting lines and columns. */
    void take();
    /** Skips white space; false at the end of the input. */
    bool skipSpace();
    /** Takes the text of one JSON value into @p bytes; false (with the error set) when it cannot. */
    bool takeValue(QByteArray *bytes);
    /** The next element of the array, or false at its end or on an error. */
    bool nextInArray(QByteArray *bytes);
    bool readElement(const QByteArray &bytes, int line, int column, Board *board);
    bool readKibitz(const QByteArray &bytes, int line, int column, Board *board);
    /** The first element that is not a board refuses the file; a later one is a damaged board. */
    bool notABoard(int line, int column, Board *board);

    QIODevice *mDevice;
    QByteArray mBuffer;
    qsizetype mPos = 0;
    int mLine = 1;
    int mColumn = 1;
    int mValueLine = 1; // where the value takeValue() took last starts
    int mValueColumn = 1;
    bool mEof = false;
    State mState = State::Start;
    bool mAfterElement = false; // inside the array, an element was read: a ',' or ']' comes next
    QByteArray mContext; // the unknown fields Kibitz-schema boards met so far (JsonBoardReader's context)
    QSet<QString> mNoted; // notes on endplay boards, each given once
};

} // namespace Kibitz
