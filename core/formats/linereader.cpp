#include "linereader.h"

#include <QStringDecoder>

#include <algorithm>

namespace Kibitz {

LineReader::LineReader(QIODevice *device)
    : mDevice(device)
    , mConsumed(device->isSequential() ? 0 : device->pos())
    , mFirst(mConsumed == 0) // a BOM only opens a file
{ }

bool LineReader::fill()
{
    if (mEof)
        return false;
    if (mPos > 0) {
        mConsumed += mPos;
        mBuffer.remove(0, mPos);
        mScan -= mPos;
        mPos = 0;
    }
    const QByteArray more = mDevice->read(64 * 1024);
    if (more.isEmpty()) {
        mEof = true;
        return false;
    }
    mBuffer += more;
    return true;
}

bool LineReader::atEnd() const
{
    return mEof && mPos >= mBuffer.size();
}

bool LineReader::readLine(QString *line)
{
    if (mTooLong)
        return false;
    qsizetype end = -1;
    // Bytes before mScan hold no line end: each byte is looked at once, however long the line.
    mScan = std::max(mScan, mPos);
    for (;;) {
        const char *data = mBuffer.constData();
        for (qsizetype i = mScan; i < mBuffer.size(); ++i) {
            const char c = data[i];
            if (c == '\n' || c == '\r') {
                end = i;
                break;
            }
        }
        if (end >= 0) {
            // A CR at the buffer's end may be the first half of CRLF.
            if (mBuffer[end] == '\r' && end + 1 >= mBuffer.size() && !mEof) {
                mScan = end;
                fill();
                end = -1;
                continue;
            }
            break;
        }
        mScan = mBuffer.size();
        if (mBuffer.size() - mPos > maxLineLength()) {
            mTooLong = true;
            mLineOffset = mConsumed + mPos;
            ++mLineNumber;
            return false;
        }
        if (!fill())
            break;
    }
    if (end < 0 && mPos >= mBuffer.size())
        return false;
    const qsizetype stop = end < 0 ? mBuffer.size() : end;
    QByteArrayView bytes(mBuffer.constData() + mPos, stop - mPos);
    mLineOffset = mConsumed + mPos;
    ++mLineNumber;
    mLineTextOffset = mLineOffset;
    if (mFirst) {
        mFirst = false;
        if (bytes.startsWith("\xEF\xBB\xBF")) {
            bytes = bytes.sliced(3);
            mLineTextOffset += 3;
        }
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    *line = QString(); // the line before is let go first: a long one is then never held twice here
    *line = utf8(bytes);
    mLineIsLatin1 = utf8.hasError();
    if (mLineIsLatin1) {
        *line = QString::fromLatin1(bytes);
        mSawLatin1 = true;
    } else if (bytes.startsWith("\xEF\xBB\xBF")) {
        mLineTextOffset += 3; // the decoder drops a BOM that opens its input
    }
    mPos = stop;
    mEndedMidLine = end < 0 && !line->trimmed().isEmpty();
    if (end >= 0) {
        mPos = end + 1;
        if (mBuffer[end] == '\r' && mPos < mBuffer.size() && mBuffer[mPos] == '\n')
            ++mPos;
    }
    // A long line's bytes, decoded now, would stay in the buffer (grown to hold them) while the
    // caller reads the line: what follows it is moved to a buffer of its own.
    if (mPos >= ReleaseAfter) {
        mConsumed += mPos;
        mBuffer = QByteArray(mBuffer.constData() + mPos, mBuffer.size() - mPos);
        mScan = 0;
        mPos = 0;
    }
    return true;
}

QByteArray LineReader::peekText(QIODevice *device, qint64 size)
{
    QByteArray head = device->peek(size);
    qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n'))
        ++i;
    return head.remove(0, i);
}

} // namespace Kibitz
