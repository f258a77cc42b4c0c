#include "pbnwriter.h"

#include "pbnreader.h"

#include "model/bcflags.h"
#include "model/play.h"

#include <QBuffer>
#include <QRegularExpression>

namespace Kibitz {

namespace {

constexpr char Eol[] = "\r\n";

void appendEscaped(QByteArray &out, const QString &value)
{
    // Only \" and \\ are escapes (as in PGN); other backslashes, as in "Result\2R", stay single.
    const QByteArray utf8 = value.toUtf8();
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8[i];
        if (c == '"' || (c == '\\' && (i + 1 == utf8.size() || utf8[i + 1] == '"' || utf8[i + 1] == '\\')))
            out += '\\';
        out += c;
    }
}

void appendLines(QByteArray &out, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    for (char c : utf8) {
        if (c == '\n')
            out += Eol;
        else
            out += c;
    }
}

void tag(QByteArray &out, const char *name, const QString &value)
{
    out += '[';
    out += name;
    out += " \"";
    appendEscaped(out, value);
    out += "\"]";
    out += Eol;
}

QString orUnknown(const QString &value)
{
    return value.isEmpty() ? QStringLiteral("?") : value;
}

QString seatText(Seat s)
{
    return QString(QLatin1Char(seatLetter(s)));
}

QString callText(const Call &call)
{
    // docs/formats.md#pbn: a skipped turn is `^S`, an accepted insufficient bid `^I 1C`.
    if (call.isSkipped())
        return irregularityToken(Irregularity::SkippedCall);
    QString text = call.isPass() ? QStringLiteral("Pass") : call.toString();
    if (call.irregularity() == Irregularity::InsufficientBid)
        text = irregularityToken(Irregularity::InsufficientBid) + QLatin1Char(' ') + text;
    return text + annotationText(call.annotation());
}

bool hasExtraTag(const Board &board, QStringView name)
{
    for (const auto &tag : board.extraTags()) {
        if (tag.first == name)
            return true;
    }
    return false;
}

// docs/formats.md#pbn: the `%` lines a file declares its version and character set with.
bool isVersionLine(const QString &line)
{
    static const QRegularExpression version(QStringLiteral("^%\\s*PBN\\b"));
    return version.match(line).hasMatch();
}

bool isExportLine(const QString &line)
{
    static const QRegularExpression exportLine(QStringLiteral("^%\\s*EXPORT\\s*$"));
    return exportLine.match(line).hasMatch();
}

/** The character set named by `%Content-type: ...; charset=X` or `%Charset X`, or nothing. */
std::optional<QString> declaredCharset(const QString &line)
{
    static const QRegularExpression declaration(
        QStringLiteral("^%\\s*(?:Content-type:.*charset\\s*=\\s*|Charset\\s*:?\\s*)([A-Za-z0-9_.:-]+)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = declaration.match(line);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1);
}

bool isLatin1Name(const QString &charset)
{
    const QString name = charset.toLower().remove(QLatin1Char('-')).remove(QLatin1Char('_'));
    return name == u"iso88591" || name == u"latin1" || name == u"l1";
}

bool fitsLatin1(QStringView text)
{
    for (QChar c : text) {
        if (c.unicode() > 0xff)
            return false;
    }
    return true;
}

} // namespace

PbnWriter::PbnWriter(QIODevice *device)
    : BufferedBoardWriter(device)
{ }

namespace {

// A text holding "}" goes as ";" lines.
void writeBlock(QByteArray &out, const Commentary &block)
{
    if (!block.lineComment && !block.text.contains(QLatin1Char('}'))) {
        out += '{';
        appendLines(out, block.text);
        out += '}';
        out += Eol;
        return;
    }
    for (const QString &line : block.text.split(QLatin1Char('\n'))) {
        out += ';';
        out += line.toUtf8();
        out += Eol;
    }
}

// docs/formats.md#commentary: the blocks at @p place (and, for the play, @p trick or from @p trick on).
void writeComments(QByteArray &out, const Board &board, CommentPlace place, int trick = -1, bool onward = false)
{
    for (const Commentary &block : board.commentary()) {
        if (block.place == place && (trick < 0 || block.trick == trick || (onward && block.trick > trick)))
            writeBlock(out, block);
    }
}

// The 15 tags of PBN's mandatory tag set, the introduction after Date and the diagram's notes after Deal.
void writeRoster(QByteArray &out, const Board &board)
{
    tag(out, "Event", orUnknown(board.event()));
    tag(out, "Site", orUnknown(board.site()));
    tag(out, "Date", orUnknown(board.date()));
    writeComments(out, board, CommentPlace::Introduction);
    const QString label = board.labelOrNumber();
    tag(out, "Board", label.isEmpty() ? QStringLiteral("?") : label);
    tag(out, "West", orUnknown(board.player(Seat::West)));
    tag(out, "North", orUnknown(board.player(Seat::North)));
    tag(out, "East", orUnknown(board.player(Seat::East)));
    tag(out, "South", orUnknown(board.player(Seat::South)));
    tag(out, "Dealer", seatText(board.dealer()));
    tag(out, "Vulnerable", vulnerabilityText(board.vulnerability()));
    const Deal &deal = board.deal();
    const bool noDeal = deal.isEmpty() && deal.isHandKnown(Seat::North) && deal.isHandKnown(Seat::East)
        && deal.isHandKnown(Seat::South) && deal.isHandKnown(Seat::West);
    tag(out, "Deal", noDeal ? QStringLiteral("?") : deal.toString(board.dealer()));
    writeComments(out, board, CommentPlace::Diagram);
    QString scoring;
    for (const auto &[name, value] : board.extraTags()) {
        if (name == u"Scoring")
            scoring = value;
    }
    tag(out, "Scoring", orUnknown(scoring));

    const auto contract = board.contract();
    const auto tricks = board.outcome();
    if (!contract) {
        tag(out, "Declarer", QStringLiteral("?"));
        tag(out, "Contract", QStringLiteral("?"));
    } else if (contract->isPassedOut()) {
        tag(out, "Declarer", QString());
        tag(out, "Contract", QStringLiteral("Pass"));
    } else {
        tag(out, "Declarer", seatText(contract->declarer));
        tag(out, "Contract", contract->toString());
    }
    if (tricks)
        tag(out, "Result", QString::number(*tricks));
    else
        tag(out, "Result", contract && contract->isPassedOut() ? QString() : QStringLiteral("?"));
}

// docs/formats.md#hidden-hands-and-bcflags: where BridgeComposer writes them, before the auction.
void writeLessonTags(QByteArray &out, const Board &board)
{
    if (const auto flags = board.bcFlags())
        tag(out, "BCFlags", BcFlags::toText(*flags));
    if (!board.hidden().isEmpty())
        tag(out, "Hidden", board.hidden());
}

void writeAuction(QByteArray &out, const Board &board)
{
    const Auction &auction = board.auction();
    if (auction.isEmpty())
        return;
    tag(out, "Auction", seatText(board.dealer()));
    QStringList notes;
    const QList<Call> &calls = auction.calls();
    for (qsizetype i = 0; i < calls.size(); ++i) {
        const Call &call = calls[i];
        out += callText(call).toLatin1();
        if (call.isAlerted() || !call.explanation().isEmpty()) {
            notes << call.explanation();
            out += " =" + QByteArray::number(notes.size()) + '=';
        }
        out += (i % 4 == 3 || i + 1 == calls.size()) ? Eol : " ";
    }
    for (qsizetype n = 0; n < notes.size(); ++n)
        tag(out, "Note", QString::number(n + 1) + QLatin1Char(':') + notes[n]);
}

// The play a trick a line from the opening leader's column, each trick's notes after its line.
void writePlay(QByteArray &out, const Board &board)
{
    const QList<Card> &cards = board.playedCards();
    if (cards.isEmpty())
        return;
    const Play play = board.play();
    const Seat leader = board.openingLeader();
    tag(out, "Play", seatText(leader));
    const int tricksPlayed = int((cards.size() + 3) / 4);
    writeComments(out, board, CommentPlace::Play, 0);
    for (int t = 0; t < tricksPlayed; ++t) {
        std::array<QString, 4> row;
        row.fill(QStringLiteral("-"));
        for (int k = t * 4; k < t * 4 + 4 && k < cards.size(); ++k) {
            const int column = (static_cast<int>(play.seatOf(k)) - static_cast<int>(leader) + 4) % 4;
            row[size_t(column)] = cards[k].toString();
            if (const Irregularity i = irregularityOfCard(board.playIrregularities(), k); i != Irregularity::None)
                row[size_t(column)].prepend(irregularityToken(i) + QLatin1Char(' '));
        }
        for (int c = 0; c < 4; ++c) {
            out += row[size_t(c)].toLatin1();
            out += c == 3 ? Eol : " ";
        }
        // Notes at tricks the play does not reach follow the last one.
        writeComments(out, board, CommentPlace::Play, t + 1, t + 1 == tricksPlayed);
    }
    const int perHand = board.deal().cardsPerHand();
    const int total = perHand > 0 ? perHand : 13;
    if (cards.size() < total * 4) {
        out += '*';
        out += Eol;
    }
}

void writeDoubleDummy(QByteArray &out, const Board &board)
{
    const DoubleDummyTable &dd = board.doubleDummy();
    static constexpr Seat PbnDeclarers[] = { Seat::North, Seat::South, Seat::East, Seat::West };
    if (dd.isComplete()) {
        QString hex;
        for (Seat s : PbnDeclarers) {
            for (Strain strain : StrainsNoTrumpFirst)
                hex += QString::number(*dd.tricks(s, strain), 16);
        }
        tag(out, "DoubleDummyTricks", hex);
    }
    if (dd.isEmpty())
        return;
    tag(out, "OptimumResultTable", QStringLiteral("Declarer;Denomination\\2R;Result\\2R"));
    for (Seat s : PbnDeclarers) {
        for (Strain strain : StrainsNoTrumpFirst) {
            if (const auto n = dd.tricks(s, strain)) {
                out += seatLetter(s);
                out += ' ';
                out += strainText(strain).toLatin1();
                out += ' ';
                out += QByteArray::number(*n);
                out += Eol;
            }
        }
    }
}

void writePar(QByteArray &out, const Board &board)
{
    if (board.par().isEmpty())
        return;
    // "NS 620; NS 4S" as read, or "NS 620: NS 4S" as solved: OptimumScore takes the score only and
    // ParContract the contracts, a making one with "=" (the forms of docs/formats.md#pbn).
    const QString par = board.par();
    qsizetype split = par.indexOf(QStringLiteral("; "));
    if (split < 0)
        split = par.indexOf(QStringLiteral(": "));
    const QString score = split < 0 ? par : par.left(split);
    if (!score.isEmpty())
        tag(out, "OptimumScore", score);
    if (split >= 0) {
        static const QRegularExpression exact(QStringLiteral("^((?:NS|EW|[NESW]) [1-7](?:NT|[CDHSN]))$"));
        QStringList contracts = par.mid(split + 2).split(QStringLiteral(", "));
        for (QString &c : contracts)
            c.replace(exact, QStringLiteral("\\1="));
        tag(out, "ParContract", contracts.join(QStringLiteral(", ")));
    }
}

void writeOtherTags(QByteArray &out, const Board &board)
{
    if (!board.title().isEmpty())
        tag(out, "Description", board.title());
    if (board.room() != Room::Unknown && !hasExtraTag(board, u"Room"))
        tag(out, "Room", board.room() == Room::Closed ? QStringLiteral("Closed") : QStringLiteral("Open"));
    for (const auto &[name, value] : board.extraTags()) {
        if (name == u"Scoring")
            continue;
        const qsizetype newline = value.indexOf(QLatin1Char('\n'));
        out += '[';
        out += name.toUtf8();
        out += " \"";
        appendEscaped(out, newline < 0 ? value : value.left(newline));
        out += "\"]";
        out += Eol;
        if (newline >= 0) {
            appendLines(out, value.mid(newline + 1));
            out += Eol;
        }
    }
}

} // namespace

bool PbnWriter::sourceStillHolds(const Board &board)
{
    // The game as its file had it reads back as this board: nothing was edited since.
    QByteArray bytes = board.pbnSource().toUtf8();
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    PbnReader reader(&buffer, PbnReader::Threading::Single);
    Board read;
    if (!reader.readNext(&read))
        return false;
    Board expected = board;
    expected.setFileDirectives({});
    expected.setDirectives({});
    return read == expected;
}

QByteArray PbnWriter::gameText(const Board &board)
{
    QByteArray out;
    if (!board.pbnSource().isEmpty() && sourceStillHolds(board)) {
        appendLines(out, board.pbnSource());
        return out;
    }
    out.reserve(1024);
    writeRoster(out, board);
    writeLessonTags(out, board);
    writeAuction(out, board);
    writeComments(out, board, CommentPlace::Auction);
    if (board.playedCards().isEmpty()) // notes on a play that is not recorded: after the auction
        writeComments(out, board, CommentPlace::Play);
    writePlay(out, board);
    writeDoubleDummy(out, board);
    writePar(out, board);
    writeOtherTags(out, board);
    writeComments(out, board, CommentPlace::Final);
    return out;
}

void PbnWriter::appendText(const QString &text)
{
    if (mLatin1 && fitsLatin1(text))
        mBuffer += text.toLatin1();
    else
        mBuffer += text.toUtf8();
}

void PbnWriter::appendLine(const QString &line)
{
    appendText(line);
    mBuffer += Eol;
}

void PbnWriter::writeHeader(const QStringList &lines)
{
    // docs/formats.md#pbn: the source's header as it was; our own `% PBN 2.1` / `% EXPORT` only when
    // it had no version line, and a declaration of the character set when it had none.
    bool hasVersion = false;
    std::optional<QString> charset;
    for (const QString &line : lines) {
        hasVersion = hasVersion || isVersionLine(line);
        if (!charset)
            charset = declaredCharset(line);
    }
    mLatin1 = charset && isLatin1Name(*charset);
    const bool utf8 = charset && !mLatin1
        && (charset->compare(u"UTF-8", Qt::CaseInsensitive) == 0
            || charset->compare(u"UTF8", Qt::CaseInsensitive) == 0);
    const QString ownDeclaration = QStringLiteral("%Content-type: text/x-pbn; charset=UTF-8");
    qsizetype i = 0;
    if (!hasVersion) {
        appendLine(QStringLiteral("% PBN 2.1"));
        appendLine(QStringLiteral("% EXPORT"));
    } else {
        while (i < lines.size() && (isVersionLine(lines[i]) || isExportLine(lines[i])))
            appendLine(lines[i++]);
    }
    if (!charset)
        appendLine(ownDeclaration);
    for (; i < lines.size(); ++i) {
        // A character set Kibitz does not write (neither UTF-8 nor Latin-1) is declared as UTF-8.
        if (charset && !mLatin1 && !utf8 && declaredCharset(lines[i]))
            appendLine(QString(lines[i]).replace(*charset, QStringLiteral("UTF-8")));
        else
            appendLine(lines[i]);
    }
}

bool PbnWriter::writeBoard(const Board &board)
{
    if (!acceptBoard())
        return false;
    if (mBoardsWritten == 0) {
        writeHeader(board.fileDirectives());
    } else {
        mBuffer += Eol;
        // A board that was first in its file, moved: its header lines that would repeat ours are left out.
        for (const QString &line : board.fileDirectives()) {
            if (!isVersionLine(line) && !isExportLine(line) && !declaredCharset(line))
                appendLine(line);
        }
    }
    for (const QString &line : board.directives())
        appendLine(line);
    if (mLatin1) {
        const QByteArray game = gameText(board);
        // A game with characters beyond Latin-1 stays UTF-8, which Kibitz reads back text by text.
        const QString text = QString::fromUtf8(game);
        mBuffer += fitsLatin1(text) ? text.toLatin1() : game;
    } else {
        mBuffer += gameText(board);
    }
    return boardDone();
}

} // namespace Kibitz
