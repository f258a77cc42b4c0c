#include "palette.h"

#include <array>

namespace Kibitz {

namespace {

// The one place where colour values are written.
constexpr std::array<QRgb, Palette::RoleCount> Standard {
    0xff1d2226, // Ink
    0xff454d55, // InkSoft
    0xff6b7278, // Muted
    0xffc4c8cc, // Played
    0xffffffff, // Paper
    0x3c000000, // Shadow
    0xc8ffffff, // Veil
    0xffc4c9cd, // Rule
    0xffeef1f3, // Shade
    0xffe9eef1, // Panel
    0xffd9dfe3, // Edge
    0xffb0b6ba, // CardEdge
    0xffc9cfd4, // PickerEdge
    0xffc3cad0, // ControlBorder
    0xffb8c0c6, // ControlBorderStrong
    0xffd0d4d8, // DisabledText
    0xfff4f5f6, // DisabledFill
    0xffe3e6e9, // DisabledBorder
    0xffc62828, // Error
    0xfffdecea, // ErrorTint
    0xffc62828, // Vulnerable
    0xff2e7d32, // Good
    0xffb26a00, // Caution
    0xff1f5fa8, // Accent
    0xffe3eefb, // AccentTint
    0xffeaf2fb, // AccentSoftTint
    0xfff2b705, // Winner
    0xfffff4cc, // WinnerTint
    0xfffde2e1, // LoserTint
    0xffeeeeee, // Neutral
    0xff808080, // Grey
    0xff303030, // ChartLabel
    0xff1565c0, // ChartBlue
    0xff64b5f6, // ChartLightBlue
    0xffef9a9a, // ChartLightRed
    0xffef6c00, // ChartOrange
    0xff616161, // ChartGrey
    0xff5b8dd6, // BadgeBorder
    0xff2b5ca8, // BadgeText
    0xffd37a00, // ListCaution
    0xffc05a00, // ListMark
    0xff1b7f3b, // Plus
    0xffb02020, // Minus
    0xffb05a00, // TravellerCaution
    0xff2e6b4a, // Felt
    0xffd6e6f7, // SeatNorthTint
    0xfffbe3c4, // SeatEastTint
    0xffd5efd9, // SeatSouthTint
    0xffe8ddf4, // SeatWestTint
    0xff1a1a1a, // SuitBlack
    0xffd0101a, // SuitRed
    0xffe06c00, // FourColourDiamond
    0xff107a2e, // FourColourClub
};

} // namespace

QColor Palette::color(Role role)
{
    return QColor::fromRgba(Standard[size_t(role)]);
}

QString Palette::css(Role role)
{
    return color(role).name(QColor::HexRgb);
}

QColor Palette::suit(Suit suit, bool fourColour)
{
    switch (suit) {
    case Suit::Spades:
        return color(SuitBlack);
    case Suit::Hearts:
        return color(SuitRed);
    case Suit::Diamonds:
        return color(fourColour ? FourColourDiamond : SuitRed);
    case Suit::Clubs:
        return color(fourColour ? FourColourClub : SuitBlack);
    }
    return color(SuitBlack);
}

} // namespace Kibitz
