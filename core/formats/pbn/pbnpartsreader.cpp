#include "pbnpartsreader.h"

#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "pbnreader.h"

#include "model/board.h"

#include <QFileInfo>

#include <atomic>
#include <functional>
#include <new>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace Kibitz {

struct PbnPartsReader::Part
{
    PbnReader::Part cut;
    std::unique_ptr<InputFile> file;
    std::unique_ptr<PbnReader> reader;
    std::unique_ptr<Sink> sink; ///< a part after the first
    bool complete = false; ///< read to its end (not stopped by maxHeldBytes(), nor by a failure)

    bool open(const QString &fileName, qint64 offset)
    {
        file = std::make_unique<InputFile>(fileName);
        if (!file->open(QIODevice::ReadOnly) || !file->seek(offset))
            return false;
        reader = std::make_unique<PbnReader>(file.get(), PbnReader::Threading::Single);
        return true;
    }

    /**
     * Reads on into @p into, from @p position (boards before). Returns the position of the last board. Every
     * 1,024 boards it asks @p goOn, and stops when that says no; a part after the first also stops once its
     * sink holds more than maxHeldBytes().
     */
    qint64 readInto(Sink &into, qint64 position, const std::function<bool()> &goOn)
    {
        // One board read into again and again: PbnReader::readNext() starts each one afresh.
        Board board;
        for (;;) {
            const bool got = reader->readNext(&board);
            for (BoardWarning &w : reader->takeWarnings()) {
                if (sink)
                    w.board -= 1; // a part after the first numbers its boards from 1
                into.warning(w);
            }
            if (!got) {
                complete = true;
                return position;
            }
            into.board(board, ++position);
            if ((sink && into.heldBytes() > maxHeldBytes()) || ((position & 1023) == 0 && !goOn()))
                return position;
        }
    }
};

PbnPartsReader::PbnPartsReader(
    QString fileName, int parts, qint64 minPartBytes, std::function<std::unique_ptr<Sink>()> makePartSink)
    : mFileName(std::move(fileName))
    , mParts(parts)
    , mMinPartBytes(minPartBytes)
    , mMakePartSink(std::move(makePartSink))
{ }

PbnPartsReader::~PbnPartsReader() = default;

bool PbnPartsReader::suits(const QString &fileName, qint64 minPartBytes, const QString &formatId)
{
    const QFileInfo info(fileName);
    if (!info.isFile() || info.size() < 2 * minPartBytes)
        return false;
    InputFile file(fileName);
    FormatError error;
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const DealFormat *format = FormatRegistry::instance().detect(&file, fileName, formatId, &error);
    return format && format->id() == u"pbn";
}

bool PbnPartsReader::read(Sink &first)
{
    mWhole = std::make_unique<InputFile>(mFileName);
    if (!mWhole->open(QIODevice::ReadOnly))
        return false;
    const std::vector<PbnReader::Part> cuts = PbnReader::splitParts(mWhole.get(), mParts, mMinPartBytes);
    if (cuts.size() < 2)
        return false;
    for (size_t k = 0; k < cuts.size(); ++k) {
        auto part = std::make_unique<Part>();
        part->cut = cuts[k];
        if (!part->open(mFileName, cuts[k].begin))
            return false;
        part->reader->readPart(cuts[k], k == 0);
        if (k > 0)
            part->sink = mMakePartSink();
        mRead.push_back(std::move(part));
    }
    mPartCount = int(cuts.size());
    // Opened now, while the file surely is there: the reader of the rest, should a part not fit.
    mRest = std::make_unique<Part>();
    if (!mRest->open(mFileName, 0))
        return false;

    std::atomic<bool> stop { false };
    std::vector<std::thread> threads;
    const auto joinAll = [&threads] {
        for (std::thread &t : threads)
            t.join();
    };
    try {
        threads.reserve(mRead.size() - 1);
        for (size_t k = 1; k < mRead.size(); ++k) {
            threads.emplace_back([this, part = mRead[k].get(), &stop] {
                try {
                    part->readInto(*part->sink, 0, [this, &stop] {
                        return !stop.load(std::memory_order_relaxed)
                            && !(mCancel && mCancel->load(std::memory_order_relaxed));
                    });
                } catch (...) {
                    // Read again in its turn by one reader, which meets the same failure where it is reported.
                    part->complete = false;
                }
            });
        }
    } catch (const std::system_error &) {
        // No thread to be had (a limit on processes): nothing is read yet, so one reader reads the file.
        stop = true;
        joinAll();
        return false;
    }
    Part &head = *mRead[0];
    qint64 position = 0;
    // A second part that asked for what the first gives will not fit: the first part's reader then reads
    // the whole file at once, with its pipeline, and the other parts stop.
    bool &alone = mFirstReadAll;
    const auto cancelled = [this] { return mCancel && mCancel->load(std::memory_order_relaxed); };
    const auto lookAhead = [&] {
        if (cancelled())
            return false;
        if (!alone && mRead[1]->reader->partCannotFit(*head.reader)) {
            alone = true;
            stop = true;
            head.reader->readPastPart(true);
        }
        return true;
    };
    try {
        position = head.readInto(first, 0, lookAhead);
    } catch (...) {
        stop = true;
        joinAll();
        throw;
    }
    // A file that ends (or breaks) inside the first part stops there, as it does for one reader.
    if (head.reader->hasError() || cancelled()) {
        mCancelled = cancelled();
        stop = true;
        joinAll();
        mEnd = &head;
        return true;
    }
    joinAll();

    mEnd = &head;
    std::vector<const PbnReader *> before { head.reader.get() };
    for (size_t k = 1; k < mRead.size() && !alone; ++k) {
        Part &part = *mRead[k];
        if (part.complete && part.reader->partFits(before)) {
            first.add(*part.sink, position);
            position += part.reader->partBoards();
            before.push_back(part.reader.get());
            mEnd = &part;
            ++mPartsAddedUp;
            continue;
        }
        // From here one reader reads on: the first part's own, or one resumed from what the parts before
        // hand on, where the last of them stopped.
        if (k == 1) {
            head.reader->readPastPart(true);
            position = head.readInto(first, position, [&] { return !cancelled(); });
            break;
        }
        const BoardReader::Place at = before.back()->partStop();
        if (at.offset < 0)
            break; // the part before read to the end of the file
        if (!mRest->file->seek(at.offset)) {
            mFailure = mRest->file->errorString();
            break;
        }
        mRest->reader = std::make_unique<PbnReader>(mRest->file.get(), PbnReader::Threading::Single);
        mRest->reader->resume(PbnReader::contextAfter(before), position, at.line);
        position = mRest->readInto(first, position, [&] { return !cancelled(); });
        mEnd = mRest.get();
        break;
    }
    mCancelled = cancelled();
    return true;
}

const BoardReader &PbnPartsReader::endReader() const
{
    return *mEnd->reader;
}

const InputFile &PbnPartsReader::endFile() const
{
    return *mEnd->file;
}

bool PbnPartsReader::changedOnDisk() const
{
    return mWhole && mWhole->changedOnDisk();
}

} // namespace Kibitz
