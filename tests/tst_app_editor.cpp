// Widget tests of the editor, offscreen. Expected values come from the example board (docs/formats.md#example-board)
// (record 0 of Pavlicek's library: N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95,
// auction P 1S P 1NT P 2H P 4H P P P, 4H by East, first trick CA C5 C2 H6), from the rules of bridge and
// from the formats' stated capabilities, never from Kibitz's own output.
#include "document/document.h"
#include "document/editcommands.h"
#include "document/savedialogs.h"
#include "editing/biddingbox.h"
#include "editing/cardpicker.h"
#include "editing/dealeditor.h"
#include "editing/detailseditor.h"
#include "editing/playeditor.h"
#include "mainwindow.h"
#include "views/boardlistmodel.h"
#include "views/handdiagram.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"
#include "formats/lossreport.h"

#include "apptestutil.h"
#include "testutil.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

/** The example board (docs/formats.md#example-board) with names and a double-dummy cell, as a teaching set would hold
 * it. */
Board teachingBoard()
{
    Board b = exampleBoard();
    b.setPlayer(Seat::North, QStringLiteral("Norbert"));
    b.setPlayer(Seat::East, QStringLiteral("Eric"));
    b.setPlayer(Seat::South, QStringLiteral("Sally"));
    b.setPlayer(Seat::West, QStringLiteral("Wendy"));
    b.setEvent(QStringLiteral("Club night"));
    // docs/formats.md#giblib, record 0, NT with South leading: North-South take 4, so East declares and takes 9.
    b.doubleDummy().setTricks(Seat::East, Strain::NoTrump, 9);
    return b;
}

/** Board 2 of the cycle (dealer East, N-S vulnerable) with the record-0 deal and no auction. */
Board secondBoard()
{
    Board b;
    b.setNumberWithCycle(2);
    b.setDeal(dealOf(Record0).rotated(1));
    return b;
}

// The editor's panels below the diagram want a taller window than the viewer's 800 pixels.
const WindowSetup Editing { .size = { 1280, 860 } };
const WindowSetup EditingInteractive { .size = { 1280, 860 }, .interactive = true };

/** Answers the next modal message box named @p name with @p button; records that it appeared. */
void answerBox(const QString &name, QMessageBox::StandardButton button, bool *seen, QString *text = nullptr)
{
    QTimer::singleShot(0, [=] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != name) {
            // Not up yet: try again once the event loop has shown it.
            answerBox(name, button, seen, text);
            return;
        }
        *seen = true;
        if (text)
            *text = box->text() + QLatin1Char('\n') + box->informativeText();
        box->button(button)->click();
    });
}

// Test artifacts go beside the test binary; KIBITZ_SCREENSHOT_DIR=docs/screenshots refreshes the README's pictures.
QString screenshotPath(const QString &name)
{
    const QString dir = qEnvironmentVariableIsSet("KIBITZ_SCREENSHOT_DIR")
        ? qEnvironmentVariable("KIBITZ_SCREENSHOT_DIR")
        : QCoreApplication::applicationDirPath() + QStringLiteral("/screenshots");
    QDir().mkpath(dir);
    return QDir(dir).filePath(name);
}

} // namespace

class TestAppEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pieceTable_data();
    void pieceTable();
    void dealEntry_data();
    void dealEntry();
    void dealTools_data();
    void dealTools();
    void auctionEntry_data();
    void auctionEntry();
    void playEntry_data();
    void playEntry();
    void boardOperations_data();
    void boardOperations();
    void detailsTyping_data();
    void detailsTyping();
    void saveReload_data();
    void saveReload();
    void lossDialog_data();
    void lossDialog();
    void typedExtension_data();
    void typedExtension();
    void unsavedPrompt_data();
    void unsavedPrompt();
    void failedSave_data();
    void failedSave();
    void screenshots();
};

void TestAppEditor::initTestCase()
{
    useTestSettings();
}

void TestAppEditor::pieceTable_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<QList<qint64>>("positions");
    QTest::addColumn<QList<int>>("numbers");

    const qint64 n = 10485760; // Pavlicek's full library
    // Board i of the source carries number i % 1000000 + 1.
    QTest::newRow("negative: delete past the end changes nothing")
        << QStringLiteral("remove-past-end") << n << QList<qint64> { 0, n - 1 } << QList<int> { 1, 485760 };
    QTest::newRow("insert a board at the front")
        << QStringLiteral("insert-front") << n + 1 << QList<qint64> { 0, 1, n } << QList<int> { 77, 1, 485760 };
    QTest::newRow("delete board 3") << QStringLiteral("remove-2") << n - 1 << QList<qint64> { 1, 2, n - 2 }
                                    << QList<int> { 2, 4, 485760 };
    QTest::newRow("move board 1 after board 3")
        << QStringLiteral("move-0-2") << n << QList<qint64> { 0, 1, 2, 3 } << QList<int> { 2, 3, 1, 4 };
    QTest::newRow("edit the last board") << QStringLiteral("edit-last") << n << QList<qint64> { n - 2, n - 1 }
                                         << QList<int> { 485759, 99 };
}

void TestAppEditor::pieceTable()
{
    QFETCH(QString, edit);
    QFETCH(qint64, count);
    QFETCH(QList<qint64>, positions);
    QFETCH(QList<int>, numbers);

    Document doc;
    auto source = std::make_unique<CountingSource>(10485760);
    const CountingSource *counter = source.get();
    doc.setSource(std::move(source));
    QUndoStack *stack = doc.undoStack();
    Board inserted;
    inserted.setNumber(77);
    if (edit == QLatin1String("remove-past-end"))
        stack->push(new RemoveBoardsCommand(&doc, doc.count(), 1));
    else if (edit == QLatin1String("insert-front"))
        stack->push(new InsertBoardsCommand(&doc, 0, { inserted }, QStringLiteral("Add board")));
    else if (edit == QLatin1String("remove-2"))
        stack->push(new RemoveBoardsCommand(&doc, 2, 1));
    else if (edit == QLatin1String("move-0-2"))
        stack->push(new MoveBoardsCommand(&doc, 0, 1, 2));
    else if (edit == QLatin1String("edit-last"))
        stack->push(new EditDetailCommand(&doc, doc.count() - 1, EditDetailCommand::Field::Number, 99));

    QCOMPARE(doc.count(), count);
    for (qsizetype i = 0; i < positions.size(); ++i)
        QCOMPARE(doc.board(positions[i]).number().value_or(-1), numbers[i]);
    QVERIFY(doc.pieceCount() <= 5);
    QVERIFY2(counter->decoded < 100, qPrintable(QString::number(counter->decoded)));
    QCOMPARE(doc.isModified(), edit != QLatin1String("remove-past-end") || stack->count() > 0);
    stack->undo();
    QCOMPARE(doc.count(), qint64(10485760));
    QCOMPARE(doc.board(0).number().value_or(-1), 1);
    QCOMPARE(doc.board(10485759).number().value_or(-1), 485760);
    QVERIFY(!doc.isModified());
}

void TestAppEditor::dealEntry_data()
{
    QTest::addColumn<QString>("way");
    QTest::addColumn<int>("commands");

    // An X is no rank: the line never parses, is marked, and the deal stays as it was.
    QTest::newRow("negative: typed hand starting with an X") << QStringLiteral("bad-typing") << 0;
    // 52 clicks, one command each.
    QTest::newRow("card picker") << QStringLiteral("picker") << 52;
    // Typing merges: one command per hand.
    QTest::newRow("typing hands") << QStringLiteral("typing") << 4;
    QTest::newRow("paste") << QStringLiteral("paste") << 1;
    QTest::newRow("three typed hands and complete") << QStringLiteral("complete") << 4;
    // Record 0 with East's spade ace given to North: dragging it back to East fixes the deal.
    QTest::newRow("drag a card between hands") << QStringLiteral("drag") << 1;
}

void TestAppEditor::dealEntry()
{
    QFETCH(QString, way);
    QFETCH(int, commands);

    Board start;
    start.setNumberWithCycle(1);
    if (way == QLatin1String("drag")) {
        Deal wrong = dealOf(Record0);
        Hand north = wrong.hand(Seat::North), east = wrong.hand(Seat::East);
        north.add(Card(Suit::Spades, Rank::Ace));
        east.remove(Card(Suit::Spades, Rank::Ace));
        wrong.setHand(Seat::North, north);
        wrong.setHand(Seat::East, east);
        start.setDeal(wrong);
    }
    auto w = windowWith({ start }, Editing);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->showEditor(MainWindow::EditTab::Deal);
    DealEditor *editor = w->dealEditor();
    Document *doc = w->document();
    const Deal before = doc->board(0).deal();

    if (way == QLatin1String("bad-typing")) {
        QLineEdit *edit = editor->handEdit(Seat::North);
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("XKQ.T98.765.432"));
        QVERIFY(editor->handEditInvalid(Seat::North));
        QCOMPARE(doc->board(0).deal(), before);
        QCOMPARE(doc->undoStack()->count(), commands);
        return;
    }
    if (way == QLatin1String("picker")) {
        CardPicker *picker = editor->picker();
        for (Seat s : AllSeats) {
            QCOMPARE(editor->selectedSeat(), s); // auto-advance after 13 cards
            for (Card c : dealOf(Record0).hand(s).cards())
                QTest::mouseClick(picker, Qt::LeftButton, {}, picker->cardRect(c).center());
        }
    } else if (way == QLatin1String("typing") || way == QLatin1String("complete")) {
        for (Seat s : AllSeats) {
            if (way == QLatin1String("complete") && s == Seat::West)
                break;
            QLineEdit *edit = editor->handEdit(s);
            edit->setFocus();
            edit->selectAll();
            QTest::keyClicks(edit, dealOf(Record0).hand(s).toString());
            QVERIFY(!editor->handEditInvalid(s));
        }
        if (way == QLatin1String("complete")) {
            QVERIFY(editor->checkText().contains(QStringLiteral("13 card")));
            editor->completeHand();
        }
    } else if (way == QLatin1String("paste")) {
        QVERIFY(editor->pasteDeal(QStringLiteral("[Deal \"") + Record0 + QStringLiteral("\"]")));
    } else if (way == QLatin1String("drag")) {
        HandDiagram *d = w->handDiagram();
        QCOMPARE(d->editMode(), HandDiagram::EditMode::Deal);
        d->grab(); // lays the cards out
        const QPoint from = d->cardRect(Seat::North, Card(Suit::Spades, Rank::Ace)).center().toPoint();
        const QPoint to = d->handRect(Seat::East).center().toPoint();
        QVERIFY(!from.isNull());
        QTest::mousePress(d, Qt::LeftButton, {}, from);
        QTest::mouseMove(d, from + QPoint(10, 0));
        QTest::mouseMove(d, to);
        QTest::mouseRelease(d, Qt::LeftButton, {}, to);
    }

    QCOMPARE(doc->board(0).deal().toString(), Record0);
    QVERIFY(editor->checkText().contains(QStringLiteral("Complete deal")));
    QCOMPARE(doc->undoStack()->count(), commands);
    QVERIFY(doc->isModified());
    QVERIFY(w->isWindowModified());
    // The diagram shows the model.
    QCOMPARE(w->handDiagram()->board().deal().toString(), Record0);
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QCOMPARE(doc->board(0).deal(), before);
    QVERIFY(!doc->isModified());
    while (doc->undoStack()->canRedo())
        doc->undoStack()->redo();
    QCOMPARE(doc->board(0).deal().toString(), Record0);
}

void TestAppEditor::dealTools_data()
{
    QTest::addColumn<QString>("tool");

    QTest::newRow("negative: complete with two short hands changes nothing") << QStringLiteral("complete-two-short");
    QTest::newRow("deal the rest at random") << QStringLiteral("random");
    QTest::newRow("rotate the whole board") << QStringLiteral("rotate");
    QTest::newRow("swap North and South") << QStringLiteral("swap");
    QTest::newRow("clear") << QStringLiteral("clear");
    QTest::newRow("a card given marks the DD table unknown") << QStringLiteral("give");
}

void TestAppEditor::dealTools()
{
    QFETCH(QString, tool);

    auto w = windowWith({ teachingBoard() }, Editing);
    DealEditor *editor = w->dealEditor();
    Document *doc = w->document();
    const Board before = doc->board(0);
    if (tool == QLatin1String("complete-two-short")) {
        Deal d = dealOf(Record0);
        d.setHand(Seat::East, Hand());
        d.setHand(Seat::West, Hand());
        doc->undoStack()->push(new PasteDealCommand(doc, 0, d, std::nullopt));
        editor->completeHand();
        QCOMPARE(doc->board(0).deal(), d);
        QVERIFY(!editor->checkText().isEmpty());
        return;
    }
    if (tool == QLatin1String("random")) {
        Deal d = dealOf(Record0);
        d.setHand(Seat::East, Hand());
        d.setHand(Seat::West, Hand());
        doc->undoStack()->push(new PasteDealCommand(doc, 0, d, std::nullopt));
        w->setRandomSeed(42);
        editor->dealRemaining();
        const Deal dealt = doc->board(0).deal();
        QVERIFY(dealt.isComplete());
        QCOMPARE(dealt.hand(Seat::North), dealOf(Record0).hand(Seat::North));
        QCOMPARE(dealt.hand(Seat::South), dealOf(Record0).hand(Seat::South));
        // The same seed deals the same cards again.
        doc->undoStack()->undo();
        w->setRandomSeed(42);
        editor->dealRemaining();
        QCOMPARE(doc->board(0).deal(), dealt);
        doc->undoStack()->undo();
        doc->undoStack()->redo();
        QCOMPARE(doc->board(0).deal(), dealt);
    } else if (tool == QLatin1String("rotate")) {
        editor->rotate(1);
        const Board b = doc->board(0);
        // Every seat moves one clockwise: North's hand to East, dealer North to East, 4H by East to South.
        QCOMPARE(b.deal(), dealOf(Record0).rotated(1));
        QCOMPARE(b.dealer(), Seat::East);
        QCOMPARE(b.contract()->declarer, Seat::South);
        QCOMPARE(b.contract()->level, 4);
        QCOMPARE(b.player(Seat::East), QStringLiteral("Norbert"));
        QCOMPARE(b.doubleDummy().tricks(Seat::South, Strain::NoTrump), std::optional<int>(9));
        QCOMPARE(b.openingLeader(), Seat::West);
        QVERIFY(!b.play().validate()); // the club ace is still a legal lead, now from West
        doc->undoStack()->undo();
        QCOMPARE(doc->board(0), before);
    } else if (tool == QLatin1String("swap")) {
        editor->swapHands(Seat::North, Seat::South);
        QCOMPARE(doc->board(0).deal().hand(Seat::North), dealOf(Record0).hand(Seat::South));
        QCOMPARE(doc->board(0).deal().hand(Seat::South), dealOf(Record0).hand(Seat::North));
        QVERIFY(doc->board(0).doubleDummy().isEmpty());
    } else if (tool == QLatin1String("clear")) {
        editor->clearDeal();
        QCOMPARE(doc->board(0).deal().cardCount(), 0);
        QVERIFY(editor->checkText().contains(QStringLiteral("No cards")));
    } else if (tool == QLatin1String("give")) {
        editor->setSelectedSeat(Seat::North);
        editor->giveCard(Card(Suit::Spades, Rank::Ace)); // East's ace to North: 14 and 12 cards
        const Board b = doc->board(0);
        QCOMPARE(b.deal().hand(Seat::North).count(), 14);
        QVERIFY(b.doubleDummy().isEmpty());
        QVERIFY(!b.deal().isValid());
        QVERIFY2(editor->checkText().contains(QStringLiteral("North holds 14 cards")), qPrintable(editor->checkText()));
        // The board list marks the board until it is valid again.
        doc->undoStack()->undo();
        QCOMPARE(doc->board(0).doubleDummy().tricks(Seat::East, Strain::NoTrump), std::optional<int>(9));
    }
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QCOMPARE(doc->board(0).deal(), before.deal());
}

void TestAppEditor::auctionEntry_data()
{
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("refused");
    QTest::addColumn<QString>("contract");

    // Law 27: 1H after 1S is insufficient, so the box does not offer it; a double of partner's bid is illegal.
    QTest::newRow("negative: insufficient 1H after 1S") << QStringLiteral("P 1S") << QStringLiteral("1H") << QString();
    QTest::newRow("negative: double partner") << QStringLiteral("P 1S P") << QStringLiteral("X") << QString();
    // The example board's auction (docs/formats.md#example-board): 4H by East.
    QTest::newRow("example board auction")
        << QStringLiteral("P 1S P 1NT P 2H P 4H P P P") << QString() << QStringLiteral("4H by East");
    QTest::newRow("passed out") << QStringLiteral("P P P P") << QString() << QStringLiteral("passed out");
}

void TestAppEditor::auctionEntry()
{
    QFETCH(QString, calls);
    QFETCH(QString, refused);
    QFETCH(QString, contract);

    Board b = teachingBoard();
    b.setAuction(Auction(Seat::North));
    b.setPlayedCards({});
    auto w = windowWith({ b }, Editing);
    w->showEditor(MainWindow::EditTab::Auction);
    BiddingBox *box = w->biddingBox();
    Document *doc = w->document();
    const QStringList list = calls.split(QLatin1Char(' '));
    for (const QString &c : list) {
        const Call call = *Call::parse(c);
        QVERIFY2(box->button(call)->isEnabled(), qPrintable(c));
        if (c == QLatin1String("1NT")) {
            box->alertBox()->setChecked(true);
            box->explanationEdit()->setText(QStringLiteral("forcing for one round"));
        }
        QTest::mouseClick(box->button(call), Qt::LeftButton);
    }
    QCOMPARE(doc->board(0).auction().toString().remove(QLatin1Char('!')), auctionOf(calls).toString());
    QCOMPARE(doc->undoStack()->count(), int(list.size()));
    if (!refused.isEmpty()) {
        const Call call = *Call::parse(refused);
        QVERIFY(!box->button(call)->isEnabled());
        QVERIFY(!box->makeCall(call));
        QCOMPARE(doc->board(0).auction().size(), int(list.size()));
        return;
    }
    const Board after = doc->board(0);
    if (contract == QLatin1String("passed out")) {
        QVERIFY(after.auction().isPassedOut());
    } else {
        QCOMPARE(after.contract()->level, 4);
        QCOMPARE(after.contract()->strain, Strain::Hearts);
        QCOMPARE(after.contract()->declarer, Seat::East);
        const Call oneNt = after.auction().calls().at(3);
        QVERIFY(oneNt.isAlerted());
        QCOMPARE(oneNt.explanation(), QStringLiteral("forcing for one round"));
        // An explanation added afterwards (double-clicking the call in the auction grid).
        doc->undoStack()->push(new AlertCommand(doc, 0, 5, true, QStringLiteral("natural, 6+ hearts")));
        QCOMPARE(doc->board(0).auction().calls().at(5).explanation(), QStringLiteral("natural, 6+ hearts"));
        doc->undoStack()->undo();
        QVERIFY(!doc->board(0).auction().calls().at(5).isAlerted());
    }
    // A complete auction takes no more calls.
    QVERIFY(!box->button(Call::pass())->isEnabled());
    // Undo the last call with the button, then with the stack; redo brings both back.
    QTest::mouseClick(box->undoButton(), Qt::LeftButton);
    QCOMPARE(doc->board(0).auction().size(), int(list.size()) - 1);
    QVERIFY(box->button(Call::pass())->isEnabled());
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->board(0).auction().size(), int(list.size()) - 1);
    doc->undoStack()->redo();
    QCOMPARE(doc->board(0).auction().size(), int(list.size()));
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QVERIFY(doc->board(0).auction().isEmpty());
}

void TestAppEditor::playEntry_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("refusedSeat");
    QTest::addColumn<QString>("refused");
    QTest::addColumn<int>("tricksEW");

    // South leads against 4H by East. West holds clubs (QJ95), so after the club ace a heart is refused.
    QTest::newRow("negative: West must follow to the club ace")
        << QStringLiteral("CA") << QStringLiteral("W") << QStringLiteral("HK") << 0;
    QTest::newRow("negative: not South's card to lead")
        << QString() << QStringLiteral("E") << QStringLiteral("SA") << 0;
    // The example board's trick 1 (docs/formats.md#example-board): East, void in clubs, ruffs: East-West win it.
    QTest::newRow("first trick ruffed") << QStringLiteral("CA C5 C2 H6") << QString() << QString() << 1;
}

void TestAppEditor::playEntry()
{
    QFETCH(QString, cards);
    QFETCH(QString, refusedSeat);
    QFETCH(QString, refused);
    QFETCH(int, tricksEW);

    Board b = teachingBoard();
    b.setPlayedCards({});
    auto w = windowWith({ b }, Editing);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->showEditor(MainWindow::EditTab::Play);
    HandDiagram *d = w->handDiagram();
    QCOMPARE(d->editMode(), HandDiagram::EditMode::Play);
    Document *doc = w->document();
    const QList<Card> list = cardsOf(cards);
    for (Card c : list) {
        d->grab();
        const Seat seat = *dealOf(Record0).owner(c);
        const QRectF r = d->cardRect(seat, c);
        QVERIFY(!r.isEmpty());
        QTest::mouseClick(d, Qt::LeftButton, {}, r.center().toPoint());
    }
    QCOMPARE(doc->board(0).playedCards(), list);
    if (!refused.isEmpty()) {
        d->grab();
        const Card c = *Card::parse(refused);
        QTest::mouseClick(d, Qt::LeftButton, {}, d->cardRect(*seatFromChar(refusedSeat[0]), c).center().toPoint());
        QCOMPARE(doc->board(0).playedCards(), list);
        QVERIFY(!w->playEditor()->playCard(c));
        return;
    }
    QCOMPARE(d->tricksEastWest(), tricksEW);
    QVERIFY(w->playEditor()->statusText().contains(QStringLiteral("East to play, trick 2")));
    w->playEditor()->undoLastCard();
    QCOMPARE(doc->board(0).playedCards().size(), list.size() - 1);
    doc->undoStack()->undo();
    QCOMPARE(doc->board(0).playedCards().size(), list.size());
    // Claim: declarer takes ten tricks in all (docs/formats.md#example-board: 4H made).
    w->playEditor()->claim(10);
    QCOMPARE(doc->board(0).claim(), std::optional<int>(10));
    QCOMPARE(doc->board(0).scoreNorthSouth(), std::optional<int>(-420)); // Law 77: 4H non-vul made
    doc->undoStack()->undo();
    QCOMPARE(doc->board(0).claim(), std::nullopt);
    doc->undoStack()->redo();
    QCOMPARE(doc->board(0).claim(), std::optional<int>(10));
}

void TestAppEditor::boardOperations_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QList<int>>("numbers");
    QTest::addColumn<int>("dealerOfSecond");

    // Boards 1 and 2 of the cycle: dealers North and East.
    QTest::newRow("negative: move the first board up changes nothing")
        << QStringLiteral("up-first") << QList<int> { 1, 2 } << int(Seat::East);
    // Board 2 is taken: the new board is board 3 of the cycle (dealer South).
    QTest::newRow("add a board after board 1") << QStringLiteral("add") << QList<int> { 1, 3, 2 } << int(Seat::South);
    QTest::newRow("duplicate board 1") << QStringLiteral("duplicate") << QList<int> { 1, 1, 2 } << int(Seat::North);
    QTest::newRow("delete board 1") << QStringLiteral("delete") << QList<int> { 2 } << -1;
    QTest::newRow("move board 1 down") << QStringLiteral("down") << QList<int> { 2, 1 } << int(Seat::North);
    // Board 6 of the cycle: dealer East, E-W vulnerable; board 5: North, N-S.
    QTest::newRow("renumber from 5 with the cycle")
        << QStringLiteral("renumber-cycle") << QList<int> { 5, 6 } << int(Seat::East);
    QTest::newRow("renumber from 10 keeping dealers")
        << QStringLiteral("renumber-keep") << QList<int> { 10, 11 } << int(Seat::East);
    QTest::newRow("new board set") << QStringLiteral("new-set") << QList<int> { 1 } << -1;
}

void TestAppEditor::boardOperations()
{
    QFETCH(QString, operation);
    QFETCH(QList<int>, numbers);
    QFETCH(int, dealerOfSecond);

    auto w = windowWith({ teachingBoard(), secondBoard() }, Editing);
    Document *doc = w->document();
    QVERIFY(w->selectBoard(0));
    if (operation == QLatin1String("up-first"))
        w->moveBoard(-1);
    else if (operation == QLatin1String("add"))
        w->addBoard();
    else if (operation == QLatin1String("duplicate"))
        w->duplicateBoard();
    else if (operation == QLatin1String("delete"))
        w->deleteBoard();
    else if (operation == QLatin1String("down"))
        w->moveBoard(1);
    else if (operation == QLatin1String("renumber-cycle"))
        QVERIFY(w->renumber(5, true));
    else if (operation == QLatin1String("renumber-keep"))
        QVERIFY(w->renumber(10, false));
    else if (operation == QLatin1String("new-set"))
        QVERIFY(w->newBoardSet());

    QCOMPARE(doc->count(), qint64(numbers.size()));
    QCOMPARE(w->boardListModel()->rowCount(), int(numbers.size()));
    for (int i = 0; i < numbers.size(); ++i)
        QCOMPARE(doc->board(i).number().value_or(-1), numbers[i]);
    if (dealerOfSecond >= 0)
        QCOMPARE(int(doc->board(1).dealer()), dealerOfSecond);
    if (operation == QLatin1String("renumber-cycle"))
        QCOMPARE(doc->board(1).vulnerability(), Vulnerability::EastWest);
    if (operation == QLatin1String("new-set")) {
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->board(0).dealer(), Seat::North);
        return;
    }
    const int expectedCommands = operation == QLatin1String("up-first") ? 0 : 1;
    QCOMPARE(doc->undoStack()->count(), expectedCommands);
    if (expectedCommands) {
        QVERIFY(w->boardListModel()->index(0, 1).isValid());
        doc->undoStack()->undo();
        QCOMPARE(doc->count(), qint64(2));
        QCOMPARE(doc->board(0), teachingBoard());
        QCOMPARE(doc->board(1), secondBoard());
        QVERIFY(!doc->isModified());
        doc->undoStack()->redo();
        QCOMPARE(doc->count(), qint64(numbers.size()));
    }
}

void TestAppEditor::detailsTyping_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");

    QTest::newRow("negative: retyping the same event adds nothing") << QStringLiteral("same-event") << QString();
    QTest::newRow("event") << QStringLiteral("event") << QStringLiteral("Spring Pairs");
    QTest::newRow("West's name") << QStringLiteral("west") << QStringLiteral("Wilhelmina");
    QTest::newRow("dealer") << QStringLiteral("dealer") << QString();
    QTest::newRow("vulnerability") << QStringLiteral("vul") << QString();
    QTest::newRow("number") << QStringLiteral("number") << QString();
    QTest::newRow("comments") << QStringLiteral("comments") << QStringLiteral("Lead a trump!");
}

void TestAppEditor::detailsTyping()
{
    QFETCH(QString, field);
    QFETCH(QString, typed);

    auto w = windowWith({ teachingBoard() }, Editing);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->showEditor(MainWindow::EditTab::Details);
    DetailsEditor *e = w->detailsEditor();
    Document *doc = w->document();
    const int commands = 1;
    if (field == QLatin1String("same-event")) {
        e->eventEdit()->setFocus();
        e->eventEdit()->selectAll();
        QTest::keyClicks(e->eventEdit(), QStringLiteral("Club night"));
        // Retyping passes through other texts, but the merged edit ends where it began: nothing to undo.
        QCOMPARE(doc->board(0).event(), QStringLiteral("Club night"));
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(!doc->isModified());
        return;
    }
    if (field == QLatin1String("event")) {
        e->eventEdit()->setFocus();
        e->eventEdit()->selectAll();
        QTest::keyClicks(e->eventEdit(), typed);
        QCOMPARE(doc->board(0).event(), typed);
    } else if (field == QLatin1String("west")) {
        e->playerEdit(Seat::West)->setFocus();
        e->playerEdit(Seat::West)->selectAll();
        QTest::keyClicks(e->playerEdit(Seat::West), typed);
        QCOMPARE(doc->board(0).player(Seat::West), typed);
        QCOMPARE(w->handDiagram()->board().player(Seat::West), typed);
    } else if (field == QLatin1String("dealer")) {
        e->dealerCombo()->setCurrentIndex(int(Seat::South));
        QCOMPARE(doc->board(0).dealer(), Seat::South);
        QCOMPARE(doc->board(0).auction().dealer(), Seat::South);
    } else if (field == QLatin1String("vul")) {
        e->vulnerabilityCombo()->setCurrentIndex(int(Vulnerability::All));
        QCOMPARE(doc->board(0).vulnerability(), Vulnerability::All);
    } else if (field == QLatin1String("number")) {
        e->numberSpin()->setValue(17);
        QCOMPARE(doc->board(0).number(), std::optional<int>(17));
        QCOMPARE(w->boardListModel()->index(0, 1).data().toString(), QStringLiteral("17"));
    } else if (field == QLatin1String("comments")) {
        e->commentsEdit()->setFocus();
        QTest::keyClicks(e->commentsEdit(), typed);
        QCOMPARE(doc->board(0).comments(), QStringList { typed });
    }
    // Typing merges into one command per field.
    QCOMPARE(doc->undoStack()->count(), commands);
    doc->undoStack()->undo();
    QCOMPARE(doc->board(0), teachingBoard());
}

void TestAppEditor::saveReload_data()
{
    QTest::addColumn<QString>("formatId");

    QTest::newRow("negative: no format has the extension .xyz") << QStringLiteral("xyz");
    for (const DealFormat *f : FormatRegistry::instance().writableFormats())
        QTest::newRow(qPrintable(f->id())) << f->id();
}

void TestAppEditor::saveReload()
{
    QFETCH(QString, formatId);

    auto w = windowWith({ teachingBoard(), secondBoard() }, Editing);
    QTemporaryDir dir;
    if (formatId == QLatin1String("xyz")) {
        QVERIFY(!w->saveAs(dir.filePath(QStringLiteral("boards.xyz"))));
        QVERIFY(w->lastError().contains(QStringLiteral("boards.xyz")));
        QVERIFY(w->document()->isModified() || w->document()->fileName().isEmpty());
        return;
    }
    const DealFormat *format = FormatRegistry::instance().byId(formatId);
    QVERIFY(format);
    // An edit, so the save has something to make clean.
    w->dealEditor()->setBoardIndex(1);
    w->document()->undoStack()->push(
        new EditDetailCommand(w->document(), 1, EditDetailCommand::Field::Event, QStringLiteral("Club night")));
    QVERIFY(w->document()->isModified());
    const QString file = dir.filePath(QStringLiteral("boards.") + format->extensions().value(0));
    if (!w->saveAs(file, format)) {
        if (w->lastError().contains(QStringLiteral("not implemented"), Qt::CaseInsensitive))
            QSKIP(qPrintable(w->lastError()));
        QFAIL(qPrintable(w->lastError()));
    }
    // A save marks the document clean only when it kept everything: still modified after a lossy one, so that
    // closing warns before what the file could not hold is lost.
    const bool lossless = w->document()->lossReport(*format).isLossless();
    QCOMPARE(w->document()->isModified(), !lossless);
    QCOMPARE(w->document()->fileName(), file);

    Document reread;
    FormatError error;
    QVERIFY2(reread.open(file, &error), qPrintable(error.toString()));
    QCOMPARE(reread.count(), qint64(2));
    const BoardContents caps = format->capabilities();
    const QList<Board> originals { teachingBoard(), w->document()->board(1) };
    for (int i = 0; i < 2; ++i) {
        const Board back = reread.board(i);
        const Board &orig = originals[i];
        if (caps.testFlag(BoardContent::Deal)) // docs/formats.md#zdd: a ZDD file holds no deals
            QCOMPARE(back.deal().toString(), orig.deal().toString());
        // Numbers, dealers and vulnerabilities follow the board cycle, which every format keeps.
        QCOMPARE(back.number().value_or(i + 1), orig.number().value_or(-1));
        QCOMPARE(back.dealer(), orig.dealer());
        QCOMPARE(back.vulnerability(), orig.vulnerability());
        // docs/formats.md#zrj: a board with neither auction nor contract reads back passed out.
        if (format->id() == u"zrj" && orig.auction().isEmpty() && !orig.contract())
            QCOMPARE(back.auction().toString(), QStringLiteral("P P P P"));
        else if (caps.testFlag(BoardContent::Auction))
            QCOMPARE(back.auction().toString(), orig.auction().toString());
        if (caps.testFlag(BoardContent::Play))
            QCOMPARE(back.playedCards(), orig.playedCards());
        if (caps.testFlag(BoardContent::Names) && i == 0) // LIN's pn| carries over to the next board
            QCOMPARE(back.player(Seat::West), orig.player(Seat::West));
        if (caps.testFlag(BoardContent::Event))
            QCOMPARE(back.event(), orig.event());
    }
}

void TestAppEditor::lossDialog_data()
{
    QTest::addColumn<QString>("formatId");
    QTest::addColumn<bool>("asks");
    QTest::addColumn<int>("answer");

    QTest::newRow("negative: PBN holds everything, no question")
        << QStringLiteral("pbn") << false << int(QMessageBox::NoButton);
    // docs/formats.md#zbd: 13 bytes of deal per board and nothing else.
    QTest::newRow("ZBD: cancel keeps the disk untouched") << QStringLiteral("zbd") << true << int(QMessageBox::Cancel);
    QTest::newRow("ZBD: save anyway") << QStringLiteral("zbd") << true << int(QMessageBox::Save);
}

void TestAppEditor::lossDialog()
{
    QFETCH(QString, formatId);
    QFETCH(bool, asks);
    QFETCH(int, answer);

    const DealFormat *format = FormatRegistry::instance().byId(formatId);
    if (!format)
        QSKIP("format not registered");
    auto w = windowWith({ teachingBoard(), secondBoard() }, EditingInteractive);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("boards.") + format->extensions().value(0));
    bool seen = false;
    QString text;
    if (asks)
        answerBox(QStringLiteral("lossBox"), QMessageBox::StandardButton(answer), &seen, &text);
    const bool saved = w->saveAs(file, format);
    QCOMPARE(seen, asks);
    QCOMPARE(saved, !asks || answer == QMessageBox::Save);
    QCOMPARE(QFile::exists(file), saved);
    // After a lossy save the document is still modified, so closing warns before the rest is lost.
    QCOMPARE(w->document()->isModified(), asks && saved);
    if (asks) {
        // The codec's report: the auction and play of board 1 and its names would be dropped.
        QVERIFY2(text.contains(QStringLiteral("auction"), Qt::CaseInsensitive), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("1 board")), qPrintable(text));
    }
}

void TestAppEditor::typedExtension_data()
{
    // The extension a user types is what they mean: with the type left at PBN, a typed extension naming a writable
    // format chooses it.
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("answer"); // the format chosen when the extension names several
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("formatId");
    QTest::newRow("negative: club.pbn stays PBN")
        << QStringLiteral("club.pbn") << QString() << QStringLiteral("club.pbn") << QStringLiteral("pbn");
    QTest::newRow("no extension: the type's is added")
        << QStringLiteral("club") << QString() << QStringLiteral("club.pbn") << QStringLiteral("pbn");
    QTest::newRow("club.zrj is ZRJ") << QStringLiteral("club.zrj") << QString() << QStringLiteral("club.zrj")
                                     << QStringLiteral("zrj");
    QTest::newRow("club.xyz names no format: the type's is added")
        << QStringLiteral("club.xyz") << QString() << QStringLiteral("club.xyz.pbn") << QStringLiteral("pbn");
    QTest::newRow("club.txt is giblib") << QStringLiteral("club.txt") << QString() << QStringLiteral("club.txt")
                                        << QStringLiteral("gib");
    // docs/formats.md#duplimate: .bri is both the Duplimate machine file and the simplified text.
    QTest::newRow("club.bri asks: the machine file") << QStringLiteral("club.bri") << QStringLiteral("bri-machine")
                                                     << QStringLiteral("club.bri") << QStringLiteral("bri-machine");
    QTest::newRow("club.bri asks: the text")
        << QStringLiteral("club.bri") << QStringLiteral("bri") << QStringLiteral("club.bri") << QStringLiteral("bri");
    QTest::newRow("club.bri asks: cancel")
        << QStringLiteral("club.bri") << QStringLiteral("cancel") << QStringLiteral("club.bri") << QString();
}

void TestAppEditor::typedExtension()
{
    QFETCH(QString, typed);
    QFETCH(QString, answer);
    QFETCH(QString, fileName);
    QFETCH(QString, formatId);
    bool asked = false;
    if (!answer.isEmpty()) {
        std::function<void()> click = [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("chooseFormatBox")) {
                QTimer::singleShot(10, click);
                return;
            }
            asked = true;
            if (answer == QLatin1String("cancel") && qEnvironmentVariableIsSet("KIBITZ_SCREENSHOT_DIR"))
                box->grab().save(screenshotPath(QStringLiteral("save-as-which-format.png")));
            if (answer == QLatin1String("cancel"))
                box->button(QMessageBox::Cancel)->click();
            else
                box->findChild<QAbstractButton *>(QStringLiteral("format_") + answer)->click();
        };
        QTimer::singleShot(0, click);
    }
    QString name = typed;
    const DealFormat *format
        = SaveDialogs::formatForName(nullptr, &name, FormatRegistry::instance().byId(QStringLiteral("pbn")));
    QCOMPARE(asked, !answer.isEmpty());
    QCOMPARE(format ? format->id() : QString(), formatId);
    QCOMPARE(name, fileName);
}

void TestAppEditor::unsavedPrompt_data()
{
    QTest::addColumn<bool>("modified");
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("opened");

    QTest::newRow("negative: unmodified opens without asking") << false << int(QMessageBox::NoButton) << true;
    QTest::newRow("cancel keeps the edits") << true << int(QMessageBox::Cancel) << false;
    QTest::newRow("discard opens the other file") << true << int(QMessageBox::Discard) << true;
    QTest::newRow("save writes, then opens") << true << int(QMessageBox::Save) << true;
}

void TestAppEditor::unsavedPrompt()
{
    QFETCH(bool, modified);
    QFETCH(int, answer);
    QFETCH(bool, opened);

    QTemporaryDir dir;
    const QString mine = dir.filePath(QStringLiteral("mine.pbn"));
    {
        auto writer = windowWith({ teachingBoard() }, Editing);
        QVERIFY(writer->saveAs(mine, FormatRegistry::instance().byId(QStringLiteral("pbn"))));
    }
    MainWindow w;
    w.setInteractive(true);
    QVERIFY(w.openFile(mine));
    if (modified)
        w.addBoard();
    QCOMPARE(w.document()->isModified(), modified);
    bool seen = false;
    if (modified)
        answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::StandardButton(answer), &seen);
    const QString other = QStringLiteral(":/samples/kibitz-sample.pbn");
    QCOMPARE(w.openFile(other), opened);
    QCOMPARE(seen, modified);
    QCOMPARE(w.document()->fileName(), opened ? other : mine);
    if (!opened)
        QCOMPARE(w.document()->count(), qint64(2));
    if (answer == QMessageBox::Save) {
        Document reread;
        QVERIFY(reread.open(mine, nullptr));
        QCOMPARE(reread.count(), qint64(2)); // the added board was saved
    }
    // Closing with unsaved changes asks too.
    if (opened) {
        w.addBoard();
        bool closeSeen = false;
        answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Cancel, &closeSeen);
        QVERIFY(!w.close());
        QVERIFY(closeSeen);
        w.document()->undoStack()->undo();
    }
}

void TestAppEditor::failedSave_data()
{
    QTest::addColumn<bool>("readOnly");

    QTest::newRow("negative: a writable directory saves") << false;
    QTest::newRow("a read-only directory keeps the original") << true;
}

void TestAppEditor::failedSave()
{
    QFETCH(bool, readOnly);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club.pbn"));
    auto w = windowWith({ teachingBoard() }, Editing);
    const DealFormat *pbn = FormatRegistry::instance().byId(QStringLiteral("pbn"));
    QVERIFY(w->saveAs(file, pbn));
    QFile original(file);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();
    w->addBoard();

    bool immutable = false;
    if (readOnly) {
        QVERIFY(
            QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup));
        QFile probe(dir.filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly)) {
            // Running as root, permissions do not stop writes: make the directory immutable instead.
            probe.close();
            probe.remove();
            immutable = QProcess::execute(QStringLiteral("chattr"), { QStringLiteral("+i"), dir.path() }) == 0;
            if (!immutable) {
                QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
                QSKIP("cannot make a read-only directory here (root without chattr)");
            }
        }
    }
    const bool saved = w->saveAs(file, pbn);
    if (immutable)
        QProcess::execute(QStringLiteral("chattr"), { QStringLiteral("-i"), dir.path() });
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QCOMPARE(saved, !readOnly);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray after = original.readAll();
    if (readOnly) {
        QCOMPARE(after, before);
        QVERIFY2(w->lastError().contains(QStringLiteral("club.pbn")), qPrintable(w->lastError()));
        QVERIFY(w->lastError().contains(QStringLiteral("not changed")));
        QVERIFY(w->document()->isModified());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("club.pbn") });
    } else {
        QVERIFY(after != before);
        QVERIFY(!w->document()->isModified());
    }
}

void TestAppEditor::screenshots()
{
    // Artifacts to look at: each editor on the example board.
    Board partial = teachingBoard();
    partial.setAuction(auctionOf(QStringLiteral("P 1S P 1NT P 2H P")));
    partial.auction().calls()[3].setAlerted(true);
    partial.auction().calls()[3].setExplanation(QStringLiteral("forcing for one round"));
    partial.setPlayedCards({});
    partial.setNumber(3);
    Board dealing = secondBoard();
    Deal half = dealing.deal();
    Hand west = half.hand(Seat::West);
    for (int i = 0; i < 6; ++i)
        west.remove(west.cards().at(0));
    half.setHand(Seat::West, west);
    Hand north = half.hand(Seat::North);
    north.add(Card(Suit::Hearts, Rank::Ace)); // East's heart ace, held twice
    half.setHand(Seat::North, north);
    dealing.setDeal(half);
    auto w = windowWith({ teachingBoard(), dealing, partial }, Editing);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));

    QVERIFY(w->selectBoard(1));
    w->showEditor(MainWindow::EditTab::Deal);
    w->dealEditor()->setSelectedSeat(Seat::West);
    QTest::qWait(30);
    QVERIFY(w->grab().save(screenshotPath(QStringLiteral("editor-deal.png"))));

    QVERIFY(w->selectBoard(2));
    w->showEditor(MainWindow::EditTab::Auction);
    w->biddingBox()->alertBox()->setChecked(true);
    w->biddingBox()->explanationEdit()->setText(QStringLiteral("transfer"));
    QTest::qWait(30);
    QVERIFY(w->grab().save(screenshotPath(QStringLiteral("editor-auction.png"))));

    QVERIFY(w->selectBoard(0));
    w->showEditor(MainWindow::EditTab::Play);
    for (Card c : cardsOf(QStringLiteral("H7 H5")))
        QVERIFY(w->playEditor()->playCard(c));
    QTest::qWait(30);
    QVERIFY(w->grab().save(screenshotPath(QStringLiteral("editor-play.png"))));

    w->showEditor(MainWindow::EditTab::Details);
    QTest::qWait(30);
    QVERIFY(w->grab().save(screenshotPath(QStringLiteral("editor-details.png"))));
}

QTEST_MAIN(TestAppEditor)
#include "tst_app_editor.moc"
