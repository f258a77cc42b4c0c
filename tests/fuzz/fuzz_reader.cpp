// libFuzzer entry point for one reader (KIBITZ_FUZZ_FORMAT): sniff, then read every
// board, touching what a viewer would ask of it. Any crash, hang or leak is a bug.
#include "formats/formatregistry.h"

#include <QBuffer>
#include <QByteArray>

#include <cstdint>
#include <cstdlib>

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
    Board board;
    for (int i = 0; i < 100000 && reader->readNext(&board); ++i) {
        (void)board.problems();
        (void)board.contract();
        (void)board.play().currentTrick();
        board = Board();
    }
    (void)reader->error().toString();
    (void)reader->takeWarnings();
    return 0;
}
