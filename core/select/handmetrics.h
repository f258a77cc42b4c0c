#pragma once

#include "model/hand.h"
#include "model/suit.h"

#include <QtGlobal>

#include <array>
#include <bit>

namespace Kibitz {

/**
 * Hand measures of the dealer language on a hand given as Hand bits (bit suit * 13 + rank,
 * docs/formats.md#conventions). Each follows dealer's definition (docs/select.md#functions).
 */
namespace HandMetrics {

/** The 13-bit rank mask of @p suit in @p hand (bit 0 = two). */
constexpr int suitBits(quint64 hand, int suit)
{
    return int((hand >> (suit * 13)) & 0x1fff);
}
constexpr int length(quint64 hand, int suit)
{
    return bitCount(quint64(suitBits(hand, suit)));
}
/** Losers in one suit: void 0; singleton A 0, else 1; doubleton AK 0, Ax or Kx 1, else 2; longer 3 less one per A, K,
 * Q. */
int losers(quint64 hand, int suit);
int losers(quint64 hand);
/** A 2, K 1. */
int controls(quint64 hand, int suit);
int controls(quint64 hand);
/** The suit quality of Kaplan and Rubens' four C's (The Bridge World, October 1982), times 100. */
int suitQuality(quint64 hand, int suit);
/** Kaplan and Rubens' hand evaluation (the four C's), times 100. */
int cccc(quint64 hand);

} // namespace HandMetrics

/**
 * Points per rank, as dealer's pointcount and altcount set them: hcp() counts A 4, K 3, Q 2, J 1
 * unless a script says otherwise. Counting takes one popcount per rank that scores.
 */
class PointCount
{
public:
    PointCount() { mWeights.fill(0); }
    /** Weights from the two (index 0) to the ace (12). */
    explicit PointCount(const std::array<int, 13> &weights)
        : mWeights(weights)
    { }

    /** dealer's default for hcp(): A 4, K 3, Q 2, J 1. */
    static PointCount highCardPoints();
    /**
     * dealer's default for alternate count @p n (pt0 ... pt9): tens, jacks, queens, kings, aces,
     * top2 (AK), top3, top4, top5 (AKQJT), c13 (A 6, K 4, Q 2, J 1).
     */
    static PointCount alternate(int n);

    int weight(int rank) const { return mWeights[size_t(rank)]; }
    void setWeight(int rank, int weight) { mWeights[size_t(rank)] = weight; }

    int points(quint64 hand) const
    {
        int sum = 0;
        for (int r = 12; r >= 0; --r) {
            if (mWeights[size_t(r)] != 0)
                sum += mWeights[size_t(r)] * bitCount(hand & (RankMask << r));
        }
        return sum;
    }
    int points(quint64 hand, int suit) const { return points(hand & (quint64(0x1fff) << (suit * 13))); }

    friend bool operator==(const PointCount &a, const PointCount &b) { return a.mWeights == b.mWeights; }

private:
    /** The twos of the four suits. */
    static constexpr quint64 RankMask = 1 | (quint64(1) << 13) | (quint64(1) << 26) | (quint64(1) << 39);
    std::array<int, 13> mWeights;
};

} // namespace Kibitz
