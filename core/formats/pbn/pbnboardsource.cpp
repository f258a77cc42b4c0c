#include "pbnboardsource.h"

#include "formats/dealformat.h"

#include <QDataStream>
#include <QFileInfo>

#include <algorithm>
#include <new>

namespace Kibitz {

std::unique_ptr<PbnBoardSource> PbnBoardSource::open(const QString &fileName, FormatError *error)
{
    auto file = std::make_unique<InputFile>(fileName);
    if (!file->open(QIODevice::ReadOnly)) {
        if (error)
            *error = { FormatError::Code::OpenFailed, file->errorString(), fileName };
        return nullptr;
    }
    PbnReader::BoardIndex index = PbnReader::indexBoards(file.get(), Every);
    if (!index.mapped || index.count == 0)
        return nullptr; // read whole: a file without boards explains itself there
    if (index.end.code == FormatError::Code::Changed || file->changedOnDisk()) {
        if (error)
            *error = { FormatError::Code::Changed, InputFile::changedWhileOpenMessage(fileName), fileName };
        return nullptr;
    }
    return std::unique_ptr<PbnBoardSource>(new PbnBoardSource(std::move(file), std::move(index)));
}

PbnBoardSource::PbnBoardSource(std::unique_ptr<InputFile> file, PbnReader::BoardIndex index)
    : mFile(std::move(file))
    , mIndex(std::move(index))
    , mContexts(mIndex.starts.size())
{
    mContexts[0] = pack(PbnReader::Context());
    // /proc/self/fd opens the file this one has open, even when another has taken its name since.
    const QString own = QStringLiteral("/proc/self/fd/%1").arg(mFile->handle());
    mReopenName = QFileInfo::exists(own) ? own : mFile->fileName();
    if (mIndex.end.isError()) {
        // Reading stops there: the error is the damage of the board after the last one.
        FormatError e = mIndex.end;
        e.record = mIndex.count;
        mWarnings.append(BoardWarning::damage(mIndex.count, e));
    }
    if (mIndex.count > Every)
        mAhead = std::thread([this] { readAhead(); });
}

PbnBoardSource::~PbnBoardSource()
{
    mStop = true;
    if (mAhead.joinable())
        mAhead.join();
}

void PbnBoardSource::readAhead()
{
    try {
        InputFile file(mReopenName);
        const PbnReader::BoardIndex::Start &first = mIndex.starts.front();
        if (!file.open(QIODevice::ReadOnly) || !file.seek(first.offset))
            return;
        PbnReader reader(&file, PbnReader::Threading::Single);
        reader.resume({}, 0, first.line);
        for (qint64 board = 0; board < mIndex.count && !mStop.load(std::memory_order_relaxed); ++board) {
            if (board % Every == 0 && board > 0) {
                const QByteArray packed = pack(reader.context());
                const std::lock_guard lock(mMutex);
                if (mContexts[size_t(board / Every)].isNull())
                    mContexts[size_t(board / Every)] = packed;
            }
            if (!reader.skipNext())
                return; // the file changed: board() tells
        }
        mAheadDone = !mStop.load();
    } catch (const std::bad_alloc &) {
        // Without the contexts ahead, board() reads from the nearest one it has.
    }
}

qint64 PbnBoardSource::residentBoards() const
{
    const std::lock_guard lock(mMutex);
    return mCache.count();
}

PbnBoardSource::Cursor *PbnBoardSource::cursorFor(qint64 index) const
{
    // The nearest start at or before the board whose context is known.
    qint64 start = index / Every;
    while (mContexts[size_t(start)].isNull())
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
    c->file = std::make_unique<InputFile>(mReopenName);
    const PbnReader::BoardIndex::Start &at = mIndex.starts[size_t(start)];
    if (!c->file->open(QIODevice::ReadOnly) || !c->file->seek(at.offset)) {
        c->file.reset();
        return nullptr;
    }
    c->reader = std::make_unique<PbnReader>(c->file.get(), PbnReader::Threading::Single);
    c->reader->resume(unpack(mContexts[size_t(start)]), start * Every, at.line);
    c->next = start * Every;
    return c;
}

QByteArray PbnBoardSource::pack(const PbnReader::Context &context)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    for (const auto *values : { &context.lastValues, &context.defaults }) {
        out << quint32(values->size());
        for (const auto &[name, value] : *values) {
            out.writeBytes(name.data(), uint(name.size()));
            out.writeBytes(value.data(), uint(value.size()));
        }
    }
    out << context.pendingComments;
    bytes.squeeze();
    return bytes;
}

PbnReader::Context PbnBoardSource::unpack(const QByteArray &bytes)
{
    PbnReader::Context context;
    QDataStream in(bytes);
    for (auto *values : { &context.lastValues, &context.defaults }) {
        quint32 count = 0;
        in >> count;
        for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
            QByteArray name;
            QByteArray value;
            in >> name >> value;
            values->emplace_back(name.toStdString(), value.toStdString());
        }
    }
    in >> context.pendingComments;
    return context;
}

void PbnBoardSource::remember(qint64 index, const Board &board, const QStringList &warnings) const
{
    mCache.insert(index, new Cached { board, warnings });
}

Board PbnBoardSource::board(qint64 index, QStringList *warnings) const
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

Board PbnBoardSource::read(qint64 index, QStringList *warnings) const
{
    const auto changed = [&]() {
        if (warnings)
            warnings->append(InputFile::changedWhileOpenMessage(mFile->fileName()));
        return Board();
    };
    if (mFile->changedOnDisk())
        return changed();
    if (const Cached *cached = mCache.object(index)) {
        if (warnings)
            warnings->append(cached->warnings);
        return cached->board;
    }
    Cursor *c = cursorFor(index);
    if (!c)
        return changed();
    c->used = ++mClock;
    Board board;
    while (c->next <= index) {
        if (c->next % Every == 0 && mContexts[size_t(c->next / Every)].isNull())
            mContexts[size_t(c->next / Every)] = pack(c->reader->context());
        if (c->next + 64 <= index) {
            // Far from the board asked for: only what the game hands on.
            if (!c->reader->skipNext()) {
                c->reader.reset();
                c->file.reset();
                return changed();
            }
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
        QStringList read;
        for (const BoardWarning &w : c->reader->takeWarnings())
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
