#include "indexedboardsource.h"

#include "boardreader.h"
#include "dealformat.h"
#include "formatregistry.h"

#include <QFileInfo>

#include <algorithm>
#include <new>

namespace Kibitz {

std::unique_ptr<IndexedBoardSource> IndexedBoardSource::open(
    const DealFormat &format, const QString &fileName, FormatError *error)
{
    auto file = std::make_unique<InputFile>(fileName);
    if (!file->open(QIODevice::ReadOnly)) {
        if (error)
            *error = { FormatError::Code::OpenFailed, file->errorString(), fileName };
        return nullptr;
    }
    BoardIndex index = format.indexBoards(file.get(), Every);
    if (!index.valid || index.count == 0)
        return nullptr; // read whole: a file without boards explains itself there
    if (index.end.code == FormatError::Code::Changed || file->changedOnDisk() || file->readIncompletely()) {
        if (error)
            *error = { FormatError::Code::Changed, InputFile::changedWhileOpenMessage(fileName), fileName };
        return nullptr;
    }
    return std::unique_ptr<IndexedBoardSource>(new IndexedBoardSource(format, std::move(file), std::move(index)));
}

IndexedBoardSource::IndexedBoardSource(const DealFormat &format, std::unique_ptr<InputFile> file, BoardIndex index)
    // The registry's own instance: the one opening the file may be a temporary.
    : mFormat(FormatRegistry::instance().byId(format.id()) ? *FormatRegistry::instance().byId(format.id()) : format)
    , mFile(std::move(file))
    , mIndex(std::move(index))
{
    mIndex.starts.front().known = true; // nothing comes before the first board
    mFile->startFingerprint();
    // /proc/self/fd opens the file this one has open, even when another has taken its name since.
    const QString own = QStringLiteral("/proc/self/fd/%1").arg(mFile->handle());
    mReopenName = QFileInfo::exists(own) ? own : mFile->fileName();
    if (mIndex.end.isError()) {
        // Reading stops there: the error is the damage of the board after the last one.
        FormatError e = mIndex.end;
        e.record = mIndex.count;
        mWarnings.append(BoardWarning::damage(mIndex.count, e));
    }
    const bool allKnown
        = std::all_of(mIndex.starts.begin(), mIndex.starts.end(), [](const BoardIndex::Start &s) { return s.known; });
    if (allKnown)
        mAheadDone = true;
    else
        mAhead = std::thread([this] { readAhead(); });
}

IndexedBoardSource::~IndexedBoardSource()
{
    mStop = true;
    if (mAhead.joinable())
        mAhead.join();
}

std::unique_ptr<BoardReader> IndexedBoardSource::readerAt(qint64 start, std::unique_ptr<InputFile> *file) const
{
    const BoardIndex::Start &at = mIndex.starts[size_t(start)];
    *file = std::make_unique<InputFile>(mReopenName);
    if (!(*file)->open(QIODevice::ReadOnly) || !(*file)->seek(at.place.offset)) {
        file->reset();
        return nullptr;
    }
    auto reader = mFormat.createReader(file->get());
    reader->resume(at.context, start * Every, at.place);
    return reader;
}

void IndexedBoardSource::readAhead()
{
    try {
        std::unique_ptr<InputFile> file;
        const std::unique_ptr<BoardReader> reader = readerAt(0, &file);
        if (!reader)
            return;
        for (qint64 board = 0; board < mIndex.count && !mStop.load(std::memory_order_relaxed); ++board) {
            if (board % Every == 0 && board > 0) {
                const QByteArray packed = reader->resumeContext();
                const std::lock_guard lock(mMutex);
                BoardIndex::Start &start = mIndex.starts[size_t(board / Every)];
                if (!start.known) {
                    start.context = packed;
                    start.known = true;
                }
            }
            if (!reader->skipNext())
                return; // the file changed: board() tells
            reader->takeWarnings(); // board() gives them
        }
        mAheadDone = !mStop.load();
    } catch (const std::bad_alloc &) {
        // Without the contexts ahead, board() reads from the nearest one it has.
    }
}

qint64 IndexedBoardSource::residentBoards() const
{
    const std::lock_guard lock(mMutex);
    return mCache.count();
}

IndexedBoardSource::Cursor *IndexedBoardSource::cursorFor(qint64 index) const
{
    // The nearest start at or before the board whose context is known.
    qint64 start = index / Every;
    while (!mIndex.starts[size_t(start)].known)
        --start;
    Cursor *best = nullptr;
    for (Cursor &c : mCursors) {
        if (c.reader && c.next <= index && c.next >= start * Every && (!best || c.next > best->next))
            best = &c;
    }
    if (best)
        return best;
    // Start the least recently used cursor again.
    Cursor *c = &*std::min_element(
        mCursors.begin(), mCursors.end(), [](const Cursor &a, const Cursor &b) { return a.used < b.used; });
    c->reader.reset();
    c->reader = readerAt(start, &c->file);
    c->next = start * Every;
    return c->reader ? c : nullptr;
}

void IndexedBoardSource::remember(qint64 index, const Board &board, const QStringList &warnings) const
{
    mCache.insert(index, new Cached { board, warnings });
}

Board IndexedBoardSource::board(qint64 index, QStringList *warnings) const
{
    if (index < 0 || index >= mIndex.count)
        return {};
    const std::lock_guard lock(mMutex);
    try {
        return read(index, warnings);
    } catch (const std::bad_alloc &) {
        // A board too big for the memory left (the cursors and the cache go, to make room).
        mCache.clear();
        for (Cursor &c : mCursors) {
            c.reader.reset();
            c.file.reset();
        }
        if (warnings)
            warnings->append(DealFormat::outOfMemory(mFile->fileName()).toString());
        return {};
    }
}

bool IndexedBoardSource::readableAfterChange(qint64 index) const
{
    const size_t after = size_t(index / Every) + 2;
    const qint64 end = after < mIndex.starts.size() ? mIndex.starts[after].place.offset : mFile->sizeAtOpen();
    return mFile->intact(0, end);
}

qint64 IndexedBoardSource::unreadable(qint64 first, qint64 count) const
{
    first = std::clamp<qint64>(first, 0, mIndex.count);
    count = std::clamp<qint64>(count, 0, mIndex.count - first);
    if (count == 0 || !mFile->changedOnDisk())
        return 0;
    const std::lock_guard lock(mMutex);
    qint64 lost = 0;
    for (qint64 i = first; i < first + count;) {
        const qint64 n = std::min(Every - i % Every, first + count - i);
        if (!readableAfterChange(i)) {
            for (qint64 b = i; b < i + n; ++b)
                lost += mCache.contains(b) ? 0 : 1; // shown before the change: kept as it was read
        }
        i += n;
    }
    return lost;
}

Board IndexedBoardSource::read(qint64 index, QStringList *warnings) const
{
    const auto changed = [&]() {
        if (warnings)
            warnings->append(InputFile::changedWhileOpenMessage(mFile->fileName()));
        return Board();
    };
    // A board read before the file changed is still the one that was shown ("keep what is shown").
    if (const Cached *cached = mCache.object(index)) {
        if (warnings)
            warnings->append(cached->warnings);
        return cached->board;
    }
    if (mFile->changedOnDisk() && !readableAfterChange(index))
        return changed();
    Cursor *c = cursorFor(index);
    if (!c)
        return changed();
    c->used = ++mClock;
    Board board;
    while (c->next <= index) {
        BoardIndex::Start &start = mIndex.starts[size_t(c->next / Every)];
        if (c->next % Every == 0 && !start.known) {
            start.context = c->reader->resumeContext();
            start.known = true;
        }
        if (c->next + 64 <= index) {
            // Far from the board asked for: only what the board hands on.
            if (!c->reader->skipNext()) {
                c->reader.reset();
                c->file.reset();
                return changed();
            }
            c->reader->takeWarnings(); // not the board asked for
            ++c->next;
            continue;
        }
        board = Board();
        if (!c->reader->readNext(&board)) {
            // The file changed since it was indexed (a shorter or different file).
            c->reader.reset();
            c->file.reset();
            return changed();
        }
        QList<BoardWarning> found = c->reader->takeWarnings();
        if (c->next == mIndex.count - 1) {
            // What follows the last board (a comment after it, say) is its warning: the reader says so when
            // it looks for another board.
            Board after;
            c->reader->readNext(&after);
            for (const BoardWarning &w : c->reader->takeWarnings()) {
                if (w.board < mIndex.count) // the damage that stops reading is the file's (mWarnings)
                    found << w;
            }
        }
        if (mFile->changedOnDisk() && !readableAfterChange(c->next)) {
            // Changed while it was read: what was read may be neither the old board nor the new one.
            c->reader.reset();
            c->file.reset();
            return changed();
        }
        QStringList read;
        for (const BoardWarning &w : std::as_const(found))
            read << w.message;
        // The boards just before the one asked for are kept too: the list shows its neighbours.
        remember(c->next, board, read);
        if (c->next == index && warnings)
            warnings->append(read);
        ++c->next;
    }
    return board;
}

} // namespace Kibitz
