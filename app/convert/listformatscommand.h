#pragma once

#include "exitstatus.h"

namespace Kibitz {

class Converter;

/** kibitz-convert --list-formats: every format, whether it can be read and written, and what it holds. */
class ListFormatsCommand
{
public:
    explicit ListFormatsCommand(Converter &converter)
        : mConverter(converter)
    { }

    ExitStatus run();

private:
    Converter &mConverter;
};

} // namespace Kibitz
