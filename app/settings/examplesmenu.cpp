#include "examplesmenu.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace Kibitz {

ExamplesMenu::ExamplesMenu(QWidget *parent)
    : QMenu(parent)
{
    connect(this, &QMenu::aboutToShow, this, &ExamplesMenu::fill);
    fill();
}

void ExamplesMenu::fill()
{
    // The texts keep the translation context the catalogues have them in.
    clear();
    addAction(QCoreApplication::translate("Kibitz::MainWindow", "Kibitz &Sample Set"), this,
        [this] { Q_EMIT fileChosen(QStringLiteral(":/samples/kibitz-sample.pbn")); });
    addSeparator();
    const QFileInfoList examples = QDir(QStringLiteral(":/examples")).entryInfoList(QDir::Files, QDir::Name);
    for (const QFileInfo &info : examples) {
        const QString path = info.filePath();
        addAction(info.fileName(), this, [this, path] { Q_EMIT fileChosen(path); });
    }
    if (examples.isEmpty())
        addAction(QCoreApplication::translate("Kibitz::MainWindow", "No examples installed"))->setEnabled(false);
}

} // namespace Kibitz
