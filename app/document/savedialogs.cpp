#include "savedialogs.h"

#include "document/document.h"
#include "settings/preferences.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "formats/lossreport.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>
#include <climits>

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

SaveDialogs::ChangedOnDisk SaveDialogs::askChangedOnDisk(
    QWidget *parent, const QString &message, bool modified, bool canReload, qint64 unreadable)
{
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"), message, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("changedOnDiskBox"));
    box.setInformativeText(changedOnDiskAnswers(modified, unreadable, canReload));
    QPushButton *reload = canReload ? box.addButton(tr("&Reload"), QMessageBox::DestructiveRole) : nullptr;
    QPushButton *saveAs = unreadable == 0 ? box.addButton(tr("&Save As…"), QMessageBox::AcceptRole) : nullptr;
    QPushButton *keep = box.addButton(tr("&Keep What Is Shown"), QMessageBox::RejectRole);
    box.setDefaultButton(saveAs && (modified || !reload) ? saveAs : reload ? reload : keep);
    box.setEscapeButton(keep);
    box.exec();
    if (reload && box.clickedButton() == reload)
        return ChangedOnDisk::Reload;
    if (saveAs && box.clickedButton() == saveAs)
        return ChangedOnDisk::SaveAs;
    return ChangedOnDisk::Keep;
}

QString SaveDialogs::changedOnDiskAnswers(bool modified, qint64 unreadable, bool canReload)
{
    QStringList lines;
    if (unreadable == 0) {
        lines << tr("Kibitz still has every board as it was opened.")
              << tr("Keep What Is Shown: the boards stay as they were opened, and saving writes them all.")
              << tr("Save As…: keeps them and saves them in another file.");
    } else {
        lines << tr("%n board(s) not yet shown can no longer be read as they were opened.", nullptr,
            int(std::min<qint64>(unreadable, INT_MAX)))
              << tr("Keep What Is Shown: the boards shown and edited stay in the window, but nothing can be "
                    "saved until the file is reloaded (a save would write the others empty).");
    }
    if (canReload) {
        lines << (modified ? tr("Reload: reads the file as it is now; your unsaved changes are lost.")
                           : tr("Reload: reads the file as it is now."));
    }
    return lines.join(QLatin1Char('\n'));
}

SaveDialogs::ReplaceChanged SaveDialogs::askReplaceChanged(QWidget *parent, const QString &message)
{
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"), message, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("replaceChangedBox"));
    box.setInformativeText(tr("Replace it with the restored boards, or save them in another file?"));
    QPushButton *replace = box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    QPushButton *saveAs = box.addButton(tr("&Save As…"), QMessageBox::AcceptRole);
    box.setEscapeButton(box.addButton(QMessageBox::Cancel));
    box.setDefaultButton(saveAs);
    box.exec();
    if (box.clickedButton() == replace)
        return ReplaceChanged::Replace;
    return box.clickedButton() == saveAs ? ReplaceChanged::SaveAs : ReplaceChanged::Cancel;
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
    // Named, not only counted: the user can look at the boards before deciding.
    QMessageBox box(QMessageBox::Warning, tr("Save as %1").arg(format.name()), report.summary(3),
        QMessageBox::Save | QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("lossBox"));
    box.setInformativeText(tr("Save anyway? The boards in Kibitz keep everything until you close the file."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Save;
}

bool SaveDialogs::askSaveElsewhere(QWidget *parent, const QString &message)
{
    QMessageBox box(QMessageBox::Critical, tr("Cannot Save"), message, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("saveFailedBox"));
    box.setInformativeText(tr("Your changes are kept. Save them in another place?"));
    QPushButton *saveAs = box.addButton(tr("&Save As…"), QMessageBox::AcceptRole);
    saveAs->setObjectName(QStringLiteral("saveAs"));
    box.setEscapeButton(box.addButton(QMessageBox::Close));
    box.setDefaultButton(saveAs);
    box.exec();
    return box.clickedButton() == saveAs;
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
    *format = formatForName(parent, &fileName, formats.value(filters.indexOf(selected)));
    if (!*format)
        return {};
    Preferences::setLastDir(QFileInfo(fileName).absolutePath());
    return fileName;
}

const DealFormat *SaveDialogs::formatForName(QWidget *parent, QString *fileName, const DealFormat *selected)
{
    if (selected && selected->matchesExtension(*fileName))
        return selected;
    QList<const DealFormat *> named;
    if (!QFileInfo(*fileName).suffix().isEmpty()) {
        for (const DealFormat *f : FormatRegistry::instance().byExtension(*fileName)) {
            if (f->canWrite())
                named << f;
        }
    }
    if (named.size() == 1)
        return named.first();
    if (named.isEmpty()) {
        if (selected)
            *fileName += QLatin1Char('.') + selected->extensions().value(0);
        return selected;
    }
    // Several formats share the extension (.bri: the Duplimate machine file or the simplified text).
    QMessageBox box(QMessageBox::Question, tr("Save Deal File"),
        tr("Several formats use the extension \u201c.%1\u201d. Which one should \u201c%2\u201d be saved in?")
            .arg(QFileInfo(*fileName).suffix(), QFileInfo(*fileName).fileName()),
        QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("chooseFormatBox"));
    QHash<QAbstractButton *, const DealFormat *> buttons;
    for (const DealFormat *f : std::as_const(named)) {
        QPushButton *button = box.addButton(f->name(), QMessageBox::AcceptRole);
        button->setObjectName(QStringLiteral("format_") + f->id());
        buttons.insert(button, f);
        if (f == selected)
            box.setDefaultButton(button);
    }
    box.exec();
    return buttons.value(box.clickedButton());
}

} // namespace Kibitz
