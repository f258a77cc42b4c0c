#include "exportimageaction.h"

#include "document/document.h"
#include "printing/printactions.h"
#include "settings/preferences.h"
#include "windowcontext.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>

namespace Kibitz {

ExportImageAction::ExportImageAction(WindowContext *context, std::function<DiagramExport()> shown)
    : mContext(context)
    , mShown(std::move(shown))
    , mAction(std::make_unique<QAction>())
{
    mTexts.bind(mAction.get(), "text", QT_TR_NOOP("Export Dia&gram as Image\u2026"));
    QObject::connect(mAction.get(), &QAction::triggered, mAction.get(), [this] { exportImageDialog(); });
    PrintActions::enableWhileBoards(mContext->document(), { mAction.get() }, mAction.get());
    QObject::connect(context, &WindowContext::languageChanged, mAction.get(), [this] { retranslate(); });
}

ExportImageAction::~ExportImageAction() = default;

void ExportImageAction::retranslate()
{
    mTexts.retranslate();
}

bool ExportImageAction::exportImage(const QString &fileName, QString *error) const
{
    const DiagramExport picture = shownDiagram();
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
    const qint64 index = mContext->currentBoard();
    const Board board = index >= 0 ? mContext->document()->board(index) : Board();
    const QString name = board.number() ? tr("board-%1").arg(*board.number()) : tr("board");
    const QString fileName = askImageFileName(mContext->window(), tr("Export Diagram"), name);
    if (fileName.isEmpty())
        return;
    QString error;
    if (!exportImage(fileName, &error))
        mContext->showError(error);
    else
        mContext->showWritten(fileName);
}

} // namespace Kibitz
