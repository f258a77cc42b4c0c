#pragma once

#include "model/board.h"
#include "model/seat.h"

#include "select/conditionbuilder.h"

#include <QDialog>
#include <QList>

#include <array>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace Kibitz {

/**
 * File > New from Conditions…: seat constraints in a form (HCP range, suit lengths, shapes, cards
 * dealt in advance) and an expert condition in the full language, which ConditionBuilder writes
 * as a dealer script; N boards are generated from the seed shown (docs/select.md#generation),
 * numbered from 1 with the standard dealer and vulnerability cycle.
 */
class ConditionsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConditionsDialog(QWidget *parent = nullptr);
    ~ConditionsDialog() override;

    void setSeed(quint64 seed);
    quint64 seed() const;
    void setCount(int count);
    void setHcpRange(Seat seat, int min, int max);
    void setSuitLength(Seat seat, Suit suit, int min, int max);
    void setShapes(Seat seat, const QString &shapes);
    void setPredeal(Seat seat, const QString &hand);
    void setExpertCondition(const QString &text);
    bool solveInBackground() const;

    /** The dealer script the form says. */
    QString script() const;
    /** Generates the boards; false (and errorText()) when the form has an error or nothing met it. */
    bool generate(bool showProgress = false);
    const QList<Board> &boards() const { return mBoards; }
    QString summary() const { return mSummary; }
    QString errorText() const;

    void accept() override;

private:
    struct SeatFields
    {
        QSpinBox *minHcp;
        QSpinBox *maxHcp;
        std::array<QSpinBox *, 4> minLength; // by Suit
        std::array<QSpinBox *, 4> maxLength;
        QLineEdit *shapes;
        QLineEdit *predeal;
    };
    QWidget *createSeat(Seat seat);
    ConditionBuilder builder(QString *error) const;
    void updateScript();

    std::array<SeatFields, 4> mSeats {};
    QPlainTextEdit *mExpert;
    QSpinBox *mCount;
    QLineEdit *mSeed;
    QCheckBox *mSolve;
    QPlainTextEdit *mScript;
    QLabel *mError;
    QList<Board> mBoards;
    QString mSummary;
};

} // namespace Kibitz
