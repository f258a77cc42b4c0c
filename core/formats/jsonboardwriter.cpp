#include "jsonboardwriter.h"

#include "model/bcflags.h"

namespace Kibitz {

namespace {

constexpr std::array<Seat, 4> JsonSeats { Seat::North, Seat::East, Seat::South, Seat::West };
constexpr const char *SeatKeys[4] = { "N", "E", "S", "W" }; // by JsonSeats
constexpr const char *StrainKeys[5] = { "NT", "S", "H", "D", "C" }; // by StrainsNoTrumpFirst

QString quoted(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += QLatin1Char('"');
    for (QChar c : text) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\b':
            out += QLatin1String("\\b");
            break;
        case '\f':
            out += QLatin1String("\\f");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out;
}

class ObjectWriter
{
public:
    explicit ObjectWriter(QString *out)
        : mOut(out)
    {
        *mOut += QLatin1Char('{');
    }
    void key(const char *name)
    {
        if (!mFirst)
            *mOut += QLatin1Char(',');
        mFirst = false;
        *mOut += QLatin1Char('"');
        *mOut += QLatin1String(name);
        *mOut += QLatin1String("\":");
    }
    /** A key that may need escaping (a PBN tag name read from a file). */
    void key(const QString &name)
    {
        if (!mFirst)
            *mOut += QLatin1Char(',');
        mFirst = false;
        *mOut += quoted(name);
        *mOut += QLatin1Char(':');
    }
    void boolean(const char *name, bool value)
    {
        key(name);
        *mOut += value ? QLatin1String("true") : QLatin1String("false");
    }
    template <typename Name> void string(const Name &name, const QString &value)
    {
        key(name);
        *mOut += quoted(value);
    }
    void number(const char *name, int value)
    {
        key(name);
        *mOut += QString::number(value);
    }
    /** An array of strings; with @p emptyAsNull, empty strings are written as null. */
    void strings(const char *name, const QStringList &values, bool emptyAsNull = false)
    {
        key(name);
        *mOut += QLatin1Char('[');
        for (qsizetype i = 0; i < values.size(); ++i) {
            if (i > 0)
                *mOut += QLatin1Char(',');
            *mOut += emptyAsNull && values[i].isEmpty() ? QStringLiteral("null") : quoted(values[i]);
        }
        *mOut += QLatin1Char(']');
    }
    void close() { *mOut += QLatin1Char('}'); }

private:
    QString *mOut;
    bool mFirst = true;
};

QString seatText(Seat s)
{
    return QString(QLatin1Char(seatLetter(s)));
}

// docs/json-lines.md#fields: plain blocks at the end as "comments" (what older files hold), any
// other as "commentary", each block with its place.
void writeCommentary(QString *line, ObjectWriter &o, const Board &board)
{
    const QList<Commentary> &blocks = board.commentary();
    if (blocks.isEmpty())
        return;
    const bool plain = std::all_of(blocks.begin(), blocks.end(),
        [](const Commentary &b) { return b.place == CommentPlace::Final && !b.lineComment; });
    if (plain) {
        o.strings("comments", commentaryTexts(blocks));
        return;
    }
    o.key("commentary");
    *line += QLatin1Char('[');
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        if (i > 0)
            *line += QLatin1Char(',');
        ObjectWriter b(line);
        b.string("place", commentPlaceName(blocks[i].place));
        if (blocks[i].place == CommentPlace::Play)
            b.number("trick", blocks[i].trick);
        if (blocks[i].lineComment)
            b.boolean("line", true);
        b.string("text", blocks[i].text);
        b.close();
    }
    *line += QLatin1Char(']');
}

// The commentary, the hidden hands, BridgeComposer's flags and, for a lesson's game, its PBN as its
// file had it: PBN -> JSON Lines -> PBN then keeps its layout as PBN -> PBN does (the PBN writer
// uses it only while it reads as the board).
void writeLesson(QString *line, ObjectWriter &o, const Board &board)
{
    writeCommentary(line, o, board);
    if (!board.hidden().isEmpty())
        o.string("hidden", board.hidden());
    if (const auto flags = board.bcFlags())
        o.string("bcFlags", BcFlags::toText(*flags));
    if (!board.pbnSource().isEmpty())
        o.string("pbn", board.pbnSource());
}

// The auction: its calls, and the explanations, annotations and irregularities when a call has one.
void writeAuction(ObjectWriter &o, const QList<Call> &calls)
{
    if (calls.isEmpty())
        return;
    QStringList texts;
    QStringList explanations;
    QStringList annotations;
    QStringList irregularities;
    bool explained = false;
    bool annotated = false;
    bool irregular = false;
    for (const Call &call : calls) {
        texts << call.toString() + (call.isAlerted() ? QStringLiteral("!") : QString());
        explanations << call.explanation();
        explained = explained || !call.explanation().isEmpty();
        annotations << annotationText(call.annotation());
        annotated = annotated || call.annotation() != Annotation::None;
        irregularities << irregularityToken(call.irregularity());
        irregular = irregular || call.irregularity() != Irregularity::None;
    }
    o.strings("auction", texts);
    if (explained)
        o.strings("explanations", explanations, true);
    if (annotated)
        o.strings("annotations", annotations, true);
    if (irregular)
        o.strings("irregularities", irregularities, true);
}

// The cards played, and their irregularities.
void writePlay(ObjectWriter &o, const Board &board)
{
    QStringList cards;
    for (Card c : board.playedCards())
        cards << c.toString();
    o.strings("play", cards);
    if (!board.playIrregularities().isEmpty()) {
        QStringList tokens(board.playedCards().size());
        for (const CardIrregularity &i : board.playIrregularities()) {
            if (i.card >= 0 && i.card < tokens.size())
                tokens[i.card] = irregularityToken(i.kind);
        }
        o.strings("playIrregularities", tokens, true);
    }
}

// The double-dummy tricks: an object of seats, each an object of strains (null where unknown).
void writeDoubleDummy(QString *line, ObjectWriter &o, const DoubleDummyTable &dd)
{
    o.key("ddTricks");
    ObjectWriter seats(line);
    for (int i = 0; i < 4; ++i) {
        seats.key(SeatKeys[i]);
        ObjectWriter strains(line);
        for (int j = 0; j < 5; ++j) {
            strains.key(StrainKeys[j]);
            const auto tricks = dd.tricks(JsonSeats[i], StrainsNoTrumpFirst[j]);
            *line += tricks ? QString::number(*tricks) : QStringLiteral("null");
        }
        strains.close();
    }
    seats.close();
}

// The players' names, those that are known.
void writePlayers(QString *line, ObjectWriter &o, const Board &board)
{
    bool named = false;
    for (Seat s : JsonSeats)
        named = named || !board.player(s).isEmpty();
    if (!named)
        return;
    o.key("players");
    ObjectWriter players(line);
    for (int i = 0; i < 4; ++i) {
        if (!board.player(JsonSeats[i]).isEmpty())
            players.string(SeatKeys[i], board.player(JsonSeats[i]));
    }
    players.close();
}

// The texts about the board: event, site, date, title, comments, par, room, other tags and directives.
void writeTexts(QString *line, ObjectWriter &o, const Board &board)
{
    if (!board.event().isEmpty())
        o.string("event", board.event());
    if (!board.site().isEmpty())
        o.string("site", board.site());
    if (!board.date().isEmpty())
        o.string("date", board.date());
    if (!board.title().isEmpty())
        o.string("title", board.title());
    writeLesson(line, o, board);
    if (!board.par().isEmpty())
        o.string("par", board.par());
    if (board.room() != Room::Unknown)
        o.string("room", board.room() == Room::Closed ? QStringLiteral("Closed") : QStringLiteral("Open"));
    if (!board.extraTags().isEmpty()) {
        // In file order: a JSON object's members keep the order they are written in, and the reader
        // takes them in that order.
        o.key("tags");
        ObjectWriter tags(line);
        for (const auto &[name, value] : board.extraTags())
            tags.string(name, value);
        tags.close();
    }
    if (!board.fileDirectives().isEmpty())
        o.strings("fileDirectives", board.fileDirectives());
    if (!board.directives().isEmpty())
        o.strings("directives", board.directives());
}

} // namespace

QString JsonBoardWriter::boardLine(const Board &board)
{
    QString line;
    line.reserve(400);
    ObjectWriter o(&line);
    if (board.number())
        o.number("board", *board.number());
    if (!board.label().isEmpty())
        o.string("label", board.label());
    o.string("dealer", seatText(board.dealer()));
    o.string("vulnerable", vulnerabilityText(board.vulnerability()));
    const Deal &deal = board.deal();
    if (!deal.isEmpty()) {
        QStringList hands;
        for (Seat s : JsonSeats)
            hands << deal.hand(s).toString(); // an unknown hand is empty: "..."
        o.string("deal", QStringLiteral("N:") + hands.join(QLatin1Char(' ')));
    }
    writeAuction(o, board.auction().calls());
    if (!board.playedCards().isEmpty())
        writePlay(o, board);
    if (board.playTrump())
        o.string("trump", strainText(*board.playTrump()));
    if (board.playLeader())
        o.string("leader", seatText(*board.playLeader()));
    if (const auto contract = board.contract()) {
        o.string("contract", contract->toString()); // "Pass" when passed out
        if (!contract->isPassedOut())
            o.string("declarer", seatText(contract->declarer));
    }
    if (const auto tricks = board.outcome()) {
        o.number("result", *tricks);
        if (board.outcomeFromPlay())
            o.boolean("resultFromPlay", true);
    }
    if (board.claim())
        o.number("claim", *board.claim());
    if (!board.doubleDummy().isEmpty())
        writeDoubleDummy(&line, o, board.doubleDummy());
    writePlayers(&line, o, board);
    writeTexts(&line, o, board);
    o.close();
    return line;
}

bool JsonBoardWriter::writeBoard(const Board &board)
{
    if (!acceptBoard())
        return false;
    mBuffer += (boardLine(board) + QLatin1Char('\n')).toUtf8();
    return boardDone();
}

} // namespace Kibitz
