#include "jsondocumentreader.h"

#include "endplayjson.h"
#include "jsonboardreader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::JsonDocumentReader)
};

bool isSpace(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/** Whether @p object has a field of Kibitz's schema that every board written by Kibitz has one of. */
bool isKibitzBoard(const QJsonObject &object)
{
    static const QStringList fields { QStringLiteral("board"), QStringLiteral("dealer"), QStringLiteral("vulnerable"),
        QStringLiteral("deal"), QStringLiteral("auction"), QStringLiteral("play"), QStringLiteral("contract") };
    if (object.contains(QStringLiteral("deal")) && !object.value(QStringLiteral("deal")).isString())
        return false;
    for (const QString &field : fields) {
        if (object.contains(field))
            return true;
    }
    return false;
}

} // namespace

JsonDocumentReader::JsonDocumentReader(QIODevice *device)
    : mDevice(device)
{ }

QString JsonDocumentReader::notDeals()
{
    return Tr::tr("this is a JSON document that is not a list of deals: Kibitz reads JSON Lines (one board a "
                  "line), a JSON array of such boards or one such board, and endplay's board JSON "
                  "(docs/formats.md#json-documents)");
}

bool JsonDocumentReader::fill()
{
    if (mEof)
        return false;
    if (mPos > 64 * 1024) {
        mBuffer.remove(0, mPos);
        mPos = 0;
    }
    const QByteArray more = mDevice->read(64 * 1024);
    if (more.isEmpty()) {
        mEof = true;
        return false;
    }
    mBuffer += more;
    return true;
}

int JsonDocumentReader::peekByte()
{
    if (mPos >= mBuffer.size() && !fill())
        return -1;
    return static_cast<unsigned char>(mBuffer[mPos]);
}

void JsonDocumentReader::take()
{
    const char c = mBuffer[mPos++];
    if (c == '\n') {
        ++mLine;
        mColumn = 1;
    } else if ((c & 0xC0) != 0x80) { // a UTF-8 continuation byte adds no column
        ++mColumn;
    }
}

bool JsonDocumentReader::skipSpace()
{
    for (int c = peekByte(); c >= 0; c = peekByte()) {
        if (!isSpace(c))
            return true;
        take();
    }
    return false;
}

void JsonNesting::step(char c)
{
    if (inString) {
        if (escaped)
            escaped = false;
        else if (c == '\\')
            escaped = true;
        else if (c == '"')
            inString = false;
    } else if (c == '"') {
        inString = true;
    } else if (c == '{' || c == '[') {
        ++depth;
    } else if (c == '}' || c == ']') {
        --depth;
    }
}

bool JsonDocumentReader::takeValue(QByteArray *bytes)
{
    const int line = mValueLine = mLine;
    const int column = mValueColumn = mColumn;
    bytes->clear();
    JsonNesting nesting;
    for (int c = peekByte(); c >= 0; c = peekByte()) {
        if (!nesting.inString && nesting.depth == 0 && !bytes->isEmpty()
            && (isSpace(c) || c == ',' || c == ']' || c == '}')) {
            if (bytes->front() != '{' && bytes->front() != '[' && bytes->front() != '"')
                return true; // a number, true, false or null ends here
        }
        bytes->append(char(c));
        take();
        if (bytes->size() > maxBoardSize()) {
            return fail(FormatError::malformedAtLine(line, column,
                Tr::tr("board %1 takes more than %2 MiB of JSON: Kibitz stops reading here")
                    .arg(mBoardsRead + 1)
                    .arg(maxBoardSize() >> 20),
                mBoardsRead));
        }
        nesting.step(char(c));
        if (!nesting.inString && nesting.depth <= 0 && (c == '"' || c == '}' || c == ']'))
            return true;
    }
    if (!bytes->isEmpty() && !nesting.inString && nesting.depth == 0 && bytes->front() != '"')
        return true;
    return fail(FormatError::endsInsideBoard(mBoardsRead, mLine, mColumn));
}

bool JsonDocumentReader::nextInArray(QByteArray *bytes)
{
    if (!skipSpace())
        return fail(FormatError::endsInsideBoard(mBoardsRead, mLine, mColumn));
    if (peekByte() == ']') {
        take();
        mState = State::Done;
        if (skipSpace()) {
            return fail(FormatError::malformedAtLine(
                mLine, mColumn, Tr::tr("text after the end of the JSON array"), mBoardsRead));
        }
        return false;
    }
    if (mAfterElement) {
        if (peekByte() != ',') {
            return fail(FormatError::malformedAtLine(
                mLine, mColumn, Tr::tr("expected ',' or ']' after a board of the JSON array"), mBoardsRead));
        }
        take();
        if (!skipSpace())
            return fail(FormatError::endsInsideBoard(mBoardsRead, mLine, mColumn));
    }
    mAfterElement = true;
    return takeValue(bytes);
}

bool JsonDocumentReader::readNext(Board *board)
{
    if (hasError() || mState == State::Done)
        return false;
    if (mState == State::Start) {
        if (peekByte() == 0xEF && mBuffer.mid(mPos, 3) == "\xEF\xBB\xBF")
            mPos += 3; // a UTF-8 byte order mark
        const int c = skipSpace() ? peekByte() : -1;
        if (c == '[') {
            take();
            mState = State::InArray;
        } else if (c == '{') {
            mState = State::Single;
        } else {
            return fail(FormatError::malformedAtLine(mLine, mColumn, notDeals()));
        }
    }
    QByteArray bytes;
    if (mState == State::InArray) {
        if (!nextInArray(&bytes))
            return false;
    } else {
        if (!takeValue(&bytes))
            return false;
        mState = State::Done;
        if (skipSpace())
            warn(mBoardsRead, Tr::tr("line %1: text after the end of the JSON object ignored").arg(mLine));
    }
    return readElement(bytes, mValueLine, mValueColumn, board);
}

bool JsonDocumentReader::notABoard(int line, int column, Board *board)
{
    if (mBoardsRead == 0)
        return fail(FormatError::malformedAtLine(line, column, notDeals()));
    *board = Board();
    damage(mBoardsRead, FormatError::malformedAtLine(line, column, Tr::tr("this element of the array is not a board")));
    ++mBoardsRead;
    return true;
}

bool JsonDocumentReader::readElement(const QByteArray &bytes, int line, int column, Board *board)
{
    if (!bytes.startsWith('{'))
        return notABoard(line, column, board);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *board = Board();
        const QByteArray before = bytes.left(parseError.offset);
        const int at = int(before.count('\n'));
        damage(mBoardsRead,
            FormatError::malformedAtLine(line + at, 0, Tr::tr("malformed JSON: %1").arg(parseError.errorString())));
        ++mBoardsRead;
        return true;
    }
    if (!document.isObject())
        return notABoard(line, column, board);
    const QJsonObject object = document.object();
    if (EndplayJson::isBoard(object)) {
        QStringList notes;
        const QString why = EndplayJson::readBoard(object, board, &notes);
        for (const QString &note : std::as_const(notes)) {
            if (!mNoted.contains(note) && mNoted.size() < 100) {
                mNoted.insert(note);
                warn(mBoardsRead, Tr::tr("line %1: %2").arg(line).arg(note));
            }
        }
        if (!why.isEmpty())
            damage(mBoardsRead, FormatError::malformedAtLine(line, 0, why));
        ++mBoardsRead;
        return true;
    }
    if (!isKibitzBoard(object))
        return notABoard(line, column, board);
    return readKibitz(bytes, line, column, board);
}

bool JsonDocumentReader::readKibitz(const QByteArray &bytes, int line, int column, Board *board)
{
    // JSON Lines' own reader reads the board laid on one line, starting at its line and column in the
    // file: its messages then say where the board starts (a board laid over several lines has its
    // columns counted as if it were on its first line).
    QByteArray text(qMax(0, column - 1), ' ');
    text += bytes;
    text.replace('\n', ' ').replace('\r', ' ');
    text += '\n';
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    JsonBoardReader lines(&buffer);
    lines.resume(mContext, mBoardsRead, { 0, line });
    const bool read = lines.readNext(board);
    for (const BoardWarning &w : lines.takeWarnings()) {
        if (w.damaged)
            damage(w.board, FormatError(FormatError::Code::Malformed, w.message));
        else
            warn(w.board, w.message);
    }
    if (!read)
        return fail(lines.hasError() ? static_cast<const BoardReader &>(lines).error()
                                     : FormatError::malformedAtLine(line, column, notDeals()));
    mContext = lines.resumeContext();
    ++mBoardsRead;
    return true;
}

} // namespace Kibitz
