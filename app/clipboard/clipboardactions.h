#pragma once

#include "retranslator.h"

#include <QCoreApplication>

#include <memory>

class QAction;
class QMenu;

namespace Kibitz {

class MainWindow;

/**
 * The clipboard for a main window: the board copied as PBN or LIN, the diagram copied as a picture, and
 * the boards (or a deal) of the clipboard's text pasted after the current board.
 */
class ClipboardActions
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::ClipboardActions)

public:
    explicit ClipboardActions(MainWindow *window);
    ~ClipboardActions();

    void addToEditMenu(QMenu *menu);
    /** Translates the actions' texts again; the window calls it on a language change. */
    void retranslate();

    /** Puts the current board on the clipboard as text in @p formatId ("pbn", "lin"). */
    bool copyBoard(const QString &formatId, QString *error = nullptr) const;
    void copyImage() const;
    /**
     * Inserts the boards of the clipboard text after the current board (undoable).
     * Text that is no whole board but a deal (formats/dealpaste.h) becomes a new board.
     */
    bool paste(QString *error = nullptr);

    QAction *copyImageAction() const { return mCopyImage.get(); }
    QAction *copyPbnAction() const { return mCopyPbn.get(); }
    QAction *copyLinAction() const { return mCopyLin.get(); }
    QAction *pasteAction() const { return mPaste.get(); }

private:
    MainWindow *mWindow;
    // The actions are the connections' context: they end with this object.
    std::unique_ptr<QAction> mCopyImage;
    std::unique_ptr<QAction> mCopyPbn;
    std::unique_ptr<QAction> mCopyLin;
    std::unique_ptr<QAction> mPaste;
    Retranslator mTexts { "Kibitz::ClipboardActions" };
};

} // namespace Kibitz
