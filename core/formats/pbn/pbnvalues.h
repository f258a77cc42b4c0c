#pragma once

#include "model/call.h"
#include "model/contract.h"
#include "model/deal.h"
#include "model/hand.h"
#include "model/seat.h"
#include "model/strain.h"

#include <QByteArrayView>
#include <QString>

#include <array>
#include <bit>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

// Parsers of PBN tag values and section words (docs/formats.md#pbn), for the reader's units.
// Inline here: those the compiler inlined into the reader's hot paths when the reader was one file.
// In pbnvalues.cpp: those it called there rather than inlined (and the rare ones), so that the hot
// code stays as compact as it was: inlining them everywhere made it larger and bench_pbn's
// one-thread read up to 3% slower.
namespace Kibitz::Pbn {

constexpr bool isSpace(char c)
{
    // ' ', '\t', '\n', '\v', '\f' and '\r' as bits of one mask: no chain of compares.
    constexpr quint64 Spaces = (quint64(1) << ' ') | (quint64(1) << '\t') | (quint64(1) << '\n') | (quint64(1) << '\v')
        | (quint64(1) << '\f') | (quint64(1) << '\r');
    return uchar(c) <= ' ' && (Spaces >> uchar(c)) & 1;
}

QByteArrayView trimmedSlow(QByteArrayView v);
bool isUnknownSlow(QByteArrayView v);

/** @p v without leading and trailing whitespace. */
inline QByteArrayView trimmed(QByteArrayView v)
{
    // Most values have no blanks around them: no call.
    if (!v.isEmpty() && !isSpace(v.front()) && !isSpace(v.back()))
        return v;
    return trimmedSlow(v);
}

/** Whether a tag value means unknown: "?" or empty, blanks aside. */
inline bool isUnknown(QByteArrayView v)
{
    // Most values are known and start and end with a non-blank that is not '?'.
    if (v.size() > 1 && !isSpace(v.front()) && !isSpace(v.back()))
        return false;
    if (v.size() == 1) // a seat, a digit
        return v[0] == '?' || isSpace(v[0]);
    return isUnknownSlow(v);
}

constexpr char upper(char c)
{
    return (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
}

/** ASCII comparison ignoring case. */
bool equalsNoCase(QByteArrayView a, QByteArrayView b);

/** Letters only (ASCII): a word such as "or", not a garbled call or card. */
inline bool isWord(QByteArrayView v)
{
    for (char c : v) {
        if (upper(c) < 'A' || upper(c) > 'Z')
            return false;
    }
    return !v.isEmpty();
}

/** N, E, S or W in either case. */
std::optional<Seat> seatOfLetter(char c);

/** A seat as a letter or a name ("N", "north"), blanks aside. */
std::optional<Seat> parseSeat(QByteArrayView v);

/** A number of up to nine digits, blanks aside; false (and @p out unchanged) for anything else. */
bool parseInt(QByteArrayView v, int *out);

// Rank (0 = two .. 12 = ace) and suit (0 = clubs .. 3 = spades) of a letter, either case; -1 if none.
inline constexpr std::array<qint8, 256> RankOf = [] {
    std::array<qint8, 256> t {};
    t.fill(-1);
    for (int r = 0; r < 8; ++r)
        t[size_t('2' + r)] = qint8(r);
    for (const auto &[c, r] : { std::pair { 'T', 8 }, { 'J', 9 }, { 'Q', 10 }, { 'K', 11 }, { 'A', 12 } }) {
        t[uchar(c)] = qint8(r);
        t[uchar(c - 'A' + 'a')] = qint8(r);
    }
    return t;
}();
inline constexpr std::array<qint8, 256> SuitOf = [] {
    std::array<qint8, 256> t {};
    t.fill(-1);
    for (const auto &[c, s] : { std::pair { 'C', 0 }, { 'D', 1 }, { 'H', 2 }, { 'S', 3 } }) {
        t[uchar(c)] = qint8(s);
        t[uchar(c - 'A' + 'a')] = qint8(s);
    }
    return t;
}();

inline int suitIndex(char c)
{
    return SuitOf[uchar(c)];
}

/** std::popcount without a library call (the build does not assume the POPCNT instruction). */
constexpr int cardCount(quint64 x)
{
    x -= (x >> 1) & 0x5555555555555555;
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0f;
    return int((x * 0x0101010101010101) >> 56);
}

// A byte of a hand in a deal: the bit of its rank (bit 0 = two), DealDot, or from DealStop on a
// space or anything else.
inline constexpr quint16 DealDot = 0x2000;
inline constexpr quint16 DealStop = 0x4000;
inline constexpr std::array<quint16, 256> DealBits = [] {
    std::array<quint16, 256> t {};
    for (size_t c = 0; c < 256; ++c)
        t[c] = RankOf[c] >= 0 ? quint16(1u << RankOf[c]) : DealStop;
    t['.'] = DealDot;
    return t;
}();

#ifdef __SSE2__
/**
 * parseDealFast()'s loop over one hand at @p p (@p rest bytes to the value's end), 16 bytes at a
 * time: each byte's card index is found in the vector registers (its rank, and its suit from the
 * dots before it), the cards are then set in one pass without a branch. Returns the hand's length
 * and its cards and those written twice, as the loop gives them; -1 for a hand longer than 16
 * bytes, left to the loop.
 */
inline qsizetype handCards(const char *p, qsizetype rest, quint64 *bits, quint64 *twice, int *dots)
{
    alignas(16) char window[16] = {};
    __m128i x;
    if (rest >= 16) {
        x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    } else {
        std::memcpy(window, p, size_t(rest)); // the value may end at the end of the input
        x = _mm_load_si128(reinterpret_cast<const __m128i *>(window));
    }
    const auto set = [](char c) { return _mm_set1_epi8(c); };
    const __m128i lower = _mm_or_si128(x, set(0x20)); // the digits and '.' have that bit already
    const __m128i digit = _mm_sub_epi8(x, set('2'));
    const __m128i isDigit = _mm_cmpeq_epi8(_mm_min_epu8(digit, set(7)), digit);
    const __m128i t = _mm_cmpeq_epi8(lower, set('t'));
    const __m128i j = _mm_cmpeq_epi8(lower, set('j'));
    const __m128i q = _mm_cmpeq_epi8(lower, set('q'));
    const __m128i k = _mm_cmpeq_epi8(lower, set('k'));
    const __m128i a = _mm_cmpeq_epi8(lower, set('a'));
    const __m128i dot = _mm_cmpeq_epi8(x, set('.'));
    const __m128i isRank = _mm_or_si128(_mm_or_si128(_mm_or_si128(isDigit, t), _mm_or_si128(j, q)), _mm_or_si128(k, a));
    const __m128i rank
        = _mm_or_si128(_mm_or_si128(_mm_or_si128(_mm_and_si128(isDigit, digit), _mm_and_si128(t, set(8))),
                           _mm_or_si128(_mm_and_si128(j, set(9)), _mm_and_si128(q, set(10)))),
            _mm_or_si128(_mm_and_si128(k, set(11)), _mm_and_si128(a, set(12))));
    unsigned stops = ~unsigned(_mm_movemask_epi8(_mm_or_si128(isRank, dot))) & 0xffffu;
    if (rest < 16)
        stops |= 0xffffu << rest;
    if (!stops && rest > 16 && DealBits[uchar(p[16])] < DealStop)
        return -1;
    if (!stops)
        stops = 0x10000u; // a hand of 13 cards, the most common: the byte after the window ends it
    const int length = std::countr_zero(stops);
    const unsigned inHand = (1u << length) - 1;
    *dots = bitCount(unsigned(_mm_movemask_epi8(dot)) & inHand);
    if (*dots != 3)
        return length; // refused whatever the cards
    // Minus the dots up to each byte, then the suit (3 for the first, spades) times 13.
    __m128i before = dot;
    before = _mm_add_epi8(before, _mm_slli_si128(before, 1));
    before = _mm_add_epi8(before, _mm_slli_si128(before, 2));
    before = _mm_add_epi8(before, _mm_slli_si128(before, 4));
    before = _mm_add_epi8(before, _mm_slli_si128(before, 8));
    const __m128i suit = _mm_add_epi8(before, set(3));
    const __m128i suit4 = _mm_add_epi8(_mm_add_epi8(suit, suit), _mm_add_epi8(suit, suit));
    const __m128i card = _mm_add_epi8(_mm_add_epi8(_mm_add_epi8(suit4, suit4), _mm_add_epi8(suit4, suit)), rank);
    const __m128i position = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m128i used = _mm_and_si128(isRank, _mm_cmplt_epi8(position, _mm_set1_epi8(char(length))));
    // Dots and the bytes after the hand set bit 63, outside the deck.
    alignas(16) quint8 cards[16];
    _mm_store_si128(
        reinterpret_cast<__m128i *>(cards), _mm_or_si128(_mm_and_si128(used, card), _mm_andnot_si128(used, set(63))));
    std::array<quint64, 2> halves;
    std::memcpy(halves.data(), cards, sizeof cards); // eight cards to a register
    quint64 all = 0;
    quint64 again = 0;
    for (quint64 half : halves) {
        for (int i = 0; i < 64; i += 8) {
            const quint64 bit = quint64(1) << (half >> i & 63);
            again |= all & bit;
            all |= bit;
        }
    }
    *bits = all & Hand::FullDeck;
    *twice = again & Hand::FullDeck;
    return length;
}
#endif

/** The strict PBN spelling of a deal ("N:AKQ.T98.765.432 - ..."); anything else goes to Deal::parse. */
inline bool parseDealFast(QByteArrayView v, Deal *deal)
{
    qsizetype i = 0;
    const qsizetype n = v.size();
    while (i < n && v[i] == ' ')
        ++i;
    Seat first = Seat::North;
    if (i + 1 < n && v[i + 1] == ':') {
        const auto seat = seatOfLetter(v[i]);
        if (!seat)
            return false;
        first = *seat;
        i += 2;
    }
    for (int h = 0; h < 4; ++h) {
        while (i < n && v[i] == ' ')
            ++i;
        if (i >= n)
            return false;
        const Seat seat = advance(first, h);
        if (v[i] == '-' && (i + 1 == n || v[i + 1] == ' ')) {
            deal->setHandKnown(seat, false);
            ++i;
            continue;
        }
        // Without a branch per card or dot (the suit lengths make them unpredictable): the suits
        // come spades first, so a dot moves the cards so far up by one suit.
        quint64 bits = 0;
        quint64 twice = 0;
        int dots = 0;
#ifdef __SSE2__
        if (const qsizetype length = handCards(v.data() + i, n - i, &bits, &twice, &dots); length >= 0) {
            i += length;
            if ((i < n && v[i] != ' ') || dots != 3 || twice)
                return false;
            deal->setHand(seat, Hand(bits));
            continue;
        }
#endif
        for (; i < n; ++i) {
            const unsigned k = DealBits[uchar(v[i])];
            if (k >= DealStop)
                break;
            const bool dot = k == DealDot;
            bits = dot ? bits << 13 : bits;
            dots += dot;
            const quint64 rank = k & 0x1fff;
            twice |= bits & rank;
            bits |= rank;
        }
        if ((i < n && v[i] != ' ') || dots != 3 || twice)
            return false;
        deal->setHand(seat, Hand(bits));
    }
    while (i < n && v[i] == ' ')
        ++i;
    return i == n;
}

/** C, D, H, S, N or NT in either case. */
std::optional<Strain> strainOf(QByteArrayView v);

/** A plain call ("1NT", "Pass", "P", "X", "XX" in either case) without a QString; else nothing. */
std::optional<Call> parseCallFast(QByteArrayView v);

/** What Contract::parse() gives for a plain ASCII contract ("3NT", "4hx"), without a QString; else nothing. */
inline std::optional<Contract> parseContractFast(QByteArrayView v)
{
    if (v.size() < 2 || v[0] < '1' || v[0] > '7')
        return std::nullopt;
    Contract c;
    c.level = v[0] - '0';
    qsizetype length = 1;
    if (upper(v[1]) == 'N') {
        c.strain = Strain::NoTrump;
        if (v.size() > 2 && upper(v[2]) == 'T')
            length = 2;
    } else if (const int suit = suitIndex(v[1]); suit >= 0) {
        c.strain = static_cast<Strain>(suit);
    } else {
        return std::nullopt;
    }
    const QByteArrayView rest = v.sliced(1 + length);
    if (rest.isEmpty())
        c.doubling = Doubling::Undoubled;
    else if (equalsNoCase(rest, "X"))
        c.doubling = Doubling::Doubled;
    else if (equalsNoCase(rest, "XX"))
        c.doubling = Doubling::Redoubled;
    else
        return std::nullopt;
    return c;
}

/** The card index of a strict two-letter card ("SA", "h7"), or -1. */
inline int cardIndexFast(QByteArrayView v)
{
    if (v.size() != 2)
        return -1;
    const int s = SuitOf[uchar(v[0])];
    const int r = RankOf[uchar(v[1])];
    return (s | r) < 0 ? -1 : s * 13 + r;
}

inline constexpr std::array<quint8, 52> CardSuit = [] {
    std::array<quint8, 52> t {};
    for (int i = 0; i < 52; ++i)
        t[size_t(i)] = quint8(i / 13);
    return t;
}();

/** Which of the four cards (card indexes, in playing order) wins the trick. */
inline int trickWinner(const std::array<int, 4> &trick, Strain trump)
{
    const int led = trick[0] / 13;
    int best = 0;
    for (int i = 1; i < 4; ++i) {
        const int s = trick[size_t(i)] / 13;
        const int bs = trick[size_t(best)] / 13;
        const bool trumps = trump != Strain::NoTrump && s == int(trump);
        const bool bestTrumps = trump != Strain::NoTrump && bs == int(trump);
        if ((trumps && !bestTrumps) || (s == bs && trick[size_t(i)] > trick[size_t(best)] && (s == led || trumps)))
            best = i;
    }
    return best;
}

/** Removes a suffix annotation (! ? !! ?? !? ?!) from @p token and returns it. */
Annotation takeSuffix(QByteArrayView *token);

/** The annotation that @p v is alone ("!", "?!"), if it is one. */
std::optional<Annotation> annotationOnly(QByteArrayView v);

/** Splits @p v at @p separator (Qt 6.4's QByteArrayView has no split()). */
std::vector<QByteArrayView> split(QByteArrayView v, char separator);

/** "=3=" -> 3. */
inline int noteReference(QByteArrayView v)
{
    int n = 0;
    if (v.size() >= 3 && v.front() == '=' && v.back() == '=' && parseInt(v.sliced(1, v.size() - 2), &n))
        return n;
    return -1;
}

/** "$1" .. "$6" -> the annotation (PGN's numeric annotation glyphs, which PBN 3.7 takes over). */
inline std::optional<Annotation> nagAnnotation(QByteArrayView v)
{
    int n = 0;
    if (v.size() >= 2 && v[0] == '$' && parseInt(v.sliced(1), &n) && n >= 1 && n <= 6)
        return static_cast<Annotation>(n);
    return std::nullopt;
}

/** Text as written (see PbnTokenizer::decode()), its line ends as \n. */
QString normalizedText(QByteArrayView bytes);

inline int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace Kibitz::Pbn
