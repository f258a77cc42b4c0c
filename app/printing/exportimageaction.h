#pragma once

#include "printing/diagramexport.h"
#include "retranslator.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

class QAction;
class QWidget;

namespace Kibitz {

class WindowContext;

/** File > Export Diagram as Image: the diagram as shown, written as PNG or SVG. */
class ExportImageAction
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::ExportImageAction)

public:
    /** @p shown gives the diagram as the window shows it. */
    ExportImageAction(WindowContext *context, std::function<DiagramExport()> shown);
    ~ExportImageAction();

    QAction *action() const { return mAction.get(); }
    /** Translates the action's text again; done on the window's language change. */
    void retranslate();

    /** Writes the diagram as shown to @p fileName: SVG for a .svg name, PNG otherwise. */
    bool exportImage(const QString &fileName, QString *error = nullptr) const;
    /** The diagram as shown: board, play position, played cards hidden or not, auction when its dock is shown. */
    DiagramExport shownDiagram() const { return mShown(); }
    /**
     * Asks where to save a picture (PNG or SVG, the type last chosen first), proposing @p baseName in the last
     * folder; adds the chosen type's extension to a name without one and remembers the type. Empty when cancelled.
     */
    static QString askImageFileName(QWidget *parent, const QString &title, const QString &baseName);

private:
    void exportImageDialog();

    WindowContext *mContext;
    std::function<DiagramExport()> mShown;
    // The action is the connections' context: it ends with this object.
    std::unique_ptr<QAction> mAction;
    Retranslator mTexts { "Kibitz::ExportImageAction" };
};

} // namespace Kibitz
