#pragma once

#include "formats/boardsource.h"
#include "formats/inputfile.h"
#include "pbnreader.h"

#include <QCache>

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace Kibitz {

/**
 * A big PBN file opened for random access (docs/reliability.md): one pass splits it into games
 * and notes where every Every-th board starts; a board is read from there when it is asked for.
 * The games before a start hand on values (inheritance), so the reader's context is kept at every
 * start it has passed, and reading from a start reads the boards exactly as reading the whole file
 * would (the same boards, warnings and damage, by line). A second thread reads through the file
 * once after opening, keeping the context at every start. Memory: a few bytes a board, the contexts
 * and a small cache of boards, whatever the size of the file.
 */
class PbnBoardSource : public BoardSource
{
public:
    /** Boards between two places where reading can start. */
    static constexpr qint64 Every = 128;
    /** Boards kept decoded (the most recently asked for). */
    static constexpr qsizetype CacheSize = 512;

    /**
     * Indexes @p fileName; nullptr when it cannot be indexed (not a mapped regular file: read it
     * whole instead) or on an error, then in @p error.
     */
    static std::unique_ptr<PbnBoardSource> open(const QString &fileName, FormatError *error);
    ~PbnBoardSource() override;

    qint64 count() const override { return mIndex.count; }
    Board board(qint64 index, QStringList *warnings = nullptr) const override;
    QList<BoardWarning> warnings() const override { return mWarnings; }
    bool changedOnDisk() const override { return mFile->changedOnDisk(); }
    qint64 residentBoards() const override;
    /** Whether the second thread has read through the file (a jump anywhere then reads at most Every boards). */
    bool readAheadFinished() const { return mAheadDone.load(); }

private:
    struct Cursor
    {
        std::unique_ptr<InputFile> file;
        std::unique_ptr<PbnReader> reader;
        qint64 next = 0; ///< the board readNext() gives next
        quint64 used = 0;
    };
    struct Cached
    {
        Board board;
        QStringList warnings;
    };

    PbnBoardSource(std::unique_ptr<InputFile> file, PbnReader::BoardIndex index);
    void readAhead();
    /** The cursor to read board @p index with, started again where needed; nullptr when the file cannot be opened. */
    Cursor *cursorFor(qint64 index) const;
    /** @p context in a few bytes a value (contexts are kept for every Every boards of a big file). */
    static QByteArray pack(const PbnReader::Context &context);
    static PbnReader::Context unpack(const QByteArray &bytes);
    Board read(qint64 index, QStringList *warnings) const;
    void remember(qint64 index, const Board &board, const QStringList &warnings) const;

    std::unique_ptr<InputFile> mFile;
    QString mReopenName; ///< what a cursor opens: the very file mFile has open, even if renamed
    PbnReader::BoardIndex mIndex;
    QList<BoardWarning> mWarnings;
    mutable std::mutex mMutex;
    mutable std::vector<QByteArray> mContexts; ///< by start, packed (pack()); null: not read yet
    mutable std::array<Cursor, 2> mCursors;
    mutable QCache<qint64, Cached> mCache { CacheSize }; ///< least recently used first out
    mutable quint64 mClock = 0; ///< orders the cursors' use
    // Reads ahead through the whole file once, keeping the context at every start, so that a jump
    // anywhere costs at most Every boards once it has passed (last: stopped before the rest goes).
    std::atomic<bool> mStop { false };
    std::atomic<bool> mAheadDone { false };
    std::thread mAhead;
};

} // namespace Kibitz
