#include "inputfile.h"

#include "contentfingerprint.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <atomic>
#include <cstring>
#include <mutex>
#include <utility>

#ifdef Q_OS_UNIX
#include <csetjmp>
#include <csignal>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace Kibitz {

namespace {

#ifdef Q_OS_UNIX
// The innermost guarded() on this thread, or null: a SIGBUS there jumps back to it.
thread_local sigjmp_buf *tGuard = nullptr;
struct sigaction gPreviousBus;

// Mappings given zero pages where the file is gone (protectMapping()); start 0: a free slot, 1: one being filled.
struct ProtectedMapping
{
    std::atomic<quintptr> start { 0 };
    std::atomic<size_t> length { 0 };
    std::atomic<bool> faulted { false };
};
ProtectedMapping gProtected[64];

// Puts a page of zeros over the faulting page of a protected mapping; false when @p address is in none.
bool patchProtected(const void *address)
{
    const auto at = quintptr(address);
    for (ProtectedMapping &m : gProtected) {
        const quintptr start = m.start.load(std::memory_order_acquire);
        if (start <= 1 || at < start || at >= start + m.length.load(std::memory_order_acquire))
            continue;
        const long page = sysconf(_SC_PAGESIZE);
        void *pageStart = reinterpret_cast<void *>(at / quintptr(page) * quintptr(page));
        if (mmap(pageStart, size_t(page), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED)
            return false;
        m.faulted.store(true, std::memory_order_release);
        return true;
    }
    return false;
}

void onBus(int signal, siginfo_t *info, void *context)
{
    if (tGuard)
        siglongjmp(*tGuard, 1);
    if (info && patchProtected(info->si_addr))
        return; // the read runs again and finds zeros
    // Not a guarded read: hand the signal to whoever had it before (returning re-runs the fault).
    if (gPreviousBus.sa_flags & SA_SIGINFO) {
        if (gPreviousBus.sa_sigaction) {
            gPreviousBus.sa_sigaction(signal, info, context);
            return;
        }
    } else if (gPreviousBus.sa_handler != SIG_DFL && gPreviousBus.sa_handler != SIG_IGN) {
        gPreviousBus.sa_handler(signal);
        return;
    }
    sigaction(SIGBUS, &gPreviousBus, nullptr);
}

void installBusHandler()
{
    static std::once_flag once;
    std::call_once(once, []() {
        struct sigaction action = {};
        action.sa_sigaction = onBus;
        action.sa_flags = SA_SIGINFO | SA_NODEFER;
        sigemptyset(&action.sa_mask);
        sigaction(SIGBUS, &action, &gPreviousBus);
    });
}

bool statOf(int handle, struct stat *info)
{
    return handle >= 0 && fstat(handle, info) == 0;
}

qint64 modifiedNs(const struct stat &info)
{
    return qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
}

qint64 statusChangedNs(const struct stat &info)
{
    return qint64(info.st_ctim.tv_sec) * 1000000000 + info.st_ctim.tv_nsec;
}
#endif

// 0: changedOnDisk() asks the file system at every call; n: once every n calls (InputFile::CheckedSparsely).
thread_local int tCheckEvery = 0;

} // namespace

InputFile::InputFile(const QString &fileName)
    : QFile(fileName)
{ }

InputFile::~InputFile()
{
    mFingerprint.reset(); // its thread reads a descriptor of its own, but stops before the file goes
}

InputFile::CheckedSparsely::CheckedSparsely(int every)
    : mPrevious(std::exchange(tCheckEvery, every))
{ }

InputFile::CheckedSparsely::~CheckedSparsely()
{
    tCheckEvery = mPrevious;
}

bool InputFile::open(OpenMode mode)
{
    if (!QFile::open(mode))
        return false;
#ifdef Q_OS_UNIX
    struct stat info = {};
    mRegular = statOf(handle(), &info) && S_ISREG(info.st_mode);
    if (mRegular) {
        mSizeAtOpen = qint64(info.st_size);
        mModifiedAtOpen = modifiedNs(info);
        mStatusChangedAtOpen = statusChangedNs(info);
    }
#else
    mRegular = !isSequential();
    mSizeAtOpen = mRegular ? size() : -1;
#endif
    return true;
}

bool InputFile::changedOnDisk() const
{
    if (!mRegular || !isOpen())
        return false;
    if (tCheckEvery > 0 && !mLastChanged && ++mCallsSinceCheck < tCheckEvery)
        return false;
    mCallsSinceCheck = 0;
    mLastChanged = statChanged();
    return mLastChanged;
}

bool InputFile::statChanged() const
{
#ifdef Q_OS_UNIX
    struct stat info = {};
    if (!statOf(handle(), &info))
        return false;
    return qint64(info.st_size) != mSizeAtOpen || modifiedNs(info) != mModifiedAtOpen
        || statusChangedNs(info) != mStatusChangedAtOpen;
#else
    return QFileInfo(fileName()).size() != mSizeAtOpen;
#endif
}

void InputFile::startFingerprint()
{
    if (mFingerprint || !mRegular || !isOpen() || statChanged())
        return;
    mFingerprint = std::make_unique<ContentFingerprint>(handle(), mSizeAtOpen);
}

bool InputFile::intact(qint64 offset, qint64 length) const
{
    if (!statChanged())
        return true;
    return mFingerprint && mFingerprint->intact(offset, length);
}

bool InputFile::readIncompletely() const
{
    return mRegular && (pos() < mSizeAtOpen || changedOnDisk());
}

QString InputFile::changedWhileOpenMessage(const QString &fileName)
{
    return QCoreApplication::translate("Kibitz::InputFile", "%1 changed on disk while open").arg(fileName);
}

QString InputFile::changedWhileReadingMessage()
{
    return QCoreApplication::translate("Kibitz::InputFile", "the file changed while it was being read");
}

bool InputFile::guardedCopy(void *target, const void *source, size_t size)
{
    struct Copy
    {
        void *target;
        const void *source;
        size_t size;
    } copy { target, source, size };
    return guarded(
        [](void *c) {
            auto *p = static_cast<Copy *>(c);
            std::memcpy(p->target, p->source, p->size);
        },
        &copy);
}

bool InputFile::guarded(void (*function)(void *), void *context)
{
#ifdef Q_OS_UNIX
    installBusHandler();
    sigjmp_buf here;
    sigjmp_buf *const outer = tGuard;
    // The mask is not saved: that costs a system call per read, and the handler (SA_NODEFER) leaves the
    // mask as it was.
    if (sigsetjmp(here, 0)) {
        tGuard = outer;
        return false;
    }
    tGuard = &here;
    function(context);
    tGuard = outer;
    return true;
#else
    function(context);
    return true;
#endif
}

int InputFile::protectMapping(const void *start, size_t length)
{
#ifdef Q_OS_UNIX
    installBusHandler();
    for (int slot = 0; slot < int(std::size(gProtected)); ++slot) {
        ProtectedMapping &m = gProtected[slot];
        quintptr expected = 0;
        // 1 reserves the slot (the handler skips it) until the length is in place.
        if (!m.start.compare_exchange_strong(expected, 1, std::memory_order_acq_rel))
            continue;
        m.length.store(length, std::memory_order_release);
        m.faulted.store(false, std::memory_order_release);
        m.start.store(quintptr(start), std::memory_order_release);
        return slot;
    }
#else
    Q_UNUSED(start);
    Q_UNUSED(length);
#endif
    return -1;
}

bool InputFile::mappingFaulted(int slot)
{
#ifdef Q_OS_UNIX
    return slot >= 0 && gProtected[slot].faulted.load(std::memory_order_acquire);
#else
    Q_UNUSED(slot);
    return false;
#endif
}

void InputFile::unprotectMapping(int slot)
{
#ifdef Q_OS_UNIX
    if (slot >= 0)
        gProtected[slot].start.store(0, std::memory_order_release);
#else
    Q_UNUSED(slot);
#endif
}

} // namespace Kibitz
