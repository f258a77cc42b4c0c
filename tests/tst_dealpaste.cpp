// The deal recognised in pasted text (formats/dealpaste.h), whatever program the text came from. Every row is
// record 0 of Pavlicek's library (docs/formats.md#example-board, testutil.h's Record0) written in the notation
// the row names, as docs/formats.md describes that notation; the negative rows are text that holds no deal.
#include "formats/dealpaste.h"

#include "testutil.h"

#include <QTest>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

class TestDealPaste : public QObject
{
    Q_OBJECT

private slots:
    void pasteParser_data();
    void pasteParser();
};

void TestDealPaste::pasteParser_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("notation");
    QTest::addColumn<int>("dealer"); // -1 none

    QTest::newRow("negative: prose") << QStringLiteral("the deal from Tuesday") << false << 0 << -1;
    QTest::newRow("negative: LIN dealer digit 7") << QStringLiteral("md|7SAK,,,|") << false << 0 << -1;
    QTest::newRow("negative: bad rank in a hand")
        << QStringLiteral("J87X.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95") << false << 0 << -1;
    // docs/formats.md#pbn: the Deal tag, here with the first hand East and the dealer tag.
    QTest::newRow("PBN tags") << QStringLiteral(
        "[Dealer \"E\"]\n[Deal \"E:AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95 J873.J42.Q65.KT2\"]")
                              << true << int(PastedDeal::Notation::Pbn) << int(Seat::East);
    QTest::newRow("PBN deal string") << Record0 << true << int(PastedDeal::Notation::Pbn) << -1;
    // docs/formats.md#lin: dealer 3 = North, hands S, W, N, E; the fourth (East) omitted and completed.
    QTest::newRow("LIN md three hands") << QStringLiteral(
        "pn|a,b,c,d|md|3SQ4H85DKT9CA87643,SK9HKQT3D743CQJ95,SJ873HJ42DQ65CKT2,|rh||")
                                        << true << int(PastedDeal::Notation::Lin) << int(Seat::North);
    QTest::newRow("LIN inside a handviewer URL")
        << QStringLiteral("https://www.bridgebase.com/tools/"
                          "handviewer.html?lin=md%7C3SQ4H85DKT9CA87643%2CSK9HKQT3D743CQJ95%2CSJ873HJ42DQ65CKT2%2C%7C")
        << true << int(PastedDeal::Notation::Lin) << int(Seat::North);
    // Record 0 in giblib (docs/formats.md#giblib): W N E S then the tricks.
    QTest::newRow("giblib line") << QStringLiteral(
        "K9.KQT3.743.QJ95 J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643:44444444322243436666")
                                 << true << int(PastedDeal::Notation::Giblib) << -1;
    QTest::newRow("plain dotted N E S W")
        << QStringLiteral("J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95") << true
        << int(PastedDeal::Notation::Plain) << -1;
    QTest::newRow("plain lines with symbols") << QStringLiteral(
        "North: \u2660J873 \u2665J42 \u2666Q65 \u2663KT2\nEast: \u2660AT652 \u2665A976 \u2666AJ82 \u2663-\n"
        "South: \u2660Q4 \u2665 85 \u2666KT9 \u2663A87643\nWest \u2660K9 \u2665KQ103 \u2666743 \u2663QJ95")
                                              << true << int(PastedDeal::Notation::Plain) << -1;
    QTest::newRow("plain lines, West omitted")
        << QStringLiteral("N J873.J42.Q65.KT2\nE AT652.A976.AJ82.\nS Q4.85.KT9.A87643") << true
        << int(PastedDeal::Notation::Plain) << -1;
}

void TestDealPaste::pasteParser()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(int, notation);
    QFETCH(int, dealer);

    ParseError error;
    const auto pasted = parsePastedDeal(text, &error);
    QCOMPARE(pasted.has_value(), ok);
    if (!ok) {
        QVERIFY(!error.message.isEmpty());
        QVERIFY(error.column >= 1);
        return;
    }
    QCOMPARE(pasted->deal.toString(), Record0);
    QCOMPARE(int(pasted->notation), notation);
    QCOMPARE(pasted->dealer ? int(*pasted->dealer) : -1, dealer);
}

QTEST_GUILESS_MAIN(TestDealPaste)
#include "tst_dealpaste.moc"
