// The auction and the play entered from the keyboard only (no mouse needed), offscreen. Expected values
// come from the example board of docs/formats.md#example-board (record 0: dealer North, P 1S P 1NT P 2H P 4H
// P P P, 4H by East, the first trick CA C5 C2 H6) and from the hands of its deal.
#include "document/document.h"
#include "editing/biddingbox.h"
#include "editing/playeditor.h"
#include "mainwindow.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QApplication>
#include <QDockWidget>
#include <QTabWidget>
#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

// Keys go to the active window.
const WindowSetup Active { .wait = WindowWait::Active };

QString callsOf(const Auction &auction)
{
    QStringList calls;
    for (const Call &call : auction.calls())
        calls << call.toString();
    return calls.join(QLatin1Char(' '));
}

QString cardNames(const QList<Card> &cards)
{
    QStringList names;
    for (Card card : cards)
        names << card.toString();
    return names.join(QLatin1Char(' '));
}

} // namespace

class TestAppKeyboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void typedCalls_data();
    void typedCalls();
    void tabReachesBiddingBox();
    void typedCards_data();
    void typedCards();
};

void TestAppKeyboard::initTestCase()
{
    useTestSettings();
}

void TestAppKeyboard::typedCalls_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("calls");
    // No call has level 8 and "q" names nothing: nothing is entered.
    QTest::newRow("nonsense enters nothing") << QStringLiteral("8sq") << QString();
    QTest::newRow("1C is not legal after 1S") << QStringLiteral("1s1c") << QStringLiteral("1S");
    QTest::newRow("example auction") << QStringLiteral("p1sp1ntp2hp4hppp")
                                     << QStringLiteral("P 1S P 1NT P 2H P 4H P P P");
    QTest::newRow("1n without t, capitals") << QStringLiteral("1N P 3N") << QStringLiteral("1NT P 3NT");
    QTest::newRow("x doubles, xx redoubles") << QStringLiteral("1sxxxppp") << QStringLiteral("1S X XX P P P");
    QTest::newRow("d and r") << QStringLiteral("2sdr") << QStringLiteral("2S X XX");
}

void TestAppKeyboard::typedCalls()
{
    QFETCH(QString, keys);
    QFETCH(QString, calls);
    Board board = exampleBoard();
    board.setAuction(Auction(Seat::North));
    board.setPlayedCards({});
    const auto w = windowWith({ board }, Active);
    // Ctrl+2 (Edit > Edit Auction) opens the bidding box with the keyboard on it.
    QTest::keyClick(w.get(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), w->biddingBox());
    QTest::keyClicks(QApplication::focusWidget(), keys);
    QCOMPARE(callsOf(w->document()->board(0).auction()), calls);
    // Backspace takes the last call back.
    if (!calls.isEmpty()) {
        QTest::keyClick(w->biddingBox(), Qt::Key_Backspace);
        QCOMPARE(w->document()->board(0).auction().calls().size(), calls.count(QLatin1Char(' ')));
    }
}

void TestAppKeyboard::tabReachesBiddingBox()
{
    Board board = exampleBoard();
    board.setAuction(Auction(Seat::North));
    const auto w = windowWith({ board }, Active);
    w->showEditor(MainWindow::EditTab::Auction);
    w->handDiagram()->setFocus();
    QCOMPARE(QApplication::focusWidget(), w->handDiagram());
    bool reached = false;
    for (int i = 0; i < 60 && !reached; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        reached = QApplication::focusWidget() == w->biddingBox();
    }
    QVERIFY(reached);
    QTest::keyClicks(w->biddingBox(), QStringLiteral("1h"));
    QCOMPARE(callsOf(w->document()->board(0).auction()), QStringLiteral("1H"));
}

void TestAppKeyboard::typedCards_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("cards");
    // South (on lead against 4H by East) holds no SK: West has it.
    QTest::newRow("a card South does not hold") << QStringLiteral("sk") << QString();
    QTest::newRow("example trick") << QStringLiteral("cac5c2h6") << QStringLiteral("CA C5 C2 H6");
    QTest::newRow("c10 and rank first") << QStringLiteral("ca5cc10h6") << QStringLiteral("CA C5 CT H6");
    QTest::newRow("ct, capitals, spaces") << QStringLiteral("CA c5 CT H6") << QStringLiteral("CA C5 CT H6");
    // West must follow clubs: H2 is refused, then C5 is typed.
    QTest::newRow("a revoke is refused") << QStringLiteral("cah2c5") << QStringLiteral("CA C5");
}

void TestAppKeyboard::typedCards()
{
    QFETCH(QString, keys);
    QFETCH(QString, cards);
    Board board = exampleBoard();
    board.setPlayedCards({});
    const auto w = windowWith({ board }, Active);
    QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), w->playEditor());
    QTest::keyClicks(QApplication::focusWidget(), keys);
    QCOMPARE(cardNames(w->document()->board(0).playedCards()), cards);
}

QTEST_MAIN(TestAppKeyboard)
#include "tst_app_keyboard.moc"
