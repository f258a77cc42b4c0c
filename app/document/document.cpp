#include "document.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"

#include <QSaveFile>
#include <QUndoStack>

#include <algorithm>
#include <climits>
#include <utility>

namespace Kibitz {

Document::Document(QObject *parent)
    : QObject(parent)
    , mUndoStack(new QUndoStack(this))
{
    connect(mUndoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document() = default;

bool Document::open(const QString &fileName, FormatError *error)
{
    // FormatRegistry::open() refuses a FIFO, a device or a folder before opening it.
    const DealFormat *format = nullptr;
    FormatError openError;
    auto source = FormatRegistry::instance().open(fileName, {}, &openError, &format);
    if (!source) {
        if (openError.fileName.isEmpty())
            openError.fileName = fileName;
        if (error)
            *error = openError;
        return false;
    }
    setSource(std::move(source), fileName, format);
    return true;
}

void Document::setSource(std::unique_ptr<BoardSource> source, const QString &fileName, const DealFormat *format)
{
    // Results are keyed by deal, so they stay right for a file opened again; another file starts afresh.
    if (fileName.isEmpty() || fileName != mFileName)
        mAnalysis.clear();
    mSource = std::move(source);
    mPieces.clear();
    if (mSource && mSource->count() > 0)
        mPieces.append(Piece { 0, mSource->count(), std::nullopt });
    rebuildStarts();
    mFileName = fileName;
    mFormat = format;
    const bool wasModified = isModified();
    mUndoStack->clear();
    mUndoStack->setClean();
    Q_EMIT reset();
    if (wasModified)
        Q_EMIT modifiedChanged(false);
}

void Document::clear()
{
    setSource(nullptr);
}

bool Document::sourceChangedOnDisk() const
{
    return mSource && mSource->changedOnDisk();
}

qint64 Document::unreadableBoards() const
{
    if (!sourceChangedOnDisk())
        return 0;
    qint64 lost = 0;
    for (const Piece &p : mPieces) {
        if (!p.board)
            lost += mSource->unreadable(p.sourceStart, p.length);
    }
    return lost;
}

FormatError Document::unreadableError(qint64 unreadable) const
{
    return { FormatError::Code::Changed,
        tr("changed on disk since it was opened: %n board(s) can no longer be read as they were, so nothing was "
           "written (a save would write them empty). Reload the file to read it as it is now.",
            nullptr, int(std::min<qint64>(unreadable, INT_MAX))),
        mFileName };
}

QString Document::unreadableMessage(qint64 unreadable) const
{
    return unreadableError(unreadable).toString();
}

qint64 Document::residentBoards() const
{
    const auto edited
        = std::count_if(mPieces.begin(), mPieces.end(), [](const Piece &p) { return p.board.has_value(); });
    return (mSource ? mSource->residentBoards() : 0) + edited;
}

bool Document::isModified() const
{
    return !mUndoStack->isClean();
}

void Document::rebuildStarts()
{
    mStarts.resize(size_t(mPieces.size()));
    qint64 start = 0;
    for (qsizetype i = 0; i < mPieces.size(); ++i) {
        mStarts[size_t(i)] = start;
        start += mPieces[i].length;
    }
    mCount = start;
}

std::pair<int, qint64> Document::locate(qint64 index) const
{
    const auto it = std::upper_bound(mStarts.begin(), mStarts.end(), index);
    const int piece = int(it - mStarts.begin()) - 1;
    return { piece, index - mStarts[size_t(piece)] };
}

Board Document::board(qint64 index, QStringList *warnings) const
{
    return mAnalysis.complete(storedBoard(index, warnings));
}

void Document::addAnalysis(const Deal &deal, const DoubleDummyTable &table, qint64 first, qint64 count)
{
    mAnalysis.insert(deal, table);
    if (first >= 0 && first < mCount && count > 0)
        Q_EMIT boardsChanged(first, std::min(count, mCount - first));
}

Board Document::storedBoard(qint64 index, QStringList *warnings) const
{
    if (index < 0 || index >= mCount)
        return {};
    const auto [piece, offset] = locate(index);
    const Piece &p = mPieces[piece];
    if (p.board)
        return *p.board;
    return mSource->board(p.sourceStart + offset, warnings);
}

bool Document::isEdited(qint64 index) const
{
    if (index < 0 || index >= mCount)
        return false;
    return mPieces[locate(index).first].board.has_value();
}

int Document::splitAt(qint64 index)
{
    if (index >= mCount)
        return int(mPieces.size());
    const auto [piece, offset] = locate(index);
    if (offset == 0)
        return piece;
    Piece &p = mPieces[piece];
    Piece tail { p.sourceStart + offset, p.length - offset, std::nullopt };
    p.length = offset;
    mPieces.insert(piece + 1, tail);
    rebuildStarts();
    return piece + 1;
}

void Document::setBoard(qint64 index, const Board &board)
{
    if (index < 0 || index >= mCount)
        return;
    const auto [piece, offset] = locate(index);
    if (mPieces[piece].board) {
        mPieces[piece].board = board;
    } else {
        splitAt(index + 1);
        const int at = splitAt(index);
        mPieces[at] = Piece { 0, 1, board };
        rebuildStarts();
    }
    Q_EMIT boardChanged(index);
}

void Document::replaceBoards(qint64 first, const QList<Board> &boards)
{
    const qint64 count = std::min<qint64>(boards.size(), mCount - first);
    if (first < 0 || count <= 0)
        return;
    // One pass over the piece table, whatever the number of boards.
    const int from = splitAt(first);
    splitAt(first + count);
    int to = from;
    while (to < mPieces.size() && mStarts[size_t(to)] < first + count)
        ++to;
    QList<Piece> pieces;
    pieces.reserve(count);
    for (qint64 i = 0; i < count; ++i)
        pieces.append(Piece { 0, 1, boards[i] });
    mPieces.remove(from, to - from);
    mPieces.insert(from, pieces.size(), Piece {});
    std::move(pieces.begin(), pieces.end(), mPieces.begin() + from);
    rebuildStarts();
    Q_EMIT boardsChanged(first, count);
}

void Document::insertPieces(qint64 index, const Fragment &pieces)
{
    qint64 count = 0;
    for (const Piece &p : pieces)
        count += p.length;
    if (count == 0)
        return;
    index = std::clamp<qint64>(index, 0, mCount);
    Q_EMIT boardsAboutToBeInserted(index, count);
    const int at = splitAt(index);
    for (qsizetype i = 0; i < pieces.size(); ++i)
        mPieces.insert(at + i, pieces[i]);
    rebuildStarts();
    Q_EMIT boardsInserted(index, count);
}

void Document::insertBoards(qint64 index, const QList<Board> &boards)
{
    Fragment pieces;
    for (const Board &b : boards)
        pieces.append(Piece { 0, 1, b });
    insertPieces(index, pieces);
}

void Document::insertFragment(qint64 index, const Fragment &fragment)
{
    insertPieces(index, fragment);
}

Document::Fragment Document::takeBoards(qint64 index, qint64 count)
{
    if (index < 0 || count <= 0 || index >= mCount)
        return {};
    count = std::min(count, mCount - index);
    Q_EMIT boardsAboutToBeRemoved(index, count);
    const int first = splitAt(index);
    splitAt(index + count); // only splits after `first`
    int stop = first;
    while (stop < mPieces.size() && mStarts[size_t(stop)] < index + count)
        ++stop;
    const Fragment taken = mPieces.mid(first, stop - first);
    mPieces.remove(first, stop - first);
    rebuildStarts();
    Q_EMIT boardsRemoved(index, count);
    return taken;
}

QList<BoardWarning> Document::warnings() const
{
    return mSource ? mSource->warnings() : QList<BoardWarning> {};
}

LossReport Document::lossReport(const DealFormat &format) const
{
    const InputFile::CheckedSparsely sparsely; // save() checks the whole file before it commits
    LossReport report(format);
    for (qint64 i = 0; i < mCount; ++i) {
        report.add(storedBoard(i), i); // analysis a format cannot hold is not a loss: it is kept beside
        if (mSaveProgress && i % ProgressEvery == ProgressEvery - 1 && !mSaveProgress(i + 1, mCount))
            break;
    }
    return report;
}

bool Document::save(const QString &fileName, const DealFormat &format, FormatError *error)
{
    const auto fail = [&](FormatError e) {
        if (e.fileName.isEmpty())
            e.fileName = fileName;
        if (error)
            *error = e;
        return false;
    };
    // A board that can no longer be read would be written empty: nothing is written then.
    if (const qint64 lost = unreadableBoards(); lost > 0)
        return fail(unreadableError(lost));
    QSaveFile file(fileName);
    if (!AtomicSave::open(&file))
        return fail({ FormatError::Code::OpenFailed, tr("cannot write the file: %1").arg(file.errorString()) });
    auto writer = format.createWriter(&file);
    if (!writer) {
        file.cancelWriting();
        return fail({ FormatError::Code::NotSupported, tr("%1 files cannot be written").arg(format.name()) });
    }
    WriteOutcome outcome;
    if (const std::optional<FormatError> failed = writeBoards(format, writer.get(), &outcome)) {
        file.cancelWriting();
        // A board read empty after the file changed mid-save fails as "cannot store": say what happened.
        if (const qint64 lost = unreadableBoards(); lost > 0)
            return fail(unreadableError(lost));
        return fail(*failed);
    }
    writer.reset();
    // The file may have changed while it was read: what was read is kept only if its bytes are unchanged.
    if (const qint64 lost = unreadableBoards(); lost > 0) {
        file.cancelWriting();
        return fail(unreadableError(lost));
    }
    if (QString reason; !AtomicSave::commit(&file, &reason))
        return fail({ FormatError::Code::WriteFailed, tr("cannot write the file: %1").arg(reason) });
    mFileName = fileName;
    mFormat = &format;
    mAnalysedInLastSave = outcome.analysed;
    // A file that could not hold everything is not the document: it stays modified, so closing still
    // warns before the rest is lost.
    if (outcome.lossy)
        mUndoStack->resetClean();
    else
        mUndoStack->setClean();
    Q_EMIT fileNameChanged(fileName);
    return true;
}

std::optional<FormatError> Document::writeBoards(
    const DealFormat &format, BoardWriter *writer, WriteOutcome *outcome) const
{
    const InputFile::CheckedSparsely sparsely; // save() checks the whole file before it commits
    // Only what the format holds is computed: a par for every board of a format without par would cost
    // seconds and a cache entry per board.
    const bool tables = format.capabilities() & BoardContent::DoubleDummy;
    const bool par = tables && format.holdsPar();
    for (qint64 i = 0; i < mCount; ++i) {
        const Board stored = storedBoard(i);
        outcome->lossy = outcome->lossy || format.lostContents(stored, i);
        const bool adds = tables && mAnalysis.adds(stored, par);
        const Board b = adds ? mAnalysis.complete(stored, par) : stored;
        if (adds && !(format.lostContents(b, i) & BoardContent::DoubleDummy))
            ++outcome->analysed;
        if (const QString why = format.whyCannotStore(b); !why.isEmpty())
            return FormatError { FormatError::Code::CannotStore, tr("board %1: %2").arg(i + 1).arg(why), {}, i };
        if (!writer->writeBoard(b))
            return writer->error();
        if (mSaveProgress && i % ProgressEvery == ProgressEvery - 1 && !mSaveProgress(i + 1, mCount))
            return FormatError { FormatError::Code::Cancelled, tr("the save was cancelled") };
    }
    if (!writer->finish())
        return writer->error();
    return std::nullopt;
}

} // namespace Kibitz
