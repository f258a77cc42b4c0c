// kibitz-convert when outputs fail or files change underneath (issue 18, docs/reliability.md):
// standard output checked in every mode, FIFOs and symbolic links as outputs, the output that is the
// input, exit status 4, --info on a pipe, and a record file truncated while it is converted.
#include "converter.h"

#include "formats/formatregistry.h"

#include "testutil.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/stat.h>

#include <atomic>
#include <csignal>
#include <thread>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

using Result = ConvertResult;

// The real executable, its standard output going to @p outFile and its input from @p inFile (when given).
Result runProgram(const QStringList &args, const QString &outFile, const QString &inFile = {})
{
    QProcess p;
    p.setStandardOutputFile(outFile);
    if (!inFile.isEmpty())
        p.setStandardInputFile(inFile);
    p.start(QStringLiteral(KIBITZ_CONVERT), args);
    Result r;
    if (!p.waitForFinished(60000))
        return r;
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// The real executable reading @p input through a pipe on its standard input, its standard output going to @p outFile.
Result runWithPipe(const QStringList &args, const QString &outFile, const QByteArray &input)
{
    QProcess p;
    p.setStandardOutputFile(outFile);
    p.start(QStringLiteral(KIBITZ_CONVERT), args);
    Result r;
    if (!p.waitForStarted(60000))
        return r;
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        return r;
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// docs/formats.md#example-board as one ZBD record (tests/data/examples/record0.zbd).
QString examplePath(const char *name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/examples/") + QLatin1String(name);
}

} // namespace

class TestConvertReliability : public QObject
{
    Q_OBJECT

private slots:
    void standardOutputFull_data();
    void standardOutputFull();
    void fullDeviceEveryWriter_data();
    void fullDeviceEveryWriter();
    void infoOnPipe();
    void convertPipe_data();
    void convertPipe();
    void pipeCopyFails();
    void outputFailureStatus();
    void outputFifo();
    void outputSymlink();
    void outputIsInputByIdentity();
    void refusalNamesInputBoards();
    void recordFileTruncatedWhileConverting();
    void pbnFileTruncatedWhileConverting();
    void checksumOfFileCutWhileRead();
    void textFileCutInsideLastBoard_data();
    void textFileCutInsideLastBoard();
};

void TestConvertReliability::standardOutputFull_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("status");
    const QString pbn = BundledSamplePath;
    const QString zbd = examplePath("record0.zbd");
    // /dev/null takes everything: success.
    QTest::newRow("/dev/null takes it") << QStringList { QStringLiteral("--list-formats") }
                                        << QStringLiteral("/dev/null") << int(Converter::Success);
    const QString full = QStringLiteral("/dev/full");
    const int failed = Converter::OutputFailed;
    QTest::newRow("--list-formats") << QStringList { QStringLiteral("--list-formats") } << full << failed;
    QTest::newRow("--version") << QStringList { QStringLiteral("--version") } << full << failed;
    QTest::newRow("--help") << QStringList { QStringLiteral("--help") } << full << failed;
    QTest::newRow("--info") << QStringList { QStringLiteral("--info"), pbn } << full << failed;
    QTest::newRow("--checksum") << QStringList { QStringLiteral("--checksum"), zbd } << full << failed;
    QTest::newRow("pbn to pbn") << QStringList { QStringLiteral("--to"), QStringLiteral("pbn"), pbn,
        QStringLiteral("-") } << full
                                << failed;
    QTest::newRow("zbd to deals (record lane)")
        << QStringList { QStringLiteral("--to"), QStringLiteral("deals"), zbd, QStringLiteral("-") } << full << failed;
}

void TestConvertReliability::standardOutputFull()
{
    QFETCH(QStringList, args);
    QFETCH(QString, device);
    QFETCH(int, status);
    if (!QFileInfo::exists(device))
        QSKIP("no such device here");
    const Result r = runProgram(args, device);
    QCOMPARE(r.status, status);
    if (status != Converter::Success)
        QVERIFY2(r.err.contains(QLatin1String("No space left on device")), qPrintable(r.err));
}

void TestConvertReliability::fullDeviceEveryWriter_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("no such format") << QStringLiteral("nonesuch");
    for (const DealFormat *f : FormatRegistry::instance().formats()) {
        if (f->canWrite())
            QTest::newRow(qPrintable(f->id())) << f->id();
    }
}

void TestConvertReliability::fullDeviceEveryWriter()
{
    // A full disk is reported with the system's reason, not "Unknown error", by every writer.
    QFETCH(QString, format);
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full here");
    const Result r = convert(
        { QStringLiteral("--force"), QStringLiteral("--to"), format, BundledSamplePath, QStringLiteral("/dev/full") });
    if (!FormatRegistry::instance().byId(format)) {
        QCOMPARE(r.status, int(Converter::UsageError));
        return;
    }
    QCOMPARE(r.status, int(Converter::OutputFailed));
    QVERIFY2(r.err.contains(QLatin1String("No space left on device")), qPrintable(r.err));
    QVERIFY(!r.err.contains(QLatin1String("Unknown error")));
}

void TestConvertReliability::infoOnPipe()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("info.txt"));
    // A regular file first, then the same bytes through a pipe: both read once, the same answer.
    const Result file = runProgram({ QStringLiteral("--info"), BundledSamplePath }, out);
    QCOMPARE(file.status, 0);
    const QByteArray fromFile = fileBytes(out);
    const Result pipe = runProgram({ QStringLiteral("--info"), QStringLiteral("/dev/stdin") }, out, BundledSamplePath);
    QVERIFY2(pipe.status == 0, qPrintable(pipe.err));
    const QByteArray fromPipe = fileBytes(out);
    QVERIFY(fromFile.contains("boards: "));
    QCOMPARE(fromPipe.mid(fromPipe.indexOf('\n')), fromFile.mid(fromFile.indexOf('\n')));
}

void TestConvertReliability::convertPipe_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("status");
    const QString pbn = BundledSamplePath;
    // A pipe that holds no deal file is refused as the same bytes in a file are.
    QTest::newRow("junk refused") << QStringList { QStringLiteral("--to"), QStringLiteral("pbn") }
                                  << examplePath("README.md") << int(Converter::InvalidInput);
    // Without --force standard output is checked for losses before it is written: the input is read twice.
    QTest::newRow("--to pbn") << QStringList { QStringLiteral("--to"), QStringLiteral("pbn") } << pbn
                              << int(Converter::Success);
    QTest::newRow("--to json") << QStringList { QStringLiteral("--to"), QStringLiteral("json") } << pbn
                               << int(Converter::Success);
    QTest::newRow("--force --to pbn") << QStringList { QStringLiteral("--force"), QStringLiteral("--to"),
        QStringLiteral("pbn") } << pbn << int(Converter::Success);
    // The record lane detects the format, then maps the file.
    QTest::newRow("zbd --to deals (record lane)") << QStringList { QStringLiteral("--from"), QStringLiteral("zbd"),
        QStringLiteral("--to"), QStringLiteral("deals") }
                                                  << examplePath("record0.zbd") << int(Converter::Success);
}

void TestConvertReliability::convertPipe()
{
    // `cat x.pbn | kibitz-convert --to pbn /dev/stdin -` gave "not a deal file": the loss check read
    // the pipe and left nothing for the conversion. A pipe gives what the same bytes in a file give.
    QFETCH(QStringList, options);
    QFETCH(QString, input);
    QFETCH(int, status);
    QTemporaryDir dir;
    const QString fromFile = dir.filePath(QStringLiteral("file.out"));
    const QString fromPipe = dir.filePath(QStringLiteral("pipe.out"));
    const Result file = runProgram(options + QStringList { input, QStringLiteral("-") }, fromFile);
    QVERIFY2(file.status == status, qPrintable(file.err));
    const Result pipe = runWithPipe(
        options + QStringList { QStringLiteral("/dev/stdin"), QStringLiteral("-") }, fromPipe, fileBytes(input));
    QVERIFY2(pipe.status == status, qPrintable(pipe.err));
    if (status != Converter::Success) {
        QVERIFY2(pipe.err.contains(QLatin1String("/dev/stdin")), qPrintable(pipe.err));
        return;
    }
    QVERIFY(!fileBytes(fromFile).isEmpty());
    QCOMPARE(fileBytes(fromPipe), fileBytes(fromFile));
}

void TestConvertReliability::pipeCopyFails()
{
    // The copy of a piped input is a temporary file: when it cannot be written (here a file size limit
    // of 1000 bytes, RLIMIT_FSIZE: "File too large") the input is named, with exit status 1.
    const QByteArray input = fileBytes(BundledSamplePath);
    QVERIFY(input.size() > 1000);
    QTemporaryDir dir;
    QProcess p;
    p.setChildProcessModifier([]() {
        signal(SIGXFSZ, SIG_IGN); // a write past the limit fails instead of ending the process
        const rlimit limit { 1000, 1000 };
        setrlimit(RLIMIT_FSIZE, &limit);
    });
    p.setStandardOutputFile(QStringLiteral("/dev/null")); // a device: not limited
    p.start(QStringLiteral(KIBITZ_CONVERT),
        { QStringLiteral("--force"), QStringLiteral("--to"), QStringLiteral("pbn"), QStringLiteral("/dev/stdin"),
            QStringLiteral("-") });
    QVERIFY(p.waitForStarted());
    p.write(input);
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == int(Converter::InvalidInput), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("/dev/stdin: cannot keep a copy of the stream: ")), qPrintable(err));
}

void TestConvertReliability::outputFailureStatus()
{
    QTemporaryDir dir;
    const QString input = BundledSamplePath;
    // Bad input stays 1; an output that cannot be written is 4.
    QCOMPARE(convert({ dir.filePath(QStringLiteral("missing.pbn")), dir.filePath(QStringLiteral("out.pbn")) }).status,
        int(Converter::InvalidInput));
    const Result r = convert({ input, dir.filePath(QStringLiteral("no/such/dir/out.pbn")) });
    QCOMPARE(r.status, int(Converter::OutputFailed));
    const Result records
        = convert({ examplePath("record0.zbd"), dir.filePath(QStringLiteral("no/such/dir/out.deals")) });
    QCOMPARE(records.status, int(Converter::OutputFailed));
    QVERIFY(convert({ QStringLiteral("--help") }).out.contains(QLatin1String("4 the output")));
}

void TestConvertReliability::outputFifo()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("out.pbn"));
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QByteArray received;
    std::thread reader([&]() {
        QFile f(fifo);
        if (f.open(QIODevice::ReadOnly))
            received = f.readAll();
    });
    const Result r = convert({ BundledSamplePath, fifo });
    reader.join();
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString regular = dir.filePath(QStringLiteral("regular.pbn"));
    QCOMPARE(convert({ BundledSamplePath, regular }).status, 0);
    QCOMPARE(received, fileBytes(regular));
    struct stat info = {};
    QCOMPARE(stat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));
}

void TestConvertReliability::outputSymlink()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("target.pbn"));
    const QString link = dir.filePath(QStringLiteral("link.pbn"));
    QVERIFY(QFile(target).open(QIODevice::WriteOnly));
    QVERIFY(QFile::link(target, link));
    const Result r = convert({ BundledSamplePath, link });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(link).isSymLink());
    const QString regular = dir.filePath(QStringLiteral("regular.pbn"));
    QCOMPARE(convert({ BundledSamplePath, regular }).status, 0);
    QCOMPARE(fileBytes(target), fileBytes(regular));
}

void TestConvertReliability::outputIsInputByIdentity()
{
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("in.pbn"));
    QVERIFY(QFile::copy(BundledSamplePath, input));
    const QByteArray before = fileBytes(input);
    // Another name: accepted.
    QCOMPARE(convert({ input, dir.filePath(QStringLiteral("other.pbn")) }).status, 0);
    // A hard link and a symbolic link to the input name the same file by other paths.
    const QString hard = dir.filePath(QStringLiteral("hard.pbn"));
    QCOMPARE(::link(QFile::encodeName(input).constData(), QFile::encodeName(hard).constData()), 0);
    const QString soft = dir.filePath(QStringLiteral("soft.pbn"));
    QVERIFY(QFile::link(input, soft));
    for (const QString &output : { hard, soft }) {
        const Result r = convert({ input, output });
        QCOMPARE(r.status, int(Converter::UsageError));
        QVERIFY2(r.err.contains(QLatin1String("is also an input")), qPrintable(r.err));
    }
    QCOMPARE(fileBytes(input), before);
}

void TestConvertReliability::refusalNamesInputBoards()
{
    // Boards 2 and 3 have no complete deal (docs/formats.md#pbn): ZBD cannot store them, and each is
    // named by its own number in the input, not by the place it would have taken in the output.
    const QByteArray pbn = "[Board \"1\"]\n[Deal \"" + Record0.toLatin1()
        + "\"]\n\n[Board \"2\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\n\n"
          "[Board \"3\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\n\n";
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("in.pbn"));
    QFile f(input);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(pbn) == pbn.size());
    f.close();
    const Result r = convert({ input, dir.filePath(QStringLiteral("out.zbd")) });
    QCOMPARE(r.status, int(Converter::WouldDropData));
    QVERIFY2(r.err.contains(QLatin1String("board 2:")) && r.err.contains(QLatin1String("board 3:")), qPrintable(r.err));
}

void TestConvertReliability::recordFileTruncatedWhileConverting()
{
    // A ZBD file of 4 M copies of one record (tests/data/examples/record0.zbd), cut to 13 bytes by a
    // second thread while it is converted: the converter finishes first or says the file changed;
    // it never dies of SIGBUS (exit 135 before).
    const QByteArray record = fileBytes(examplePath("record0.zbd"));
    QCOMPARE(record.size(), 13);
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("big.zbd"));
    int changedSeen = 0;
    for (int attempt = 0; attempt < 6; ++attempt) {
        {
            QFile f(input);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray block = record.repeated(64 * 1024);
            for (int i = 0; i < 64; ++i)
                QVERIFY(f.write(block) == block.size());
        }
        std::atomic<bool> go = false;
        std::thread cutter([&]() {
            while (!go)
                std::this_thread::yield();
            std::this_thread::sleep_for(std::chrono::microseconds(500 * attempt));
            truncate(QFile::encodeName(input).constData(), 13);
        });
        go = true;
        const Result r = convert({ QStringLiteral("--force"), input, dir.filePath(QStringLiteral("out.deals")) });
        cutter.join();
        if (r.status == Converter::Success)
            continue;
        QCOMPARE(r.status, int(Converter::InvalidInput));
        QVERIFY2(r.err.contains(QLatin1String("changed on disk while open")), qPrintable(r.err));
        ++changedSeen;
    }
    qInfo("the change was seen in %d of 6 runs", changedSeen);
}

void TestConvertReliability::pbnFileTruncatedWhileConverting()
{
    // The bundled sample repeated to 32 MB (the PBN reader maps it), cut to 1000 bytes by a second
    // thread during the conversion: exit 1 with the change named, or success when it finished first;
    // never SIGBUS, never success with part of the boards.
    const QByteArray sample = fileBytes(BundledSamplePath);
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("big.pbn"));
    int changedSeen = 0;
    for (int attempt = 0; attempt < 4; ++attempt) {
        {
            QFile f(input);
            QVERIFY(f.open(QIODevice::WriteOnly));
            while (f.size() < 32 * 1024 * 1024)
                QVERIFY(f.write(sample + "\n") > 0);
        }
        if (attempt == 0) { // the whole file converted, untouched: what a run that finishes first gives
            QCOMPARE(
                convert({ QStringLiteral("--force"), input, dir.filePath(QStringLiteral("whole.pbn")) }).status, 0);
        }
        std::thread cutter([&]() {
            std::this_thread::sleep_for(std::chrono::milliseconds(20 + 40 * attempt));
            truncate(QFile::encodeName(input).constData(), 1000);
        });
        const QString output = dir.filePath(QStringLiteral("out.pbn"));
        const Result r = convert({ QStringLiteral("--force"), input, output });
        cutter.join();
        if (r.status == Converter::Success) {
            QCOMPARE(fileBytes(output), fileBytes(dir.filePath(QStringLiteral("whole.pbn"))));
            continue;
        }
        QCOMPARE(r.status, int(Converter::InvalidInput));
        QVERIFY2(r.err.contains(QLatin1String("changed on disk while open"))
                || r.err.contains(QLatin1String("the file changed while it was being read")),
            qPrintable(r.err));
        ++changedSeen;
    }
    qInfo("the change was seen in %d of 4 runs", changedSeen);
}

void TestConvertReliability::checksumOfFileCutWhileRead()
{
    // A sparse file of 512 MiB (zeros but its end, little disk used), cut to 1000 bytes by a second thread while
    // --checksum reads it: exit 1 with the change named, or the whole file's checksum when it finished
    // first; never exit 0 with the checksum of the part read (what a 390 MB file gave before).
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("big.zbd"));
    constexpr off_t Size = off_t(512) * 1024 * 1024;
    const auto makeWhole = [&]() {
        // Zeros sum to nothing (docs/formats.md#checksum): the last 4 KiB are not zero, so a checksum of
        // the part before the cut differs from the whole file's.
        QFile f(input);
        return f.open(QIODevice::WriteOnly) && f.resize(Size) && f.seek(Size - 4096)
            && f.write(QByteArray(4096, 'x')) == 4096;
    };
    QVERIFY(makeWhole());
    const Result whole = convert({ QStringLiteral("--checksum"), input });
    QCOMPARE(whole.status, 0);
    int changedSeen = 0;
    for (int attempt = 0; attempt < 3; ++attempt) {
        QVERIFY(makeWhole());
        std::thread cutter([&]() {
            std::this_thread::sleep_for(std::chrono::milliseconds(30 + 40 * attempt));
            truncate(QFile::encodeName(input).constData(), 1000);
        });
        const Result r = convert({ QStringLiteral("--checksum"), input });
        cutter.join();
        if (r.status == Converter::Success) {
            QCOMPARE(r.out, whole.out);
            continue;
        }
        QCOMPARE(r.status, int(Converter::InvalidInput));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(
            r.err.contains(input + QStringLiteral(": the file changed while it was being read")), qPrintable(r.err));
        ++changedSeen;
    }
    qInfo("the change was seen in %d of 3 runs", changedSeen);
}

void TestConvertReliability::textFileCutInsideLastBoard_data()
{
    // Real files cut inside their last board (tests/data/samples, SOURCES.md): issue 16, docs/formats.md#errors.
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QByteArray>("marker"); // the cut is just after its last occurrence
    QTest::addColumn<int>("boards"); // in the whole file
    QTest::newRow("LIN cut inside board 8")
        << u"dominicprice_endplay/lin_example1.lin"_qs << QByteArray("|ah|Boa") << 8;
    QTest::newRow("PBN cut inside board 16") << u"emkael_deal-convert/test.pbn"_qs << QByteArray("[Deal \"N:") << 16;
}

void TestConvertReliability::textFileCutInsideLastBoard()
{
    QFETCH(QString, sample);
    QFETCH(QByteArray, marker);
    QFETCH(int, boards);
    const QByteArray whole = sampleBytes(sample);
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("cut.") + QFileInfo(sample).suffix());
    QFile f(input);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray cut = whole.left(whole.lastIndexOf(marker) + marker.size());
    f.write(cut);
    f.close();
    const QString where = QStringLiteral("board %1: damaged: line %2, column %3: the file ends inside board %1")
                              .arg(boards)
                              .arg(cut.count('\n') + 1)
                              .arg(cut.size() - cut.lastIndexOf('\n'));
    // --validate names the file, the board and the line; --force converts every board, the warning on stderr.
    const Result validated = convert({ QStringLiteral("--validate"), input });
    QCOMPARE(validated.status, int(Converter::InvalidInput));
    QVERIFY2(validated.err.contains(where), qPrintable(validated.err + u"\nexpected: "_qs + where));
    QVERIFY2(validated.err.contains(QStringLiteral("cut.")), qPrintable(validated.err));
    const QString output = dir.filePath(QStringLiteral("out.pbn"));
    const Result forced = convert({ QStringLiteral("--force"), input, output });
    QCOMPARE(forced.status, int(Converter::Success));
    QVERIFY2(forced.err.contains(where), qPrintable(forced.err));
    QCOMPARE(fileBytes(output).count("[Board "), boards);
}

QTEST_GUILESS_MAIN(TestConvertReliability)
#include "tst_convert_reliability.moc"
