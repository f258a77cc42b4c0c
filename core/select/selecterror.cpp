#include "selecterror.h"

namespace Kibitz {

QString SelectError::toString() const
{
    return QStringLiteral("%1:%2: %3").arg(line).arg(column).arg(message);
}

} // namespace Kibitz
