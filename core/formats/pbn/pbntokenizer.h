#pragma once

#include "formats/formaterror.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QIODevice>
#include <QString>

#include <array>
#include <vector>

// Regular files are read through a memory map on 64-bit Unix (PbnTokenizer::MapsFiles).
#if defined(Q_OS_UNIX) && QT_POINTER_SIZE == 8
#define KIBITZ_PBN_MAPS_FILES true
#else
#define KIBITZ_PBN_MAPS_FILES false
#endif

namespace Kibitz {

/**
 * Splits a PBN file into games and a game into tokens, working on the raw bytes
 * so that reading stays fast (see docs/bench-pbn.md).
 *
 * A game is everything between empty lines (lines holding only white space)
 * that are not inside a `{}` comment; only the bytes of the current game are
 * kept, so memory is proportional to the largest game, not to the file. Lines
 * whose first non-blank character is `%` (PBN's escape mechanism and the
 * `% PBN 2.1` / `% EXPORT` directives) are skipped as blanks, and kept in
 * directives() for the reader (docs/formats.md#pbn).
 *
 * Tokens: a whole tag pair `[Name "value"]` (which may span lines in the import
 * format), a `{}` or `;` comment, a quoted string in section data, and a word
 * (anything else up to white space, `[`, `{` or `;`).
 *
 * Text is decoded by decode(): UTF-8 when the bytes are valid UTF-8, Latin-1
 * otherwise (PBN 2.1 allows both; older files are Latin-1).
 */
class PbnTokenizer
{
public:
    enum class TokenType : quint8 { End, Tag, Word, String, Comment };

    struct Token
    {
        TokenType type = TokenType::End;
        /// Tag: the name; Word: the word; String: the text between the quotes; Comment: the text.
        QByteArrayView text;
        /// Tag: the value between the quotes, escapes still in place.
        QByteArrayView value;
        const char *begin = nullptr; ///< first byte of the token
        const char *end = nullptr; ///< one past its last byte
        const char *valueBegin = nullptr;
        bool valueEscaped = false; ///< Tag: the value holds a backslash
        int valueLine = 0; ///< Tag: line of the value's opening quote
        const char *valueLineStart = nullptr; ///< Tag: first byte of that line
        int line = 0; ///< 1-based line of begin
        const char *lineStart = nullptr; ///< first byte of that line
    };

    /**
     * Reads from @p device. A QFile on a regular file (opened without Text) is read through a
     * memory map instead of read() calls, sparing the copy into a read block; pages already
     * parsed are given back as reading goes on, so the resident set stays bounded.
     */
    explicit PbnTokenizer(QIODevice *device);
    ~PbnTokenizer();
    PbnTokenizer(const PbnTokenizer &) = delete;
    PbnTokenizer &operator=(const PbnTokenizer &) = delete;

    /** Whether regular files are read through a memory map on this platform (see the constructor). */
    static constexpr bool MapsFiles = KIBITZ_PBN_MAPS_FILES;
    /** Whether the input is read through a memory map (see the constructor). */
    bool isMapped() const { return mMap != nullptr; }
    /** Bytes of the file mapped (from the device's position to its end); 0 when not mapped. */
    qint64 mappedLength() const { return mMap ? mMapLength : 0; }
    /** The device position of @p p, a byte of the mapped input (see isMapped()); for an index of games. */
    qint64 offsetOf(const char *p) const { return mMapDevicePos + qint64(p - (mMap + mMapSkip)); }
    /** Numbers the first line read @p line instead of 1 (reading that starts inside a file); before nextGame(). */
    void setFirstLine(int line) { mLine = line; }
    /**
     * Ends lines with @p eol ('\n' or '\r') instead of telling it from the first megabyte read: reading
     * that starts inside a file goes on with the file's line end. Before nextGame().
     */
    void setLineEnd(char eol) { mForcedEol = eol; }

    /** Where a game lies, as nextGame() found it. */
    struct GameView
    {
        const char *begin = nullptr;
        const char *end = nullptr;
        int line = 0; ///< 1-based line of begin
    };
    /** The current game. Its bytes stay valid while the input is mapped (see isMapped()). */
    GameView game() const { return { gameBegin(), gameEnd(), mGameLine }; }
    /**
     * Makes @p game the current game, to tokenize it exactly as after the nextGame() that found it,
     * in a file whose lines end with @p eol (see lineEnd()). For a tokenizer without a device, on
     * bytes that another tokenizer split (the reader's second thread, see PbnReader).
     */
    void viewGame(const GameView &game, char eol);

    /** Moves to the next game. Returns false at the end of the input or on an error. */
    bool nextGame();
    /** 1-based line where the current game starts. */
    int gameLine() const { return mGameLine; }
    const char *gameBegin() const { return mData + mGameBegin; }
    const char *gameEnd() const { return mData + mGameEnd; }

    /** The next token of the current game; false at the game's end or on an error. */
    bool next(Token *token);
    /**
     * The next token when it is a tag pair in its usual form (`[Name "value"]` on one line after
     * nothing but spaces and line ends), exactly as next() would return it; otherwise false, and
     * nothing is consumed. A shortcut for the tags of a game (see docs/bench-pbn.md).
     */
    inline bool nextSimpleTag(Token *token); // in pbnscan.h
    /** The token next() would return, without consuming it. */
    bool peek(Token *token);
    /**
     * Reads the plain words that come next (section data such as calls and cards), calling
     * @p sink(text, begin, lineStart, line) for each, exactly as next() would return them as
     * Word tokens; stops before any other token (tag, comment, string) or at the game's end,
     * or when the sink returns false (then it returns false). A tight loop for the bulk of a
     * game (see docs/bench-pbn.md).
     */
    template <typename Sink> bool readWords(Sink &&sink);

    /**
     * The `%` lines the token scan of the current game has skipped so far, in order: each a whole
     * line from its `%` (blanks before it left out), without the line end.
     */
    const std::vector<QByteArrayView> &directives() const { return mDirectives; }

    /** Where the token scan of the current game stands, to read a stretch again. */
    struct Position
    {
        const char *p = nullptr;
        int line = 0;
        const char *lineStart = nullptr;
    };
    Position position() const { return { mP, mTokLine, mTokLineStart }; }
    void setPosition(const Position &position)
    {
        mP = position.p;
        mTokLine = position.line;
        mTokLineStart = position.lineStart;
    }
    /** The line end byte: '\n', or '\r' in a file whose lines end with CR alone. */
    char lineEnd() const { return mEol; }

    bool hasError() const { return mError.isError(); }
    const FormatError &error() const { return mError; }
    /** Forgets an error met inside the current game: nextGame() goes on with the next one. */
    void clearError() { mError = FormatError(); }

    /** 1-based character column of @p p in the line starting at @p lineStart. */
    static int column(const char *lineStart, const char *p);
    /** The first byte of the line holding @p p (within the current game). */
    const char *lineStartOf(const char *p) const;
    /** UTF-8 when valid, else Latin-1. */
    static QString decode(QByteArrayView bytes);
    /** Removes the backslash escapes of a tag value (`\"` and `\\`). */
    static QByteArray unescape(QByteArrayView value);

private:
    bool fill();
    void mapFile();
    void dropFront(qsizetype count);
    bool scanLine(const char *p, const char *end, bool *inBrace) const;
    qsizetype skipFullLines(qsizetype pos, qsizetype size);
    bool readToken(Token *token);
    // readToken()'s kinds of token, from the byte that starts them.
    bool readTagToken(Token *token);
    bool readCommentToken(Token *token);
    bool readStringToken(Token *token);
    void skipBlanks();
    void buildClasses();
    bool failAt(int line, const char *lineStart, const char *p, const QString &message);

    QIODevice *mDevice;
    QByteArray mBuffer; // streamed input: the unconsumed bytes read so far
    // The unconsumed bytes, in mBuffer or in the map: [mData, mData + mSize).
    const char *mData = nullptr;
    qsizetype mSize = 0;
    // Mapped input: the file from the device's position on, at mMap + mMapSkip, mMapLength bytes.
    char *mMap = nullptr;
    size_t mMapReserved = 0; // bytes reserved for the map, a readable zero page after the file included
    size_t mMapSkip = 0; // from the page boundary to the device's position
    qint64 mMapLength = 0;
    qint64 mMapDevicePos = 0;
    size_t mMapReleased = 0; // bytes at the start of the map already given back
    int mMapSlot = -1; // InputFile::protectMapping(): a file cut short reads as zeros, not SIGBUS
    qsizetype mPos = 0; // start of the unscanned bytes
    qsizetype mGameBegin = 0; // current game: [mGameBegin, mGameEnd)
    qsizetype mGameEnd = 0;
    int mLine = 1; // line number at mPos
    int mGameLine = 0;
    char mEol = '\n';
    char mForcedEol = 0; ///< setLineEnd(), or 0
    // Classes of mClass, the byte table of skipBlanks(), readWords() and nextGame().
    enum CharClass : quint8 { Other = 0, Blank = 1, Percent = 2, Eol = 4, Brace = 8 };
    // Byte classes for the scanning loops; depends on mEol.
    std::array<quint8, 256> mClass {};
    bool mEof = false;
    bool mStarted = false;

    // Token scanning inside the current game.
    const char *mP = nullptr;
    const char *mEnd = nullptr;
    int mTokLine = 0;
    const char *mTokLineStart = nullptr;
    bool mHasPeek = false;
    Token mPeek;
    std::vector<QByteArrayView> mDirectives; ///< see directives()
    const char *mDirectiveEnd = nullptr; ///< end of the last line kept there (a stretch read again adds none)

    FormatError mError;

    // Bytes that end a word: blanks, both line ends, and the starts of tags and comments.
    static const std::array<bool, 256> WordStop;
};

template <typename Sink> bool PbnTokenizer::readWords(Sink &&sink)
{
    if (mHasPeek)
        return true;
    const char *p = mP;
    const char *const end = mEnd;
    for (;;) {
        // The common blanks inline; the rest (other blanks, '%' lines) through skipBlanks().
        while (p < end) {
            const char c = *p;
            if (c == ' ') {
                ++p;
            } else if (c == mEol) {
                ++mTokLine;
                mTokLineStart = ++p;
            } else if (mClass[uchar(c)] != Other) {
                mP = p;
                skipBlanks();
                p = mP;
                if (p >= end || mClass[uchar(*p)] != Other)
                    break;
            } else {
                break;
            }
        }
        // Tags, comments, strings and stray stop bytes take the general path.
        if (p >= end || WordStop[uchar(*p)] || *p == '"') {
            mP = p;
            return true;
        }
        const char *w = p++;
        while (p < end && !WordStop[uchar(*p)])
            ++p;
        if (!sink(QByteArrayView(w, p - w), w, mTokLineStart, mTokLine)) {
            mP = p;
            return false;
        }
    }
}

} // namespace Kibitz
