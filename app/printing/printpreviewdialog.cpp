#include "printpreviewdialog.h"

#include "printing/pagepreview.h"

#include <QAction>
#include <QActionGroup>
#include <QDialogButtonBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

QString withShortcut(const QString &text, const QList<QKeySequence> &keys)
{
    const QString plain = QString(text).remove(QLatin1Char('&')).remove(QChar(0x2026));
    if (keys.isEmpty())
        return plain;
    return QStringLiteral("%1 (%2)").arg(plain, keys.first().toString(QKeySequence::NativeText));
}

/** The platform's keys for @p standard, and @p extra unless it is one of them. */
QList<QKeySequence> keysOf(QKeySequence::StandardKey standard, const QKeySequence &extra)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
    if (!keys.contains(extra))
        keys << extra;
    return keys;
}

} // namespace

PrintPreviewDialog::PrintPreviewDialog(const HandRecordOptions &options, const QList<Board> &boards, QWidget *parent)
    : QDialog(parent)
    , mPreview(new PagePreview)
    , mPage(new QSpinBox)
    , mPages(new QLabel)
    , mZoomText(new QLabel)
    , mFit(new QActionGroup(this))
{
    setWindowTitle(tr("Print Preview"));
    setObjectName(QStringLiteral("printPreview"));
    mPreview->setContent(options, boards);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(8, 6, 8, 6);
    bar->setSpacing(4);
    const auto add = [this, bar](const QString &icon, const QString &text, const QList<QKeySequence> &keys) {
        auto *action
            = new QAction(icon.isEmpty() ? QIcon() : QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)), text, this);
        action->setShortcuts(keys);
        action->setToolTip(withShortcut(text, keys));
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        button->setIconSize(QSize(20, 20));
        button->setToolButtonStyle(icon.isEmpty() ? Qt::ToolButtonTextOnly : Qt::ToolButtonIconOnly);
        bar->addWidget(button);
        return action;
    };
    const auto separator = [bar] {
        auto *line = new QFrame;
        line->setFrameShape(QFrame::VLine);
        line->setFrameShadow(QFrame::Sunken);
        bar->addSpacing(6);
        bar->addWidget(line);
        bar->addSpacing(6);
    };

    mFirst = add(QStringLiteral("first"), tr("First Page"),
        { QKeySequence(Qt::Key_Home), QKeySequence(Qt::CTRL | Qt::Key_Home) });
    mPrevious = add(QStringLiteral("prev"), tr("Previous Page"), { QKeySequence(Qt::Key_PageUp) });
    mPage->setRange(1, std::max(1, mPreview->pageCount()));
    mPage->setKeyboardTracking(false);
    mPage->setAlignment(Qt::AlignRight);
    mPage->setAccessibleName(tr("Page"));
    mPage->setMinimumWidth(mPage->fontMetrics().horizontalAdvance(QStringLiteral("00000")) + 36);
    bar->addWidget(mPage);
    mPages->setText(pageCountText());
    bar->addWidget(mPages);
    mNext = add(QStringLiteral("next"), tr("Next Page"), { QKeySequence(Qt::Key_PageDown) });
    mLast = add(
        QStringLiteral("last"), tr("Last Page"), { QKeySequence(Qt::Key_End), QKeySequence(Qt::CTRL | Qt::Key_End) });
    separator();
    mZoomOut = add(
        QString(), QStringLiteral("\u2212"), keysOf(QKeySequence::ZoomOut, QKeySequence(Qt::CTRL | Qt::Key_Minus)));
    mZoomOut->setToolTip(withShortcut(tr("Zoom Out"), mZoomOut->shortcuts()));
    mZoomText->setAlignment(Qt::AlignCenter);
    mZoomText->setMinimumWidth(mZoomText->fontMetrics().horizontalAdvance(QStringLiteral("0000%")));
    bar->addWidget(mZoomText);
    mZoomIn = add(QString(), QStringLiteral("+"), keysOf(QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)));
    mZoomIn->setToolTip(withShortcut(tr("Zoom In"), mZoomIn->shortcuts()));
    mFitWidth = add(QString(), tr("Fit &Width"), { QKeySequence(Qt::Key_W), QKeySequence(Qt::CTRL | Qt::Key_0) });
    mFitPage = add(QString(), tr("Fit P&age"), { QKeySequence(Qt::Key_F) });
    for (QAction *fit : { mFitWidth, mFitPage }) {
        fit->setCheckable(true);
        mFit->addAction(fit);
    }
    mFit->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    mFitWidth->setChecked(true);
    bar->addStretch();

    mPrint = new QAction(tr("&Print\u2026"), this);
    mPrint->setShortcut(QKeySequence::Print);
    mExportPdf = new QAction(tr("&Export PDF\u2026"), this);
    mExportPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    for (QAction *action : { mExportPdf, mPrint }) {
        action->setToolTip(withShortcut(action->text(), { action->shortcut() }));
        addAction(action);
        QPushButton *button = buttons->addButton(action->text(), QDialogButtonBox::ActionRole);
        button->setToolTip(action->toolTip());
        button->setAutoDefault(false);
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
    }
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    bar->addWidget(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    auto *rule = new QFrame;
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    layout->addWidget(rule);
    layout->addWidget(mPreview, 1);

    connect(mFirst, &QAction::triggered, mPreview, [this] { mPreview->setCurrentPage(0); });
    connect(
        mPrevious, &QAction::triggered, mPreview, [this] { mPreview->setCurrentPage(mPreview->currentPage() - 1); });
    connect(mNext, &QAction::triggered, mPreview, [this] { mPreview->setCurrentPage(mPreview->currentPage() + 1); });
    connect(mLast, &QAction::triggered, mPreview, [this] { mPreview->setCurrentPage(mPreview->pageCount() - 1); });
    connect(mPage, &QSpinBox::valueChanged, mPreview, [this](int page) { mPreview->setCurrentPage(page - 1); });
    connect(mZoomIn, &QAction::triggered, mPreview, &PagePreview::zoomIn);
    connect(mZoomOut, &QAction::triggered, mPreview, &PagePreview::zoomOut);
    connect(
        mFitWidth, &QAction::triggered, mPreview, [this] { mPreview->setZoomMode(PagePreview::ZoomMode::FitWidth); });
    connect(mFitPage, &QAction::triggered, mPreview, [this] { mPreview->setZoomMode(PagePreview::ZoomMode::FitPage); });
    connect(mPreview, &PagePreview::currentPageChanged, this, &PrintPreviewDialog::showPage);
    connect(mPreview, &PagePreview::zoomChanged, this, &PrintPreviewDialog::showZoom);
    connect(mPrint, &QAction::triggered, this, &PrintPreviewDialog::printRequested);
    connect(mExportPdf, &QAction::triggered, this, &PrintPreviewDialog::exportPdfRequested);

    showPage(0);
    showZoom();
    mPreview->setFocus();
}

PrintPreviewDialog::~PrintPreviewDialog() = default;

QString PrintPreviewDialog::pageCountText() const
{
    return tr("of %1").arg(QLocale().toString(mPreview->pageCount()));
}

void PrintPreviewDialog::showPage(int page)
{
    const QSignalBlocker blocker(mPage);
    mPage->setValue(page + 1);
    const int last = mPreview->pageCount() - 1;
    mFirst->setEnabled(page > 0);
    mPrevious->setEnabled(page > 0);
    mNext->setEnabled(page < last);
    mLast->setEnabled(page < last);
}

void PrintPreviewDialog::showZoom()
{
    mZoomText->setText(tr("%1%", "zoom").arg(qRound(mPreview->zoom() * 100)));
    mZoomIn->setEnabled(mPreview->zoom() < PagePreview::MaxZoom);
    mZoomOut->setEnabled(mPreview->zoom() > PagePreview::MinZoom);
    mFitWidth->setChecked(mPreview->zoomMode() == PagePreview::ZoomMode::FitWidth);
    mFitPage->setChecked(mPreview->zoomMode() == PagePreview::ZoomMode::FitPage);
}

} // namespace Kibitz
