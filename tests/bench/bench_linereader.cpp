// LineReader on long lines against the same bytes in short lines, side by side in one run.
//
//   bench_linereader [<MiB per long line, default 15>]
//
// Reads 10 lines of 15 MiB each, then the same bytes cut into lines of 80 characters, three times
// each, alternating, and prints the best time of each and their ratio. The reader looks at each byte
// once, so the ratio stays near 1 (it was about 50 when every 64 KiB block rescanned the line).
#include "formats/linereader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

using namespace Kibitz;

namespace {

// 10 lines of @p lineBytes characters; with @p shortLines a line end every 80 characters instead.
QByteArray makeText(qsizetype lineBytes, bool shortLines)
{
    QByteArray text;
    text.reserve(10 * (lineBytes + 1));
    for (int line = 0; line < 10; ++line) {
        for (qsizetype i = 0; i < lineBytes; ++i)
            text.append(shortLines && i % 81 == 80 ? '\n' : char('a' + (i + line) % 26));
        text.append('\n');
    }
    return text;
}

// Seconds to read every line of @p text; @p chars receives the characters read.
double readAll(const QByteArray &text, qint64 *chars)
{
    QByteArray copy = text;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    LineReader reader(&buffer);
    QElapsedTimer timer;
    timer.start();
    QString line;
    *chars = 0;
    while (reader.readLine(&line))
        *chars += line.size();
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const qsizetype mib = app.arguments().size() > 1 ? app.arguments().at(1).toLongLong() : 15;
    const QByteArray longLines = makeText(mib * 1024 * 1024, false);
    const QByteArray shortLines = makeText(mib * 1024 * 1024, true);
    double bestLong = 1e9;
    double bestShort = 1e9;
    qint64 longChars = 0;
    qint64 shortChars = 0;
    for (int run = 0; run < 3; ++run) {
        bestLong = std::min(bestLong, readAll(longLines, &longChars));
        bestShort = std::min(bestShort, readAll(shortLines, &shortChars));
    }
    QTextStream out(stdout);
    out << QStringLiteral("10 lines of %1 MiB:          %2 s (%3 characters)\n")
               .arg(mib)
               .arg(bestLong, 0, 'f', 3)
               .arg(longChars);
    out << QStringLiteral("same bytes in 81-byte lines: %1 s (%2 characters)\n")
               .arg(bestShort, 0, 'f', 3)
               .arg(shortChars);
    out << QStringLiteral("ratio long/short: %1\n").arg(bestLong / bestShort, 0, 'f', 2);
    return 0;
}
