#include "jsonformat.h"

#include "jsonboardreader.h"
#include "jsonboardwriter.h"
#include "jsondocumentformat.h"
#include "linereader.h"

#include <QCoreApplication>

namespace Kibitz {

QString JsonFormat::name() const
{
    return QCoreApplication::translate("Kibitz::JsonFormat", "JSON Lines");
}

BoardContents JsonFormat::capabilities() const
{
    return BoardContent::Deal | BoardContent::PartialDeal | BoardContent::Number | BoardContent::DealerVulnerability
        | BoardContent::Auction | BoardContent::Alerts | BoardContent::Contract | BoardContent::Play
        | BoardContent::Result | BoardContent::DoubleDummy | BoardContent::Names | BoardContent::Event
        | BoardContent::Comments | BoardContent::ExtraTags | BoardContent::Irregularities | BoardContent::Label
        | BoardContent::Markup | BoardContent::Hidden;
}

bool JsonFormat::canRead(QIODevice *device) const
{
    const QByteArray head = LineReader::peekText(device, JsonDocumentFormat::PeekSize);
    if (!head.startsWith('{') || JsonDocumentFormat::looksLikeDocument(head))
        return false;
    qsizetype i = 1;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t'))
        ++i;
    return i < head.size() && (head[i] == '"' || head[i] == '}');
}

std::unique_ptr<BoardReader> JsonFormat::createReader(QIODevice *device) const
{
    return std::make_unique<JsonBoardReader>(device);
}

std::unique_ptr<BoardWriter> JsonFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<JsonBoardWriter>(device);
}

QString JsonFormat::whyCannotStore(const Board &board) const
{
    // What is written is read back strictly: an invalid deal, auction or play cannot go out.
    QStringList why;
    for (const DealProblem &p : board.deal().problems())
        why << p.message;
    if (!why.isEmpty()) {
        return QCoreApplication::translate("Kibitz::JsonFormat", "the deal is not valid: %1")
            .arg(why.join(QStringLiteral("; ")));
    }
    if (const auto auctionWhy = board.auction().validate())
        return QCoreApplication::translate("Kibitz::JsonFormat", "the auction is not legal: %1").arg(*auctionWhy);
    if (board.playedCards().size() > 52)
        return QCoreApplication::translate("Kibitz::JsonFormat", "more than 52 cards are played");
    const Deal &deal = board.deal();
    const auto contract = board.contract();
    if (!board.playedCards().isEmpty() && contract && !contract->isPassedOut()
        && (deal.isComplete() || deal.isPartial())) {
        if (const auto playWhy = board.play().validate())
            return QCoreApplication::translate("Kibitz::JsonFormat", "the play is not legal: %1").arg(*playWhy);
    }
    return {};
}

} // namespace Kibitz
