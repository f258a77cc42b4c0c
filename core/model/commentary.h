#pragma once

#include <QList>
#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <optional>

namespace Kibitz {

/**
 * Where a block of commentary stands in a game (docs/formats.md#commentary): before the deal, under
 * the diagram, under the auction, at a trick of the play, or after everything.
 */
enum class CommentPlace : quint8 {
    Introduction, ///< before the deal (PBN: before the Deal tag; BridgeComposer's event commentary)
    Diagram, ///< about the deal (PBN: straight after Deal or Hidden)
    Auction, ///< about the auction (PBN: after the auction section)
    Play, ///< at a trick of the play (PBN: inside or after the play section), see Commentary::trick
    Final, ///< after everything else (PBN: after any other tag)
};

/** The name of @p place in files (JSON Lines): "introduction", "diagram", "auction", "play", "final". */
QString commentPlaceName(CommentPlace place);
/** The place named @p name (see commentPlaceName()), or nothing. */
std::optional<CommentPlace> commentPlaceFromName(QStringView name);

/**
 * One block of commentary: its text as the author wrote it, BridgeComposer's markup included
 * (RichText reads it), and where it stands. Plain value type.
 */
struct Commentary
{
    CommentPlace place = CommentPlace::Final;
    /** For CommentPlace::Play: the tricks played before the block (0: before the opening lead). */
    int trick = 0;
    /** The markup as written, line ends as '\n' (PBN: between the braces, or after the `;`). */
    QString text;
    /** Written as a `;` line in PBN rather than between braces. */
    bool lineComment = false;

    friend bool operator==(const Commentary &a, const Commentary &b)
    {
        return a.place == b.place && a.trick == b.trick && a.text == b.text && a.lineComment == b.lineComment;
    }
    friend bool operator!=(const Commentary &a, const Commentary &b) { return !(a == b); }
};

/** The texts of @p blocks, in order (what a format without places or markup keeps). */
QStringList commentaryTexts(const QList<Commentary> &blocks);

} // namespace Kibitz
