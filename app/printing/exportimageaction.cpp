#include "exportimageaction.h"

#include "mainwindow.h"
#include "printing/printactions.h"
#include "settings/preferences.h"
#include "views/handdiagram.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>

namespace Kibitz {

ExportImageAction::ExportImageAction(MainWindow *window)
    : mWindow(window)
    , mAction(std::make_unique<QAction>())
{
    mTexts.bind(mAction.get(), "text", QT_TR_NOOP("Export Dia&gram as Image\u2026"));
    QObject::connect(mAction.get(), &QAction::triggered, mAction.get(), [this] { exportImageDialog(); });
    PrintActions::enableWhileBoards(mWindow->document(), { mAction.get() }, mAction.get());
}

ExportImageAction::~ExportImageAction() = default;

void ExportImageAction::retranslate()
{
    mTexts.retranslate();
}

DiagramExport ExportImageAction::currentDiagram(const MainWindow *window)
{
    const HandDiagram *diagram = window->handDiagram();
    return DiagramExport(
        diagram->board(), diagram->position(), diagram->hidePlayed(), !window->auctionDock()->isHidden());
}

bool ExportImageAction::exportImage(const QString &fileName, QString *error) const
{
    const DiagramExport picture = currentDiagram(mWindow);
    if (fileName.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return picture.writeSvg(fileName, error);
    return picture.writePng(fileName, 2.0, error);
}

QString ExportImageAction::askImageFileName(QWidget *parent, const QString &title, const QString &baseName)
{
    const QString png = tr("PNG images (*.png)");
    const QString svg = tr("SVG drawings (*.svg)");
    QString filter = Preferences::imageFormat() == Preferences::ImageFormat::Svg ? svg : png;
    QString fileName = QFileDialog::getSaveFileName(parent, title,
        QDir(Preferences::lastDir())
            .filePath(baseName + (filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png"))),
        png + QStringLiteral(";;") + svg, &filter);
    if (fileName.isEmpty())
        return {};
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    Preferences::setImageFormat(fileName.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
            ? Preferences::ImageFormat::Svg
            : Preferences::ImageFormat::Png);
    return fileName;
}

void ExportImageAction::exportImageDialog()
{
    const Board board = mWindow->handDiagram()->board();
    const QString name = board.number() ? tr("board-%1").arg(*board.number()) : tr("board");
    const QString fileName = askImageFileName(mWindow, tr("Export Diagram"), name);
    if (fileName.isEmpty())
        return;
    QString error;
    if (!exportImage(fileName, &error))
        PrintActions::report(mWindow, error);
    else
        PrintActions::reportWritten(mWindow, fileName);
}

} // namespace Kibitz
