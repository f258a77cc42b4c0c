// kibitz-convert --info, --validate and --stats of a PBN file big enough to be read in parts at once (PartedScan,
// docs/formats.md#reading-a-pbn-file-in-parts) print exactly what one reader prints (the same command with
// --boards over every board reads with one reader), whether the parts fit or the rest is read again.

#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

namespace {

const QByteArray Deal1 = "N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95";

/** A game of every mandatory tag with the play of a whole deal: board @p board, @p change applied. */
QByteArray game(int board, const std::function<void(QByteArray &)> &change)
{
    QByteArray g = "[Event \"Parts\"]\n[Site \"Here\"]\n[Date \"2026.11.27\"]\n[Board \"" + QByteArray::number(board)
        + "\"]\n[West \"Wendy West\"]\n[North \"Norbert North\"]\n[East \"Eric East\"]\n[South \"Sally South\"]\n"
          "[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \""
        + Deal1
        + "\"]\n[Scoring \"IMP\"]\n[Declarer \"S\"]\n[Contract \"2S\"]\n[Result \"8\"]\n"
          "[Auction \"N\"]\nPass Pass 1S Pass\n2S Pass Pass Pass\n";
    if (change)
        change(g);
    return g + "\n";
}

/**
 * About 5 MB of games (two parts of 2 MiB at least), @p change(k, game) applied to game k; the last
 * @p cut bytes left out.
 */
QString write(const QString &path, const std::function<void(int, QByteArray &)> &change, int cut = 0)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    for (int k = 1; k <= 12000; ++k)
        f.write(game(k, [&](QByteArray &g) {
            if (change)
                change(k, g);
        }));
    f.resize(f.size() - cut);
    return path;
}

} // namespace

class TestConvertParts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void asOneReader_data();
    void asOneReader();

private:
    QTemporaryDir mDir;
};

void TestConvertParts::initTestCase()
{
    QVERIFY(mDir.isValid());
}

void TestConvertParts::asOneReader_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("fits"); ///< a part after the first is added up as read
    QTest::addColumn<int>("parts"); ///< Converter::setPartedReading(): 0 one a core, else that many of 256 KiB

    // fits: in the parts of one a core (two here); fits8: in eight parts.
    const auto row = [this](const char *name, bool fits, bool fits8,
                         const std::function<void(int, QByteArray &)> &change, int cut = 0) {
        const QString path = write(mDir.filePath(QString::fromLatin1(name).replace(' ', '-') + ".pbn"), change, cut);
        QTest::addRow("%s", name) << path << fits << 0;
        QTest::addRow("%s, in 8 parts", name) << path << fits8 << 8;
    };
    // Negative row first: the games after the first inherit their Event, so the second part is read again.
    row("Event inherited implicitly", false, false, [](int k, QByteArray &g) {
        if (k > 1)
            g.replace("[Event \"Parts\"]\n", "");
    });
    row("every tag in every game", true, true, {});
    row("warnings, problems and damage in both parts", true, true, [](int k, QByteArray &g) {
        if (k % 997 == 0)
            g.replace("[Vulnerable \"None\"]", "[Vulnerable \"Sometimes\"]");
        if (k % 1499 == 0)
            g.replace("[Contract \"2S\"]", "[Contract \"3NT\"]");
        if (k % 2003 == 0)
            g.replace(Deal1, "N:AKQ.xyz");
    });
    row("more warnings than are printed", true, true, [](int k, QByteArray &g) {
        if (k % 50 == 0)
            g.replace("[Vulnerable \"None\"]", "[Vulnerable \"Sometimes\"]");
    });
    row("a board number missing after the cut", true, true, [](int k, QByteArray &g) {
        if (k == 9001)
            g.replace("[Board \"9001\"]\n", "[Board \"?\"]\n").replace("[Contract \"2S\"]", "[Contract \"3NT\"]");
    });
    row("a file cut inside its last board", false, true, {}, 20);
    // Parts after the first that fit, then one that asks what an earlier part gives: the rest is read by a
    // reader resumed from what the parts before hand on.
    row("a # asking for a tag of another part", true, true, [](int k, QByteArray &g) {
        if (k == 7000)
            g.replace("[Scoring \"IMP\"]", "[Scoring \"IMP\"]\n[Room \"Open\"]");
        if (k == 11000)
            g.replace("[Scoring \"IMP\"]", "[Scoring \"IMP\"]\n[Room \"#\"]");
    });
    row("a ## default from the middle on", true, true, [](int k, QByteArray &g) {
        if (k == 7000)
            g.prepend("[Room \"##Closed\"]\n\n");
    });
}

void TestConvertParts::asOneReader()
{
    QFETCH(QString, path);
    QFETCH(bool, fits);
    QFETCH(int, parts);
    QVERIFY(!path.isEmpty());
    for (const char *mode : { "--info", "--validate", "--stats", "--stats-json" }) {
        const ConvertResult oneReader = convert({ QString::fromLatin1(mode), "--boards", "1-1000000000", path });
        const ConvertResult inParts = convert({ QString::fromLatin1(mode), path }, 0, [parts](Converter &c) {
            if (parts > 0)
                c.setPartedReading(parts, 256 << 10);
        });
        QCOMPARE(inParts.status, oneReader.status);
        QCOMPARE(inParts.err, oneReader.err);
        QCOMPARE(inParts.out, oneReader.out);
        if (parts > 0 || QThread::idealThreadCount() >= 2)
            QCOMPARE(inParts.partsAddedUp > 0, fits);
    }
}

QTEST_GUILESS_MAIN(TestConvertParts)
#include "tst_convert_parts.moc"
