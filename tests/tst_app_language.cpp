// Switching the interface language at runtime: the widgets built in one language show another after
// TranslationLoader::install(), without being built again. The German texts are those of
// translations/kibitz_de.ts (context and source named beside each row); the board is docs/formats.md#example-board
// (record 0 of Pavlicek's library: dealer North, auction P 1S P 1NT P 2H P 4H P P P, 4H by East, first trick
// CA C5 C2 H6, which East ruffs), so by the rules of bridge East is to play to trick 2.
#include "analysis/ddtraceview.h"
#include "clipboard/clipboardactions.h"
#include "document/document.h"
#include "editing/biddingbox.h"
#include "editing/dealeditor.h"
#include "editing/detailseditor.h"
#include "editing/playeditor.h"
#include "mainwindow.h"
#include "printing/printactions.h"
#include "views/auctionmodel.h"
#include "views/auctionview.h"
#include "views/boarddetails.h"

#include "formats/boardsource.h"
#include "i18n/translationloader.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

Board clubBoard()
{
    Board b = exampleBoard();
    b.setPlayer(Seat::North, QStringLiteral("Norbert"));
    b.setEvent(QStringLiteral("Club night"));
    return b;
}

void useLanguage(const char *code)
{
    TranslationLoader::install(QLocale(QString::fromLatin1(code)));
    // The language change reaches the widgets as posted events.
    QCoreApplication::processEvents();
}

/** The label a form shows for @p field (its buddy). */
QString labelFor(const QWidget *parent, const QWidget *field)
{
    for (const QLabel *label : parent->findChildren<QLabel *>()) {
        if (label->buddy() == field)
            return label->text();
    }
    return QStringLiteral("(no label)");
}

/** A main window with the edit panel, and an auction view and board details that stand alone. */
struct Fixture
{
    Fixture()
        : window(std::make_unique<MainWindow>())
    {
        window->setInteractive(false);
        window->setSource(std::make_unique<MemoryBoardSource>(QList<Board> { clubBoard() }), QString());
        window->resize(1280, 860);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            qWarning("window not exposed");
        window->selectBoard(0);
        window->showEditor(MainWindow::EditTab::Play); // the play editor follows the play to its end
        auction.setBoard(clubBoard());
        details.setBoard(clubBoard());
    }

    QString text(const QString &where) const
    {
        if (where == QLatin1String("details editor: event"))
            return window->detailsEditor()->eventEdit()->text();
        if (where == QLatin1String("menu bar: first menu"))
            return window->menuBar()->actions().value(0)->text();
        if (where == QLatin1String("deal editor: North's label"))
            return labelFor(window->dealEditor(), window->dealEditor()->handEdit(Seat::North));
        if (where == QLatin1String("deal editor: North's tool tip"))
            return window->dealEditor()->handEdit(Seat::North)->toolTip();
        if (where == QLatin1String("deal editor: card check"))
            return window->dealEditor()->checkText();
        if (where == QLatin1String("bidding box: undo button"))
            return window->biddingBox()->undoButton()->text();
        if (where == QLatin1String("bidding box: pass button"))
            return window->biddingBox()->button(Call::pass())->text();
        if (where == QLatin1String("bidding box: double's tool tip"))
            return window->biddingBox()->button(Call::dbl())->toolTip();
        if (where == QLatin1String("bidding box: explanation placeholder"))
            return window->biddingBox()->explanationEdit()->placeholderText();
        if (where == QLatin1String("play editor: status")) {
            // The contract and trick count follow; the part in question ends at the trick number, the first digit.
            const QString status = window->playEditor()->statusText();
            return status.left(status.indexOf(QLatin1Char('2')) + 1);
        }
        if (where == QLatin1String("details editor: dealer label"))
            return labelFor(window->detailsEditor(), window->detailsEditor()->dealerCombo());
        if (where == QLatin1String("details editor: North's name label"))
            return labelFor(window->detailsEditor(), window->detailsEditor()->playerEdit(Seat::North));
        if (where == QLatin1String("details editor: dealer East"))
            return window->detailsEditor()->dealerCombo()->itemText(int(Seat::East));
        if (where == QLatin1String("details editor: no number"))
            return window->detailsEditor()->numberSpin()->specialValueText();
        if (where == QLatin1String("auction grid: North's header"))
            return window->auctionView()->table()->model()->headerData(1, Qt::Horizontal).toString();
        if (where == QLatin1String("auction grid: North's first call"))
            return window->auctionView()->table()->model()->index(0, 1).data().toString();
        if (where == QLatin1String("auction view alone: contract"))
            return auction.contractText().section(QLatin1Char(' '), 0, 0);
        if (where == QLatin1String("board details alone: first row")) {
            static const QRegularExpression firstLabel(
                QStringLiteral("<td style=\"color:#6b7278; padding-right:10px\">([^<]*)</td>"));
            return firstLabel.match(details.html()).captured(1);
        }
        return QStringLiteral("(unknown place %1)").arg(where);
    }

    std::unique_ptr<MainWindow> window;
    AuctionView auction;
    BoardDetails details;
};

} // namespace

class TestAppLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void switchLanguage_data();
    void switchLanguage();
    void auctionModelAnnounces();
    void printActions();
    void traceStartFitsItsWords();
    void typingSurvives();
    void screenshots();
};

void TestAppLanguage::initTestCase()
{
    useTestSettings();
    QVERIFY(TranslationLoader::install(QLocale(QStringLiteral("en"))));
}

void TestAppLanguage::cleanup()
{
    TranslationLoader::install(QLocale(QStringLiteral("en")));
}

void TestAppLanguage::switchLanguage_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");

    // The board's own text is no interface text: it stays as typed.
    QTest::newRow("board's event is kept")
        << QStringLiteral("details editor: event") << QStringLiteral("Club night") << QStringLiteral("Club night");
    // Kibitz::MainWindow "&File".
    QTest::newRow("file menu") << QStringLiteral("menu bar: first menu") << QStringLiteral("&File")
                               << QStringLiteral("&Datei");
    // Kibitz::Seat "North".
    QTest::newRow("deal editor seat label")
        << QStringLiteral("deal editor: North's label") << QStringLiteral("North") << QStringLiteral("Nord");
    // Kibitz::DealEditor "%1's hand, spades first: ..." with Kibitz::Seat "North".
    QTest::newRow("deal editor hand tip")
        << QStringLiteral("deal editor: North's tool tip")
        << QStringLiteral("North's hand, spades first: suits separated by dots, T or 10 for the ten")
        << QStringLiteral("Hand von Nord, Pik zuerst: Farben durch Punkte getrennt, T oder 10 für die Zehn");
    // Kibitz::DealEditor "Complete deal: 52 cards, 13 each.", after the check mark.
    QTest::newRow("deal editor card check")
        << QStringLiteral("deal editor: card check") << QStringLiteral("\u2713 Complete deal: 52 cards, 13 each.")
        << QStringLiteral("\u2713 Vollständige Verteilung: 52 Karten, je 13.");
    // Kibitz::BiddingBox "Undo Last Call", "Pass", "Explanation of the next call"; Kibitz::Call "Dbl".
    QTest::newRow("bidding box undo") << QStringLiteral("bidding box: undo button") << QStringLiteral("Undo Last Call")
                                      << QStringLiteral("Letzte Ansage zurücknehmen");
    QTest::newRow("bidding box pass") << QStringLiteral("bidding box: pass button") << QStringLiteral("Pass")
                                      << QStringLiteral("Passe");
    QTest::newRow("bidding box double tip")
        << QStringLiteral("bidding box: double's tool tip") << QStringLiteral("Dbl") << QStringLiteral("Kontra");
    QTest::newRow("bidding box placeholder")
        << QStringLiteral("bidding box: explanation placeholder") << QStringLiteral("Explanation of the next call")
        << QStringLiteral("Erklärung zur nächsten Ansage");
    // Kibitz::PlayEditor "%1 to play, trick %2" with Kibitz::Seat "East".
    QTest::newRow("play editor status") << QStringLiteral("play editor: status")
                                        << QStringLiteral("East to play, trick 2")
                                        << QStringLiteral("Ost ist am Zug, Stich 2");
    // Kibitz::DetailsEditor "&Dealer:", "%1:" with Kibitz::Seat "North", "none"; Kibitz::Seat "East".
    QTest::newRow("details dealer label")
        << QStringLiteral("details editor: dealer label") << QStringLiteral("&Dealer:") << QStringLiteral("&Teiler:");
    QTest::newRow("details name label") << QStringLiteral("details editor: North's name label")
                                        << QStringLiteral("North:") << QStringLiteral("Nord:");
    QTest::newRow("details dealer item") << QStringLiteral("details editor: dealer East") << QStringLiteral("East")
                                         << QStringLiteral("Ost");
    QTest::newRow("details no number") << QStringLiteral("details editor: no number") << QStringLiteral("none")
                                       << QStringLiteral("keine");
    // Kibitz::Seat "North"; Kibitz::Call "Pass" (North, the dealer, passes first).
    QTest::newRow("auction header") << QStringLiteral("auction grid: North's header") << QStringLiteral("North")
                                    << QStringLiteral("Nord");
    QTest::newRow("auction call") << QStringLiteral("auction grid: North's first call") << QStringLiteral("Pass")
                                  << QStringLiteral("Passe");
    // Kibitz::AuctionView "Contract %1"; Kibitz::BoardDetails "Event" (the example has no title).
    QTest::newRow("auction view contract")
        << QStringLiteral("auction view alone: contract") << QStringLiteral("Contract") << QStringLiteral("Kontrakt");
    QTest::newRow("board details row") << QStringLiteral("board details alone: first row") << QStringLiteral("Event")
                                       << QStringLiteral("Veranstaltung");
}

void TestAppLanguage::switchLanguage()
{
    QFETCH(QString, where);
    QFETCH(QString, english);
    QFETCH(QString, german);

    Fixture fixture;
    const QList<QPointer<QWidget>> widgets = { fixture.window->dealEditor(), fixture.window->biddingBox(),
        fixture.window->playEditor(), fixture.window->detailsEditor(), fixture.window->auctionView() };
    QCOMPARE(fixture.text(where), english);

    useLanguage("de");
    QCOMPARE(fixture.text(where), german);

    useLanguage("en");
    QCOMPARE(fixture.text(where), english);

    // The same widgets all along.
    const QList<QPointer<QWidget>> after = { fixture.window->dealEditor(), fixture.window->biddingBox(),
        fixture.window->playEditor(), fixture.window->detailsEditor(), fixture.window->auctionView() };
    QCOMPARE(after, widgets);
    for (const auto &widget : widgets)
        QVERIFY(widget);
}

void TestAppLanguage::auctionModelAnnounces()
{
    // A view repaints its header and cells when told: the model must say that their texts changed.
    AuctionView view;
    view.setBoard(clubBoard());
    QSignalSpy headers(view.model(), &QAbstractItemModel::headerDataChanged);
    QSignalSpy cells(view.model(), &QAbstractItemModel::dataChanged);
    QSignalSpy resets(view.model(), &QAbstractItemModel::modelReset);

    useLanguage("de");
    QVERIFY(!headers.isEmpty());
    QCOMPARE(headers.last().at(0).value<Qt::Orientation>(), Qt::Horizontal);
    QCOMPARE(headers.last().at(1).toInt(), 0);
    QCOMPARE(headers.last().at(2).toInt(), 3);
    QVERIFY(!cells.isEmpty());
    // Rows: P 1S P 1NT / P 2H P 4H / P P P under North, so three rows of four columns.
    QCOMPARE(cells.last().at(0).toModelIndex(), view.model()->index(0, 0));
    QCOMPARE(cells.last().at(1).toModelIndex(), view.model()->index(2, 3));
    QCOMPARE(resets.count(), 0); // no reset: the grid keeps its scroll position
    // Kibitz::Seat "North", Kibitz::AuctionModel "%1, vulnerable" (board 1: nobody vulnerable, so no suffix).
    QCOMPARE(view.model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Nord"));
    QCOMPARE(view.model()->headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString(), QStringLiteral("Nord"));
}

void TestAppLanguage::printActions()
{
    Fixture fixture;
    PrintActions *actions = fixture.window->printActions();
    ClipboardActions *clipboard = fixture.window->clipboardActions();
    QCOMPARE(actions->printAction()->text(), QStringLiteral("&Print Hand Records\u2026"));

    useLanguage("de");
    // Action groups get no LanguageChange: the window passes it on through retranslate().
    actions->retranslate();
    clipboard->retranslate();
    // Kibitz::PrintActions "&Print Hand Records…" and the status tip of "Paste &Board".
    QCOMPARE(actions->printAction()->text(), QStringLiteral("Verteilungsblätter &drucken\u2026"));
    QCOMPARE(clipboard->pasteAction()->statusTip(),
        QStringLiteral("Die Boards aus der Zwischenablage (PBN, LIN, JSON oder eine Verteilung) nach dem aktuellen "
                       "Board einfügen"));

    useLanguage("en");
    actions->retranslate();
    clipboard->retranslate();
    QCOMPARE(actions->printAction()->text(), QStringLiteral("&Print Hand Records\u2026"));
}

void TestAppLanguage::traceStartFitsItsWords()
{
    // The start cell of the trace holds "makes" in bold under the value at the lead: Dutch "gemaakt" is longer.
    useLanguage("nl");
    MainWindow window;
    auto *view = window.findChild<DdTraceView *>(QStringLiteral("ddTraceView"));
    QVERIFY(view);
    view->setBoard(exampleBoard(), 0);
    view->resize(view->minimumSizeHint());
    QFont bold = view->font();
    bold.setBold(true);
    const qreal word = QFontMetricsF(bold).horizontalAdvance(QStringLiteral("gemaakt"));
    QVERIFY2(word <= view->startRect().width(),
        qPrintable(QStringLiteral("%1 > %2").arg(word).arg(view->startRect().width())));
}

void TestAppLanguage::typingSurvives()
{
    // A hand being typed that does not parse yet ("X" is no rank) is no board text to show again in the new
    // language. The editor alone: a main window shows its board again after a language change.
    Document document;
    document.setSource(std::make_unique<MemoryBoardSource>(QList<Board> { clubBoard() }));
    DealEditor editor(&document);
    editor.setBoardIndex(0);
    QLineEdit *edit = editor.handEdit(Seat::North);
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("AKQ.X"));
    QVERIFY(editor.handEditInvalid(Seat::North));

    useLanguage("de");
    QCOMPARE(edit->text(), QStringLiteral("AKQ.X"));
    QVERIFY(editor.handEditInvalid(Seat::North));
    // The board is untouched: North still holds the 13 cards of the example (record 0, docs/formats.md#example-board).
    QCOMPARE(document.board(0).deal().hand(Seat::North).count(), 13);
    // Kibitz::DealEditor "%1's hand, spades first: ..." with Kibitz::Seat "North".
    QCOMPARE(edit->toolTip(),
        QStringLiteral("Hand von Nord, Pik zuerst: Farben durch Punkte getrennt, T oder 10 für die Zehn"));
}

void TestAppLanguage::screenshots()
{
    // Built in English, switched to German: what a user sees right after choosing the language.
    // KIBITZ_SCREENSHOTS=dir keeps the pictures, to look at; the test itself checks the texts above.
    const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("set KIBITZ_SCREENSHOTS to a folder to keep the German edit panel's pictures");
    Fixture fixture;
    useLanguage("de");
    QDir().mkpath(dir);
    const std::pair<MainWindow::EditTab, const char *> tabs[]
        = { { MainWindow::EditTab::Deal, "deal" }, { MainWindow::EditTab::Auction, "auction" },
              { MainWindow::EditTab::Play, "play" }, { MainWindow::EditTab::Details, "details" } };
    for (const auto &[tab, name] : tabs) {
        fixture.window->showEditor(tab);
        QTest::qWait(30);
        QVERIFY(fixture.window->grab().save(
            QDir(dir).filePath(QStringLiteral("language-de-%1.png").arg(QLatin1String(name)))));
    }
}

QTEST_MAIN(TestAppLanguage)
#include "tst_app_language.moc"
