#include "gibformat.h"

#include "linereader.h"

#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace Kibitz {

// giblib as its own description has it and DDD's giblib.cpp reads it (docs/formats.md#giblib): hands W N E S; the
// trick characters are 0-9 and A-F (above the deal's tricks is an error), '-' unknown; one
// comment before a deal (we accept several and keep each); options are found anywhere in the
// comment by their first occurrence, as giblib's strstr() does. Numbers, dealer and
// vulnerability come from the position (board n of the file is board n of the cycle).

namespace {

constexpr std::array<Seat, 4> GibSeats { Seat::West, Seat::North, Seat::East, Seat::South };
// Trick character i: strain i / 4 (NT S H D C), leader i % 4 (S E N W).
constexpr std::array<Seat, 4> GibLeaders { Seat::South, Seat::East, Seat::North, Seat::West };
constexpr qsizetype MaxCommentLength = 1024 * 1024;

struct LineError
{
    qsizetype index = 0; // 0-based position in the line
    QString message;
};

/** Declarer's tricks from giblib's North-South tricks with @p leader on lead, in a deal of @p n tricks. */
void setGibTricks(DoubleDummyTable *table, Strain strain, Seat leader, int ns, int n)
{
    if (n == 13) {
        table->setNorthSouthTricksWhenLeading(strain, leader, ns);
        return;
    }
    // The model's conversion assumes 13 tricks; an end position of n tricks leaves n - ns to East-West.
    const Seat declarer = rho(leader);
    table->setTricks(declarer, strain, isNorthSouth(declarer) ? ns : n - ns);
}

std::optional<int> gibTricks(const DoubleDummyTable &table, Strain strain, Seat leader, int n)
{
    if (n == 13)
        return table.northSouthTricksWhenLeading(strain, leader);
    const Seat declarer = rho(leader);
    const auto t = table.tricks(declarer, strain);
    if (!t || *t > n)
        return std::nullopt;
    return isNorthSouth(declarer) ? *t : n - *t;
}

/**
 * Parses one deal line strictly: four hands separated by single spaces, each with
 * three dots, the same number of cards each, then optionally ':' and exactly 20
 * trick characters.
 */
bool parseDealLine(QStringView line, Deal *deal, DoubleDummyTable *table, LineError *error)
{
    const auto fail = [&](qsizetype index, const QString &message) {
        *error = { index, message };
        return false;
    };
    const qsizetype colon = line.indexOf(u':');
    const qsizetype dealEnd = colon < 0 ? line.size() : colon;
    Hand all;
    int total = 0;
    qsizetype i = 0;
    *deal = Deal();
    for (int h = 0; h < 4; ++h) {
        const Seat seat = GibSeats[h];
        if (h > 0) {
            if (i >= dealEnd || line[i] != u' ') {
                return fail(i,
                    QCoreApplication::translate("Kibitz::GibFormat",
                        "expected a single space and %1's hand (giblib lists West, North, East, South)")
                        .arg(seatName(seat)));
            }
            ++i;
        }
        Hand hand;
        int suit = 0;
        while (i < dealEnd && line[i] != u' ') {
            const QChar c = line[i];
            if (c == u'.') {
                if (suit == 3)
                    return fail(i,
                        QCoreApplication::translate(
                            "Kibitz::GibFormat", "%1's hand has a fourth '.': a hand is four suits")
                            .arg(seatName(seat)));
                ++suit;
                ++i;
                continue;
            }
            const auto rank = rankFromChar(c);
            if (!rank || c == u'1')
                return fail(i,
                    QCoreApplication::translate("Kibitz::GibFormat", "'%1' is not a rank (A K Q J T 9 8 7 6 5 4 3 2)")
                        .arg(quotedInput(c)));
            const Card card(SuitsHighToLow[suit], *rank);
            if (total == 52)
                return fail(i,
                    QCoreApplication::translate("Kibitz::GibFormat", "%1 is a 53rd card: a deal has at most 52")
                        .arg(card.toString()));
            if (all.contains(card)) {
                const auto holder = deal->owner(card);
                return fail(i,
                    QCoreApplication::translate("Kibitz::GibFormat", "%1 is listed twice (also in %2's hand)")
                        .arg(card.toString(), seatName(holder.value_or(seat))));
            }
            hand.add(card);
            all.add(card);
            ++total;
            ++i;
        }
        if (suit != 3)
            return fail(i,
                QCoreApplication::translate(
                    "Kibitz::GibFormat", "%1's hand ends here: a hand is four suits separated by '.'")
                    .arg(seatName(seat)));
        deal->setHand(seat, hand);
    }
    if (i < dealEnd)
        return fail(i,
            QCoreApplication::translate("Kibitz::GibFormat", "unexpected '%1' after the fourth hand")
                .arg(quotedInput(line[i])));
    const int n = deal->cardsPerHand();
    if (n < 0) {
        QStringList counts;
        for (Seat s : GibSeats)
            counts << QStringLiteral("%1 %2").arg(QLatin1Char(seatLetter(s))).arg(deal->hand(s).count());
        return fail(0,
            QCoreApplication::translate("Kibitz::GibFormat",
                "the hands hold different numbers of cards (%1); giblib needs the same number in each")
                .arg(counts.join(QStringLiteral(", "))));
    }
    if (n == 0)
        return fail(0, QCoreApplication::translate("Kibitz::GibFormat", "the deal has no cards"));
    table->clear();
    if (colon < 0)
        return true;
    const QStringView tricks = line.mid(colon + 1);
    if (tricks.size() != 20) {
        const qsizetype expected = colon + 21;
        return fail(tricks.size() < 20 ? line.size() : expected,
            QCoreApplication::translate("Kibitz::GibFormat",
                "the line is %1 characters long; with %2 cards it must be %3 (the deal, ':' and 20 trick "
                "characters)")
                .arg(line.size())
                .arg(total)
                .arg(expected));
    }
    for (int k = 0; k < 20; ++k) {
        const QChar c = tricks[k];
        int value = -1;
        if (c == u'-')
            continue;
        if (c >= u'0' && c <= u'9')
            value = c.unicode() - '0';
        else if (c.toUpper() >= u'A' && c.toUpper() <= u'F')
            value = c.toUpper().unicode() - 'A' + 10;
        else
            return fail(colon + 1 + k,
                QCoreApplication::translate(
                    "Kibitz::GibFormat", "'%1' is not a trick count (0-9, A-D for 10-13, or - for unknown)")
                    .arg(quotedInput(c)));
        if (value > n)
            return fail(colon + 1 + k,
                QCoreApplication::translate(
                    "Kibitz::GibFormat", "'%1' is %2 tricks, more than the %3 tricks of this deal")
                    .arg(quotedInput(c))
                    .arg(value)
                    .arg(n));
        setGibTricks(table, StrainsNoTrumpFirst[k / 4], GibLeaders[k % 4], value, n);
    }
    return true;
}

class GibReader : public BoardReader
{
public:
    explicit GibReader(QIODevice *device)
        : mLines(device)
    { }

    bool readNext(Board *board) override
    {
        Pending pending;
        QString line;
        bool indented = false;
        if (!nextDealLine(&line, &pending, &indented))
            return false;
        if (indented) {
            damage(mBoardsRead,
                FormatError::malformedAtLine(mLines.lineNumber(), 1,
                    QCoreApplication::translate(
                        "Kibitz::GibFormat", "a giblib deal line starts with West's hand in column 1")));
            return emptyBoard(board);
        }
        return readDeal(line, pending, board);
    }

    /**
     * Every deal line is a board, and its comment is read with it: nothing passes from one board to the
     * next but its number, so a reader can start after any deal line (docs/formats.md#giblib).
     */
    bool canResume() const override { return true; }
    /** The line after the last deal read: blank lines and the next deal's comment are read again from there. */
    Place nextPlace() const override { return { mLines.nextOffset(), mLines.lineNumber() + 1 }; }
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override
    {
        Q_UNUSED(context);
        mBoardsRead = boardsRead;
        mLines.setNextLine(place.line);
    }
    /**
     * Reads the comments' extent as readNext() does (a comment can end the file with an error), not their
     * options nor the deal line.
     */
    bool skipNext() override
    {
        Pending pending;
        pending.sizeOnly = true;
        QString line;
        bool indented = false;
        if (!nextDealLine(&line, &pending, &indented))
            return false;
        ++mBoardsRead;
        return true;
    }

private:
    struct Option
    {
        QString value;
        int line = 0;
        int column = 0;
        bool present = false;
    };
    struct Pending
    {
        Option name, trumps, leader, played;
        QStringList texts;
        qsizetype textSize = 0; // all comments before one deal, capped like one comment
        int comments = 0;
        int firstLine = 0;
        bool sizeOnly = false; // skipNext(): a comment's end and size matter, not its options and text
    };
    struct Segment
    {
        qsizetype offset; // in the comment text
        int line;
        int column; // 1-based column of the segment's first character
    };

    /**
     * Reads up to the next deal line, into @p line, taking the comments before it into @p pending;
     * @p indented when the line does not start in column 1. False at the end or on an error.
     */
    bool nextDealLine(QString *line, Pending *pending, bool *indented)
    {
        if (hasError())
            return false;
        for (;;) {
            if (!mLines.readLine(line)) {
                if (mLines.lineTooLong())
                    return fail(FormatError::malformedAtLine(mLines.lineNumber(), 1,
                        QCoreApplication::translate("Kibitz::GibFormat", "the line is too long")));
                if (pending->comments > 0 && mBoardsRead > 0)
                    warn(mBoardsRead - 1,
                        QCoreApplication::translate(
                            "Kibitz::GibFormat", "line %1: a comment after the last deal is ignored")
                            .arg(pending->firstLine));
                return false;
            }
            qsizetype i = 0;
            while (i < line->size() && (*line)[i].isSpace())
                ++i;
            if (i == line->size())
                continue;
            if ((*line)[i] == u'{') {
                if (!readComment(*line, i, pending))
                    return false;
                continue;
            }
            *indented = i > 0;
            return true;
        }
    }

    bool failAt(int line, qsizetype index, const QString &message)
    {
        return fail(FormatError::malformedAtLine(line, int(index) + 1, message, mBoardsRead));
    }

    /** Reads a comment starting at line[start] == '{', across lines, and takes its options. */
    bool readComment(QString line, qsizetype start, Pending *pending)
    {
        const int openLine = mLines.lineNumber();
        if (pending->comments++ == 0)
            pending->firstLine = openLine;
        QString text;
        QList<Segment> segments;
        qsizetype pos = start + 1;
        int lineNo = openLine;
        for (;;) {
            const qsizetype close = line.indexOf(u'}', pos);
            segments.append({ text.size(), lineNo, int(pos) + 1 });
            text += QStringView(line).mid(pos, close < 0 ? -1 : close - pos);
            if (pending->textSize + text.size() > MaxCommentLength)
                return failAt(openLine, start,
                    QCoreApplication::translate(
                        "Kibitz::GibFormat", "the comments before this deal are longer than 1 MiB"));
            if (close >= 0) {
                if (!QStringView(line).mid(close + 1).trimmed().isEmpty()) {
                    warn(mBoardsRead,
                        QCoreApplication::translate("Kibitz::GibFormat",
                            "line %1, column %2: text after '}' is ignored (a deal starts on its own line)")
                            .arg(lineNo)
                            .arg(close + 2));
                }
                break;
            }
            text += u'\n';
            if (!mLines.readLine(&line)) {
                if (mLines.lineTooLong())
                    return fail(FormatError::malformedAtLine(mLines.lineNumber(), 1,
                        QCoreApplication::translate("Kibitz::GibFormat", "the line is too long")));
                return failAt(openLine, start,
                    QCoreApplication::translate(
                        "Kibitz::GibFormat", "the comment opened here is never closed with '}'"));
            }
            lineNo = mLines.lineNumber();
            pos = 0;
        }
        pending->textSize += text.size();
        if (pending->sizeOnly)
            return true;
        const auto locate = [&](qsizetype offset, Option *option) {
            auto it = std::upper_bound(
                segments.cbegin(), segments.cend(), offset, [](qsizetype o, const Segment &s) { return o < s.offset; });
            const Segment &s = *(it - 1);
            option->line = s.line;
            option->column = s.column + int(offset - s.offset);
        };
        // Options: the first occurrence of each key, its value up to white space.
        QList<QPair<qsizetype, qsizetype>> cut;
        const auto take = [&](QLatin1String key, Option *option) {
            const qsizetype at = text.indexOf(key);
            if (at < 0)
                return;
            const qsizetype valueStart = at + key.size();
            qsizetype end = valueStart;
            while (end < text.size() && !text[end].isSpace())
                ++end;
            *option = Option { text.mid(valueStart, end - valueStart), 0, 0, true };
            locate(valueStart, option);
            cut.append({ at, end });
        };
        take(QLatin1String("name="), &pending->name);
        take(QLatin1String("trumps="), &pending->trumps);
        take(QLatin1String("leader="), &pending->leader);
        take(QLatin1String("played="), &pending->played);
        std::sort(cut.begin(), cut.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
        for (const auto &[from, to] : cut)
            text.remove(from, to - from);
        QStringList lines = text.split(u'\n');
        for (QString &l : lines) {
            while (!l.isEmpty() && l.back().isSpace())
                l.chop(1);
        }
        while (!lines.isEmpty() && lines.first().isEmpty())
            lines.removeFirst();
        while (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
        if (!lines.isEmpty())
            pending->texts << lines.join(u'\n');
        return true;
    }

    /** A board for a deal line that could not be read (docs/formats.md#giblib): numbered, reading goes on. */
    bool emptyBoard(Board *board)
    {
        *board = Board();
        board->setNumberWithCycle(int(mBoardsRead % 0x7fffffff) + 1);
        ++mBoardsRead;
        return true;
    }

    /** A fault in a deal line or its options: the board is damaged, and keeps what was read. */
    void damageAt(int line, int column, const QString &message)
    {
        damage(mBoardsRead, FormatError::malformedAtLine(line, column, message));
    }

    bool readDeal(const QString &line, const Pending &pending, Board *board)
    {
        const int lineNo = mLines.lineNumber();
        Deal deal;
        DoubleDummyTable table;
        LineError error;
        if (!parseDealLine(line, &deal, &table, &error)) {
            damageAt(lineNo, int(error.index) + 1, error.message);
            // A broken last line without its line end: the file was cut inside this board.
            if (mLines.endedMidLine())
                damage(mBoardsRead, FormatError::endsInsideBoard(mBoardsRead, lineNo, int(line.size()) + 1));
            return emptyBoard(board);
        }

        std::optional<Strain> trump;
        if (pending.trumps.present) {
            const QString v = pending.trumps.value.toLower();
            static const QString letters = QStringLiteral("cdhsn");
            const qsizetype k = v.size() == 1 ? letters.indexOf(v[0]) : (v == u"nt" ? 4 : -1);
            if (k < 0) {
                damageAt(pending.trumps.line, pending.trumps.column,
                    QCoreApplication::translate("Kibitz::GibFormat", "trumps= expects s, h, d, c or n, not '%1'")
                        .arg(quotedInput(pending.trumps.value)));
            } else {
                trump = static_cast<Strain>(k);
            }
        }
        std::optional<Seat> leader;
        if (pending.leader.present) {
            const auto seat = pending.leader.value.size() == 1 ? seatFromChar(pending.leader.value[0]) : std::nullopt;
            if (!seat) {
                damageAt(pending.leader.line, pending.leader.column,
                    QCoreApplication::translate("Kibitz::GibFormat", "leader= expects w, n, e or s, not '%1'")
                        .arg(quotedInput(pending.leader.value)));
            }
            leader = seat;
        }
        QList<Card> played;
        if (pending.played.present) {
            // A fault in played= keeps the cards before it.
            readPlayed(pending.played, deal, trump.value_or(Strain::NoTrump), &leader, pending.leader.present && leader,
                &played);
        }

        *board = Board();
        board->setNumberWithCycle(int(mBoardsRead % 0x7fffffff) + 1);
        board->setDeal(deal);
        board->setDoubleDummy(table);
        if (pending.name.present)
            board->setTitle(pending.name.value);
        board->setComments(pending.texts);
        board->setPlayContext(trump, leader);
        board->setPlayedCards(played);
        ++mBoardsRead;
        return true;
    }

    /** played=c8.c9.ct.ck-h7...: suit then rank, '.' between cards, '-' between tricks. */
    bool readPlayed(const Option &option, const Deal &deal, Strain trump, std::optional<Seat> *leader, bool leaderGiven,
        QList<Card> *cards)
    {
        const QString &v = option.value;
        Play play;
        const auto failCol = [&](qsizetype index, const QString &message) {
            damageAt(option.line, option.column + int(index), message);
            *cards = play.cards();
            return false;
        };
        bool warnedGrouping = false;
        qsizetype i = 0;
        while (i < v.size()) {
            if (v[i] == u'.' || v[i] == u'-') {
                const bool trickEnd = !play.cards().isEmpty() && play.size() % 4 == 0;
                if (!warnedGrouping && (v[i] == u'-') != trickEnd) {
                    warnedGrouping = true;
                    warn(mBoardsRead,
                        QCoreApplication::translate("Kibitz::GibFormat",
                            "line %1, column %2: played= has '%3' after card %4; '-' separates tricks, "
                            "'.' the cards of a trick")
                            .arg(option.line)
                            .arg(option.column + int(i))
                            .arg(quotedInput(v[i]))
                            .arg(play.size()));
                }
                ++i;
                continue;
            }
            const auto suit = suitFromChar(v[i]);
            if (!suit || !v[i].isLetter())
                return failCol(i,
                    QCoreApplication::translate(
                        "Kibitz::GibFormat", "played= expects a suit letter (s, h, d or c), not '%1'")
                        .arg(quotedInput(v[i])));
            if (i + 1 >= v.size())
                return failCol(i + 1,
                    QCoreApplication::translate("Kibitz::GibFormat", "played= expects a rank after the suit letter"));
            const auto rank = rankFromChar(v[i + 1]);
            if (!rank)
                return failCol(i + 1,
                    QCoreApplication::translate("Kibitz::GibFormat", "played= expects a rank (A K Q J T 9-2), not '%1'")
                        .arg(quotedInput(v[i + 1])));
            const Card card(*suit, *rank);
            if (play.cards().isEmpty()) {
                // "The leader is determined by the first card."
                const auto owner = deal.owner(card);
                if (!owner)
                    return failCol(i,
                        QCoreApplication::translate(
                            "Kibitz::GibFormat", "played= starts with %1, which is not in the deal")
                            .arg(card.toString()));
                if (leaderGiven && *leader != *owner) {
                    warn(mBoardsRead,
                        QCoreApplication::translate("Kibitz::GibFormat",
                            "line %1: leader=%2 but the first card played, %3, is %4's: the first card "
                            "decides")
                            .arg(option.line)
                            .arg(QChar(QLatin1Char(seatLetter(**leader))).toLower())
                            .arg(card.toString(), seatName(*owner)));
                }
                *leader = owner;
                play = Play(deal, trump, *owner);
            }
            if (const auto why = play.whyIllegal(card)) {
                return failCol(i,
                    QCoreApplication::translate("Kibitz::GibFormat", "played= card %1, %2 by %3, %4")
                        .arg(play.size() + 1)
                        .arg(card.toString(), seatName(play.toMove()), *why));
            }
            play.play(card);
            i += 2;
        }
        *cards = play.cards();
        return true;
    }

    LineReader mLines;
};

QString cleanName(const QString &title)
{
    QString name;
    for (QChar c : title) {
        if (c == u'{' || c == u'}')
            continue;
        name += c.isSpace() ? u'_' : c;
    }
    return name;
}

/** Comment text that giblib reads back as text: no braces, no option keys. */
QString cleanCommentText(const QString &text)
{
    QString t = text;
    t.replace(u'{', u'(').replace(u'}', u')');
    static const QRegularExpression keys(QStringLiteral("(name|trumps|leader|played)="));
    t.replace(keys, QStringLiteral("\\1 ="));
    return t;
}

bool playIsWritable(const Board &board)
{
    return !board.playedCards().isEmpty() && board.deal().isValid() && !board.play().validate();
}

class GibWriter : public BufferedBoardWriter
{
public:
    GibWriter(const GibFormat *format, QIODevice *device)
        : BufferedBoardWriter(device)
        , mFormat(format)
    { }

    bool writeBoard(const Board &board) override
    {
        if (!acceptBoard(mFormat->whyCannotStore(board)))
            return false;
        QString out;
        QStringList options;
        const QString name = cleanName(board.title());
        if (!name.isEmpty())
            options << QStringLiteral("name=") + name;
        const auto contract = board.contract();
        const bool hasContract = contract && !contract->isPassedOut();
        const bool writePlay = playIsWritable(board);
        if (board.playTrump() || hasContract) {
            static const char letters[] = "cdhsn";
            options << QStringLiteral("trumps=") + QLatin1Char(letters[static_cast<int>(board.trump())]);
        }
        if (board.playLeader() || hasContract || writePlay) {
            options << QStringLiteral("leader=") + QChar(QLatin1Char(seatLetter(board.openingLeader()))).toLower();
        }
        if (writePlay) {
            QString played = QStringLiteral("played=");
            const QList<Card> &cards = board.playedCards();
            for (qsizetype k = 0; k < cards.size(); ++k) {
                if (k > 0)
                    played += k % 4 == 0 ? u'-' : u'.';
                played += QChar(QLatin1Char(suitLetter(cards[k].suit()))).toLower();
                played += QChar(QLatin1Char(rankChar(cards[k].rank()))).toLower();
            }
            options << played;
        }
        QStringList texts;
        for (const QString &c : board.comments())
            texts << cleanCommentText(c);
        if (!options.isEmpty() || !texts.isEmpty()) {
            out += u'{' + options.join(u' ');
            if (!texts.isEmpty())
                out += u'\n' + texts.join(u'\n') + u'\n';
            out += QStringLiteral("}\n");
        }
        const Deal &deal = board.deal();
        for (int h = 0; h < 4; ++h) {
            if (h > 0)
                out += u' ';
            out += deal.hand(GibSeats[h]).toString();
        }
        const DoubleDummyTable &table = board.doubleDummy();
        if (!table.isEmpty()) {
            const int n = deal.cardsPerHand();
            out += u':';
            for (int k = 0; k < 20; ++k) {
                const auto t = gibTricks(table, StrainsNoTrumpFirst[k / 4], GibLeaders[k % 4], n);
                out += !t ? u'-' : QChar(u"0123456789ABCD"[*t]);
            }
        }
        out += u'\n';
        mBuffer += out.toUtf8();
        return boardDone();
    }

private:
    const GibFormat *mFormat;
};

} // namespace

QString GibFormat::name() const
{
    return QCoreApplication::translate("Kibitz::GibFormat", "GIB giblib");
}

BoardContents GibFormat::capabilities() const
{
    return BoardContents(BoardContent::Deal) | BoardContent::PartialDeal | BoardContent::Play
        | BoardContent::DoubleDummy | BoardContent::Comments;
}

bool GibFormat::canRead(QIODevice *device) const
{
    const QByteArray head = device->peek(64 * 1024);
    if (head.isEmpty())
        return false;
    const QString text = QString::fromUtf8(head);
    bool inComment = false;
    const QStringList lines = text.split(u'\n');
    for (qsizetype k = 0; k < lines.size(); ++k) {
        QString line = lines[k];
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (inComment) {
            if (line.contains(u'}'))
                inComment = false;
            continue;
        }
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;
        if (trimmed.startsWith(u'{')) {
            inComment = !trimmed.contains(u'}');
            continue;
        }
        if (k == lines.size() - 1 && head.size() == 64 * 1024)
            return false; // the line may be cut off
        Deal deal;
        DoubleDummyTable table;
        LineError error;
        return parseDealLine(line, &deal, &table, &error);
    }
    return false;
}

std::unique_ptr<BoardReader> GibFormat::createReader(QIODevice *device) const
{
    return std::make_unique<GibReader>(device);
}

std::unique_ptr<BoardWriter> GibFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<GibWriter>(this, device);
}

QString GibFormat::whyCannotStore(const Board &board) const
{
    const Deal &deal = board.deal();
    for (Seat s : AllSeats) {
        if (!deal.isHandKnown(s))
            return QCoreApplication::translate("Kibitz::GibFormat", "giblib needs all four hands; %1's is unknown")
                .arg(seatName(s));
    }
    const QList<DealProblem> problems = deal.problems();
    if (!problems.isEmpty()) {
        QStringList messages;
        for (const DealProblem &p : problems)
            messages << p.message;
        return QCoreApplication::translate("Kibitz::GibFormat", "giblib needs a valid deal: %1")
            .arg(messages.join(QStringLiteral("; ")));
    }
    if (deal.cardsPerHand() <= 0)
        return QCoreApplication::translate("Kibitz::GibFormat", "giblib needs at least one card in each hand");
    return {};
}

BoardContents GibFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = DealFormat::lostContents(board, index);
    if (!board.playedCards().isEmpty() && !playIsWritable(board))
        lost |= BoardContent::Play;
    return lost;
}

} // namespace Kibitz
