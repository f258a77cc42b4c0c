#include "endplayjson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::EndplayJson)
};

const QStringList HandKeys { QStringLiteral("north"), QStringLiteral("east"), QStringLiteral("south"),
    QStringLiteral("west") };

/** endplay's players are "north", "east", "south", "west" (it reads the first letter only). */
std::optional<Seat> seatOf(const QJsonValue &value)
{
    const QString text = value.toString();
    return text.isEmpty() ? std::nullopt : seatFromChar(text[0].toUpper());
}

/** endplay's denominations: "spades", "hearts", "diamonds", "clubs", "nt". */
std::optional<Strain> strainOf(const QJsonValue &value)
{
    const QString text = value.toString();
    if (text.isEmpty())
        return std::nullopt;
    switch (text[0].toUpper().unicode()) {
    case 'S':
        return Strain::Spades;
    case 'H':
        return Strain::Hearts;
    case 'D':
        return Strain::Diamonds;
    case 'C':
        return Strain::Clubs;
    case 'N':
        return Strain::NoTrump;
    default:
        return std::nullopt;
    }
}

/** A card `{"suit": "spades", "rank": "A"}` (or "SA"); nothing for endplay's stand-in for an unknown card. */
std::optional<Card> cardOf(const QJsonValue &value)
{
    if (value.isString())
        return Card::parse(value.toString());
    const QJsonObject o = value.toObject();
    const auto strain = strainOf(o.value(QStringLiteral("suit")));
    const QString rank = o.value(QStringLiteral("rank")).toString();
    if (!strain || *strain == Strain::NoTrump || rank.size() != 1)
        return std::nullopt;
    return Card::parse(QString(QLatin1Char("CDHS"[int(*strain)])) + rank);
}

/** endplay's penalties: "", "x", "xx" in a contract, "pass", "double", "redouble" in a bid. */
std::optional<Doubling> doublingOf(const QString &text)
{
    const QString t = text.toLower();
    if (t.isEmpty() || t.startsWith(u'p') || t.startsWith(u'n'))
        return Doubling::Undoubled;
    if (t == u"x" || t.startsWith(u'd'))
        return Doubling::Doubled;
    if (t == u"xx" || t.startsWith(u'r'))
        return Doubling::Redoubled;
    return std::nullopt;
}

QString readDeal(const QJsonValue &value, Board *board, QStringList *notes)
{
    const QJsonObject deal = value.toObject();
    QStringList hands;
    for (const QString &key : HandKeys) {
        const QJsonValue cards = deal.value(key);
        Hand hand;
        if (cards.isString()) { // Deal.to_json(): a PBN hand
            const auto parsed = Hand::parse(cards.toString());
            if (!parsed)
                return Tr::tr("the hand '%1' is not a hand").arg(key);
            hand = *parsed;
        } else {
            for (const QJsonValue &c : cards.toArray()) {
                const auto card = cardOf(c);
                if (!card)
                    return Tr::tr("the hand '%1' has a card that is not a card").arg(key);
                hand.add(*card);
            }
        }
        hands << hand.toString();
    }
    ParseError error;
    const auto parsed = Deal::parse(QStringLiteral("N:") + hands.join(u' '), &error);
    if (!parsed)
        return Tr::tr("the deal is not valid: %1").arg(error.message);
    board->setDeal(*parsed);
    if (!deal.value(QStringLiteral("curtrick")).toArray().isEmpty())
        notes->append(Tr::tr("the cards of the trick in progress ('curtrick') are not read"));
    return {};
}

QString readAuction(const QJsonArray &bids, Board *board)
{
    Auction auction(board->dealer());
    for (const QJsonValue &value : bids) {
        const QJsonObject bid = value.toObject();
        Call call;
        if (bid.contains(QStringLiteral("level"))) {
            const int level = bid.value(QStringLiteral("level")).toInt();
            const auto strain = strainOf(bid.value(QStringLiteral("denom")));
            if (level < 1 || level > 7 || !strain)
                return Tr::tr("call %1 is not a call").arg(auction.calls().size() + 1);
            call = Call::bid(level, *strain);
        } else {
            const auto doubling = doublingOf(bid.value(QStringLiteral("penalty")).toString(QStringLiteral("?")));
            if (!bid.contains(QStringLiteral("penalty")) || !doubling)
                return Tr::tr("call %1 is not a call").arg(auction.calls().size() + 1);
            call = *doubling == Doubling::Undoubled ? Call::pass()
                : *doubling == Doubling::Doubled    ? Call::dbl()
                                                    : Call::redbl();
        }
        call.setAlerted(bid.value(QStringLiteral("alertable")).toBool());
        call.setExplanation(bid.value(QStringLiteral("announcement")).toString());
        auction.append(call);
    }
    board->setAuction(auction);
    return {};
}

QString readPlay(const QJsonArray &cards, Board *board)
{
    QList<Card> played;
    for (const QJsonValue &value : cards) {
        const auto card = cardOf(value);
        if (!card) {
            // endplay puts the two of notrump for a card a PBN play left unknown ('-', '+', '*').
            if (strainOf(value.toObject().value(QStringLiteral("suit"))) == Strain::NoTrump)
                break;
            return Tr::tr("card %1 of the play is not a card").arg(played.size() + 1);
        }
        played.append(*card);
    }
    board->setPlayedCards(played);
    return {};
}

/**
 * endplay's contract; its `result` (over- or undertricks) is read when the play ended in a claim, or
 * when there is no play and it is not 0: endplay writes 0 (made exactly) also where it knows no result.
 */
void readContract(const QJsonObject &object, Board *board, QStringList *notes)
{
    const QJsonObject c = object.value(QStringLiteral("contract")).toObject();
    if (c.isEmpty())
        return;
    Contract contract;
    contract.level = c.value(QStringLiteral("level")).toInt(-1);
    const auto strain = strainOf(c.value(QStringLiteral("denom")));
    const auto declarer = seatOf(c.value(QStringLiteral("declarer")));
    const auto doubling = doublingOf(c.value(QStringLiteral("penalty")).toString());
    if (contract.level < 0 || contract.level > 7 || (contract.level > 0 && (!strain || !declarer || !doubling))) {
        notes->append(Tr::tr("the contract is not a contract: not read"));
        return;
    }
    if (contract.level > 0) {
        contract.strain = *strain;
        contract.declarer = *declarer;
        contract.doubling = *doubling;
    }
    const auto fromAuction = board->auction().contract();
    if (!fromAuction)
        board->setExplicitContract(contract);
    else if (*fromAuction != contract)
        notes->append(Tr::tr("the contract %1 is not the auction's %2: the auction's is kept")
                          .arg(contract.toString(), fromAuction->toString()));
    const auto kept = board->contract();
    if (!kept || kept->isPassedOut() || !c.value(QStringLiteral("result")).isDouble())
        return;
    const int over = c.value(QStringLiteral("result")).toInt();
    const int tricks = kept->target() + over;
    if (tricks < 0 || tricks > 13)
        return;
    if (object.value(QStringLiteral("claimed")).toBool())
        board->setClaim(tricks);
    else if (board->playedCards().isEmpty() && over != 0)
        board->setResult(tricks);
}

/** endplay's `info`: event, site, date, room, the players, and other PBN tags as tags. */
void readInfo(const QJsonObject &info, Board *board, QStringList *notes)
{
    QList<QPair<QString, QString>> tags;
    for (auto it = info.begin(); it != info.end(); ++it) {
        const QString key = it.key();
        const QString lower = key.toLower();
        const QString text = it->isDouble() ? QString::number(it->toDouble()) : it->toString();
        if (!it->isString() && !it->isDouble()) {
            notes->append(Tr::tr("'info' field '%1' is not a text: not read").arg(key));
        } else if (lower == u"event") {
            board->setEvent(text);
        } else if (lower == u"site") {
            board->setSite(text);
        } else if (lower == u"date") {
            board->setDate(text);
        } else if (HandKeys.contains(lower)) {
            board->setPlayer(Seat(HandKeys.indexOf(lower)), text);
        } else if (lower == u"room" && (text.toLower() == u"open" || text.toLower() == u"closed")) {
            board->setRoom(text.toLower() == u"open" ? Room::Open : Room::Closed);
        } else if (key.front().isUpper()) {
            tags.append({ key, text }); // a PBN tag endplay kept
        } else {
            notes->append(Tr::tr("'info' field '%1' ignored").arg(key)); // a LIN field endplay kept
        }
    }
    board->setExtraTags(tags);
}

} // namespace

bool EndplayJson::isBoard(const QJsonObject &object)
{
    return object.value(QStringLiteral("deal")).isObject() || object.contains(QStringLiteral("board_num"));
}

QString EndplayJson::readBoard(const QJsonObject &object, Board *board, QStringList *notes)
{
    *board = Board();
    const QJsonValue number = object.value(QStringLiteral("board_num"));
    if (number.isDouble() && number.toInt() > 0)
        board->setNumberWithCycle(number.toInt());
    if (const auto dealer = seatOf(object.value(QStringLiteral("dealer"))))
        board->setDealer(*dealer);
    const QString vul = object.value(QStringLiteral("vul")).toString().toLower();
    if (vul == u"none" || vul == u"both" || vul == u"ns" || vul == u"ew") {
        board->setVulnerability(vul == u"none" ? Vulnerability::None
                : vul == u"both"               ? Vulnerability::All
                : vul == u"ns"                 ? Vulnerability::NorthSouth
                                               : Vulnerability::EastWest);
    }
    QString why = readDeal(object.value(QStringLiteral("deal")), board, notes);
    if (why.isEmpty())
        why = readAuction(object.value(QStringLiteral("auction")).toArray(), board);
    if (why.isEmpty())
        why = readPlay(object.value(QStringLiteral("play")).toArray(), board);
    if (why.isEmpty())
        readContract(object, board, notes);
    readInfo(object.value(QStringLiteral("info")).toObject(), board, notes);
    if (why.isEmpty()) {
        if (const QString disagreement = board->settleResultFromPlay(); !disagreement.isEmpty())
            notes->append(disagreement);
    }
    return why;
}

} // namespace Kibitz
