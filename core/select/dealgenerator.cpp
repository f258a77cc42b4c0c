#include "dealgenerator.h"

#include "model/hand.h"
#include "xoshiro256.h"

#include <bit>

namespace Kibitz {

DealGenerator::DealGenerator(quint64 seed, const Hands &predeal)
    : mSeed(seed)
    , mPredeal(predeal)
{
    const quint64 taken = predeal[0] | predeal[1] | predeal[2] | predeal[3];
    for (int c = 0; c < 52; ++c) {
        if (!((taken >> c) & 1))
            mFree[size_t(mFreeCount++)] = quint8(c);
    }
    for (int s = 0; s < 4; ++s)
        mNeed[size_t(s)] = 13 - bitCount(predeal[size_t(s)]);
}

quint64 DealGenerator::chunkSeed(qint64 chunk) const
{
    quint64 state = mSeed ^ (quint64(chunk) * 0xd1342543de82ef95ULL);
    return Xoshiro256::splitMix64(state);
}

void DealGenerator::dealChunk(qint64 chunk, Hands *out, int count) const
{
    Xoshiro256 rng(chunkSeed(chunk));
    std::array<quint8, 52> cards = mFree;
    const int n = mFreeCount;
    for (int d = 0; d < count; ++d) {
        // Fisher-Yates on the free cards; the order of a shuffle carries on into the next
        // (each is uniform whatever order it starts from).
        for (int i = n - 1; i > 0; --i) {
            const int j = int(rng.below(quint32(i + 1)));
            std::swap(cards[size_t(i)], cards[size_t(j)]);
        }
        Hands hands = mPredeal;
        int k = 0;
        for (int s = 0; s < 4; ++s) {
            quint64 h = hands[size_t(s)];
            for (int end = k + mNeed[size_t(s)]; k < end; ++k)
                h |= quint64(1) << cards[size_t(k)];
            hands[size_t(s)] = h;
        }
        out[d] = hands;
    }
}

} // namespace Kibitz
