#pragma once

#include "exitstatus.h"

#include <QStringList>

namespace Kibitz {

class Converter;

/** kibitz-convert --info: each input's format, board count and what its boards hold, counted. */
class InfoCommand
{
public:
    explicit InfoCommand(Converter &converter)
        : mConverter(converter)
    { }

    ExitStatus run(const QStringList &inputs);

private:
    Converter &mConverter;
};

} // namespace Kibitz
