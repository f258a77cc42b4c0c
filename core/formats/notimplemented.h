#pragma once

#include "boardreader.h"

#include <QCoreApplication>

namespace Kibitz {

/** Temporary reader for formats whose codec has not landed yet. */
class NotImplementedReader : public BoardReader
{
public:
    explicit NotImplementedReader(const QString &name) : mName(name) {}
    bool readNext(Board *) override
    {
        return fail({FormatError::Code::NotSupported,
                     QCoreApplication::translate("Kibitz::DealFormat", "reading %1 files is not available yet").arg(mName)});
    }

private:
    QString mName;
};

} // namespace Kibitz
