#include "boardpanel.h"

#include "document/document.h"

#include <QEvent>

namespace Kibitz {

BoardPanel::BoardPanel(Document *document, const char *context, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mTexts(context)
{
    connect(mDocument, &Document::boardChanged, this, [this](qint64 index) {
        if (index == mIndex)
            refresh();
    });
    connect(mDocument, &Document::boardsChanged, this, &BoardPanel::refresh);
}

void BoardPanel::setBoardIndex(qint64 index)
{
    mIndex = index;
    boardIndexChanged();
}

bool BoardPanel::hasBoard() const
{
    return mIndex >= 0 && mIndex < mDocument->count();
}

void BoardPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        mTexts.retranslate();
        languageChanged();
    }
    QWidget::changeEvent(event);
}

} // namespace Kibitz
