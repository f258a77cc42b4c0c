#pragma once

#include "converter.h"

namespace Kibitz {

/**
 * --info and --validate of a big PBN file on every core: the file is cut into parts
 * (PbnReader::splitParts()), each read by its own reader on its own thread, the first one printing as
 * forEachBoard() does and the others holding their output. Then, in file order, a part whose reading
 * fits the parts before it (PbnReader::partFits()) is added up; from the first that does not, one
 * reader resumed with what the parts before hand on reads the rest of the file. The output is the
 * same as reading the file with one reader (docs/formats.md#reading-a-pbn-file-in-parts).
 */
class PartedScan
{
public:
    explicit PartedScan(Converter &converter)
        : mConverter(converter)
    { }

    /**
     * Scans @p input into @p tally when it is a PBN file big enough to read in parts: then true, with
     * @p ok as forEachBoard() returns. False when the file is for the one-reader path (nothing printed).
     */
    bool scan(const QString &input, Converter::BoardTally &tally, bool printWarnings, bool *ok);

private:
    Converter &mConverter;
};

} // namespace Kibitz
