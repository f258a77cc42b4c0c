#include "pbncollector.h"

#include "pbnreader_p.h"
#include "pbnscan.h"
#include "pbnvalues.h"

#include "model/quotedinput.h"

namespace Kibitz {

using namespace Pbn;

namespace {

// A card's index as the sum of two lookups, negative unless both letters are a suit and a rank
// (readCardLines(): one test for a line of four cards).
constexpr std::array<qint8, 256> CardBase = [] {
    std::array<qint8, 256> t {};
    for (size_t c = 0; c < 256; ++c)
        t[c] = SuitOf[c] < 0 ? qint8(-64) : qint8(SuitOf[c] * 13);
    return t;
}();
constexpr std::array<qint8, 256> CardRank = [] {
    std::array<qint8, 256> t {};
    for (size_t c = 0; c < 256; ++c)
        t[c] = RankOf[c] < 0 ? qint8(-64) : RankOf[c];
    return t;
}();

} // namespace

void PbnReader::Collector::collect()
{
    mG.game = mTokenizer.game();
    mG.collected = true;
    mG.end = false;
    mG.warnings.clear();
    mG.entryCount = 0;
    mG.known.fill(-1);
    mG.knownMask = 0;
    mG.words.clear();
    mG.comments.clear();
    mG.commentAt.clear();
    mG.leadingDirectives = size_t(-1);
    int current = -1;
    int lastSection = -1;
    int lastTag = -1; // the entry a commentary block follows (also an ignored duplicate's place)
    bool ignoring = false;
    bool warnedStray = false;
    mG.compactPlay = -1;
    PbnTokenizer::Token t;
    for (;;) {
        if (current >= 0 && !ignoring && hasSection(mG.entries[size_t(current)].tag))
            readSectionWords(current);
        if (!mTokenizer.nextSimpleTag(&t) && !mTokenizer.next(&t))
            break;
        if (t.type == PbnTokenizer::TokenType::Comment) {
            if (current >= 0 && mG.entries[size_t(current)].tag == Tag::Unknown
                && mG.entries[size_t(current)].rawBegin) {
                mG.entries[size_t(current)].rawEnd = t.end;
                continue;
            }
            takeComment(t, lastTag);
            continue;
        }
        if (t.type == PbnTokenizer::TokenType::Tag) {
            if (mG.leadingDirectives == size_t(-1))
                mG.leadingDirectives = mTokenizer.directives().size();
            ignoring = !takeTag(t, &current, &lastSection);
            if (!ignoring)
                lastTag = int(mG.entryCount) - 1;
            continue;
        }
        if (ignoring)
            continue;
        if (current < 0) {
            if (!warnedStray) {
                warnAt(t.line, t.lineStart, t.begin,
                    Tr::tr("'%1' is outside any tag's section and is ignored")
                        .arg(quotedInput(PbnTokenizer::decode(t.text))));
                warnedStray = true;
            }
            continue;
        }
        takeWord(t, current);
    }
    endPlayNotes();
    mG.directives = mTokenizer.directives();
    mG.cutShort = mG.game.end > mG.game.begin && mG.game.end[-1] != '\n' && mG.game.end[-1] != '\r';
    if (mG.leadingDirectives == size_t(-1))
        mG.leadingDirectives = mG.directives.size();
    mG.ok = !mTokenizer.hasError();
    if (!mG.ok) [[unlikely]] {
        mG.error = mTokenizer.error();
        // The game's bounds are known already: the next game is read whatever went wrong in this one.
        mTokenizer.clearError();
    }
}

bool PbnReader::Collector::takeTag(const PbnTokenizer::Token &t, int *current, int *lastSection)
{
    const Tag tag = tagOf(t.text);
    if (tag != Tag::Note) {
        bool duplicate = false;
        if (tag != Tag::Unknown) {
            duplicate = mG.known[size_t(tag)] >= 0;
        } else {
            for (size_t i = 0; i < mG.entryCount && !duplicate; ++i)
                duplicate = mG.entries[i].tag == Tag::Unknown && mG.entries[i].name == t.text;
        }
        if (duplicate) {
            // PBN 2.1 section 3.3: in import format a tag pair that already occurred is ignored.
            warnAt(t.line, t.lineStart, t.begin,
                Tr::tr("the tag %1 appears twice in this game; the second one is ignored").arg(quotedInput(t.text)));
            *current = -1;
            return false;
        }
    }
    const int index = int(mG.entryCount);
    Entry &e = mG.newEntry();
    e.name = t.text;
    e.raw = t.value;
    e.escaped = t.valueEscaped;
    e.tag = tag;
    e.line = t.valueLine;
    e.lineStart = t.valueLineStart;
    e.valuePos = t.valueBegin;
    if (tag != Tag::Unknown && tag != Tag::Note)
        mG.setKnown(tag, index);
    if (tag == Tag::Auction || tag == Tag::Play)
        *lastSection = index;
    if (tag == Tag::Note) {
        e.section = *lastSection;
        *current = *lastSection; // calls or cards may go on after a note
    } else {
        *current = index;
    }
    return true;
}

void PbnReader::Collector::takeComment(const PbnTokenizer::Token &t, int lastTag)
{
    Commentary block;
    block.text = normalizedText(t.text);
    block.lineComment = t.begin && *t.begin == ';';
    // A block between calls or cards, or after a section's notes, belongs to that section.
    block.place = placeAfter(lastTag, &block.trick);
    mG.comments.append(block);
    mG.commentAt.push_back(t.begin);
}

void PbnReader::Collector::endPlayNotes()
{
    const int play = mG.known[size_t(Tag::Play)];
    if (play < 0 || mG.comments.isEmpty())
        return;
    // A play still kept as cards only (see readSectionWords()) has no block after its first card: a block
    // there would have made it expand.
    const char *lastWord = mG.compactPlay == play ? mG.compactStart.p : nullptr;
    if (mG.compactPlay != play) {
        const Entry &e = mG.entries[size_t(play)];
        for (size_t wi = e.firstWord; wi < e.endWord; ++wi) {
            if (mG.words[wi].owner == play)
                lastWord = std::max(lastWord, mG.words[wi].pos);
        }
    }
    for (qsizetype i = 0; i < mG.comments.size(); ++i) {
        Commentary &block = mG.comments[i];
        if (block.place == CommentPlace::Play && (!lastWord || mG.commentAt[size_t(i)] > lastWord)) {
            block.place = CommentPlace::Final;
            block.trick = 0;
        }
    }
}

CommentPlace PbnReader::Collector::placeAfter(int lastTag, int *trick) const
{
    if (lastTag < 0)
        return CommentPlace::Introduction;
    const Entry &e = mG.entries[size_t(lastTag)];
    Tag tag = e.tag;
    int owner = lastTag;
    if (tag == Tag::Note && e.section >= 0) {
        owner = e.section;
        tag = mG.entries[size_t(owner)].tag;
    }
    switch (tag) {
    case Tag::Deal:
    case Tag::Hidden:
        return CommentPlace::Diagram;
    case Tag::Auction:
        return CommentPlace::Auction;
    case Tag::Play:
        *trick = playSlots(owner) / 4;
        return CommentPlace::Play;
    default:
        return mG.known[size_t(Tag::Deal)] >= 0 ? CommentPlace::Final : CommentPlace::Introduction;
    }
}

int PbnReader::Collector::playSlots(int play) const
{
    if (mG.compactPlay == play)
        return mG.compactCount;
    const Entry &e = mG.entries[size_t(play)];
    int count = 0;
    for (size_t wi = e.firstWord; wi < e.endWord; ++wi) {
        const Word &w = mG.words[wi];
        if (w.owner != play)
            continue;
        QByteArrayView s = w.text;
        if (s.size() > 2 && s.startsWith('^'))
            s = s.sliced(2);
        if (s == "-" || s == "--" || cardIndexFast(s) >= 0 || (s.size() >= 3 && cardIndexFast(s.first(2)) >= 0))
            ++count;
    }
    return count;
}

void PbnReader::Collector::takeWord(const PbnTokenizer::Token &t, int current)
{
    Entry &e = mG.entries[size_t(current)];
    switch (e.tag) {
    case Tag::Auction:
    case Tag::Play:
    case Tag::OptimumResultTable:
        addWord(current, t.text, t.begin, t.lineStart, t.line);
        break;
    case Tag::Unknown:
        if (!e.rawBegin) {
            const char *p = t.lineStart;
            while (p < t.begin && (*p == ' ' || *p == '\t'))
                ++p;
            e.rawBegin = p == t.begin ? t.lineStart : t.begin;
        }
        e.rawEnd = t.end;
        break;
    default:
        if (!e.hasWords) {
            warnAt(t.line, t.lineStart, t.begin,
                Tr::tr("unexpected text after the tag %1 is ignored").arg(quotedInput(e.name)));
        }
        break;
    }
    e.hasWords = true;
}

void PbnReader::Collector::readSectionWords(int current)
{
    Entry &e = mG.entries[size_t(current)];
    // The bulk of a game: calls and cards, read without building tokens.
    if (e.tag == Tag::Play && !e.hasWords && mG.compactPlay < 0) {
        // The first run of a Play section: while it holds only plain cards, keep just the cards.
        const PbnTokenizer::Position start = mTokenizer.position();
        int count = readCardLines(start);
        const bool plain = mTokenizer.readWords([this, &count](QByteArrayView text, const char *, const char *, int) {
            const int card = cardIndexFast(text);
            if (card < 0 || count == 52)
                return false;
            mG.compactCards[size_t(count++)] = quint8(card);
            return true;
        });
        if (plain) {
            if (count > 0) {
                mG.compactPlay = current;
                mG.compactStart = start;
                mG.compactCount = count;
                e.hasWords = true;
            }
            return;
        }
        mTokenizer.setPosition(start);
    }
    if (mG.compactPlay == current)
        expandPlay(); // before reading on, so that the words stay in order
    bool any = false;
    mTokenizer.readWords(
        [this, current, &any](QByteArrayView text, const char *begin, const char *lineStart, int line) {
            addWord(current, text, begin, lineStart, line);
            any = true;
            return true;
        });
    if (any)
        e.hasWords = true;
}

int PbnReader::Collector::readCardLines(const PbnTokenizer::Position &start)
{
    // The usual layout of a play, a line end and then lines of four cards ("SA HK D2 C3"), as
    // readWords() would read them, checked a line at a time (one branch per line instead of a few
    // per byte). Stops at the first line of any other form, where readWords() goes on.
    const char eol = mTokenizer.lineEnd();
    const char *const end = mTokenizer.gameEnd();
    PbnTokenizer::Position at = start;
    const char *p = at.p;
    if (p < end && *p == eol) {
        ++at.line;
        at.lineStart = ++p;
    }
    int count = 0;
    while (end - p >= 12 && count <= 48) {
        const int c0 = CardBase[uchar(p[0])] + CardRank[uchar(p[1])];
        const int c1 = CardBase[uchar(p[3])] + CardRank[uchar(p[4])];
        const int c2 = CardBase[uchar(p[6])] + CardRank[uchar(p[7])];
        const int c3 = CardBase[uchar(p[9])] + CardRank[uchar(p[10])];
        const bool separators = (p[2] == ' ') & (p[5] == ' ') & (p[8] == ' ') & (p[11] == eol);
        if (((c0 | c1 | c2 | c3) < 0) | !separators)
            break;
        mG.compactCards[size_t(count)] = quint8(c0);
        mG.compactCards[size_t(count + 1)] = quint8(c1);
        mG.compactCards[size_t(count + 2)] = quint8(c2);
        mG.compactCards[size_t(count + 3)] = quint8(c3);
        count += 4;
        p += 12;
        ++at.line;
        at.lineStart = p;
    }
    at.p = p;
    mTokenizer.setPosition(at);
    return count;
}

void PbnReader::Collector::expandPlay()
{
    // The same words readWords() gave the first time, now kept as words.
    const int owner = mG.compactPlay;
    mG.compactPlay = -1;
    const PbnTokenizer::Position now = mTokenizer.position();
    mTokenizer.setPosition(mG.compactStart);
    mTokenizer.readWords([this, owner](QByteArrayView text, const char *begin, const char *lineStart, int line) {
        addWord(owner, text, begin, lineStart, line);
        return true;
    });
    mTokenizer.setPosition(now);
}

} // namespace Kibitz
