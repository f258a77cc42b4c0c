#include "pbntokenizer.h"

#include "pbnscan.h"

#include "formats/inputfile.h"
#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#if KIBITZ_PBN_MAPS_FILES
#define KIBITZ_PBN_MMAP
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace Kibitz {

using namespace PbnScan;

namespace {

constexpr qsizetype ChunkSize = qsizetype(1) << 20;
// A game is a few kilobytes; anything this long is not a PBN game and must not eat memory.
constexpr qsizetype MaxGameSize = qsizetype(64) << 20;
// Mapped input: how much of the parsed file may stay mapped in before it is given back.
[[maybe_unused]] constexpr size_t ReleaseStep = size_t(2) << 20;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::PbnTokenizer)
};

constexpr bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/** std::popcount of 16 bits without a library call (the build does not assume POPCNT). */
constexpr int lineCount(unsigned x)
{
    x -= (x >> 1) & 0x5555u;
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0f0fu;
    return int((x + (x >> 8)) & 0x1fu);
}

inline const char *findByte(const char *p, const char *end, char a)
{
    return findAny(p, end, a, a, a, a);
}

} // namespace

const std::array<bool, 256> PbnTokenizer::WordStop = [] {
    std::array<bool, 256> t {};
    for (char c : { ' ', '\t', '\r', '\n', '\f', '\v', '[', '{', ';' })
        t[uchar(c)] = true;
    return t;
}();

PbnTokenizer::PbnTokenizer(QIODevice *device)
    : mDevice(device)
{ }

PbnTokenizer::~PbnTokenizer()
{
#ifdef KIBITZ_PBN_MMAP
    if (mMap) {
        InputFile::unprotectMapping(mMapSlot);
        munmap(mMap, mMapReserved);
    }
#endif
}

void PbnTokenizer::mapFile()
{
#ifdef KIBITZ_PBN_MMAP
    // Only a plain regular file: a pipe, a socket or a Qt resource has no descriptor to map, and
    // Text mode changes the bytes read() gives.
    auto *file = qobject_cast<QFile *>(mDevice);
    if (!file || !file->isOpen() || file->isSequential() || !(file->openMode() & QIODevice::ReadOnly)
        || (file->openMode() & QIODevice::Text))
        return;
    const int fd = file->handle();
    struct stat st = {};
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return;
    const qint64 pos = file->pos();
    if (pos < 0 || st.st_size <= pos)
        return;
    const long page = sysconf(_SC_PAGESIZE);
    if (page <= 0)
        return;
    const qint64 start = pos / page * page;
    const size_t length = size_t(st.st_size - start);
    // One readable zero page after the file, as QByteArray has its terminating zero byte.
    const size_t reserved = (length + size_t(page) - 1) / size_t(page) * size_t(page) + size_t(page);
    void *area = mmap(nullptr, reserved, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED)
        return;
    if (mmap(area, length, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, off_t(start)) == MAP_FAILED) {
        munmap(area, reserved);
        return;
    }
    madvise(area, length, MADV_SEQUENTIAL);
    mMapSlot = InputFile::protectMapping(area, length);
    mMap = static_cast<char *>(area);
    mMapReserved = reserved;
    mMapSkip = size_t(pos - start);
    mMapLength = st.st_size - pos;
    mMapDevicePos = pos;
    mData = mMap + mMapSkip;
    mSize = 0;
#endif
}

bool PbnTokenizer::fill()
{
    if (mEof)
        return false;
    if (!mStarted)
        mapFile();
    if (mMap) {
        if (InputFile::mappingFaulted(mMapSlot)) {
            // The file shrank under the map: what was read past its new end was zeros.
            auto *file = qobject_cast<QFile *>(mDevice);
            mError = { FormatError::Code::Changed,
                InputFile::changedWhileOpenMessage(file ? file->fileName() : QString()) };
            mEof = true;
            return false;
        }
        // The same blocks as read() would give, without the copy: the view just grows.
        const qint64 shown = qint64(mData - (mMap + mMapSkip)) + mSize;
        const qint64 n = std::min<qint64>(ChunkSize, mMapLength - shown);
        if (n <= 0) {
            mEof = true;
            mDevice->seek(mMapDevicePos + mMapLength);
            return false;
        }
        mSize += qsizetype(n);
    } else {
        const qsizetype old = mBuffer.size();
        mBuffer.resize(old + ChunkSize);
        const qint64 n = mDevice->read(mBuffer.data() + old, ChunkSize);
        if (n <= 0) {
            mBuffer.resize(old);
            mEof = true;
            mData = mBuffer.constData();
            mSize = mBuffer.size();
            return false;
        }
        mBuffer.resize(old + n);
        mData = mBuffer.constData();
        mSize = mBuffer.size();
    }
    if (!mStarted) {
        mStarted = true;
        if (mSize >= 3 && std::memcmp(mData, "\xEF\xBB\xBF", 3) == 0)
            mPos = 3;
        // Old Macintosh files end lines with CR alone.
        if (mForcedEol)
            mEol = mForcedEol;
        else if (!std::memchr(mData, '\n', size_t(mSize)) && std::memchr(mData, '\r', size_t(mSize)))
            mEol = '\r';
        buildClasses();
    }
    return true;
}

void PbnTokenizer::dropFront(qsizetype count)
{
    if (!mMap) {
        mBuffer.remove(0, count);
        mData = mBuffer.constData();
        mSize = mBuffer.size();
        return;
    }
    mData += count;
    mSize -= count;
#ifdef KIBITZ_PBN_MMAP
    // Give the pages parsed back every few megabytes, so the resident set stays bounded. A page
    // given back still reads the same bytes (it comes back from the file), should anything look.
    const size_t page = size_t(sysconf(_SC_PAGESIZE));
    const size_t done = size_t(mData - mMap) / page * page;
    if (done - mMapReleased >= ReleaseStep) {
        // Reading a page maps the whole large folio of the page cache it lies in (Linux 6.1: up
        // to 1 MiB), pages before those given back included: each release covers the step
        // before it again, or those pages would stay (a 1.2 GB file: 320 MB resident).
        const size_t from = mMapReleased > ReleaseStep ? mMapReleased - ReleaseStep : 0;
        madvise(mMap + from, done - from, MADV_DONTNEED);
        mMapReleased = done;
    }
#endif
}

void PbnTokenizer::buildClasses()
{
    mClass.fill(Other);
    for (char c : { ' ', '\t', '\r', '\f', '\v' })
        mClass[uchar(c)] = Blank;
    mClass['%'] = Percent;
    mClass['{'] = Brace;
    mClass[uchar(mEol)] = Eol;
}

bool PbnTokenizer::scanLine(const char *p, const char *end, bool *inBrace) const
{
    if (!*inBrace) {
        while (p < end && isBlank(*p))
            ++p;
        if (p < end && *p == '%')
            return true;
    }
    while (p < end) {
        if (*inBrace) {
            const void *close = std::memchr(p, '}', size_t(end - p));
            if (!close)
                return true;
            *inBrace = false;
            p = static_cast<const char *>(close) + 1;
            continue;
        }
        const char c = *p;
        if (c == '"') {
            ++p;
            while (p < end && *p != '"') {
                if (*p == '\\' && p + 1 < end)
                    ++p;
                ++p;
            }
            if (p < end)
                ++p;
            continue;
        }
        if (c == ';')
            return true;
        if (c == '{')
            *inBrace = true;
        ++p;
    }
    return true;
}

bool PbnTokenizer::nextGame()
{
    if (mError.isError())
        return false;
    mHasPeek = false;
    mDirectives.clear();
    mDirectiveEnd = nullptr;
    qsizetype gameStart = -1;
    int gameLine = 0;
    bool inBrace = false;
    // A blank line ends the game unless a `{}` comment is open. Games without '{' are split on the
    // first blank line (one memchr per line); a game holding one is scanned again line by line.
    bool exact = false;
    bool braceless = false; // a `{` of this game is never closed: it does not hold the game together
    for (;;) {
        const char *data = mData;
        const qsizetype size = mSize;
        if (!exact && gameStart >= 0 && mPos < size && !(mClass[uchar(data[mPos])] & (Blank | Eol)))
            mPos = skipFullLines(mPos, size);
        const char *found = mPos < size ? findByte(data + mPos, data + size, mEol) : data + size;
        const void *eol = found < data + size ? found : nullptr;
        if (!eol && !mEof) {
            const qsizetype keep = gameStart >= 0 ? gameStart : mPos;
            if (size - keep > MaxGameSize) {
                mError = FormatError::malformedAtLine(
                    gameLine, 1, Tr::tr("a game longer than 64 MB: this is not a PBN file"));
                return false;
            }
            if (keep > 0) {
                dropFront(keep);
                mPos -= keep;
                if (gameStart >= 0)
                    gameStart -= keep;
            }
            fill();
            continue;
        }
        if (mPos >= size) {
            if (exact && inBrace) [[unlikely]] {
                // An unterminated `{`: the game ends at its first empty line after all, so that
                // the games after it are read (the collector reports the comment).
                mPos = gameStart;
                mLine = gameLine;
                gameStart = -1;
                exact = false;
                inBrace = false;
                braceless = true;
                continue;
            }
            break;
        }
        const qsizetype lineEnd = eol ? static_cast<const char *>(eol) - data : size;
        const char *lineBegin = data + mPos;
        const char *lineStop = data + lineEnd;
        const char *p = lineBegin;
        while (p < lineStop && mClass[uchar(*p)] == Blank)
            ++p;
        const bool blank = p == lineStop;
        if (blank && !inBrace) {
            if (gameStart >= 0) {
                if (!exact && !braceless && std::memchr(data + gameStart, '{', size_t(mPos - gameStart))) {
                    exact = true;
                    mPos = gameStart;
                    mLine = gameLine;
                    gameStart = -1;
                    continue;
                }
                mGameBegin = gameStart;
                mGameEnd = mPos;
                mGameLine = gameLine;
                mPos = eol ? lineEnd + 1 : size;
                ++mLine;
                mP = gameBegin();
                mEnd = gameEnd();
                mTokLine = mGameLine;
                mTokLineStart = mP;
                return true;
            }
        } else {
            if (gameStart < 0) {
                gameStart = mPos;
                gameLine = mLine;
            }
            if (exact && (inBrace || std::memchr(lineBegin, '{', size_t(lineStop - lineBegin))))
                scanLine(lineBegin, lineStop, &inBrace);
        }
        mPos = eol ? lineEnd + 1 : size;
        ++mLine;
    }
    if (gameStart < 0)
        return false;
    mGameBegin = gameStart;
    mGameEnd = mSize;
    mGameLine = gameLine;
    mPos = mGameEnd;
    mP = gameBegin();
    mEnd = gameEnd();
    mTokLine = mGameLine;
    mTokLineStart = mP;
    return true;
}

void PbnTokenizer::viewGame(const GameView &game, char eol)
{
    if (!mStarted || mEol != eol) {
        mStarted = true;
        mEol = eol;
        buildClasses();
    }
    mEof = true;
    mData = game.begin;
    mSize = game.end - game.begin;
    mPos = mSize;
    mGameBegin = 0;
    mGameEnd = mSize;
    mGameLine = game.line;
    mP = game.begin;
    mEnd = game.end;
    mTokLine = game.line;
    mTokLineStart = game.begin;
    mHasPeek = false;
    mDirectives.clear();
    mDirectiveEnd = nullptr;
    mError = FormatError();
}

qsizetype PbnTokenizer::skipFullLines(qsizetype pos, qsizetype size)
{
    // pos starts a line that is not blank (its first byte is neither a blank nor a line end); so
    // does every line whose first byte is not one either. Returns the start of the first line that
    // may be blank, or of the last line when it has no line end yet, for nextGame()'s own loop.
    const char *data = mData;
    const char *end = data + size;
    const char *line = data + pos;
#ifdef __SSE2__
    // 16 bytes at a time: a line end followed by a byte up to ' ' stops the scan (all blanks and line
    // ends are; so are other control bytes, which only make nextGame() look at that line itself); the
    // other line ends are only counted (no branch per line, whose lengths are unpredictable).
    const __m128i eolByte = _mm_set1_epi8(mEol);
    const __m128i space = _mm_set1_epi8(' ');
    const char *p = line;
    __m128i counts = _mm_setzero_si128(); // line ends per byte lane, minus: at most 255 blocks
    int blocks = 0;
    const auto flush = [&] {
        const __m128i sums = _mm_sad_epu8(_mm_sub_epi8(_mm_setzero_si128(), counts), _mm_setzero_si128());
        mLine += _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
        counts = _mm_setzero_si128();
        blocks = 0;
    };
    while (end - p >= 17) {
        const __m128i eols = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)), eolByte);
        const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 1));
        const __m128i low = _mm_cmpeq_epi8(_mm_min_epu8(next, space), next);
        const unsigned stops = unsigned(_mm_movemask_epi8(_mm_and_si128(eols, low)));
        if (stops) {
            const unsigned at = unsigned(__builtin_ctz(stops));
            const unsigned eolBits = unsigned(_mm_movemask_epi8(eols)) & ((2u << at) - 1);
            flush();
            mLine += lineCount(eolBits);
            return p + at + 1 - data;
        }
        counts = _mm_add_epi8(counts, eols);
        if (++blocks == 255)
            flush();
        p += 16;
    }
    flush();
    // The rest: from the start of the line holding p, but lines already counted are not counted again.
    for (const char *q = p; q > line; --q) {
        if (q[-1] == mEol) {
            line = q;
            break;
        }
    }
    for (;;) {
        const char *eol = findByte(p, end, mEol);
        if (eol == end)
            return line - data;
        ++mLine;
        line = eol + 1;
        if (line == end || (mClass[uchar(*line)] & (Blank | Eol)))
            return line - data;
        p = line;
    }
#else
    for (;;) {
        const char *eol = findByte(line, end, mEol);
        if (eol == end)
            return line - data;
        ++mLine;
        line = eol + 1;
        if (line == end || (mClass[uchar(*line)] & (Blank | Eol)))
            return line - data;
    }
#endif
}

void PbnTokenizer::skipBlanks()
{
    while (mP < mEnd) {
        switch (mClass[uchar(*mP)]) {
        case Blank:
            ++mP;
            break;
        case Eol:
            ++mTokLine;
            mTokLineStart = ++mP;
            break;
        case Percent: {
            const char *q = mTokLineStart;
            while (q < mP && isBlank(*q))
                ++q;
            if (q != mP)
                return;
            const void *eol = std::memchr(mP, mEol, size_t(mEnd - mP));
            const char *lineEnd = eol ? static_cast<const char *>(eol) : mEnd;
            if (lineEnd > mDirectiveEnd) {
                const char *last = lineEnd;
                while (last > mP && (last[-1] == '\r' || last[-1] == '\n'))
                    --last;
                mDirectives.emplace_back(mP, last - mP);
                mDirectiveEnd = lineEnd;
            }
            mP = lineEnd;
            break;
        }
        default:
            // A line feed in a file whose lines end with CR alone (found only after the first read
            // block) is a blank: read as a word it would be empty and never consumed.
            if (*mP == '\n') {
                ++mP;
                break;
            }
            return;
        }
    }
}

bool PbnTokenizer::failAt(int line, const char *lineStart, const char *p, const QString &message)
{
    mError = FormatError::malformedAtLine(line, column(lineStart, p), message);
    mP = mEnd;
    return false;
}

bool PbnTokenizer::readToken(Token *t)
{
    skipBlanks();
    t->value = {};
    t->valueBegin = nullptr;
    if (mP >= mEnd) {
        t->type = TokenType::End;
        t->begin = t->end = mEnd;
        t->text = {};
        return false;
    }
    t->begin = mP;
    t->line = mTokLine;
    t->lineStart = mTokLineStart;
    const char c = *mP;
    if (c == '[')
        return readTagToken(t);
    if (c == '{' || c == ';')
        return readCommentToken(t);
    if (c == '"')
        return readStringToken(t);
    const char *w = mP;
    while (mP < mEnd && !WordStop[uchar(*mP)])
        ++mP;
    t->type = TokenType::Word;
    t->text = QByteArrayView(w, mP - w);
    t->end = mP;
    return true;
}

bool PbnTokenizer::readTagToken(Token *t)
{
    ++mP;
    const auto skipSpace = [this] {
        while (mP < mEnd && (mClass[uchar(*mP)] & (Blank | Eol))) {
            if (*mP == mEol) {
                ++mTokLine;
                mTokLineStart = mP + 1;
            }
            ++mP;
        }
    };
    skipSpace();
    const char *name = mP;
    while (mP < mEnd && NameChar[uchar(*mP)])
        ++mP;
    if (mP == name)
        return failAt(mTokLine, mTokLineStart, mP, Tr::tr("expected a tag name after '['"));
    t->text = QByteArrayView(name, mP - name);
    skipSpace();
    if (mP >= mEnd || *mP != '"') {
        return failAt(mTokLine, mTokLineStart, mP,
            Tr::tr("unterminated tag %1: expected its value in quotes").arg(quotedInput(t->text)));
    }
    const int quoteLine = mTokLine;
    const char *quoteLineStart = mTokLineStart;
    const char *v = ++mP;
    bool escaped = false;
    for (;;) {
        mP = findAny(mP, mEnd, '"', '\\', '\r', '\n');
        if (mP >= mEnd || *mP == '"' || *mP == mEol)
            break;
        if (*mP == '\\') {
            escaped = true;
            if (mP + 1 < mEnd && mP[1] != mEol)
                ++mP;
        }
        ++mP;
    }
    if (mP >= mEnd || *mP != '"') {
        return failAt(quoteLine, quoteLineStart, mP,
            Tr::tr("unterminated tag %1: the value has no closing quote").arg(quotedInput(t->text)));
    }
    t->value = QByteArrayView(v, mP - v);
    t->valueBegin = v;
    t->valueEscaped = escaped;
    t->valueLine = quoteLine;
    t->valueLineStart = quoteLineStart;
    ++mP;
    const char *afterValue = mP;
    const int afterLine = mTokLine;
    const char *afterLineStart = mTokLineStart;
    skipSpace();
    if (mP >= mEnd || *mP != ']') {
        return failAt(afterLine, afterLineStart, afterValue,
            Tr::tr("unterminated tag %1: expected ']' after the value").arg(quotedInput(t->text)));
    }
    ++mP;
    t->type = TokenType::Tag;
    t->end = mP;
    return true;
}

bool PbnTokenizer::readCommentToken(Token *t)
{
    // `{...}`, which may span lines, or `;` to the end of the line.
    if (*mP == '{') {
        const char *close = static_cast<const char *>(std::memchr(mP, '}', size_t(mEnd - mP)));
        if (!close)
            return failAt(t->line, t->lineStart, mP, Tr::tr("unterminated comment: expected '}'"));
        for (const char *q = mP; q < close; ++q) {
            if (*q == mEol) {
                ++mTokLine;
                mTokLineStart = q + 1;
            }
        }
        t->type = TokenType::Comment;
        t->text = QByteArrayView(mP + 1, close - mP - 1);
        mP = close + 1;
        t->end = mP;
        return true;
    }
    const void *eol = std::memchr(mP, mEol, size_t(mEnd - mP));
    const char *stop = eol ? static_cast<const char *>(eol) : mEnd;
    t->type = TokenType::Comment;
    const char *textEnd = stop;
    while (textEnd > mP + 1 && textEnd[-1] == '\r')
        --textEnd;
    t->text = QByteArrayView(mP + 1, textEnd - mP - 1);
    mP = stop;
    t->end = mP;
    return true;
}

bool PbnTokenizer::readStringToken(Token *t)
{
    const char *s = ++mP;
    while (mP < mEnd && *mP != '"' && *mP != mEol) {
        if (*mP == '\\' && mP + 1 < mEnd && mP[1] != mEol)
            ++mP;
        ++mP;
    }
    if (mP >= mEnd || *mP != '"')
        return failAt(t->line, t->lineStart, t->begin, Tr::tr("unterminated string: expected a closing quote"));
    t->type = TokenType::String;
    t->text = QByteArrayView(s, mP - s);
    ++mP;
    t->end = mP;
    return true;
}

bool PbnTokenizer::next(Token *token)
{
    if (mHasPeek) {
        mHasPeek = false;
        *token = mPeek;
        return token->type != TokenType::End;
    }
    return readToken(token);
}

bool PbnTokenizer::peek(Token *token)
{
    if (!mHasPeek) {
        readToken(&mPeek);
        mHasPeek = true;
    }
    *token = mPeek;
    return mPeek.type != TokenType::End;
}

int PbnTokenizer::column(const char *lineStart, const char *p)
{
    const QByteArrayView prefix(lineStart, p - lineStart);
    if (!prefix.isValidUtf8())
        return int(prefix.size()) + 1;
    int chars = 0;
    for (char c : prefix) {
        if ((uchar(c) & 0xC0) != 0x80)
            ++chars;
    }
    return chars + 1;
}

const char *PbnTokenizer::lineStartOf(const char *p) const
{
    const char *begin = gameBegin();
    while (p > begin && p[-1] != mEol)
        --p;
    return p;
}

QString PbnTokenizer::decode(QByteArrayView bytes)
{
    bool ascii = true;
    for (char c : bytes) {
        if (uchar(c) & 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii || !bytes.isValidUtf8())
        return QString::fromLatin1(bytes);
    return QString::fromUtf8(bytes);
}

QByteArray PbnTokenizer::unescape(QByteArrayView value)
{
    QByteArray out;
    out.reserve(value.size());
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size() && (value[i + 1] == '"' || value[i + 1] == '\\'))
            ++i;
        out.append(value[i]);
    }
    return out;
}

} // namespace Kibitz
