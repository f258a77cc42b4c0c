#pragma once

#include "recordformat.h"

namespace Kibitz {

/**
 * Pavlicek's ZRJ boards (docs/formats.md#zrj; the layout details are
 * inferred): 80 bytes with the deal (byte r = rank r, 2 bits per suit from
 * clubs), board number or dealer/vulnerability, contract, declarer, tricks,
 * initial passes, then the calls from the opening bid and the played cards,
 * located by the offsets in bytes 16 and 17. Bit 7 of a call is "?", bit 6
 * "!", both an alert; play annotations are read and ignored.
 *
 * Choices made where the published page is silent, kept consistent in reader
 * and writer:
 * - passes before the opening bid go to bits 1-0 of byte 15 (at most 3; a
 *   fourth pass of a passed-out auction is stored as a call);
 * - an auction stored without its closing passes gets them back on reading;
 * - with no calls stored, a contract byte 0 means no contract is known (a
 *   passed-out board is written with its passes);
 * - a board number above 240, or a dealer/vulnerability off the cycle of
 *   its number, is stored as "no number" (240-255) with dealer and vulnerability;
 * - plays that do not fit are truncated, and an auction of more than 45 calls
 *   after the initial passes is left out (both reported by lostContents()).
 */
class ZrjFormat : public RecordFormat
{
public:
    static constexpr int RecordBytes = 80;
    static constexpr int FirstCallByte = 18;
    static constexpr int MaxCallsEnd = 63;

    QString id() const override { return QStringLiteral("zrj"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("zrj") }; }
    BoardContents capabilities() const override;
    BoardContents lostContents(const Board &board, qint64 index) const override;
    /**
     * Whether writing @p board would invent its result: a contract is stored with its tricks, so a board
     * with a contract and no known result (nor claim) would read back as 0 tricks (docs/formats.md#zrj).
     */
    static bool inventsResult(const Board &board);

    int recordSize() const override { return RecordBytes; }
    void decodeRecord(const uchar *record, Board *board, RecordIssues *issues) const override;
    void encodeRecord(const Board &board, uchar *record) const override;
};

} // namespace Kibitz
