#pragma once

#include "pbnreader.h"
#include "pbntokenizer.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace Kibitz {

// A second thread splits and collects the games after the current one into a ring of a few games,
// which the reader interprets in file order. Only for a mapped file: a game's bytes stay where they
// are until the reader is gone (a streamed game's bytes go at the next game).
//
// The ring is a single-producer single-consumer queue on two counters (games published, games
// released); each side reads the other's counter only when its own view of the ring runs out, and
// sleeps only when the other side is far behind (half a ring), so that hand-overs stay rare.
class PbnReader::Pipeline
{
public:
    explicit Pipeline(PbnTokenizer &tokenizer);
    ~Pipeline();
    Pipeline(const Pipeline &) = delete;
    Pipeline &operator=(const Pipeline &) = delete;

    /** The next game (or the end), waiting for it. Stays in the ring until pop(). */
    GameData &front()
    {
        if (mConsumed == mSeenPublished) {
            mSeenPublished = mPublished.load(std::memory_order_acquire);
            if (mConsumed == mSeenPublished) {
                std::unique_lock lock(mMutex);
                mConsumerSleeping.store(true);
                mCanConsume.wait(lock, [this] {
                    const size_t published = mPublished.load();
                    return published - mConsumed >= WakeBatch || (published > mConsumed && mProducerIdle.load());
                });
                mConsumerSleeping.store(false);
                mSeenPublished = mPublished.load(std::memory_order_acquire);
            }
        }
        if (mConsumed + Ahead < mSeenPublished)
            prefetch(mSlots[(mConsumed + Ahead) % SlotCount], false);
        GameData &g = mSlots[mConsumed % SlotCount];
        // What ended the other thread (no memory left) goes on here, where it can be caught.
        if (g.end && mFailure) [[unlikely]]
            std::rethrow_exception(std::exchange(mFailure, nullptr));
        return g;
    }
    /** Gives the game front() returned back to the ring. */
    void pop()
    {
        mReleasedBytesTotal += mSlotBytes[mConsumed % SlotCount];
        ++mConsumed;
        mReleasedBytes.store(mReleasedBytesTotal, std::memory_order_relaxed);
        // Sequentially consistent, as the load after it: the producer sets mProducerSleeping and
        // then reads mReleased, so one of the two sides sees the other (no lost wake-up).
        mReleased.store(mConsumed);
        if (mProducerSleeping.load() && canProduceAgain()) {
            const std::lock_guard lock(mMutex);
            mCanProduce.notify_one();
        }
    }

private:
    // At most this many games, and (but for one longer game) this many of the file's bytes.
    // (Measured on the benchmark file: 8-32 games are much slower, as the threads sleep and wake
    // far more often; with kibitz-convert's checking thread on the same two cores, 256 has about
    // two thirds of the context switches of 128, and 512 half, for 1 and 3 MB more peak memory.)
    static constexpr size_t SlotCount = 256;
    static constexpr size_t MaxBytes = size_t(1) << 20;
    static constexpr size_t WakeBatch = SlotCount / 2;
    static constexpr size_t Ahead = 4; ///< games between a prefetch and the game's use
    // A longer game is only split here and collected by the reader: then the ring never holds the
    // words of a long game besides the reader's.
    static constexpr size_t LongGame = size_t(256) << 10;

    // A game's tags and words were written on the other thread's core: fetched a game ahead of
    // their use, the transfers overlap with the work on the game before.
    static void prefetch(const GameData &g, bool forWriting)
    {
        const auto lines = [forWriting](const void *data, size_t bytes) {
            const char *p = static_cast<const char *>(data);
            for (size_t i = 0; i < bytes; i += 64) {
                if (forWriting)
                    __builtin_prefetch(p + i, 1);
                else
                    __builtin_prefetch(p + i, 0);
            }
        };
        lines(g.entries.data(), std::min<size_t>(forWriting ? g.entries.size() : g.entryCount, 32) * sizeof(Entry));
        lines(g.words.data(), std::min<size_t>(g.words.size(), 128) * sizeof(Word));
        if (!forWriting && g.game.begin)
            lines(g.game.begin, std::min<size_t>(size_t(g.game.end - g.game.begin), 4096));
    }

    bool canProduceAgain() const
    {
        return mPublished.load() - mReleased.load() <= SlotCount / 2
            && mPublishedBytes.load() - mReleasedBytes.load() <= MaxBytes / 2;
    }
    void wakeConsumer()
    {
        if (mConsumerSleeping.load()) {
            const std::lock_guard lock(mMutex);
            mCanConsume.notify_one();
        }
    }

    void run();

    PbnTokenizer &mTokenizer;
    std::vector<GameData> mSlots;
    std::vector<size_t> mSlotBytes;
    std::thread mThread;
    std::mutex mMutex;
    std::condition_variable mCanProduce;
    std::condition_variable mCanConsume;
    std::atomic<bool> mStop { false };
    std::atomic<bool> mProducerSleeping { false };
    std::atomic<bool> mProducerIdle { false }; ///< sleeping or done: the consumer waits for no batch
    std::atomic<bool> mConsumerSleeping { false };
    std::exception_ptr mFailure; ///< set before the end is published
    // Written by the producer, read by the consumer.
    alignas(64) std::atomic<size_t> mPublished { 0 };
    std::atomic<size_t> mPublishedBytes { 0 };
    // Written by the consumer, read by the producer.
    alignas(64) std::atomic<size_t> mReleased { 0 };
    std::atomic<size_t> mReleasedBytes { 0 };
    // The consumer's own.
    alignas(64) size_t mConsumed = 0;
    size_t mSeenPublished = 0;
    size_t mReleasedBytesTotal = 0;
};

} // namespace Kibitz
