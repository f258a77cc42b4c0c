// Preferences (issue 9): the interface language applies at once to open windows, without restart, and
// honours can be written as the language writes them. Expected texts are the translators' entries in
// translations/kibitz_<language>.ts (named per row); the honour letters are those of each language's
// bridge literature (German A K D B, French A R D V, Dutch A H V B, Polish A K D W).
#include "mainwindow.h"
#include "settings/preferencesdialog.h"
#include "views/cardstyle.h"

#include "model/seat.h"
#include "model/strain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Kibitz;

class TestPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void language_data();
    void language();
    void storedAtStart();

private:
    static void choose(PreferencesDialog &dialog, const QString &code);
};

void TestPreferences::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
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
    QTest::newRow("system language without a catalogue") << QString() << QStringLiteral("&File")
                                                         << QStringLiteral("AKQJ") << QStringLiteral("E")
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
        for (Rank r : {Rank::Ace, Rank::King, Rank::Queen, Rank::Jack})
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
        dialog.grab().save(dir + QStringLiteral("/preferences-%1.png").arg(code.isEmpty() ? QStringLiteral("system") : code));
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

QTEST_MAIN(TestPreferences)
#include "tst_app_preferences.moc"
