#include "dealpaste.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::DealPaste)
};

std::optional<PastedDeal> fail(ParseError *error, int column, const QString &message)
{
    if (error)
        *error = { column, message };
    return std::nullopt;
}

/** LIN hands: `S..H..D..C..` in order S, W, N, E after the dealer digit. */
std::optional<PastedDeal> parseLin(const QString &text, int at, ParseError *error)
{
    const int start = at + 3;
    const int end = text.indexOf(QLatin1Char('|'), start);
    const QString md = text.mid(start, end < 0 ? -1 : end - start);
    if (md.isEmpty() || !md[0].isDigit() || md[0] < QLatin1Char('1') || md[0] > QLatin1Char('4'))
        return fail(error, start + 1, Tr::tr("LIN md| needs a dealer digit 1-4 first"));
    static constexpr Seat LinDealer[] = { Seat::South, Seat::West, Seat::North, Seat::East };
    PastedDeal result;
    result.notation = PastedDeal::Notation::Lin;
    result.dealer = LinDealer[md[0].digitValue() - 1];
    const QStringList hands = md.mid(1).split(QLatin1Char(','));
    static constexpr Seat LinOrder[] = { Seat::South, Seat::West, Seat::North, Seat::East };
    int column = start + 2;
    for (int i = 0; i < 4 && i < hands.size(); ++i) {
        const QString h = hands[i].trimmed();
        if (!h.isEmpty()) {
            ParseError handError;
            const auto hand = parseMarkedHand(h, &handError);
            if (!hand)
                return fail(error, column + handError.column - 1,
                    Tr::tr("%1's hand: %2").arg(seatName(LinOrder[i]), handError.message));
            result.deal.setHand(LinOrder[i], *hand);
        }
        column += int(hands[i].size()) + 1;
    }
    result.deal.completeFourthHand();
    return result;
}

/** Four dotted hands separated by white space, in @p order. */
std::optional<Deal> parseDottedHands(const QStringList &parts, const std::array<Seat, 4> &order, ParseError *error)
{
    Deal deal;
    for (int i = 0; i < 4; ++i) {
        if (parts[i] == QLatin1String("-")) {
            deal.setHandKnown(order[i], false);
            continue;
        }
        ParseError handError;
        const auto hand = Hand::parse(parts[i], &handError);
        if (!hand) {
            if (error)
                *error = { handError.column, Tr::tr("%1's hand: %2").arg(seatName(order[i]), handError.message) };
            return std::nullopt;
        }
        deal.setHand(order[i], *hand);
    }
    return deal;
}

} // namespace

std::optional<Hand> parseMarkedHand(QStringView text, ParseError *error)
{
    Hand hand;
    std::optional<Suit> suit;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isSpace() || c == QLatin1Char(':') || c == QLatin1Char('-') || c == QChar(0x2014) || c == QChar(0x2013)
            || c == QLatin1Char(','))
            continue;
        if (const auto s = suitFromChar(c)) {
            suit = s;
            continue;
        }
        int length = 0;
        const auto rank = parseRank(text.mid(i), &length);
        if (!rank) {
            if (error)
                *error = { int(i) + 1, Tr::tr("expected a suit (S H D C or a symbol) or a rank, found '%1'").arg(c) };
            return std::nullopt;
        }
        if (!suit) {
            if (error)
                *error = { int(i) + 1, Tr::tr("a rank before any suit") };
            return std::nullopt;
        }
        const Card card(*suit, *rank);
        if (hand.contains(card)) {
            if (error)
                *error = { int(i) + 1, Tr::tr("%1 twice").arg(card.toSymbolString()) };
            return std::nullopt;
        }
        hand.add(card);
        i += length - 1;
    }
    return hand;
}

std::optional<PastedDeal> parsePastedDeal(QStringView input, ParseError *error)
{
    QString text = input.toString().trimmed();
    if (text.isEmpty())
        return fail(error, 1, Tr::tr("no deal in the text"));

    // LIN, possibly inside a URL: decode %7C and friends first.
    if (text.contains(QLatin1String("md%7C"), Qt::CaseInsensitive))
        text = QUrl::fromPercentEncoding(text.toUtf8());
    if (const int md = text.indexOf(QLatin1String("md|")); md >= 0)
        return parseLin(text, md, error);

    // PBN: a Deal tag, or a deal string with a seat prefix.
    static const QRegularExpression dealTag(
        QStringLiteral(R"(\[\s*Deal\s+"([^"]*)\"\s*\])"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression dealerTag(
        QStringLiteral(R"(\[\s*Dealer\s+"([NESWnesw])\"\s*\])"), QRegularExpression::CaseInsensitiveOption);
    QString pbnDeal;
    const auto tag = dealTag.match(text);
    if (tag.hasMatch())
        pbnDeal = tag.captured(1);
    else if (text.size() > 2 && seatFromChar(text[0]) && text[1] == QLatin1Char(':')
        && text.count(QLatin1Char('.')) >= 9)
        pbnDeal = text;
    if (!pbnDeal.isEmpty()) {
        ParseError dealError;
        const auto deal = Deal::parse(pbnDeal.simplified(), &dealError);
        if (!deal)
            return fail(error, dealError.column + (tag.hasMatch() ? int(tag.capturedStart(1)) : 0), dealError.message);
        PastedDeal result { *deal, std::nullopt, PastedDeal::Notation::Pbn };
        if (const auto dealer = dealerTag.match(text); dealer.hasMatch())
            result.dealer = seatFromChar(dealer.captured(1)[0]);
        return result;
    }

    // giblib (W N E S, then ':' and 20 characters) or plain dotted hands (N E S W).
    const QStringList parts = text.simplified().split(QLatin1Char(' '));
    if (parts.size() == 4 && text.count(QLatin1Char('.')) >= 9) {
        QStringList hands = parts;
        const bool gib = hands[3].contains(QLatin1Char(':'));
        if (gib)
            hands[3] = hands[3].section(QLatin1Char(':'), 0, 0);
        const std::array<Seat, 4> order = gib
            ? std::array<Seat, 4> { Seat::West, Seat::North, Seat::East, Seat::South }
            : std::array<Seat, 4> { Seat::North, Seat::East, Seat::South, Seat::West };
        const auto deal = parseDottedHands(hands, order, error);
        if (!deal)
            return std::nullopt;
        return PastedDeal { *deal, std::nullopt, gib ? PastedDeal::Notation::Giblib : PastedDeal::Notation::Plain };
    }

    // Plain: one hand per line, each introduced by a seat name or letter.
    const QStringList lines = text.split(QRegularExpression(QStringLiteral("[\r\n]+")), Qt::SkipEmptyParts);
    static const QRegularExpression seatPrefix(
        QStringLiteral(R"(^\s*(North|East|South|West|[NESW])\b\s*:?\s*)"), QRegularExpression::CaseInsensitiveOption);
    PastedDeal result;
    quint8 seen = 0;
    int lineStart = 1;
    for (const QString &line : lines) {
        const auto m = seatPrefix.match(line);
        if (!m.hasMatch()) {
            lineStart += int(line.size()) + 1;
            continue;
        }
        const Seat seat = *seatFromChar(m.captured(1)[0]);
        const QString rest = line.mid(m.capturedEnd());
        ParseError handError;
        std::optional<Hand> hand = rest.count(QLatin1Char('.')) == 3 ? Hand::parse(rest.trimmed(), &handError)
                                                                     : parseMarkedHand(rest, &handError);
        if (!hand)
            return fail(error, lineStart + int(m.capturedEnd()) + handError.column - 1,
                Tr::tr("%1's hand: %2").arg(seatName(seat), handError.message));
        result.deal.setHand(seat, *hand);
        seen |= 1 << int(seat);
        lineStart += int(line.size()) + 1;
    }
    if (std::popcount(seen) < 3)
        return fail(error, 1,
            Tr::tr("expected a PBN deal, a LIN md| field, a giblib line or four hands (N E S W) "
                   "like AKQ.T98.765.432"));
    result.deal.completeFourthHand();
    return result;
}

} // namespace Kibitz
