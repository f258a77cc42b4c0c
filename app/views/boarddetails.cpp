#include "boarddetails.h"

#include "views/cardstyle.h"
#include "views/palette.h"

#include "model/showntext.h"

namespace Kibitz {

namespace {

// Every text of the board goes through here: the file's text as it may be shown, in HTML.
QString escaped(const QString &text)
{
    return shownText(text).toHtmlEscaped();
}

QString row(const QString &label, const QString &valueHtml)
{
    return (QStringLiteral("<tr><td style=\"color:") + Palette::css(Palette::Muted)
        + QStringLiteral("; padding-right:10px\">%1</td><td>%2</td></tr>"))
        .arg(escaped(label), valueHtml);
}

} // namespace

BoardDetails::BoardDetails(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setFrameShape(QFrame::NoFrame);
    document()->setDocumentMargin(8);
}

void BoardDetails::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setBoard(Board(mBoard));
    QTextBrowser::changeEvent(event);
}

void BoardDetails::setBoard(const Board &board)
{
    mBoard = board;
    QString html;
    QString info;
    if (!board.title().isEmpty())
        info += row(tr("Title"), escaped(board.title()));
    if (!board.event().isEmpty())
        info += row(tr("Event"), escaped(board.event()));
    if (board.room() != Room::Unknown)
        info += row(tr("Room"), escaped(roomName(board.room())));
    if (!board.site().isEmpty())
        info += row(tr("Site"), escaped(board.site()));
    if (!board.date().isEmpty())
        info += row(tr("Date"), escaped(board.date()));
    for (Seat s : { Seat::North, Seat::East, Seat::South, Seat::West }) {
        if (!board.player(s).isEmpty())
            info += row(seatName(s), escaped(board.player(s)));
    }
    if (const auto contract = board.contract())
        info += row(tr("Contract"), CardStyle::suitHtml(contract->toDisplayString()));
    if (const auto tricks = board.outcome()) {
        info += row(tr("Result"),
            board.outcomeFromPlay() ? tr("%1 tricks (result from the play)").arg(*tricks)
                                    : tr("%1 tricks").arg(*tricks));
    }
    if (const auto claim = board.claim())
        info += row(tr("Claim"), tr("%1 of %2 tricks").arg(*claim).arg(board.play().totalTricks()));
    if (!board.playIrregularities().isEmpty()) {
        // PBN ^R and ^L (docs/formats.md#pbn): what the players let stand in the play.
        const Play play = board.play();
        for (const CardIrregularity &i : board.playIrregularities()) {
            if (i.card >= play.size())
                continue;
            info += row(tr("Irregularity"),
                tr("trick %1, %2 by %3: %4")
                    .arg(i.card / 4 + 1)
                    .arg(CardStyle::suitHtml(play.cards()[i.card].toSymbolString()), seatName(play.seatOf(i.card)),
                        irregularityName(i.kind).toHtmlEscaped()));
        }
    }
    if (const auto score = board.scoreNorthSouth()) {
        const QString text = *score > 0 ? QStringLiteral("+%1").arg(*score)
                                        : (*score < 0 ? QStringLiteral("\u2212%1").arg(-*score) : QStringLiteral("0"));
        info += row(tr("Score N-S"), QStringLiteral("<b>%1</b>").arg(text));
    }
    if (!info.isEmpty())
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">%1</table>").arg(info);

    const DoubleDummyTable &dd = board.doubleDummy();
    if (!dd.isEmpty()) {
        html += QStringLiteral("<p style=\"margin-top:10px\"><b>%1</b></p>").arg(tr("Double-dummy tricks"));
        html += QStringLiteral(
            "<table cellspacing=\"0\" cellpadding=\"3\" style=\"border-collapse:collapse\"><tr><td></td>");
        for (Strain strain : StrainsNoTrumpFirst) {
            html += QStringLiteral("<td align=\"center\" style=\"color:%1\"><b>%2</b></td>")
                        .arg(CardStyle::strainColor(strain).name(), strainSymbol(strain));
        }
        html += QStringLiteral("</tr>");
        for (Seat s : { Seat::North, Seat::South, Seat::East, Seat::West }) {
            html += (QStringLiteral("<tr><td style=\"color:") + Palette::css(Palette::Muted)
                + QStringLiteral("\"><b>%1</b></td>"))
                        .arg(seatInitial(s));
            for (Strain strain : StrainsNoTrumpFirst) {
                const auto t = dd.tricks(s, strain);
                html += QStringLiteral("<td align=\"center\" style=\"padding-left:6px; padding-right:6px\">%1</td>")
                            .arg(t ? QString::number(*t) : QStringLiteral("\u00b7"));
            }
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    if (!board.par().isEmpty())
        html += QStringLiteral("<p>%1 %2</p>")
                    .arg(tr("Par:"), CardStyle::suitHtml(CardStyle::withSuitSymbols(shownText(board.par()))));
    if (!board.comments().isEmpty()) {
        html += QStringLiteral("<p style=\"margin-top:10px\"><b>%1</b></p>").arg(tr("Comments"));
        for (const QString &c : board.comments())
            html += QStringLiteral("<p style=\"margin-top:2px\">%1</p>")
                        .arg(CardStyle::suitHtml(shownText(c)).replace(u'\n', u' '));
    }
    if (!board.extraTags().isEmpty()) {
        QString tags;
        for (const auto &tag : board.extraTags())
            tags += row(tag.first, escaped(tag.second.left(200)));
        html += QStringLiteral(
            "<p style=\"margin-top:10px\"><b>%1</b></p><table cellspacing=\"0\" cellpadding=\"1\">%2</table>")
                    .arg(tr("Other tags"), tags);
    }
    if (html.isEmpty())
        html = (QStringLiteral("<p style=\"color:") + Palette::css(Palette::Muted) + QStringLiteral("\">%1</p>"))
                   .arg(tr("No details for this board."));
    mHtml = html;
    setHtml(html);
}

} // namespace Kibitz
