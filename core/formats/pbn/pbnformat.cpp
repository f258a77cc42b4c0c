#include "pbnformat.h"

#include "pbnreader.h"
#include "pbnwriter.h"

#include "model/play.h"

#include <QCoreApplication>

#include <cctype>

namespace Kibitz {

QString PbnFormat::name() const
{
    return QCoreApplication::translate("Kibitz::PbnFormat", "Portable Bridge Notation");
}

BoardContents PbnFormat::capabilities() const
{
    return BoardContent::Deal | BoardContent::PartialDeal | BoardContent::Number | BoardContent::DealerVulnerability
        | BoardContent::Auction | BoardContent::Alerts | BoardContent::Contract | BoardContent::Play
        | BoardContent::Result | BoardContent::DoubleDummy | BoardContent::Names | BoardContent::Event
        | BoardContent::Comments | BoardContent::ExtraTags | BoardContent::Irregularities | BoardContent::Label
        | BoardContent::Markup | BoardContent::Hidden;
}

bool PbnFormat::canRead(QIODevice *device) const
{
    const QByteArray data = device->peek(4096);
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const qsizetype n = data.size();
    while (i < n) {
        const char c = data[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
        } else if (c == '%' || c == ';') {
            while (i < n && data[i] != '\n' && data[i] != '\r')
                ++i;
        } else if (c == '{') {
            const qsizetype close = data.indexOf('}', i);
            if (close < 0)
                return false;
            i = close + 1;
        } else if (c == '[') {
            ++i;
            while (i < n && (data[i] == ' ' || data[i] == '\t'))
                ++i;
            const qsizetype nameStart = i;
            while (i < n && (std::isalnum(uchar(data[i])) || data[i] == '_'))
                ++i;
            if (i == nameStart)
                return false;
            while (i < n && (data[i] == ' ' || data[i] == '\t'))
                ++i;
            return i < n && data[i] == '"';
        } else {
            return false;
        }
    }
    return false;
}

std::unique_ptr<BoardReader> PbnFormat::createReader(QIODevice *device) const
{
    return std::make_unique<PbnReader>(device);
}

std::unique_ptr<BoardWriter> PbnFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<PbnWriter>(device);
}

BoardIndex PbnFormat::indexBoards(QIODevice *device, qint64 every) const
{
    return PbnReader::indexBoards(device, every);
}

QString PbnFormat::whyCannotStore(const Board &board) const
{
    if (const auto why = board.auction().validate())
        return QCoreApplication::translate("Kibitz::PbnFormat", "PBN cannot hold an auction that is not legal: %1")
            .arg(*why);
    const QList<Card> &cards = board.playedCards();
    if (cards.isEmpty())
        return {};
    const Play play = board.play();
    const Deal &deal = board.deal();
    Hand played;
    for (int i = 0; i < cards.size(); ++i) {
        const Card card = cards[i];
        const Seat seat = play.seatOf(i);
        const bool held = deal.isHandKnown(seat) ? deal.hand(seat).contains(card) : !deal.allCards().contains(card);
        if (!held || played.contains(card)) {
            return QCoreApplication::translate(
                "Kibitz::PbnFormat", "PBN cannot hold a play where %1 does not hold %2 (card %3)")
                .arg(seatName(seat), card.toString())
                .arg(i + 1);
        }
        played.add(card);
    }
    return {};
}

BoardContents PbnFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = DealFormat::lostContents(board, index);
    // Without a contract PBN has no place for the trump suit of a play.
    const auto contract = board.contract();
    if (!board.playedCards().isEmpty() && (!contract || contract->isPassedOut()) && board.playTrump()
        && *board.playTrump() != Strain::NoTrump)
        lost |= BoardContent::Play;
    // A PBN note marks its call as alerted: an explanation on a call that was not alerted does not come back as it was.
    for (const Call &call : board.auction().calls()) {
        if (!call.explanation().isEmpty() && !call.isAlerted()) {
            lost |= BoardContent::Alerts;
            break;
        }
    }
    return lost;
}

} // namespace Kibitz
