#pragma once

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;

namespace Kibitz {

class BoardFilterModel;
class BoardListModel;
class Document;

/**
 * The filter bar over the board list: an expression in the dealer language (docs/select.md)
 * keeps the boards it holds for; "37 of 1,000" counts them while the rest is tested; a parse
 * error is underlined at its column with the message as tooltip. Recent expressions are kept
 * (Preferences::recentFilters). Escape clears the filter.
 */
class FilterBar : public QWidget
{
    Q_OBJECT

public:
    FilterBar(Document *document, BoardListModel *source, QWidget *parent = nullptr);
    ~FilterBar() override;

    /** The rows the board list shows. */
    BoardFilterModel *model() const { return mModel; }
    QLineEdit *lineEdit() const;
    QLabel *countLabel() const { return mCount; }
    /** The error under the expression (hidden without one). */
    QLabel *messageLabel() const { return mMessage; }

    /** Focuses the expression and selects it (Ctrl+F). */
    void focusFilter();
    /** Sets the expression and filters at once (no wait for typing to pause). */
    void setExpression(const QString &text);
    /** Empties the expression and shows every board. */
    void clearFilter();
    /** The error of the expression typed ("1:7: expected ..."), or empty. */
    QString errorText() const { return mError; }
    /** The 1-based column of that error, or 0. */
    int errorColumn() const { return mErrorColumn; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void apply();
    void remember();
    void showError(int column, int length, const QString &message);
    void updateCount();
    void retranslate();

    BoardFilterModel *mModel;
    QComboBox *mInput;
    QLabel *mCount;
    QLabel *mMessage;
    QProgressBar *mProgress;
    QTimer mTyping;
    QString mError;
    int mErrorColumn = 0;
};

} // namespace Kibitz
