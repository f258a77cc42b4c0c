#pragma once

#include "exitstatus.h"

#include <QCoreApplication>
#include <QString>

namespace Kibitz {

class Converter;
class DealFormat;

/**
 * kibitz-convert --dealer-script: runs a script of the dealer program (core/select) and writes the
 * deals it produces, either as dealer prints them (standard output, no --to) or as a deal file in
 * any writable format (written as the converter writes its outputs: atomically, or straight into a
 * FIFO or device, a symbolic link's target replaced); average and frequency go to standard output, and dealer's closing
 * lines (Generated N hands, Produced M hands, the seed, the time) to standard error, as well as a line
 * every ProgressIntervalMs on a long run.
 */
class DealerScriptCommand
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::Converter)

public:
    /** Runs with @p converter's options, writing through its standard output and error and its deal file outputs. */
    explicit DealerScriptCommand(Converter &converter);

    /** How often a run says how many deals it has generated and produced, on standard error. */
    static constexpr qint64 ProgressIntervalMs = 5000;

    ExitStatus run();

private:
    /**
     * The deal file's format in @p format (--to, else OUTPUT's extension), or null when the deals are
     * printed; false after printing that OUTPUT's extension names no writable format.
     */
    bool outputFormat(const DealFormat **format);
    void printOut(const QString &text);
    void printErr(const QString &text);

    Converter &mConverter;
    QString mOutput; ///< empty or "-": standard output
};

} // namespace Kibitz
