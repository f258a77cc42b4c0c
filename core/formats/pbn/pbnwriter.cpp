#include "pbnwriter.h"

#include "model/play.h"

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
    QString text = call.isPass() ? QStringLiteral("Pass") : call.toString();
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

} // namespace

PbnWriter::PbnWriter(QIODevice *device)
    : BufferedBoardWriter(device)
{ }

QByteArray PbnWriter::gameText(const Board &board)
{
    QByteArray out;
    out.reserve(1024);
    tag(out, "Event", orUnknown(board.event()));
    tag(out, "Site", orUnknown(board.site()));
    tag(out, "Date", orUnknown(board.date()));
    tag(out, "Board", board.number() ? QString::number(*board.number()) : QStringLiteral("?"));
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
    QString scoring;
    for (const auto &[name, value] : board.extraTags()) {
        if (name == u"Scoring")
            scoring = value;
    }
    tag(out, "Scoring", orUnknown(scoring));

    const auto contract = board.contract();
    const auto tricks = board.result() ? board.result() : board.claim();
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

    const Auction &auction = board.auction();
    if (!auction.isEmpty()) {
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

    const QList<Card> &cards = board.playedCards();
    if (!cards.isEmpty()) {
        const Play play = board.play();
        const Seat leader = board.openingLeader();
        tag(out, "Play", seatText(leader));
        const int tricksPlayed = int((cards.size() + 3) / 4);
        for (int t = 0; t < tricksPlayed; ++t) {
            std::array<QString, 4> row;
            row.fill(QStringLiteral("-"));
            for (int k = t * 4; k < t * 4 + 4 && k < cards.size(); ++k) {
                const int column = (static_cast<int>(play.seatOf(k)) - static_cast<int>(leader) + 4) % 4;
                row[size_t(column)] = cards[k].toString();
            }
            for (int c = 0; c < 4; ++c) {
                out += row[size_t(c)].toLatin1();
                out += c == 3 ? Eol : " ";
            }
        }
        const int perHand = deal.cardsPerHand();
        const int total = perHand > 0 ? perHand : 13;
        if (cards.size() < total * 4) {
            out += '*';
            out += Eol;
        }
    }

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
    if (!dd.isEmpty()) {
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
    if (!board.par().isEmpty()) {
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

    for (const QString &comment : board.comments()) {
        if (!comment.contains(QLatin1Char('}'))) {
            out += '{';
            appendLines(out, comment);
            out += '}';
            out += Eol;
        } else {
            for (const QString &line : comment.split(QLatin1Char('\n'))) {
                out += ';';
                out += line.toUtf8();
                out += Eol;
            }
        }
    }
    return out;
}

bool PbnWriter::writeBoard(const Board &board)
{
    if (!acceptBoard())
        return false;
    if (mBoardsWritten == 0) {
        mBuffer += "% PBN 2.1";
        mBuffer += Eol;
        mBuffer += "% EXPORT";
        mBuffer += Eol;
    } else {
        mBuffer += Eol;
    }
    mBuffer += gameText(board);
    return boardDone();
}

} // namespace Kibitz
