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
#include <optional>
#include <utility>
#include <vector>

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

/** @p v without leading and trailing whitespace. */
QByteArrayView trimmed(QByteArrayView v);

/** Whether a tag value means unknown: "?" or empty, blanks aside. */
bool isUnknown(QByteArrayView v);

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
