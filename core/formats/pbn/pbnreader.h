#pragma once

#include "formats/boardindex.h"
#include "formats/boardreader.h"
#include "pbntokenizer.h"

#include "model/call.h"
#include "model/card.h"
#include "model/commentary.h"
#include "model/contract.h"

#include <QByteArrayView>
#include <QFileDevice>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace Kibitz {

/**
 * Reads PBN 2.1 games one at a time (the import format, so everything the
 * export format allows too). Memory stays proportional to one game: the
 * tokenizer keeps only the current game's bytes, and inheritance keeps one
 * value per tag name.
 *
 * How PBN maps onto Board, where the standard leaves room (decided here):
 * - `"?"` and `""` mean unknown for every tag the model interprets.
 * - Explicit inheritance: `"#"` takes the tag's value from the nearest previous
 *   game that had it; `"##text"` makes `text` the value of this and every later
 *   game that omits the tag (PBN 2.1 section 4.8). A game whose tags all use
 *   `##` is a header, not a board.
 * - Implicit inheritance: a game omitting Event, Site, Date, Scoring or Board
 *   repeats the previous game's value; one omitting Deal, Dealer or Vulnerable
 *   repeats them only while it plays the same board (no Board tag, or the same
 *   number), since a new board number with the old deal would be wrong.
 *   Dealer and vulnerability missing altogether follow the board cycle.
 *   Player names are not inherited: the next game is usually another table.
 * - `{}` and `;` commentary goes to Board::commentary(), each block with its
 *   text as written and its place, from the tag or section it follows
 *   (docs/formats.md#commentary): before Deal the introduction, straight after
 *   Deal or Hidden the diagram's, after the auction section the auction's, in or
 *   after the play section the play's at the tricks before it, after any other
 *   tag the final one. Notes on cards (the model has none) become final
 *   comments "Note on SK: ..."; card annotations are dropped with a warning.
 * - A Board value that is no plain number is the board's label (no warning);
 *   dealer and vulnerability then come from their tags (else North, None).
 * - Hidden and BCFlags are Board::hidden() and Board::bcFlags(); a value the
 *   model cannot hold as written stays among the extra tags.
 * - A call with a note `=n=` is alerted and its explanation is the note's text.
 * - Description is the board's title; OptimumScore and ParContract become
 *   Board::par() as "score" or "score; contract".
 * - Double dummy: DoubleDummyTricks first, then OptimumResultTable rows, then
 *   Ability fill the cells still unknown.
 * - Tags the model does not know go to Board::extraTags() in file order. A tag
 *   with section data (a table) keeps its rows: the value, a newline, then the
 *   rows exactly as written, one per line. Scoring is kept there too (the
 *   writer puts it back among the mandatory tags).
 * - An error damages its game's board, with line and column: a malformed tag,
 *   comment or Deal, a call that is not legal where it stands. The board keeps
 *   what could be read (BoardReader::damage()) and reading goes on at the next
 *   game; only a game longer than 64 MB stops it. Everything else is a warning.
 */
class PbnReader : public BoardReader
{
public:
    /**
     * How games are read. A second thread splits and collects the games ahead of the one being
     * interpreted (a pipeline of a few games, see docs/bench-pbn.md); it is only used for a mapped
     * file (see PbnTokenizer), where the games' bytes stay valid. The boards, warnings and errors
     * are the same either way.
     */
    enum class Threading : quint8 {
        Automatic, ///< the pipeline for a mapped file of 1 MiB or more
        Single, ///< one thread
        Pipelined ///< the pipeline for any mapped file (tests)
    };

    explicit PbnReader(QIODevice *device, Threading threading = Threading::Automatic);
    ~PbnReader() override;

    bool readNext(Board *board) override;

    /** Tags the reader interprets; the rest are kept as extra tags. */
    enum class Tag : quint8 {
        Unknown,
        Event,
        Site,
        Date,
        Board,
        West,
        North,
        East,
        South,
        Dealer,
        Vulnerable,
        Deal,
        Scoring,
        Declarer,
        Contract,
        Result,
        Auction,
        Play,
        Note,
        DoubleDummyTricks,
        OptimumResultTable,
        Ability,
        OptimumScore,
        ParContract,
        Description,
        Hidden,
        BCFlags,
        Count
    };
    static Tag tagOf(QByteArrayView name);

    /**
     * What the games read so far hand on to the next ones (inheritance): the last value of each
     * tag, the `##` defaults and comments waiting for the next board. With resume(), a reader that
     * starts inside a file reads its boards exactly as one that started at the beginning.
     */
    struct Context
    {
        std::vector<std::pair<std::string, std::string>> lastValues;
        std::vector<std::pair<std::string, std::string>> defaults;
        QStringList pendingComments;
        QStringList pendingDirectives; ///< `%` lines of games that are no boards, for the next board
        char lineEnd = 0; ///< the file's line end ('\n' or '\r'), or 0 before the first game
    };
    /** The context after the board readNext() returned last. */
    Context context() const;
    /**
     * Before the first readNext(), on a device positioned where a game starts: reads on from
     * @p context, numbering the next board @p boardsRead (0-based) and the first line @p line.
     * A reader resumed inside a file reads on one thread (it is asked for a few boards).
     */
    void resume(const Context &context, qint64 boardsRead, int line);
    /** context() in a few bytes a value (IndexedBoardSource keeps one every few boards of a big file). */
    QByteArray resumeContext() const override;
    /** resume() from resumeContext() bytes, at a start of indexBoards(). */
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override;
    /**
     * Goes past the next board as readNext() would, taking only what its game hands on (no board,
     * no warnings): moving to a board far on, several times faster than reading the boards between.
     */
    bool skipNext() override;

    /**
     * Splits the games of @p device (a regular file) without interpreting them: counts the boards
     * and notes where every @p every-th one starts, leaving the contexts there to be found by
     * reading on (IndexedBoardSource). Several times faster than reading. Not valid when the
     * device cannot be mapped.
     */
    static BoardIndex indexBoards(QIODevice *device, qint64 every);

    /**
     * One part of a file read in parts at once, a reader a part on its own thread (kibitz-convert --info
     * and --validate, docs/formats.md#reading-a-pbn-file-in-parts): the games that begin in [begin, end),
     * the line at begin.
     */
    struct Part
    {
        qint64 begin = 0;
        qint64 end = 0;
        int line = 1;
        char lineEnd = '\n'; ///< the file's, for a part that starts inside it
    };
    /**
     * Cuts the regular file @p file (open for reading) into at most @p count parts of about the same size
     * and at least @p minBytes each. A part after the first begins at a line starting with `[` after an
     * empty line: where a game begins, unless a `{}` comment holds that empty line (partFits() tells).
     * One part (the whole file) when the file is too small, has no such place, or cannot be mapped.
     */
    static std::vector<Part> splitParts(QFileDevice *file, int count, qint64 minBytes);
    /**
     * Before the first readNext(), on a device positioned at @p part's begin: reads the boards of the
     * games that begin in @p part, then stops (readNext() returns false, hasError() false) before the first
     * game that begins at or after its end. A part after the first reads as if no game came before it,
     * noting what an earlier game would have handed on to its games (inheritance); its boards are
     * numbered from 1 (0-based), as though one board came before.
     */
    void readPart(const Part &part, bool first);
    /**
     * Where the games after the part begin once readNext() stopped at its end (readPart()): the next
     * part's begin, or further on when a `{}` comment holds an empty line there; offset -1 when the part
     * read to the end of the file.
     */
    Place partStop() const { return mStopped ? Place { mHeldBegin, mHeldLine } : Place {}; }
    /**
     * After readPart() of the first part: reads on past the part's end, to the end of the file, with the
     * pipeline's second thread (see Threading) when the file is mapped and @p pipelined.
     */
    void readPastPart(bool pipelined);
    /**
     * After this part and the parts before it (@p before, in file order, the first one first) were
     * read: whether this part's boards, warnings and damage are exactly what one reader from the start
     * of the file gives after the boards of @p before. False when anything the games of @p before hand
     * on would have changed them, when a part of @p before did not stop where the next one begins (a
     * `{}` comment holds an empty line there), or when this part ends in an error or inside a board.
     */
    bool partFits(const std::vector<const PbnReader *> &before) const;
    /**
     * While this part (after the first) is read on another thread: whether it already asked for a tag that
     * @p first, the first part's reader (on the calling thread), gives, or @p first holds a `##` default;
     * then partFits() will be false.
     */
    bool partCannotFit(const PbnReader &first) const;
    /** The boards read in the part (see readPart()). */
    qint64 partBoards() const { return mBoardsRead - mPartFirstBoard; }
    /**
     * What a reader from the start of the file holds after the parts @p parts (in file order, each but
     * the first fitting the ones before it): resume() from it at the last one's partStop() reads on as
     * that reader would.
     */
    static Context contextAfter(const std::vector<const PbnReader *> &parts);

private:
    static constexpr quint32 bit(Tag tag) { return quint32(1) << int(tag); }
    static_assert(int(Tag::Count) <= 32, "a tag's bit() in a quint32");

    struct Word
    {
        QByteArrayView text;
        const char *pos = nullptr;
        const char *lineStart = nullptr;
        int line = 0;
        int owner = -1; ///< index of the entry whose section holds the word
    };
    struct EntryFields
    {
        QByteArrayView name;
        QByteArrayView raw; ///< value as written
        bool useStorage = false; ///< the value is storage
        bool escaped = false; ///< raw holds a backslash
        bool header = false; ///< written as ##text
        bool synthetic = false;
        Tag tag = Tag::Unknown;
        int line = 0;
        const char *lineStart = nullptr;
        const char *valuePos = nullptr;
        int section = -1; ///< Note: the Auction or Play entry it belongs to
        const char *rawBegin = nullptr; ///< section data of other tags, as written
        const char *rawEnd = nullptr;
        bool hasWords = false;
        size_t firstWord = 0; ///< its words lie in words[firstWord, endWord), among others' after a Note
        size_t endWord = 0;
    };
    struct Entry : EntryFields
    {
        QByteArrayView value() const
        {
            return useStorage ? QByteArrayView(storage.data(), qsizetype(storage.size())) : raw;
        }
        std::string storage; ///< resolved value when it differs from raw
    };
    struct Remembered
    {
        std::string name;
        std::string value;
        qsizetype inGame = -1; ///< offset of the value in the last game (mRememberedBase), or -1: it is in value
        qsizetype size = 0;
    };
    struct CachedText
    {
        std::string bytes;
        QString text;
        bool valid = false;
    };

    /** One game as collect() leaves it: its tags, words and comments, not interpreted yet. */
    struct GameData
    {
        Entry &newEntry()
        {
            if (entryCount == entries.size())
                entries.emplace_back();
            Entry &e = entries[entryCount++];
            static_cast<EntryFields &>(e) = EntryFields();
            return e;
        }
        void setKnown(Tag tag, int index)
        {
            known[size_t(tag)] = index;
            knownMask |= bit(tag);
        }
        /**
         * Makes this game @p other's, which keeps this game's lists (their memory) and is collected
         * again before it is read: std::swap() would move every member three times, for every game.
         */
        void takeFrom(GameData &other) noexcept;

        std::vector<Entry> entries;
        size_t entryCount = 0;
        std::array<int, size_t(Tag::Count)> known {};
        quint32 knownMask = 0; ///< bit(tag) for each tag with known[tag] >= 0
        std::vector<Word> words;
        QList<Commentary> comments;
        std::vector<const char *> commentAt; ///< where each of comments begins in the game
        // The Play section while it is one run of plain cards: the cards only, no words (see
        // readSectionWords(); expandPlay() reads the run again as words when they are needed).
        int compactPlay = -1; ///< the Play entry, or -1
        PbnTokenizer::Position compactStart;
        std::array<quint8, 52> compactCards {};
        int compactCount = 0;
        PbnTokenizer::GameView game;
        struct Warning
        {
            int line = 0;
            int column = 0;
            QString message;
        };
        std::vector<Warning> warnings; ///< collect()'s, given out when the game is interpreted
        std::vector<QByteArrayView> directives; ///< the game's `%` lines (PbnTokenizer::directives())
        size_t leadingDirectives = 0; ///< how many of them come before the game's first tag
        bool cutShort = false; ///< the game ends the input without a line end: the file may be cut inside it
        bool collected = false; ///< false: only split; collect() is still to run (a very long game)
        bool ok = true; ///< collect() met no error; else error
        bool end = false; ///< no game: the input ends here (on error, when it is set)
        FormatError error;
    };
    struct Collector;
    class Pipeline;

    bool nextCollected();
    // After the last game: false, or the failure of the error that ended the file.
    bool noMoreGames();
    bool parseGame(Board *board, bool *isBoard);
    void takeDirectives(Board *board);
    /** Keeps a lesson's game as written (Board::pbnSource()) when it stands on its own. */
    void keepSource(Board *board, bool commentsWaited);
    /** Says the file ends inside the current game (see readNext()). */
    void reportCut();
    void resolveInheritance();
    /** The last value of a tag to inherit, or null; in a part read after others, notes the question (readPart()). */
    const Remembered *inherited(QByteArrayView name, Tag tag);
    void remember();
    bool interpret(Board *board);
    // interpret()'s steps, in order.
    bool readNumberAndSeats(Board *board);
    bool readDeal(Board *board);
    void readTexts(Board *board);
    std::optional<Contract> readStatedContract(std::optional<Seat> *declarer);
    void settleContract(Board *board, std::optional<Contract> stated, std::optional<Seat> declarer);
    void readResult(Board *board);
    void settlePlayResult(Board *board, bool fullDeal);
    void readParAndLesson(Board *board);
    void readExtraTags(Board *board);
    void takeComments(Board *board);

    struct AuctionBuilder;
    bool readAuction(Board *board, bool dealerGiven);
    // One word of the auction that is no plain call; false on an error, and *stop at "*".
    bool readAuctionWord(Board *board, AuctionBuilder &b, size_t &wi, bool *stop);
    bool addAuctionCall(
        Board *board, AuctionBuilder &b, const Word &w, Call call, Annotation annotation = Annotation::None);
    void finishAuction(Board *board, AuctionBuilder &b, bool dealerGiven);

    struct PlayWords;
    bool readPlay(Board *board);
    bool collectPlayWords(const Entry &p, int index, PlayWords &words);
    bool placeTricks(Board *board, PlayWords &words, Seat leader0, Seat column0, Strain trump);
    void notePlay(const Entry &p, int index, const PlayWords &words);
    bool readPlayFast(Board *board, int index, Seat leader0, Seat column0, Strain trump);
    void expandPlay();
    void readDoubleDummy(Board *board);
    QString noteText(int section, int number) const;

    Entry *entry(Tag tag) { return mG.known[size_t(tag)] >= 0 ? &mG.entries[size_t(mG.known[size_t(tag)])] : nullptr; }
    Remembered *lastValue(QByteArrayView name, Tag tag)
    {
        if (tag != Tag::Unknown && tag != Tag::Note) {
            const int known = mLastKnown[size_t(tag)];
            return known >= 0 ? &mLastValues[size_t(known)] : nullptr;
        }
        return lastValueByName(name);
    }
    Remembered *lastValueByName(QByteArrayView name);
    QByteArrayView rememberedValue(const Remembered &r) const
    {
        return r.inGame >= 0 ? QByteArrayView(mRememberedBase + r.inGame, r.size) : QByteArrayView(r.value);
    }
    const QString &cached(CachedText &cache, QByteArrayView bytes);

    /** Records the current game's error (its board is kept, damaged) and returns false. */
    bool failAt(int line, const char *lineStart, const char *pos, const QString &message);
    bool failAt(const Word &w, const QString &message) { return failAt(w.line, w.lineStart, w.pos, message); }
    bool failAt(const Entry &e, const QString &message, int offset = 0);
    void warnAt(int line, const char *lineStart, const char *pos, const QString &message);
    void warnAt(const Word &w, const QString &message) { warnAt(w.line, w.lineStart, w.pos, message); }
    void warnAt(const Entry &e, const QString &message);

    PbnTokenizer mTokenizer; ///< splits (and collects) games; the pipeline's thread's while it runs
    Threading mThreading;
    bool mStarted = false;
    bool mMapped = false;
    bool mEnded = false; ///< the input ended (on mEndError, when set)
    FormatError mEndError;
    char mEol = '\n';
    PbnTokenizer mView { nullptr }; ///< with the pipeline: tokenizes the current game again when needed
    GameData mG; ///< the current game
    QStringList mPendingComments;
    QStringList mPendingDirectives; ///< `%` lines of games that are no boards, for the next board
    std::vector<Remembered> mLastValues;
    size_t mLastHint = 0;
    std::array<int, size_t(Tag::Count)> mLastKnown; ///< index in mLastValues of a known tag, or -1
    quint32 mInGameTags = 0; ///< bit() of the known tags whose remembered value is in the last game
    std::vector<Remembered> mDefaults;
    std::string mRememberedGame; ///< a copy of the last game's bytes, when the input is not mapped
    const char *mRememberedBase = nullptr; ///< the last game's bytes, which remembered values point into
    std::array<CachedText, 8> mCache;
    struct Slot
    {
        int card; ///< -1 = unknown ("-")
        size_t word;
    };
    std::vector<Slot> mPlaced;
    QList<Card> mCards;
    QList<Call> mCalls;
    bool mTextsSet = false; ///< interpret() has set the board's texts (see readNext())
    std::optional<Contract> mAuctionContract; ///< what Auction::contract() gives, found while reading
    FormatError mDamage; ///< the current game's first error: its board is returned damaged
    int mPlayNorthSouthTricks = -1; ///< readPlayFast(): North-South's tricks of a complete play, else -1
    bool mAuctionOpen = false; ///< readAuction(): the auction stops before its end without "*"
    bool mPlayOpen = false; ///< readPlay(): the play stops before the last trick without "*" or "+"
    // readPart(): where the part stops; of a part after the first, what inheritance asked for and did
    // not find in the part.
    qint64 mStopAt = -1; ///< a game beginning at or after this offset is held for readPastPart()
    bool mHeld = false; ///< mG is such a game, collected but not read
    bool mStopped = false; ///< readNext() met the part's end (mHeldBegin, mHeldLine)
    qint64 mHeldBegin = -1;
    int mHeldLine = 0;
    bool mInPart = false; ///< a part after the first
    qint64 mPartFirstBoard = 0;
    Part mPart;
    quint32 mUnfoundTags = 0; ///< bit() of known tags
    std::atomic<quint32> mUnfoundShared { 0 }; ///< mUnfoundTags, for partCannotFit() on another thread
    std::vector<std::string> mUnfoundNames; ///< other tags
    bool mCutReported = false;
    std::unique_ptr<Pipeline> mPipeline; ///< last: stopped before anything it uses goes
};

} // namespace Kibitz
