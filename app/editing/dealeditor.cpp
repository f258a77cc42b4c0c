#include "dealeditor.h"

#include "document/document.h"
#include "document/editcommands.h"
#include "editing/cardpicker.h"
#include "formats/dealpaste.h"
#include "views/cardstyle.h"

#include <QApplication>
#include <QClipboard>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

QString cardsText(Hand cards)
{
    QStringList parts;
    for (Suit suit : SuitsHighToLow) {
        const QList<Card> list = cards.cards(suit);
        if (list.isEmpty())
            continue;
        QString part = suitSymbol(suit);
        for (Card c : list)
            part += CardStyle::rankText(c.rank());
        parts << part;
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace

DealEditor::DealEditor(Document *document, QWidget *parent)
    : BoardPanel(document, "Kibitz::DealEditor", parent)
    , mPicker(new CardPicker)
    , mCheck(new QLabel)
    , mTypeError(new QLabel)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(6);

    // Seat row and the card check.
    auto *seatRow = new QHBoxLayout;
    seatRow->setSpacing(4);
    seatRow->addWidget(mTexts.bind(new QLabel, "text", QT_TR_NOOP("Give cards to")));
    for (Seat s : AllSeats) {
        auto *button = new QToolButton;
        button->setCheckable(true);
        button->setAutoExclusive(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("West 13  ")) + 16);
        button->setStyleSheet(
            QStringLiteral("QToolButton { background: %1; border: 1px solid #b8c0c6; border-radius: 4px;"
                           " padding: 3px 8px; }"
                           "QToolButton:checked { border: 2px solid #1f5fa8; font-weight: bold; }")
                .arg(CardPicker::seatColor(s).name()));
        connect(button, &QToolButton::clicked, this, [this, s] { setSelectedSeat(s); });
        mSeatButtons[int(s)] = button;
        seatRow->addWidget(button);
    }
    seatRow->addSpacing(12);
    mCheck->setTextFormat(Qt::RichText);
    mCheck->setWordWrap(true);
    mCheck->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    mCheck->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    mCheck->setFixedHeight(fontMetrics().lineSpacing() * 3 + 6);
    seatRow->addWidget(mCheck, 1);
    layout->addLayout(seatRow);

    // Picker on the left, typed hands on the right.
    auto *middle = new QHBoxLayout;
    middle->setSpacing(12);
    middle->addWidget(mPicker, 3);
    auto *hands = new QGridLayout;
    hands->setHorizontalSpacing(6);
    hands->setVerticalSpacing(4);
    for (Seat s : AllSeats) {
        const int row = int(s);
        auto *label = new QLabel;
        auto *edit = new QLineEdit;
        edit->setPlaceholderText(QStringLiteral("AKQ.T98.765.432"));
        mTexts.add([label, edit, s] {
            label->setText(seatName(s));
            edit->setToolTip(
                tr("%1's hand, spades first: suits separated by dots, T or 10 for the ten").arg(seatName(s)));
        });
        edit->setClearButtonEnabled(false);
        QFont mono = edit->font();
        mono.setFamily(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        edit->setFont(mono);
        edit->setMinimumWidth(QFontMetrics(mono).horizontalAdvance(QStringLiteral("AKQJT98765432...")) + 16);
        label->setBuddy(edit);
        auto *mark = new QLabel;
        mark->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("13 \u2713")) + 4);
        mEdits[row] = edit;
        mEditMarks[row] = mark;
        hands->addWidget(label, row, 0);
        hands->addWidget(edit, row, 1);
        hands->addWidget(mark, row, 2);
        connect(edit, &QLineEdit::textEdited, this, [this, s](const QString &text) { handEdited(s, text); });
    }
    mTypeError->setStyleSheet(QStringLiteral("color: #c62828"));
    mTypeError->setWordWrap(true);
    hands->addWidget(mTypeError, 4, 0, 1, 3);
    hands->setRowStretch(5, 1);
    middle->addLayout(hands, 2);
    layout->addLayout(middle, 1);

    // Whole-deal actions.
    auto *actions = new QHBoxLayout;
    actions->setSpacing(6);
    const auto button = [&](const char *text, const char *tip, auto slot) {
        auto *b = mTexts.bind(new QPushButton, "text", text);
        mTexts.bind(b, "toolTip", tip);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, slot);
        actions->addWidget(b);
        mActionButtons << b;
        return b;
    };
    button(QT_TR_NOOP("Paste Deal"), QT_TR_NOOP("Paste a deal from the clipboard: PBN, LIN md|, giblib or four hands"),
        [this] {
            QString error;
            if (!pasteDeal(QApplication::clipboard()->text(), &error))
                Q_EMIT pasteFailed(error);
        });
    button(QT_TR_NOOP("Complete Fourth Hand"), QT_TR_NOOP("Give the missing cards to the one short hand"),
        [this] { completeHand(); });
    button(
        QT_TR_NOOP("Deal the Rest"), QT_TR_NOOP("Deal the cards nobody holds at random"), [this] { dealRemaining(); });
    button(QT_TR_NOOP("Rotate \u21bb"),
        QT_TR_NOOP("Turn the whole board a seat clockwise: hands, dealer, auction, play, names"),
        [this] { rotate(1); });
    auto *swap = mTexts.bind(new QToolButton, "text", QT_TR_NOOP("Swap Hands"));
    swap->setPopupMode(QToolButton::InstantPopup);
    auto *swapMenu = new QMenu(swap);
    const std::pair<Seat, Seat> pairs[]
        = { { Seat::North, Seat::South }, { Seat::East, Seat::West }, { Seat::North, Seat::East },
              { Seat::South, Seat::West }, { Seat::North, Seat::West }, { Seat::East, Seat::South } };
    for (const auto &[a, b] : pairs) {
        QAction *action = swapMenu->addAction(QString(), this, [this, a, b] { swapHands(a, b); });
        mTexts.add([action, a, b] { action->setText(QStringLiteral("%1 \u2194 %2").arg(seatName(a), seatName(b))); });
    }
    swap->setMenu(swapMenu);
    actions->addWidget(swap);
    mActionButtons << swap;
    button(QT_TR_NOOP("Clear"), QT_TR_NOOP("Remove every card from the deal"), [this] { clearDeal(); });
    actions->addStretch(1);
    layout->addLayout(actions);

    connect(mPicker, &CardPicker::cardClicked, this, &DealEditor::giveCard);
    setSelectedSeat(Seat::North);
    refresh();
}

void DealEditor::languageChanged()
{
    // refresh() puts the board's hand back into edits without focus (the focus is in the preferences
    // now): keep what does not parse yet and say its error again in the new language.
    std::array<QString, 4> typing;
    for (Seat s : AllSeats) {
        if (handEditInvalid(s))
            typing[int(s)] = mEdits[int(s)]->text();
    }
    refresh();
    for (Seat s : AllSeats) {
        if (!typing[int(s)].isEmpty()) {
            mEdits[int(s)]->setText(typing[int(s)]);
            handEdited(s, typing[int(s)]);
        }
    }
}

Board DealEditor::board() const
{
    return mDocument->board(boardIndex());
}

void DealEditor::boardIndexChanged()
{
    mTypeError->clear();
    refresh();
}

void DealEditor::setSelectedSeat(Seat seat)
{
    mSeat = seat;
    mSeatButtons[int(seat)]->setChecked(true);
    mPicker->setSelectedSeat(seat);
}

bool DealEditor::handEditInvalid(Seat seat) const
{
    return mEdits[int(seat)]->property("invalid").toBool();
}

QString DealEditor::checkText() const
{
    return QTextDocumentFragment::fromHtml(mCheck->toolTip().isEmpty() ? mCheck->text() : mCheck->toolTip())
        .toPlainText();
}

void DealEditor::refresh()
{
    const bool valid = hasBoard();
    setEnabled(valid);
    const Deal deal = valid ? board().deal() : Deal();
    mPicker->setDeal(deal);
    for (Seat s : AllSeats) {
        const Hand hand = deal.hand(s);
        mSeatButtons[int(s)]->setText(QStringLiteral("%1  %2").arg(seatName(s)).arg(hand.count()));
        QLineEdit *edit = mEdits[int(s)];
        const auto typed = Hand::parse(edit->text());
        // Keep what the user is typing while it says the same hand (or does not parse yet).
        if (!(edit->hasFocus() && (!typed || *typed == hand))) {
            edit->setText(deal.isHandKnown(s) ? hand.toString() : QString());
            edit->setProperty("invalid", false);
            edit->setStyleSheet({});
        }
        const int n = hand.count();
        mEditMarks[int(s)]->setText(n == 13 ? QStringLiteral("13 \u2713") : QString::number(n));
        mEditMarks[int(s)]->setStyleSheet(n > 13 ? QStringLiteral("color:#c62828; font-weight:bold")
                : n == 13                        ? QStringLiteral("color:#2e7d32")
                                                 : QStringLiteral("color:#6b7278"));
    }

    // The card check: counts, then what is missing and what is held twice.
    QStringList lines;
    const QList<DealProblem> problems = deal.problems();
    Hand missing = ~deal.allCards();
    const int total = deal.cardCount();
    if (total == 0) {
        lines << QStringLiteral("<span style=\"color:#6b7278\">%1</span>").arg(tr("No cards dealt yet."));
    } else if (deal.isComplete() && problems.isEmpty()) {
        lines << QStringLiteral("<span style=\"color:#2e7d32\"><b>\u2713 %1</b></span>")
                     .arg(tr("Complete deal: 52 cards, 13 each."));
    } else if (problems.isEmpty() && deal.isPartial()) {
        lines << QStringLiteral("<span style=\"color:#2e7d32\"><b>\u2713 %1</b></span>")
                     .arg(tr("End position: %1 cards each.").arg(deal.cardsPerHand()));
    } else {
        for (const DealProblem &p : problems) {
            if (p.kind == DealProblem::Kind::Duplicated || p.kind == DealProblem::Kind::TooManyCards)
                lines << QStringLiteral("<span style=\"color:#c62828\"><b>\u26a0 %1</b></span>")
                             .arg(CardStyle::suitHtml(p.message));
        }
        if (!missing.isEmpty())
            lines << QStringLiteral("<span style=\"color:#b26a00\">%1 %2</span>")
                         .arg(tr("%n card(s) missing:", nullptr, missing.count()),
                             CardStyle::suitHtml(cardsText(missing)));
        if (lines.isEmpty()) {
            for (const DealProblem &p : problems)
                lines << QStringLiteral("<span style=\"color:#c62828\">\u26a0 %1</span>")
                             .arg(CardStyle::suitHtml(p.message));
        }
    }
    // The check keeps two lines, whatever it says, so that the picker and the hand fields below never move
    // between clicks; a longer list goes on in the tooltip.
    constexpr int Shown = 2;
    QStringList shown = lines.mid(0, Shown);
    if (lines.size() > Shown)
        shown.last() += QStringLiteral(" <span style=\"color:#6b7278\">%1</span>")
                            .arg(tr("(and %n more: see the tooltip)", nullptr, int(lines.size() - Shown)));
    mCheck->setText(shown.join(QStringLiteral("<br>")));
    mCheck->setToolTip(lines.size() > Shown ? lines.join(QStringLiteral("<br>")) : QString());
}

void DealEditor::giveCard(Card card)
{
    if (boardIndex() < 0)
        return;
    mDocument->undoStack()->push(new GiveCardCommand(mDocument, boardIndex(), mSeat, card));
    const Deal deal = board().deal();
    if (deal.hand(mSeat).count() >= 13) {
        // On to the next seat that still needs cards.
        for (int step = 1; step < 4; ++step) {
            const Seat s = advance(mSeat, step);
            if (deal.hand(s).count() < 13) {
                setSelectedSeat(s);
                break;
            }
        }
    }
}

void DealEditor::handEdited(Seat seat, const QString &text)
{
    QLineEdit *edit = mEdits[int(seat)];
    ParseError error;
    const auto hand = text.trimmed().isEmpty() ? std::optional<Hand>(Hand()) : Hand::parse(text, &error);
    if (!hand) {
        edit->setProperty("invalid", true);
        edit->setStyleSheet(
            QStringLiteral("QLineEdit { border: 2px solid #c62828; border-radius: 3px; background: #fdecea; }"));
        mTypeError->setText(tr("%1: %2").arg(seatName(seat), error.toString()));
        return;
    }
    edit->setProperty("invalid", false);
    edit->setStyleSheet({});
    mTypeError->clear();
    if (boardIndex() < 0 || board().deal().hand(seat) == *hand)
        return;
    mDocument->undoStack()->push(new TypeHandCommand(mDocument, boardIndex(), seat, *hand));
}

bool DealEditor::pasteDeal(const QString &text, QString *error)
{
    ParseError parseError;
    const auto pasted = parsePastedDeal(text, &parseError);
    if (!pasted) {
        if (error)
            *error = tr("No deal recognised: %1").arg(parseError.toString());
        return false;
    }
    if (boardIndex() >= 0)
        mDocument->undoStack()->push(new PasteDealCommand(mDocument, boardIndex(), pasted->deal, pasted->dealer));
    return true;
}

void DealEditor::completeHand()
{
    if (boardIndex() >= 0)
        mDocument->undoStack()->push(new CompleteHandCommand(mDocument, boardIndex()));
}

void DealEditor::dealRemaining()
{
    if (boardIndex() >= 0)
        mDocument->undoStack()->push(new DealRemainingCommand(mDocument, boardIndex(), mSeed++));
}

void DealEditor::rotate(int steps)
{
    if (boardIndex() >= 0)
        mDocument->undoStack()->push(new RotateBoardCommand(mDocument, boardIndex(), steps));
}

void DealEditor::swapHands(Seat a, Seat b)
{
    if (boardIndex() >= 0)
        mDocument->undoStack()->push(new SwapHandsCommand(mDocument, boardIndex(), a, b));
}

void DealEditor::clearDeal()
{
    if (boardIndex() >= 0)
        mDocument->undoStack()->push(new ClearDealCommand(mDocument, boardIndex()));
}

} // namespace Kibitz
