#include "workerthread.h"

#include <chrono>
#include <utility>

namespace Kibitz {

WorkerThread::WorkerThread()
    : mThread(&WorkerThread::loop, this)
{ }

WorkerThread::~WorkerThread()
{
    wait();
    {
        const std::lock_guard lock(mMutex);
        mQuit = true;
    }
    mChanged.notify_all();
    mThread.join();
}

void WorkerThread::start(std::function<bool()> job)
{
    {
        const std::lock_guard lock(mMutex);
        mJob = std::move(job);
        mRunning = true;
        mFinished = false;
    }
    mChanged.notify_all();
}

bool WorkerThread::wait()
{
    std::unique_lock lock(mMutex);
    if (!mRunning)
        return true;
    mChanged.wait(lock, [this] { return mFinished; });
    mRunning = false;
    return mResult;
}

bool WorkerThread::waitFor(int ms)
{
    std::unique_lock lock(mMutex);
    return !mRunning || mChanged.wait_for(lock, std::chrono::milliseconds(ms), [this] { return mFinished; });
}

void WorkerThread::loop()
{
    std::unique_lock lock(mMutex);
    for (;;) {
        mChanged.wait(lock, [this] { return mQuit || (mRunning && !mFinished && mJob); });
        if (mQuit)
            return;
        std::function<bool()> job = std::move(mJob);
        mJob = nullptr;
        lock.unlock();
        const bool result = job();
        lock.lock();
        mResult = result;
        mFinished = true;
        mChanged.notify_all();
    }
}

} // namespace Kibitz
