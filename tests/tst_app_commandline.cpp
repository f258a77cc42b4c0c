// The kibitz program run as a user runs it from a terminal without a display (a server, a CI job): the modes
// that need no window must not abort. The program is started with DISPLAY, WAYLAND_DISPLAY and
// QT_QPA_PLATFORM removed from its environment, as on a server or in a CI job.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

/** The environment of a session without any display. */
QProcessEnvironment headless()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        env.remove(QString::fromLatin1(name));
    return env;
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void headlessModes_data();
    void headlessModes();
    void fifoRefused_data();
    void fifoRefused();
};

void TestCommandLine::headlessModes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("outFile");
    // A bad value is refused with exit code 1 and a message (application.cpp), not a crash.
    QTest::newRow("bad --per-page refused") << QStringList { QStringLiteral("--export-pdf"), QStringLiteral("OUT"),
        QStringLiteral("--per-page"), QStringLiteral("3") }
                                            << 1 << QString() << QString();
    QTest::newRow("--help") << QStringList { QStringLiteral("--help") } << 0 << QStringLiteral("--export-pdf")
                            << QString();
    QTest::newRow("-h") << QStringList { QStringLiteral("-h") } << 0 << QStringLiteral("--screenshot") << QString();
    QTest::newRow("--version") << QStringList { QStringLiteral("--version") } << 0 << QStringLiteral("Kibitz")
                               << QString();
    QTest::newRow("--screenshot") << QStringList { QStringLiteral("--screenshot"), QStringLiteral("OUT"),
        QStringLiteral("--size"), QStringLiteral("640x480") }
                                  << 0 << QString() << QStringLiteral("shot.png");
    QTest::newRow("--screenshot=") << QStringList { QStringLiteral("--screenshot=OUT") } << 0 << QString()
                                   << QStringLiteral("shot.png");
    // An empty file is shown as the window shows it ("This file holds no deals"), not refused with exit 3.
    QTest::newRow("--screenshot of an empty file")
        << QStringList { QStringLiteral("EMPTY"), QStringLiteral("--screenshot"), QStringLiteral("OUT") } << 0
        << QString() << QStringLiteral("empty.png");
    QTest::newRow("--export-pdf") << QStringList { QStringLiteral("--export-pdf"), QStringLiteral("OUT") } << 0
                                  << QString() << QStringLiteral("records.pdf");
}

void TestCommandLine::headlessModes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, output);
    QFETCH(QString, outFile);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(outFile);
    const QString empty = dir.filePath(QStringLiteral("empty.pbn"));
    QFile emptyFile(empty);
    QVERIFY(emptyFile.open(QIODevice::WriteOnly));
    emptyFile.close();
    for (QString &argument : arguments) {
        argument.replace(QStringLiteral("OUT"), out);
        argument.replace(QStringLiteral("EMPTY"), empty);
    }
    QProcess process;
    QProcessEnvironment env = headless();
    // Settings of the run go to the scratch directory, not to the user's.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path());
    env.insert(QStringLiteral("HOME"), dir.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(KIBITZ_BINARY), arguments);
    QVERIFY(process.waitForFinished(120000));
    const QString stdOut = QString::fromLocal8Bit(process.readAllStandardOutput());
    const QString stdErr = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(process.exitStatus() == QProcess::NormalExit, qPrintable(stdErr));
    QVERIFY2(
        process.exitCode() == exitCode, qPrintable(QStringLiteral("exit %1: %2").arg(process.exitCode()).arg(stdErr)));
    if (!output.isEmpty())
        QVERIFY2(stdOut.contains(output), qPrintable(stdOut));
    if (outFile.endsWith(QStringLiteral(".png"))) {
        const QImage image(out);
        QVERIFY2(!image.isNull(), qPrintable(stdErr));
    } else if (!outFile.isEmpty()) {
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
    }
}

void TestCommandLine::fifoRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("fifoName");
    // A regular file of the same name opens (exit 0): the refusal is of the FIFO, not of the name.
    QTest::newRow("regular file exported") << QStringList { QStringLiteral("--export-pdf"), QStringLiteral("OUT.pdf"),
        QStringLiteral("INPUT") } << QString();
    // Opening a FIFO blocked until someone wrote to it: both modes hung for ever.
    QTest::newRow("--export-pdf of a FIFO") << QStringList { QStringLiteral("--export-pdf"), QStringLiteral("OUT.pdf"),
        QStringLiteral("INPUT") } << QStringLiteral("fifo.pbn");
    QTest::newRow("--screenshot of a .dlr FIFO")
        << QStringList { QStringLiteral("--screenshot"), QStringLiteral("OUT.png"), QStringLiteral("INPUT") }
        << QStringLiteral("fifo.dlr");
}

void TestCommandLine::fifoRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, fifoName);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString input = QStringLiteral(KIBITZ_TEST_DATA "/examples/example-board.jsonl");
    if (!fifoName.isEmpty()) {
        input = dir.filePath(fifoName);
        QCOMPARE(mkfifo(QFile::encodeName(input).constData(), 0600), 0);
    }
    for (QString &argument : arguments) {
        argument.replace(QStringLiteral("OUT"), dir.filePath(QStringLiteral("out")));
        argument.replace(QStringLiteral("INPUT"), input);
    }
    QProcess process;
    QProcessEnvironment env = headless();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path());
    env.insert(QStringLiteral("HOME"), dir.path());
    process.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(KIBITZ_BINARY), arguments);
    // A regression hangs on the FIFO: give it 20 s, then kill it and fail rather than wait.
    const bool finished = process.waitForFinished(20000);
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    QVERIFY2(finished, "kibitz hung opening the file");
    const QString stdErr = QString::fromLocal8Bit(process.readAllStandardError());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    if (fifoName.isEmpty()) {
        QVERIFY2(process.exitCode() == 0, qPrintable(stdErr));
        return;
    }
    QVERIFY2(process.exitCode() != 0, qPrintable(stdErr));
    QVERIFY2(stdErr.contains(QLatin1String("not a regular file (a pipe, socket or device cannot be opened)")),
        qPrintable(stdErr));
    QVERIFY2(stdErr.contains(fifoName), qPrintable(stdErr));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out.pdf"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out.png"))));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_app_commandline.moc"
