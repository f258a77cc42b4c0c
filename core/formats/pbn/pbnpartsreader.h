#pragma once

#include "formats/formaterror.h"

#include <QString>

#include <atomic>

#include <functional>
#include <memory>
#include <vector>

namespace Kibitz {

class Board;
class BoardReader;
class InputFile;

/**
 * Reads one PBN file on several threads at once, in parts (docs/formats.md#reading-a-pbn-file-in-parts),
 * giving the boards and warnings that one reader from the start gives, in file order.
 *
 * The file is cut into parts (PbnReader::splitParts()), each read by its own PbnReader on its own thread:
 * the first part on the calling thread, straight into the first sink; every other part into a sink of
 * its own that holds what it gets. Then, in file order, a part that fits the parts before it
 * (PbnReader::partFits()) is added to the first sink (Sink::add()); from the first part that does not, one
 * reader reads the rest of the file into the first sink.
 */
class PbnPartsReader
{
public:
    /** Where the boards go: the first sink, or a part's. */
    class Sink
    {
    public:
        virtual ~Sink() = default;
        /**
         * A board, at @p position: 1-based in the file for the first sink, in the part for a part's
         * sink. A board passed here is overwritten by the next one.
         */
        virtual void board(const Board &board, qint64 position) = 0;
        /** A warning, before the board it is about (0-based as position - 1 is). */
        virtual void warning(const BoardWarning &warning) = 0;
        /** A part's sink: bytes it holds for add(); past maxHeldBytes() its part stops, to be read again. */
        virtual qint64 heldBytes() const { return 0; }
        /**
         * The first sink: takes in everything @p part (a part's sink) got, its positions and warnings
         * moved on by the @p before boards that come before the part in the file.
         */
        virtual void add(Sink &part, qint64 before) = 0;
    };

    /**
     * Reads the regular file @p fileName in at most @p parts parts of at least @p minPartBytes each.
     * @p makePartSink gives the sink of each part after the first (called on the calling thread).
     */
    PbnPartsReader(
        QString fileName, int parts, qint64 minPartBytes, std::function<std::unique_ptr<Sink>()> makePartSink);
    ~PbnPartsReader();
    /**
     * Whether @p fileName is worth reading in parts: a regular file of at least two parts of @p minPartBytes
     * that the registry takes for PBN (by @p formatId, the format asked for, when given; FormatRegistry::detect()).
     */
    static bool suits(const QString &fileName, qint64 minPartBytes, const QString &formatId = {});
    PbnPartsReader(const PbnPartsReader &) = delete;
    PbnPartsReader &operator=(const PbnPartsReader &) = delete;

    /**
     * Reads the whole file into @p first. False, with nothing read, when the file cannot be cut (too
     * small, no place to cut, not mapped) or opened: then it is for one reader. Running out of memory on
     * this thread throws std::bad_alloc (on a part's thread, that part is read again instead).
     */
    bool read(Sink &first);
    /**
     * Stops reading once @p cancel is set (checked every 1,024 boards of every part): read() then returns
     * true with cancelled() set and the boards given so far.
     */
    void setCancel(const std::atomic<bool> *cancel) { mCancel = cancel; }
    /** After read(): whether it stopped for setCancel(). */
    bool cancelled() const { return mCancelled; }

    /** After read(): the reader that read to the end of the file (or stopped at its error). */
    const BoardReader &endReader() const;
    /** After read(): the file @p endReader() read, for InputFile::readIncompletely(). */
    const InputFile &endFile() const;
    /** After read(): whether the file changed on disk since it was opened. */
    bool changedOnDisk() const;
    /** After read(): why the rest of the file could not be read again (it cannot be read), else empty. */
    QString failure() const { return mFailure; }
    /** After read(): the parts after the first that were added as read (none read again). */
    int partsAddedUp() const { return mPartsAddedUp; }
    /** After read(): whether the first part's reader read the whole file, the second part seen early not to fit. */
    bool firstReadAll() const { return mFirstReadAll; }
    /** After read(): the parts the file was cut into. */
    int partCount() const { return mPartCount; }

    /** A part stops past this many bytes held by its sink (Sink::heldBytes()). */
    static constexpr qint64 maxHeldBytes() { return qint64(4) << 20; }

private:
    struct Part;

    QString mFileName;
    int mParts;
    qint64 mMinPartBytes;
    std::function<std::unique_ptr<Sink>()> mMakePartSink;
    std::unique_ptr<InputFile> mWhole;
    std::vector<std::unique_ptr<Part>> mRead;
    std::unique_ptr<Part> mRest; ///< the reader of the rest, when a part did not fit
    const Part *mEnd = nullptr;
    QString mFailure;
    int mPartsAddedUp = 0;
    bool mFirstReadAll = false;
    const std::atomic<bool> *mCancel = nullptr;
    bool mCancelled = false;
    int mPartCount = 0;
};

} // namespace Kibitz
