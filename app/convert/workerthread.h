#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace Kibitz {

/**
 * One long-lived thread that runs one job at a time: the record lane hands it a
 * buffer to write or half a block to transcode hundreds of times per file, which
 * would otherwise start as many threads.
 */
class WorkerThread
{
public:
    WorkerThread();
    ~WorkerThread();
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;

    /** Runs @p job on the thread; the previous job must have been waited for. */
    void start(std::function<bool()> job);
    /** Waits for the running job and returns its result; true when none was started. */
    bool wait();
    /** Waits at most @p ms milliseconds: true when no job is running any more (then wait() returns at once). */
    bool waitFor(int ms);

private:
    void loop();

    std::mutex mMutex;
    std::condition_variable mChanged;
    std::function<bool()> mJob;
    bool mRunning = false; ///< a job was started and not yet waited for
    bool mFinished = false;
    bool mResult = true;
    bool mQuit = false;
    std::thread mThread; // last: started once the members above exist
};

} // namespace Kibitz
