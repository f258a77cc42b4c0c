#include "showntext.h"

namespace Kibitz {

namespace {

bool isBidiControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F || c == 0x061C;
}

bool isEscaped(char16_t c)
{
    return (c < 0x20 && c != u'\t' && c != u'\n') || (c >= 0x7F && c <= 0x9F);
}

} // namespace

QString shownText(const QString &text)
{
    qsizetype first = 0;
    while (first < text.size() && !isBidiControl(text[first].unicode()) && !isEscaped(text[first].unicode()))
        ++first;
    if (first == text.size())
        return text;
    QString shown = text.left(first);
    shown.reserve(text.size() + 8);
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (isBidiControl(c))
            continue;
        if (isEscaped(c))
            shown += QStringLiteral("\\x") + QString::number(c, 16).rightJustified(2, u'0');
        else
            shown += QChar(c);
    }
    return shown;
}

} // namespace Kibitz
