#include "clipboardactions.h"

#include "clipboard/boardclipboard.h"
#include "document/document.h"
#include "formats/dealpaste.h"
#include "mainwindow.h"
#include "printing/exportimageaction.h"
#include "printing/printactions.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QStatusBar>

namespace Kibitz {

ClipboardActions::ClipboardActions(MainWindow *window)
    : mWindow(window)
    , mCopyImage(std::make_unique<QAction>())
    , mCopyPbn(std::make_unique<QAction>())
    , mCopyLin(std::make_unique<QAction>())
    , mPaste(std::make_unique<QAction>())
{
    mTexts.bind(mCopyImage.get(), "text", QT_TR_NOOP("Copy Diagram as &Image"));
    mTexts.bind(mCopyPbn.get(), "text", QT_TR_NOOP("Copy Board as &PBN"));
    mTexts.bind(mCopyLin.get(), "text", QT_TR_NOOP("Copy Board as &LIN"));
    mTexts.bind(mPaste.get(), "text", QT_TR_NOOP("Paste &Board"));
    mCopyPbn->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    mTexts.bind(mPaste.get(), "statusTip",
        QT_TR_NOOP("Insert the boards on the clipboard (PBN, LIN, JSON or a deal) after the current board"));
    QObject::connect(mCopyImage.get(), &QAction::triggered, mCopyImage.get(), [this] { copyImage(); });
    const auto copyAs = [this](QAction *action, const QString &formatId) {
        QObject::connect(action, &QAction::triggered, action, [this, formatId] {
            QString error;
            if (!copyBoard(formatId, &error))
                PrintActions::report(mWindow, error);
        });
    };
    copyAs(mCopyPbn.get(), QStringLiteral("pbn"));
    copyAs(mCopyLin.get(), QStringLiteral("lin"));
    QObject::connect(mPaste.get(), &QAction::triggered, mPaste.get(), [this] {
        QString error;
        if (!paste(&error))
            PrintActions::report(mWindow, error);
    });
    PrintActions::enableWhileBoards(
        mWindow->document(), { mCopyImage.get(), mCopyPbn.get(), mCopyLin.get() }, mCopyPbn.get());
}

ClipboardActions::~ClipboardActions() = default;

void ClipboardActions::addToEditMenu(QMenu *menu)
{
    menu->addActions({ mCopyPbn.get(), mCopyLin.get(), mCopyImage.get(), mPaste.get() });
}

void ClipboardActions::retranslate()
{
    mTexts.retranslate();
}

bool ClipboardActions::copyBoard(const QString &formatId, QString *error) const
{
    if (mWindow->currentBoard() < 0) {
        if (error)
            *error = tr("No board to copy");
        return false;
    }
    if (!BoardClipboard::copyBoard(mWindow->document()->board(mWindow->currentBoard()), formatId, error))
        return false;
    mWindow->statusBar()->showMessage(tr("Board copied as %1").arg(formatId.toUpper()), 3000);
    return true;
}

void ClipboardActions::copyImage() const
{
    BoardClipboard::copyImage(ExportImageAction::currentDiagram(mWindow).image(2.0));
    mWindow->statusBar()->showMessage(tr("Diagram copied"), 3000);
}

bool ClipboardActions::paste(QString *error)
{
    QString formatName;
    QString boardError;
    QList<Board> pasted = BoardClipboard::pasteBoards(&boardError, &formatName);
    Document *document = mWindow->document();
    const qint64 at = mWindow->currentBoard() + 1;
    const BoardSetActions &boardSet = mWindow->boardSet();
    if (pasted.isEmpty()) {
        // Not a whole board: the editor's parser may still find a deal in it.
        const QString text = QGuiApplication::clipboard()->text();
        const auto deal = text.size() < 100000 ? parsePastedDeal(text) : std::nullopt;
        if (!deal) {
            if (error)
                *error = boardError;
            return false;
        }
        Board board;
        const Board previous = at > 0 ? document->board(at - 1) : Board();
        board.setNumberWithCycle(boardSet.nextNumber(at));
        if (deal->dealer)
            board.setDealer(*deal->dealer);
        board.setDeal(deal->deal);
        board.setEvent(previous.event());
        board.setSite(previous.site());
        board.setDate(previous.date());
        pasted << board;
    }
    boardSet.insertBoards(at, pasted, tr("Paste %n Board(s)", nullptr, int(pasted.size())));
    mWindow->selectBoard(at);
    return true;
}

} // namespace Kibitz
