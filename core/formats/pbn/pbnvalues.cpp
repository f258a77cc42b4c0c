#include "pbnvalues.h"

#include "pbntokenizer.h"

namespace Kibitz::Pbn {

namespace {

bool isAnnotationChar(char c)
{
    return c == '!' || c == '?';
}

} // namespace

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
