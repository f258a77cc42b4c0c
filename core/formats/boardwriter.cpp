#include "boardwriter.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QSaveFile>

namespace Kibitz {

bool BoardWriter::writeRecords(const uchar *records, qint64 count)
{
    Q_UNUSED(records);
    Q_UNUSED(count);
    return fail({ FormatError::Code::NotSupported,
        QCoreApplication::translate("Kibitz::BoardWriter", "this format takes boards, not records"), {},
        mBoardsWritten });
}

bool AtomicSave::open(QSaveFile *file)
{
    return file->open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

bool AtomicSave::commit(QSaveFile *file, QString *reason)
{
    // A failed write leaves its error (QSaveFile refuses every later write, so it is not reset).
    if (!file->flush() || file->error() != QFileDevice::NoError) {
        if (reason)
            *reason = file->errorString();
        file->cancelWriting();
        file->commit(); // removes the temporary file and returns false
        return false;
    }
    if (!file->commit()) {
        if (reason)
            *reason = file->errorString();
        return false;
    }
    return true;
}

bool AtomicSave::write(QFileDevice *file, QByteArrayView bytes)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 written = file->write(bytes.data() + done, bytes.size() - done);
        if (written <= 0)
            return false;
        done += written;
    }
    return true;
}

bool BufferedBoardWriter::flush()
{
    if (mBuffer.isEmpty() || hasError())
        return !hasError();
    qint64 done = 0;
    while (done < mBuffer.size()) {
        const qint64 written = mDevice->write(mBuffer.constData() + done, mBuffer.size() - done);
        if (written <= 0)
            return writeFailed();
        done += written;
    }
    mBuffer.clear();
    return true;
}

bool BufferedBoardWriter::writeFailed()
{
    return fail({ FormatError::Code::WriteFailed,
        QCoreApplication::translate("Kibitz::BoardWriter", "could not write: %1").arg(mDevice->errorString()) });
}

} // namespace Kibitz
