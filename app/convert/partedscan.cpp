#include "partedscan.h"

#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/pbn/pbnreader.h"

#include <QFileInfo>
#include <QThread>

#include <atomic>
#include <memory>
#include <new>
#include <thread>
#include <vector>

namespace Kibitz {

namespace {

// A part is worth a thread from this size on (starting one and cutting the file cost about a millisecond).
constexpr qint64 MinPartBytes = qint64(2) << 20;
// A part after the first holds its warnings and problems until the parts before it are added up; past
// this much it stops, and is read again when its turn comes.
constexpr qint64 MaxHeldBytes = qint64(4) << 20;
constexpr int MaxParts = 16;

// The boards are read into one Board, not cleared between: PbnReader::readNext() starts each one afresh.
struct PartRead
{
    PbnReader::Part part;
    std::unique_ptr<InputFile> file;
    std::unique_ptr<PbnReader> reader;
    std::unique_ptr<Converter::BoardTally> tally;
    std::vector<BoardWarning> warnings; ///< held, numbered as the reader numbers them
    qint64 heldBytes = 0;
    bool complete = false; ///< read to its end (not stopped by MaxHeldBytes, nor by a failure)

    bool open(const QString &path, bool first)
    {
        file = std::make_unique<InputFile>(path);
        if (!file->open(QIODevice::ReadOnly) || !file->seek(part.begin))
            return false;
        reader = std::make_unique<PbnReader>(file.get(), PbnReader::Threading::Single);
        reader->readPart(part, first);
        return true;
    }

    /** A part after the first, on its own thread. */
    void readHeld(std::atomic<bool> &stop)
    {
        try {
            Board board;
            qint64 position = 0;
            for (;;) {
                const bool got = reader->readNext(&board);
                for (BoardWarning &w : reader->takeWarnings()) {
                    heldBytes += qint64(sizeof(BoardWarning)) + w.message.size() * 2;
                    warnings.push_back(std::move(w));
                }
                if (!got)
                    break;
                tally->visit(board, ++position);
                if (heldBytes + tally->heldBytes() > MaxHeldBytes || stop.load(std::memory_order_relaxed))
                    return;
            }
            complete = true;
        } catch (const std::bad_alloc &) {
            // Read again by one reader when its turn comes, where running out of memory is reported.
        }
    }
};

} // namespace

bool PartedScan::scan(const QString &input, Converter::BoardTally &tally, bool printWarnings, bool *ok)
{
    Converter &c = mConverter;
    const QString path = c.inputPath(input);
    const int threads = std::min(QThread::idealThreadCount(), MaxParts);
    if (threads < 2 || c.mFirstBoard != 1 || c.mLastBoard >= 0 || c.mSelection.isValid() || !QFileInfo(path).isFile()
        || QFileInfo(path).size() < 2 * MinPartBytes)
        return false;
    InputFile whole(path);
    if (!whole.open(QIODevice::ReadOnly))
        return false;
    FormatError error;
    const DealFormat *format = FormatRegistry::instance().detect(&whole, path, c.mFrom, &error);
    if (!format || format->id() != u"pbn")
        return false;
    const std::vector<PbnReader::Part> cuts = PbnReader::splitParts(&whole, threads, MinPartBytes);
    if (cuts.size() < 2)
        return false;
    std::vector<PartRead> parts(cuts.size());
    for (size_t k = 0; k < parts.size(); ++k) {
        parts[k].part = cuts[k];
        if (!parts[k].open(path, k == 0))
            return false;
        if (k > 0)
            parts[k].tally = tally.part();
    }
    c.mLastFormat = format;

    std::atomic<bool> stop { false };
    std::vector<std::thread> threadsRunning;
    for (size_t k = 1; k < parts.size(); ++k)
        threadsRunning.emplace_back([&part = parts[k], &stop] { part.readHeld(stop); });
    // The first part on this thread, printing as it goes, exactly as forEachBoard() would.
    const auto readDirect = [&](PartRead &part, qint64 position) {
        Board board;
        for (;;) {
            const bool got = part.reader->readNext(&board);
            for (const BoardWarning &w : part.reader->takeWarnings())
                c.reportWarning(input, w, printWarnings);
            if (!got)
                return position;
            tally.visit(board, ++position);
            if ((position & 0x3fff) == 0)
                c.progress(position, 0, whole.size());
        }
    };
    qint64 position = 0;
    try {
        position = readDirect(parts[0], 0);
    } catch (...) {
        stop = true;
        for (std::thread &t : threadsRunning)
            t.join();
        throw;
    }
    // A file that ends (or breaks) inside the first part stops there, as it does for one reader.
    const bool firstEnded = parts[0].reader->hasError();
    if (firstEnded)
        stop = true;
    for (std::thread &t : threadsRunning)
        t.join();

    PartRead *last = &parts[0];
    std::vector<const PbnReader *> before { parts[0].reader.get() };
    std::unique_ptr<InputFile> restFile;
    std::unique_ptr<PbnReader> rest;
    for (size_t k = 1; k < parts.size() && !firstEnded; ++k) {
        PartRead &part = parts[k];
        if (part.complete && part.reader->partFits(before)) {
            // Its boards were numbered from 1, as though one board came before the part.
            for (BoardWarning &w : part.warnings) {
                w.board += position - 1;
                c.reportWarning(input, w, printWarnings);
            }
            tally.add(*part.tally, position);
            position += part.reader->partBoards();
            before.push_back(part.reader.get());
            last = &part;
            ++c.mPartsAddedUp;
            continue;
        }
        // From here one reader reads on: the first part's own, or one resumed from what the parts before hand on.
        if (k == 1) {
            parts[0].reader->readPastPart();
            position = readDirect(parts[0], position);
            break;
        }
        const BoardReader::Place at = before.back()->partStop();
        if (at.offset < 0)
            break; // the part before read to the end of the file
        restFile = std::make_unique<InputFile>(path);
        if (!restFile->open(QIODevice::ReadOnly) || !restFile->seek(at.offset)) {
            c.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, restFile->errorString()));
            *ok = false;
            return true;
        }
        rest = std::make_unique<PbnReader>(restFile.get(), PbnReader::Threading::Single);
        rest->resume(PbnReader::contextAfter(before), position, at.line);
        PartRead tail;
        tail.reader = std::move(rest);
        position = readDirect(tail, position);
        rest = std::move(tail.reader);
        break;
    }

    // What forEachBoard() says of the input after its last board.
    BoardReader *ended = rest ? static_cast<BoardReader *>(rest.get()) : last->reader.get();
    InputFile *endedFile = rest ? restFile.get() : last->file.get();
    if (firstEnded) {
        ended = parts[0].reader.get();
        endedFile = parts[0].file.get();
    }
    const bool changed = whole.changedOnDisk();
    if (ended->hasError() && !changed) {
        if (c.mProgress)
            c.printErr(QStringLiteral("\n"));
        FormatError e = ended->error();
        e.fileName = input;
        c.printErr(QStringLiteral("kibitz-convert: %1\n").arg(e.toString()));
        *ok = false;
        return true;
    }
    if (ended->hasError()) {
        c.printErr(QStringLiteral("kibitz-convert: %1\n").arg(InputFile::changedWhileOpenMessage(input)));
        *ok = false;
        return true;
    }
    if (endedFile->readIncompletely() || changed) {
        c.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, InputFile::changedWhileReadingMessage()));
        *ok = false;
        return true;
    }
    if (c.mProgress && position > 0x3fff)
        c.printErr(QStringLiteral("\r%1 boards, 100%\n").arg(position));
    *ok = true;
    return true;
}

} // namespace Kibitz
