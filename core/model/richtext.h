#pragma once

#include "suit.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <array>

namespace Kibitz {

/**
 * Commentary as a small rich text: runs of text with bold, italic, underline and a colour, suit
 * symbols, line and paragraph breaks. Reads and writes BridgeComposer's markup (the text of PBN
 * commentary, docs/formats.md#commentary-markup), and gives HTML for Qt's rich text and plain text
 * for the formats that keep only that.
 */
class RichText
{
public:
    /** One piece of the text, all of it in one style. */
    struct Run
    {
        enum class Kind : quint8 {
            Text, ///< text
            Suit, ///< a suit symbol (`\S` `\H` `\D` `\C`)
            LineBreak, ///< a line break inside a paragraph (`\n`)
            ParagraphBreak, ///< the end of a paragraph (an empty line)
        };
        Kind kind = Kind::Text;
        QString text; ///< Text: the text; line ends inside a paragraph read as spaces
        Suit suit = Suit::Spades; ///< Suit: which
        bool bold = false; ///< `<b>`
        bool italic = false; ///< `<i>`
        bool underline = false; ///< `<u>`
        QString color; ///< `<span style=color:#00f>`: the colour as written, or empty

        bool sameStyle(const Run &o) const
        {
            return bold == o.bold && italic == o.italic && underline == o.underline && color == o.color;
        }
        friend bool operator==(const Run &a, const Run &b)
        {
            return a.kind == b.kind && a.text == b.text && a.suit == b.suit && a.sameStyle(b);
        }
    };

    RichText() = default;

    /**
     * Reads BridgeComposer's markup. Unknown tags and backslash escapes stay as text, so nothing
     * is lost from the reader's view; a tag left open ends with the text.
     */
    static RichText fromMarkup(QStringView markup);
    /** The markup for these runs (BridgeComposer's), as fromMarkup() reads it back. */
    QString toMarkup() const;
    /**
     * HTML for Qt's rich text: paragraphs, `<b>` `<i>` `<u>`, colours, suit symbols in
     * @p suitColors (CSS colours by Suit value, clubs first; an empty one: no colour).
     */
    QString toHtml(const std::array<QString, 4> &suitColors = {}) const;
    /** The text without markup: suit symbols as ♠ ♥ ♦ ♣, breaks as line ends, paragraphs apart by an empty line. */
    QString toPlainText() const;

    const QList<Run> &runs() const { return mRuns; }
    /** Adds @p run, joined to the last one when both are text in the same style. */
    void append(const Run &run);
    bool isEmpty() const { return mRuns.isEmpty(); }

    /** Whether @p markup holds any markup that plain text cannot keep (a tag, a suit symbol, a `\n`). */
    static bool hasMarkup(QStringView markup);

    friend bool operator==(const RichText &a, const RichText &b) { return a.mRuns == b.mRuns; }

private:
    QList<Run> mRuns;
};

} // namespace Kibitz
