#pragma once

#include "printing/handrecordprinter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace Kibitz {

/** Which boards to print and what each shows; remembers the choices in Preferences. */
class PrintDialog : public QDialog
{
    Q_OBJECT

public:
    /** Printing at most this many boards at once keeps memory and time bounded in huge files. */
    static constexpr int MaxBoards = 5000;

    /** @p count boards in the document, @p current the selected one (0-based); @p acceptText names the OK button. */
    PrintDialog(qint64 count, qint64 current, const QString &acceptText, QWidget *parent = nullptr);

    HandRecordOptions options() const;
    /** First and last board (0-based, inclusive). */
    qint64 first() const;
    qint64 last() const;
    void accept() override;

private:
    void updateEnabled();

    qint64 mCount;
    qint64 mCurrent;
    QRadioButton *mAll;
    QRadioButton *mCurrentOnly;
    QRadioButton *mRange;
    QSpinBox *mFrom;
    QSpinBox *mTo;
    QComboBox *mPerPage;
    QCheckBox *mAuction;
    QCheckBox *mDoubleDummy;
    QCheckBox *mPar;
    QCheckBox *mComments;
    QLineEdit *mHeader;
};

} // namespace Kibitz
