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

PrintDialog::PrintDialog(qint64 count, qint64 current, const QString &acceptText, QWidget *parent)
    : QDialog(parent)
    , mCount(count)
    , mCurrent(std::clamp<qint64>(current, 0, std::max<qint64>(0, count - 1)))
    , mAll(new QRadioButton)
    , mCurrentOnly(new QRadioButton(tr("&Current board")))
    , mRange(new QRadioButton(tr("&Boards")))
    , mFrom(new QSpinBox)
    , mTo(new QSpinBox)
    , mPerPage(new QComboBox)
    , mAuction(new QCheckBox(tr("&Auction and opening lead")))
    , mDoubleDummy(new QCheckBox(tr("&Double-dummy table")))
    , mPar(new QCheckBox(tr("&Par")))
    , mComments(new QCheckBox(tr("C&omments, as far as they fit")))
    , mHeader(new QLineEdit)
{
    setWindowTitle(tr("Hand Records"));
    const Preferences::PrintChoices stored = Preferences::printChoices();
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
    mFrom->setValue(int(mCurrent + 1));
    mTo->setValue(int(std::min<qint64>(mCurrent + 6, count)));
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
        (stored.range == Preferences::PrintRange::Current        ? mCurrentOnly
                : stored.range == Preferences::PrintRange::Range ? mRange
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

void PrintDialog::accept()
{
    Preferences::PrintChoices choices = Preferences::printChoices();
    choices.range = mAll->isChecked() ? Preferences::PrintRange::All
        : mCurrentOnly->isChecked()   ? Preferences::PrintRange::Current
                                      : Preferences::PrintRange::Range;
    choices.perPage = mPerPage->currentData().toInt();
    choices.auction = mAuction->isChecked();
    choices.doubleDummy = mDoubleDummy->isChecked();
    choices.par = mPar->isChecked();
    choices.comments = mComments->isChecked();
    Preferences::setPrintChoices(choices);
    QDialog::accept();
}

} // namespace Kibitz
