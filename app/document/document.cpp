#include "document.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/lossreport.h"
#include "formats/recordformat.h"
#include "formats/zbdformat.h"
#include "formats/zddformat.h"

#include <QSaveFile>
#include <QScopeGuard>
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
    // Records copied to the format they were read in at their own place lose nothing.
    const bool copied = mSource && mSource->recordFormat() == &format;
    LossReport report(format);
    const auto progress = [this](qint64 done) { return !mSaveProgress || mSaveProgress(done, mCount); };
    for (int n = 0; n < mPieces.size(); ++n) {
        const Piece &p = mPieces[n];
        const qint64 start = mStarts[size_t(n)];
        if (copied && !p.board && p.sourceStart == start) {
            for (qint64 at = (start / ProgressEvery + 1) * ProgressEvery; at <= start + p.length; at += ProgressEvery) {
                if (!progress(at))
                    return report;
            }
            continue;
        }
        for (qint64 i = start; i < start + p.length; ++i) {
            report.add(storedBoard(i), i); // analysis a format cannot hold is not a loss: it is kept beside
            if (i % ProgressEvery == ProgressEvery - 1 && !progress(i + 1))
                return report;
        }
    }
    return report;
}

bool Document::save(const QString &fileName, const DealFormat &format, FormatError *error)
{
    return finishSave(fileName, format, write(fileName, format), error);
}

Document::Written Document::write(const QString &fileName, const DealFormat &format) const
{
    mSaving = true;
    const auto done = qScopeGuard([this] { mSaving = false; });
    Written out;
    const auto fail = [&](FormatError e) {
        if (e.fileName.isEmpty())
            e.fileName = fileName;
        out.error = e;
        return out;
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
    if (const std::optional<FormatError> failed = writeBoards(format, writer.get(), &out)) {
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
    out.ok = true;
    return out;
}

bool Document::finishSave(const QString &fileName, const DealFormat &format, const Written &written, FormatError *error)
{
    if (!written.ok) {
        if (error)
            *error = written.error;
        return false;
    }
    mFileName = fileName;
    mFormat = &format;
    mAnalysedInLastSave = written.analysed;
    // A file that could not hold everything is not the document: it stays modified, so closing still
    // warns before the rest is lost.
    if (written.lossy)
        mUndoStack->resetClean();
    else
        mUndoStack->setClean();
    Q_EMIT fileNameChanged(fileName);
    return true;
}

std::optional<FormatError> Document::writeBoards(const DealFormat &format, BoardWriter *writer, Written *outcome) const
{
    const InputFile::CheckedSparsely sparsely; // save() checks the whole file before it commits
    const RecordCopy copy = recordCopy(format);
    for (qint64 i = 0, reported = 0; i < mCount;) {
        qint64 done = copyRecords(copy, i, writer, outcome);
        if (done < 0) {
            if (writer->hasError())
                return writer->error();
            return FormatError { FormatError::Code::Changed, InputFile::changedWhileOpenMessage(mFileName) };
        }
        if (done == 0) {
            if (std::optional<FormatError> failed = writeBoard(format, i, writer, outcome))
                return failed;
            done = 1;
        }
        i += done;
        if (mSaveProgress && i - reported >= ProgressEvery) {
            reported = i;
            if (!mSaveProgress(i, mCount))
                return FormatError { FormatError::Code::Cancelled, tr("the save was cancelled") };
        }
    }
    if (!writer->finish())
        return writer->error();
    return std::nullopt;
}

std::optional<FormatError> Document::writeBoard(
    const DealFormat &format, qint64 index, BoardWriter *writer, Written *outcome) const
{
    // Only what the format holds is computed: a par for every board of a format without par would cost
    // seconds and a cache entry per board.
    const bool tables = format.capabilities() & BoardContent::DoubleDummy;
    const bool par = tables && format.holdsPar();
    const Board stored = storedBoard(index);
    outcome->lossy = outcome->lossy || format.lostContents(stored, index);
    const bool adds = tables && mAnalysis.adds(stored, par);
    const Board b = adds ? mAnalysis.complete(stored, par) : stored;
    if (adds && !(format.lostContents(b, index) & BoardContent::DoubleDummy))
        ++outcome->analysed;
    if (const QString why = format.whyCannotStore(b); !why.isEmpty())
        return FormatError { FormatError::Code::CannotStore, tr("board %1: %2").arg(index + 1).arg(why), {}, index };
    if (!writer->writeBoard(b))
        return writer->error();
    return std::nullopt;
}

Document::RecordCopy Document::recordCopy(const DealFormat &format) const
{
    RecordCopy copy;
    const RecordFormat *records = mSource ? mSource->recordFormat() : nullptr;
    if (!records || records != &format)
        return copy;
    const auto solved = format.capabilities() & BoardContent::DoubleDummy ? mAnalysis.solved()
                                                                          : QList<std::pair<Deal, DoubleDummyTable>> {};
    // Tables solved in the window go into the records that have none; without the lane's access to a
    // record's deal and table, every board is encoded instead.
    if (!solved.isEmpty() && !records->hasDealLane())
        return copy;
    copy.format = records;
    for (const auto &[deal, table] : solved) {
        QByteArray dealBytes(ZbdFormat::RecordBytes, '\0');
        QByteArray tableBytes(ZddFormat::RecordBytes, '\0');
        ZbdFormat::encodeDeal(deal, reinterpret_cast<uchar *>(dealBytes.data()));
        ZddFormat::encodeTable(table, reinterpret_cast<uchar *>(tableBytes.data()));
        copy.solved.insert(dealBytes, tableBytes);
    }
    return copy;
}

qint64 Document::copyRecords(const RecordCopy &copy, qint64 index, BoardWriter *writer, Written *outcome) const
{
    if (!copy.format)
        return 0;
    const auto [piece, offset] = locate(index);
    const Piece &p = mPieces[piece];
    // A record moved to another place is encoded again: its board number may follow its place.
    if (p.board || p.sourceStart != mStarts[size_t(piece)])
        return 0;
    const qint64 count = std::min(p.length - offset, ProgressEvery);
    std::vector<uchar> block(size_t(count * copy.format->recordSize()));
    if (!mSource->copyRecords(p.sourceStart + offset, count, block.data()))
        return -1;
    if (!copy.solved.isEmpty())
        outcome->analysed += laySolved(copy, index, count, block.data());
    return writer->writeRecords(block.data(), count) ? count : -1;
}

qint64 Document::laySolved(const RecordCopy &copy, qint64 index, qint64 count, uchar *records) const
{
    const int size = copy.format->recordSize();
    qint64 laid = 0;
    for (qint64 i = 0; i < count; ++i) {
        uchar *at = records + i * size;
        RecordFormat::DealRecord record;
        qint64 withTable = 0;
        if (copy.format->decodeDealRecords(at, 1, &record, &withTable, false) == 1) {
            if (withTable > 0)
                continue;
            const auto solved = copy.solved.constFind(QByteArray::fromRawData(
                reinterpret_cast<const char *>(record.deal.data()), qsizetype(record.deal.size())));
            if (solved == copy.solved.cend())
                continue;
            std::copy(solved->cbegin(), solved->cend(), record.doubleDummy.begin());
            copy.format->encodeDealRecords(&record, 1, at);
            ++laid;
            continue;
        }
        // A record the lane does not take (a partial deal, a warning) is completed as a board.
        const Board stored = storedBoard(index + i);
        if (mAnalysis.adds(stored, false)) {
            copy.format->encodeRecord(mAnalysis.complete(stored, false), at);
            ++laid;
        }
    }
    return laid;
}

} // namespace Kibitz
