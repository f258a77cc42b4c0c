#include "conditionsdialog.h"

#include "document/dealergeneration.h"
#include "views/palette.h"

#include "model/hand.h"
#include "model/suit.h"

#include "select/dealerscript.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

// A spin box whose lowest value means "not asked".
QSpinBox *boundBox(int max)
{
    auto *box = new QSpinBox;
    box->setRange(-1, max);
    box->setValue(-1);
    box->setSpecialValueText(QStringLiteral("\u2013"));
    return box;
}

std::optional<int> bound(const QSpinBox *box)
{
    return box->value() < 0 ? std::nullopt : std::optional<int>(box->value());
}

} // namespace

ConditionsDialog::ConditionsDialog(QWidget *parent)
    : QDialog(parent)
    , mExpert(new QPlainTextEdit)
    , mCount(new QSpinBox)
    , mSeed(new QLineEdit)
    , mSolve(new QCheckBox(tr("Solve double dummy in the background")))
    , mScript(new QPlainTextEdit)
    , mError(new QLabel)
{
    setWindowTitle(tr("New from Conditions"));
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 90);

    auto *seats = new QGridLayout;
    seats->addWidget(createSeat(Seat::North), 0, 0);
    seats->addWidget(createSeat(Seat::East), 0, 1);
    seats->addWidget(createSeat(Seat::South), 1, 0);
    seats->addWidget(createSeat(Seat::West), 1, 1);

    mExpert->setPlaceholderText(tr("Any condition in the dealer language, joined with the form's by and, e.g.\n"
                                   "hearts(north) + hearts(south) >= 8 && losers(north) <= 7"));
    mExpert->setTabChangesFocus(true);
    mExpert->setMaximumHeight(fontMetrics().lineSpacing() * 4);
    mScript->setReadOnly(true);
    mScript->setMaximumHeight(fontMetrics().lineSpacing() * 5);
    mScript->setTabChangesFocus(true);
    mError->setWordWrap(true);
    mError->setStyleSheet((QStringLiteral("color: ") + Palette::css(Palette::Error)));

    mCount->setRange(1, 100000);
    mCount->setValue(32);
    mCount->setGroupSeparatorShown(true);
    mSeed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), mSeed));
    auto *newSeed = new QPushButton(tr("New Seed"));
    connect(newSeed, &QPushButton::clicked, this, [this] { setSeed(DealerGeneration::randomSeed()); });
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(mSeed, 1);
    seedRow->addWidget(newSeed);

    auto *form = new QFormLayout;
    form->addRow(tr("&Expert condition:"), mExpert);
    form->addRow(tr("&Boards:"), mCount);
    auto *seedLabel = new QLabel(tr("&Seed:"));
    seedLabel->setBuddy(mSeed);
    form->addRow(seedLabel, seedRow);
    form->addRow(QString(), mSolve);
    form->addRow(tr("Dealer script:"), mScript);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ConditionsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConditionsDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(seats);
    layout->addLayout(form);
    layout->addWidget(mError);
    layout->addWidget(buttons);

    connect(mExpert, &QPlainTextEdit::textChanged, this, &ConditionsDialog::updateScript);
    setSeed(DealerGeneration::randomSeed());
    updateScript();
}

ConditionsDialog::~ConditionsDialog() = default;

QWidget *ConditionsDialog::createSeat(Seat seat)
{
    SeatFields &f = mSeats[size_t(seat)];
    auto *box = new QGroupBox(seatName(seat));
    auto *grid = new QGridLayout(box);
    f.minHcp = boundBox(37);
    f.maxHcp = boundBox(37);
    grid->addWidget(new QLabel(tr("HCP")), 0, 0);
    grid->addWidget(f.minHcp, 0, 1);
    grid->addWidget(new QLabel(tr("to")), 0, 2);
    grid->addWidget(f.maxHcp, 0, 3);
    int row = 1;
    for (Suit suit : { Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs }) {
        QSpinBox *&min = f.minLength[size_t(suit)];
        QSpinBox *&max = f.maxLength[size_t(suit)];
        min = boundBox(13);
        max = boundBox(13);
        auto *symbol = new QLabel(suitSymbol(suit));
        if (suit == Suit::Hearts || suit == Suit::Diamonds)
            symbol->setStyleSheet((QStringLiteral("color: ") + Palette::css(Palette::Error)));
        grid->addWidget(symbol, row, 0);
        grid->addWidget(min, row, 1);
        grid->addWidget(new QLabel(tr("to")), row, 2);
        grid->addWidget(max, row, 3);
        ++row;
    }
    f.shapes = new QLineEdit;
    f.shapes->setPlaceholderText(QStringLiteral("any 4333 + any 5332"));
    f.predeal = new QLineEdit;
    f.predeal->setPlaceholderText(QStringLiteral("AKQ.T98.765.432"));
    grid->addWidget(new QLabel(tr("Shape")), row, 0);
    grid->addWidget(f.shapes, row, 1, 1, 3);
    grid->addWidget(new QLabel(tr("Cards")), row + 1, 0);
    grid->addWidget(f.predeal, row + 1, 1, 1, 3);

    const auto changed = [this] { updateScript(); };
    for (QSpinBox *spin : { f.minHcp, f.maxHcp })
        connect(spin, &QSpinBox::valueChanged, this, changed);
    for (size_t s = 0; s < 4; ++s) {
        connect(f.minLength[s], &QSpinBox::valueChanged, this, changed);
        connect(f.maxLength[s], &QSpinBox::valueChanged, this, changed);
    }
    connect(f.shapes, &QLineEdit::textChanged, this, changed);
    connect(f.predeal, &QLineEdit::textChanged, this, changed);
    return box;
}

void ConditionsDialog::setSeed(quint64 seed)
{
    mSeed->setText(QString::number(seed));
}

quint64 ConditionsDialog::seed() const
{
    return mSeed->text().toULongLong();
}

void ConditionsDialog::setCount(int count)
{
    mCount->setValue(count);
}

void ConditionsDialog::setHcpRange(Seat seat, int min, int max)
{
    mSeats[size_t(seat)].minHcp->setValue(min);
    mSeats[size_t(seat)].maxHcp->setValue(max);
}

void ConditionsDialog::setSuitLength(Seat seat, Suit suit, int min, int max)
{
    mSeats[size_t(seat)].minLength[size_t(suit)]->setValue(min);
    mSeats[size_t(seat)].maxLength[size_t(suit)]->setValue(max);
}

void ConditionsDialog::setShapes(Seat seat, const QString &shapes)
{
    mSeats[size_t(seat)].shapes->setText(shapes);
}

void ConditionsDialog::setPredeal(Seat seat, const QString &hand)
{
    mSeats[size_t(seat)].predeal->setText(hand);
}

void ConditionsDialog::setExpertCondition(const QString &text)
{
    mExpert->setPlainText(text);
}

bool ConditionsDialog::solveInBackground() const
{
    return mSolve->isChecked();
}

ConditionBuilder ConditionsDialog::builder(QString *error) const
{
    ConditionBuilder b;
    for (Seat seat : AllSeats) {
        const SeatFields &f = mSeats[size_t(seat)];
        ConditionBuilder::SeatConstraints &c = b.seat(seat);
        c.minHcp = bound(f.minHcp);
        c.maxHcp = bound(f.maxHcp);
        for (size_t s = 0; s < 4; ++s) {
            c.minLength[s] = bound(f.minLength[s]);
            c.maxLength[s] = bound(f.maxLength[s]);
        }
        c.shapes = f.shapes->text().trimmed();
        const QString cards = f.predeal->text().trimmed();
        if (!cards.isEmpty()) {
            ParseError parseError;
            const std::optional<Hand> hand = Hand::parse(cards, &parseError);
            if (hand)
                c.predeal = *hand;
            else if (error && error->isEmpty())
                *error = tr("%1's cards: %2").arg(seatName(seat), parseError.message);
        }
    }
    b.setExpertCondition(mExpert->toPlainText().trimmed());
    return b;
}

QString ConditionsDialog::script() const
{
    return builder(nullptr).script();
}

void ConditionsDialog::updateScript()
{
    QString error;
    const QString text = builder(&error).script();
    mScript->setPlainText(text);
    if (error.isEmpty()) {
        SelectError selectError;
        if (!DealerScript::parse(text, &selectError))
            error = selectError.toString();
    }
    mError->setText(error);
}

QString ConditionsDialog::errorText() const
{
    return mError->text();
}

bool ConditionsDialog::generate(bool showProgress)
{
    QString error;
    const QString text = builder(&error).script();
    if (!error.isEmpty()) {
        mError->setText(error);
        return false;
    }
    const DealerGeneration::Result result
        = DealerGeneration::run(text, seed(), mCount->value(), showProgress ? this : nullptr);
    mBoards = result.boards;
    mSummary = result.summary();
    if (!result.error.isEmpty() && mBoards.isEmpty()) {
        mError->setText(result.error);
        return false;
    }
    return true;
}

void ConditionsDialog::accept()
{
    if (generate(true))
        QDialog::accept();
}

} // namespace Kibitz
