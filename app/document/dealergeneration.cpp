#include "dealergeneration.h"

#include "formats/formatregistry.h"
#include "select/dealerrun.h"
#include "select/dealerscript.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProgressDialog>
#include <QRandomGenerator>

#include <memory>

namespace Kibitz {

QString DealerGeneration::Result::summary() const
{
    const QLocale locale;
    return QApplication::translate("Kibitz::DealerGeneration", "%1 deals produced of %2 generated (seed %3)")
        .arg(locale.toString(qint64(boards.size())), locale.toString(generated), QString::number(seed));
}

bool DealerGeneration::isScript(const QString &fileName)
{
    return QFileInfo(fileName).suffix().compare(QLatin1String("dlr"), Qt::CaseInsensitive) == 0;
}

QString DealerGeneration::openFilter(const QString &formatsFilter)
{
    return formatsFilter + QStringLiteral(";;")
        + QApplication::translate("Kibitz::DealerGeneration", "Dealer scripts (*.dlr)");
}

quint64 DealerGeneration::randomSeed()
{
    // Small enough to note down and type again.
    return QRandomGenerator::system()->bounded(quint32(1), quint32(1000000000));
}

DealerGeneration::Result DealerGeneration::run(
    const QString &script, quint64 seed, qint64 produce, QWidget *parent, const QString &scriptName)
{
    Result result;
    result.seed = seed;
    SelectError error;
    const std::optional<DealerScript> parsed = DealerScript::parse(script, &error);
    if (!parsed) {
        result.error = error.toString();
        return result;
    }
    DealerRunOptions options;
    options.seed = seed;
    options.produce = produce;
    options.scriptName = scriptName;
    DealerRun run(*parsed, options);
    if (run.produceLimit() > MaxBoards) {
        // The window holds every board in memory; kibitz-convert streams any number to a file.
        result.error = QApplication::translate("Kibitz::DealerGeneration",
            "%1: the script asks for %2 deals; a window holds at most %3. Write them to a file with "
            "kibitz-convert --dealer-script.")
                           .arg(scriptName.isEmpty() ? QStringLiteral("script") : scriptName,
                               QLocale().toString(run.produceLimit()), QLocale().toString(MaxBoards));
        return result;
    }

    std::unique_ptr<QProgressDialog> progress;
    if (parent) {
        progress = std::make_unique<QProgressDialog>(
            QApplication::translate("Kibitz::DealerGeneration", "Generating deals\u2026"),
            QApplication::translate("Kibitz::DealerGeneration", "Stop"), 0,
            int(std::min<qint64>(run.produceLimit(), INT_MAX)), parent);
        progress->setWindowModality(Qt::WindowModal);
        progress->setMinimumDuration(400);
    }
    DealerRun::Sink sink;
    sink.dealsAsText = false;
    sink.board = [&result](const Board &board) {
        result.boards.append(board);
        return true;
    };
    sink.isCancelled = [&progress] { return progress && progress->wasCanceled(); };
    sink.progress = [&progress](qint64, qint64 produced) {
        if (progress)
            progress->setValue(int(std::min<qint64>(produced, progress->maximum())));
    };
    result.cancelled = !run.run(sink);
    result.generated = run.generated();
    if (result.boards.isEmpty() && !parsed->printsDeals())
        result.error
            = QApplication::translate("Kibitz::DealerGeneration", "The script prints no deals, only statistics:")
            + QStringLiteral("\n\n") + run.statistics() + run.summary();
    else if (result.boards.isEmpty())
        result.error
            = QApplication::translate("Kibitz::DealerGeneration", "No deal met the condition in %1 deals generated.")
                  .arg(QLocale().toString(run.generated()));
    return result;
}

DealerGeneration::Result DealerGeneration::runFile(const QString &fileName, QWidget *parent)
{
    // A script that is a FIFO would block the open below until someone writes to it.
    if (FormatError error; !FormatRegistry::checkRegularFile(fileName, &error)) {
        Result result;
        result.error = error.toString();
        return result;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        Result result;
        result.error = QStringLiteral("%1: %2").arg(fileName, file.errorString());
        return result;
    }
    if (file.size() > MaxScriptBytes) {
        Result result;
        result.error = QApplication::translate(
            "Kibitz::DealerGeneration", "%1: %2 bytes is too big for a dealer script (at most %3)")
                           .arg(fileName, QLocale().toString(file.size()), QLocale().toString(MaxScriptBytes));
        return result;
    }
    const QString text = QString::fromUtf8(file.read(MaxScriptBytes));
    Result result = run(text, randomSeed(), 0, parent, QFileInfo(fileName).fileName());
    // A script error is located: "name.dlr:2:15: expected ...".
    if (!result.error.isEmpty() && result.error.front().isDigit())
        result.error = QStringLiteral("%1:%2").arg(QFileInfo(fileName).fileName(), result.error);
    return result;
}

} // namespace Kibitz
