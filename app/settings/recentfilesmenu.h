#pragma once

#include <QMenu>

namespace Kibitz {

/** File > Open Recent: the files of Preferences::recentFiles(), listed again each time the menu opens. */
class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);

Q_SIGNALS:
    void fileChosen(const QString &fileName);

private:
    void fill();
};

} // namespace Kibitz
