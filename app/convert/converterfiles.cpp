// Converter's files: inputs opened (a stream kept once in a temporary copy, so that it can be read again) and
// outputs written atomically, or straight into a FIFO or a device (docs/reliability.md).

#include "converter.h"

#include "formats/boardwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryFile>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#endif

#include <memory>
#include <vector>

namespace Kibitz {

bool Converter::openInput(QFile *file)
{
    if (file->open(QIODevice::ReadOnly))
        return true;
    printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(file->fileName(), file->errorString()));
    return false;
}

bool Converter::spoolStreams(const QStringList &inputs)
{
    for (const QString &input : inputs) {
        const QFileInfo info(input);
        if (!info.exists() || info.isFile() || info.isDir() || mSpoolPaths.contains(input))
            continue; // opening reports what is wrong with a missing file or a folder
        QFile stream(input);
        if (!openInput(&stream))
            return false;
        auto spool = std::make_unique<QTemporaryFile>();
        const auto spoolFailed = [&]() {
            printErr(tr("kibitz-convert: %1: cannot keep a copy of the stream: %2\n").arg(input, spool->errorString()));
            return false;
        };
        if (!spool->open())
            return spoolFailed();
        std::vector<char> buffer(1 << 20);
        for (;;) {
            const qint64 got = stream.read(buffer.data(), qint64(buffer.size()));
            if (got < 0) {
                printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, stream.errorString()));
                return false;
            }
            if (got == 0)
                break;
            if (spool->write(buffer.data(), got) != got)
                return spoolFailed();
        }
        if (!spool->flush())
            return spoolFailed();
        mSpoolPaths.insert(input, spool->fileName());
        mSpools.push_back(std::move(spool));
    }
    return true;
}

int Converter::standardStream(const QString &output)
{
    if (output == u"-")
        return 1;
#ifdef Q_OS_UNIX
    // By name: what the path would be opened as if it were not written straight.
    static const QRegularExpression fdPath(QStringLiteral("^/(?:dev/fd|proc/(?:self|thread-self|\\d+)/fd)/([12])$"));
    if (output == u"/dev/stdout")
        return 1;
    if (output == u"/dev/stderr")
        return 2;
    if (const auto match = fdPath.match(output); match.hasMatch()) {
        const QString pid = output.section(u'/', 2, 2);
        if (!pid.front().isDigit() || pid.toLongLong() == qint64(getpid()))
            return match.captured(1).toInt();
    }
    // By what it is: another name of the file, pipe or terminal that standard output or error is.
    struct stat target = {};
    if (stat(QFile::encodeName(output).constData(), &target) != 0)
        return 0;
    for (const int fd : { 1, 2 }) {
        struct stat stream = {};
        if (fstat(fd, &stream) == 0 && stream.st_dev == target.st_dev && stream.st_ino == target.st_ino)
            return fd;
    }
#endif
    return 0;
}

Converter::FileIdentity Converter::fileIdentity(const QString &path)
{
    FileIdentity identity;
#ifdef Q_OS_LINUX // st_mtim: nanoseconds, so that a change in the same second is seen
    struct stat st = {};
    if (stat(QFile::encodeName(path).constData(), &st) != 0)
        return identity;
    identity.exists = true;
    identity.device = quint64(st.st_dev);
    identity.inode = quint64(st.st_ino);
    identity.size = qint64(st.st_size);
    identity.modifiedNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
#else
    const QFileInfo info(path);
    identity.exists = info.exists();
    identity.size = info.size();
    identity.modifiedNs = info.lastModified().toMSecsSinceEpoch() * 1000000;
#endif
    return identity;
}

QString Converter::whyNotWritable(const QString &output, const QString &reason)
{
#ifdef Q_OS_UNIX
    // QSaveFile says "Existing file ... is not writable" of a file on a read-only file system: name the cause.
    const QString folder = QFileInfo(output).absolutePath();
    struct statvfs fs = {};
    if (statvfs(QFile::encodeName(folder).constData(), &fs) == 0 && (fs.f_flag & ST_RDONLY))
        return tr("the file system of %1 is read-only").arg(QDir::toNativeSeparators(folder));
#endif
    return reason;
}

QIODevice *Converter::openOutput(const QString &output, std::unique_ptr<QSaveFile> *saveFile)
{
    // Standard output or error by another name is written straight: replacing the file it is (a log
    // opened for appending) would destroy what it held.
    if (const int stream = standardStream(output))
        return stream == 1 ? mOut : mErr;
    const QFileInfo info(output);
    // A FIFO or a device cannot be replaced by renaming a new file over it: it is written straight.
    if (info.exists() && !info.isFile() && !info.isDir()) {
        mDirectOutput = std::make_unique<QFile>(output);
        if (!mDirectOutput->open(QIODevice::WriteOnly)) {
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, mDirectOutput->errorString()));
            return nullptr;
        }
        return mDirectOutput.get();
    }
    // A symbolic link stays one: its target is the file replaced.
    const QString target = info.isSymLink() ? info.symLinkTarget() : output;
    // Another program may write the same file meanwhile (two conversions to one name): closeOutput() compares.
    mOutputIdentity = fileIdentity(target);
    *saveFile = std::make_unique<QSaveFile>(target);
    if (!AtomicSave::open(saveFile->get())) {
        printErr(
            QStringLiteral("kibitz-convert: %1: %2\n").arg(output, whyNotWritable(target, (*saveFile)->errorString())));
        return nullptr;
    }
    return saveFile->get();
}

bool Converter::closeOutput(const QString &output, QSaveFile *saveFile)
{
    if (saveFile && fileIdentity(saveFile->fileName()) != mOutputIdentity) {
        // The other program's file stays, and this one's is discarded: which of two results should win
        // is not for the converter to guess, and running it again gives its own.
        saveFile->cancelWriting();
        saveFile->commit(); // removes the temporary file
        printErr(
            tr("kibitz-convert: %1 was changed by another program while it was written; not replaced\n").arg(output));
        return false;
    }
    QString reason;
    if (saveFile && !AtomicSave::commit(saveFile, &reason)) {
        printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, whyNotWritable(saveFile->fileName(), reason)));
        return false;
    }
    if (mDirectOutput) {
        const bool ok = mDirectOutput->flush();
        if (!ok)
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(output, mDirectOutput->errorString()));
        mDirectOutput.reset();
        return ok;
    }
    return true;
}

void Converter::abandonOutput(QSaveFile *saveFile)
{
    if (saveFile)
        saveFile->cancelWriting();
    mDirectOutput.reset();
}

bool Converter::sameFile(const QString &input, const QString &output)
{
#ifdef Q_OS_UNIX
    struct stat a = {};
    struct stat b = {};
    if (stat(QFile::encodeName(input).constData(), &a) == 0 && stat(QFile::encodeName(output).constData(), &b) == 0)
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
#endif
    return QFileInfo(input).absoluteFilePath() == QFileInfo(output).absoluteFilePath();
}

} // namespace Kibitz
