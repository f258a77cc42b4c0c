#include "checksumcommand.h"

#include "converter.h"

#include "formats/inputfile.h"
#include "formats/pavlicekchecksum.h"

namespace Kibitz {

ExitStatus ChecksumCommand::run(const QStringList &inputs)
{
    ExitStatus status = ExitStatus::Success;
    for (const QString &input : inputs) {
        InputFile file(input);
        if (!mConverter.openInput(&file)) {
            status = ExitStatus::InvalidInput;
            continue;
        }
        const auto sum = PavlicekChecksum::ofDevice(&file);
        if (!sum) {
            mConverter.printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, file.errorString()));
            status = ExitStatus::InvalidInput;
            continue;
        }
        // A file cut while it is read would otherwise give the checksum of its first part.
        if (file.readIncompletely()) {
            mConverter.printErr(
                QStringLiteral("kibitz-convert: %1: %2\n").arg(input, InputFile::changedWhileReadingMessage()));
            status = ExitStatus::InvalidInput;
            continue;
        }
        mConverter.printOut(QStringLiteral("%1  %2\n").arg(PavlicekChecksum::toHex(*sum), input));
    }
    return status;
}

} // namespace Kibitz
