#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace Kibitz {

/** The longest quote of input a message holds, in characters, before it is cut with "…". */
inline constexpr qsizetype QuotedInputLength = 80;

/**
 * @p text as a message quotes it: every quote of a file's content (or of anything else read from outside)
 * in a message goes through here. A damaged file is shown to someone who checks it in a terminal, where a
 * control character quoted as it is acts (ESC[2J clears the screen, ESC[8m hides what follows). So
 * control characters (C0 including NUL, DEL, and C1 U+0080 to U+009F) are written as "\xHH" escapes,
 * and a quote longer than @p maxLength characters (escapes counted as written) is cut there and ends
 * with "…". Other characters, backslashes included, are kept.
 */
QString quotedInput(QStringView text, qsizetype maxLength = QuotedInputLength);
/** quotedInput() of bytes taken as Latin-1 (a byte 0x9B is the C1 control U+009B, escaped). */
QString quotedInput(QByteArrayView latin1, qsizetype maxLength = QuotedInputLength);
/** quotedInput() of one character. */
QString quotedInput(QChar character);

/**
 * @p text with its control characters escaped as quotedInput() does, but for newline and tab, and never
 * cut: the last guard of what a program prints to a terminal, for text quoted without quotedInput().
 */
QString printableText(QStringView text);

} // namespace Kibitz
