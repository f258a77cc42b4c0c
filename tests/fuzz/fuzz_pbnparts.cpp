// libFuzzer entry point for reading a PBN file in parts (PbnPartsReader, docs/formats.md#reading-a-pbn-file-in-parts):
// the input, written to a file, read in two to four parts as kibitz-convert --info reads it must give the boards,
// warnings and end of one reader from the start; anything else is a bug (abort).
#include "formats/pbn/pbnpartsreader.h"
#include "formats/pbn/pbnreader.h"

#include <QFile>
#include <QTemporaryFile>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace {

using namespace Kibitz;

struct Reading
{
    std::vector<Board> boards;
    QStringList warnings;
    QString endError;
};

QString text(const BoardWarning &w)
{
    return QString::number(w.board) + (w.damaged ? u'!' : u':') + w.message;
}

// What PbnPartsReader gives, kept; a part's put after the boards before it.
class CollectSink : public PbnPartsReader::Sink
{
public:
    void board(const Board &board, qint64 position) override
    {
        if (position != qint64(reading.boards.size()) + 1)
            std::abort(); // positions count on by one, from 1 in every sink
        reading.boards.push_back(board);
    }
    void warning(const BoardWarning &warning) override { warnings.push_back(warning); }
    void add(Sink &other, qint64 before) override
    {
        auto &part = static_cast<CollectSink &>(other);
        if (before != qint64(reading.boards.size()))
            std::abort();
        for (BoardWarning w : part.warnings) {
            w.board += before;
            warnings.push_back(w);
        }
        reading.boards.insert(reading.boards.end(), part.reading.boards.begin(), part.reading.boards.end());
    }

    Reading reading;
    std::vector<BoardWarning> warnings;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryFile input;
    if (!input.isOpen() && !input.open())
        std::abort();
    input.resize(0);
    input.seek(0);
    input.write(reinterpret_cast<const char *>(data), qint64(size));
    input.flush();
    const QString path = input.fileName();

    Reading whole;
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            std::abort();
        PbnReader reader(&file, PbnReader::Threading::Single);
        for (int i = 0; i < 100000; ++i) {
            Board board;
            const bool got = reader.readNext(&board);
            for (const BoardWarning &w : reader.takeWarnings())
                whole.warnings << text(w);
            if (!got)
                break;
            whole.boards.push_back(board);
        }
        whole.endError = reader.hasError() ? reader.error().toString() : QString();
    }
    for (int count = 2; count <= 4; ++count) {
        PbnPartsReader reader(path, count, 1, [] { return std::make_unique<CollectSink>(); });
        CollectSink first;
        if (!reader.read(first))
            continue;
        QStringList warnings;
        for (const BoardWarning &w : first.warnings)
            warnings << text(w);
        const QString endError = reader.endReader().hasError() ? reader.endReader().error().toString() : QString();
        if (warnings != whole.warnings || endError != whole.endError
            || first.reading.boards.size() != whole.boards.size())
            std::abort();
        for (size_t i = 0; i < whole.boards.size(); ++i) {
            if (!(first.reading.boards[i] == whole.boards[i]))
                std::abort();
        }
    }
    return 0;
}
