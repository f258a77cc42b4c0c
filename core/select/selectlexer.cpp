#include "selectlexer.h"

#include <QCoreApplication>

namespace Kibitz {

namespace {

bool isWordChar(QChar c)
{
    return (c.unicode() < 128 && c.isLetterOrNumber()) || c == u'_';
}

} // namespace

QList<SelectToken> SelectLexer::tokenize(QStringView text, SelectError *error)
{
    QList<SelectToken> tokens;
    int line = 1;
    int lineStart = 0;
    const int n = int(text.size());
    const auto fail = [&](int at, const QString &message) {
        if (error)
            *error = SelectError { line, at - lineStart + 1, 1, message };
        return QList<SelectToken>();
    };
    bool lineHasToken = false;
    for (int i = 0; i < n;) {
        const QChar c = text[i];
        if (c == u'\n') {
            ++line;
            lineStart = ++i;
            lineHasToken = false;
            continue;
        }
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if ((c == u'#' && !lineHasToken) || (c == u'/' && i + 1 < n && text[i + 1] == u'/')) {
            while (i < n && text[i] != u'\n')
                ++i;
            continue;
        }
        if (c == u'/' && i + 1 < n && text[i + 1] == u'*') {
            const int startLine = line;
            const int startColumn = i - lineStart + 1;
            i += 2;
            while (i < n && !(text[i] == u'*' && i + 1 < n && text[i + 1] == u'/')) {
                if (text[i] == u'\n') {
                    ++line;
                    lineStart = i + 1;
                    lineHasToken = false;
                }
                ++i;
            }
            if (i >= n) {
                if (error)
                    *error = SelectError { startLine, startColumn, 2,
                        QCoreApplication::translate("Kibitz::SelectParser", "the comment is not closed with */") };
                return {};
            }
            i += 2;
            continue;
        }
        SelectToken t;
        t.line = line;
        t.column = i - lineStart + 1;
        t.offset = i;
        lineHasToken = true;
        if (isWordChar(c)) {
            int j = i;
            while (j < n && isWordChar(text[j]))
                ++j;
            t.kind = SelectToken::Kind::Word;
            t.text = text.mid(i, j - i).toString();
            i = j;
        } else if (c == u'"') {
            // A text may span lines, as in dealer.
            int j = i + 1;
            int lines = 0;
            int lastLineStart = lineStart;
            while (j < n && text[j] != u'"') {
                if (text[j] == u'\n') {
                    ++lines;
                    lastLineStart = j + 1;
                }
                ++j;
            }
            if (j >= n)
                return fail(i, QCoreApplication::translate("Kibitz::SelectParser", "the text is not closed with \""));
            t.kind = SelectToken::Kind::String;
            t.text = text.mid(i + 1, j - i - 1).toString();
            i = j + 1;
            line += lines;
            lineStart = lastLineStart;
        } else if (c == u'\\' && i + 1 < n && text[i + 1] == u'n') {
            t.kind = SelectToken::Kind::String;
            t.text = QStringLiteral("\n");
            i += 2;
        } else {
            static const char *const twoChar[] = { "&&", "||", "==", "!=", "<=", ">=", "!~" };
            t.kind = SelectToken::Kind::Op;
            for (const char *op : twoChar) {
                if (i + 1 < n && text[i] == QLatin1Char(op[0]) && text[i + 1] == QLatin1Char(op[1])) {
                    t.text = QString::fromLatin1(op, 2);
                    break;
                }
            }
            if (t.text.isEmpty()) {
                static const QString single = QStringLiteral("!<>+-*/%?:(),=~;");
                if (!single.contains(c))
                    return fail(
                        i, QCoreApplication::translate("Kibitz::SelectParser", "unexpected character '%1'").arg(c));
                t.text = c;
            }
            i += int(t.text.size());
        }
        t.length = i - t.offset;
        tokens.append(t);
    }
    SelectToken end;
    end.line = line;
    end.column = n - lineStart + 1;
    end.offset = n;
    tokens.append(end);
    return tokens;
}

} // namespace Kibitz
