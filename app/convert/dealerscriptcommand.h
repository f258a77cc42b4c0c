#pragma once

#include <QCoreApplication>
#include <QString>

class QIODevice;

namespace Kibitz {

/**
 * kibitz-convert --dealer-script: runs a script of the dealer program (core/select) and writes the
 * deals it produces, either as dealer prints them (standard output, no --to) or as a deal file in
 * any writable format; average and frequency go to standard output, and dealer's closing lines
 * (Generated N hands, Produced M hands, the seed, the time) to standard error.
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

    DealerScriptCommand(QIODevice *out, QIODevice *err)
        : mOut(out)
        , mErr(err)
    { }

    /** Runs; returns a Converter::ExitStatus. */
    int run(const Options &options);

private:
    void printOut(const QString &text);
    void printErr(const QString &text);

    QIODevice *mOut;
    QIODevice *mErr;
};

} // namespace Kibitz
