// kibitz-convert when outputs fail or files change underneath (the promises of docs/reliability.md):
// standard output checked in every mode, FIFOs and symbolic links as outputs, the output that is the
// input, exit status 4, a full disk leaving the old output intact (--dealer-script too), --info on a
// pipe, and a record file truncated while it is converted.
#include "converter.h"

#include "formats/formatregistry.h"

#include "testutil.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/stat.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
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

/**
 * The real executable in a child that may not write past @p blocks of the shell's `ulimit -f` (dash
 * counts 512 bytes, bash 1024), with SIGXFSZ ignored: a write past the limit then fails with EFBIG, as
 * one fails with ENOSPC on a full disk, and a short write comes before it when part fits.
 */
Result runLimited(const QStringList &args, int blocks)
{
    QProcess p;
    const QString script = QStringLiteral("trap '' XFSZ; ulimit -f \"$1\" || exit 99; shift; exec \"$@\"");
    p.start(QStringLiteral("/bin/sh"),
        QStringList { QStringLiteral("-c"), script, QStringLiteral("sh"), QString::number(blocks),
            QStringLiteral(KIBITZ_CONVERT) }
            + args);
    Result r;
    if (!p.waitForFinished(60000))
        return r;
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
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

/** The files in @p dir (a cancelled save leaves no temporary file behind). */
QStringList filesIn(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::System | QDir::Hidden, QDir::Name);
}

/** The dealer script of tst_convert_dealer's scriptToDealFile (tests/data/dealer/SOURCES.md). */
QString dealerScript()
{
    return QStringLiteral(KIBITZ_TEST_DATA "/dealer/scripts/kibitz-1nt-stayman.dlr");
}

QStringList dealerArgs(const QString &output)
{
    QStringList args { QStringLiteral("--dealer-script"), dealerScript(), QStringLiteral("--produce"),
        QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("3") };
    if (!output.isEmpty())
        args << output;
    return args;
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
    void fullDiskKeepsOldFile_data();
    void fullDiskKeepsOldFile();
    void dealerScriptOutputs_data();
    void dealerScriptOutputs();
    void dealerScriptOutputFailureStatus();
    void refusalNamesInputBoards();
    void recordFileTruncatedWhileConverting();
    void pbnFileTruncatedWhileConverting();
    void checksumOfFileCutWhileRead();
    void textFileCutInsideLastBoard_data();
    void textFileCutInsideLastBoard();
    void standardStreamByOtherName_data();
    void standardStreamByOtherName();
    void damageAfterShrinkIsAChange_data();
    void damageAfterShrinkIsAChange();
    void outputChangedMeanwhile_data();
    void outputChangedMeanwhile();
    void readOnlyFileSystem_data();
    void readOnlyFileSystem();
    void longLinesMemory_data();
    void longLinesMemory();
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
                                        << QStringLiteral("/dev/null") << int(ExitStatus::Success);
    const QString full = QStringLiteral("/dev/full");
    const int failed = int(ExitStatus::OutputFailed);
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
    if (status != int(ExitStatus::Success))
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
        QCOMPARE(r.status, int(ExitStatus::UsageError));
        return;
    }
    QCOMPARE(r.status, int(ExitStatus::OutputFailed));
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
                                  << examplePath("README.md") << int(ExitStatus::InvalidInput);
    // Without --force standard output is checked for losses before it is written: the input is read twice.
    QTest::newRow("--to pbn") << QStringList { QStringLiteral("--to"), QStringLiteral("pbn") } << pbn
                              << int(ExitStatus::Success);
    QTest::newRow("--to json") << QStringList { QStringLiteral("--to"), QStringLiteral("json") } << pbn
                               << int(ExitStatus::Success);
    QTest::newRow("--force --to pbn") << QStringList { QStringLiteral("--force"), QStringLiteral("--to"),
        QStringLiteral("pbn") } << pbn << int(ExitStatus::Success);
    // The record lane detects the format, then maps the file.
    QTest::newRow("zbd --to deals (record lane)") << QStringList { QStringLiteral("--from"), QStringLiteral("zbd"),
        QStringLiteral("--to"), QStringLiteral("deals") }
                                                  << examplePath("record0.zbd") << int(ExitStatus::Success);
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
    if (status != int(ExitStatus::Success)) {
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
    QVERIFY2(p.exitCode() == int(ExitStatus::InvalidInput), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("/dev/stdin: cannot keep a copy of the stream: ")), qPrintable(err));
}

void TestConvertReliability::outputFailureStatus()
{
    QTemporaryDir dir;
    const QString input = BundledSamplePath;
    // Bad input stays 1; an output that cannot be written is 4.
    QCOMPARE(convert({ dir.filePath(QStringLiteral("missing.pbn")), dir.filePath(QStringLiteral("out.pbn")) }).status,
        int(ExitStatus::InvalidInput));
    const Result r = convert({ input, dir.filePath(QStringLiteral("no/such/dir/out.pbn")) });
    QCOMPARE(r.status, int(ExitStatus::OutputFailed));
    const Result records
        = convert({ examplePath("record0.zbd"), dir.filePath(QStringLiteral("no/such/dir/out.deals")) });
    QCOMPARE(records.status, int(ExitStatus::OutputFailed));
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
        QCOMPARE(r.status, int(ExitStatus::UsageError));
        QVERIFY2(r.err.contains(QLatin1String("is also an input")), qPrintable(r.err));
    }
    QCOMPARE(fileBytes(input), before);
}

void TestConvertReliability::fullDiskKeepsOldFile_data()
{
    // Writes refused past a file size limit (runLimited()), as on a full disk: the old output stays
    // byte for byte, the system's reason is given, exit status 4. A small output used to replace the old
    // file by an empty or cut one with exit status 0 (QSaveFile::commit() missed its last flush failing);
    // an output over the writers' 256 KiB block said "could not write: Unknown error" (a short write).
    QTest::addColumn<QStringList>("args"); // the output is appended
    QTest::addColumn<QString>("output"); // its name
    QTest::addColumn<int>("blocks"); // ulimit -f; -1: unlimited
    const QStringList toPbn { QStringLiteral("--to"), QStringLiteral("pbn") };
    QTest::newRow("unlimited: written") << QStringList { BundledSamplePath } << u"out.pbn"_qs << -1;
    QTest::newRow("small output, no room") << QStringList { BundledSamplePath } << u"out.pbn"_qs << 0;
    QTest::newRow("small output, part fits") << QStringList { BundledSamplePath } << u"out.pbn"_qs << 2;
    QTest::newRow("large output, part fits") << QStringList { u"BIG"_qs } << u"out.pbn"_qs << 100;
    QTest::newRow("record lane") << QStringList { u"BIG"_qs } << u"out.zbd"_qs << 1;
    QTest::newRow("dealer script, no room") << dealerArgs({}) << u"out.pbn"_qs << 0;
    QTest::newRow("dealer script, part fits") << dealerArgs({}) << u"out.pbn"_qs << 1;
}

void TestConvertReliability::fullDiskKeepsOldFile()
{
    QFETCH(QStringList, args);
    QFETCH(QString, output);
    QFETCH(int, blocks);
    QTemporaryDir dir;
    // BIG: 4,000 copies of docs/formats.md#example-board as a .deals record, about 1 MB as PBN.
    const QString big = dir.filePath(QStringLiteral("big.deals"));
    if (args.contains(u"BIG"_qs)) {
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(fileBytes(examplePath("record0.deals")).repeated(4000));
        f.close();
        args.replace(args.indexOf(u"BIG"_qs), big);
    }
    const QString out = dir.filePath(output);
    const QByteArray old = QByteArray("the old output, which must survive\n").repeated(100);
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(old);
    }
    const QStringList before = filesIn(dir);
    const Result r = blocks < 0 ? runProgram(args + QStringList { out }, QStringLiteral("/dev/null"))
                                : runLimited(args + QStringList { out }, blocks);
    if (blocks < 0) {
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY(fileBytes(out) != old);
        return;
    }
    QVERIFY2(r.status == int(ExitStatus::OutputFailed), qPrintable(QString::number(r.status) + u' ' + r.err));
    const QString reason = QString::fromLocal8Bit(std::strerror(EFBIG)); // "File too large"
    QVERIFY2(r.err.contains(reason), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String("Unknown error")), qPrintable(r.err));
    QVERIFY2(r.err.contains(output), qPrintable(r.err));
    QCOMPARE(fileBytes(out), old);
    QCOMPARE(filesIn(dir), before);
}

void TestConvertReliability::dealerScriptOutputs_data()
{
    // --dealer-script writes its deal file as conversions do (outputFifo, outputSymlink, fullDeviceEveryWriter):
    // it used a bare QSaveFile, which replaced a FIFO, a device or a symbolic link by a regular file.
    QTest::addColumn<QString>("kind");
    QTest::newRow("regular file: replaced") << u"regular"_qs;
    QTest::newRow("FIFO") << u"fifo"_qs;
    QTest::newRow("symbolic link") << u"symlink"_qs;
    QTest::newRow("/dev/full") << u"full"_qs;
}

void TestConvertReliability::dealerScriptOutputs()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString regular = dir.filePath(QStringLiteral("regular.pbn"));
    const Result reference = convert(dealerArgs(regular));
    QVERIFY2(reference.status == 0, qPrintable(reference.err));
    const QByteArray expected = fileBytes(regular);
    QVERIFY(expected.contains("[Deal "));
    if (kind == u"regular") {
        const QString out = dir.filePath(QStringLiteral("again.pbn"));
        QVERIFY(QFile(out).open(QIODevice::WriteOnly));
        QCOMPARE(convert(dealerArgs(out)).status, 0);
        QCOMPARE(fileBytes(out), expected);
    } else if (kind == u"fifo") {
        const QString fifo = dir.filePath(QStringLiteral("out.pbn"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QByteArray received;
        std::thread reader([&]() {
            QFile f(fifo);
            if (f.open(QIODevice::ReadOnly))
                received = f.readAll();
        });
        const Result r = convert(dealerArgs(fifo));
        if (r.status != 0) { // the reader still waits for a writer: release it
            QFile f(fifo);
            f.open(QIODevice::WriteOnly);
        }
        reader.join();
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(received, expected);
        struct stat info = {};
        QCOMPARE(stat(QFile::encodeName(fifo).constData(), &info), 0);
        QVERIFY(S_ISFIFO(info.st_mode));
    } else if (kind == u"symlink") {
        const QString target = dir.filePath(QStringLiteral("target.pbn"));
        const QString link = dir.filePath(QStringLiteral("link.pbn"));
        QVERIFY(QFile(target).open(QIODevice::WriteOnly));
        QVERIFY(QFile::link(target, link));
        const Result r = convert(dealerArgs(link));
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(fileBytes(target), expected);
    } else {
        const QString full = QStringLiteral("/dev/full");
        struct stat info = {};
        if (stat(QFile::encodeName(full).constData(), &info) != 0 || !S_ISCHR(info.st_mode))
            QSKIP("no /dev/full character device here");
        const Result r = convert(dealerArgs(full) + QStringList { QStringLiteral("--to"), QStringLiteral("pbn") });
        QCOMPARE(stat(QFile::encodeName(full).constData(), &info), 0);
        QVERIFY2(S_ISCHR(info.st_mode), "/dev/full was replaced: restore it with mknod -m 666 /dev/full c 1 7");
        QCOMPARE(r.status, int(ExitStatus::OutputFailed));
        QVERIFY2(r.err.contains(QLatin1String("No space left on device")), qPrintable(r.err));
    }
}

void TestConvertReliability::dealerScriptOutputFailureStatus()
{
    // An output that cannot be written is exit status 4 (outputFailureStatus), not 1 (bad input).
    QTemporaryDir dir;
    const Result missing = convert(dealerArgs(dir.filePath(QStringLiteral("no/such/dir/out.pbn"))));
    QCOMPARE(missing.status, int(ExitStatus::OutputFailed));
    QVERIFY2(missing.err.contains(QLatin1String("no/such/dir/out.pbn")), qPrintable(missing.err));
    // A deal file on standard output, which is /dev/full.
    if (QFileInfo::exists(QStringLiteral("/dev/full"))) {
        const Result full = runProgram(
            dealerArgs(QStringLiteral("-")) + QStringList { QStringLiteral("--to"), QStringLiteral("pbn") },
            QStringLiteral("/dev/full"));
        QCOMPARE(full.status, int(ExitStatus::OutputFailed));
        QVERIFY2(full.err.contains(QLatin1String("No space left on device")), qPrintable(full.err));
    }
    // Bad input stays 1: a script that does not exist.
    const Result noScript = convert({ QStringLiteral("--dealer-script"), dir.filePath(QStringLiteral("none.dlr")),
        dir.filePath(QStringLiteral("out.pbn")) });
    QCOMPARE(noScript.status, int(ExitStatus::InvalidInput));
    // The script is an input: it is not overwritten by its own deals.
    const QString script = dir.filePath(QStringLiteral("script.pbn"));
    QVERIFY(QFile::copy(dealerScript(), script));
    const QByteArray scriptBytes = fileBytes(script);
    const Result self = convert({ QStringLiteral("--dealer-script"), script, QStringLiteral("--produce"),
        QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("3"), script });
    QCOMPARE(fileBytes(script), scriptBytes);
    QCOMPARE(self.status, int(ExitStatus::UsageError));
    QVERIFY2(self.err.contains(QLatin1String("is also an input")), qPrintable(self.err));
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
    QCOMPARE(r.status, int(ExitStatus::WouldDropData));
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
        if (r.status == int(ExitStatus::Success))
            continue;
        QCOMPARE(r.status, int(ExitStatus::InvalidInput));
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
        if (r.status == int(ExitStatus::Success)) {
            QCOMPARE(fileBytes(output), fileBytes(dir.filePath(QStringLiteral("whole.pbn"))));
            continue;
        }
        QCOMPARE(r.status, int(ExitStatus::InvalidInput));
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
        if (r.status == int(ExitStatus::Success)) {
            QCOMPARE(r.out, whole.out);
            continue;
        }
        QCOMPARE(r.status, int(ExitStatus::InvalidInput));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(
            r.err.contains(input + QStringLiteral(": the file changed while it was being read")), qPrintable(r.err));
        ++changedSeen;
    }
    qInfo("the change was seen in %d of 3 runs", changedSeen);
}

void TestConvertReliability::textFileCutInsideLastBoard_data()
{
    // Real files cut inside their last board (tests/data/samples, SOURCES.md): docs/formats.md#errors.
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
    QCOMPARE(validated.status, int(ExitStatus::InvalidInput));
    QVERIFY2(validated.err.contains(where), qPrintable(validated.err + u"\nexpected: "_qs + where));
    QVERIFY2(validated.err.contains(QStringLiteral("cut.")), qPrintable(validated.err));
    const QString output = dir.filePath(QStringLiteral("out.pbn"));
    const Result forced = convert({ QStringLiteral("--force"), input, output });
    QCOMPARE(forced.status, int(ExitStatus::Success));
    QVERIFY2(forced.err.contains(where), qPrintable(forced.err));
    QCOMPARE(fileBytes(output).count("[Board "), boards);
}

void TestConvertReliability::standardStreamByOtherName_data()
{
    QTest::addColumn<QString>("output"); // LOG: the log's own path
    QTest::addColumn<bool>("stderrLog"); // the log is standard error, not standard output
    QTest::newRow("'-'") << u"-"_qs << false;
    QTest::newRow("/dev/stdout") << u"/dev/stdout"_qs << false;
    QTest::newRow("/dev/fd/1") << u"/dev/fd/1"_qs << false;
    QTest::newRow("/proc/self/fd/1") << u"/proc/self/fd/1"_qs << false;
    QTest::newRow("the log by its own name") << u"LOG"_qs << false;
    QTest::newRow("/dev/stderr") << u"/dev/stderr"_qs << true;
}

void TestConvertReliability::standardStreamByOtherName()
{
    // `kibitz-convert IN /dev/stdout >> log`: the output is standard output, written straight (appended, as
    // its descriptor is), not a file renamed over the log (what the log held was lost).
    QFETCH(QString, output);
    QFETCH(bool, stderrLog);
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("log.txt"));
    const QByteArray earlier = "earlier text of the log\n";
    QFile f(log);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(earlier) == earlier.size());
    f.close();
    const QString input = examplePath("record0.zbd");
    const QByteArray converted
        = convert({ QStringLiteral("--to"), QStringLiteral("pbn"), input, u"-"_qs }).out.toUtf8();
    QVERIFY(converted.contains("[Deal "));
    QProcess p;
    if (stderrLog)
        p.setStandardErrorFile(log, QIODevice::Append);
    else
        p.setStandardOutputFile(log, QIODevice::Append);
    p.start(QStringLiteral(KIBITZ_CONVERT),
        { QStringLiteral("--to"), QStringLiteral("pbn"), input, output == u"LOG" ? log : output });
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), int(ExitStatus::Success));
    QCOMPARE(fileBytes(log), earlier + converted);
}

void TestConvertReliability::damageAfterShrinkIsAChange_data()
{
    QTest::addColumn<QByteArray>("damaged"); // the first board, damaged
    QTest::addColumn<QByteArray>("good"); // the board repeated after it
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<int>("cutTo"); // the size the file is cut to as the damage is printed, 0: not cut
    const QByteArray badDeal = "[Event \"x\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:"
                               "J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ9Z\"]\n\n";
    const QByteArray sample = fileBytes(BundledSamplePath);
    QTest::newRow("damage, the file left alone")
        << QByteArray(32, '\xff') << fileBytes(examplePath("record0.deals")) << u"deals"_qs << 0;
    QTest::newRow("record lane (.deals to ZBD)")
        << QByteArray(32, '\xff') << fileBytes(examplePath("record0.deals")) << u"deals"_qs << 32;
    QTest::newRow("every board read (PBN)") << badDeal << sample.mid(sample.indexOf("[Event")) << u"pbn"_qs << 1000;
}

void TestConvertReliability::damageAfterShrinkIsAChange()
{
    // A file whose first board is damaged, cut short as that damage is printed: what was mapped past the cut
    // reads as zeros (up to the end of the page, and the PBN reader's zero pages after it), which is a
    // change of the file, said once; none of it is reported as boards (over a hundred lines before).
    QFETCH(QByteArray, damaged);
    QFETCH(QByteArray, good);
    QFETCH(QString, suffix);
    QFETCH(int, cutTo);
    QTemporaryDir dir;
    const QString input = dir.filePath(u"cut."_qs + suffix);
    QFile f(input);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(damaged + good.repeated(std::max<qsizetype>(2, (8 << 20) / good.size())));
    f.close();
    WatchingBuffer err("damaged", [&] {
        if (cutTo > 0)
            QCOMPARE(truncate(QFile::encodeName(input).constData(), cutTo), 0);
    });
    const QString output = dir.filePath(suffix == u"pbn" ? u"out.lin"_qs : u"out.zbd"_qs);
    const Result r = convertWatched({ input, output }, &err);
    QCOMPARE(r.status, int(ExitStatus::InvalidInput));
    const QString shown = r.err.left(3000);
    QVERIFY2(r.err.count(QLatin1String("damaged")) == 1 + int(cutTo == 0), qPrintable(shown));
    QVERIFY2(!r.err.contains(QLatin1String("warning")), qPrintable(shown));
    QVERIFY2(r.err.count(QLatin1String("changed")) == int(cutTo > 0), qPrintable(shown));
}

void TestConvertReliability::outputChangedMeanwhile_data()
{
    QTest::addColumn<bool>("existed");
    QTest::addColumn<QString>("change"); // what another program does to the output during the conversion
    QTest::newRow("left alone") << true << u""_qs;
    QTest::newRow("created meanwhile") << false << u"create"_qs;
    QTest::newRow("replaced meanwhile") << true << u"replace"_qs;
    QTest::newRow("appended to meanwhile") << true << u"append"_qs;
}

void TestConvertReliability::outputChangedMeanwhile()
{
    // Another program (a second kibitz-convert) writes the output while this conversion runs: at its
    // progress line (board 16,384 of 20,000) here. The second to finish must not replace the first's
    // result and say it succeeded: exit 4, the other program's file as it left it, no temporary file.
    QFETCH(bool, existed);
    QFETCH(QString, change);
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("many.zbd"));
    QFile f(input);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(fileBytes(examplePath("record0.zbd")).repeated(20000));
    f.close();
    const QString output = dir.filePath(QStringLiteral("out.pbn"));
    const auto write = [](const QString &path, const QByteArray &bytes, QIODevice::OpenMode mode) {
        QFile file(path);
        return file.open(mode) && file.write(bytes) == bytes.size();
    };
    if (existed)
        QVERIFY(write(output, "an older output\n", QIODevice::WriteOnly));
    const QByteArray before = fileBytes(output);
    const QByteArray theirs = "the other program's output\n";
    WatchingBuffer err(" boards, ", [&] {
        const QString other = dir.filePath(QStringLiteral("other.tmp"));
        if (change == u"create" || change == u"replace")
            QVERIFY(write(other, theirs, QIODevice::WriteOnly)
                && std::rename(QFile::encodeName(other).constData(), QFile::encodeName(output).constData()) == 0);
        else if (change == u"append")
            QVERIFY(write(output, theirs, QIODevice::Append));
    });
    const Result r = convertWatched({ input, output }, &err, [](Converter &c) { c.setProgressEnabled(true); });
    QVERIFY(err.seen());
    QCOMPARE(filesIn(dir), QStringList({ QStringLiteral("many.zbd"), QStringLiteral("out.pbn") }));
    if (change.isEmpty()) {
        QCOMPARE(r.status, int(ExitStatus::Success));
        QCOMPARE(fileBytes(output).count("[Board "), 20000);
        return;
    }
    QCOMPARE(r.status, int(ExitStatus::OutputFailed));
    QVERIFY2(r.err.contains(output + u" was changed by another program while it was written; not replaced"_qs),
        qPrintable(r.err));
    QCOMPARE(fileBytes(output), change == u"append" ? before + theirs : theirs);
}

void TestConvertReliability::readOnlyFileSystem_data()
{
    QTest::addColumn<bool>("readOnly");
    QTest::addColumn<bool>("existing");
    QTest::newRow("a writable file system") << false << true;
    QTest::newRow("a new file on a read-only file system") << true << false;
    QTest::newRow("an existing file on a read-only file system") << true << true;
}

void TestConvertReliability::readOnlyFileSystem()
{
    // A tmpfs mounted read-only in a user and mount namespace of its own (unshare -rm: no root needed).
    QFETCH(bool, readOnly);
    QFETCH(bool, existing);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("mounted"));
    QVERIFY(QDir().mkdir(folder));
    const QString script = QStringLiteral("folder=$1 readonly=$2 existing=$3; shift 3\n"
                                          "mount -t tmpfs tmpfs \"$folder\" || exit 99\n"
                                          "[ \"$existing\" = 0 ] || echo old > \"$folder/out.pbn\" || exit 99\n"
                                          "[ \"$readonly\" = 0 ] || mount -o remount,ro \"$folder\" || exit 99\n"
                                          "exec \"$@\" 2>&1\n");
    QProcess p;
    p.start(QStringLiteral("unshare"),
        { QStringLiteral("-rm"), QStringLiteral("/bin/sh"), QStringLiteral("-c"), script, QStringLiteral("sh"), folder,
            QString::number(readOnly), QString::number(existing), QStringLiteral(KIBITZ_CONVERT),
            examplePath("record0.zbd"), folder + u"/out.pbn"_qs });
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() == 99
        || p.error() == QProcess::FailedToStart)
        QSKIP("unshare -rm cannot mount a tmpfs here (no user namespaces)");
    const QString said = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    if (said.startsWith(u"unshare:"))
        QSKIP(qPrintable(u"unshare -rm is refused here: "_qs + said));
    if (!readOnly) {
        QCOMPARE(p.exitCode(), int(ExitStatus::Success));
        return;
    }
    QCOMPARE(p.exitCode(), int(ExitStatus::OutputFailed));
    QVERIFY2(said.contains(u"the file system of "_qs + folder + u" is read-only"_qs), qPrintable(said));
    QVERIFY2(!said.contains(QLatin1String("is not writable")), qPrintable(said));
}

void TestConvertReliability::longLinesMemory_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("where");
    QTest::addColumn<int>("lines");
    QTest::addColumn<int>("mib");
    QTest::addColumn<QString>("mode");
    const QString validate = QStringLiteral("--validate");
    QTest::newRow("short lines") << "json"
                                 << "event" << 2000 << 0 << validate;
    QTest::newRow("json event, --info") << "json"
                                        << "event" << 12 << 4 << "--info";
    QTest::newRow("json event") << "json"
                                << "event" << 12 << 4 << validate;
    QTest::newRow("json comments") << "json"
                                   << "comments" << 12 << 4 << validate;
    QTest::newRow("json unknown field") << "json"
                                        << "memo" << 12 << 4 << validate;
    QTest::newRow("json unknown field names") << "json"
                                              << "@name" << 12 << 4 << validate;
    QTest::newRow("json one line") << "json"
                                   << "event" << 1 << 12 << validate;
    QTest::newRow("lin comment, --info") << "lin"
                                         << "nt" << 12 << 4 << "--info";
    QTest::newRow("lin comment") << "lin"
                                 << "nt" << 12 << 4 << validate;
    QTest::newRow("lin alert") << "lin"
                               << "an" << 12 << 4 << validate;
    QTest::newRow("lin event") << "lin"
                               << "vg" << 12 << 4 << validate;
    QTest::newRow("lin names") << "lin"
                               << "pn" << 12 << 4 << validate;
    QTest::newRow("lin one line") << "lin"
                                  << "nt" << 1 << 12 << validate;
}

// docs/reliability.md#memory-of-long-lines-text-shown-as-it-is: --info and --validate hold a few lines, never
// the whole file.
void TestConvertReliability::longLinesMemory()
{
    QFETCH(QString, format);
    QFETCH(QString, where);
    QFETCH(int, lines);
    QFETCH(int, mib);
    QFETCH(QString, mode);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.") + (format == u"json" ? "jsonl" : "lin"));
    const qint64 longest = qint64(mib) << 20;
    QVERIFY(writeLongLines(path, format, where, lines, longest));
    int status = -1;
    const qint64 peak = peakMemoryOfRun(QStringLiteral(KIBITZ_CONVERT), { mode, path }, &status);
    QVERIFY(peak > 0);
    QCOMPARE(status, 0);
    const qint64 bound = 3 * longest + (qint64(72) << 20);
    if (peak > bound)
        QFAIL(qPrintable(QStringLiteral("peak RSS %1 MiB for a file of %2 MiB, more than %3 MiB")
                             .arg(peak >> 20)
                             .arg(QFileInfo(path).size() >> 20)
                             .arg(bound >> 20)));
}

QTEST_GUILESS_MAIN(TestConvertReliability)
#include "tst_convert_reliability.moc"
