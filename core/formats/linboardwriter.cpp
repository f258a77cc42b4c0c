#include "linboardwriter.h"

#include "linformat.h"

#include "model/richtext.h"

namespace Kibitz {

namespace {

constexpr std::array<Seat, 4> LinSeats { Seat::South, Seat::West, Seat::North, Seat::East };

/** LIN has no escapes: a bar would end the value and a line break the board. */
QString clean(QString text)
{
    text.replace(QLatin1Char('|'), QLatin1Char('/'));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

void add(QString *line, const char *key, const QString &value)
{
    *line += QLatin1String(key);
    *line += QLatin1Char('|');
    *line += value;
    *line += QLatin1Char('|');
}

int linDealerDigit(Seat dealer)
{
    for (int i = 0; i < 4; ++i) {
        if (LinSeats[i] == dealer)
            return i + 1;
    }
    return 3;
}

} // namespace

namespace {

// docs/formats.md#lin: the blocks at @p place (the play's at @p trick) as nt, in plain text.
void addComments(QString *line, const Board &board, CommentPlace place, int trick = -1, bool onward = false)
{
    for (const Commentary &block : board.commentary()) {
        if (block.place != place || (trick >= 0 && block.trick != trick && !(onward && block.trick > trick)))
            continue;
        const QString plain = RichText::fromMarkup(block.text).toPlainText();
        if (!plain.trimmed().isEmpty())
            add(line, "nt", clean(plain));
    }
}

} // namespace

QString LinBoardWriter::boardLine(const Board &board)
{
    QString line;
    line.reserve(512);
    if (board.room() != Room::Unknown && board.number())
        add(&line, "qx",
            (board.room() == Room::Closed ? QStringLiteral("c") : QStringLiteral("o"))
                + QString::number(*board.number()));
    // Always written, even empty: a reader carries names over to boards without pn (vugraph).
    QStringList names;
    for (Seat s : LinSeats) {
        QString name = clean(board.player(s));
        name.replace(QLatin1Char(','), QLatin1Char(' '));
        names << name;
    }
    add(&line, "pn", names.join(QLatin1Char(',')));
    add(&line, "st", {});
    addComments(&line, board, CommentPlace::Introduction);
    QString deal = QString::number(linDealerDigit(board.dealer()));
    for (int i = 0; i < 4; ++i) {
        if (i > 0)
            deal += QLatin1Char(',');
        deal += LinFormat::handText(board.deal().hand(LinSeats[i]));
    }
    add(&line, "md", deal);
    add(&line, "rh", {});
    if (board.number())
        add(&line, "ah", QStringLiteral("Board %1").arg(*board.number()));
    else if (!board.title().isEmpty())
        add(&line, "ah", clean(board.title()));
    static const char *const vul[] = { "o", "n", "e", "b" };
    add(&line, "sv", QLatin1String(vul[static_cast<int>(board.vulnerability())]));
    addComments(&line, board, CommentPlace::Diagram);
    for (const Call &call : board.auction().calls()) {
        add(&line, "mb", LinFormat::callText(call));
        if (!call.explanation().isEmpty())
            add(&line, "an", clean(call.explanation()));
    }
    addComments(&line, board, CommentPlace::Auction);
    if (!board.auction().isEmpty())
        add(&line, "pg", {});
    const QList<Card> &cards = board.playedCards();
    const int tricks = int((cards.size() + 3) / 4);
    addComments(&line, board, CommentPlace::Play, 0, tricks == 0);
    for (qsizetype i = 0; i < cards.size(); ++i) {
        add(&line, "pc", cards[i].toString());
        if (i % 4 == 3 || i + 1 == cards.size()) {
            const int trick = int(i / 4) + 1;
            addComments(&line, board, CommentPlace::Play, trick, trick == tricks);
        }
        if (i % 4 == 3)
            add(&line, "pg", {});
    }
    // A result the reader learnt from the 52 cards is in the play already; an mc would read back as a claim.
    const auto stated = board.resultFromPlay() ? std::nullopt : board.result();
    if (const auto tricks = board.claim() ? board.claim() : stated)
        add(&line, "mc", QString::number(*tricks));
    addComments(&line, board, CommentPlace::Final);
    return line;
}

bool LinBoardWriter::writeBoard(const Board &board)
{
    if (!acceptBoard())
        return false;
    mBuffer += (boardLine(board) + QLatin1Char('\n')).toUtf8();
    return boardDone();
}

} // namespace Kibitz
