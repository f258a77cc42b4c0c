#pragma once

#include "model/board.h"

#include <QString>

#include <array>

namespace Kibitz {

/** What a board can hold, in the order --info and --list-formats name it. */
inline constexpr std::array<BoardContent, 18> ContentOrder = {
    BoardContent::Deal,
    BoardContent::PartialDeal,
    BoardContent::Number,
    BoardContent::DealerVulnerability,
    BoardContent::Auction,
    BoardContent::Alerts,
    BoardContent::Contract,
    BoardContent::Play,
    BoardContent::Result,
    BoardContent::DoubleDummy,
    BoardContent::Names,
    BoardContent::Event,
    BoardContent::Comments,
    BoardContent::ExtraTags,
    BoardContent::Irregularities,
    BoardContent::Label,
    BoardContent::Markup,
    BoardContent::Hidden,
};

/** The name of @p content in kibitz-convert's output ("double dummy"). */
QString contentName(BoardContent content);
/** The names of @p contents, in ContentOrder, separated by commas. */
QString contentList(BoardContents contents);

} // namespace Kibitz
