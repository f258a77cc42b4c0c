// Preferences: the interface language applies at once to open windows, without restart, and
// honours can be written as the language writes them. Expected texts are the translators' entries in
// translations/kibitz_<language>.ts (named per row); the honour letters are those of each language's
// bridge literature (German A K D B, French A R D V, Dutch A H V B, Polish A K D W).
#include "mainwindow.h"
#include "settings/preferences.h"
#include "settings/preferencesdialog.h"
#include "views/cardstyle.h"

#include "model/seat.h"
#include "model/strain.h"

#include "apptestutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QMenuBar>
#include <QSettings>
#include <QTest>

#include <functional>

using namespace Kibitz;
using namespace Kibitz::TestUtil;

class TestPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void language_data();
    void language();
    void storedAtStart();
    void storedKeys_data();
    void storedKeys();

private:
    static void choose(PreferencesDialog &dialog, const QString &code);
};

void TestPreferences::initTestCase()
{
    useTestSettings();
}

void TestPreferences::cleanup()
{
    PreferencesDialog::setLanguage(QString());
    PreferencesDialog::setLocalizedRanks(false);
}

void TestPreferences::choose(PreferencesDialog &dialog, const QString &code)
{
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("language"));
    QVERIFY(combo);
    const int index = combo->findData(code);
    QVERIFY2(index >= 0, qPrintable(code));
    combo->setCurrentIndex(index);
}

void TestPreferences::language_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("honours"); // ace king queen jack, localized ranks on
    QTest::addColumn<QString>("east");
    QTest::addColumn<QString>("notrump");
    // The system language of the test run (LC_ALL=C) has no catalogue: English, and English honours.
    QTest::newRow("system language without a catalogue")
        << QString() << QStringLiteral("&File") << QStringLiteral("AKQJ") << QStringLiteral("E")
        << QStringLiteral("NT");
    QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("&File") << QStringLiteral("AKQJ")
                             << QStringLiteral("E") << QStringLiteral("NT");
    // kibitz_de.ts: "&Datei"; German diagrams: Ost, Sans Atout ("SA").
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("&Datei") << QStringLiteral("AKDB")
                            << QStringLiteral("O") << QStringLiteral("SA");
    // kibitz_fr.ts: "&Fichier"; Est, Sans-Atout.
    QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("&Fichier") << QStringLiteral("ARDV")
                            << QStringLiteral("E") << QStringLiteral("SA");
    // kibitz_nl.ts: "&Bestand"; Oost, Sans Atout.
    QTest::newRow("Dutch") << QStringLiteral("nl") << QStringLiteral("&Bestand") << QStringLiteral("AHVB")
                           << QStringLiteral("O") << QStringLiteral("SA");
    // kibitz_pl.ts: "&Plik"; Wschód is written E in Polish diagrams, bez atu "BA".
    QTest::newRow("Polish") << QStringLiteral("pl") << QStringLiteral("&Plik") << QStringLiteral("AKDW")
                            << QStringLiteral("E") << QStringLiteral("BA");
}

void TestPreferences::language()
{
    QFETCH(QString, code);
    QFETCH(QString, fileMenu);
    QFETCH(QString, honours);
    QFETCH(QString, east);
    QFETCH(QString, notrump);

    MainWindow window;
    window.setInteractive(false);
    QVERIFY(window.openBundledSample());
    PreferencesDialog dialog(&window);
    choose(dialog, code == QLatin1String("pl") ? QStringLiteral("de") : QStringLiteral("pl"));
    QCoreApplication::processEvents();
    QVERIFY(window.menuBar()->actions().first()->text() != fileMenu); // the change below is a change
    choose(dialog, code);
    QCoreApplication::processEvents(); // LanguageChange is posted

    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), code);
    QCOMPARE(window.menuBar()->actions().first()->text(), fileMenu);
    QCOMPARE(seatInitial(Seat::East), east);
    QCOMPARE(strainSymbol(Strain::NoTrump), notrump);

    // Honours stay English until the option is on, then follow the language.
    const auto letters = [] {
        QString s;
        for (Rank r : { Rank::Ace, Rank::King, Rank::Queen, Rank::Jack })
            s += CardStyle::rankText(r);
        return s + CardStyle::rankText(Rank::Ten);
    };
    QCOMPARE(letters(), QStringLiteral("AKQJ10"));
    auto *ranks = dialog.findChild<QCheckBox *>(QStringLiteral("localizedRanks"));
    QVERIFY(ranks);
    ranks->setChecked(true);
    QCOMPARE(letters(), honours + QStringLiteral("10")); // the ten is written 10 in every language
    QVERIFY(QSettings().value(QStringLiteral("view/localizedRanks")).toBool());
    // KIBITZ_SCREENSHOTS=dir keeps a picture of the dialog in each language, to look at.
    if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
        dialog.adjustSize();
        dialog.grab().save(
            dir + QStringLiteral("/preferences-%1.png").arg(code.isEmpty() ? QStringLiteral("system") : code));
    }
    ranks->setChecked(false);
    QCOMPARE(letters(), QStringLiteral("AKQJ10"));
}

void TestPreferences::storedAtStart()
{
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("de"));
    QSettings().setValue(QStringLiteral("view/localizedRanks"), true);
    PreferencesDialog::applyStoredSettings();
    QCoreApplication::processEvents();
    MainWindow window;
    QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
    QCOMPARE(CardStyle::rankText(Rank::Queen), QStringLiteral("D"));
    PreferencesDialog dialog;
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("language"))->currentData().toString(), QStringLiteral("de"));
    QVERIFY(dialog.findChild<QCheckBox *>(QStringLiteral("localizedRanks"))->isChecked());
}

// Settings stored by earlier versions load: each key as it is spelled in a user's settings file.
void TestPreferences::storedKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("stored"); // invalid: nothing stored
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("nothing stored: four boards a page") << QStringLiteral("print/perPage") << QVariant() << QVariant(4);
    QTest::newRow("nothing stored: English honours")
        << QStringLiteral("view/localizedRanks") << QVariant() << QVariant(false);
    QTest::newRow("nothing stored: PNG export")
        << QStringLiteral("export/imageFilter") << QVariant() << QVariant("png");
    QTest::newRow("language") << QStringLiteral("ui/language") << QVariant("fr") << QVariant("fr");
    QTest::newRow("localized honours") << QStringLiteral("view/localizedRanks") << QVariant(true) << QVariant(true);
    QTest::newRow("four colours") << QStringLiteral("view/fourColour") << QVariant(true) << QVariant(true);
    QTest::newRow("hide played cards") << QStringLiteral("view/hidePlayed") << QVariant(true) << QVariant(true);
    QTest::newRow("card values") << QStringLiteral("view/cardValues") << QVariant(true) << QVariant(true);
    QTest::newRow("double-dummy trace") << QStringLiteral("view/ddTrace") << QVariant(true) << QVariant(true);
    QTest::newRow("launched before") << QStringLiteral("launched") << QVariant(true) << QVariant(true);
    QTest::newRow("window geometry") << QStringLiteral("window/geometry") << QVariant(QByteArray("\x01\x02"))
                                     << QVariant(QByteArray("\x01\x02"));
    QTest::newRow("last folder") << QStringLiteral("lastDir") << QVariant("/home/deals") << QVariant("/home/deals");
    const QStringList recent { QStringLiteral("/a.pbn"), QStringLiteral("/b.lin") };
    QTest::newRow("recent files") << QStringLiteral("recentFiles") << QVariant(recent) << QVariant(recent);
    QTest::newRow("SVG export") << QStringLiteral("export/imageFilter") << QVariant("svg") << QVariant("svg");
    QTest::newRow("print range") << QStringLiteral("print/range") << QVariant("current") << QVariant("current");
    // An INI settings file gives numbers back as text.
    QTest::newRow("boards a page, as text") << QStringLiteral("print/perPage") << QVariant("2") << QVariant(2);
    QTest::newRow("print auction") << QStringLiteral("print/auction") << QVariant(false) << QVariant(false);
    QTest::newRow("print double-dummy table")
        << QStringLiteral("print/doubleDummy") << QVariant(false) << QVariant(false);
    QTest::newRow("print par") << QStringLiteral("print/par") << QVariant(false) << QVariant(false);
    QTest::newRow("print comments") << QStringLiteral("print/comments") << QVariant(false) << QVariant(false);
    QTest::newRow("print solve") << QStringLiteral("print/solve") << QVariant(true) << QVariant(true);
}

void TestPreferences::storedKeys()
{
    QFETCH(QString, key);
    QFETCH(QVariant, stored);
    QFETCH(QVariant, expected);
    using Range = Preferences::PrintRange;
    const QHash<QString, std::function<QVariant()>> read {
        { QStringLiteral("ui/language"), [] { return QVariant(Preferences::language()); } },
        { QStringLiteral("view/localizedRanks"), [] { return QVariant(Preferences::localizedRanks()); } },
        { QStringLiteral("view/fourColour"), [] { return QVariant(Preferences::fourColour()); } },
        { QStringLiteral("view/hidePlayed"), [] { return QVariant(Preferences::hidePlayed()); } },
        { QStringLiteral("view/cardValues"), [] { return QVariant(Preferences::cardValues()); } },
        { QStringLiteral("view/ddTrace"), [] { return QVariant(Preferences::ddTrace()); } },
        { QStringLiteral("launched"), [] { return QVariant(Preferences::launched()); } },
        { QStringLiteral("window/geometry"), [] { return QVariant(Preferences::windowGeometry()); } },
        { QStringLiteral("lastDir"), [] { return QVariant(Preferences::lastDir()); } },
        { QStringLiteral("recentFiles"), [] { return QVariant(Preferences::recentFiles()); } },
        { QStringLiteral("export/imageFilter"),
            [] { return QVariant(Preferences::imageFormat() == Preferences::ImageFormat::Svg ? "svg" : "png"); } },
        { QStringLiteral("print/range"),
            [] {
                const Range range = Preferences::printChoices().range;
                return QVariant(range == Range::Current ? "current" : range == Range::Range ? "range" : "all");
            } },
        { QStringLiteral("print/perPage"), [] { return QVariant(Preferences::printChoices().perPage); } },
        { QStringLiteral("print/auction"), [] { return QVariant(Preferences::printChoices().auction); } },
        { QStringLiteral("print/doubleDummy"), [] { return QVariant(Preferences::printChoices().doubleDummy); } },
        { QStringLiteral("print/par"), [] { return QVariant(Preferences::printChoices().par); } },
        { QStringLiteral("print/comments"), [] { return QVariant(Preferences::printChoices().comments); } },
        { QStringLiteral("print/solve"), [] { return QVariant(Preferences::printChoices().solve); } },
    };
    QVERIFY2(read.contains(key), qPrintable(key));
    QSettings().clear();
    if (stored.isValid())
        QSettings().setValue(key, stored);
    const QVariant value = read.value(key)();
    QSettings().clear();
    QCOMPARE(value, expected);
}

QTEST_MAIN(TestPreferences)
#include "tst_app_preferences.moc"
