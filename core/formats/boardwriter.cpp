#include "boardwriter.h"

#include <QCoreApplication>

namespace Kibitz {

bool BufferedBoardWriter::writeFailed()
{
    return fail({ FormatError::Code::WriteFailed,
        QCoreApplication::translate("Kibitz::BoardWriter", "could not write: %1").arg(mDevice->errorString()) });
}

} // namespace Kibitz
