#pragma once

#include "converteroptions.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace Kibitz {

/**
 * kibitz-convert's command line: QCommandLineParser reads the options, then each value is checked and
 * the options are checked together, the first thing wrong giving the usage error (in the words the
 * documentation and the tests quote). Options may come after the files and take their value as the
 * next argument or after '=' (--to=pbn); "--" ends the options, and a lone "-" is a file (standard output).
 */
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::Converter)

public:
    /** What the command line asks for. */
    enum class Request {
        Run, ///< run options().mode
        Help, ///< print usageText()
        Version,
        UsageError, ///< error() says what is wrong
    };

    /** Reads @p arguments (those after the program name). */
    Request parse(const QStringList &arguments);
    const ConverterOptions &options() const { return mOptions; }
    /** What is wrong with the command line, after a UsageError. */
    const QString &error() const { return mError; }

    /** The text of --help (and of every usage error, after the message). */
    static QString usageText();

private:
    /** An option taking a value: its check, which stores it in mOptions or says what is wrong. */
    using ValueCheck = QString (CommandLine::*)(const QString &option, const std::optional<QString> &value);
    struct ValueOption
    {
        const char *name;
        const char *valueName;
        ValueCheck check;
    };
    static const ValueOption ValueOptions[];

    /** The message for what QCommandLineParser refused in @p arguments (an unknown option, a value too many). */
    QString parseError(const QStringList &arguments, const QStringList &unknown) const;
    /** Applies every option in the order given; false at the first that is wrong (then mError says why). */
    bool applyOptions(const QStringList &names, const QCommandLineParser &parser);
    /** Sets the mode; a second mode option is an error checkCombination() reports. */
    void setMode(ConverterOptions::Mode mode);
    /** What is wrong with the options together and with the files for the mode, or empty. */
    QString checkCombination() const;
    QString checkFiles() const;

    QString setFormat(const QString &option, const std::optional<QString> &value);
    QString setSelection(const QString &option, const std::optional<QString> &value);
    QString setScript(const QString &option, const std::optional<QString> &value);
    QString setDealCount(const QString &option, const std::optional<QString> &value);
    QString setBoards(const QString &option, const std::optional<QString> &value);
    QString setShard(const QString &option, const std::optional<QString> &value);
    QString setDdsThreads(const QString &option, const std::optional<QString> &value);
    QString setCheckpoint(const QString &option, const std::optional<QString> &value);

    ConverterOptions mOptions;
    int mModes = 0; ///< mode options given (more than one is an error)
    QString mError;
};

} // namespace Kibitz
