#include "pbnreader.h"

#include "pbncollector.h"
#include "pbnpipeline.h"
#include "pbnreader_p.h"
#include "pbnvalues.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <utility>

namespace Kibitz {

using namespace Pbn;

namespace {

// A smaller mapped file is read on one thread: starting a second costs more than it saves.
constexpr qint64 PipelineMinBytes = qint64(1) << 20;

struct TagName
{
    QByteArrayView name;
    PbnReader::Tag tag;
};

constexpr TagName TagNames[] = {
    { "Event", PbnReader::Tag::Event },
    { "Site", PbnReader::Tag::Site },
    { "Date", PbnReader::Tag::Date },
    { "Board", PbnReader::Tag::Board },
    { "West", PbnReader::Tag::West },
    { "North", PbnReader::Tag::North },
    { "East", PbnReader::Tag::East },
    { "South", PbnReader::Tag::South },
    { "Dealer", PbnReader::Tag::Dealer },
    { "Vulnerable", PbnReader::Tag::Vulnerable },
    { "Deal", PbnReader::Tag::Deal },
    { "Scoring", PbnReader::Tag::Scoring },
    { "Declarer", PbnReader::Tag::Declarer },
    { "Contract", PbnReader::Tag::Contract },
    { "Result", PbnReader::Tag::Result },
    { "Auction", PbnReader::Tag::Auction },
    { "Play", PbnReader::Tag::Play },
    { "Note", PbnReader::Tag::Note },
    { "DoubleDummyTricks", PbnReader::Tag::DoubleDummyTricks },
    { "OptimumResultTable", PbnReader::Tag::OptimumResultTable },
    { "Ability", PbnReader::Tag::Ability },
    { "OptimumScore", PbnReader::Tag::OptimumScore },
    { "ParContract", PbnReader::Tag::ParContract },
    { "Description", PbnReader::Tag::Description },
    { "Hidden", PbnReader::Tag::Hidden },
    { "BCFlags", PbnReader::Tag::BCFlags },
};

QByteArrayView nameOf(PbnReader::Tag tag)
{
    for (const TagName &t : TagNames) {
        if (t.tag == tag)
            return t.name;
    }
    return {};
}

} // namespace

PbnReader::PbnReader(QIODevice *device, Threading threading)
    : mTokenizer(device)
    , mThreading(threading)
{
    mG.entries.reserve(64);
    mG.words.reserve(128);
    mLastKnown.fill(-1);
#ifndef QT_NO_DEBUG
    for (const TagName &t : TagNames)
        Q_ASSERT(tagOf(t.name) == t.tag);
#endif
}

PbnReader::~PbnReader()
{
    mPipeline.reset();
}

PbnReader::Tag PbnReader::tagOf(QByteArrayView name)
{
    // Called for every tag of every game: a switch on the length, then one fixed-size compare.
    const auto is = [&name](const char *text) { return std::memcmp(name.data(), text, size_t(name.size())) == 0; };
    switch (name.size()) {
    case 4:
        switch (name[0]) {
        case 'S':
            return is("Site") ? Tag::Site : Tag::Unknown;
        case 'D':
            if (is("Date"))
                return Tag::Date;
            return is("Deal") ? Tag::Deal : Tag::Unknown;
        case 'W':
            return is("West") ? Tag::West : Tag::Unknown;
        case 'E':
            return is("East") ? Tag::East : Tag::Unknown;
        case 'P':
            return is("Play") ? Tag::Play : Tag::Unknown;
        case 'N':
            return is("Note") ? Tag::Note : Tag::Unknown;
        }
        return Tag::Unknown;
    case 5:
        switch (name[0]) {
        case 'E':
            return is("Event") ? Tag::Event : Tag::Unknown;
        case 'B':
            return is("Board") ? Tag::Board : Tag::Unknown;
        case 'N':
            return is("North") ? Tag::North : Tag::Unknown;
        case 'S':
            return is("South") ? Tag::South : Tag::Unknown;
        }
        return Tag::Unknown;
    case 6:
        if (is("Dealer"))
            return Tag::Dealer;
        if (is("Hidden"))
            return Tag::Hidden;
        return is("Result") ? Tag::Result : Tag::Unknown;
    case 7:
        switch (name[0]) {
        case 'S':
            return is("Scoring") ? Tag::Scoring : Tag::Unknown;
        case 'A':
            if (is("Auction"))
                return Tag::Auction;
            return is("Ability") ? Tag::Ability : Tag::Unknown;
        case 'B':
            return is("BCFlags") ? Tag::BCFlags : Tag::Unknown;
        }
        return Tag::Unknown;
    case 8:
        if (is("Declarer"))
            return Tag::Declarer;
        return is("Contract") ? Tag::Contract : Tag::Unknown;
    case 10:
        return is("Vulnerable") ? Tag::Vulnerable : Tag::Unknown;
    case 11:
        if (is("ParContract"))
            return Tag::ParContract;
        return is("Description") ? Tag::Description : Tag::Unknown;
    case 12:
        return is("OptimumScore") ? Tag::OptimumScore : Tag::Unknown;
    case 17:
        return is("DoubleDummyTricks") ? Tag::DoubleDummyTricks : Tag::Unknown;
    case 18:
        return is("OptimumResultTable") ? Tag::OptimumResultTable : Tag::Unknown;
    }
    return Tag::Unknown;
}

bool PbnReader::failAt(int line, const char *lineStart, const char *pos, const QString &message)
{
    // The game's first error damages its board (see readNext()); the reader goes on.
    if (!mDamage.isError())
        mDamage = FormatError::malformedAtLine(line, PbnTokenizer::column(lineStart, pos), message, mBoardsRead);
    return false;
}

bool PbnReader::failAt(const Entry &e, const QString &message, int offset)
{
    const char *pos = e.valuePos ? e.valuePos + (e.useStorage ? 0 : offset) : e.lineStart;
    return failAt(e.line, e.lineStart, pos, message);
}

void PbnReader::warnAt(int line, const char *lineStart, const char *pos, const QString &message)
{
    warn(
        mBoardsRead, Tr::tr("line %1, column %2: %3").arg(line).arg(PbnTokenizer::column(lineStart, pos)).arg(message));
}

void PbnReader::warnAt(const Entry &e, const QString &message)
{
    warnAt(e.line, e.lineStart, e.valuePos ? e.valuePos : e.lineStart, message);
}

PbnReader::Remembered *PbnReader::lastValueByName(QByteArrayView name)
{
    const size_t n = mLastValues.size();
    if (mLastHint < n && QByteArrayView(mLastValues[mLastHint].name) == name)
        return &mLastValues[mLastHint++];
    for (size_t i = 0; i < n; ++i) {
        if (QByteArrayView(mLastValues[i].name) == name) {
            mLastHint = i + 1;
            return &mLastValues[i];
        }
    }
    return nullptr;
}

const PbnReader::Remembered *PbnReader::inherited(QByteArrayView name, Tag tag)
{
    const Remembered *r = lastValue(name, tag);
    if (!r && mInPart) [[unlikely]] {
        if (tag != Tag::Unknown && tag != Tag::Note) {
            mUnfoundTags |= bit(tag);
            mUnfoundShared.store(mUnfoundTags, std::memory_order_relaxed);
        } else if (std::none_of(mUnfoundNames.begin(), mUnfoundNames.end(),
                       [name](const std::string &n) { return QByteArrayView(n) == name; }))
            mUnfoundNames.emplace_back(name.data(), size_t(name.size()));
    }
    return r;
}

const QString &PbnReader::cached(CachedText &cache, QByteArrayView bytes)
{
    if (!cache.valid || cache.bytes.size() != size_t(bytes.size())
        || std::memcmp(cache.bytes.data(), bytes.data(), cache.bytes.size()) != 0) {
        cache.bytes.assign(bytes.data(), size_t(bytes.size()));
        cache.text = PbnTokenizer::decode(bytes);
        cache.valid = true;
    }
    return cache.text;
}

void PbnReader::GameData::takeFrom(GameData &other) noexcept
{
    // The lists change hands (other gets this game's back, to fill again without allocating);
    // the rest is copied one way: collect() sets it all again in other.
    entries.swap(other.entries);
    words.swap(other.words);
    comments.swap(other.comments);
    commentAt.swap(other.commentAt);
    warnings.swap(other.warnings);
    directives.swap(other.directives);
    entryCount = other.entryCount;
    known = other.known;
    knownMask = other.knownMask;
    compactPlay = other.compactPlay;
    if (compactPlay >= 0) {
        compactStart = other.compactStart;
        compactCards = other.compactCards;
        compactCount = other.compactCount;
    }
    game = other.game;
    leadingDirectives = other.leadingDirectives;
    cutShort = other.cutShort;
    collected = other.collected;
    ok = other.ok;
    end = other.end;
    if (!ok)
        error = other.error;
}

bool PbnReader::nextCollected()
{
    if (mEnded)
        return false;
    if (!mPipeline) {
        if (!mTokenizer.nextGame()) {
            mEnded = true;
            mEndError = mTokenizer.error();
            return false;
        }
        Collector { mTokenizer, mG }.collect();
        if (!mStarted) {
            // The first game tells whether the file is mapped and how lines end: the pipeline
            // goes on from the second game.
            mStarted = true;
            mMapped = mTokenizer.isMapped();
            mEol = mTokenizer.lineEnd();
            if (mMapped && mThreading != Threading::Single
                && (mThreading == Threading::Pipelined || mTokenizer.mappedLength() >= PipelineMinBytes))
                mPipeline = std::make_unique<Pipeline>(mTokenizer);
        }
        return true;
    }
    GameData &front = mPipeline->front();
    if (front.end) {
        mEnded = true;
        mEndError = front.error;
        return false;
    }
    // The game's vectors become the reader's; the reader's last ones go back for the next game.
    mG.takeFrom(front);
    mPipeline->pop();
    if (!mG.collected) {
        mView.viewGame(mG.game, mEol);
        Collector { mView, mG }.collect();
    }
    return true;
}

bool PbnReader::noMoreGames()
{
    if (!mEndError.isError())
        return false;
    FormatError e = mEndError;
    e.record = mBoardsRead;
    return fail(e);
}

bool PbnReader::readNext(Board *board)
{
    for (;;) {
        if (mHeld) [[unlikely]] {
            if (mStopAt >= 0)
                return false;
            mHeld = false;
        } else {
            if (!nextCollected())
                return noMoreGames();
            if (mStopAt >= 0 && mTokenizer.isMapped() && mTokenizer.offsetOf(mG.game.begin) >= mStopAt) [[unlikely]] {
                // The next part's first game: kept for readPastPart(), unread (its warnings too).
                mHeld = mStopped = true;
                mHeldBegin = mTokenizer.offsetOf(mG.game.begin);
                mHeldLine = mG.game.line;
                return false;
            }
        }
        // As `*board = Board()`, but the texts are left for interpret() to share again (or cleared
        // below): the atomic reference counts of resetting and setting them cost several per cent.
        // The lists of calls and cards handed to the board last time come back, to be filled again
        // without allocating (the board's become empty, as in Board()).
        board->swapPlayedCards(mCards);
        mCalls.swap(board->auction().calls());
        board->resetButTexts();
        mTextsSet = false;
        mAuctionOpen = false;
        mPlayOpen = false;
        bool isBoard = false;
        parseGame(board, &isBoard);
        if (!mTextsSet)
            board->shareTexts(nullptr, nullptr, nullptr, {});
        // docs/formats.md#pbn: a last game without its line end that breaks off (an error, or an
        // auction or play stopping without "*") is a file cut inside that board.
        const bool cut = mG.cutShort && (mDamage.isError() || mAuctionOpen || mPlayOpen);
        if (mDamage.isError()) [[unlikely]] {
            // The game is kept with what could be read; reading goes on at the next game.
            damage(mBoardsRead, std::exchange(mDamage, FormatError()));
            isBoard = true;
        }
        if (cut) [[unlikely]] {
            reportCut();
            isBoard = true;
        }
        if (isBoard) {
            ++mBoardsRead;
            return true;
        }
    }
}

bool PbnReader::parseGame(Board *board, bool *isBoard)
{
    for (const GameData::Warning &w : mG.warnings)
        warn(mBoardsRead, Tr::tr("line %1, column %2: %3").arg(w.line).arg(w.column).arg(w.message));
    if (!mG.ok) [[unlikely]] {
        mDamage = mG.error;
        mDamage.record = mBoardsRead;
    }
    bool real = false;
    for (size_t i = 0; i < mG.entryCount; ++i) {
        const QByteArrayView v = mG.entries[i].raw;
        if (!(v.size() >= 2 && v[0] == '#' && v[1] == '#')) {
            real = true;
            break;
        }
    }
    resolveInheritance();
    remember();
    if (!real) {
        // A header of ## tags, or commentary between games: its comments and directives go to the next board.
        mPendingComments += commentaryTexts(mG.comments);
        for (QByteArrayView line : mG.directives)
            mPendingDirectives << PbnTokenizer::decode(line);
        *isBoard = false;
        return true;
    }
    *isBoard = true;
    takeDirectives(board);
    const bool commentsWaited = !mPendingComments.isEmpty();
    const bool ok = interpret(board);
    keepSource(board, commentsWaited);
    return ok;
}

void PbnReader::keepSource(Board *board, bool commentsWaited)
{
    if (board->commentary().isEmpty() && board->label().isEmpty() && board->hidden().isEmpty() && !board->bcFlags())
        return;
    // Only a game that reads the same wherever it stands: nothing inherited, nothing waiting for it,
    // no `%` line among its tags, read without an error.
    if (commentsWaited || mDamage.isError() || !mG.ok || mG.cutShort || mG.directives.size() > mG.leadingDirectives)
        return;
    constexpr quint32 Implicit = bit(Tag::Event) | bit(Tag::Site) | bit(Tag::Date) | bit(Tag::Scoring) | bit(Tag::Board)
        | bit(Tag::Dealer) | bit(Tag::Vulnerable) | bit(Tag::Deal);
    if ((mG.knownMask & Implicit) != Implicit)
        return;
    for (size_t i = 0; i < mG.entryCount; ++i) {
        const Entry &e = mG.entries[i];
        if (e.synthetic || e.raw.startsWith('#'))
            return;
    }
    const char *begin = mG.game.begin;
    if (mG.leadingDirectives > 0) {
        // The file's header (or the game's own leading `%` lines) is written apart.
        const QByteArrayView last = mG.directives[mG.leadingDirectives - 1];
        begin = last.data() + last.size();
        while (begin < mG.game.end && (*begin == '\r' || *begin == '\n'))
            ++begin;
    }
    QString text = normalizedText(QByteArrayView(begin, mG.game.end - begin));
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    board->setPbnSource(text);
}

void PbnReader::reportCut()
{
    int line = mG.game.line;
    const char *lastLine = mG.game.begin;
    for (const char *p = mG.game.begin; p < mG.game.end; ++p) {
        if (*p == mEol) {
            ++line;
            lastLine = p + 1;
        }
    }
    mCutReported = true;
    damage(mBoardsRead, FormatError::endsInsideBoard(mBoardsRead, line, PbnTokenizer::column(lastLine, mG.game.end)));
}

void PbnReader::takeDirectives(Board *board)
{
    // docs/formats.md#pbn: the `%` lines before the first board's first tag are the file's header;
    // the others belong to the game they precede or stand in.
    if (mG.directives.empty() && mPendingDirectives.isEmpty())
        return;
    QStringList lines = std::exchange(mPendingDirectives, {});
    size_t i = 0;
    if (mBoardsRead == 0) {
        for (; i < mG.leadingDirectives && i < mG.directives.size(); ++i)
            lines << PbnTokenizer::decode(mG.directives[i]);
        board->setFileDirectives(lines);
        lines.clear();
    }
    for (; i < mG.directives.size(); ++i)
        lines << PbnTokenizer::decode(mG.directives[i]);
    board->setDirectives(lines);
}

void PbnReader::expandPlay()
{
    // The tokenizer is the pipeline's thread's: the game is tokenized again by another.
    if (mPipeline) {
        mView.viewGame(mG.game, mEol);
        Collector { mView, mG }.expandPlay();
    } else {
        Collector { mTokenizer, mG }.expandPlay();
    }
}

void PbnReader::resolveInheritance()
{
    for (size_t i = 0; i < mG.entryCount; ++i) {
        Entry &e = mG.entries[i];
        const QByteArrayView v = e.raw;
        if (v.size() >= 2 && v[0] == '#' && v[1] == '#') {
            e.header = true;
            const QByteArrayView text = v.sliced(2);
            const QByteArray unescaped = e.escaped ? PbnTokenizer::unescape(text) : text.toByteArray();
            e.storage.assign(unescaped.constData(), size_t(unescaped.size()));
            e.useStorage = true;
            bool found = false;
            for (Remembered &d : mDefaults) {
                if (QByteArrayView(d.name) == e.name) {
                    d.value = e.storage;
                    found = true;
                }
            }
            if (!found && mDefaults.size() < MaxRememberedTags)
                mDefaults.push_back({ std::string(e.name.data(), size_t(e.name.size())), e.storage });
        } else if (v.size() == 1 && v[0] == '#') {
            const Remembered *r = inherited(e.name, e.tag);
            const QByteArrayView last = r ? rememberedValue(*r) : QByteArrayView();
            e.storage.assign(last.data(), size_t(last.size()));
            e.useStorage = true;
        } else if (e.escaped) {
            const QByteArray unescaped = PbnTokenizer::unescape(v);
            e.storage.assign(unescaped.constData(), size_t(unescaped.size()));
            e.useStorage = true;
        }
    }

    const auto addSynthetic = [this](QByteArrayView name, Tag tag, QByteArrayView value) {
        const int index = int(mG.entryCount);
        Entry &e = mG.newEntry();
        e.name = name;
        e.tag = tag;
        e.synthetic = true;
        e.storage.assign(value.data(), size_t(value.size()));
        e.useStorage = true;
        e.line = mG.game.line;
        e.lineStart = mG.game.begin;
        if (tag != Tag::Unknown && tag != Tag::Note)
            mG.setKnown(tag, index);
    };

    for (const Remembered &d : mDefaults) {
        const QByteArrayView name(d.name);
        const Tag tag = tagOf(name);
        bool present = false;
        if (tag != Tag::Unknown && tag != Tag::Note) {
            present = mG.known[size_t(tag)] >= 0;
        } else {
            for (size_t i = 0; i < mG.entryCount && !present; ++i)
                present = mG.entries[i].name == name;
        }
        if (!present)
            addSynthetic(name, tag, QByteArrayView(d.value));
    }

    // Implicit inheritance (see the class documentation), unless the game has all those tags.
    constexpr quint32 Implicit = bit(Tag::Event) | bit(Tag::Site) | bit(Tag::Date) | bit(Tag::Scoring) | bit(Tag::Board)
        | bit(Tag::Dealer) | bit(Tag::Vulnerable) | bit(Tag::Deal);
    if ((mG.knownMask & Implicit) == Implicit)
        return;
    const Entry *boardEntry = entry(Tag::Board);
    const Remembered *lastBoard = inherited("Board", Tag::Board);
    const bool sameBoard = !boardEntry || boardEntry->synthetic
        || (lastBoard && trimmed(rememberedValue(*lastBoard)) == trimmed(boardEntry->value()));
    for (Tag tag :
        { Tag::Event, Tag::Site, Tag::Date, Tag::Scoring, Tag::Board, Tag::Dealer, Tag::Vulnerable, Tag::Deal }) {
        if (entry(tag))
            continue;
        const QByteArrayView name = nameOf(tag);
        const bool perBoard = tag == Tag::Dealer || tag == Tag::Vulnerable || tag == Tag::Deal;
        if (perBoard && !sameBoard) {
            addSynthetic(name, tag, QByteArrayView());
        } else if (const Remembered *r = inherited(name, tag)) {
            addSynthetic(name, tag, rememberedValue(*r));
        }
    }
}

void PbnReader::remember()
{
    // Values of known tags as written stay in a copy of their game's bytes: one copy per game
    // instead of one per tag. Only a value whose tag this game lacks is copied out of it first.
    for (quint32 missing = mInGameTags & ~mG.knownMask; missing; missing &= missing - 1) {
        const size_t t = size_t(std::countr_zero(missing));
        if (mLastKnown[t] < 0)
            continue;
        Remembered &r = mLastValues[size_t(mLastKnown[t])];
        if (r.inGame >= 0) {
            r.value.assign(mRememberedBase + r.inGame, size_t(r.size));
            r.inGame = -1;
        }
    }
    mInGameTags = 0;
    const char *game = mG.game.begin;
    // A mapped file stays mapped while reading: its bytes need no copy.
    if (mMapped) {
        mRememberedBase = game;
    } else {
        mRememberedGame.assign(game, size_t(mG.game.end - game));
        mRememberedBase = mRememberedGame.data();
    }
    for (size_t i = 0; i < mG.entryCount; ++i) {
        const Entry &e = mG.entries[i];
        if (e.tag == Tag::Note)
            continue;
        const QByteArrayView value = e.value();
        Remembered *r = lastValue(e.name, e.tag);
        if (!r) {
            if (mLastValues.size() >= MaxRememberedTags)
                continue;
            if (e.tag != Tag::Unknown)
                mLastKnown[size_t(e.tag)] = int(mLastValues.size());
            mLastValues.push_back({ std::string(e.name.data(), size_t(e.name.size())), {} });
            r = &mLastValues.back();
        }
        if (e.tag != Tag::Unknown && !e.useStorage) {
            r->inGame = value.data() - game;
            r->size = value.size();
            mInGameTags |= bit(e.tag);
        } else {
            r->value.assign(value.data(), size_t(value.size()));
            r->inGame = -1;
        }
    }
}

} // namespace Kibitz
