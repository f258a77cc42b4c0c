#pragma once

#include "selecterror.h"

#include <QList>
#include <QString>

namespace Kibitz {

/** One token of the dealer language (docs/select.md#syntax). */
struct SelectToken
{
    enum class Kind : quint8 {
        End,
        /**
         * A run of letters, digits and underscores: a keyword, a variable, a number ("4333" is
         * one too), a shape ("5xxx"), a card ("AS"), a holding ("SAQ542") or a contract ("x3N");
         * the parser decides by where it stands, as dealer's grammar does.
         */
        Word,
        String, ///< "text" (no escapes); the \n token of printes is a String holding a newline
        Op, ///< an operator or punctuation: && || ! == != < <= > >= + - * / % ? : ( ) , = ~ !~ ;
    };
    Kind kind = Kind::End;
    QString text;
    int line = 1;
    int column = 1;
    int offset = 0; ///< in the whole text
    int length = 0;

    bool is(QStringView op) const { return kind == Kind::Op && text == op; }
    bool isWord(QStringView word) const { return kind == Kind::Word && text == word; }
};

} // namespace Kibitz

// A long text is many tokens: the list grows by moving its memory rather than copying each token.
Q_DECLARE_TYPEINFO(Kibitz::SelectToken, Q_RELOCATABLE_TYPE);

namespace Kibitz {

/**
 * Splits dealer-language text into tokens, dropping blanks and comments: `#` at the start of a line,
 * `//` to the end of the line and `/ * ... * /` blocks, as dealer does.
 */
class SelectLexer
{
public:
    /** Tokens of @p text, ending with an End token; nothing and @p error on a bad character or comment. */
    static QList<SelectToken> tokenize(QStringView text, SelectError *error);
};

} // namespace Kibitz
