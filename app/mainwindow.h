#pragma once

#include "formats/boardsource.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QListWidget;

namespace Kibitz {

/** The main window: a board list and the selected board. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /** Opens a deal file; on failure shows the codec's located message and keeps the window usable. */
    bool openFile(const QString &fileName);
    /** Opens the sample set bundled in the resources. */
    bool openBundledSample();
    /** Shows board @p index (0-based). */
    void showBoard(qint64 index);

    /** The text shown for the current board (tests read it). */
    QString boardText() const;

private:
    std::unique_ptr<BoardSource> mSource;
    QListWidget *mBoardList = nullptr;
    QLabel *mBoardView = nullptr;
};

} // namespace Kibitz
