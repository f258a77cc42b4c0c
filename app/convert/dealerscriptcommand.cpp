#include "dealerscriptcommand.h"

#include "converter.h"

#include "formats/boardwriter.h"
#include "formats/formatregistry.h"
#include "select/dealerrun.h"
#include "select/doubledummycache.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

namespace Kibitz {

DealerScriptCommand::DealerScriptCommand(Converter &converter)
    : mConverter(converter)
    , mOutput(converter.options().files.value(0))
{ }

void DealerScriptCommand::printOut(const QString &text)
{
    mConverter.printOut(text);
}

void DealerScriptCommand::printErr(const QString &text)
{
    mConverter.printErr(text);
}

bool DealerScriptCommand::outputFormat(const DealFormat **format)
{
    const QString &to = mConverter.options().to;
    *format = nullptr;
    // Deals go to standard output as dealer prints them, or to a deal file.
    if (to.isEmpty() && (mOutput.isEmpty() || mOutput == u"-"))
        return true;
    const FormatRegistry &registry = FormatRegistry::instance();
    if (!to.isEmpty()) {
        *format = registry.byId(to);
    } else {
        for (const DealFormat *f : registry.byExtension(mOutput)) {
            if (f->canWrite()) {
                *format = f;
                break;
            }
        }
    }
    if (!*format || !(*format)->canWrite()) {
        printErr(tr("kibitz-convert: cannot tell the format of '%1' from its extension; use --to ID\n").arg(mOutput));
        return false;
    }
    return true;
}

ExitStatus DealerScriptCommand::run()
{
    const ConverterOptions &options = mConverter.options();
    QFile file(options.script);
    if (!file.open(QIODevice::ReadOnly)) {
        printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(options.script, file.errorString()));
        return ExitStatus::InvalidInput;
    }
    SelectError error;
    const auto script = DealerScript::parse(QString::fromUtf8(file.readAll()), &error);
    if (!script) {
        printErr(QStringLiteral("kibitz-convert: %1:%2\n").arg(options.script, error.toString()));
        return ExitStatus::InvalidInput;
    }
    const DealFormat *format = nullptr;
    if (!outputFormat(&format))
        return ExitStatus::UsageError;

    DealerRunOptions runOptions;
    runOptions.generate = options.generate;
    runOptions.produce = options.produce;
    runOptions.seed = options.seedGiven ? options.seed : QRandomGenerator::system()->generate64() >> 1;
    runOptions.threads = mConverter.threads();
    runOptions.scriptName = QFileInfo(options.script).fileName();
    DoubleDummyCache cache;
    runOptions.doubleDummy = &cache;
    DealerRun run(*script, runOptions);

    std::unique_ptr<QSaveFile> saveFile;
    std::unique_ptr<BoardWriter> writer;
    const bool toStdout = mOutput.isEmpty() || mOutput == u"-";
    const QString output = toStdout ? QStringLiteral("-") : mOutput;
    if (format) {
        if (!toStdout && Converter::sameFile(options.script, mOutput))
            return mConverter.usage(tr("the output '%1' is also an input").arg(mOutput));
        QIODevice *device = mConverter.openOutput(output, &saveFile);
        if (!device)
            return ExitStatus::OutputFailed;
        writer = format->createWriter(device);
    }
    bool writeFailed = false;
    DealerRun::Sink sink;
    sink.text = [this](const QString &text) { printOut(text); };
    if (writer) {
        // With a deal file the print actions write boards; printes still prints.
        sink.dealsAsText = false;
        sink.board = [&](const Board &board) {
            if (writer->writeBoard(board))
                return true;
            writeFailed = true;
            return false;
        };
    }
    // A long run says how far it is, also to a log or a pipe, where nothing else would show it is alive.
    QElapsedTimer clock;
    clock.start();
    qint64 shownMs = 0;
    sink.progress = [&](qint64 generated, qint64 produced) {
        if (clock.elapsed() - shownMs < ProgressIntervalMs)
            return;
        shownMs = clock.elapsed();
        //: --dealer-script, every few seconds of a long run on standard error
        printErr(tr("kibitz-convert: generated %1 of %2 hands (%3 produced)\n")
                     .arg(generated)
                     .arg(run.generateLimit())
                     .arg(produced));
        mConverter.flushErr();
    };
    run.run(sink);
    if (writer && (!writer->finish() || writeFailed)) {
        FormatError e = writer->error();
        e.fileName = mOutput;
        printErr(QStringLiteral("kibitz-convert: %1\n").arg(e.toString()));
        mConverter.abandonOutput(saveFile.get());
        return e.code == FormatError::Code::WriteFailed ? ExitStatus::OutputFailed : ExitStatus::InvalidInput;
    }
    writer.reset();
    if (!mConverter.closeOutput(output, saveFile.get()))
        return ExitStatus::OutputFailed;
    printOut(run.statistics());
    printErr(run.summary());
    return ExitStatus::Success;
}

} // namespace Kibitz
