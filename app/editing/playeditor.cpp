#include "playeditor.h"

#include "document/document.h"
#include "document/editcommands.h"
#include "views/cardstyle.h"
#include "views/palette.h"

#include <QApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTextDocumentFragment>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Kibitz {

PlayEditor::PlayEditor(Document *document, QWidget *parent)
    : BoardPanel(document, "Kibitz::PlayEditor", parent)
    , mStatus(new QLabel)
    , mLegal(new QLabel)
    , mUndo(new QPushButton)
    , mClaimTricks(new QSpinBox)
    , mClaim(new QPushButton)
    , mWithdraw(new QPushButton)
{
    mTexts.bind(mUndo, "text", QT_TR_NOOP("Undo Last Card"));
    mTexts.bind(mClaim, "text", QT_TR_NOOP("Claim"));
    mTexts.bind(mWithdraw, "text", QT_TR_NOOP("Withdraw Claim"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(8);
    QFont big = mStatus->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    mStatus->setFont(big);
    mStatus->setTextFormat(Qt::RichText);
    layout->addWidget(mStatus);
    mLegal->setTextFormat(Qt::RichText);
    mLegal->setWordWrap(true);
    layout->addWidget(mLegal);
    auto *hint = mTexts.bind(new QLabel, "text",
        QT_TR_NOOP("Click a card in the diagram to play it; only the cards the player to move may play "
                   "are accepted. The diagram follows the play to its end. Keyboard: type the card (sa, h7, c10), "
                   "Backspace takes back the last card."));
    hint->setWordWrap(true);
    hint->setStyleSheet((QStringLiteral("color: ") + Palette::css(Palette::Muted)));
    layout->addWidget(hint);

    auto *row = new QHBoxLayout;
    mUndo->setAutoDefault(false);
    connect(mUndo, &QPushButton::clicked, this, &PlayEditor::undoLastCard);
    row->addWidget(mUndo);
    row->addSpacing(24);
    row->addWidget(mTexts.bind(new QLabel, "text", QT_TR_NOOP("Declarer's tricks in total:")));
    mClaimTricks->setRange(0, 13);
    row->addWidget(mClaimTricks);
    mClaim->setAutoDefault(false);
    connect(mClaim, &QPushButton::clicked, this, [this] { claim(mClaimTricks->value()); });
    row->addWidget(mClaim);
    mWithdraw->setAutoDefault(false);
    connect(mWithdraw, &QPushButton::clicked, this, [this] { claim(std::nullopt); });
    row->addWidget(mWithdraw);
    row->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(1);

    // Tab reaches the panel; cards are typed (keyPressEvent).
    setFocusPolicy(Qt::StrongFocus);
    refresh();
}

void PlayEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Backspace && mTyped.isEmpty()) {
        undoLastCard();
        return;
    }
    if ((event->key() == Qt::Key_Backspace || event->key() == Qt::Key_Escape) && !mTyped.isEmpty()) {
        mTyped.chop(event->key() == Qt::Key_Backspace ? 1 : mTyped.size());
        refresh();
        return;
    }
    const QString text = event->text();
    if (text.size() != 1 || !text.front().isPrint() || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        BoardPanel::keyPressEvent(event);
        return;
    }
    const QChar c = text.front().toLower();
    if (c.isSpace())
        return;
    static const QString cardKeys = QStringLiteral("shdcakqjt0123456789");
    if (!cardKeys.contains(c)) {
        mTyped.clear();
        QApplication::beep();
        refresh();
        return;
    }
    mTyped += c;
    if (const auto card = Card::parse(mTyped)) {
        mTyped.clear();
        if (!playCard(*card))
            QApplication::beep();
        refresh();
        return;
    }
    // "c1" and "10" wait for more; anything else that is no card starts again from the key just typed.
    const bool prefix = mTyped.size() == 1 || mTyped == QLatin1String("10")
        || (mTyped.size() == 2 && QStringLiteral("shdc").contains(mTyped.front()) && mTyped.back() == QLatin1Char('1'));
    if (!prefix)
        mTyped = c;
    refresh();
}

void PlayEditor::focusInEvent(QFocusEvent *event)
{
    BoardPanel::focusInEvent(event);
    refresh();
}

void PlayEditor::focusOutEvent(QFocusEvent *event)
{
    BoardPanel::focusOutEvent(event);
    mTyped.clear();
    refresh();
}

void PlayEditor::languageChanged()
{
    const int claimed = mClaimTricks->value(); // the tricks being entered stay as they are
    refresh();
    mClaimTricks->setValue(claimed);
}

bool PlayEditor::playCard(Card card)
{
    if (!hasBoard())
        return false;
    const Board board = mDocument->board(boardIndex());
    Play play = board.play();
    if (!board.deal().isValid() || play.validate() || play.isFinished() || !play.isLegal(card))
        return false;
    mDocument->undoStack()->push(new PlayCardCommand(mDocument, boardIndex(), card));
    return true;
}

void PlayEditor::undoLastCard()
{
    if (hasBoard() && !mDocument->board(boardIndex()).playedCards().isEmpty())
        mDocument->undoStack()->push(new UndoCardCommand(mDocument, boardIndex()));
}

void PlayEditor::claim(std::optional<int> tricks)
{
    if (hasBoard())
        mDocument->undoStack()->push(new ClaimCommand(mDocument, boardIndex(), tricks));
}

QString PlayEditor::statusText() const
{
    return QTextDocumentFragment::fromHtml(mStatus->text()).toPlainText();
}

void PlayEditor::refresh()
{
    const bool valid = hasBoard();
    setEnabled(valid);
    if (!valid) {
        mStatus->clear();
        mLegal->clear();
        return;
    }
    const Board board = mDocument->board(boardIndex());
    const Play play = board.play();
    const int total = play.totalTricks();
    mClaimTricks->setMaximum(std::max(0, total));
    mUndo->setEnabled(!board.playedCards().isEmpty());
    mWithdraw->setEnabled(board.claim().has_value());
    QString status;
    QString legal;
    if (!board.deal().isValid() || board.deal().cardCount() == 0) {
        status = tr("Enter a valid deal first");
    } else if (const auto why = play.validate()) {
        status = (QStringLiteral("<span style=\"color:") + Palette::css(Palette::Error)
            + QStringLiteral("\">\u26a0 %1</span>"))
                     .arg(why->toHtmlEscaped());
    } else if (play.isFinished()) {
        status = tr("Play complete");
    } else {
        const Seat seat = play.toMove();
        const int trick = play.completedTricks() + 1;
        status = tr("%1 to play, trick %2").arg(seatName(seat)).arg(trick);
        QStringList cards;
        for (Card c : play.legalCards())
            cards << suitSymbol(c.suit()) + CardStyle::rankText(c.rank());
        legal = tr("Legal: %1").arg(CardStyle::suitHtml(cards.join(QLatin1Char(' '))));
    }
    const auto contract = board.contract();
    QString trumps = contract && !contract->isPassedOut()
        ? CardStyle::suitHtml(contract->toDisplayString())
        : (board.trump() == Strain::NoTrump ? tr("No contract: notrump, %1 leads").arg(seatName(board.openingLeader()))
                                            : tr("No contract: trumps %1").arg(strainSymbol(board.trump())));
    status += (QStringLiteral("  <span style=\"font-weight:normal; color:") + Palette::css(Palette::Muted)
        + QStringLiteral("\">%1 \u00b7 %2</span>"))
                  .arg(trumps,
                      tr("N-S %1 \u00b7 E-W %2", "tricks won by each side")
                          .arg(play.tricksWon(Seat::North))
                          .arg(play.tricksWon(Seat::East)));
    if (board.claim())
        legal += (legal.isEmpty() ? QString() : QStringLiteral("<br>"))
            + tr("Claim: %1 of %2 tricks for declarer").arg(*board.claim()).arg(total);
    if (hasFocus() && !play.isFinished())
        legal += (legal.isEmpty() ? QString() : QStringLiteral("<br>"))
            + (QStringLiteral("<span style=\"color:") + Palette::css(Palette::Accent) + QStringLiteral("\">%1</span>"))
                  .arg(mTyped.isEmpty() ? tr("Type a card: sa, h7, c10")
                                        : tr("Typed: %1").arg(mTyped.toUpper().toHtmlEscaped()));
    mStatus->setText(status);
    mLegal->setText(legal);
    if (board.claim())
        mClaimTricks->setValue(*board.claim());
    else if (contract && !contract->isPassedOut())
        mClaimTricks->setValue(std::min(total, contract->target()));
}

} // namespace Kibitz
