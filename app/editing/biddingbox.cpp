#include "biddingbox.h"

#include "document/document.h"
#include "document/editcommands.h"
#include "views/cardstyle.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

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
        b->setStyleSheet(QStringLiteral("QPushButton { color: %1; font-weight: bold; font-size: %2px;"
                                        " background: #ffffff; border: 1px solid #c3cad0; border-radius: 4px; }"
                                        "QPushButton:hover { background: #eaf2fb; border-color: #1f5fa8; }"
                                        "QPushButton:disabled { color: #d0d4d8; background: #f4f5f6; border-color: #e3e6e9; }")
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
                                             strain == Strain::NoTrump ? QColor(0x1d, 0x22, 0x26) : CardStyle::strainColor(strain));
            // The notrump abbreviation follows the language (SA, BA).
            mTexts.add([button, level, strain] { button->setText(QString::number(level) + strainSymbol(strain)); });
            grid->addWidget(button, level - 1, s);
        }
    }
    auto *special = new QHBoxLayout;
    special->setSpacing(3);
    special->addWidget(mTexts.bind(makeButton(Call::pass(), QString(), QColor(0x2e, 0x7d, 0x32)), "text", QT_TR_NOOP("Pass")), 2);
    special->addWidget(mTexts.bind(makeButton(Call::dbl(), QString(), CardStyle::vulnerableColor()), "text", QT_TR_NOOP("Dbl")), 1);
    special->addWidget(mTexts.bind(makeButton(Call::redbl(), QString(), QColor(0x1f, 0x5f, 0xa8)), "text", QT_TR_NOOP("Rdbl")), 1);
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
    auto *hint = mTexts.bind(new QLabel, "text", QT_TR_NOOP("The explanation goes with the next call you make."));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: #6b7278"));
    side->addWidget(hint);
    side->addStretch(1);
    mUndo->setAutoDefault(false);
    connect(mUndo, &QPushButton::clicked, this, &BiddingBox::undoLastCall);
    side->addWidget(mUndo);
    outer->addLayout(side, 2);

    refresh();
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
        status = QStringLiteral("<span style=\"color:#c62828\">\u26a0 %1</span>").arg(why->toHtmlEscaped());
    else if (auction.isComplete())
        status = auction.isPassedOut() ? tr("<b>Passed out.</b>")
                                       : tr("<b>Auction complete:</b> %1").arg(CardStyle::suitHtml(auction.contract()->toDisplayString()));
    else
        status = tr("<b>%1</b> to call").arg(seatName(auction.nextSeat()));
    mStatus->setText(status);
}

} // namespace Kibitz
