#include "partedscan.h"

#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/pbn/pbnpartsreader.h"

#include <QFileInfo>
#include <QThread>

#include <functional>
#include <memory>
#include <vector>

namespace Kibitz {

namespace {

// A part is worth a thread from this size on (starting one and cutting the file cost about a millisecond).
constexpr qint64 MinPartBytes = qint64(2) << 20;
constexpr int MaxParts = 16;

// A part after the first: its tally, and its warnings held until the parts before it are added up.
class PartSink : public PbnPartsReader::Sink
{
public:
    explicit PartSink(std::unique_ptr<Converter::BoardTally> tally)
        : tally(std::move(tally))
    { }
    void board(const Board &board, qint64 position) override { tally->visit(board, position); }
    void warning(const BoardWarning &warning) override
    {
        mHeldBytes += qint64(sizeof(BoardWarning)) + warning.message.size() * 2;
        warnings.push_back(warning);
    }
    qint64 heldBytes() const override { return mHeldBytes + tally->heldBytes(); }
    void add(Sink &, qint64) override { }

    std::unique_ptr<Converter::BoardTally> tally;
    std::vector<BoardWarning> warnings;

private:
    qint64 mHeldBytes = 0;
};

// The file's boards in order: counted, and their warnings printed (PartedScan::scan() says how).
class FirstSink : public PbnPartsReader::Sink
{
public:
    FirstSink(Converter::BoardTally &tally, std::function<void(const BoardWarning &)> warn,
        std::function<void(qint64)> progress)
        : mTally(tally)
        , mWarn(std::move(warn))
        , mProgress(std::move(progress))
    { }
    void board(const Board &board, qint64 position) override
    {
        mTally.visit(board, position);
        if ((position & 0x3fff) == 0)
            mProgress(position);
    }
    void warning(const BoardWarning &warning) override { mWarn(warning); }
    void add(Sink &other, qint64 before) override
    {
        auto &part = static_cast<PartSink &>(other);
        for (BoardWarning w : part.warnings) {
            w.board += before;
            mWarn(w);
        }
        mTally.add(*part.tally, before);
    }

private:
    Converter::BoardTally &mTally;
    std::function<void(const BoardWarning &)> mWarn;
    std::function<void(qint64)> mProgress;
};

} // namespace

bool PartedScan::scan(const QString &input, Converter::BoardTally &tally, bool printWarnings, bool *ok)
{
    Converter &c = mConverter;
    const QString path = c.inputPath(input);
    const ConverterOptions &options = c.options();
    const int threads = c.maxParts() > 0 ? c.maxParts() : std::min(QThread::idealThreadCount(), MaxParts);
    const qint64 minPartBytes = c.minPartBytes() > 0 ? c.minPartBytes() : MinPartBytes;
    if (threads < 2 || options.firstBoard != 1 || options.lastBoard >= 0 || options.selection.isValid()
        || !PbnPartsReader::suits(path, minPartBytes, options.from))
        return false;
    PbnPartsReader reader(path, threads, minPartBytes, [&tally] { return std::make_unique<PartSink>(tally.part()); });
    // A file that shrinks reads as zeros where it was cut: its false damage is not reported, the change is.
    bool changedSeen = false;
    FirstSink first(
        tally,
        [&](const BoardWarning &w) {
            changedSeen = changedSeen || ((w.damaged || printWarnings) && reader.changedOnDisk());
            if (!changedSeen)
                c.reportWarning(input, w, printWarnings);
        },
        [&c, bytes = QFileInfo(path).size()](qint64 boards) { c.progress(boards, 0, bytes); });
    if (!reader.read(first))
        return false;
    c.setLastFormat(FormatRegistry::instance().byId(QStringLiteral("pbn")));
    c.addPartsAddedUp(reader.partsAddedUp());

    // What forEachBoard() says of the input after its last board.
    *ok = false;
    const BoardReader &end = reader.endReader();
    const bool changed = changedSeen || reader.changedOnDisk();
    if (!reader.failure().isEmpty()) {
        c.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, reader.failure()));
    } else if (end.hasError() && !changed) {
        if (c.progressEnabled())
            c.printErr(QStringLiteral("\n"));
        FormatError e = end.error();
        e.fileName = input;
        c.printErr(QStringLiteral("kibitz-convert: %1\n").arg(e.toString()));
    } else if (end.hasError()) {
        c.printErr(QStringLiteral("kibitz-convert: %1\n").arg(InputFile::changedWhileOpenMessage(input)));
    } else if (reader.endFile().readIncompletely() || changed) {
        c.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, InputFile::changedWhileReadingMessage()));
    } else {
        *ok = true;
    }
    if (*ok && c.progressEnabled() && tally.boardCount() > 0x3fff)
        c.printProgress(QStringLiteral("\r%1 boards, 100%\n").arg(tally.boardCount()));
    return true;
}

} // namespace Kibitz
