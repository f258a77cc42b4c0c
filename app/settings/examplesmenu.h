#pragma once

#include <QMenu>

namespace Kibitz {

/** Help > Examples: the bundled sample set and the example files of the resources (:/examples/). */
class ExamplesMenu : public QMenu
{
    Q_OBJECT

public:
    explicit ExamplesMenu(QWidget *parent = nullptr);

Q_SIGNALS:
    void fileChosen(const QString &fileName);

private:
    void fill();
};

} // namespace Kibitz
