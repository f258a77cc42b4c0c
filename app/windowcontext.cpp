#include "windowcontext.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace Kibitz {

WindowContext::WindowContext(Document *document, QMainWindow *window)
    : QObject(window)
    , mDocument(document)
    , mWindow(window)
{
    // Helpers that are no widgets get no LanguageChange of their own: they hear it from the window.
    window->installEventFilter(this);
}

QUndoStack *WindowContext::undoStack() const
{
    return mDocument->undoStack();
}

void WindowContext::setCurrentBoard(qint64 index)
{
    if (index == mCurrentBoard)
        return;
    mCurrentBoard = index;
    Q_EMIT currentBoardChanged(index);
}

void WindowContext::setInteractive(bool interactive)
{
    if (interactive == mInteractive)
        return;
    mInteractive = interactive;
    Q_EMIT interactiveChanged(interactive);
}

void WindowContext::showStatus(const QString &message, int timeout) const
{
    mWindow->statusBar()->showMessage(message, timeout);
}

void WindowContext::clearStatus() const
{
    mWindow->statusBar()->clearMessage();
}

void WindowContext::showError(const QString &title, const QString &message)
{
    mLastError = message;
    showStatus(message);
    if (mInteractive) {
        auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, mWindow);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

void WindowContext::showError(const QString &message)
{
    // The texts keep the translation context the catalogues have them in.
    showError(QCoreApplication::translate("Kibitz::PrintActions", "Kibitz"), message);
}

void WindowContext::showWritten(const QString &fileName) const
{
    showStatus(
        QCoreApplication::translate("Kibitz::PrintActions", "Wrote %1").arg(QDir::toNativeSeparators(fileName)), 5000);
}

bool WindowContext::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mWindow && event->type() == QEvent::LanguageChange)
        Q_EMIT languageChanged();
    return QObject::eventFilter(watched, event);
}

} // namespace Kibitz
