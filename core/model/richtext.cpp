#include "richtext.h"

namespace Kibitz {

namespace {

using Run = RichText::Run;

struct Style
{
    int bold = 0;
    int italic = 0;
    int underline = 0;
    QStringList colors;

    Run run(Run::Kind kind) const
    {
        Run r;
        r.kind = kind;
        r.bold = bold > 0;
        r.italic = italic > 0;
        r.underline = underline > 0;
        r.color = colors.isEmpty() ? QString() : colors.last();
        return r;
    }
};

std::optional<Suit> suitOfEscape(QChar c)
{
    switch (c.unicode()) {
    case u'S':
        return Suit::Spades;
    case u'H':
        return Suit::Hearts;
    case u'D':
        return Suit::Diamonds;
    case u'C':
        return Suit::Clubs;
    }
    return std::nullopt;
}

// The colour of `<span style=color:#00f>` (quotes allowed), or nothing for any other tag.
std::optional<QString> spanColor(QStringView tag)
{
    static const QLatin1StringView Prefix("<span style=");
    if (!tag.startsWith(Prefix, Qt::CaseInsensitive) || !tag.endsWith(u'>'))
        return std::nullopt;
    QStringView style = tag.sliced(Prefix.size(), tag.size() - Prefix.size() - 1).trimmed();
    if (style.size() >= 2 && (style.front() == u'"' || style.front() == u'\'') && style.back() == style.front())
        style = style.sliced(1, style.size() - 2);
    if (!style.startsWith(u"color:", Qt::CaseInsensitive))
        return std::nullopt;
    QStringView color = style.sliced(6).trimmed();
    if (color.endsWith(u';'))
        color.chop(1);
    return color.isEmpty() ? std::nullopt : std::optional<QString>(color.toString());
}

// Applies the tag at markup[i] (up to its '>') to @p style; false when it is no tag the markup knows.
bool applyTag(QStringView tag, Style &style)
{
    const auto is = [&tag](const char *name) { return tag.compare(QLatin1StringView(name), Qt::CaseInsensitive) == 0; };
    if (is("<b>"))
        ++style.bold;
    else if (is("</b>"))
        style.bold = std::max(0, style.bold - 1);
    else if (is("<i>"))
        ++style.italic;
    else if (is("</i>"))
        style.italic = std::max(0, style.italic - 1);
    else if (is("<u>"))
        ++style.underline;
    else if (is("</u>"))
        style.underline = std::max(0, style.underline - 1);
    else if (is("</span>")) {
        if (!style.colors.isEmpty())
            style.colors.removeLast();
    } else if (const auto color = spanColor(tag))
        style.colors << *color;
    else
        return false;
    return true;
}

// The line ends from markup[i] on with only blanks between them: how many, and where they stop.
int countLineEnds(QStringView markup, qsizetype &i)
{
    int count = 0;
    qsizetype p = i;
    while (p < markup.size()) {
        if (markup[p] == u'\n') {
            ++count;
            i = ++p;
        } else if (markup[p] == u' ' || markup[p] == u'\t' || markup[p] == u'\r') {
            ++p;
        } else {
            break;
        }
    }
    return count;
}

QString escapedText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        if (c == u'\\')
            out += QStringLiteral("\\\\");
        else
            out += c;
    }
    return out;
}

QString openTags(const Run &r)
{
    QString out;
    if (!r.color.isEmpty())
        out += QStringLiteral("<span style=color:%1>").arg(r.color);
    if (r.bold)
        out += QStringLiteral("<b>");
    if (r.italic)
        out += QStringLiteral("<i>");
    if (r.underline)
        out += QStringLiteral("<u>");
    return out;
}

QString closeTags(const Run &r)
{
    QString out;
    if (r.underline)
        out += QStringLiteral("</u>");
    if (r.italic)
        out += QStringLiteral("</i>");
    if (r.bold)
        out += QStringLiteral("</b>");
    if (!r.color.isEmpty())
        out += QStringLiteral("</span>");
    return out;
}

QString htmlRun(const Run &r, const QString &text, const QString &color)
{
    QString out = text;
    if (r.underline)
        out = QStringLiteral("<u>%1</u>").arg(out);
    if (r.italic)
        out = QStringLiteral("<i>%1</i>").arg(out);
    if (r.bold)
        out = QStringLiteral("<b>%1</b>").arg(out);
    if (!color.isEmpty())
        out = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(color.toHtmlEscaped(), out);
    return out;
}

} // namespace

void RichText::append(const Run &run)
{
    if (run.kind == Run::Kind::Text) {
        if (run.text.isEmpty())
            return;
        if (!mRuns.isEmpty() && mRuns.last().kind == Run::Kind::Text && mRuns.last().sameStyle(run)) {
            mRuns.last().text += run.text;
            return;
        }
    }
    mRuns.append(run);
}

RichText RichText::fromMarkup(QStringView markup)
{
    RichText result;
    Style style;
    QString text;
    const auto flush = [&] {
        Run r = style.run(Run::Kind::Text);
        r.text = std::exchange(text, QString());
        result.append(r);
    };
    qsizetype i = 0;
    while (i < markup.size()) {
        const QChar c = markup[i];
        if (c == u'\\' && i + 1 < markup.size()) {
            const QChar e = markup[i + 1];
            if (const auto suit = suitOfEscape(e)) {
                flush();
                Run r = style.run(Run::Kind::Suit);
                r.suit = *suit;
                result.append(r);
            } else if (e == u'n') {
                flush();
                result.append(style.run(Run::Kind::LineBreak));
            } else if (e == u'\\') {
                text += u'\\';
            } else {
                text += c;
                text += e;
            }
            i += 2;
        } else if (c == u'<') {
            const qsizetype close = markup.indexOf(u'>', i);
            Style next = style;
            if (close > i && applyTag(markup.sliced(i, close + 1 - i), next)) {
                flush();
                style = next;
                i = close + 1;
            } else {
                text += c;
                ++i;
            }
        } else if (c == u'\n' || c == u'\r') {
            qsizetype end = i;
            const int lineEnds = countLineEnds(markup, end);
            if (lineEnds <= 1) {
                text += u' '; // a line end inside a paragraph: the file's wrapping
                i = std::max(end, i + 1);
                continue;
            }
            flush();
            for (int k = 1; k < lineEnds; ++k)
                result.append(style.run(Run::Kind::ParagraphBreak));
            i = end;
        } else {
            text += c;
            ++i;
        }
    }
    flush();
    return result;
}

QString RichText::toMarkup() const
{
    QString out;
    const Run *open = nullptr; // the style of the tags open now
    bool afterParagraph = false;
    for (const Run &r : mRuns) {
        if (r.kind == Run::Kind::ParagraphBreak) {
            out += afterParagraph ? QStringLiteral("\n") : QStringLiteral("\n\n");
            afterParagraph = true;
            continue;
        }
        afterParagraph = false;
        if (!open || !open->sameStyle(r)) {
            if (open)
                out += closeTags(*open);
            out += openTags(r);
            open = &r;
        }
        switch (r.kind) {
        case Run::Kind::Text:
            out += escapedText(r.text);
            break;
        case Run::Kind::Suit:
            out += u'\\';
            out += QLatin1Char(suitLetter(r.suit));
            break;
        case Run::Kind::LineBreak:
            out += QStringLiteral("\\n");
            break;
        case Run::Kind::ParagraphBreak:
            break;
        }
    }
    if (open)
        out += closeTags(*open);
    return out;
}

QString RichText::toHtml(const std::array<QString, 4> &suitColors) const
{
    QStringList paragraphs;
    QString current;
    for (const Run &r : mRuns) {
        switch (r.kind) {
        case Run::Kind::Text:
            current += htmlRun(r, r.text.toHtmlEscaped(), r.color);
            break;
        case Run::Kind::Suit: {
            const QString &suitColor = suitColors[size_t(r.suit)];
            current += htmlRun(r, suitSymbol(r.suit), suitColor.isEmpty() ? r.color : suitColor);
            break;
        }
        case Run::Kind::LineBreak:
            current += QStringLiteral("<br/>");
            break;
        case Run::Kind::ParagraphBreak:
            paragraphs << current;
            current.clear();
            break;
        }
    }
    paragraphs << current;
    while (!paragraphs.isEmpty() && paragraphs.first().trimmed().isEmpty())
        paragraphs.removeFirst();
    while (!paragraphs.isEmpty() && paragraphs.last().trimmed().isEmpty())
        paragraphs.removeLast();
    QString html;
    for (const QString &p : paragraphs)
        html += p.trimmed().isEmpty() ? QStringLiteral("<p>&nbsp;</p>") : QStringLiteral("<p>%1</p>").arg(p.trimmed());
    return html;
}

QString RichText::toPlainText() const
{
    QString out;
    bool afterParagraph = false;
    for (const Run &r : mRuns) {
        if (r.kind == Run::Kind::ParagraphBreak) {
            out += afterParagraph ? QStringLiteral("\n") : QStringLiteral("\n\n");
            afterParagraph = true;
            continue;
        }
        afterParagraph = false;
        if (r.kind == Run::Kind::Text)
            out += r.text;
        else if (r.kind == Run::Kind::Suit)
            out += suitSymbol(r.suit);
        else
            out += u'\n';
    }
    return out.trimmed();
}

bool RichText::hasMarkup(QStringView markup)
{
    if (!markup.contains(u'\\') && !markup.contains(u'<'))
        return false;
    const RichText text = fromMarkup(markup);
    for (const Run &r : text.runs()) {
        if (r.kind == Run::Kind::Suit || r.kind == Run::Kind::LineBreak || r.bold || r.italic || r.underline
            || !r.color.isEmpty())
            return true;
    }
    return false;
}

} // namespace Kibitz
