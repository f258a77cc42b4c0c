#pragma once

#include <QCoreApplication>
#include <QString>

class QIODevice;

namespace Kibitz {

class Converter;

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
    struct Options
    {
        QString script;
        QString output; ///< empty or "-": standard output
        QString to; ///< format id, or empty
        qint64 generate = 0;
        qint64 produce = 0;
        quint64 seed = 0;
        bool seedGiven = false;
        int threads = 0;
    };

    /** Writes through @p converter's outputs: its standard output and error, and its deal file outputs. */
    explicit DealerScriptCommand(Converter *converter);

    /** How often a run says how many deals it has generated and produced, on standard error. */
    static constexpr qint64 ProgressIntervalMs = 5000;

    /** Runs; returns a Converter::ExitStatus. */
    int run(const Options &options);

private:
    void printOut(const QString &text);
    void printErr(const QString &text);

    Converter *mConverter;
};

} // namespace Kibitz
