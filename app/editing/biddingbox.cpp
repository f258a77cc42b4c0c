#include "biddingbox.h"

#include "document/document.h"
#include "document/editcommands.h"
#include "views/cardstyle.h"
#include "views/palette.h"

#include <QApplication>
#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace Kibitz {

BiddingBox::BiddingBox(Document *document, QWidget *parent)
    : BoardPanel(document, "Kibitz::BiddingBox", parent)
    , mAlert(new QCheckBox)
    , mExplanation(new QLineEdit)
    , mUndo(new QPushButton)
    , mStatus(new QLabel)
{
    mTexts.bind(mAlert, "text", QT_TR_NOOP("Alert"));
    mTexts.bind(mUndo, "text", QT_TR_NOOP("Undo Last Call"));
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(8, 6, 8, 6);
    outer->setSpacing(14);

    auto *grid = new QGridLayout;
    grid->setSpacing(3);
    const int h = fontMetrics().height();
    const auto makeButton = [&](const Call &call, const QString &text, const QColor &color) {
        auto *b = new QPushButton(text);
        b->setAutoDefault(false);
        b->setFocusPolicy(Qt::NoFocus);
        b->setMinimumSize(h * 3, int(h * 1.7));
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        mTexts.add([b, call] { b->setToolTip(call.toDisplayString()); });
        b->setStyleSheet((QStringLiteral("QPushButton { color: %1; font-weight: bold; font-size: %2px; background: ")
            + Palette::css(Palette::Paper) + QStringLiteral("; border: 1px solid ")
            + Palette::css(Palette::ControlBorder)
            + QStringLiteral("; border-radius: 4px; }QPushButton:hover { background: ")
            + Palette::css(Palette::AccentSoftTint) + QStringLiteral("; border-color: ") + Palette::css(Palette::Accent)
            + QStringLiteral("; }QPushButton:disabled { color: ") + Palette::css(Palette::DisabledText)
            + QStringLiteral("; background: ") + Palette::css(Palette::DisabledFill)
            + QStringLiteral("; border-color: ") + Palette::css(Palette::DisabledBorder) + QStringLiteral("; }"))
                             .arg(color.name())
                             .arg(int(h * 1.05)));
        connect(b, &QPushButton::clicked, this, [this, call] { makeCall(call); });
        mButtons.insert(call.code(), b);
        return b;
    };
    for (int level = 1; level <= 7; ++level) {
        for (int s = 0; s < 5; ++s) {
            const Strain strain = Strain(s);
            QPushButton *button = makeButton(Call::bid(level, strain), QString(),
                strain == Strain::NoTrump ? Palette::color(Palette::Ink) : CardStyle::strainColor(strain));
            // The notrump abbreviation follows the language (SA, BA).
            mTexts.add([button, level, strain] { button->setText(QString::number(level) + strainSymbol(strain)); });
            grid->addWidget(button, level - 1, s);
        }
    }
    auto *special = new QHBoxLayout;
    special->setSpacing(3);
    special->addWidget(
        mTexts.bind(makeButton(Call::pass(), QString(), Palette::color(Palette::Good)), "text", QT_TR_NOOP("Pass")), 2);
    special->addWidget(
        mTexts.bind(makeButton(Call::dbl(), QString(), CardStyle::vulnerableColor()), "text", QT_TR_NOOP("Dbl")), 1);
    special->addWidget(
        mTexts.bind(makeButton(Call::redbl(), QString(), Palette::color(Palette::Accent)), "text", QT_TR_NOOP("Rdbl")),
        1);
    grid->addLayout(special, 7, 0, 1, 5);
    outer->addLayout(grid, 3);

    auto *side = new QVBoxLayout;
    side->setSpacing(6);
    mStatus->setWordWrap(true);
    mStatus->setTextFormat(Qt::RichText);
    side->addWidget(mStatus);
    side->addSpacing(6);
    side->addWidget(mAlert);
    mTexts.bind(mExplanation, "placeholderText", QT_TR_NOOP("Explanation of the next call"));
    connect(mExplanation, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (!text.isEmpty())
            mAlert->setChecked(true);
    });
    side->addWidget(mExplanation);
    auto *hint = mTexts.bind(new QLabel, "text",
        QT_TR_NOOP("The explanation goes with the next call you make. Keyboard: type 1n, 2s, p, x, "
                   "xx; Backspace takes back the last call."));
    hint->setWordWrap(true);
    hint->setStyleSheet((QStringLiteral("color: ") + Palette::css(Palette::Muted)));
    side->addWidget(hint);
    side->addStretch(1);
    mUndo->setAutoDefault(false);
    connect(mUndo, &QPushButton::clicked, this, &BiddingBox::undoLastCall);
    side->addWidget(mUndo);
    outer->addLayout(side, 2);

    // Tab reaches the box; the buttons stay out of the tab chain, the keyboard enters calls by typing them.
    setFocusPolicy(Qt::StrongFocus);
    refresh();
}

void BiddingBox::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Backspace && mTyped.isEmpty()) {
        undoLastCall();
        return;
    }
    if (event->key() == Qt::Key_Backspace || event->key() == Qt::Key_Escape) {
        if (mTyped.isEmpty()) {
            BoardPanel::keyPressEvent(event);
            return;
        }
        mTyped.chop(event->key() == Qt::Key_Backspace ? 1 : mTyped.size());
        refresh();
        return;
    }
    const QString text = event->text();
    if (text.size() != 1 || !text.front().isPrint() || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        BoardPanel::keyPressEvent(event);
        return;
    }
    if (text.front().isSpace()) // "1 n" as well as "1n"
        return;
    type(text.front());
}

void BiddingBox::focusInEvent(QFocusEvent *event)
{
    BoardPanel::focusInEvent(event);
    refresh();
}

void BiddingBox::focusOutEvent(QFocusEvent *event)
{
    BoardPanel::focusOutEvent(event);
    mTyped.clear();
    refresh();
}

bool BiddingBox::type(QChar c)
{
    c = c.toLower();
    if (std::exchange(mAfterNotrump, false) && c == QLatin1Char('t'))
        return false; // the t of "1nt"
    const Auction auction = hasBoard() ? mDocument->board(boardIndex()).auction() : Auction();
    const auto complete = [this](const Call &call) {
        mTyped.clear();
        const bool made = makeCall(call);
        if (!made)
            QApplication::beep();
        refresh();
        return made;
    };
    if (mTyped.isEmpty()) {
        if (c >= QLatin1Char('1') && c <= QLatin1Char('7')) {
            mTyped = c;
            refresh();
            return false;
        }
        if (c == QLatin1Char('p'))
            return complete(Call::pass());
        if (c == QLatin1Char('r'))
            return complete(Call::redbl());
        if (c == QLatin1Char('d'))
            return complete(Call::dbl());
        if (c == QLatin1Char('x')) {
            // Double and redouble are never legal together: a lone x doubles; when only a redouble is
            // possible, the x waits for its second x.
            if (auction.isLegal(Call::dbl()))
                return complete(Call::dbl());
            mTyped = c;
            refresh();
            return false;
        }
        QApplication::beep();
        return false;
    }
    if (mTyped == QLatin1String("x"))
        return c == QLatin1Char('x') ? complete(Call::redbl()) : (mTyped.clear(), type(c));
    // A level was typed: the strain follows (n or nt for notrump; the t of nt is taken with the n).
    const auto strain = [](QChar s) -> std::optional<Strain> {
        switch (s.unicode()) {
        case 'c':
            return Strain::Clubs;
        case 'd':
            return Strain::Diamonds;
        case 'h':
            return Strain::Hearts;
        case 's':
            return Strain::Spades;
        case 'n':
            return Strain::NoTrump;
        default:
            return std::nullopt;
        }
    }(c);
    if (!strain) {
        mTyped.clear();
        if (c >= QLatin1Char('1') && c <= QLatin1Char('7'))
            return type(c);
        QApplication::beep();
        refresh();
        return false;
    }
    const int level = mTyped.front().digitValue();
    mAfterNotrump = *strain == Strain::NoTrump;
    return complete(Call::bid(level, *strain));
}

bool BiddingBox::makeCall(const Call &call)
{
    if (!hasBoard())
        return false;
    const Auction auction = mDocument->board(boardIndex()).auction();
    if (auction.isComplete() || !auction.isLegal(call))
        return false;
    Call made = call;
    made.setAlerted(mAlert->isChecked());
    made.setExplanation(mExplanation->text().trimmed());
    mDocument->undoStack()->push(new AddCallCommand(mDocument, boardIndex(), made));
    mAlert->setChecked(false);
    mExplanation->clear();
    return true;
}

void BiddingBox::undoLastCall()
{
    if (!hasBoard() || mDocument->board(boardIndex()).auction().isEmpty())
        return;
    mDocument->undoStack()->push(new UndoCallCommand(mDocument, boardIndex()));
}

void BiddingBox::refresh()
{
    const bool valid = hasBoard();
    const Auction auction = valid ? mDocument->board(boardIndex()).auction() : Auction();
    QList<int> legal;
    const bool open = valid && !auction.isComplete() && !auction.validate();
    if (open) {
        for (const Call &c : auction.legalCalls())
            legal << c.code();
    }
    for (auto it = mButtons.cbegin(); it != mButtons.cend(); ++it)
        it.value()->setEnabled(legal.contains(it.key()));
    mUndo->setEnabled(valid && !auction.isEmpty());
    mAlert->setEnabled(open);
    mExplanation->setEnabled(open);
    QString status;
    if (!valid)
        status = tr("No board");
    else if (const auto why = auction.validate())
        status = (QStringLiteral("<span style=\"color:") + Palette::css(Palette::Error)
            + QStringLiteral("\">\u26a0 %1</span>"))
                     .arg(why->toHtmlEscaped());
    else if (auction.isComplete())
        status = auction.isPassedOut()
            ? tr("<b>Passed out.</b>")
            : tr("<b>Auction complete:</b> %1").arg(CardStyle::suitHtml(auction.contract()->toDisplayString()));
    else
        status = tr("<b>%1</b> to call").arg(seatName(auction.nextSeat()));
    if (hasFocus() && open)
        status += (QStringLiteral("<br><span style=\"color:") + Palette::css(Palette::Accent)
            + QStringLiteral("\">%1</span>"))
                      .arg(mTyped.isEmpty() ? tr("Type a call: 1n, 2s, p, x, xx")
                                            : tr("Typed: %1").arg(mTyped.toUpper().toHtmlEscaped()));
    mStatus->setText(status);
}

} // namespace Kibitz
