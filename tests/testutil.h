// Fixtures and helpers shared by the tests: the example board of docs/formats.md, parsing shorthands,
// the sample files in tests/data and reading and writing through a DealFormat in memory.
#pragma once

#ifdef KIBITZ_CONVERT
#include "converter.h"
#endif
#include "formats/boardsource.h"
#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "model/board.h"

#include <QBuffer>
#include <QByteArray>
#include <QDirIterator>
#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <array>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#endif

namespace Kibitz::TestUtil {

// docs/formats.md#example-board: record 0 of Pavlicek's library (tests/data/samples/pavlicek_rpdd/rpdd_10First.zrd).
inline const QString Record0 = QStringLiteral("N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95");

/** A sample file: @p relative to tests/data/samples (where SOURCES.md says where each came from). */
inline QString samplePath(const QString &relative)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/samples/") + relative;
}

/** The sample set bundled with Kibitz (resources/samples/kibitz-sample.pbn), as a file. */
inline const QString BundledSamplePath = QStringLiteral(KIBITZ_TEST_DATA "/../../resources/samples/kibitz-sample.pbn");

/** The bytes of the file at @p path, or none when it cannot be read. */
inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/** The bytes of a sample file (see samplePath()); a missing sample ends the test run. */
inline QByteArray sampleBytes(const QString &relative)
{
    QFile file(samplePath(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    return file.readAll();
}

/** The deal of a PBN deal string; a bad one ends the test run. */
inline Deal dealOf(const QString &text)
{
    ParseError error;
    const auto deal = Deal::parse(text, &error);
    if (!deal)
        qFatal("bad deal in the test: %s", qPrintable(error.toString()));
    return *deal;
}

/** An auction from calls separated by spaces ("P 1S X"). */
inline Auction auctionOf(const QString &calls, Seat dealer = Seat::North)
{
    Auction auction(dealer);
    for (const QString &c : calls.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        auction.append(*Call::parse(c));
    return auction;
}

/** Cards from their names separated by spaces ("CA C5"). */
inline QList<Card> cardsOf(const QString &cards)
{
    QList<Card> list;
    for (const QString &c : cards.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        list.append(*Card::parse(c));
    return list;
}

// docs/formats.md#example-board: tricks for declarer (NT,S,H,D,C): N 4,4,2,3,6 · E 9,9,10,9,7 · S 4,4,2,3,6 ·
// W 9,9,11,9,7.
/** Record 0's double-dummy table, or only the row of @p only. */
inline DoubleDummyTable record0Table(std::optional<Seat> only = std::nullopt)
{
    const QList<QPair<Seat, std::array<int, 5>>> rows = {
        { Seat::North, { 4, 4, 2, 3, 6 } },
        { Seat::East, { 9, 9, 10, 9, 7 } },
        { Seat::South, { 4, 4, 2, 3, 6 } },
        { Seat::West, { 9, 9, 11, 9, 7 } },
    };
    DoubleDummyTable table;
    for (const auto &[seat, tricks] : rows) {
        if (only && *only != seat)
            continue;
        for (int i = 0; i < 5; ++i)
            table.setTricks(seat, StrainsNoTrumpFirst[size_t(i)], tricks[size_t(i)]);
    }
    return table;
}

// docs/formats.md#example-board: record 0 as board 1 (dealer N, vul None), P 1S P 1NT P 2H P 4H P P P,
// 4H by East, and the first trick CA C5 C2 H6.
/** The example board as far as every format with an auction and play holds it (no result, no table). */
inline Board exampleBoard()
{
    Board b;
    b.setNumberWithCycle(1);
    b.setDeal(dealOf(Record0));
    b.setAuction(auctionOf(QStringLiteral("P 1S P 1NT P 2H P 4H P P P")));
    b.setPlayedCards(cardsOf(QStringLiteral("CA C5 C2 H6")));
    return b;
}

/** What a PBN game states about its board (pbnBoards()). */
struct PbnBoard
{
    int number = 0;
    Seat dealer = Seat::North;
    Vulnerability vul = Vulnerability::None;
    Deal deal;
};

/**
 * The Board, Dealer, Vulnerable and Deal tags of a PBN sample (see samplePath()), read by the test itself:
 * the answer for other formats holding the same boards, independent of the PBN codec.
 */
inline QList<PbnBoard> pbnBoards(const QString &sample)
{
    QList<PbnBoard> boards;
    static const QRegularExpression tag(QStringLiteral("^\\[(\\w+) \"([^\"]*)\"\\]"));
    for (const QString &line : QString::fromUtf8(sampleBytes(sample)).split(u'\n')) {
        const auto m = tag.match(line);
        if (!m.hasMatch())
            continue;
        const QString name = m.captured(1);
        const QString value = m.captured(2);
        if (name == u"Board") {
            boards.append(PbnBoard());
            boards.last().number = value.toInt();
        } else if (boards.isEmpty()) {
            continue;
        } else if (name == u"Dealer") {
            boards.last().dealer = *seatFromChar(value[0]);
        } else if (name == u"Vulnerable") {
            boards.last().vul = *vulnerabilityFromText(value);
        } else if (name == u"Deal") {
            boards.last().deal = dealOf(value);
        }
    }
    return boards;
}

/** The registered format @p id; an unknown id ends the test run. */
inline const DealFormat &formatById(const QString &id)
{
    const DealFormat *format = FormatRegistry::instance().byId(id);
    if (!format)
        qFatal("no format %s", qPrintable(id));
    return *format;
}

/** Every board of @p bytes read with @p format. */
inline ReadResult readBytes(const DealFormat &format, const QByteArray &bytes)
{
    QByteArray data = bytes;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    return format.readAll(&buffer);
}

/** Every board of the file at @p path read with @p format; nothing when it cannot be opened. */
inline ReadResult readFile(const DealFormat &format, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return format.readAll(&file);
}

/** @p boards written with @p format; what went wrong in @p error. */
inline QByteArray writeBoards(const DealFormat &format, const QList<Board> &boards, FormatError *error = nullptr)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    const FormatError e = format.writeAll(&buffer, boards);
    if (error)
        *error = e;
    buffer.close();
    return data;
}

/** Every board of the file at @p path, opened as Kibitz opens a file (format detected); none on error. */
inline QList<Board> openBoards(const QString &path, FormatError *error = nullptr)
{
    const auto source = FormatRegistry::instance().open(path, {}, error);
    QList<Board> boards;
    if (!source)
        return boards;
    for (qint64 i = 0; i < source->count(); ++i)
        boards << source->board(i);
    return boards;
}

/**
 * The first field in which @p a and @p b differ, as "field: a-value | b-value", or nothing when every
 * field is equal (operator== in one go, but saying where). Includes resultFromPlay(), which operator==
 * leaves out.
 */
inline QString boardDifference(const Board &a, const Board &b)
{
    const auto optional
        = [](const auto &value) { return value ? QString::number(static_cast<int>(*value)) : QStringLiteral("none"); };
    const auto differ = [](const char *field, const QString &x, const QString &y) {
        return QStringLiteral("%1: %2 | %3").arg(QLatin1String(field), x, y);
    };
    if (a.number() != b.number())
        return differ("number", optional(a.number()), optional(b.number()));
    if (a.dealer() != b.dealer() || a.vulnerability() != b.vulnerability())
        return differ("dealer/vulnerability",
            QString(QLatin1Char(seatLetter(a.dealer()))) + vulnerabilityText(a.vulnerability()),
            QString(QLatin1Char(seatLetter(b.dealer()))) + vulnerabilityText(b.vulnerability()));
    if (a.deal() != b.deal())
        return differ("deal", a.deal().toString(), b.deal().toString());
    if (a.auction().dealer() != b.auction().dealer() || a.auction().size() != b.auction().size())
        return differ("auction", a.auction().toString(), b.auction().toString());
    for (int i = 0; i < a.auction().size(); ++i) {
        const Call &x = a.auction().calls()[i];
        const Call &y = b.auction().calls()[i];
        if (!x.sameCall(y) || x.isAlerted() != y.isAlerted())
            return differ("call", QString::number(i + 1) + u' ' + x.toString(), y.toString());
        if (x.annotation() != y.annotation())
            return differ("annotation", QString::number(i + 1) + u' ' + annotationText(x.annotation()),
                annotationText(y.annotation()));
        if (x.irregularity() != y.irregularity())
            return differ("irregularity", QString::number(i + 1) + u' ' + irregularityToken(x.irregularity()),
                irregularityToken(y.irregularity()));
        if (x.explanation() != y.explanation())
            return differ("explanation", QString::number(i + 1) + u' ' + x.explanation(), y.explanation());
        if (x != y)
            return differ("call (other)", QString::number(i + 1) + u' ' + x.toString(), y.toString());
    }
    if (a.explicitContract() != b.explicitContract())
        return differ("explicit contract",
            a.explicitContract() ? a.explicitContract()->toString() : QStringLiteral("none"),
            b.explicitContract() ? b.explicitContract()->toString() : QStringLiteral("none"));
    if (a.playTrump() != b.playTrump() || a.playLeader() != b.playLeader())
        return differ("play trump/leader", optional(a.playTrump()) + u'/' + optional(a.playLeader()),
            optional(b.playTrump()) + u'/' + optional(b.playLeader()));
    if (a.playedCards() != b.playedCards())
        return differ("play", QString::number(a.playedCards().size()), QString::number(b.playedCards().size()));
    if (a.playIrregularities() != b.playIrregularities())
        return differ("play irregularities", QString::number(a.playIrregularities().size()),
            QString::number(b.playIrregularities().size()));
    if (a.claim() != b.claim())
        return differ("claim", optional(a.claim()), optional(b.claim()));
    if (a.result() != b.result() || a.resultFromPlay() != b.resultFromPlay())
        return differ("result", optional(a.result()) + (a.resultFromPlay() ? QStringLiteral(" from play") : QString()),
            optional(b.result()) + (b.resultFromPlay() ? QStringLiteral(" from play") : QString()));
    if (a.doubleDummy() != b.doubleDummy())
        return differ("double dummy", QString(), QString());
    const std::pair<const char *, std::pair<QString, QString>> texts[] = {
        { "par", { a.par(), b.par() } },
        { "event", { a.event(), b.event() } },
        { "site", { a.site(), b.site() } },
        { "date", { a.date(), b.date() } },
        { "North", { a.player(Seat::North), b.player(Seat::North) } },
        { "East", { a.player(Seat::East), b.player(Seat::East) } },
        { "South", { a.player(Seat::South), b.player(Seat::South) } },
        { "West", { a.player(Seat::West), b.player(Seat::West) } },
        { "room", { roomName(a.room()), roomName(b.room()) } },
        { "title", { a.title(), b.title() } },
        { "comments", { a.comments().join(u'|'), b.comments().join(u'|') } },
        { "file directives", { a.fileDirectives().join(u'|'), b.fileDirectives().join(u'|') } },
        { "directives", { a.directives().join(u'|'), b.directives().join(u'|') } },
    };
    for (const auto &[field, values] : texts) {
        if (values.first != values.second)
            return differ(field, values.first, values.second);
    }
    const auto tags = [](const Board &board) {
        QStringList list;
        for (const auto &[name, value] : board.extraTags())
            list << name + u'=' + value;
        return list.join(u'|');
    };
    if (a.extraTags() != b.extraTags())
        return differ("tags", tags(a), tags(b));
    if (a != b)
        return differ("(a field this helper does not name)", QString(), QString());
    return {};
}

/**
 * Every deal file in tests/data, relative to it and sorted: every file some format claims by its
 * extension, but for the folders that hold no deal files (dealer scripts, translations) and the damaged
 * inputs of tst_resume (resume/). Unless
 * @p misnamed, also without dds's own `list*.txt`/`largest.txt`/`thomas1.txt`, whose `.txt` is not
 * giblib (samples/SOURCES.md): read as giblib, every board of theirs is damaged.
 */
inline QStringList testDataDealFiles(bool misnamed = false)
{
    const QString root = QStringLiteral(KIBITZ_TEST_DATA "/");
    static const QRegularExpression noDeals(QStringLiteral("^(dealer|translations|resume|parts)/"));
    static const QRegularExpression notGiblib(
        QStringLiteral("^samples/dds-bridge_dds/(list\\d+|largest|thomas1)\\.txt$"));
    QStringList files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = it.next().mid(root.size());
        if (noDeals.match(relative).hasMatch() || (!misnamed && notGiblib.match(relative).hasMatch()))
            continue;
        for (const DealFormat *format : FormatRegistry::instance().formats()) {
            if (format->matchesExtension(relative)) {
                files << relative;
                break;
            }
        }
    }
    files.sort();
    return files;
}

/**
 * Keeps what is written but cannot seek back, as a pipe or standard output. (A QBuffer that only says it
 * is sequential would write every block at position 0.)
 */
class PipeBuffer : public QIODevice
{
public:
    bool isSequential() const override { return true; }
    /** What was written so far. */
    const QByteArray &data() const { return mData; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *bytes, qint64 size) override
    {
        mData.append(bytes, size);
        return size;
    }

private:
    QByteArray mData;
};

/**
 * A PipeBuffer that runs @p onText once, the first time what was written contains @p text: lets a test act
 * at a known point of a run (another program changing a file as the converter prints progress or a message).
 */
class WatchingBuffer : public PipeBuffer
{
public:
    WatchingBuffer(QByteArray text, std::function<void()> onText)
        : mText(std::move(text))
        , mOnText(std::move(onText))
    {
        open(QIODevice::WriteOnly);
    }
    /** Whether the text came. */
    bool seen() const { return mSeen; }

protected:
    qint64 writeData(const char *bytes, qint64 size) override
    {
        const qint64 written = PipeBuffer::writeData(bytes, size);
        if (!mSeen && data().contains(mText)) {
            mSeen = true;
            mOnText();
        }
        return written;
    }

private:
    QByteArray mText;
    std::function<void()> mOnText;
    bool mSeen = false;
};

/**
 * @p count generated boards (index i: board number i % 1,000,000 + 1 with its cycle, record 0's deal),
 * decoded on demand and counted: a stand-in for Pavlicek's 10,485,760-board ZRD.
 */
class CountingSource : public BoardSource
{
public:
    explicit CountingSource(qint64 count)
        : mCount(count)
    { }
    qint64 count() const override { return mCount; }
    Board board(qint64 index, QStringList * = nullptr) const override
    {
        ++decoded;
        Board b;
        b.setNumberWithCycle(int(index % 1000000) + 1);
        b.setDeal(dealOf(Record0));
        return b;
    }
    mutable qint64 decoded = 0;

private:
    qint64 mCount;
};

#ifdef KIBITZ_CONVERT
/** What kibitz-convert's Converter returned and printed for one run (tests that link kibitzconverter). */
struct ConvertResult
{
    int status = -1;
    QString out;
    QString err;
    int partsAddedUp = 0; ///< Converter::partsAddedUp()
};

/**
 * Runs the converter in this process on @p args; @p threads > 0 sets its worker threads, @p configure
 * sets anything else before it runs. Its standard error goes to @p err when given (r.err is then empty).
 */
inline ConvertResult convert(const QStringList &args, int threads = 0,
    const std::function<void(Converter &)> &configure = {}, QIODevice *err = nullptr)
{
    QBuffer out;
    QBuffer ownErr;
    out.open(QIODevice::WriteOnly);
    ownErr.open(QIODevice::WriteOnly);
    Converter converter(&out, err ? err : &ownErr);
    if (threads > 0)
        converter.setThreads(threads);
    if (configure)
        configure(converter);
    ConvertResult r;
    r.status = int(converter.run(args));
    r.out = QString::fromUtf8(out.data());
    r.err = QString::fromUtf8(ownErr.data());
    r.partsAddedUp = converter.partsAddedUp();
    return r;
}

/** convert() with standard error in a WatchingBuffer (its text in r.err). */
inline ConvertResult convertWatched(const QStringList &args, WatchingBuffer *err,
    const std::function<void(Converter &)> &configure = {}, int threads = 0)
{
    ConvertResult r = convert(args, threads, configure, err);
    r.err = QString::fromUtf8(err->data());
    return r;
}
#endif

/**
 * Writes a deal file of @p lines lines to @p path, each one board whose value @p where is @p bytes
 * long ("xxx..."): for "json" a top-level field of JSON Lines ("event", "comments", any unknown
 * name, or "@name" for an unknown field whose name is the long text), for "lin" a LIN tag ("nt" a
 * comment, "an" the explanation of a call, "vg" the event, "pn" the names).
 */
inline bool writeLongLines(const QString &path, const QString &format, const QString &where, int lines, qsizetype bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QByteArray tail(bytes, 'x');
    const QByteArray name = where.toUtf8();
    for (int n = 1; n <= lines; ++n) {
        QByteArray line;
        if (format == u"json") {
            line = "{\"board\":" + QByteArray::number(n) + ",\"deal\":\"" + Record0.toUtf8() + "\",";
            if (where == u"@name")
                line += '"' + QByteArray::number(n) + tail + "\":1}\n"; // a name of its own on every line
            else if (where == u"comments")
                line += "\"comments\":[\"" + tail + "\"]}\n";
            else
                line += '"' + name + "\":\"" + tail + "\"}\n";
        } else {
            line = "st||md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|rh||ah|Board "
                + QByteArray::number(n) + "|sv|o|" + (where == u"an" ? "mb|1C|" : "") + name + '|' + tail + "|\n";
        }
        if (file.write(line) != line.size())
            return false;
    }
    return file.flush();
}

#ifdef Q_OS_UNIX
/**
 * The peak resident memory, in bytes, of @p program run on @p args to its end, its output thrown away
 * (wait4() of that one child, unlike RUSAGE_CHILDREN); -1 when it could not be run. @p exitCode gets
 * its exit status.
 */
inline qint64 peakMemoryOfRun(const QString &program, const QStringList &args, int *exitCode = nullptr)
{
    QList<QByteArray> bytes { QFile::encodeName(program) };
    for (const QString &arg : args)
        bytes << QFile::encodeName(arg);
    std::vector<char *> argv;
    for (QByteArray &b : bytes)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return -1;
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status))
        return -1;
    if (exitCode)
        *exitCode = WEXITSTATUS(status);
    return qint64(usage.ru_maxrss) * 1024; // Linux counts kilobytes
}

/**
 * While alive, this process may not write files past @p bytes (RLIMIT_FSIZE), and SIGXFSZ is ignored:
 * a write past the limit fails with EFBIG ("File too large"), as one fails with ENOSPC on a full disk.
 */
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &mOld);
        mOldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = mOld;
        limit.rlim_cur = bytes;
        mSet = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &mOld);
        std::signal(SIGXFSZ, mOldHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;
    bool isSet() const { return mSet; }

private:
    rlimit mOld = {};
    void (*mOldHandler)(int) = nullptr;
    bool mSet = false;
};
#endif

} // namespace Kibitz::TestUtil
