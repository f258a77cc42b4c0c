#include "commandline.h"

#include "formats/formatregistry.h"
#include "select/dealerscript.h"
#include "select/selecterror.h"

#include <QCommandLineParser>
#include <QHash>

namespace Kibitz {

namespace {

using Mode = ConverterOptions::Mode;

// Options without a value: a mode, or a switch.
struct Flag
{
    const char *name;
    std::optional<Mode> mode;
    bool ConverterOptions::*setting;
};

const Flag Flags[] = {
    { "info", Mode::Info, nullptr },
    { "validate", Mode::Validate, nullptr },
    { "checksum", Mode::Checksum, nullptr },
    { "stats", Mode::Stats, nullptr },
    { "stats-json", Mode::Stats, &ConverterOptions::statsJson },
    { "list-formats", Mode::ListFormats, nullptr },
    { "force", std::nullopt, &ConverterOptions::force },
    { "solve", std::nullopt, &ConverterOptions::solve },
    { "verify", std::nullopt, &ConverterOptions::verify },
};

// The name of the option @p argument gives ("--to=pbn": "to"), or empty for a file.
QString optionName(const QString &argument)
{
    if (!argument.startsWith(u'-') || argument == u"-")
        return {};
    QString name = argument.mid(argument.startsWith(u"--") ? 2 : 1);
    return name.left(name.indexOf(u'='));
}

} // namespace

const CommandLine::ValueOption CommandLine::ValueOptions[] = {
    { "from", "ID", &CommandLine::setFormat },
    { "to", "ID", &CommandLine::setFormat },
    { "select", "EXPR", &CommandLine::setSelection },
    { "dealer-script", "FILE", &CommandLine::setScript },
    { "generate", "N", &CommandLine::setDealCount },
    { "produce", "M", &CommandLine::setDealCount },
    { "seed", "S", &CommandLine::setDealCount },
    { "boards", "A-B", &CommandLine::setBoards },
    { "shard", "K/N", &CommandLine::setShard },
    { "dds-threads", "N", &CommandLine::setDdsThreads },
    { "checkpoint", "MIN", &CommandLine::setCheckpoint },
};

QString CommandLine::usageText()
{
    //: The command-line help of kibitz-convert: keep the option names (--from, INPUT...) as they are.
    return tr("Usage:\n"
              "  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--shard K/N] [--force]\n"
              "                 [--solve [--verify] [--checkpoint MIN] [--dds-threads N]] INPUT... OUTPUT\n"
              "  kibitz-convert --info INPUT...\n"
              "  kibitz-convert --validate INPUT...\n"
              "  kibitz-convert --checksum INPUT...\n"
              "  kibitz-convert --list-formats\n"
              "  kibitz-convert --version\n"
              "\n"
              "Converts deal files between formats (detected from the extension, then the content).\n"
              "OUTPUT '-' writes to standard output; a FIFO or a device is written straight, any other\n"
              "file is replaced whole once everything is written (a symbolic link: its target).\n"
              "Exit status: 0 success, 1 unreadable or invalid input (or a file that changed while it\n"
              "was read), 2 usage error, 3 the conversion would drop data and --force was not given,\n"
              "4 the output (a file or standard output) could not be written.\n"
              "--solve fills missing double-dummy tables with DDS; --verify also recomputes the stored\n"
              "ones and reports every disagreement (exit status 1). Without --verify, tables that OUTPUT\n"
              "already holds for the same boards (an earlier run that was stopped) are kept, and OUTPUT\n"
              "is saved every MIN minutes (default 10, 0 for only at the end) with what is solved so far.\n"
              "DDS solves on N threads (default 0: one per core).\n"
              "--shard K/N converts the K-th of N equal parts of the boards, by position: the outputs\n"
              "of the N parts, one after the other, are the output of the whole (see the README).\n")
        //: The command-line help of kibitz-convert, continued: keep the option names as they are.
        + tr("\n"
             "  kibitz-convert --select EXPR [options] INPUT... OUTPUT\n"
             "  kibitz-convert --dealer-script FILE [--generate N] [--produce M] [--seed S] [--to ID] "
             "[OUTPUT]\n"
             "\n"
             "--select keeps the boards for which the expression (the dealer language, see\n"
             "docs/select.md) is true. --dealer-script runs a script of the dealer program: without\n"
             "OUTPUT or --to the deals are printed as dealer prints them, else written to OUTPUT.\n")
        //: The command-line help of kibitz-convert, statistics: keep the option names as they are.
        + tr("\n"
             "  kibitz-convert --stats|--stats-json [--select EXPR] [--boards A-B] [--solve] INPUT...\n"
             "\n"
             "--stats prints the figures of the boards of every INPUT together as tables (HCP, hand\n"
             "patterns, suit lengths, double-dummy makes, par, declarer's play against double dummy);\n"
             "--stats-json prints them as one JSON object (see docs/stats.md). With --solve, DDS solves\n"
             "the tables boards lack and the cost of each opening lead.\n");
}

CommandLine::Request CommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    // "-info" is --info, not -i -n -f -o: there are no one-letter options but -h.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption(QCommandLineOption(QStringList { QStringLiteral("h"), QStringLiteral("help") }));
    parser.addOption(QCommandLineOption(QStringLiteral("version")));
    for (const Flag &flag : Flags)
        parser.addOption(QCommandLineOption(QString::fromLatin1(flag.name)));
    for (const ValueOption &option : ValueOptions)
        parser.addOption(
            QCommandLineOption(QString::fromLatin1(option.name), QString(), QString::fromLatin1(option.valueName)));
    // QCommandLineParser takes the first argument for the program's name.
    const bool parsed = parser.parse(QStringList(QStringLiteral("kibitz-convert")) + arguments);

    // --help and --version answer whatever else the command line holds.
    const QStringList names = parser.optionNames();
    for (const QString &name : names) {
        if (name == u"h" || name == u"help")
            return Request::Help;
        if (name == u"version")
            return Request::Version;
    }
    if (!parsed)
        mError = parseError(arguments, parser.unknownOptionNames());
    if (mError.isEmpty() && !applyOptions(names, parser))
        return Request::UsageError;
    if (mError.isEmpty() && !parsed)
        mError = parser.errorText();
    if (mError.isEmpty())
        mError = checkCombination();
    mOptions.files = parser.positionalArguments();
    if (mError.isEmpty())
        mError = checkFiles();
    return mError.isEmpty() ? Request::Run : Request::UsageError;
}

QString CommandLine::parseError(const QStringList &arguments, const QStringList &unknown) const
{
    for (const QString &argument : arguments) {
        if (argument == u"--")
            break;
        const QString name = optionName(argument);
        if (name.isEmpty())
            continue;
        // As written: "-fast" and "--force=1" (a switch takes no value) are named as given.
        const bool switchWithValue = argument.contains(u'=')
            && std::any_of(std::begin(Flags), std::end(Flags), [&](const Flag &f) { return name == f.name; });
        if (unknown.contains(name) || switchWithValue)
            return tr("unknown option '%1'").arg(argument);
    }
    return {};
}

bool CommandLine::applyOptions(const QStringList &names, const QCommandLineParser &parser)
{
    QHash<QString, int> seen; // occurrences of each value option so far: the index of its value
    for (const QString &name : names) {
        const auto flag
            = std::find_if(std::begin(Flags), std::end(Flags), [&](const Flag &f) { return name == f.name; });
        if (flag != std::end(Flags)) {
            if (flag->mode)
                setMode(*flag->mode);
            if (flag->mode == Mode::Stats)
                mOptions.statsJson = false;
            if (flag->setting)
                mOptions.*(flag->setting) = true;
            continue;
        }
        const auto option = std::find_if(
            std::begin(ValueOptions), std::end(ValueOptions), [&](const ValueOption &o) { return name == o.name; });
        if (option == std::end(ValueOptions))
            continue;
        const QStringList values = parser.values(name);
        const int index = seen[name]++;
        const std::optional<QString> value = index < values.size() ? std::optional(values[index]) : std::nullopt;
        mError = (this->*(option->check))(QStringLiteral("--") + name, value);
        if (!mError.isEmpty())
            return false;
    }
    return true;
}

void CommandLine::setMode(ConverterOptions::Mode mode)
{
    mOptions.mode = mode;
    ++mModes;
}

QString CommandLine::checkCombination() const
{
    const ConverterOptions &o = mOptions;
    if (mModes > 1)
        return tr("choose one of --info, --validate, --checksum, --stats, --stats-json and --list-formats");
    if ((o.generate || o.produce || o.seedGiven) && o.mode != Mode::DealerScript)
        return tr("--generate, --produce and --seed go with --dealer-script");
    if (o.verify && !o.solve)
        return tr("--verify goes with --solve");
    if (o.solve && o.mode != Mode::Convert && (o.mode != Mode::Stats || o.verify))
        return o.mode == Mode::Stats ? tr("--verify works when converting") : tr("--solve works when converting");
    if (o.shardCount > 0 && o.mode != Mode::Convert)
        return tr("--shard works when converting");
    return {};
}

QString CommandLine::checkFiles() const
{
    const QStringList &files = mOptions.files;
    switch (mOptions.mode) {
    case Mode::ListFormats:
        return {};
    case Mode::DealerScript:
        return files.size() > 1 ? tr("--dealer-script takes at most one output") : QString();
    case Mode::Info:
        return files.isEmpty() ? tr("--info needs at least one input file") : QString();
    case Mode::Validate:
        return files.isEmpty() ? tr("--validate needs at least one input file") : QString();
    case Mode::Stats:
        return files.isEmpty()
            ? tr("%1 needs at least one input file").arg(mOptions.statsJson ? "--stats-json" : "--stats")
            : QString();
    case Mode::Checksum:
        return files.isEmpty() ? tr("--checksum needs at least one input file") : QString();
    case Mode::Convert:
        return files.size() < 2 ? tr("give at least one input and the output") : QString();
    }
    return {};
}

QString CommandLine::setFormat(const QString &option, const std::optional<QString> &value)
{
    const bool from = option == u"--from";
    if (!value)
        return from ? tr("--from needs a format id") : tr("--to needs a format id");
    if (!FormatRegistry::instance().byId(*value))
        return tr("unknown format '%1' (see --list-formats)").arg(*value);
    (from ? mOptions.from : mOptions.to) = *value;
    return {};
}

QString CommandLine::setSelection(const QString &, const std::optional<QString> &value)
{
    if (!value)
        return tr("--select needs an expression");
    SelectError error;
    mOptions.selection = Expression::parse(*value, &error);
    if (!mOptions.selection.isValid())
        return tr("--select: %1").arg(error.toString());
    return {};
}

QString CommandLine::setScript(const QString &, const std::optional<QString> &value)
{
    if (!value)
        return tr("--dealer-script needs a script file");
    mOptions.script = *value;
    setMode(Mode::DealerScript);
    return {};
}

QString CommandLine::setDealCount(const QString &option, const std::optional<QString> &value)
{
    const bool seed = option == u"--seed";
    bool ok = false;
    const qint64 n = value.value_or(QString()).toLongLong(&ok);
    if (!ok || n < (seed ? 0 : 1))
        return tr("%1 needs a number").arg(option);
    if (!seed && n > DealerScript::MaxDeals)
        return tr("%1: at most %2 deals").arg(option).arg(DealerScript::MaxDeals);
    if (option == u"--generate") {
        mOptions.generate = n;
    } else if (option == u"--produce") {
        mOptions.produce = n;
    } else {
        mOptions.seed = quint64(n);
        mOptions.seedGiven = true;
    }
    return {};
}

QString CommandLine::setBoards(const QString &, const std::optional<QString> &value)
{
    if (!value)
        return tr("--boards needs a range A-B");
    const QStringList parts = value->split(QLatin1Char('-'));
    bool okA = false;
    bool okB = true;
    qint64 &first = mOptions.firstBoard;
    qint64 &last = mOptions.lastBoard;
    first = parts.value(0).toLongLong(&okA);
    last = parts.size() > 1 && !parts[1].isEmpty() ? parts[1].toLongLong(&okB) : -1;
    if (parts.size() == 1)
        last = first;
    if (!okA || !okB || parts.size() > 2 || first < 1 || (last >= 0 && last < first))
        return tr("'%1' is not a board range such as 1-16").arg(*value);
    return {};
}

QString CommandLine::setShard(const QString &, const std::optional<QString> &value)
{
    if (!value)
        return tr("--shard needs K/N, such as 3/8");
    const QStringList parts = value->split(QLatin1Char('/'));
    bool okK = false;
    bool okN = false;
    mOptions.shard = parts.value(0).toInt(&okK);
    mOptions.shardCount = parts.value(1).toInt(&okN);
    if (parts.size() != 2 || !okK || !okN || mOptions.shardCount < 1 || mOptions.shard < 1
        || mOptions.shard > mOptions.shardCount)
        return tr("'%1' is not a shard K/N with 1 <= K <= N").arg(*value);
    return {};
}

QString CommandLine::setDdsThreads(const QString &, const std::optional<QString> &value)
{
    bool ok = false;
    const int count = value.value_or(QString()).toInt(&ok);
    if (!ok || count < 0)
        return tr("--dds-threads needs a number of threads (0 for one per core)");
    mOptions.ddsThreads = count;
    return {};
}

QString CommandLine::setCheckpoint(const QString &, const std::optional<QString> &value)
{
    bool ok = false;
    const double minutes = value.value_or(QString()).toDouble(&ok);
    if (!ok || minutes < 0)
        return tr("--checkpoint needs a number of minutes");
    mOptions.checkpointMs = qint64(minutes * 60000);
    return {};
}

} // namespace Kibitz
