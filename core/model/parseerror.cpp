#include "parseerror.h"

#include <QCoreApplication>

namespace Kibitz {

QString ParseError::toString() const
{
    return QCoreApplication::translate("Kibitz::ParseError", "column %1: %2").arg(column).arg(message);
}

} // namespace Kibitz
