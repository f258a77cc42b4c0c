#pragma once

#include "model/card.h"

#include <QColor>
#include <QString>

namespace Kibitz {

/**
 * Every colour Kibitz chooses, by role: defined once (palette.cpp) and used by the screen, the printed hand
 * records and the exported pictures alike. A view asks for a role, never for a colour value, so that another
 * palette (high contrast) is one more table.
 */
class Palette
{
public:
    enum Role {
        Ink, ///< text and lines of diagrams and hand records
        InkSoft, ///< secondary text on cards
        Muted, ///< labels, hints, seat names
        Played, ///< cards already played
        Paper, ///< the background of pictures, pages and cards
        Shadow, ///< a page's or a card's shadow
        Veil, ///< white laid over the felt
        Rule, ///< rules of printed tables
        Shade, ///< shaded rows of printed tables
        Panel, ///< the diagram's information panel
        Edge, ///< a played card's edge, the table's side when not vulnerable
        CardEdge, ///< the border of a card in the trick
        PickerEdge, ///< the border of a card in the card picker
        ControlBorder, ///< the bidding box's buttons
        ControlBorderStrong, ///< the deal editor's seat buttons
        DisabledText,
        DisabledFill,
        DisabledBorder,
        Error, ///< errors, illegal input, a card that cost tricks
        ErrorTint, ///< the background of an error
        Vulnerable, ///< a vulnerable side
        Good, ///< what is right: a complete hand, the best card, a gain
        Caution, ///< what needs a look: an irregular auction, an unfinished deal
        Accent, ///< focus, selection, information
        AccentTint, ///< the background of the focus and of declarer's side
        AccentSoftTint, ///< a hovered button
        Winner, ///< the card that won the trick
        WinnerTint,
        LoserTint,
        Neutral, ///< a trace cell of the defenders
        Grey, ///< the trace's forced cards
        ChartLabel,
        ChartBlue,
        ChartLightBlue,
        ChartLightRed,
        ChartOrange,
        ChartGrey,
        BadgeBorder, ///< the board list's note badge
        BadgeText,
        ListCaution, ///< the board list's problem column
        ListMark, ///< the irregularity mark beside a contract in the board list
        Plus, ///< a score better than the par or the field in a traveller
        Minus,
        TravellerCaution,
        Felt, ///< the table between the hands
        SeatNorthTint, ///< the card picker's seats
        SeatEastTint,
        SeatSouthTint,
        SeatWestTint,
        SuitBlack, ///< spades and clubs of the two-colour deck, and notrump
        SuitRed, ///< hearts and diamonds of the two-colour deck
        FourColourDiamond,
        FourColourClub,
        RoleCount
    };

    static QColor color(Role role);
    /** The role as "#rrggbb", for style sheets and rich text. */
    static QString css(Role role);
    /** @p suit's colour in the two- or four-colour deck. */
    static QColor suit(Suit suit, bool fourColour);
};

} // namespace Kibitz
