#include "listformatscommand.h"

#include "contentnames.h"
#include "converter.h"

#include "formats/formatregistry.h"

#include <QLatin1Char>

namespace Kibitz {

ExitStatus ListFormatsCommand::run()
{
    mConverter.printOut(Converter::tr("ID           READ WRITE EXTENSIONS      NAME / HOLDS\n"));
    for (const DealFormat *f : FormatRegistry::instance().formats()) {
        //: --list-formats: the second line of a format, listing what its files can hold
        mConverter.printOut(
            (QStringLiteral("%1 %2 %3 %4 %5\n      ") + Converter::tr("holds: %6") + QLatin1Char('\n'))
                .arg(f->id(), -12)
                //: --list-formats: the format can be read (column READ)
                .arg(Converter::tr("yes"), -4)
                .arg(f->canWrite() ? Converter::tr("yes")
                                   : Converter::tr("no", "--list-formats: the format cannot be written"),
                    -5)
                .arg(f->extensions().join(QLatin1Char(' ')), -15)
                .arg(f->name(), contentList(f->capabilities())));
    }
    return ExitStatus::Success;
}

} // namespace Kibitz
