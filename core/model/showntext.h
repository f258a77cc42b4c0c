#pragma once

#include <QString>

namespace Kibitz {

/**
 * A file's text as it may be shown (on screen, printed, in a picture): what would change how the
 * text around it reads is taken out, what is invisible made visible. The stored text is never
 * changed; only its display goes through here.
 *
 * - Bidirectional controls are dropped: the embeddings and overrides U+202A to U+202E, the isolates
 *   U+2066 to U+2069, the marks U+200E, U+200F and U+061C. A value such as "NS <U+202E>024<U+202C>"
 *   would otherwise be drawn "NS 420"; without them it reads in the order it is stored, and letters
 *   of right-to-left scripts still run right to left (their direction is their own, not a control's).
 * - Control characters (C0 but tab and line feed, DEL, C1) become the escape "\xhh", two lower-case
 *   hexadecimal digits: "\x1b" for ESC, as printableText() and the readers' quotes of input write
 *   them. Tab and line feed are kept: comments span lines.
 *
 * Returns @p text itself (shared, not copied) when there is nothing to change.
 */
QString shownText(const QString &text);

} // namespace Kibitz
