#include "savedialogs.h"

#include "document/document.h"
#include "settings/preferences.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "formats/lossreport.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace Kibitz {

SaveDialogs::Unsaved SaveDialogs::askUnsaved(QWidget *parent, const Document &document)
{
    const QString name = document.fileName().isEmpty() ? tr("Untitled") : QFileInfo(document.fileName()).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
        tr("\u201c%1\u201d has changes that are not saved.").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Save them before going on?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Unsaved::Save;
    case QMessageBox::Discard:
        return Unsaved::Discard;
    default:
        return Unsaved::Cancel;
    }
}

QString SaveDialogs::unstorableMessage(const LossReport &report, const DealFormat &format)
{
    if (report.unstorable().isEmpty())
        return {};
    const QStringList lines = report.unstorableLines();
    return tr("%1 cannot hold %n board(s):", nullptr, int(report.unstorable().size())).arg(format.name())
        + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

void SaveDialogs::showUnstorable(QWidget *parent, const QString &message)
{
    QMessageBox box(QMessageBox::Critical, tr("Cannot Save"), message, QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("unstorableBox"));
    box.exec();
}

bool SaveDialogs::confirmLoss(QWidget *parent, const LossReport &report, const DealFormat &format)
{
    QMessageBox box(QMessageBox::Warning, tr("Save as %1").arg(format.name()), report.summary(),
        QMessageBox::Save | QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("lossBox"));
    box.setInformativeText(tr("Save anyway? The boards in Kibitz keep everything until you close the file."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Save;
}

QString SaveDialogs::askFileName(QWidget *parent, const Document &document, const DealFormat **format)
{
    const QStringList filters = FormatRegistry::instance().saveFilters();
    const QList<const DealFormat *> formats = FormatRegistry::instance().writableFormats();
    QString selected;
    const DealFormat *current = document.format();
    for (qsizetype i = 0; i < formats.size(); ++i) {
        if (formats[i] == current || (!current && formats[i]->id() == QLatin1String("pbn")))
            selected = filters.value(i);
    }
    QString base = document.fileName();
    if (base.isEmpty() || base.startsWith(QLatin1Char(':'))) {
        const QString dir = Preferences::lastDir();
        base = QDir(dir.isEmpty() ? QDir::homePath() : dir).filePath(tr("untitled") + QStringLiteral(".pbn"));
    }
    QString fileName = QFileDialog::getSaveFileName(
        parent, tr("Save Deal File"), base, filters.join(QStringLiteral(";;")), &selected);
    if (fileName.isEmpty())
        return {};
    *format = formats.value(filters.indexOf(selected));
    if (*format && !(*format)->matchesExtension(fileName))
        fileName += QLatin1Char('.') + (*format)->extensions().value(0);
    Preferences::setLastDir(QFileInfo(fileName).absolutePath());
    return fileName;
}

} // namespace Kibitz
