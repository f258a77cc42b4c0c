#pragma once

#include <QtGlobal>

#include <array>

namespace Kibitz {

/**
 * xoshiro256** (David Blackman and Sebastiano Vigna, 2018): the deal generator's random numbers.
 * 256 bits of state, period 2^256 - 1, passes BigCrush and PractRand; a few cycles per number.
 * Seeded through SplitMix64, as its authors advise, so that any 64-bit seed gives a good state.
 */
class Xoshiro256
{
public:
    explicit Xoshiro256(quint64 seed)
    {
        for (quint64 &word : mState)
            word = splitMix64(seed);
    }

    quint64 next()
    {
        const quint64 result = rotl(mState[1] * 5, 7) * 9;
        const quint64 t = mState[1] << 17;
        mState[2] ^= mState[0];
        mState[3] ^= mState[1];
        mState[1] ^= mState[2];
        mState[0] ^= mState[3];
        mState[2] ^= t;
        mState[3] = rotl(mState[3], 45);
        return result;
    }

    /** A uniform integer in [0, bound), bound <= 2^32, without bias (Lemire's multiply-and-reject). */
    quint32 below(quint32 bound)
    {
        quint64 m = quint64(next32()) * bound;
        if (quint32(m) < bound) {
            const quint32 threshold = quint32(-bound) % bound;
            while (quint32(m) < threshold)
                m = quint64(next32()) * bound;
        }
        return quint32(m >> 32);
    }

    /** SplitMix64 (Vigna): the step that seeds and the function that derives per-chunk seeds. */
    static quint64 splitMix64(quint64 &state)
    {
        quint64 z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

private:
    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }
    // Each 64-bit number gives two 32-bit ones: a deal takes 51 draws below 52 or less.
    quint32 next32()
    {
        if (mHalfLeft) {
            mHalfLeft = false;
            return quint32(mHalf);
        }
        mHalf = next();
        mHalfLeft = true;
        return quint32(mHalf >> 32);
    }

    std::array<quint64, 4> mState;
    quint64 mHalf = 0;
    bool mHalfLeft = false;
};

} // namespace Kibitz
