#pragma once

#include "exitstatus.h"

#include <QStringList>

namespace Kibitz {

class Converter;

/** kibitz-convert --checksum: the Pavlicek checksum of each input, as sha256sum prints its sums. */
class ChecksumCommand
{
public:
    explicit ChecksumCommand(Converter &converter)
        : mConverter(converter)
    { }

    ExitStatus run(const QStringList &inputs);

private:
    Converter &mConverter;
};

} // namespace Kibitz
