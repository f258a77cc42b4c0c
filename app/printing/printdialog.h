#pragma once

#include "printing/handrecordboards.h"
#include "printing/handrecordprinter.h"
#include "settings/preferences.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace Kibitz {

/**
 * Which boards to print and what each shows; remembers what each board shows in Preferences. The range is in
 * boards (HandRecordBoards: one per board, whatever the tables), named by their numbers; it belongs to one
 * file, so the caller keeps it (range()) and offers it again only for the same file.
 */
class PrintDialog : public QDialog
{
    Q_OBJECT

public:
    /** Printing at most this many boards at once keeps memory and time bounded in huge files. */
    static constexpr int MaxBoards = 5000;

    /** Which boards, as the dialog was left: the range by its boards' labels. */
    struct Range
    {
        Preferences::PrintRange kind = Preferences::PrintRange::All;
        QString from;
        QString to;
    };

    /**
     * @p boards of the document (kept by the caller while the dialog lives), @p current the selected one
     * (0-based, in @p boards); @p range the one chosen before in the same file, if any; @p acceptText names the
     * OK button.
     */
    PrintDialog(const HandRecordBoards &boards, qint64 current, const QString &acceptText,
        const std::optional<Range> &range = std::nullopt, QWidget *parent = nullptr);

    HandRecordOptions options() const;
    /** First and last board (0-based, inclusive, in the boards given). */
    qint64 first() const;
    qint64 last() const;
    Range range() const;
    void accept() override;

private:
    void updateEnabled();

    const HandRecordBoards &mBoards;
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
