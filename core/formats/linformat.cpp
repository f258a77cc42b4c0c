#include "linformat.h"

#include "model/richtext.h"

#include "linboardreader.h"
#include "linboardwriter.h"
#include "linereader.h"

#include <QCoreApplication>

namespace Kibitz {

namespace {

bool hasBar(const QString &text)
{
    return text.contains(QLatin1Char('|'));
}

} // namespace

QString LinFormat::name() const
{
    return QCoreApplication::translate("Kibitz::LinFormat", "BBO hand records (LIN)");
}

BoardContents LinFormat::capabilities() const
{
    return BoardContent::Deal | BoardContent::PartialDeal | BoardContent::Number | BoardContent::DealerVulnerability
        | BoardContent::Auction | BoardContent::Alerts | BoardContent::Play | BoardContent::Result | BoardContent::Names
        | BoardContent::Comments;
}

bool LinFormat::canRead(QIODevice *device) const
{
    const QByteArray head = LineReader::peekText(device, 64);
    const auto isLetter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    return head.size() > 2 && isLetter(head[0]) && isLetter(head[1]) && head[2] == '|';
}

std::unique_ptr<BoardReader> LinFormat::createReader(QIODevice *device) const
{
    return std::make_unique<LinBoardReader>(device);
}

std::unique_ptr<BoardWriter> LinFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<LinBoardWriter>(device);
}

QString LinFormat::whyCannotStore(const Board &board) const
{
    const Deal &deal = board.deal();
    if (deal.isEmpty()) {
        return QCoreApplication::translate("Kibitz::LinFormat", "%1 needs the deal (md); this board has none")
            .arg(name());
    }
    if (!deal.isComplete() && !deal.isPartial()) {
        QStringList why;
        for (const DealProblem &p : deal.problems())
            why << p.message;
        for (Seat s : AllSeats) {
            if (!deal.isHandKnown(s))
                why << QCoreApplication::translate("Kibitz::LinFormat", "%1's hand is unknown").arg(seatName(s));
        }
        return QCoreApplication::translate("Kibitz::LinFormat", "%1 holds all four hands: %2")
            .arg(name(), why.join(QStringLiteral("; ")));
    }
    // What is written is read back strictly, so an illegal auction or play cannot go out.
    if (const auto why = board.auction().validate())
        return QCoreApplication::translate("Kibitz::LinFormat", "the auction is not legal: %1").arg(*why);
    if (!board.playedCards().isEmpty()) {
        if (board.playedCards().size() > 52)
            return QCoreApplication::translate("Kibitz::LinFormat", "more than 52 cards are played");
        const auto contract = board.contract();
        if (contract && !contract->isPassedOut()) {
            if (const auto why = board.play().validate())
                return QCoreApplication::translate("Kibitz::LinFormat", "the play is not legal: %1").arg(*why);
        }
    }
    return {};
}

BoardContents LinFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = DealFormat::lostContents(board, index);
    for (const Call &call : board.auction().calls()) {
        if (call.annotation() != Annotation::None || hasBar(call.explanation()))
            lost |= BoardContent::Alerts;
    }
    for (Seat s : AllSeats) {
        const QString name = board.player(s);
        if (hasBar(name) || name.contains(QLatin1Char(',')))
            lost |= BoardContent::Names;
    }
    // ah holds either "Board n" or a title, not both.
    if (!board.title().isEmpty() && (board.number() || hasBar(board.title())))
        lost |= BoardContent::Comments;
    // nt keeps each block's text, as plain text, at its place (docs/formats.md#lin): markup is lost.
    lost &= ~BoardContents(BoardContent::Markup);
    for (const Commentary &block : board.commentary()) {
        const QString plain = RichText::fromMarkup(block.text).toPlainText();
        if (hasBar(plain) || plain.trimmed().isEmpty() || plain.contains(QLatin1Char('\n')))
            lost |= BoardContent::Comments;
        if (block.lineComment || RichText::hasMarkup(block.text))
            lost |= BoardContent::Markup;
    }
    // One mc value: a claim and a different stated result cannot both be kept.
    if (board.result() && board.claim() && *board.result() != *board.claim())
        lost |= BoardContent::Result;
    // Without a contract LIN has no trump or leader for the play.
    if (!board.playedCards().isEmpty() && !board.contract() && (board.playTrump() || board.playLeader()))
        lost |= BoardContent::Play;
    return lost;
}

QString LinFormat::handText(Hand hand)
{
    QString text;
    text.reserve(17);
    for (Suit s : SuitsHighToLow) {
        text += QLatin1Char(suitLetter(s));
        const quint16 bits = hand.suitBits(s);
        for (int r = 0; r < 13; ++r) {
            if ((bits >> r) & 1)
                text += QLatin1Char(rankChar(static_cast<Rank>(r)));
        }
    }
    return text;
}

QString LinFormat::callText(const Call &call)
{
    QString text;
    switch (call.type()) {
    case Call::Type::Pass:
        text = QStringLiteral("p");
        break;
    case Call::Type::Double:
        text = QStringLiteral("d");
        break;
    case Call::Type::Redouble:
        text = QStringLiteral("r");
        break;
    case Call::Type::Bid:
        text = QString::number(call.level())
            + (call.strain() == Strain::NoTrump ? QStringLiteral("N") : strainText(call.strain()));
        break;
    }
    if (call.isAlerted())
        text += QLatin1Char('!');
    return text;
}

} // namespace Kibitz
