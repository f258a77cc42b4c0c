#include "recentfilesmenu.h"

#include "settings/preferences.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Kibitz {

RecentFilesMenu::RecentFilesMenu(QWidget *parent)
    : QMenu(parent)
{
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::fill);
}

void RecentFilesMenu::fill()
{
    clear();
    const QStringList files = Preferences::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *a = addAction(QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(path).fileName()), this,
            [this, path] { emit fileChosen(path); });
        a->setToolTip(path);
        a->setStatusTip(path);
    }
    if (files.isEmpty()) {
        addAction(QCoreApplication::translate("Kibitz::RecentFilesMenu", "No recent files"))->setEnabled(false);
    } else {
        addSeparator();
        addAction(QCoreApplication::translate("Kibitz::RecentFilesMenu", "&Clear List"), this,
            [] { Preferences::clearRecentFiles(); });
    }
}

} // namespace Kibitz
