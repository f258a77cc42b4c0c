#include "deal.h"

#include "quotedinput.h"

#include <QCoreApplication>
#include <QStringList>

#include <bit>

namespace Kibitz {

namespace {

QString seatList(quint8 mask)
{
    QStringList names;
    for (Seat s : AllSeats) {
        if (mask >> static_cast<int>(s) & 1)
            names << seatName(s);
    }
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return QCoreApplication::translate("Kibitz::Deal", "%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QString cardList(Hand cards)
{
    QStringList list;
    for (Card c : cards.cards())
        list << c.toSymbolString();
    return list.join(QLatin1Char(' '));
}

} // namespace

void Deal::setHand(Seat s, Hand h)
{
    mHands[static_cast<int>(s)] = h;
    mUnknownMask &= ~(1 << static_cast<int>(s));
}

void Deal::setHandKnown(Seat s, bool known)
{
    if (known) {
        mUnknownMask &= ~(1 << static_cast<int>(s));
    } else {
        mUnknownMask |= 1 << static_cast<int>(s);
        mHands[static_cast<int>(s)] = Hand();
    }
}

std::optional<Seat> Deal::owner(Card card) const
{
    std::optional<Seat> result;
    for (Seat s : AllSeats) {
        if (hand(s).contains(card)) {
            if (result)
                return std::nullopt;
            result = s;
        }
    }
    return result;
}

Hand Deal::allCards() const
{
    return mHands[0] | mHands[1] | mHands[2] | mHands[3];
}

int Deal::cardCount() const
{
    int n = 0;
    for (const Hand &h : mHands)
        n += h.count();
    return n;
}

int Deal::cardsPerHand() const
{
    int n = -1;
    for (Seat s : AllSeats) {
        if (!isHandKnown(s))
            continue;
        const int c = hand(s).count();
        if (n >= 0 && c != n)
            return -1;
        n = c;
    }
    return n;
}

QList<DealProblem> Deal::problems() const
{
    QList<DealProblem> result;
    // Duplicates: report each card with the exact seats that hold it, grouped by seat set.
    std::array<Hand, 16> bySeats {};
    const Hand shared = (mHands[0] & (mHands[1] | mHands[2] | mHands[3])) | (mHands[1] & (mHands[2] | mHands[3]))
        | (mHands[2] & mHands[3]);
    for (quint64 bits = shared.bits(); bits != 0; bits &= bits - 1) {
        const Card card = Card::fromIndex(std::countr_zero(bits));
        quint8 mask = 0;
        for (Seat s : AllSeats) {
            if (hand(s).contains(card))
                mask |= 1 << static_cast<int>(s);
        }
        if (bitCount(mask) > 1)
            bySeats[mask].add(card);
    }
    for (quint8 mask = 0; mask < 16; ++mask) {
        if (bySeats[mask].isEmpty())
            continue;
        const Hand cards = bySeats[mask];
        result.append({ DealProblem::Kind::Duplicated, cards, mask,
            QCoreApplication::translate("Kibitz::Deal", "%1 held by %2").arg(cardList(cards), seatList(mask)) });
    }
    for (Seat s : AllSeats) {
        if (hand(s).count() > 13) {
            result.append({ DealProblem::Kind::TooManyCards, Hand(), quint8(1 << static_cast<int>(s)),
                QCoreApplication::translate("Kibitz::Deal", "%1 holds %2 cards")
                    .arg(seatName(s))
                    .arg(hand(s).count()) });
        }
    }
    if (cardsPerHand() < 0) {
        QStringList counts;
        quint8 mask = 0;
        for (Seat s : AllSeats) {
            if (!isHandKnown(s))
                continue;
            mask |= 1 << static_cast<int>(s);
            counts << QStringLiteral("%1 %2").arg(seatInitial(s)).arg(hand(s).count());
        }
        result.append({ DealProblem::Kind::UnequalCounts, Hand(), mask,
            QCoreApplication::translate("Kibitz::Deal", "the hands hold different numbers of cards (%1)")
                .arg(counts.join(QStringLiteral(", "))) });
    } else if (mUnknownMask == 0 && cardsPerHand() == 13) {
        const Hand missing = ~allCards();
        if (!missing.isEmpty()) {
            result.append({ DealProblem::Kind::Missing, missing, 0,
                QCoreApplication::translate("Kibitz::Deal", "missing from the deal: %1").arg(cardList(missing)) });
        }
    }
    return result;
}

bool Deal::isValid() const
{
    // problems().isEmpty() without building the list: what a converter asks for every board.
    const Hand shared = (mHands[0] & (mHands[1] | mHands[2] | mHands[3])) | (mHands[1] & (mHands[2] | mHands[3]))
        | (mHands[2] & mHands[3]);
    if (!shared.isEmpty())
        return false;
    for (const Hand &h : mHands) {
        if (h.count() > 13)
            return false;
    }
    const int n = cardsPerHand();
    return n >= 0 && !(mUnknownMask == 0 && n == 13 && allCards().bits() != Hand::FullDeck);
}

bool Deal::isComplete() const
{
    return mUnknownMask == 0 && allCards().bits() == Hand::FullDeck && cardCount() == 52;
}

bool Deal::isPartial() const
{
    const int n = cardsPerHand();
    return mUnknownMask == 0 && n >= 0 && n < 13 && isValid();
}

bool Deal::completeFourthHand()
{
    int shortSeat = -1;
    for (Seat s : AllSeats) {
        if (!isHandKnown(s) || hand(s).count() < 13) {
            if (shortSeat >= 0)
                return false;
            shortSeat = static_cast<int>(s);
        }
    }
    if (shortSeat < 0)
        return false;
    Hand others;
    for (Seat s : AllSeats) {
        if (static_cast<int>(s) != shortSeat)
            others = others | hand(s);
    }
    if (others.count() != 39)
        return false;
    setHand(static_cast<Seat>(shortSeat), ~others);
    return true;
}

Deal Deal::rotated(int steps) const
{
    Deal result;
    for (Seat s : AllSeats) {
        const Seat to = advance(s, steps);
        result.mHands[static_cast<int>(to)] = hand(s);
        if (!isHandKnown(s))
            result.mUnknownMask |= 1 << static_cast<int>(to);
    }
    return result;
}

QString Deal::toString(Seat first) const
{
    QString text;
    text.reserve(70);
    text += QLatin1Char(seatLetter(first));
    text += QLatin1Char(':');
    for (int i = 0; i < 4; ++i) {
        const Seat s = advance(first, i);
        if (i > 0)
            text += QLatin1Char(' ');
        text += isHandKnown(s) ? hand(s).toString() : QStringLiteral("-");
    }
    return text;
}

std::optional<Deal> Deal::parse(QStringView text, ParseError *error)
{
    const auto fail = [&](qsizetype index, const QString &message) -> std::optional<Deal> {
        if (error)
            *error = { int(index) + 1, message };
        return std::nullopt;
    };
    Seat first = Seat::North;
    qsizetype i = 0;
    while (i < text.size() && text[i].isSpace())
        ++i;
    if (i + 1 < text.size() && text[i + 1] == u':') {
        const auto seat = seatFromChar(text[i]);
        if (!seat)
            return fail(i,
                QCoreApplication::translate("Kibitz::Deal", "'%1' is not a seat (N, E, S or W)")
                    .arg(quotedInput(text[i])));
        first = *seat;
        i += 2;
    }
    Deal deal;
    for (int n = 0; n < 4; ++n) {
        while (i < text.size() && text[i].isSpace())
            ++i;
        if (i >= text.size())
            return fail(i, QCoreApplication::translate("Kibitz::Deal", "expected four hands, found %1").arg(n));
        qsizetype end = i;
        while (end < text.size() && !text[end].isSpace())
            ++end;
        const QStringView field = text.mid(i, end - i);
        const Seat seat = advance(first, n);
        if (field == u"-") {
            deal.setHandKnown(seat, false);
        } else {
            ParseError handError;
            const auto hand = Hand::parse(field, &handError);
            if (!hand)
                return fail(i + handError.column - 1, handError.message);
            deal.setHand(seat, *hand);
        }
        i = end;
    }
    while (i < text.size() && text[i].isSpace())
        ++i;
    if (i < text.size())
        return fail(i, QCoreApplication::translate("Kibitz::Deal", "unexpected text after the fourth hand"));
    return deal;
}

} // namespace Kibitz
