#include "filterbar.h"

#include "settings/preferences.h"
#include "views/boardfiltermodel.h"
#include "views/palette.h"

#include "select/expression.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QTextCharFormat>
#include <QToolTip>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

// How long typing may pause before the list follows.
constexpr int TypingPauseMilliseconds = 350;

} // namespace

FilterBar::FilterBar(Document *document, BoardListModel *source, QWidget *parent)
    : QWidget(parent)
    , mModel(new BoardFilterModel(document, source, this))
    , mInput(new QComboBox)
    , mCount(new QLabel)
    , mMessage(new QLabel)
    , mProgress(new QProgressBar)
{
    mInput->setEditable(true);
    mInput->setInsertPolicy(QComboBox::NoInsert);
    mInput->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    mInput->setMinimumContentsLength(12);
    mInput->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mInput->addItems(Preferences::recentFilters());
    mInput->setCurrentIndex(-1);
    lineEdit()->setClearButtonEnabled(true);
    lineEdit()->installEventFilter(this);
    mProgress->setRange(0, 1000);
    mProgress->setTextVisible(false);
    mProgress->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 8);
    mProgress->setMaximumHeight(fontMetrics().height() / 2 + 2);
    mProgress->hide();

    mMessage->setWordWrap(true);
    mMessage->setStyleSheet((QStringLiteral("color: ") + Palette::css(Palette::Error)));
    mMessage->hide();

    auto *row = new QHBoxLayout;
    row->addWidget(mInput, 1);
    row->addWidget(mProgress);
    row->addWidget(mCount);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 2);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(mMessage);

    mTyping.setSingleShot(true);
    mTyping.setInterval(TypingPauseMilliseconds);
    connect(&mTyping, &QTimer::timeout, this, &FilterBar::apply);
    connect(lineEdit(), &QLineEdit::textEdited, this, [this] { mTyping.start(); });
    connect(lineEdit(), &QLineEdit::returnPressed, this, [this] {
        apply();
        remember();
    });
    connect(mInput, &QComboBox::textActivated, this, [this] { apply(); });
    connect(mModel, &BoardFilterModel::progressChanged, this, &FilterBar::updateCount);
    connect(mModel, &BoardFilterModel::rowsInserted, this, &FilterBar::updateCount);
    connect(mModel, &BoardFilterModel::rowsRemoved, this, &FilterBar::updateCount);
    connect(mModel, &BoardFilterModel::modelReset, this, &FilterBar::updateCount);
    connect(mModel, &BoardFilterModel::finished, this, &FilterBar::updateCount);
    retranslate();
    updateCount();
}

FilterBar::~FilterBar() = default;

QLineEdit *FilterBar::lineEdit() const
{
    return mInput->lineEdit();
}

void FilterBar::focusFilter()
{
    lineEdit()->setFocus(Qt::ShortcutFocusReason);
    lineEdit()->selectAll();
}

void FilterBar::setExpression(const QString &text)
{
    lineEdit()->setText(text);
    apply();
}

void FilterBar::clearFilter()
{
    mTyping.stop();
    lineEdit()->clear();
    apply();
}

void FilterBar::apply()
{
    mTyping.stop();
    const QString text = lineEdit()->text();
    if (text.trimmed().isEmpty()) {
        showError(0, 0, {});
        mModel->clear();
        return;
    }
    SelectError error;
    const Expression expression = Expression::parse(text, &error);
    if (!expression.isValid()) {
        // The list keeps the last filter that worked.
        showError(error.column, error.length, error.toString());
        return;
    }
    showError(0, 0, {});
    mModel->setExpression(expression);
}

void FilterBar::remember()
{
    const QString text = lineEdit()->text().trimmed();
    if (text.isEmpty() || !mError.isEmpty())
        return;
    Preferences::addRecentFilter(text);
    const int at = mInput->findText(text);
    if (at != 0) {
        if (at > 0)
            mInput->removeItem(at);
        mInput->insertItem(0, text);
    }
    mInput->setCurrentIndex(0);
}

void FilterBar::showError(int column, int length, const QString &message)
{
    mError = message;
    mErrorColumn = message.isEmpty() ? 0 : column;
    lineEdit()->setToolTip(message.isEmpty() ? tr("A condition in the dealer language, e.g. hcp(north) >= 15 && "
                                                  "shape(south, any 5xxx). Escape clears it.")
                                             : message);
    mMessage->setText(message);
    mMessage->setVisible(!message.isEmpty());
    // QLineEdit draws formats given through an input method event; its start is relative to the cursor.
    QList<QInputMethodEvent::Attribute> formats;
    if (!message.isEmpty()) {
        const int textLength = int(lineEdit()->text().size());
        int start = std::clamp(column - 1, 0, std::max(0, textLength - 1));
        const int count = std::clamp(length, 1, std::max(1, textLength - start));
        QTextCharFormat format;
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        format.setUnderlineColor(Palette::color(Palette::Error));
        formats.append(QInputMethodEvent::Attribute(
            QInputMethodEvent::TextFormat, start - lineEdit()->cursorPosition(), count, format));
    }
    QInputMethodEvent event(QString(), formats);
    QCoreApplication::sendEvent(lineEdit(), &event);
    if (!message.isEmpty() && lineEdit()->hasFocus() && isVisible())
        QToolTip::showText(lineEdit()->mapToGlobal(QPoint(0, lineEdit()->height())), message, lineEdit());
    else
        QToolTip::hideText();
    updateCount();
}

void FilterBar::updateCount()
{
    const QLocale locale;
    const qint64 total = mModel->total();
    const bool running = mModel->isRunning();
    mProgress->setVisible(running && total > 0);
    if (running && total > 0)
        mProgress->setValue(int(mModel->tested() * 1000 / total));
    if (!mModel->isActive()) {
        mCount->setText(tr("%1 boards").arg(locale.toString(total)));
        return;
    }
    const QString shown = locale.toString(mModel->shownCount());
    //: The boards the filter keeps, of all boards ("37 of 1,000").
    mCount->setText(tr("%1 of %2").arg(running ? shown + QStringLiteral("\u2026") : shown, locale.toString(total)));
}

void FilterBar::retranslate()
{
    lineEdit()->setPlaceholderText(tr("Filter: hcp(north) >= 15 && shape(south, any 5xxx)"));
    if (mError.isEmpty())
        showError(0, 0, {});
    updateCount();
}

bool FilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == lineEdit() && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        clearFilter();
        return true;
    }
    if (watched == lineEdit() && event->type() == QEvent::FocusOut)
        remember();
    return QWidget::eventFilter(watched, event);
}

void FilterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Kibitz
