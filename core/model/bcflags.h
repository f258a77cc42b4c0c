#pragma once

#include "commentary.h"
#include "seat.h"

#include <QtGlobal>

#include <optional>

namespace Kibitz {

/**
 * The bits of BridgeComposer's `BCFlags` tag (hexadecimal), which say what a board shows: which
 * parts of it and which of its commentary blocks (docs/formats.md#hidden-hands-and-bcflags). Bits
 * not named here are kept too: Board::bcFlags() holds the whole value.
 */
namespace BcFlags {

enum Bit : quint32 {
    ShowPlay = 0x1,
    ShowResult = 0x2,
    ShowFinalCommentary = 0x4,
    ShowDiagram = 0x8,
    ShowAuction = 0x10,
    ShowIntroduction = 0x20, ///< BridgeComposer's event commentary
    ShowDiagramCommentary = 0x40,
    ShowAuctionCommentary = 0x80,
    HideBoard = 0x100000,
    HideDealer = 0x200000,
    HideVulnerable = 0x400000,
    ColumnBreak = 0x2000000,
    PageBreak = 0x4000000,
};

/** The bit that shows a commentary block at @p place (the play's notes show with the play). */
quint32 bitOf(CommentPlace place);
/** Whether @p flags show a commentary block at @p place. */
inline bool showsCommentary(quint32 flags, CommentPlace place)
{
    return (flags & bitOf(place)) != 0;
}
/** The value as BridgeComposer writes it: lowercase hexadecimal, no leading zeros ("60001f"). */
QString toText(quint32 flags);
/** Reads @p text as toText() writes it; anything else (upper case, leading zeros, not hexadecimal): nothing. */
std::optional<quint32> fromText(QStringView text);

} // namespace BcFlags

} // namespace Kibitz
