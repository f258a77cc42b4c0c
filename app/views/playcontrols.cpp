#include "playcontrols.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QToolButton>

#include <climits>

namespace Kibitz {

PlayControls::PlayControls(QWidget *parent)
    : QWidget(parent)
    , mSlider(new QSlider(Qt::Horizontal))
    , mLabel(new QLabel)
{
    setObjectName(QStringLiteral("playBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 8);
    const auto step = [this, layout](const QString &icon, const char *text, QKeySequence key, auto target) {
        auto *action = new QAction(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)), QString(), this);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, [this, target] { emit positionRequested(target(mPosition)); });
        mTexts.add([this, action, text, key] {
            const QString translated = QCoreApplication::translate("Kibitz::PlayControls", text);
            action->setText(translated);
            action->setToolTip(QStringLiteral("%1 (%2)").arg(
                QString(translated).remove(QLatin1Char('&')), key.toString(QKeySequence::NativeText)));
        });
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        button->setIconSize(QSize(20, 20));
        layout->addWidget(button);
        mActions << action;
    };
    step(QStringLiteral("first"), QT_TRANSLATE_NOOP("Kibitz::PlayControls", "&Start"), QKeySequence(Qt::Key_Home),
        [](int) { return 0; });
    step(QStringLiteral("prev-trick"), QT_TRANSLATE_NOOP("Kibitz::PlayControls", "Previous &Trick"),
        QKeySequence(Qt::Key_Up), [](int position) { return trickStep(position, -1); });
    step(QStringLiteral("prev"), QT_TRANSLATE_NOOP("Kibitz::PlayControls", "&Previous Card"),
        QKeySequence(Qt::Key_Left), [](int position) { return cardStep(position, -1); });
    layout->addSpacing(2);
    step(QStringLiteral("next"), QT_TRANSLATE_NOOP("Kibitz::PlayControls", "&Next Card"), QKeySequence(Qt::Key_Right),
        [](int position) { return cardStep(position, 1); });
    step(QStringLiteral("next-trick"), QT_TRANSLATE_NOOP("Kibitz::PlayControls", "Next T&rick"),
        QKeySequence(Qt::Key_Down), [](int position) { return trickStep(position, 1); });
    step(QStringLiteral("last"), QT_TRANSLATE_NOOP("Kibitz::PlayControls", "&End"), QKeySequence(Qt::Key_End),
        [](int) { return INT_MAX; });
    mSlider->setPageStep(4);
    mSlider->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(mSlider, 1);
    mLabel->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 16);
    layout->addWidget(mLabel);
    connect(mSlider, &QSlider::valueChanged, this, &PlayControls::positionRequested);
    setPosition(0, 0);
}

int PlayControls::cardStep(int position, int delta)
{
    return std::max(0, position + delta);
}

int PlayControls::trickStep(int position, int delta)
{
    if (delta > 0)
        return (position / 4 + delta) * 4;
    if (delta < 0)
        return std::max(0, (position % 4 ? position / 4 * 4 : position - 4) + (delta + 1) * 4);
    return position;
}

void PlayControls::setPosition(int position, int total)
{
    mPosition = position;
    mTotal = total;
    const QSignalBlocker blocker(mSlider);
    mSlider->setRange(0, total);
    mSlider->setValue(position);
    mSlider->setEnabled(total > 0);
    for (int i = 0; i < mActions.size(); ++i)
        mActions[i]->setEnabled(i < mActions.size() / 2 ? position > 0 : position < total);
    updateLabel();
}

void PlayControls::updateLabel()
{
    if (mTotal == 0)
        mLabel->setText(QCoreApplication::translate("Kibitz::PlayControls", "No play recorded"));
    else
        mLabel->setText(
            QCoreApplication::translate("Kibitz::PlayControls", "Card %1 of %2").arg(mPosition).arg(mTotal));
}

void PlayControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        mTexts.retranslate();
        updateLabel();
    }
    QWidget::changeEvent(event);
}

} // namespace Kibitz
