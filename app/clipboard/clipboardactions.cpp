#include "clipboardactions.h"

#include "clipboard/boardclipboard.h"
#include "document/boardsetcommands.h"
#include "document/document.h"
#include "formats/dealpaste.h"
#include "printing/exportimageaction.h"
#include "printing/printactions.h"
#include "windowcontext.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>

namespace Kibitz {

ClipboardActions::ClipboardActions(WindowContext *context, const ExportImageAction *image)
    : mContext(context)
    , mImage(image)
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
                mContext->showError(error);
        });
    };
    copyAs(mCopyPbn.get(), QStringLiteral("pbn"));
    copyAs(mCopyLin.get(), QStringLiteral("lin"));
    QObject::connect(mPaste.get(), &QAction::triggered, mPaste.get(), [this] {
        QString error;
        if (!paste(&error))
            mContext->showError(error);
    });
    PrintActions::enableWhileBoards(
        mContext->document(), { mCopyImage.get(), mCopyPbn.get(), mCopyLin.get() }, mCopyPbn.get());
    QObject::connect(context, &WindowContext::languageChanged, mPaste.get(), [this] { retranslate(); });
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
    if (mContext->currentBoard() < 0) {
        if (error)
            *error = tr("No board to copy");
        return false;
    }
    if (!BoardClipboard::copyBoard(mContext->document()->board(mContext->currentBoard()), formatId, error))
        return false;
    mContext->showStatus(tr("Board copied as %1").arg(formatId.toUpper()), 3000);
    return true;
}

void ClipboardActions::copyImage() const
{
    BoardClipboard::copyImage(mImage->shownDiagram().image(2.0));
    mContext->showStatus(tr("Diagram copied"), 3000);
}

bool ClipboardActions::paste(QString *error)
{
    QString formatName;
    QString boardError;
    QList<Board> pasted = BoardClipboard::pasteBoards(&boardError, &formatName);
    Document *document = mContext->document();
    const qint64 at = mContext->currentBoard() + 1;
    const BoardSetCommands boardSet(document);
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
    mContext->requestBoard(at);
    return true;
}

} // namespace Kibitz
