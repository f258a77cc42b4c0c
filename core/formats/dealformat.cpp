#include "dealformat.h"

#include "indexedboardsource.h"
#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <new>

namespace Kibitz {

std::unique_ptr<BoardSource> DealFormat::openFile(const QString &fileName, FormatError *error) const
{
    if (QFileInfo(fileName).size() >= IndexedFromSize) {
        FormatError indexError;
        if (auto source = IndexedBoardSource::open(*this, fileName, &indexError))
            return source;
        if (indexError.isError()) {
            if (error)
                *error = indexError;
            return nullptr;
        }
    }
    InputFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = { FormatError::Code::OpenFailed, file.errorString(), fileName };
        }
        return nullptr;
    }
    auto reader = createReader(&file);
    QList<Board> boards;
    Board board;
    try {
        while (reader->readNext(&board)) {
            boards.append(board);
            board = Board();
        }
    } catch (const std::bad_alloc &) {
        const qint64 read = boards.size();
        boards = {};
        reader.reset();
        if (error)
            *error = outOfMemory(fileName, read);
        return nullptr;
    }
    QList<BoardWarning> warnings = reader->takeWarnings();
    if (reader->hasError() && !file.changedOnDisk()) {
        // Reading had to stop: the boards before it still open, and the error is the next board's damage.
        if (!boards.isEmpty()) {
            warnings.append(BoardWarning::damage(boards.size(), reader->error()));
            return std::make_unique<MemoryBoardSource>(std::move(boards), std::move(warnings));
        }
        if (error) {
            *error = reader->error();
            error->fileName = fileName;
        }
        return nullptr;
    }
    // A file cut short while it was read looks complete to the reader, or broken: say what happened.
    if (reader->hasError()) { // a mapped file cut short: the reader stopped at the hole
        if (error)
            *error = { FormatError::Code::Changed, InputFile::changedWhileOpenMessage(fileName) };
        return nullptr;
    }
    if (file.readIncompletely()) {
        if (error)
            *error = { FormatError::Code::Changed, InputFile::changedWhileReadingMessage(), fileName };
        return nullptr;
    }
    return std::make_unique<MemoryBoardSource>(std::move(boards), std::move(warnings));
}

BoardIndex DealFormat::indexBoards(QIODevice *device, qint64 every) const
{
    BoardIndex index;
    const auto reader = createReader(device);
    if (!reader->canResume())
        return index;
    QByteArray lastContext;
    for (;;) {
        const BoardReader::Place place = reader->nextPlace();
        const bool start = index.count % every == 0;
        QByteArray context = start ? reader->resumeContext() : QByteArray();
        // A context is mostly the one before (names, an event carried on), which may be long: shared.
        if (start && context == lastContext)
            context = lastContext;
        else if (start)
            lastContext = context;
        if (!reader->skipNext())
            break;
        reader->takeWarnings(); // the board gives them when it is read
        if (start)
            index.starts.push_back({ place, context, true });
        ++index.count;
    }
    index.end = reader->error();
    index.valid = true;
    return index;
}

FormatError DealFormat::outOfMemory(const QString &fileName, qint64 boardsRead)
{
    const QString message = boardsRead < 0
        ? QCoreApplication::translate("Kibitz::DealFormat", "not enough memory to open the file")
        : QCoreApplication::translate(
            "Kibitz::DealFormat", "not enough memory to open the file (%n board(s) read)", nullptr, int(boardsRead));
    return { FormatError::Code::OpenFailed, message, fileName };
}

ReadResult DealFormat::readAll(QIODevice *device) const
{
    ReadResult result;
    auto reader = createReader(device);
    Board board;
    while (reader->readNext(&board)) {
        result.boards.append(board);
        board = Board();
    }
    result.warnings = reader->takeWarnings();
    result.error = reader->error();
    return result;
}

FormatError DealFormat::writeAll(QIODevice *device, const QList<Board> &boards) const
{
    for (qsizetype i = 0; i < boards.size(); ++i) {
        const QString why = whyCannotStore(boards[i]);
        if (!why.isEmpty())
            return { FormatError::Code::CannotStore, why, {}, i };
    }
    auto writer = createWriter(device);
    if (!writer) {
        return { FormatError::Code::NotSupported,
            QCoreApplication::translate("Kibitz::DealFormat", "%1 files cannot be written").arg(name()) };
    }
    for (const Board &board : boards) {
        if (!writer->writeBoard(board))
            return writer->error();
    }
    writer->finish();
    return writer->error();
}

QString DealFormat::whyCannotStore(const Board &board) const
{
    const BoardContents caps = capabilities();
    const Deal &deal = board.deal();
    if (!(caps & BoardContent::PartialDeal) && (caps & BoardContent::Deal) && !deal.isComplete()) {
        if (deal.isPartial() || deal.cardsPerHand() >= 0)
            return QCoreApplication::translate(
                "Kibitz::DealFormat", "%1 holds complete deals only; this one is partial")
                .arg(name());
        return QCoreApplication::translate("Kibitz::DealFormat", "%1 holds complete deals only: %2")
            .arg(name(), board.problems().join(QStringLiteral("; ")));
    }
    return {};
}

BoardContents DealFormat::lostContents(const Board &board, qint64 index) const
{
    const BoardContents caps = capabilities();
    BoardContents lost = board.contents() & ~caps;
    lost &= ~(BoardContents(BoardContent::Deal) | BoardContent::PartialDeal | BoardContent::DealerVulnerability
        | BoardContent::Number);
    // Without a stored number, the position gives it back.
    const int positional = int(index + 1);
    if (!(caps & BoardContent::Number) && board.number() && *board.number() != positional)
        lost |= BoardContent::Number;
    if (!(caps & BoardContent::DealerVulnerability)) {
        const int n = (caps & BoardContent::Number) && board.number() ? *board.number() : positional;
        if (board.dealer() != dealerOfBoard(n) || board.vulnerability() != vulnerabilityOfBoard(n))
            lost |= BoardContent::DealerVulnerability;
    }
    // A contract is kept when the auction is kept and gives the same one.
    if ((lost & BoardContent::Contract) && (caps & BoardContent::Auction)
        && board.auction().contract() == board.explicitContract())
        lost &= ~BoardContents(BoardContent::Contract);
    return lost;
}

QString DealFormat::nameFilter() const
{
    QStringList patterns;
    for (const QString &ext : extensions())
        patterns << QStringLiteral("*.") + ext;
    return QStringLiteral("%1 (%2)").arg(name(), patterns.join(QLatin1Char(' ')));
}

bool DealFormat::matchesExtension(const QString &fileName) const
{
    return extensions().contains(QFileInfo(fileName).suffix().toLower());
}

} // namespace Kibitz
