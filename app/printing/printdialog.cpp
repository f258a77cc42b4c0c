#include "printdialog.h"

#include "settings/preferences.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <climits>

namespace Kibitz {

namespace {

/** A board of the range, shown and typed as its label (its number): the value is its position, 1-based. */
class BoardBox : public QSpinBox
{
public:
    explicit BoardBox(const HandRecordBoards &boards)
        : mBoards(boards)
    { }

protected:
    QString textFromValue(int value) const override { return mBoards.label(value - 1); }
    int valueFromText(const QString &text) const override
    {
        const qint64 found = mBoards.find(text, value() - 1);
        return found < 0 ? value() : int(found + 1);
    }
    QValidator::State validate(QString &input, int &) const override
    {
        return mBoards.find(input) >= 0 ? QValidator::Acceptable : QValidator::Intermediate;
    }

private:
    const HandRecordBoards &mBoards;
};

} // namespace

PrintDialog::PrintDialog(const HandRecordBoards &boards, qint64 current, const QString &acceptText,
    const std::optional<Range> &range, QWidget *parent)
    : QDialog(parent)
    , mBoards(boards)
    , mCount(boards.count())
    , mCurrent(std::clamp<qint64>(current, 0, std::max<qint64>(0, mCount - 1)))
    , mAll(new QRadioButton)
    , mCurrentOnly(new QRadioButton(tr("&Current board")))
    , mRange(new QRadioButton(tr("&Boards")))
    , mFrom(new BoardBox(boards))
    , mTo(new BoardBox(boards))
    , mPerPage(new QComboBox)
    , mAuction(new QCheckBox(tr("&Auction and opening lead")))
    , mDoubleDummy(new QCheckBox(tr("&Double-dummy table")))
    , mPar(new QCheckBox(tr("&Par")))
    , mComments(new QCheckBox(tr("C&omments, as far as they fit")))
    , mHeader(new QLineEdit)
{
    setWindowTitle(tr("Hand Records"));
    mAll->setObjectName(QStringLiteral("allBoards"));
    mCurrentOnly->setObjectName(QStringLiteral("currentBoard"));
    mRange->setObjectName(QStringLiteral("boardRange"));
    mFrom->setObjectName(QStringLiteral("fromBoard"));
    mTo->setObjectName(QStringLiteral("toBoard"));
    const Preferences::PrintChoices stored = Preferences::printChoices();
    const qint64 count = mCount;
    const int maxBoard = int(std::min<qint64>(count, INT_MAX));

    auto *rangeBox = new QGroupBox(tr("Boards"));
    auto *rangeLayout = new QVBoxLayout(rangeBox);
    mAll->setText(tr("A&ll %1 boards").arg(QLocale().toString(count)));
    rangeLayout->addWidget(mAll);
    rangeLayout->addWidget(mCurrentOnly);
    auto *rangeRow = new QHBoxLayout;
    rangeRow->addWidget(mRange);
    mFrom->setRange(1, std::max(1, maxBoard));
    mTo->setRange(1, std::max(1, maxBoard));
    const qint64 from = range ? boards.find(range->from) : -1;
    const qint64 to = range ? boards.find(range->to, std::max<qint64>(0, from)) : -1;
    const bool keepRange = from >= 0 && to >= from && from < maxBoard && to < maxBoard;
    mFrom->setValue(int(keepRange ? from + 1 : mCurrent + 1));
    mTo->setValue(int(keepRange ? to + 1 : std::min<qint64>(mCurrent + 6, count)));
    rangeRow->addWidget(mFrom);
    rangeRow->addWidget(new QLabel(tr("to")));
    rangeRow->addWidget(mTo);
    rangeRow->addStretch();
    rangeLayout->addLayout(rangeRow);
    auto *group = new QButtonGroup(this);
    for (QRadioButton *b : { mAll, mCurrentOnly, mRange })
        group->addButton(b);
    if (count > MaxBoards) {
        mAll->setEnabled(false);
        mAll->setToolTip(tr("At most %1 boards are printed at once").arg(MaxBoards));
        mRange->setChecked(true);
    } else {
        // A range chosen in another file means nothing here: it is offered only in its own file.
        const Preferences::PrintRange kind = range             ? range->kind
            : stored.range == Preferences::PrintRange::Current ? Preferences::PrintRange::Current
                                                               : Preferences::PrintRange::All;
        (kind == Preferences::PrintRange::Current                     ? mCurrentOnly
                : kind == Preferences::PrintRange::Range && keepRange ? mRange
                                                                      : mAll)
            ->setChecked(true);
    }

    auto *showBox = new QGroupBox(tr("Each board"));
    auto *form = new QFormLayout(showBox);
    for (int n : HandRecordPrinter::perPageChoices())
        mPerPage->addItem(tr("%n board(s)", nullptr, n), n);
    mPerPage->setCurrentIndex(std::max(0, mPerPage->findData(stored.perPage)));
    form->addRow(tr("Per &page:"), mPerPage);
    const auto restore = [&](QCheckBox *box, bool checked) {
        box->setChecked(checked);
        form->addRow(box);
    };
    restore(mAuction, stored.auction);
    restore(mDoubleDummy, stored.doubleDummy);
    restore(mPar, stored.par);
    restore(mComments, stored.comments);
    // What the file does not give is solved before printing (PrintActions::solveForPrinting).
    mDoubleDummy->setToolTip(tr("Boards whose file gives no double-dummy table are solved before printing."));
    mPar->setToolTip(mDoubleDummy->toolTip());
    mHeader->setPlaceholderText(tr("The event named in the file"));
    form->addRow(tr("&Header:"), mHeader);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(acceptText);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(rangeBox);
    layout->addWidget(showBox);
    layout->addWidget(buttons);

    connect(group, &QButtonGroup::buttonToggled, this, &PrintDialog::updateEnabled);
    connect(mFrom, &QSpinBox::valueChanged, this, [this](int v) {
        if (mTo->value() < v)
            mTo->setValue(v);
    });
    connect(mTo, &QSpinBox::valueChanged, this, [this](int v) {
        if (mFrom->value() > v)
            mFrom->setValue(v);
    });
    updateEnabled();
}

void PrintDialog::updateEnabled()
{
    mFrom->setEnabled(mRange->isChecked());
    mTo->setEnabled(mRange->isChecked());
}

HandRecordOptions PrintDialog::options() const
{
    HandRecordOptions o;
    o.perPage = mPerPage->currentData().toInt();
    o.auction = mAuction->isChecked();
    o.doubleDummy = mDoubleDummy->isChecked();
    o.par = mPar->isChecked();
    o.comments = mComments->isChecked();
    o.header = mHeader->text().trimmed();
    return o;
}

qint64 PrintDialog::first() const
{
    if (mAll->isChecked())
        return 0;
    if (mCurrentOnly->isChecked())
        return mCurrent;
    return mFrom->value() - 1;
}

qint64 PrintDialog::last() const
{
    if (mAll->isChecked())
        return mCount - 1;
    if (mCurrentOnly->isChecked())
        return mCurrent;
    return std::min<qint64>(mTo->value() - 1, first() + MaxBoards - 1);
}

PrintDialog::Range PrintDialog::range() const
{
    Range r;
    r.kind = mAll->isChecked()      ? Preferences::PrintRange::All
        : mCurrentOnly->isChecked() ? Preferences::PrintRange::Current
                                    : Preferences::PrintRange::Range;
    r.from = mBoards.label(mFrom->value() - 1);
    r.to = mBoards.label(mTo->value() - 1);
    return r;
}

void PrintDialog::accept()
{
    Preferences::PrintChoices choices = Preferences::printChoices();
    // Only "current board" holds in any file; a range of boards stays with its file (range()).
    choices.range = mCurrentOnly->isChecked() ? Preferences::PrintRange::Current : Preferences::PrintRange::All;
    choices.perPage = mPerPage->currentData().toInt();
    choices.auction = mAuction->isChecked();
    choices.doubleDummy = mDoubleDummy->isChecked();
    choices.par = mPar->isChecked();
    choices.comments = mComments->isChecked();
    Preferences::setPrintChoices(choices);
    QDialog::accept();
}

} // namespace Kibitz
