// libFuzzer entry point for reading a PBN file in parts (PbnReader::splitParts(), readPart(), partFits(),
// contextAfter(); docs/formats.md#reading-a-pbn-file-in-parts): the input, written to a file, read in two to
// four parts as kibitz-convert --info reads it must give the boards, warnings and end of one reader from the
// start; anything else is a bug (abort).
#include "formats/pbn/pbnreader.h"

#include <QByteArray>
#include <QFile>
#include <QRegularExpression>
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

void readOn(PbnReader &reader, qint64 shift, Reading *into)
{
    for (int i = 0; i < 100000; ++i) {
        Board board;
        const bool got = reader.readNext(&board);
        for (const BoardWarning &w : reader.takeWarnings())
            into->warnings << QString::number(w.board + shift) + (w.damaged ? u'!' : u':') + w.message;
        if (!got)
            break;
        into->boards.push_back(board);
    }
    into->endError = reader.hasError() ? reader.error().toString() : QString();
}

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
        readOn(reader, 0, &whole);
    }
    for (int count = 2; count <= 4; ++count) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            std::abort();
        const std::vector<PbnReader::Part> cuts = PbnReader::splitParts(&file, count, 1);
        std::vector<std::unique_ptr<QFile>> files;
        std::vector<std::unique_ptr<PbnReader>> readers;
        std::vector<Reading> parts(cuts.size());
        for (size_t k = 0; k < cuts.size(); ++k) {
            files.push_back(std::make_unique<QFile>(path));
            if (!files.back()->open(QIODevice::ReadOnly) || !files.back()->seek(cuts[k].begin))
                std::abort();
            readers.push_back(std::make_unique<PbnReader>(files.back().get(), PbnReader::Threading::Single));
            readers.back()->readPart(cuts[k], k == 0);
            readOn(*readers.back(), 0, &parts[k]);
        }
        Reading read = parts[0];
        std::vector<const PbnReader *> before { readers[0].get() };
        for (size_t k = 1; k < cuts.size() && read.endError.isEmpty(); ++k) {
            const qint64 position = qint64(read.boards.size());
            if (readers[k]->partFits(before)) {
                read.boards.insert(read.boards.end(), parts[k].boards.begin(), parts[k].boards.end());
                for (const QString &w : std::as_const(parts[k].warnings)) {
                    const qsizetype mark = w.indexOf(QRegularExpression(QStringLiteral("[:!]")));
                    read.warnings << QString::number(w.left(mark).toLongLong() + position - 1) + w.mid(mark);
                }
                read.endError = parts[k].endError;
                before.push_back(readers[k].get());
                continue;
            }
            if (k == 1) {
                readers[0]->readPastPart();
                readOn(*readers[0], 0, &read);
                break;
            }
            const BoardReader::Place at = before.back()->partStop();
            if (at.offset < 0)
                break;
            QFile rest(path);
            if (!rest.open(QIODevice::ReadOnly) || !rest.seek(at.offset))
                std::abort();
            PbnReader reader(&rest, PbnReader::Threading::Single);
            reader.resume(PbnReader::contextAfter(before), position, at.line);
            readOn(reader, 0, &read);
            break;
        }
        if (read.warnings != whole.warnings || read.endError != whole.endError
            || read.boards.size() != whole.boards.size())
            std::abort();
        for (size_t i = 0; i < whole.boards.size(); ++i) {
            if (!(read.boards[i] == whole.boards[i]))
                std::abort();
        }
    }
    return 0;
}
