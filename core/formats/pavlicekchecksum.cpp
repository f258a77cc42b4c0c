#include "pavlicekchecksum.h"

#include <QtEndian>

#include <vector>

namespace Kibitz {

void PavlicekChecksum::add(const char *data, qint64 size)
{
    const auto *p = reinterpret_cast<const uchar *>(data);
    const uchar *end = p + size;
    while (mPendingBytes > 0 && p < end) {
        mPending |= quint32(*p++) << (8 * mPendingBytes);
        if (++mPendingBytes == 4) {
            mSum += mPending;
            mPending = 0;
            mPendingBytes = 0;
        }
    }
    quint64 sum = mSum;
    for (; end - p >= 4; p += 4)
        sum += qFromLittleEndian<quint32>(p);
    mSum = sum;
    while (p < end)
        mPending |= quint32(*p++) << (8 * mPendingBytes++);
}

quint64 PavlicekChecksum::sum() const
{
    return mSum + mPending;
}

QString PavlicekChecksum::toHex(quint64 sum)
{
    return QString::number(sum, 16).toUpper();
}

std::optional<quint64> PavlicekChecksum::ofDevice(QIODevice *device)
{
    PavlicekChecksum checksum;
    std::vector<char> buffer(1 << 20);
    for (;;) {
        const qint64 got = device->read(buffer.data(), qint64(buffer.size()));
        if (got < 0)
            return std::nullopt;
        if (got == 0)
            break;
        checksum.add(buffer.data(), got);
    }
    return checksum.sum();
}

quint64 PavlicekChecksum::ofBytes(const QByteArray &data)
{
    PavlicekChecksum checksum;
    checksum.add(data);
    return checksum.sum();
}

} // namespace Kibitz
