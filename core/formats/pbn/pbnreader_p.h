#pragma once

// Internals of PbnReader (docs/formats.md#pbn), shared by its files; not part of core's API.
//
// The reader's units, in the order a game goes through them:
// - pbncollector.h/.cpp: PbnReader::Collector splits a game and collects its tags, words and comments.
// - pbnpipeline.h/.cpp: PbnReader::Pipeline runs the collector on a second thread, a few games ahead.
// - pbnreader.cpp: reading with inheritance (# and ##, implicit), games in file order, warnings, errors.
// - pbnsections.cpp and pbnplay.cpp: the section readers, a game's tags and sections into a Board.
// They share pbnvalues.h/.cpp, the parsers of tag values and section words (seats, numbers, deals,
// calls, cards). pbnparts.cpp cuts a file into parts read at once. pbnscan.h holds the tokenizer's SSE2 scanning loops
// and its inline nextSimpleTag().

#include "pbnreader.h"

#include <QCoreApplication>

namespace Kibitz::Pbn {

// Never remember more tag names than this for "#" (a hostile file could invent millions).
inline constexpr size_t MaxRememberedTags = 512;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::PbnFormat)
};

} // namespace Kibitz::Pbn
