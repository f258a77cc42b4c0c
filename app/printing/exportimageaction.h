#pragma once

#include "printing/diagramexport.h"
#include "retranslator.h"

#include <QCoreApplication>

#include <memory>

class QAction;
class QWidget;

namespace Kibitz {

class MainWindow;

/** File > Export Diagram as Image: the diagram as shown, written as PNG or SVG. */
class ExportImageAction
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::ExportImageAction)

public:
    explicit ExportImageAction(MainWindow *window);
    ~ExportImageAction();

    QAction *action() const { return mAction.get(); }
    /** Translates the action's text again; the window calls it on a language change. */
    void retranslate();

    /** Writes the diagram as shown to @p fileName: SVG for a .svg name, PNG otherwise. */
    bool exportImage(const QString &fileName, QString *error = nullptr) const;
    /** @p window's diagram as shown: board, play position, played cards hidden or not, auction when its dock is shown.
     */
    static DiagramExport currentDiagram(const MainWindow *window);
    /**
     * Asks where to save a picture (PNG or SVG, the type last chosen first), proposing @p baseName in the last
     * folder; adds the chosen type's extension to a name without one and remembers the type. Empty when cancelled.
     */
    static QString askImageFileName(QWidget *parent, const QString &title, const QString &baseName);

private:
    void exportImageDialog();

    MainWindow *mWindow;
    // The action is the connections' context: it ends with this object.
    std::unique_ptr<QAction> mAction;
    Retranslator mTexts { "Kibitz::ExportImageAction" };
};

} // namespace Kibitz
