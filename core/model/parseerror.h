#pragma once

#include <QString>

namespace Kibitz {

/**
 * Where and why a piece of notation could not be parsed.
 * @c column is 1-based within the text that was given to the parser.
 */
struct ParseError
{
    int column = 0;
    QString message;

    /** "column 7: expected a rank". */
    QString toString() const;
};

} // namespace Kibitz
