#include "dealerprinter.h"

#include <QDate>

namespace Kibitz {

using DealerPrinter::Hands;

namespace {

constexpr char Ranks[] = "23456789TJQKA";

// A suit of a hand as printall writes it: "A K 2 " ("- " when void).
QString spacedSuit(quint64 hand, int suit)
{
    QString text;
    for (int r = 12; r >= 0; --r) {
        if ((hand >> (suit * 13 + r)) & 1) {
            text += QLatin1Char(Ranks[r]);
            text += QLatin1Char(' ');
        }
    }
    return text.isEmpty() ? QStringLiteral("- ") : text;
}

// "AK2..AKQJT98765." spades first.
QString dottedHand(quint64 hand)
{
    QString text;
    for (int suit = 3; suit >= 0; --suit) {
        for (int r = 12; r >= 0; --r) {
            if ((hand >> (suit * 13 + r)) & 1)
                text += QLatin1Char(Ranks[r]);
        }
        if (suit > 0)
            text += QLatin1Char('.');
    }
    return text;
}

// Hands side by side, each but the last padded to 20 characters.
QString sideBySide(const Hands &hands, std::initializer_list<int> seats)
{
    QString text;
    for (int suit = 3; suit >= 0; --suit) {
        int i = 0;
        for (int seat : seats) {
            const QString cell = spacedSuit(hands[size_t(seat)], suit);
            text += ++i < int(seats.size()) ? cell.leftJustified(20) : cell;
        }
        text += QLatin1Char('\n');
    }
    return text + QLatin1Char('\n');
}

} // namespace

QString DealerPrinter::printAll(const Hands &hands, qint64 number)
{
    return QStringLiteral("%1.\n").arg(number, 4) + sideBySide(hands, { 0, 1, 2, 3 });
}

QString DealerPrinter::printEastWest(const Hands &hands)
{
    return sideBySide(hands, { 3, 1 });
}

QString DealerPrinter::printCompact(const Hands &hands, std::optional<int> value)
{
    QString text;
    for (int s = 0; s < 4; ++s)
        text += QStringLiteral("%1 %2\n").arg(QChar(QLatin1Char("nesw"[s])), dottedHand(hands[size_t(s)]));
    if (value)
        text += QStringLiteral("%1\n").arg(*value);
    return text;
}

QString DealerPrinter::printOneLine(const Hands &hands, std::optional<int> value)
{
    QString text;
    for (int s = 0; s < 4; ++s)
        text += QStringLiteral("%1 %2 ").arg(QChar(QLatin1Char("nesw"[s])), dottedHand(hands[size_t(s)]));
    if (value)
        text += QString::number(*value);
    return text + QLatin1Char('\n');
}

QString DealerPrinter::printPages(Seat seat, const QList<Hands> &deals)
{
    static const char *const names[] = { "North", "East", "South", "West" };
    QString text = QStringLiteral("\n\n%1 hands:\n\n\n\n").arg(QLatin1String(names[int(seat)]));
    for (int first = 0; first < deals.size(); first += 4) {
        const int last = std::min(int(deals.size()), first + 4);
        for (int i = first; i < last; ++i)
            text += QStringLiteral("%1.").arg(i + 1, 4).leftJustified(20);
        text += QLatin1Char('\n');
        for (int suit = 3; suit >= 0; --suit) {
            for (int i = first; i < last; ++i) {
                const QString cell = spacedSuit(deals[i][size_t(seat)], suit);
                text += i + 1 < last ? cell.leftJustified(20) : cell;
            }
            text += QLatin1Char('\n');
        }
        text += QLatin1Char('\n');
    }
    return text + QLatin1Char('\f');
}

QString DealerPrinter::printPbn(const Hands &hands, qint64 number, Seat dealer, Vulnerability vulnerability,
    const QString &scriptName, quint64 seed)
{
    QString deal = QStringLiteral("N:");
    for (int s = 0; s < 4; ++s)
        deal += dottedHand(hands[size_t(s)]) + (s < 3 ? QStringLiteral(" ") : QString());
    return QStringLiteral("[Event \"Hand simulated by dealer with file %1, seed %2\"]\n"
                          "[Site \"-\"]\n"
                          "[Date \"%3\"]\n"
                          "[Board \"%4\"]\n"
                          "[West \"-\"]\n[North \"-\"]\n[East \"-\"]\n[South \"-\"]\n"
                          "[Dealer \"%5\"]\n"
                          "[Vulnerable \"%6\"]\n"
                          "[Deal \"%7\"]\n"
                          "[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n\n")
        .arg(scriptName)
        .arg(seed)
        .arg(QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")))
        .arg(number)
        .arg(QLatin1Char(seatLetter(dealer)))
        .arg(vulnerabilityText(vulnerability), deal);
}

QString DealerPrinter::average(const QString &label, double value)
{
    const QString number = QString::asprintf("%g", value);
    return label.isEmpty() ? number + QLatin1Char('\n') : QStringLiteral("%1: %2\n").arg(label, number);
}

QString DealerPrinter::frequency(const QString &label, const QList<qint64> &counts, int low, qint64 below, qint64 above)
{
    QString text = QStringLiteral("Frequency %1:\n").arg(label);
    if (below > 0)
        text += QString::asprintf("Low\t%8lld\n", below);
    for (int i = 0; i < counts.size(); ++i)
        text += QString::asprintf("%5d\t%8lld\n", low + i, counts[i]);
    if (above > 0)
        text += QString::asprintf("High\t%8lld\n", above);
    return text;
}

QString DealerPrinter::frequency2D(const QString &label, const QList<QList<qint64>> &counts, int low, int low2)
{
    const int rows = int(counts.size());
    const int columns = rows > 0 ? int(counts[0].size()) : 0;
    QString text = QStringLiteral("Frequency %1:\n    ").arg(label);
    text += QString::asprintf("%7s", "Low");
    for (int c = 1; c + 1 < columns; ++c)
        text += QString::asprintf("%7d", low2 + c - 1);
    text += QString::asprintf("%7s%7s\n", "High", "Sum");
    QList<qint64> columnSums(columns, 0);
    for (int r = 0; r < rows; ++r) {
        text += r == 0      ? QStringLiteral("Low ")
            : r + 1 == rows ? QStringLiteral("High")
                            : QString::asprintf("%4d", low + r - 1);
        qint64 sum = 0;
        for (int c = 0; c < columns; ++c) {
            text += QString::asprintf("%7lld", counts[r][c]);
            sum += counts[r][c];
            columnSums[c] += counts[r][c];
        }
        text += QString::asprintf("%7lld\n", sum);
    }
    text += QStringLiteral("Sum ");
    qint64 total = 0;
    for (qint64 s : columnSums) {
        text += QString::asprintf("%7lld", s);
        total += s;
    }
    return text + QString::asprintf("%7lld\n\n", total);
}

} // namespace Kibitz
