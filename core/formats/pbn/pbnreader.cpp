#include "pbnreader.h"

#include "model/card.h"
#include "model/contract.h"
#include "model/vulnerability.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <bit>
#include <cstring>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::PbnFormat)
};

// Never remember more tag names than this for "#" (a hostile file could invent millions).
constexpr size_t MaxRememberedTags = 512;

// A smaller mapped file is read on one thread: starting a second costs more than it saves.
constexpr qint64 PipelineMinBytes = qint64(1) << 20;

struct TagName
{
    QByteArrayView name;
    PbnReader::Tag tag;
};

constexpr TagName TagNames[] = {
    {"Event", PbnReader::Tag::Event},
    {"Site", PbnReader::Tag::Site},
    {"Date", PbnReader::Tag::Date},
    {"Board", PbnReader::Tag::Board},
    {"West", PbnReader::Tag::West},
    {"North", PbnReader::Tag::North},
    {"East", PbnReader::Tag::East},
    {"South", PbnReader::Tag::South},
    {"Dealer", PbnReader::Tag::Dealer},
    {"Vulnerable", PbnReader::Tag::Vulnerable},
    {"Deal", PbnReader::Tag::Deal},
    {"Scoring", PbnReader::Tag::Scoring},
    {"Declarer", PbnReader::Tag::Declarer},
    {"Contract", PbnReader::Tag::Contract},
    {"Result", PbnReader::Tag::Result},
    {"Auction", PbnReader::Tag::Auction},
    {"Play", PbnReader::Tag::Play},
    {"Note", PbnReader::Tag::Note},
    {"DoubleDummyTricks", PbnReader::Tag::DoubleDummyTricks},
    {"OptimumResultTable", PbnReader::Tag::OptimumResultTable},
    {"Ability", PbnReader::Tag::Ability},
    {"OptimumScore", PbnReader::Tag::OptimumScore},
    {"ParContract", PbnReader::Tag::ParContract},
    {"Description", PbnReader::Tag::Description},
};

QByteArrayView nameOf(PbnReader::Tag tag)
{
    for (const TagName &t : TagNames) {
        if (t.tag == tag)
            return t.name;
    }
    return {};
}

constexpr bool isSpace(char c)
{
    // ' ', '\t', '\n', '\v', '\f' and '\r' as bits of one mask: no chain of compares.
    constexpr quint64 Spaces = (quint64(1) << ' ') | (quint64(1) << '\t') | (quint64(1) << '\n') | (quint64(1) << '\v')
        | (quint64(1) << '\f') | (quint64(1) << '\r');
    return uchar(c) <= ' ' && (Spaces >> uchar(c)) & 1;
}

QByteArrayView trimmed(QByteArrayView v)
{
    while (!v.isEmpty() && isSpace(v.front()))
        v = v.sliced(1);
    while (!v.isEmpty() && isSpace(v.back()))
        v.chop(1);
    return v;
}

bool isUnknown(QByteArrayView v)
{
    // Most values are known and start and end with a non-blank that is not '?'.
    if (v.size() > 1 && !isSpace(v.front()) && !isSpace(v.back()))
        return false;
    v = trimmed(v);
    return v.isEmpty() || (v.size() == 1 && v[0] == '?');
}

constexpr char upper(char c)
{
    return (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
}

bool equalsNoCase(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (upper(a[i]) != upper(b[i]))
            return false;
    }
    return true;
}

std::optional<Seat> seatOfLetter(char c)
{
    switch (upper(c)) {
    case 'N': return Seat::North;
    case 'E': return Seat::East;
    case 'S': return Seat::South;
    case 'W': return Seat::West;
    }
    return std::nullopt;
}

std::optional<Seat> parseSeat(QByteArrayView v)
{
    v = trimmed(v);
    if (v.size() == 1)
        return seatOfLetter(v[0]);
    static constexpr std::pair<QByteArrayView, Seat> Names[] = {
        {"North", Seat::North}, {"East", Seat::East}, {"South", Seat::South}, {"West", Seat::West}};
    for (const auto &[name, seat] : Names) {
        if (equalsNoCase(v, name))
            return seat;
    }
    return std::nullopt;
}

bool parseInt(QByteArrayView v, int *out)
{
    v = trimmed(v);
    if (v.isEmpty() || v.size() > 9)
        return false;
    int n = 0;
    for (char c : v) {
        if (c < '0' || c > '9')
            return false;
        n = n * 10 + (c - '0');
    }
    *out = n;
    return true;
}

// Rank (0 = two .. 12 = ace) and suit (0 = clubs .. 3 = spades) of a letter, either case; -1 if none.
constexpr std::array<qint8, 256> RankOf = [] {
    std::array<qint8, 256> t{};
    t.fill(-1);
    for (int r = 0; r < 8; ++r)
        t[size_t('2' + r)] = qint8(r);
    for (const auto &[c, r] : {std::pair{'T', 8}, {'J', 9}, {'Q', 10}, {'K', 11}, {'A', 12}}) {
        t[uchar(c)] = qint8(r);
        t[uchar(c - 'A' + 'a')] = qint8(r);
    }
    return t;
}();
constexpr std::array<qint8, 256> SuitOf = [] {
    std::array<qint8, 256> t{};
    t.fill(-1);
    for (const auto &[c, s] : {std::pair{'C', 0}, {'D', 1}, {'H', 2}, {'S', 3}}) {
        t[uchar(c)] = qint8(s);
        t[uchar(c - 'A' + 'a')] = qint8(s);
    }
    return t;
}();

inline int suitIndex(char c)
{
    return SuitOf[uchar(c)];
}

/** std::popcount without a library call (the build does not assume the POPCNT instruction). */
constexpr int cardCount(quint64 x)
{
    x -= (x >> 1) & 0x5555555555555555;
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0f;
    return int((x * 0x0101010101010101) >> 56);
}

// A byte of a hand in a deal: the bit of its rank (bit 0 = two), DealDot, or from DealStop on a
// space or anything else.
constexpr quint16 DealDot = 0x2000;
constexpr quint16 DealStop = 0x4000;
constexpr std::array<quint16, 256> DealBits = [] {
    std::array<quint16, 256> t{};
    for (size_t c = 0; c < 256; ++c)
        t[c] = RankOf[c] >= 0 ? quint16(1u << RankOf[c]) : DealStop;
    t['.'] = DealDot;
    return t;
}();

/** The strict PBN spelling of a deal ("N:AKQ.T98.765.432 - ..."); anything else goes to Deal::parse. */
bool parseDealFast(QByteArrayView v, Deal *deal)
{
    qsizetype i = 0;
    const qsizetype n = v.size();
    while (i < n && v[i] == ' ')
        ++i;
    Seat first = Seat::North;
    if (i + 1 < n && v[i + 1] == ':') {
        const auto seat = seatOfLetter(v[i]);
        if (!seat)
            return false;
        first = *seat;
        i += 2;
    }
    for (int h = 0; h < 4; ++h) {
        while (i < n && v[i] == ' ')
            ++i;
        if (i >= n)
            return false;
        const Seat seat = advance(first, h);
        if (v[i] == '-' && (i + 1 == n || v[i + 1] == ' ')) {
            deal->setHandKnown(seat, false);
            ++i;
            continue;
        }
        // Without a branch per card or dot (the suit lengths make them unpredictable): the suits
        // come spades first, so a dot moves the cards so far up by one suit.
        quint64 bits = 0;
        quint64 twice = 0;
        int dots = 0;
        for (; i < n; ++i) {
            const unsigned k = DealBits[uchar(v[i])];
            if (k >= DealStop)
                break;
            const bool dot = k == DealDot;
            bits = dot ? bits << 13 : bits;
            dots += dot;
            const quint64 rank = k & 0x1fff;
            twice |= bits & rank;
            bits |= rank;
        }
        if ((i < n && v[i] != ' ') || dots != 3 || twice)
            return false;
        deal->setHand(seat, Hand(bits));
    }
    while (i < n && v[i] == ' ')
        ++i;
    return i == n;
}

std::optional<Strain> strainOf(QByteArrayView v)
{
    if (v.size() == 1) {
        if (upper(v[0]) == 'N')
            return Strain::NoTrump;
        const int s = suitIndex(v[0]);
        return s < 0 ? std::nullopt : std::optional<Strain>(static_cast<Strain>(s));
    }
    if (v.size() == 2 && upper(v[0]) == 'N' && upper(v[1]) == 'T')
        return Strain::NoTrump;
    return std::nullopt;
}

std::optional<Call> parseCallFast(QByteArrayView v)
{
    if (v.isEmpty())
        return std::nullopt;
    const char c = v[0];
    if (c >= '1' && c <= '7') {
        const auto strain = strainOf(v.sliced(1));
        if (!strain)
            return std::nullopt;
        return Call::bid(c - '0', *strain);
    }
    if (equalsNoCase(v, "Pass") || equalsNoCase(v, "P"))
        return Call::pass();
    if (equalsNoCase(v, "X"))
        return Call::dbl();
    if (equalsNoCase(v, "XX"))
        return Call::redbl();
    return std::nullopt;
}

/** What Contract::parse() gives for a plain ASCII contract ("3NT", "4hx"), without a QString; else nothing. */
std::optional<Contract> parseContractFast(QByteArrayView v)
{
    if (v.size() < 2 || v[0] < '1' || v[0] > '7')
        return std::nullopt;
    Contract c;
    c.level = v[0] - '0';
    qsizetype length = 1;
    if (upper(v[1]) == 'N') {
        c.strain = Strain::NoTrump;
        if (v.size() > 2 && upper(v[2]) == 'T')
            length = 2;
    } else if (const int suit = suitIndex(v[1]); suit >= 0) {
        c.strain = static_cast<Strain>(suit);
    } else {
        return std::nullopt;
    }
    const QByteArrayView rest = v.sliced(1 + length);
    if (rest.isEmpty())
        c.doubling = Doubling::Undoubled;
    else if (equalsNoCase(rest, "X"))
        c.doubling = Doubling::Doubled;
    else if (equalsNoCase(rest, "XX"))
        c.doubling = Doubling::Redoubled;
    else
        return std::nullopt;
    return c;
}

/** The card index of a strict two-letter card ("SA", "h7"), or -1. */
inline int cardIndexFast(QByteArrayView v)
{
    if (v.size() != 2)
        return -1;
    const int s = SuitOf[uchar(v[0])];
    const int r = RankOf[uchar(v[1])];
    return (s | r) < 0 ? -1 : s * 13 + r;
}

constexpr std::array<quint8, 52> CardSuit = [] {
    std::array<quint8, 52> t{};
    for (int i = 0; i < 52; ++i)
        t[size_t(i)] = quint8(i / 13);
    return t;
}();

/** Which of the four cards (card indexes, in playing order) wins the trick. */
inline int trickWinner(const std::array<int, 4> &trick, Strain trump)
{
    const int led = trick[0] / 13;
    int best = 0;
    for (int i = 1; i < 4; ++i) {
        const int s = trick[size_t(i)] / 13;
        const int bs = trick[size_t(best)] / 13;
        const bool trumps = trump != Strain::NoTrump && s == int(trump);
        const bool bestTrumps = trump != Strain::NoTrump && bs == int(trump);
        if ((trumps && !bestTrumps) || (s == bs && trick[size_t(i)] > trick[size_t(best)] && (s == led || trumps)))
            best = i;
    }
    return best;
}

bool isAnnotationChar(char c)
{
    return c == '!' || c == '?';
}

/** Removes a suffix annotation (! ? !! ?? !? ?!) from @p token and returns it. */
Annotation takeSuffix(QByteArrayView *token)
{
    qsizetype n = 0;
    while (n < 2 && n < token->size() - 1 && isAnnotationChar((*token)[token->size() - 1 - n]))
        ++n;
    if (n == 0)
        return Annotation::None;
    const QByteArrayView suffix = token->sliced(token->size() - n);
    token->chop(n);
    return annotationFromText(QString::fromLatin1(suffix)).value_or(Annotation::None);
}

std::optional<Annotation> annotationOnly(QByteArrayView v)
{
    if (v.isEmpty() || v.size() > 2)
        return std::nullopt;
    for (char c : v) {
        if (!isAnnotationChar(c))
            return std::nullopt;
    }
    return annotationFromText(QString::fromLatin1(v));
}

/** Splits @p v at @p separator (Qt 6.4's QByteArrayView has no split()). */
std::vector<QByteArrayView> split(QByteArrayView v, char separator)
{
    std::vector<QByteArrayView> parts;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= v.size(); ++i) {
        if (i == v.size() || v[i] == separator) {
            parts.push_back(v.sliced(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

/** "=3=" -> 3. */
int noteReference(QByteArrayView v)
{
    int n = 0;
    if (v.size() >= 3 && v.front() == '=' && v.back() == '=' && parseInt(v.sliced(1, v.size() - 2), &n))
        return n;
    return -1;
}

/** "$1" .. "$6" -> the annotation (PGN's numeric annotation glyphs, which PBN 3.7 takes over). */
std::optional<Annotation> nagAnnotation(QByteArrayView v)
{
    int n = 0;
    if (v.size() >= 2 && v[0] == '$' && parseInt(v.sliced(1), &n) && n >= 1 && n <= 6)
        return static_cast<Annotation>(n);
    return std::nullopt;
}

QString normalizedText(QByteArrayView bytes)
{
    QString text = PbnTokenizer::decode(bytes);
    if (text.contains(QLatin1Char('\r'))) {
        text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    }
    return text;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

// Splits games and collects their tags and words (everything that does not depend on the games
// before), for the reader or for the pipeline's thread, on a tokenizer and a game of either.
struct PbnReader::Collector
{
    PbnTokenizer &mTokenizer;
    GameData &mG;

    void collect();
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
        mG.words.push_back({text, begin, lineStart, line, owner});
        e.endWord = mG.words.size();
    }
    // Kept with the game: the reader gives them out in file order (see parseGame()).
    void warnAt(int line, const char *lineStart, const char *pos, const QString &message)
    {
        mG.warnings.push_back({line, PbnTokenizer::column(lineStart, pos), message});
    }
};

// A second thread splits and collects the games after the current one into a ring of a few games,
// which the reader interprets in file order. Only for a mapped file: a game's bytes stay where they
// are until the reader is gone (a streamed game's bytes go at the next game).
//
// The ring is a single-producer single-consumer queue on two counters (games published, games
// released); each side reads the other's counter only when its own view of the ring runs out, and
// sleeps only when the other side is far behind (half a ring), so that hand-overs stay rare.
class PbnReader::Pipeline
{
public:
    explicit Pipeline(PbnTokenizer &tokenizer)
        : mTokenizer(tokenizer)
        , mSlots(SlotCount)
        , mSlotBytes(SlotCount, 0)
    {
        mThread = std::thread([this] { run(); });
    }
    ~Pipeline()
    {
        {
            const std::lock_guard lock(mMutex);
            mStop.store(true);
        }
        mCanProduce.notify_one();
        mThread.join();
    }
    Pipeline(const Pipeline &) = delete;
    Pipeline &operator=(const Pipeline &) = delete;

    /** The next game (or the end), waiting for it. Stays in the ring until pop(). */
    GameData &front()
    {
        if (mConsumed == mSeenPublished) {
            mSeenPublished = mPublished.load(std::memory_order_acquire);
            if (mConsumed == mSeenPublished) {
                std::unique_lock lock(mMutex);
                mConsumerSleeping.store(true);
                mCanConsume.wait(lock, [this] {
                    const size_t published = mPublished.load();
                    return published - mConsumed >= WakeBatch || (published > mConsumed && mProducerIdle.load());
                });
                mConsumerSleeping.store(false);
                mSeenPublished = mPublished.load(std::memory_order_acquire);
            }
        }
        if (mConsumed + Ahead < mSeenPublished)
            prefetch(mSlots[(mConsumed + Ahead) % SlotCount], false);
        return mSlots[mConsumed % SlotCount];
    }
    /** Gives the game front() returned back to the ring. */
    void pop()
    {
        mReleasedBytesTotal += mSlotBytes[mConsumed % SlotCount];
        ++mConsumed;
        mReleasedBytes.store(mReleasedBytesTotal, std::memory_order_relaxed);
        // Sequentially consistent, as the load after it: the producer sets mProducerSleeping and
        // then reads mReleased, so one of the two sides sees the other (no lost wake-up).
        mReleased.store(mConsumed);
        if (mProducerSleeping.load() && canProduceAgain()) {
            const std::lock_guard lock(mMutex);
            mCanProduce.notify_one();
        }
    }

private:
    // At most this many games, and (but for one longer game) this many of the file's bytes.
    // (Measured on the benchmark file: 8-32 games are much slower, as the threads sleep and wake
    // far more often; 256-1024 are no faster than 128.)
    static constexpr size_t SlotCount = 128;
    static constexpr size_t MaxBytes = size_t(1) << 20;
    static constexpr size_t WakeBatch = SlotCount / 2;
    static constexpr size_t Ahead = 4; ///< games between a prefetch and the game's use
    // A longer game is only split here and collected by the reader: then the ring never holds the
    // words of a long game besides the reader's.
    static constexpr size_t LongGame = size_t(256) << 10;

    // A game's tags and words were written on the other thread's core: fetched a game ahead of
    // their use, the transfers overlap with the work on the game before.
    static void prefetch(const GameData &g, bool forWriting)
    {
        const auto lines = [forWriting](const void *data, size_t bytes) {
            const char *p = static_cast<const char *>(data);
            for (size_t i = 0; i < bytes; i += 64) {
                if (forWriting)
                    __builtin_prefetch(p + i, 1);
                else
                    __builtin_prefetch(p + i, 0);
            }
        };
        lines(g.entries.data(), std::min<size_t>(forWriting ? g.entries.size() : g.entryCount, 32) * sizeof(Entry));
        lines(g.words.data(), std::min<size_t>(g.words.size(), 128) * sizeof(Word));
        if (!forWriting && g.game.begin)
            lines(g.game.begin, std::min<size_t>(size_t(g.game.end - g.game.begin), 4096));
    }

    bool canProduceAgain() const
    {
        return mPublished.load() - mReleased.load() <= SlotCount / 2
            && mPublishedBytes.load() - mReleasedBytes.load() <= MaxBytes / 2;
    }
    void wakeConsumer()
    {
        if (mConsumerSleeping.load()) {
            const std::lock_guard lock(mMutex);
            mCanConsume.notify_one();
        }
    }

    void run()
    {
        size_t published = 0;
        size_t publishedBytes = 0;
        size_t released = 0;
        size_t releasedBytes = 0;
        for (;;) {
            if (published - released >= SlotCount || publishedBytes - releasedBytes >= MaxBytes) {
                released = mReleased.load(std::memory_order_acquire);
                releasedBytes = mReleasedBytes.load(std::memory_order_relaxed);
                if (published - released >= SlotCount || publishedBytes - releasedBytes >= MaxBytes) {
                    std::unique_lock lock(mMutex);
                    mProducerSleeping.store(true);
                    mProducerIdle.store(true);
                    mCanConsume.notify_one();
                    mCanProduce.wait(lock, [this] { return mStop.load() || canProduceAgain(); });
                    mProducerIdle.store(false);
                    mProducerSleeping.store(false);
                    released = mReleased.load(std::memory_order_acquire);
                    releasedBytes = mReleasedBytes.load(std::memory_order_relaxed);
                }
            }
            if (mStop.load(std::memory_order_relaxed))
                return;
            const size_t slot = published % SlotCount;
            GameData &g = mSlots[slot];
            if (published + Ahead - released < SlotCount)
                prefetch(mSlots[(slot + Ahead) % SlotCount], true);
            // What a long game left behind in this slot goes, so the ring stays small.
            if (g.words.capacity() > 16384)
                std::vector<Word>().swap(g.words);
            if (g.entries.capacity() > 1024)
                std::vector<Entry>().swap(g.entries);
            size_t bytes = 0;
            const bool end = !mTokenizer.nextGame();
            if (end) {
                g.end = true;
                g.error = mTokenizer.error();
            } else {
                const PbnTokenizer::GameView game = mTokenizer.game();
                bytes = size_t(game.end - game.begin);
                if (bytes > LongGame) {
                    g.game = game;
                    g.collected = false;
                    g.end = false;
                    g.ok = true;
                    g.warnings.clear();
                } else {
                    Collector{mTokenizer, g}.collect();
                }
            }
            mSlotBytes[slot] = bytes;
            ++published;
            publishedBytes += bytes;
            mPublishedBytes.store(publishedBytes, std::memory_order_relaxed);
            mPublished.store(published, std::memory_order_seq_cst);
            if (end) {
                const std::lock_guard lock(mMutex);
                mProducerIdle.store(true);
                mCanConsume.notify_one();
                return;
            }
            if (published - released >= WakeBatch)
                wakeConsumer();
        }
    }

    PbnTokenizer &mTokenizer;
    std::vector<GameData> mSlots;
    std::vector<size_t> mSlotBytes;
    std::thread mThread;
    std::mutex mMutex;
    std::condition_variable mCanProduce;
    std::condition_variable mCanConsume;
    std::atomic<bool> mStop{false};
    std::atomic<bool> mProducerSleeping{false};
    std::atomic<bool> mProducerIdle{false}; ///< sleeping or done: the consumer waits for no batch
    std::atomic<bool> mConsumerSleeping{false};
    // Written by the producer, read by the consumer.
    alignas(64) std::atomic<size_t> mPublished{0};
    std::atomic<size_t> mPublishedBytes{0};
    // Written by the consumer, read by the producer.
    alignas(64) std::atomic<size_t> mReleased{0};
    std::atomic<size_t> mReleasedBytes{0};
    // The consumer's own.
    alignas(64) size_t mConsumed = 0;
    size_t mSeenPublished = 0;
    size_t mReleasedBytesTotal = 0;
};

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
        case 'S': return is("Site") ? Tag::Site : Tag::Unknown;
        case 'D':
            if (is("Date"))
                return Tag::Date;
            return is("Deal") ? Tag::Deal : Tag::Unknown;
        case 'W': return is("West") ? Tag::West : Tag::Unknown;
        case 'E': return is("East") ? Tag::East : Tag::Unknown;
        case 'P': return is("Play") ? Tag::Play : Tag::Unknown;
        case 'N': return is("Note") ? Tag::Note : Tag::Unknown;
        }
        return Tag::Unknown;
    case 5:
        switch (name[0]) {
        case 'E': return is("Event") ? Tag::Event : Tag::Unknown;
        case 'B': return is("Board") ? Tag::Board : Tag::Unknown;
        case 'N': return is("North") ? Tag::North : Tag::Unknown;
        case 'S': return is("South") ? Tag::South : Tag::Unknown;
        }
        return Tag::Unknown;
    case 6:
        if (is("Dealer"))
            return Tag::Dealer;
        return is("Result") ? Tag::Result : Tag::Unknown;
    case 7:
        switch (name[0]) {
        case 'S': return is("Scoring") ? Tag::Scoring : Tag::Unknown;
        case 'A':
            if (is("Auction"))
                return Tag::Auction;
            return is("Ability") ? Tag::Ability : Tag::Unknown;
        }
        return Tag::Unknown;
    case 8:
        if (is("Declarer"))
            return Tag::Declarer;
        return is("Contract") ? Tag::Contract : Tag::Unknown;
    case 10: return is("Vulnerable") ? Tag::Vulnerable : Tag::Unknown;
    case 11:
        if (is("ParContract"))
            return Tag::ParContract;
        return is("Description") ? Tag::Description : Tag::Unknown;
    case 12: return is("OptimumScore") ? Tag::OptimumScore : Tag::Unknown;
    case 17: return is("DoubleDummyTricks") ? Tag::DoubleDummyTricks : Tag::Unknown;
    case 18: return is("OptimumResultTable") ? Tag::OptimumResultTable : Tag::Unknown;
    }
    return Tag::Unknown;
}

bool PbnReader::failAt(int line, const char *lineStart, const char *pos, const QString &message)
{
    return fail(FormatError::malformedAtLine(line, PbnTokenizer::column(lineStart, pos), message, mBoardsRead));
}

bool PbnReader::failAt(const Entry &e, const QString &message, int offset)
{
    const char *pos = e.valuePos ? e.valuePos + (e.useStorage ? 0 : offset) : e.lineStart;
    return failAt(e.line, e.lineStart, pos, message);
}

void PbnReader::warnAt(int line, const char *lineStart, const char *pos, const QString &message)
{
    warn(mBoardsRead, Tr::tr("line %1, column %2: %3").arg(line).arg(PbnTokenizer::column(lineStart, pos)).arg(message));
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
        Collector{mTokenizer, mG}.collect();
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
    std::swap(mG, front);
    mPipeline->pop();
    if (!mG.collected) {
        mView.viewGame(mG.game, mEol);
        Collector{mView, mG}.collect();
        if (!mG.ok) {
            mEnded = true;
            mEndError = mG.error;
        }
    }
    return true;
}

bool PbnReader::readNext(Board *board)
{
    for (;;) {
        if (!nextCollected()) {
            if (mEndError.isError()) {
                FormatError e = mEndError;
                e.record = mBoardsRead;
                return fail(e);
            }
            return false;
        }
        // As `*board = Board()`, but the texts are left for interpret() to share again (or cleared
        // below): the atomic reference counts of resetting and setting them cost several per cent.
        // The lists of calls and cards handed to the board last time come back, to be filled again
        // without allocating (the board's become empty, as in Board()).
        board->swapPlayedCards(mCards);
        mCalls.swap(board->auction().calls());
        board->resetButTexts();
        mTextsSet = false;
        bool isBoard = false;
        const bool parsed = parseGame(board, &isBoard);
        if (!mTextsSet)
            board->shareTexts(nullptr, nullptr, nullptr, {});
        if (!parsed)
            return false;
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
    if (!mG.ok) {
        FormatError e = mG.error;
        e.record = mBoardsRead;
        return fail(e);
    }
    bool real = false;
    for (size_t i = 0; i < mG.entryCount; ++i) {
        const QByteArrayView v = mG.entries[i].raw;
        if (!(v.size() >= 2 && v[0] == '#' && v[1] == '#'))
            real = true;
    }
    resolveInheritance();
    remember();
    if (!real) {
        // A header of ## tags, or commentary between games: its comments go to the next board.
        mPendingComments += mG.comments;
        *isBoard = false;
        return true;
    }
    *isBoard = true;
    return interpret(board);
}

void PbnReader::Collector::collect()
{
    mG.game = mTokenizer.game();
    mG.collected = true;
    mG.end = false;
    mG.warnings.clear();
    mG.entryCount = 0;
    mG.known.fill(-1);
    mG.words.clear();
    mG.comments.clear();
    int current = -1;
    int lastSection = -1;
    bool ignoring = false;
    bool warnedStray = false;
    mG.compactPlay = -1;
    PbnTokenizer::Token t;
    for (;;) {
        if (current >= 0 && !ignoring)
            readSectionWords(current);
        if (!mTokenizer.nextSimpleTag(&t) && !mTokenizer.next(&t))
            break;
        if (t.type == PbnTokenizer::TokenType::Comment) {
            if (current >= 0 && mG.entries[size_t(current)].tag == Tag::Unknown && mG.entries[size_t(current)].rawBegin) {
                mG.entries[size_t(current)].rawEnd = t.end;
                continue;
            }
            mG.comments << normalizedText(t.text);
            continue;
        }
        if (t.type == PbnTokenizer::TokenType::Tag) {
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
                           Tr::tr("the tag %1 appears twice in this game; the second one is ignored")
                               .arg(QString::fromLatin1(t.text)));
                    current = -1;
                    ignoring = true;
                    continue;
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
            ignoring = false;
            if (tag != Tag::Unknown && tag != Tag::Note)
                mG.known[size_t(tag)] = index;
            if (tag == Tag::Auction || tag == Tag::Play)
                lastSection = index;
            if (tag == Tag::Note) {
                e.section = lastSection;
                current = lastSection; // calls or cards may go on after a note
            } else {
                current = index;
            }
            continue;
        }
        if (ignoring)
            continue;
        if (current < 0) {
            if (!warnedStray) {
                warnAt(t.line, t.lineStart, t.begin,
                       Tr::tr("'%1' is outside any tag's section and is ignored").arg(PbnTokenizer::decode(t.text)));
                warnedStray = true;
            }
            continue;
        }
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
                       Tr::tr("unexpected text after the tag %1 is ignored").arg(QString::fromLatin1(e.name)));
            }
            break;
        }
        e.hasWords = true;
    }
    mG.ok = !mTokenizer.hasError();
    mG.error = mTokenizer.error();
}

void PbnReader::Collector::readSectionWords(int current)
{
    Entry &e = mG.entries[size_t(current)];
    if (e.tag != Tag::Auction && e.tag != Tag::Play && e.tag != Tag::OptimumResultTable)
        return;
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
    mTokenizer.readWords([this, current, &any](QByteArrayView text, const char *begin, const char *lineStart, int line) {
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
        int bad = 0;
        for (int u = 0; u < 4; ++u) {
            const char *q = p + 3 * u;
            const int suit = SuitOf[uchar(q[0])];
            const int rank = RankOf[uchar(q[1])];
            bad |= suit | rank | -int(q[2] != (u == 3 ? eol : ' '));
            mG.compactCards[size_t(count + u)] = quint8(suit * 13 + rank);
        }
        if (bad < 0)
            break;
        count += 4;
        p += 12;
        ++at.line;
        at.lineStart = p;
    }
    at.p = p;
    mTokenizer.setPosition(at);
    return count;
}

void PbnReader::expandPlay()
{
    // The tokenizer is the pipeline's thread's: the game is tokenized again by another.
    if (mPipeline) {
        mView.viewGame(mG.game, mEol);
        Collector{mView, mG}.expandPlay();
    } else {
        Collector{mTokenizer, mG}.expandPlay();
    }
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
                mDefaults.push_back({std::string(e.name.data(), size_t(e.name.size())), e.storage});
        } else if (v.size() == 1 && v[0] == '#') {
            const Remembered *r = lastValue(e.name, e.tag);
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
            mG.known[size_t(tag)] = index;
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

    // Implicit inheritance (see the class documentation).
    const Entry *boardEntry = entry(Tag::Board);
    const Remembered *lastBoard = lastValue("Board", Tag::Board);
    const bool sameBoard = !boardEntry || boardEntry->synthetic
        || (lastBoard && trimmed(rememberedValue(*lastBoard)) == trimmed(boardEntry->value()));
    for (Tag tag : {Tag::Event, Tag::Site, Tag::Date, Tag::Scoring, Tag::Board, Tag::Dealer, Tag::Vulnerable,
                    Tag::Deal}) {
        if (entry(tag))
            continue;
        const QByteArrayView name = nameOf(tag);
        const bool perBoard = tag == Tag::Dealer || tag == Tag::Vulnerable || tag == Tag::Deal;
        if (perBoard && !sameBoard) {
            addSynthetic(name, tag, QByteArrayView());
        } else if (const Remembered *r = lastValue(name, tag)) {
            addSynthetic(name, tag, rememberedValue(*r));
        }
    }
}

void PbnReader::remember()
{
    // Values of known tags as written stay in a copy of their game's bytes: one copy per game
    // instead of one per tag. Only a value whose tag this game lacks is copied out of it first.
    for (size_t t = 0; t < size_t(Tag::Count); ++t) {
        if (mLastKnown[t] < 0 || mG.known[t] >= 0)
            continue;
        Remembered &r = mLastValues[size_t(mLastKnown[t])];
        if (r.inGame >= 0) {
            r.value.assign(mRememberedBase + r.inGame, size_t(r.size));
            r.inGame = -1;
        }
    }
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
            mLastValues.push_back({std::string(e.name.data(), size_t(e.name.size())), {}});
            r = &mLastValues.back();
        }
        if (e.tag != Tag::Unknown && !e.useStorage) {
            r->inGame = value.data() - game;
            r->size = value.size();
        } else {
            r->value.assign(value.data(), size_t(value.size()));
            r->inGame = -1;
        }
    }
}

QString PbnReader::noteText(int section, int number) const
{
    for (int pass = 0; pass < 2; ++pass) {
        for (size_t i = 0; i < mG.entryCount; ++i) {
            const Entry &e = mG.entries[i];
            if (e.tag != Tag::Note || e.section != (pass == 0 ? section : -1))
                continue;
            const QByteArrayView v = e.value();
            const qsizetype colon = v.indexOf(':');
            int n = 0;
            if (colon > 0 && parseInt(v.first(colon), &n) && n == number)
                return PbnTokenizer::decode(trimmed(v.sliced(colon + 1)));
        }
    }
    return {};
}

bool PbnReader::interpret(Board *board)
{
    Entry *e = nullptr;

    if ((e = entry(Tag::Board)) && !isUnknown(e->value())) {
        int n = 0;
        if (parseInt(e->value(), &n) && n > 0)
            board->setNumber(n);
        else
            warnAt(*e, Tr::tr("'%1' is not a board number").arg(PbnTokenizer::decode(e->value())));
    }
    std::optional<Seat> dealer;
    if ((e = entry(Tag::Dealer)) && !isUnknown(e->value())) {
        dealer = parseSeat(e->value());
        if (!dealer)
            warnAt(*e, Tr::tr("'%1' is not a seat (N, E, S or W)").arg(PbnTokenizer::decode(e->value())));
    }
    const bool dealerGiven = dealer.has_value();
    if (!dealer && (e = entry(Tag::Auction)))
        dealer = parseSeat(e->value());
    std::optional<Vulnerability> vulnerability;
    if ((e = entry(Tag::Vulnerable)) && !isUnknown(e->value())) {
        const QByteArrayView v = e->value();
        if (v == "None")
            vulnerability = Vulnerability::None;
        else if (v == "NS")
            vulnerability = Vulnerability::NorthSouth;
        else if (v == "EW")
            vulnerability = Vulnerability::EastWest;
        else if (v == "All")
            vulnerability = Vulnerability::All;
        else
            vulnerability = vulnerabilityFromText(PbnTokenizer::decode(v));
        if (!vulnerability)
            warnAt(*e, Tr::tr("'%1' is not a vulnerability").arg(PbnTokenizer::decode(v)));
    }
    const auto number = board->number();
    board->setDealer(dealer.value_or(number ? dealerOfBoard(*number) : Seat::North));
    board->setVulnerability(vulnerability.value_or(number ? vulnerabilityOfBoard(*number) : Vulnerability::None));

    bool fullDeal = false; // the board's deal has four known hands of 13 different cards
    if ((e = entry(Tag::Deal)) && !isUnknown(e->value())) {
        Deal deal;
        if (!parseDealFast(e->value(), &deal)) {
            ParseError error;
            const auto parsed = Deal::parse(PbnTokenizer::decode(e->value()), &error);
            if (!parsed)
                return failAt(*e, Tr::tr("bad Deal: %1").arg(error.message), error.column - 1);
            deal = *parsed;
        }
        board->setDeal(deal);
        const quint64 n = deal.hand(Seat::North).bits(), east = deal.hand(Seat::East).bits(),
                      south = deal.hand(Seat::South).bits(), w = deal.hand(Seat::West).bits();
        const bool complete = (n | east | south | w) == Hand::FullDeck
            && !((n & east) | (n & south) | (n & w) | (east & south) | (east & w) | (south & w))
            && cardCount(n) == 13 && cardCount(east) == 13 && cardCount(south) == 13;
        fullDeal = complete;
        if (!complete) {
            for (const DealProblem &p : deal.problems())
                warnAt(*e, p.message);
        }
    }

    const auto text = [&](Tag tag, int cache) -> const QString * {
        const Entry *t = entry(tag);
        return t && !isUnknown(t->value()) ? &cached(mCache[size_t(cache)], t->value()) : nullptr;
    };
    std::array<const QString *, 4> players{};
    const std::pair<Tag, Seat> names[] = {
        {Tag::North, Seat::North}, {Tag::East, Seat::East}, {Tag::South, Seat::South}, {Tag::West, Seat::West}};
    for (const auto &[tag, seat] : names)
        players[size_t(seat)] = text(tag, 3 + int(seat));
    board->shareTexts(text(Tag::Event, 0), text(Tag::Site, 1), text(Tag::Date, 2), players);
    mTextsSet = true;
    if ((e = entry(Tag::Description)) && !e->value().isEmpty())
        board->setTitle(PbnTokenizer::decode(e->value()));

    // Contract as stated; kept apart from the auction only when the auction does not give it.
    std::optional<Seat> declarer;
    if ((e = entry(Tag::Declarer)) && !isUnknown(e->value())) {
        QByteArrayView v = trimmed(e->value());
        if (v.startsWith('^')) // PBN 3.4.9: ^ marks an irregular declarer
            v = v.sliced(1);
        declarer = parseSeat(v);
        if (!declarer)
            warnAt(*e, Tr::tr("'%1' is not a seat (N, E, S or W)").arg(PbnTokenizer::decode(e->value())));
    }
    std::optional<Contract> stated;
    if ((e = entry(Tag::Contract)) && !isUnknown(e->value())) {
        const QByteArrayView v = trimmed(e->value());
        ParseError error;
        stated = parseContractFast(v);
        if (!stated)
            stated = Contract::parse(PbnTokenizer::decode(v), &error);
        if (!stated)
            warnAt(*e, Tr::tr("bad Contract: %1").arg(error.message));
        else if (!stated->isPassedOut())
            stated->declarer = declarer.value_or(Seat::North);
    }

    if (!readAuction(board, dealerGiven))
        return false;

    if (stated) {
        const auto &fromAuction = mAuctionContract;
        const bool same = fromAuction
            && (stated->isPassedOut() ? fromAuction->isPassedOut()
                                      : (fromAuction->level == stated->level && fromAuction->strain == stated->strain
                                         && fromAuction->doubling == stated->doubling
                                         && (!declarer || fromAuction->declarer == *declarer)));
        if (!same) {
            if (stated->isPassedOut() || declarer)
                board->setExplicitContract(stated);
            else
                warnAt(*entry(Tag::Contract), Tr::tr("the contract has no declarer and is ignored"));
        }
    }

    if ((e = entry(Tag::Result)) && !isUnknown(e->value())) {
        const QByteArrayView v = trimmed(e->value());
        int n = -1;
        if (parseInt(v, &n)) {
            // tricks for declarer
        } else if ((v.startsWith("NS ") || v.startsWith("EW ")) && parseInt(v.sliced(3), &n)) {
            // PBN 3.4.13: tricks for one side
            const auto contract = board->explicitContract() ? board->explicitContract() : mAuctionContract;
            if (contract && !contract->isPassedOut()) {
                if (isNorthSouth(contract->declarer) != v.startsWith("NS"))
                    n = 13 - n;
            } else {
                n = -1;
            }
        } else {
            n = -1;
        }
        if (n >= 0 && n <= 13)
            board->setResult(n);
        else
            warnAt(*e, Tr::tr("'%1' is not a number of tricks").arg(PbnTokenizer::decode(v)));
    }

    if (!readPlay(board))
        return false;
    if (board->result() && !board->playedCards().isEmpty()) {
        const int perHand = fullDeal ? 13 : board->deal().cardsPerHand();
        const int total = perHand > 0 ? perHand : 13;
        if (board->playedCards().size() < total * 4)
            board->setClaim(board->result());
    }

    readDoubleDummy(board);

    QString par;
    if ((e = entry(Tag::OptimumScore)) && !isUnknown(e->value()))
        par = PbnTokenizer::decode(trimmed(e->value()));
    if ((e = entry(Tag::ParContract)) && !isUnknown(e->value()))
        par += QStringLiteral("; ") + PbnTokenizer::decode(trimmed(e->value()));
    if (!par.isEmpty())
        board->setPar(par);

    QList<QPair<QString, QString>> extra;
    for (size_t i = 0; i < mG.entryCount; ++i) {
        const Entry &x = mG.entries[i];
        if (x.tag != Tag::Unknown && !(x.tag == Tag::Scoring && !isUnknown(x.value())))
            continue;
        QString value = PbnTokenizer::decode(x.value());
        if (x.rawBegin) {
            QByteArrayView raw(x.rawBegin, x.rawEnd - x.rawBegin);
            value += QLatin1Char('\n') + normalizedText(raw);
        }
        extra.append({QString::fromLatin1(x.name), value});
    }
    if (!extra.isEmpty())
        board->setExtraTags(extra);

    if (!mPendingComments.isEmpty()) {
        mG.comments = mPendingComments + mG.comments;
        mPendingComments.clear();
    }
    if (!mG.comments.isEmpty())
        board->setComments(mG.comments);
    return true;
}

bool PbnReader::readAuction(Board *board, bool dealerGiven)
{
    mAuctionContract.reset();
    const int index = mG.known[size_t(Tag::Auction)];
    if (index < 0)
        return true;
    const Entry &a = mG.entries[size_t(index)];
    const auto first = parseSeat(a.value());
    if (!first && !isUnknown(a.value()))
        warnAt(a, Tr::tr("'%1' is not a seat (N, E, S or W)").arg(PbnTokenizer::decode(a.value())));
    if (dealerGiven && first && *first != board->dealer()) {
        warnAt(a, Tr::tr("the auction starts with %1 but the dealer is %2; the auction is read from the dealer")
                      .arg(seatName(*first), seatName(board->dealer())));
    }

    // Built in a list reused between games (readNext() takes it back from the board) and handed to
    // the board on every way out.
    QList<Call> &calls = mCalls;
    calls.clear();
    struct Handover
    {
        Board *board;
        QList<Call> &calls;
        ~Handover() { board->auction().calls().swap(calls); }
    } handover{board, calls};
    // The legality rules of Law 18-19, as Auction::whyIllegal() states them, kept incrementally.
    int lastBid = -1;  // index of the last bid
    int lastRank = -1; // its bidRank()
    int doubling = 0;
    int passes = 0;
    bool complete = false;
    std::vector<std::pair<qsizetype, int>> notes;
    bool warnedIrregular = false;
    const auto legal = [&](const Call &call) {
        if (complete)
            return false;
        const qsizetype i = calls.size();
        switch (call.type()) {
        case Call::Type::Pass: return true;
        case Call::Type::Bid: return call.bidRank() > lastRank;
        case Call::Type::Double: return lastBid >= 0 && (lastBid & 1) != (i & 1) && doubling == 0;
        case Call::Type::Redouble: return doubling == 1 && (lastBid & 1) == (i & 1);
        }
        return false;
    };
    const auto add = [&](const Call &call) {
        const qsizetype i = calls.size();
        calls.append(call);
        switch (call.type()) {
        case Call::Type::Pass:
            ++passes;
            complete = lastBid < 0 ? passes == 4 : passes == 3;
            break;
        case Call::Type::Bid:
            lastBid = int(i);
            lastRank = call.bidRank();
            doubling = 0;
            passes = 0;
            break;
        case Call::Type::Double:
            doubling = 1;
            passes = 0;
            break;
        case Call::Type::Redouble:
            doubling = 2;
            passes = 0;
            break;
        }
    };

    // The auction so far goes into the board, so that the message can say why the call is illegal there.
    const auto illegal = [&](const Word &w, const Call &call) {
        board->auction().calls() = calls;
        const Seat seat = board->auction().seatOf(int(calls.size()));
        const QString why = board->auction().whyIllegal(call).value_or(QString());
        return failAt(w, Tr::tr("the auction is not legal from the dealer (%1): %2 by %3 %4")
                             .arg(seatName(board->dealer()), call.toString(), seatName(seat), why));
    };

    for (size_t wi = a.firstWord; wi < a.endWord; ++wi) {
        const Word &w = mG.words[wi];
        if (w.owner != index)
            continue;
        QByteArrayView s = w.text;
        // A plain call is none of the special words below and has no suffix: straight to the checks.
        if (const std::optional<Call> call = parseCallFast(s)) {
            if (!legal(*call))
                return illegal(w, *call);
            add(*call);
            continue;
        }
        if (s == "AP") {
            if (complete)
                return failAt(w, Tr::tr("AP comes after the end of the auction"));
            while (!complete)
                add(Call::pass());
            continue;
        }
        if (const int n = noteReference(s); n >= 0) {
            if (calls.isEmpty())
                warnAt(w, Tr::tr("note %1 refers to no call").arg(n));
            else
                notes.emplace_back(calls.size() - 1, n);
            continue;
        }
        if (s.startsWith('$')) {
            if (const auto ann = nagAnnotation(s); ann && !calls.isEmpty())
                calls.last().setAnnotation(*ann);
            continue;
        }
        if (const auto ann = annotationOnly(s)) {
            if (!calls.isEmpty())
                calls.last().setAnnotation(*ann);
            continue;
        }
        if (s == "*")
            break;
        if (s.startsWith('^') || s == "+") {
            if (!warnedIrregular)
                warnAt(w, Tr::tr("the irregularity '%1' is not kept").arg(QString::fromLatin1(s)));
            warnedIrregular = true;
            continue;
        }
        const Annotation annotation = takeSuffix(&s);
        std::optional<Call> call = parseCallFast(s);
        if (!call) {
            call = Call::parse(PbnTokenizer::decode(s));
            if (!call || call->isAlerted())
                return failAt(w, Tr::tr("expected a call, found '%1'").arg(PbnTokenizer::decode(w.text)));
        }
        if (!legal(*call))
            return illegal(w, *call);
        call->setAnnotation(annotation);
        add(*call);
    }

    if (complete) {
        if (lastBid < 0) {
            mAuctionContract = Contract::passedOut();
        } else {
            // Declarer: the first of the final bidder's side to name the strain.
            const Strain strain = calls[lastBid].strain();
            int first = lastBid;
            for (int i = lastBid & 1; i < lastBid; i += 2) {
                if (calls[i].isBid() && calls[i].strain() == strain) {
                    first = i;
                    break;
                }
            }
            mAuctionContract = Contract{calls[lastBid].level(), strain, static_cast<Doubling>(doubling),
                                        advance(board->dealer(), first)};
        }
    }

    for (const auto &[callIndex, number] : notes) {
        Call &call = calls[callIndex];
        const QString text = noteText(index, number);
        call.setAlerted(true);
        if (call.explanation().isEmpty())
            call.setExplanation(text);
        else if (!text.isEmpty())
            call.setExplanation(call.explanation() + QStringLiteral("; ") + text);
    }
    return true;
}

bool PbnReader::readPlay(Board *board)
{
    const int index = mG.known[size_t(Tag::Play)];
    if (index < 0)
        return true;
    const Entry &p = mG.entries[size_t(index)];
    const auto first = parseSeat(p.value());
    // Board::contract(), openingLeader() and trump(), without re-validating the auction.
    const auto contract = board->explicitContract() ? board->explicitContract() : mAuctionContract;
    const bool hasContract = contract && !contract->isPassedOut();
    if (!hasContract && first)
        board->setPlayContext(std::nullopt, first);
    const Seat leader0 = hasContract ? lho(contract->declarer) : first.value_or(Seat::West);
    const Strain trump = hasContract ? contract->strain : Strain::NoTrump;
    const Seat column0 = first.value_or(leader0);

    if (readPlayFast(board, index, leader0, column0, trump))
        return true;
    if (mG.compactPlay == index)
        expandPlay();

    std::vector<Slot> &placed = mPlaced;
    placed.clear();
    std::vector<std::pair<size_t, int>> notes;
    bool annotations = false;
    bool ended = false;
    bool warnedAfterEnd = false;
    for (size_t wi = p.firstWord; wi < p.endWord; ++wi) {
        const Word &w = mG.words[wi];
        if (w.owner != index)
            continue;
        QByteArrayView s = w.text;
        if (!ended) {
            if (const int card = cardIndexFast(s); card >= 0) {
                placed.push_back({card, wi});
                continue;
            }
        }
        if (s == "*") {
            ended = true;
            continue;
        }
        if (const int n = noteReference(s); n >= 0) {
            if (!placed.empty())
                notes.emplace_back(placed.size() - 1, n);
            continue;
        }
        if (s.startsWith('$') || annotationOnly(s)) {
            annotations = true;
            continue;
        }
        if (s.startsWith('^'))
            continue;
        if (ended) {
            if (!warnedAfterEnd)
                warnAt(w, Tr::tr("cards after '*' are ignored"));
            warnedAfterEnd = true;
            continue;
        }
        if (s == "-") {
            placed.push_back({-1, wi});
            continue;
        }
        if (takeSuffix(&s) != Annotation::None)
            annotations = true;
        int card = cardIndexFast(s);
        if (card < 0) {
            const auto parsed = Card::parse(PbnTokenizer::decode(s));
            if (!parsed)
                return failAt(w, Tr::tr("expected a card, found '%1'").arg(PbnTokenizer::decode(w.text)));
            card = parsed->index();
        }
        placed.push_back({card, wi});
    }
    if (placed.empty())
        return true;

    const Deal &deal = board->deal();
    std::array<quint64, 4> held{};
    std::array<bool, 4> known{};
    quint64 allKnown = 0;
    for (Seat s : AllSeats) {
        held[size_t(s)] = deal.hand(s).bits();
        known[size_t(s)] = deal.isHandKnown(s);
        if (known[size_t(s)])
            allKnown |= held[size_t(s)];
    }
    quint64 played = 0;
    // Reused between games: once the previous board has been reset, no allocation.
    QList<Card> &cards = mCards;
    cards.resize(qsizetype(placed.size()));
    Card *out = cards.data();
    qsizetype total = 0;
    Seat leader = leader0;
    const size_t tricks = (placed.size() + 3) / 4;
    bool warnedColumns = false;
    int unknownHands = 0;
    Seat onlyUnknown = Seat::North;
    for (Seat s : AllSeats) {
        if (!known[size_t(s)]) {
            ++unknownHands;
            onlyUnknown = s;
        }
    }
    // The first card (in playing order) of a trick that its player cannot hold, or -1.
    const auto firstBad = [&](const std::array<int, 4> &bySeat) {
        quint64 seen = played;
        for (int i = 0; i < 4; ++i) {
            const Seat seat = Seat((int(leader) + i) & 3);
            const int k = bySeat[size_t(seat)];
            if (k < 0 || placed[size_t(k)].card < 0)
                return -1;
            const quint64 bit = quint64(1) << placed[size_t(k)].card;
            if ((seen & bit) || (known[size_t(seat)] ? !(held[size_t(seat)] & bit) : bool(allKnown & bit)))
                return k;
            seen |= bit;
        }
        return -1;
    };
    for (size_t t = 0; t < tricks; ++t) {
        std::array<int, 4> bySeat{-1, -1, -1, -1};
        for (int col = 0; col < 4; ++col) {
            const size_t k = t * 4 + size_t(col);
            if (k < placed.size())
                bySeat[(int(column0) + col) & 3] = int(k);
        }
        int bad = firstBad(bySeat);
        if (bad >= 0) {
            // Real files put some tricks in other columns (from the trick's leader, or garbled):
            // each card's holder says who played it, whatever the column.
            std::array<int, 4> byHolder{-1, -1, -1, -1};
            std::vector<int> unknownSlots;
            bool placeable = true;
            for (size_t k = t * 4; k < t * 4 + 4 && k < placed.size() && placeable; ++k) {
                const int card = placed[k].card;
                if (card < 0) {
                    unknownSlots.push_back(int(k));
                    continue;
                }
                std::optional<Seat> holder;
                for (Seat s : AllSeats) {
                    if (known[size_t(s)] && (held[size_t(s)] >> card & 1))
                        holder = s;
                }
                if (!holder && unknownHands == 1)
                    holder = onlyUnknown;
                placeable = holder && byHolder[size_t(*holder)] < 0;
                if (placeable)
                    byHolder[size_t(*holder)] = int(k);
            }
            for (Seat s : AllSeats) {
                if (placeable && byHolder[size_t(s)] < 0 && !unknownSlots.empty()) {
                    byHolder[size_t(s)] = unknownSlots.back();
                    unknownSlots.pop_back();
                }
            }
            if (placeable && firstBad(byHolder) < 0) {
                bySeat = byHolder;
                bad = -1;
                if (!warnedColumns) {
                    warnAt(mG.words[placed[t * 4].word],
                           Tr::tr("this trick is not in the columns of the opening leader; the cards are given to the "
                              "hands that hold them"));
                    warnedColumns = true;
                }
            }
        }
        std::array<int, 4> trick{};
        int count = 0;
        for (int i = 0; i < 4; ++i) {
            const Seat seat = Seat((int(leader) + i) & 3);
            const int k = bySeat[size_t(seat)];
            if (k < 0 || placed[size_t(k)].card < 0)
                break;
            const Card c = Card::fromIndex(placed[size_t(k)].card);
            if (k == bad) {
                // Real files hold such errors: keep the board and the play up to here.
                const bool again = played & (quint64(1) << c.index());
                warnAt(mG.words[placed[size_t(k)].word],
                       again ? Tr::tr("%1 by %2 has already been played; the play stops before it").arg(c.toString(), seatName(seat))
                             : Tr::tr("play card %1 is not in %2's hand; the play stops before it").arg(c.toString(), seatName(seat)));
                cards.resize(total);
                board->swapPlayedCards(cards);
                return true;
            }
            played |= quint64(1) << c.index();
            out[total++] = c;
            trick[size_t(count++)] = c.index();
        }
        if (count < 4) {
            // The rest is unknown; cards written after an unknown one cannot be placed in time.
            for (size_t k = t * 4; k < placed.size(); ++k) {
                if (placed[k].card >= 0 && !(played & (quint64(1) << placed[k].card))) {
                    warnAt(mG.words[placed[k].word], Tr::tr("cards after an unknown card are dropped"));
                    break;
                }
            }
            break;
        }
        leader = advance(leader, trickWinner(trick, trump));
    }
    cards.resize(total);
    board->swapPlayedCards(cards);

    if (!notes.empty()) {
        for (const auto &[slot, number] : notes) {
            const int card = placed[slot].card;
            const QString cardText = card >= 0 ? Card::fromIndex(card).toString() : QStringLiteral("-");
            mG.comments << Tr::tr("Note on %1: %2").arg(cardText, noteText(index, number));
        }
    }
    if (annotations)
        warnAt(p, Tr::tr("annotations on cards are not kept"));
    return true;
}

bool PbnReader::readPlayFast(Board *board, int index, Seat leader0, Seat column0, Strain trump)
{
    // The usual play: only two-letter cards, whole tricks in the columns of the Play tag's seat,
    // every hand known and every card in its player's hand. Anything else (or any doubt) is left
    // to readPlay()'s general loop, which gives the same result for such a play.
    const Deal &deal = board->deal();
    std::array<quint64, 4> held{};
    for (int i = 0; i < 4; ++i) {
        // Column i of the section is the hand of seat column0 + i.
        const Seat seat = Seat((int(column0) + i) & 3);
        if (!deal.isHandKnown(seat))
            return false;
        held[size_t(i)] = deal.hand(seat).bits();
    }
    std::array<quint8, 52> byColumn;
    int n = 0;
    quint64 played = 0;
    const auto place = [&](int card) {
        const quint64 bit = quint64(1) << card;
        if ((played & bit) || !(held[size_t(n & 3)] & bit))
            return false;
        played |= bit;
        byColumn[size_t(n++)] = quint8(card);
        return true;
    };
    if (mG.compactPlay == index) {
        // The same test without a branch per card: no card twice, each in its column's hand.
        n = mG.compactCount;
        if (n % 4 != 0)
            return false;
        std::array<quint64, 4> byHand{};
        for (int k = 0; k < n; k += 4) {
            for (int col = 0; col < 4; ++col) {
                const int card = mG.compactCards[size_t(k + col)];
                byHand[size_t(col)] |= quint64(1) << card;
                byColumn[size_t(k + col)] = quint8(card);
            }
        }
        const quint64 all = byHand[0] | byHand[1] | byHand[2] | byHand[3];
        if (cardCount(all) != n)
            return false;
        for (int col = 0; col < 4; ++col) {
            if (byHand[size_t(col)] & ~held[size_t(col)])
                return false;
        }
    } else {
        const Entry &p = mG.entries[size_t(index)];
        for (size_t wi = p.firstWord; wi < p.endWord; ++wi) {
            const Word &w = mG.words[wi];
            if (w.owner != index)
                continue;
            const int card = cardIndexFast(w.text);
            if (card < 0 || n == 52 || !place(card))
                return false;
        }
    }
    if (n == 0 || n % 4 != 0)
        return false;
    QList<Card> &cards = mCards;
    cards.resize(n);
    Card *out = cards.data();
    const int trumpSuit = trump == Strain::NoTrump ? -1 : int(trump);
    int lead = (int(leader0) - int(column0)) & 3; // column of the trick's leader
    // Trumps beat the suit led, which beats the rest; then the higher rank (as trickWinner()). The
    // winning column is found for each suit that may be led before the leader is known, so that a
    // trick waits for the one before it only for two table lookups in registers.
    std::array<quint8, 52> columnOf{};
    for (int t = 0; t < n; t += 4) {
        quint64 trick = 0;
        unsigned suits = 0; // 2 bits per column
        for (int col = 0; col < 4; ++col) {
            const int card = byColumn[size_t(t + col)];
            columnOf[size_t(card)] = quint8(col);
            trick |= quint64(1) << card;
            suits |= unsigned(CardSuit[size_t(card)]) << (2 * col);
        }
        const auto highest = [&](int suit) {
            // The column of the highest card of the suit (of any column when it has none: unused).
            const unsigned cards = unsigned(trick >> (13 * suit)) & 0x1fff;
            return unsigned(columnOf[size_t(13 * suit + 31 - __builtin_clz(cards | 1))]);
        };
        unsigned winners = highest(0) | highest(1) << 2 | highest(2) << 4 | highest(3) << 6; // by suit led
        if (trumpSuit >= 0 && (trick >> (13 * trumpSuit) & 0x1fff))
            winners = highest(trumpSuit) * 0x55u;
        for (int i = 0; i < 4; ++i)
            out[t + i] = Card::fromIndex(byColumn[size_t(t + ((lead + i) & 3))]);
        lead = int(winners >> (2 * ((suits >> (2 * lead)) & 3))) & 3;
    }
    board->swapPlayedCards(cards);
    return true;
}

void PbnReader::readDoubleDummy(Board *board)
{
    static constexpr Seat PbnDeclarers[] = {Seat::North, Seat::South, Seat::East, Seat::West};
    DoubleDummyTable &table = board->doubleDummy();
    Entry *e = nullptr;
    if ((e = entry(Tag::DoubleDummyTricks)) && !isUnknown(e->value())) {
        const QByteArrayView v = trimmed(e->value());
        bool valid = v.size() == 20;
        for (qsizetype i = 0; valid && i < 20; ++i) {
            const int n = hexDigit(v[i]);
            if (n < 0 || n > 13) {
                valid = v[i] == '-' || v[i] == '?';
                continue;
            }
            table.setTricks(PbnDeclarers[i / 5], StrainsNoTrumpFirst[size_t(i % 5)], n);
        }
        if (!valid) {
            table.clear();
            warnAt(*e, Tr::tr("DoubleDummyTricks needs 20 hexadecimal digits of at most d (13)"));
        }
    }
    const int ortIndex = mG.known[size_t(Tag::OptimumResultTable)];
    if (ortIndex >= 0) {
        const Entry &o = mG.entries[size_t(ortIndex)];
        int declarerColumn = -1;
        int strainColumn = -1;
        int resultColumn = -1;
        int columns = 0;
        for (QByteArrayView column : split(o.value(), ';')) {
            column = trimmed(column);
            if (column.startsWith('+') || column.startsWith('-'))
                column = column.sliced(1);
            if (const qsizetype slash = column.indexOf('\\'); slash >= 0)
                column.truncate(slash);
            if (column == "Declarer")
                declarerColumn = columns;
            else if (column == "Denomination")
                strainColumn = columns;
            else if (column == "Result")
                resultColumn = columns;
            ++columns;
        }
        if (declarerColumn < 0 || strainColumn < 0 || resultColumn < 0) {
            warnAt(o, Tr::tr("OptimumResultTable needs the columns Declarer, Denomination and Result"));
        } else {
            std::vector<const Word *> row;
            bool warned = false;
            for (const Word &w : mG.words) {
                if (w.owner != ortIndex)
                    continue;
                row.push_back(&w);
                if (int(row.size()) < columns)
                    continue;
                const auto seat = parseSeat(row[size_t(declarerColumn)]->text);
                const auto strain = strainOf(row[size_t(strainColumn)]->text);
                int tricks = -1;
                if (seat && strain && parseInt(row[size_t(resultColumn)]->text, &tricks) && tricks <= 13) {
                    if (!table.tricks(*seat, *strain))
                        table.setTricks(*seat, *strain, tricks);
                } else if (!warned) {
                    warnAt(*row.front(), Tr::tr("this OptimumResultTable row is not a declarer, a strain and tricks"));
                    warned = true;
                }
                row.clear();
            }
        }
    }
    if ((e = entry(Tag::Ability)) && !isUnknown(e->value())) {
        bool valid = true;
        for (QByteArrayView item : split(trimmed(e->value()), ' ')) {
            item = trimmed(item);
            if (item.isEmpty())
                continue;
            const auto seat = item.size() == 7 && item[1] == ':' ? seatOfLetter(item[0]) : std::nullopt;
            if (!seat) {
                valid = false;
                continue;
            }
            for (int i = 0; i < 5; ++i) {
                const int n = hexDigit(item[2 + i]);
                if (n < 0 || n > 13) {
                    valid = false;
                } else if (!table.tricks(*seat, StrainsNoTrumpFirst[size_t(i)])) {
                    table.setTricks(*seat, StrainsNoTrumpFirst[size_t(i)], n);
                }
            }
        }
        if (!valid)
            warnAt(*e, Tr::tr("Ability needs seat:digits for each seat, e.g. N:63456"));
    }
}

} // namespace Kibitz
