#pragma once

#include "pbnreader.h"
#include "pbntokenizer.h"

#include <QString>

namespace Kibitz {

// Splits games and collects their tags and words (everything that does not depend on the games
// before), for the reader or for the pipeline's thread, on a tokenizer and a game of either.
struct PbnReader::Collector
{
    PbnTokenizer &mTokenizer;
    GameData &mG;

    void collect();
    /** The game's tag @p t: a new entry, or a duplicate to ignore (then false). */
    bool takeTag(const PbnTokenizer::Token &t, int *current, int *lastSection);
    /** The commentary block @p t, after the entry @p lastTag (-1: before any tag). */
    void takeComment(const PbnTokenizer::Token &t, int lastTag);
    /** A word of the section of @p current. */
    void takeWord(const PbnTokenizer::Token &t, int current);
    /** Where a block after the entry @p lastTag stands (docs/formats.md#commentary). */
    CommentPlace placeAfter(int lastTag, int *trick) const;
    /** The blocks after the play section's last word: final commentary, not the play's. */
    void endPlayNotes();
    /** How many cards (or unknown cards) the Play entry @p play holds so far. */
    int playSlots(int play) const;
    /** Whether the section of a tag holds words to collect (the rest is kept as written, or ignored). */
    static bool hasSection(Tag tag)
    {
        return tag == Tag::Auction || tag == Tag::Play || tag == Tag::OptimumResultTable;
    }
    /** The words of the section of entry @p current, a tag that hasSection(). */
    void readSectionWords(int current);
    int readCardLines(const PbnTokenizer::Position &start);
    void expandPlay();
    void addWord(int owner, QByteArrayView text, const char *begin, const char *lineStart, int line)
    {
        if (owner == mG.compactPlay)
            expandPlay();
        Entry &e = mG.entries[size_t(owner)];
        if (e.endWord == 0)
            e.firstWord = mG.words.size();
        mG.words.push_back({ text, begin, lineStart, line, owner });
        e.endWord = mG.words.size();
    }
    // Kept with the game: the reader gives them out in file order (see parseGame()).
    void warnAt(int line, const char *lineStart, const char *pos, const QString &message)
    {
        mG.warnings.push_back({ line, PbnTokenizer::column(lineStart, pos), message });
    }
};

} // namespace Kibitz
