#include "pbnvalues.h"

#include "pbntokenizer.h"

namespace Kibitz::Pbn {

namespace {

bool isAnnotationChar(char c)
{
    return c == '!' || c == '?';
}

} // namespace

QByteArrayView trimmedSlow(QByteArrayView v)
{
    while (!v.isEmpty() && isSpace(v.front()))
        v = v.sliced(1);
    while (!v.isEmpty() && isSpace(v.back()))
        v.chop(1);
    return v;
}

bool isUnknownSlow(QByteArrayView v)
{
    v = trimmed(v);
    return v.isEmpty() || (v.size() == 1 && v[0] == '?');
}

bool equalsNoCase(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (upper(a[i]) != upper(b[i]))
            return false;
    }
    return true;
}

std::optional<Seat> seatOfLetter(char c)
{
    return seatFromChar(QLatin1Char(c));
}

std::optional<Seat> parseSeat(QByteArrayView v)
{
    if (v.size() == 1) // the usual "N": no blanks to trim
        return seatOfLetter(v[0]);
    v = trimmed(v);
    if (v.size() == 1)
        return seatOfLetter(v[0]);
    static constexpr std::pair<QByteArrayView, Seat> Names[]
        = { { "North", Seat::North }, { "East", Seat::East }, { "South", Seat::South }, { "West", Seat::West } };
    for (const auto &[name, seat] : Names) {
        if (equalsNoCase(v, name))
            return seat;
    }
    return std::nullopt;
}

bool parseInt(QByteArrayView v, int *out)
{
    v = trimmed(v);
    if (v.isEmpty() || v.size() > 9)
        return false;
    int n = 0;
    for (char c : v) {
        if (c < '0' || c > '9')
            return false;
        n = n * 10 + (c - '0');
    }
    *out = n;
    return true;
}

std::optional<Strain> strainOf(QByteArrayView v)
{
    if (v.size() == 1) {
        if (upper(v[0]) == 'N')
            return Strain::NoTrump;
        const int s = suitIndex(v[0]);
        return s < 0 ? std::nullopt : std::optional<Strain>(static_cast<Strain>(s));
    }
    if (v.size() == 2 && upper(v[0]) == 'N' && upper(v[1]) == 'T')
        return Strain::NoTrump;
    return std::nullopt;
}

std::optional<Call> parseCallFast(QByteArrayView v)
{
    // By length, each letter compared once: this runs for every call of every auction.
    switch (v.size()) {
    case 1:
        switch (upper(v[0])) {
        case 'P':
            return Call::pass();
        case 'X':
            return Call::dbl();
        }
        return std::nullopt;
    case 2:
    case 3:
        if (v[0] >= '1' && v[0] <= '7') {
            const auto strain = strainOf(v.sliced(1));
            if (!strain)
                return std::nullopt;
            return Call::bid(v[0] - '0', *strain);
        }
        if (v.size() == 2 && upper(v[0]) == 'X' && upper(v[1]) == 'X')
            return Call::redbl();
        return std::nullopt;
    case 4:
        if (upper(v[0]) == 'P' && upper(v[1]) == 'A' && upper(v[2]) == 'S' && upper(v[3]) == 'S')
            return Call::pass();
        return std::nullopt;
    }
    return std::nullopt;
}

Annotation takeSuffix(QByteArrayView *token)
{
    qsizetype n = 0;
    while (n < 2 && n < token->size() - 1 && isAnnotationChar((*token)[token->size() - 1 - n]))
        ++n;
    if (n == 0)
        return Annotation::None;
    const QByteArrayView suffix = token->sliced(token->size() - n);
    token->chop(n);
    return annotationFromText(QString::fromLatin1(suffix)).value_or(Annotation::None);
}

std::optional<Annotation> annotationOnly(QByteArrayView v)
{
    if (v.isEmpty() || v.size() > 2)
        return std::nullopt;
    for (char c : v) {
        if (!isAnnotationChar(c))
            return std::nullopt;
    }
    return annotationFromText(QString::fromLatin1(v));
}

std::vector<QByteArrayView> split(QByteArrayView v, char separator)
{
    std::vector<QByteArrayView> parts;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= v.size(); ++i) {
        if (i == v.size() || v[i] == separator) {
            parts.push_back(v.sliced(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

QString normalizedText(QByteArrayView bytes)
{
    QString text = PbnTokenizer::decode(bytes);
    if (text.contains(QLatin1Char('\r'))) {
        text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    }
    return text;
}

} // namespace Kibitz::Pbn
