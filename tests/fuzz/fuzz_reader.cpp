// libFuzzer entry point for one reader (KIBITZ_FUZZ_FORMAT): sniff, then read every
// board, touching what a viewer would ask of it. Any crash, hang or leak is a bug. A reader that
// resumes (BoardReader::resume(), what big files are opened with) is also started again at a few
// boards' places and skipped through with skipNext(): a board that differs from the whole read's,
// or a count that differs, is a bug too (abort).
#include "formats/formatregistry.h"

#include <QBuffer>
#include <QByteArray>

#include <cstdint>
#include <cstdlib>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Kibitz;
    static const DealFormat *format = FormatRegistry::instance().byId(QStringLiteral(KIBITZ_FUZZ_FORMAT));
    if (!format)
        std::abort();
    QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    format->canRead(&buffer);
    if (buffer.pos() != 0)
        std::abort(); // canRead must only peek
    auto reader = format->createReader(&buffer);
    const bool resumes = reader->canResume();
    struct Start
    {
        BoardReader::Place place;
        QByteArray context;
        Board board;
    };
    std::vector<Start> starts;
    Board board;
    for (int i = 0; i < 100000; ++i) {
        Start start;
        if (resumes) {
            start.place = reader->nextPlace();
            start.context = reader->resumeContext();
        }
        if (!reader->readNext(&board))
            break;
        (void)board.problems();
        (void)board.contract();
        (void)board.play().currentTrick();
        if (resumes) {
            start.board = board;
            starts.push_back(std::move(start));
        }
        board = Board();
    }
    (void)reader->error().toString();
    (void)reader->takeWarnings();
    if (!resumes)
        return 0;
    // The first, middle and last boards, read again from their places.
    for (const size_t k : { size_t(0), starts.size() / 2, starts.size() - 1 }) {
        if (k >= starts.size() || starts[k].place.offset < 0 || !buffer.seek(starts[k].place.offset))
            continue;
        auto again = format->createReader(&buffer);
        again->resume(starts[k].context, qint64(k), starts[k].place);
        Board read;
        if (!again->readNext(&read) || !(read == starts[k].board))
            std::abort();
    }
    buffer.seek(0);
    auto skipper = format->createReader(&buffer);
    size_t skipped = 0;
    while (skipped < starts.size() + 1 && skipper->skipNext())
        ++skipped;
    if (skipped != starts.size())
        std::abort();
    return 0;
}
