#include "pbnpipeline.h"

#include "pbncollector.h"

namespace Kibitz {

PbnReader::Pipeline::Pipeline(PbnTokenizer &tokenizer)
    : mTokenizer(tokenizer)
    , mSlots(SlotCount)
    , mSlotBytes(SlotCount, 0)
{
    mThread = std::thread([this] { run(); });
}

PbnReader::Pipeline::~Pipeline()
{
    {
        const std::lock_guard lock(mMutex);
        mStop.store(true);
    }
    mCanProduce.notify_one();
    mThread.join();
}

void PbnReader::Pipeline::run()
{
    size_t published = 0;
    size_t publishedBytes = 0;
    size_t released = 0;
    size_t releasedBytes = 0;
    for (;;) {
        if (published - released >= SlotCount || publishedBytes - releasedBytes >= MaxBytes) {
            released = mReleased.load(std::memory_order_acquire);
            releasedBytes = mReleasedBytes.load(std::memory_order_relaxed);
            if (published - released >= SlotCount || publishedBytes - releasedBytes >= MaxBytes) {
                std::unique_lock lock(mMutex);
                mProducerSleeping.store(true);
                mProducerIdle.store(true);
                mCanConsume.notify_one();
                mCanProduce.wait(lock, [this] { return mStop.load() || canProduceAgain(); });
                mProducerIdle.store(false);
                mProducerSleeping.store(false);
                released = mReleased.load(std::memory_order_acquire);
                releasedBytes = mReleasedBytes.load(std::memory_order_relaxed);
            }
        }
        if (mStop.load(std::memory_order_relaxed))
            return;
        const size_t slot = published % SlotCount;
        GameData &g = mSlots[slot];
        if (published + Ahead - released < SlotCount)
            prefetch(mSlots[(slot + Ahead) % SlotCount], true);
        // What a long game left behind in this slot goes, so the ring stays small.
        if (g.words.capacity() > 16384)
            std::vector<Word>().swap(g.words);
        if (g.entries.capacity() > 1024)
            std::vector<Entry>().swap(g.entries);
        size_t bytes = 0;
        bool end = false;
        try {
            end = !mTokenizer.nextGame();
            if (end) {
                g.end = true;
                g.error = mTokenizer.error();
            } else {
                const PbnTokenizer::GameView game = mTokenizer.game();
                bytes = size_t(game.end - game.begin);
                if (bytes > LongGame) {
                    g.game = game;
                    g.collected = false;
                    g.end = false;
                    g.ok = true;
                    g.warnings.clear();
                } else {
                    Collector { mTokenizer, g }.collect();
                }
            }
        } catch (...) {
            // Out of memory: an exception leaving this thread would end the program. The reader
            // meets it at this end instead (front()), where opening the file reports it.
            mFailure = std::current_exception();
            end = true;
            bytes = 0;
            g.end = true;
            g.error = FormatError();
        }
        mSlotBytes[slot] = bytes;
        ++published;
        publishedBytes += bytes;
        mPublishedBytes.store(publishedBytes, std::memory_order_relaxed);
        mPublished.store(published, std::memory_order_seq_cst);
        if (end) {
            const std::lock_guard lock(mMutex);
            mProducerIdle.store(true);
            mCanConsume.notify_one();
            return;
        }
        if (published - released >= WakeBatch)
            wakeConsumer();
    }
}

} // namespace Kibitz
