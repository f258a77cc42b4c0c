#pragma once

#include <QString>

namespace Kibitz {

/**
 * Where and why an expression or a dealer script could not be read: 1-based line and column
 * of the offending token and what was expected there ("expected ')' to close 'hcp('").
 */
struct SelectError
{
    int line = 0;
    int column = 0;
    /** Characters of the offending token (at least 1), for underlining it. */
    int length = 1;
    QString message;

    bool isError() const { return !message.isEmpty(); }
    /** "3:7: expected a seat (north, east, south or west)". */
    QString toString() const;
};

} // namespace Kibitz
