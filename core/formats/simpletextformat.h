#pragma once

#include "dealformat.h"

namespace Kibitz {

/**
 * The simplified DUP, BRI and DGE text (docs/formats.md#simple-text): one board
 * per line, hands North, East, South, West written `spades.hearts.diamonds.clubs`.
 * DUP `dealer|vul|N|E|S|W`, BRI `board|dealer|vul|N|E|S|W`, DGE the BRI fields
 * separated by spaces. A board whose deal is not valid (the format description's own examples
 * repeat cards and give hands of 14) is read as it stands, with one warning per
 * problem; nothing is repaired. Not to be confused with the dealing-machine files
 * of the same extensions (MachineFormat). The reader can resume (BoardReader::resume())
 * at any board's line; nothing is handed on.
 */
class SimpleTextFormat : public DealFormat
{
public:
    enum class Kind : quint8 { Dup, Bri, Dge };
    explicit SimpleTextFormat(Kind kind)
        : mKind(kind)
    { }
    Kind kind() const { return mKind; }

    QString id() const override;
    QString name() const override;
    QStringList extensions() const override;
    BoardContents capabilities() const override;
    /** Peeks at the first non-blank line and accepts it when every field parses. */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;
    /** Any deal with four known hands can be written, even an invalid one (it is written as it stands). */
    QString whyCannotStore(const Board &board) const override;

private:
    Kind mKind;
};

} // namespace Kibitz
