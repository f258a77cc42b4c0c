#pragma once

#include <QtGlobal>

#include <array>

namespace Kibitz {

/**
 * Random deals, reproducible from a seed: deal i of a run is always the same whatever the number
 * of threads. Deals come in chunks; chunk c draws from its own xoshiro256** seeded with
 * SplitMix64(seed, c), so threads take chunks in any order and the deals of each are fixed.
 * Cards given in advance (dealer's predeal) stay with their seat; the others are shuffled
 * (Fisher-Yates) and dealt to fill every hand to 13.
 */
class DealGenerator
{
public:
    using Hands = std::array<quint64, 4>; ///< Hand bits by Seat

    /** @p predeal: cards each seat must hold (at most 13 each, none twice). */
    explicit DealGenerator(quint64 seed, const Hands &predeal = {});

    /** Fills @p out with the @p count deals of chunk @p chunk. Thread-safe. */
    void dealChunk(qint64 chunk, Hands *out, int count) const;
    /** The seed of chunk @p chunk (also seeds rnd() for its deals). */
    quint64 chunkSeed(qint64 chunk) const;

private:
    quint64 mSeed;
    Hands mPredeal;
    std::array<quint8, 52> mFree {}; ///< the cards not predealt
    int mFreeCount = 0;
    std::array<int, 4> mNeed {}; ///< cards each seat still needs
};

} // namespace Kibitz
