#pragma once

#include "exitstatus.h"

#include <QStringList>

namespace Kibitz {

class Converter;

/** kibitz-convert --validate: every problem of every board, in file order, and whether all are valid. */
class ValidateCommand
{
public:
    explicit ValidateCommand(Converter &converter)
        : mConverter(converter)
    { }

    ExitStatus run(const QStringList &inputs);

private:
    Converter &mConverter;
};

} // namespace Kibitz
