#include "detailseditor.h"

#include "document/document.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>

namespace Kibitz {

DetailsEditor::DetailsEditor(Document *document, QWidget *parent)
    : BoardPanel(document, "Kibitz::DetailsEditor", parent)
    , mNumber(new QSpinBox)
    , mDealer(new QComboBox)
    , mVulnerability(new QComboBox)
    , mTitle(new QLineEdit)
    , mEvent(new QLineEdit)
    , mSite(new QLineEdit)
    , mDate(new QLineEdit)
    , mComments(new QPlainTextEdit)
{
    using Field = EditDetailCommand::Field;
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(10, 6, 10, 6);
    outer->setSpacing(18);

    // What QFormLayout::addRow(QString, QWidget *) builds, with a label that follows the language.
    const auto label = [this](const char *text, QWidget *buddy) {
        auto *l = mTexts.bind(new QLabel, "text", text);
        l->setBuddy(buddy);
        return l;
    };
    auto *left = new QFormLayout;
    left->setLabelAlignment(Qt::AlignRight);
    auto *numberRow = new QHBoxLayout;
    mNumber->setRange(0, 999999);
    mTexts.bind(mNumber, "specialValueText", QT_TR_NOOP("none"));
    numberRow->addWidget(mNumber);
    auto *cycle = mTexts.bind(new QPushButton, "text", QT_TR_NOOP("Dealer and Vul from Number"));
    cycle->setAutoDefault(false);
    mTexts.bind(cycle, "toolTip",
        QT_TR_NOOP("Set dealer and vulnerability from the board number in the standard 16-board cycle"));
    connect(cycle, &QPushButton::clicked, this, [this] {
        const int n = mNumber->value();
        if (boardIndex() < 0 || n <= 0)
            return;
        mDocument->undoStack()->beginMacro(tr("Dealer and vulnerability from board %1").arg(n));
        edit(EditDetailCommand::Field::Dealer, int(dealerOfBoard(n)));
        edit(EditDetailCommand::Field::Vulnerability, int(vulnerabilityOfBoard(n)));
        mDocument->undoStack()->endMacro();
    });
    numberRow->addWidget(cycle);
    numberRow->addStretch(1);
    left->addRow(label(QT_TR_NOOP("&Board:"), mNumber), numberRow);
    static constexpr Vulnerability Vulnerabilities[]
        = { Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::All };
    for (int i = 0; i < 4; ++i) {
        mDealer->addItem(QString());
        mVulnerability->addItem(QString());
    }
    mTexts.add([this] {
        for (Seat s : AllSeats)
            mDealer->setItemText(int(s), seatName(s));
        for (int i = 0; i < 4; ++i)
            mVulnerability->setItemText(i, vulnerabilityName(Vulnerabilities[i]));
    });
    left->addRow(label(QT_TR_NOOP("&Dealer:"), mDealer), mDealer);
    left->addRow(label(QT_TR_NOOP("&Vulnerable:"), mVulnerability), mVulnerability);
    left->addRow(label(QT_TR_NOOP("&Title:"), mTitle), mTitle);
    left->addRow(label(QT_TR_NOOP("&Event:"), mEvent), mEvent);
    left->addRow(label(QT_TR_NOOP("&Site:"), mSite), mSite);
    left->addRow(label(QT_TR_NOOP("D&ate:"), mDate), mDate);
    mDate->setPlaceholderText(QStringLiteral("2024.05.17"));
    outer->addLayout(left, 1);

    auto *right = new QFormLayout;
    right->setLabelAlignment(Qt::AlignRight);
    for (Seat s : AllSeats) {
        auto *e = new QLineEdit;
        mPlayers[int(s)] = e;
        auto *name = new QLabel;
        name->setBuddy(e);
        mTexts.add([name, s] { name->setText(tr("%1:").arg(seatName(s))); });
        right->addRow(name, e);
        const Field field = Field(int(Field::North) + int(s));
        connect(e, &QLineEdit::textEdited, this, [this, field](const QString &t) { edit(field, t); });
    }
    mComments->setTabChangesFocus(true);
    mTexts.bind(mComments, "placeholderText", QT_TR_NOOP("Commentary for this board"));
    right->addRow(label(QT_TR_NOOP("&Comments:"), mComments), mComments);
    outer->addLayout(right, 1);

    connect(mNumber, &QSpinBox::valueChanged, this, [this](int n) { edit(Field::Number, n); });
    connect(mDealer, &QComboBox::currentIndexChanged, this, [this](int i) { edit(Field::Dealer, i); });
    connect(mVulnerability, &QComboBox::currentIndexChanged, this, [this](int i) { edit(Field::Vulnerability, i); });
    connect(mTitle, &QLineEdit::textEdited, this, [this](const QString &t) { edit(Field::Title, t); });
    connect(mEvent, &QLineEdit::textEdited, this, [this](const QString &t) { edit(Field::Event, t); });
    connect(mSite, &QLineEdit::textEdited, this, [this](const QString &t) { edit(Field::Site, t); });
    connect(mDate, &QLineEdit::textEdited, this, [this](const QString &t) { edit(Field::Date, t); });
    connect(mComments, &QPlainTextEdit::textChanged, this, [this] { edit(Field::Comments, mComments->toPlainText()); });

    refresh();
}

void DetailsEditor::edit(EditDetailCommand::Field field, const QVariant &value)
{
    if (mRefreshing || !hasBoard())
        return;
    auto command = std::make_unique<EditDetailCommand>(mDocument, boardIndex(), field, value);
    if (!command->isNoOp())
        mDocument->undoStack()->push(command.release());
}

void DetailsEditor::refresh()
{
    const bool valid = hasBoard();
    setEnabled(valid);
    const Board b = valid ? mDocument->board(boardIndex()) : Board();
    mRefreshing = true;
    const auto setText = [](QLineEdit *e, const QString &text) {
        if (e->text() != text)
            e->setText(text);
    };
    mNumber->setValue(b.number().value_or(0));
    mDealer->setCurrentIndex(int(b.dealer()));
    mVulnerability->setCurrentIndex(int(b.vulnerability()));
    setText(mTitle, b.title());
    setText(mEvent, b.event());
    setText(mSite, b.site());
    setText(mDate, b.date());
    for (Seat s : AllSeats)
        setText(mPlayers[int(s)], b.player(s));
    const QString comments = b.comments().join(QLatin1Char('\n'));
    if (mComments->toPlainText() != comments)
        mComments->setPlainText(comments);
    mRefreshing = false;
}

} // namespace Kibitz
