#include "auctionview.h"

#include "views/auctionmodel.h"
#include "views/cardstyle.h"
#include "views/palette.h"
#include "views/suittextdelegate.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace Kibitz {

AuctionView::AuctionView(QWidget *parent)
    : QWidget(parent)
    , mModel(new AuctionModel(this))
    , mTable(new QTableView(this))
    , mContract(new QLabel(this))
    , mNotes(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    mTable->setModel(mModel);
    mTable->setItemDelegate(new SuitTextDelegate(mTable));
    mTable->verticalHeader()->hide();
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mTable->verticalHeader()->setDefaultSectionSize(mTable->fontMetrics().height() + 10);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->horizontalHeader()->setHighlightSections(false);
    mTable->setShowGrid(false);
    mTable->setSelectionMode(QAbstractItemView::NoSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setFocusPolicy(Qt::NoFocus);
    mTable->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    mTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mTable->setMinimumHeight(mTable->fontMetrics().height() * 6);
    connect(mTable, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const int call = index.data(AuctionModel::CallIndexRole).toInt();
        if (call >= 0)
            Q_EMIT callActivated(call);
    });
    layout->addWidget(mTable, 1);

    QFont bold = mContract->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    mContract->setFont(bold);
    mContract->setTextFormat(Qt::RichText);
    layout->addWidget(mContract);
    mNotes->setTextFormat(Qt::RichText);
    mNotes->setWordWrap(true);
    layout->addWidget(mNotes);
}

QString AuctionView::contractText() const
{
    return mContractPlain;
}

void AuctionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        mModel->retranslate();
        showContract();
    }
    QWidget::changeEvent(event);
}

void AuctionView::setBoard(const Board &board)
{
    mBoard = board;
    mModel->setAuction(board.auction(), board.vulnerability());
    showContract();
}

void AuctionView::showContract()
{
    const Board &board = mBoard;
    const Auction &auction = board.auction();
    QString text;
    QString color;
    if (auction.isEmpty()) {
        text = board.explicitContract() ? tr("Contract %1").arg(board.explicitContract()->toDisplayString())
                                        : tr("No auction");
        color = board.explicitContract() ? QString() : Palette::css(Palette::Muted);
    } else if (const auto why = auction.validate()) {
        text = tr("\u26a0 %1").arg(*why);
        color = Palette::css(Palette::Error);
    } else if (const auto contract = auction.contract()) {
        const auto stated = board.explicitContract();
        const auto name
            = [this](const Contract &c) { return c.isPassedOut() ? tr("Passed out") : c.toDisplayString(); };
        if (stated && !(*stated == *contract)) {
            // The board (header, score) goes by the stated contract: say so rather than show two contracts silently.
            text = tr("\u26a0 The auction ends in %1, but the file states the contract %2; %2 is used.")
                       .arg(name(*contract), name(*stated));
            color = Palette::css(Palette::Caution);
        } else {
            text = contract->isPassedOut() ? tr("Passed out") : tr("Contract %1").arg(contract->toDisplayString());
        }
    } else {
        text = tr("Auction in progress");
        color = Palette::css(Palette::Muted);
    }
    mContractPlain = text;
    const QString html = CardStyle::suitHtml(text);
    mContract->setText(color.isEmpty() ? html : QStringLiteral("<span style=\"color:%1\">%2</span>").arg(color, html));
    mContract->setWordWrap(true);

    const QStringList notes = mModel->notes();
    QStringList lines;
    for (const QString &note : notes)
        lines << CardStyle::suitHtml(note);
    mNotes->setText(lines.join(QStringLiteral("<br>")));
    mNotes->setVisible(!notes.isEmpty());
}

} // namespace Kibitz
