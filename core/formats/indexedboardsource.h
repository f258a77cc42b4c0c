#pragma once

#include "boardindex.h"
#include "boardsource.h"
#include "inputfile.h"

#include <QCache>

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

namespace Kibitz {

class BoardReader;
class DealFormat;

/**
 * A big text file opened for random access (docs/reliability.md#memory-for-big-files): one pass
 * (DealFormat::indexBoards()) counts the boards and notes where every Every-th one starts; a board
 * is read from the nearest start before it when it is asked for. What the boards before a start
 * hand on (a header, inherited values, a code table) is the reader's context there, kept with the
 * start, so a reader started there reads the boards exactly as reading the whole file would (the
 * same boards, warnings and damage, by line). A format whose index leaves contexts out (PBN splits
 * games without interpreting them) has them found by a second thread that reads through the file
 * once after opening. Memory: a few bytes a board, the contexts and a small cache of boards,
 * whatever the size of the file.
 */
class IndexedBoardSource : public BoardSource
{
public:
    /** Boards between two places where reading can start. */
    static constexpr qint64 Every = 128;
    /** Boards kept decoded (the most recently asked for). */
    static constexpr qsizetype CacheSize = 512;

    /**
     * Indexes @p fileName as @p format; nullptr when it cannot be indexed (not a mapped regular
     * file, a reader that cannot resume: read it whole instead) or on an error, then in @p error.
     */
    static std::unique_ptr<IndexedBoardSource> open(
        const DealFormat &format, const QString &fileName, FormatError *error);
    ~IndexedBoardSource() override;

    qint64 count() const override { return mIndex.count; }
    Board board(qint64 index, QStringList *warnings = nullptr) const override;
    QList<BoardWarning> warnings() const override { return mWarnings; }
    bool changedOnDisk() const override { return mFile->changedOnDisk(); }
    qint64 unreadable(qint64 first, qint64 count) const override;
    qint64 residentBoards() const override;
    /** Whether every start's context is known (a jump anywhere then reads at most Every boards). */
    bool readAheadFinished() const { return mAheadDone.load(); }

private:
    struct Cursor
    {
        std::unique_ptr<InputFile> file;
        std::unique_ptr<BoardReader> reader;
        qint64 next = 0; ///< the board readNext() gives next
        quint64 used = 0;
    };
    struct Cached
    {
        Board board;
        QStringList warnings;
    };

    IndexedBoardSource(const DealFormat &format, std::unique_ptr<InputFile> file, BoardIndex index);
    void readAhead();
    /** A reader over a file of its own, at start @p start; nullptr when the file cannot be opened. */
    std::unique_ptr<BoardReader> readerAt(qint64 start, std::unique_ptr<InputFile> *file) const;
    /** The cursor to read board @p index with, started again where needed; nullptr when the file cannot be opened. */
    Cursor *cursorFor(qint64 index) const;
    Board read(qint64 index, QStringList *warnings) const;
    /**
     * Whether what reading board @p index takes is as it was at opening: the file up to the end of the
     * board's block and the next (where its last board ends is seen there).
     */
    bool readableAfterChange(qint64 index) const;
    void remember(qint64 index, const Board &board, const QStringList &warnings) const;

    const DealFormat &mFormat;
    std::unique_ptr<InputFile> mFile;
    QString mReopenName; ///< what a cursor opens: the very file mFile has open, even if renamed
    mutable BoardIndex mIndex; ///< its starts' contexts are guarded by mMutex
    QList<BoardWarning> mWarnings;
    mutable std::mutex mMutex;
    mutable std::array<Cursor, 2> mCursors;
    mutable QCache<qint64, Cached> mCache { CacheSize }; ///< least recently used first out
    mutable quint64 mClock = 0; ///< orders the cursors' use
    // Reads through the whole file once when the index left contexts out, keeping the context at
    // every start, so that a jump anywhere costs at most Every boards once it has passed.
    std::atomic<bool> mStop { false };
    std::atomic<bool> mAheadDone { false };
    std::thread mAhead;
};

} // namespace Kibitz
