#pragma once

// Byte scanning of the PBN tokenizer (see pbntokenizer.h), shared by its files: the SSE2 loops and
// nextSimpleTag(), inline where a game's tags are collected (pbncollector.cpp, pbnindex.cpp).

#include "pbntokenizer.h"

#include <array>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Kibitz {

namespace PbnScan {

constexpr bool isNameChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

inline constexpr std::array<bool, 256> NameChar = [] {
    std::array<bool, 256> t {};
    for (int c = 0; c < 256; ++c)
        t[size_t(c)] = isNameChar(char(c));
    return t;
}();

/** The first byte in [p, end) that is @p a, @p b, @p c or @p d, or end. Lines and values are short:
 * 16 bytes at a time inline beats a library call. */
inline const char *findAny(const char *p, const char *end, char a, char b, char c, char d)
{
#ifdef __SSE2__
    const __m128i va = _mm_set1_epi8(a);
    const __m128i vb = _mm_set1_epi8(b);
    const __m128i vc = _mm_set1_epi8(c);
    const __m128i vd = _mm_set1_epi8(d);
    while (end - p >= 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, va), _mm_cmpeq_epi8(x, vb)),
            _mm_or_si128(_mm_cmpeq_epi8(x, vc), _mm_cmpeq_epi8(x, vd)));
        if (const int bits = _mm_movemask_epi8(hit))
            return p + __builtin_ctz(unsigned(bits));
        p += 16;
    }
#endif
    while (p < end && *p != a && *p != b && *p != c && *p != d)
        ++p;
    return p;
}

/** The first byte in [p, end) that is not a letter, digit or '_'. Tag names differ in length from
 * line to line: 16 bytes at a time there is no branch per byte to mispredict. */
inline const char *skipNameChars(const char *p, const char *end)
{
#ifdef __SSE2__
    while (end - p >= 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i letter = _mm_sub_epi8(_mm_or_si128(x, _mm_set1_epi8(0x20)), _mm_set1_epi8('a'));
        const __m128i digit = _mm_sub_epi8(x, _mm_set1_epi8('0'));
        const __m128i isLetter = _mm_cmpeq_epi8(_mm_min_epu8(letter, _mm_set1_epi8(25)), letter);
        const __m128i isDigit = _mm_cmpeq_epi8(_mm_min_epu8(digit, _mm_set1_epi8(9)), digit);
        const __m128i isName = _mm_or_si128(_mm_or_si128(isLetter, isDigit), _mm_cmpeq_epi8(x, _mm_set1_epi8('_')));
        if (const unsigned other = ~unsigned(_mm_movemask_epi8(isName)) & 0xffffu)
            return p + __builtin_ctz(other);
        p += 16;
    }
#endif
    while (p < end && NameChar[uchar(*p)])
        ++p;
    return p;
}

} // namespace PbnScan

inline bool PbnTokenizer::nextSimpleTag(Token *t)
{
    // Only line ends and spaces before it, `[Name "value"]` on one line, no escape in the value:
    // the same token as readToken() would return. Anything else is left to readToken().
    if (mHasPeek)
        return false;
    const char *p = mP;
    int line = mTokLine;
    const char *lineStart = mTokLineStart;
    while (p < mEnd) {
        if (*p == mEol) { // first: the usual tag starts the next line
            ++line;
            lineStart = ++p;
        } else if (*p == ' ') {
            ++p;
        } else {
            break;
        }
    }
    if (p >= mEnd || *p != '[')
        return false;
    const char *begin = p;
    const char *name = ++p;
    p = PbnScan::skipNameChars(p, mEnd);
    if (p == name || mEnd - p < 2 || p[0] != ' ' || p[1] != '"')
        return false;
    const char *nameEnd = p;
    const char *value = p + 2;
    p = PbnScan::findAny(value, mEnd, '"', '\\', '\r', '\n');
    if (mEnd - p < 2 || p[0] != '"' || p[1] != ']')
        return false;
    mP = p + 2;
    mTokLine = line;
    mTokLineStart = lineStart;
    t->type = TokenType::Tag;
    t->text = QByteArrayView(name, nameEnd - name);
    t->value = QByteArrayView(value, p - value);
    t->begin = begin;
    t->end = mP;
    t->valueBegin = value;
    t->valueEscaped = false;
    t->valueLine = line;
    t->valueLineStart = lineStart;
    t->line = line;
    t->lineStart = lineStart;
    return true;
}

} // namespace Kibitz
