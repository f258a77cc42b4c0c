#pragma once

#include "retranslator.h"
#include "views/handdiagram.h"

#include <QWidget>

namespace Kibitz {

class Document;

/**
 * A panel of the edit dock that changes the current board through undo commands. The base keeps the
 * document and the board's index, shows the board again when a command changes it and translates the
 * bound texts on a language change. A new panel implements refresh() and takes one row in MainWindow's
 * panel list.
 */
class BoardPanel : public QWidget
{
    Q_OBJECT

public:
    /** @p context is the derived class's translation context ("Kibitz::DealEditor") for its bound texts. */
    BoardPanel(Document *document, const char *context, QWidget *parent = nullptr);

    /** Edits board @p index of the document (-1: none). */
    void setBoardIndex(qint64 index);
    qint64 boardIndex() const { return mIndex; }
    /** Whether the index names a board of the document. */
    bool hasBoard() const;
    /** What clicks and drags in the diagram do while this panel is shown. */
    virtual HandDiagram::EditMode diagramMode() const { return HandDiagram::EditMode::None; }

protected:
    /** Shows the board (or no board) again. */
    virtual void refresh() = 0;
    /** After setBoardIndex(); refreshes by default. */
    virtual void boardIndexChanged() { refresh(); }
    /** After a language change, once the bound texts are translated; refreshes by default. */
    virtual void languageChanged() { refresh(); }
    void changeEvent(QEvent *event) override;

    Document *const mDocument;
    Retranslator mTexts;

private:
    qint64 mIndex = -1;
};

} // namespace Kibitz
