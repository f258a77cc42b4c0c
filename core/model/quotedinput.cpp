#include "quotedinput.h"

#include <algorithm>

namespace Kibitz {

namespace {

bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

// "\x1b" for U+001B: two hex digits cover every control character (they are all below U+0100).
void appendEscape(QString *out, char16_t c)
{
    static constexpr char Digits[] = "0123456789abcdef";
    out->append(u"\\x");
    out->append(QLatin1Char(Digits[(c >> 4) & 0xf]));
    out->append(QLatin1Char(Digits[c & 0xf]));
}

} // namespace

QString quotedInput(QStringView text, qsizetype maxLength)
{
    QString out;
    out.reserve(std::min(text.size(), maxLength) + 1);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        // A surrogate pair is one character: never cut between its halves.
        const qsizetype width = isControl(c)
            ? 4
            : (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate() ? 2 : 1);
        if (out.size() + width > maxLength) {
            out.append(u'…');
            return out;
        }
        if (isControl(c)) {
            appendEscape(&out, c);
        } else {
            out.append(text.mid(i, width));
            i += width - 1;
        }
    }
    return out;
}

QString quotedInput(QByteArrayView latin1, qsizetype maxLength)
{
    // Only what can be shown is decoded: a quote is never longer than maxLength characters.
    const QString text = QString::fromLatin1(latin1.first(std::min(latin1.size(), maxLength + 1)));
    return quotedInput(QStringView(text), maxLength);
}

QString quotedInput(QChar character)
{
    return quotedInput(QStringView(&character, 1));
}

QString printableText(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (isControl(c) && c != u'\n' && c != u'\t')
            appendEscape(&out, c);
        else
            out.append(ch);
    }
    return out;
}

} // namespace Kibitz
