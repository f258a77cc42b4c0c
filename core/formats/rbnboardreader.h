#pragma once

#include "boardreader.h"
#include "linereader.h"
#include "rbnrecord.h"

#include <array>
#include <optional>

namespace Kibitz {

/**
 * Reads Richard's Bridge Notation (docs/formats.md#rbn-and-rbx): RBN, a line per item and a blank line after
 * each record, or RBX, a line per record with its items written `X{data}`. The labels T D L E F S K N B H that
 * a record leaves out repeat from the record before; a record of only those labels and commentary (a heading)
 * is no board, and its commentary goes to the next one. A bad item damages its board, located by line and
 * column, and reading goes on with the next item.
 *
 * It can start again inside its input (resume()): a record begins at a line's start, and what it takes from
 * the records before is the repeated items, which the context holds.
 */
class RbnBoardReader : public BoardReader
{
public:
    RbnBoardReader(QIODevice *device, bool rbx);
    bool readNext(Board *board) override;

    /** True: big RBN and RBX files are opened from an index. */
    bool canResume() const override { return true; }
    /** The line after the last record read (blank lines and headings before the next are read again). */
    Place nextPlace() const override { return { mLines.nextOffset(), mLines.lineNumber() + 1 }; }
    /** The repeated items (with their lines and columns), or empty when there are none. */
    QByteArray resumeContext() const override;
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override;

private:
    using Item = RbnRecord::Item;

    /** The next record's items; false at the end of the input (or a fatal error) before any item. */
    bool readRecord(QList<Item> *items);
    /** Adds the items of an RBN line (@p open: inside a commentary begun on an earlier line). */
    void splitRbnLine(const QString &line, QList<Item> *items, bool *open);
    /** Adds the items of an RBX line. */
    void splitRbxLine(const QString &line, QList<Item> *items);
    void damageHere(int line, int column, const QString &message);

    LineReader mLines;
    bool mRbx = false;
    std::array<std::optional<Item>, 10> mRepeated;
    QList<FormatError> mDamage; // of the record being read
};

} // namespace Kibitz
