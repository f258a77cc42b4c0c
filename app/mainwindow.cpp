#include "mainwindow.h"

#include "formats/formatregistry.h"

#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>

namespace Kibitz {

namespace {

QString handHtml(const Hand &hand)
{
    QStringList lines;
    for (Suit s : SuitsHighToLow) {
        QString ranks;
        for (Card c : hand.cards(s))
            ranks += QLatin1Char(rankChar(c.rank()));
        const QString color = isRed(s) ? QStringLiteral("#c00000") : QStringLiteral("#000000");
        lines << QStringLiteral("<span style='color:%1'>%2</span> %3")
                     .arg(color, suitSymbol(s), ranks.isEmpty() ? QStringLiteral("\u2014") : ranks);
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Kibitz"));
    auto *splitter = new QSplitter(this);
    mBoardList = new QListWidget(splitter);
    mBoardView = new QLabel(splitter);
    mBoardView->setAlignment(Qt::AlignCenter);
    mBoardView->setTextFormat(Qt::RichText);
    QFont font = mBoardView->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    mBoardView->setFont(font);
    splitter->setStretchFactor(1, 3);
    setCentralWidget(splitter);
    connect(mBoardList, &QListWidget::currentRowChanged, this, [this](int row) { showBoard(row); });
    resize(900, 600);
}

MainWindow::~MainWindow() = default;

bool MainWindow::openBundledSample()
{
    return openFile(QStringLiteral(":/samples/kibitz-sample.pbn"));
}

bool MainWindow::openFile(const QString &fileName)
{
    FormatError error;
    auto source = FormatRegistry::instance().open(fileName, {}, &error);
    if (!source) {
        QMessageBox::warning(this, tr("Cannot open file"), error.toString());
        statusBar()->showMessage(error.toString());
        return false;
    }
    mSource = std::move(source);
    mBoardList->clear();
    const qint64 shown = std::min<qint64>(mSource->count(), 100000);
    for (qint64 i = 0; i < shown; ++i) {
        const Board b = mSource->board(i);
        mBoardList->addItem(tr("Board %1  %2  %3")
                                .arg(b.number() ? QString::number(*b.number()) : QStringLiteral("-"))
                                .arg(QLatin1Char(seatLetter(b.dealer())))
                                .arg(vulnerabilityName(b.vulnerability())));
    }
    statusBar()->showMessage(tr("%n board(s)", nullptr, int(mSource->count())));
    if (mSource->count() > 0)
        mBoardList->setCurrentRow(0);
    return true;
}

void MainWindow::showBoard(qint64 index)
{
    if (!mSource || index < 0 || index >= mSource->count()) {
        mBoardView->clear();
        return;
    }
    const Board b = mSource->board(index);
    const Deal &d = b.deal();
    const QString centre = tr("Board %1<br>Dealer %2<br>Vul %3")
                               .arg(b.number() ? QString::number(*b.number()) : QStringLiteral("-"),
                                    seatName(b.dealer()), vulnerabilityName(b.vulnerability()));
    mBoardView->setText(QStringLiteral("<table cellpadding='12'>"
                                       "<tr><td></td><td>%1</td><td></td></tr>"
                                       "<tr><td>%4</td><td align='center'>%5</td><td>%2</td></tr>"
                                       "<tr><td></td><td>%3</td><td></td></tr></table>")
                            .arg(handHtml(d.hand(Seat::North)), handHtml(d.hand(Seat::East)),
                                 handHtml(d.hand(Seat::South)), handHtml(d.hand(Seat::West)), centre));
}

QString MainWindow::boardText() const
{
    return mBoardView->text();
}

} // namespace Kibitz
