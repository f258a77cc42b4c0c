#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <optional>

namespace Kibitz {

/**
 * Pavlicek's file checksum (docs/formats.md#checksum): the sum of every
 * little-endian 32-bit word of a file into a 64-bit value, shown as upper-case
 * hex without leading zeros. A trailing partial word is zero-padded (inferred).
 * Fed in pieces of any size, so a file is checked while streaming.
 */
class PavlicekChecksum
{
public:
    PavlicekChecksum() = default;

    /** Adds @p size bytes; pieces need not be word-aligned. */
    void add(const char *data, qint64 size);
    void add(const QByteArray &data) { add(data.constData(), data.size()); }
    /** The sum so far, a pending partial word zero-padded. */
    quint64 sum() const;
    /** sum() as upper-case hex without leading zeros ("29DB6B28632C"). */
    QString toString() const { return toHex(sum()); }

    static QString toHex(quint64 sum);
    /** The checksum of everything left on @p device; nothing on a read error. */
    static std::optional<quint64> ofDevice(QIODevice *device);
    static quint64 ofBytes(const QByteArray &data);

private:
    quint64 mSum = 0;
    quint32 mPending = 0; ///< bytes of an incomplete word, little-endian
    int mPendingBytes = 0;
};

} // namespace Kibitz
