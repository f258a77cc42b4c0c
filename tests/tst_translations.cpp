// Translation completeness: every catalogue in translations/ is finished, has no message the
// sources no longer use and lacks none they use, and the embedded catalogues translate at run time.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;
    QStringList translations;

    QString key() const { return context + QLatin1Char('|') + source + QLatin1Char('|') + comment; }
    QString label() const { return context + QStringLiteral(": \"") + source.left(60) + QLatin1Char('"'); }
};

QList<Message> readCatalogue(const QString &path, QString *language, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"TS") {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            current = Message { context, {}, {}, xml.attributes().value(QLatin1String("numerus")) == u"yes", {}, {} };
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"comment") {
            current.comment = xml.readElementText();
        } else if (name == u"translation") {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations << xml.readElementText();
            } else {
                current.translations << xml.readElementText();
            }
            messages << current;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// Qt's plural rules (QTranslator's numerus forms): Polish distinguishes one, few and many.
int pluralForms(const QString &language)
{
    return language.startsWith(QLatin1String("pl")) ? 3 : 2;
}

QStringList placeholders(const QString &text)
{
    QStringList found;
    static const QRegularExpression re(QStringLiteral("%L?\\d+"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.removeDuplicates();
    found.sort();
    return found;
}

QStringList problemsOf(const QList<Message> &messages, const QString &language)
{
    QStringList problems;
    for (const Message &m : messages) {
        if (!m.type.isEmpty()) {
            problems << QStringLiteral("%1 is %2").arg(m.label(), m.type);
            continue;
        }
        if (m.numerus && m.translations.size() != pluralForms(language))
            problems << QStringLiteral("%1 has %2 plural forms, %3 needs %4")
                            .arg(m.label())
                            .arg(m.translations.size())
                            .arg(language)
                            .arg(pluralForms(language));
        for (const QString &t : m.translations) {
            if (t.trimmed().isEmpty()) {
                problems << QStringLiteral("%1 has an empty translation").arg(m.label());
            } else if (placeholders(t) != placeholders(m.source)) {
                problems << QStringLiteral("%1: the translation \"%2\" has placeholders %3, the source %4")
                                .arg(m.label(), t, placeholders(t).join(u' '), placeholders(m.source).join(u' '));
            }
        }
    }
    return problems;
}

QString catalogue(const char *name)
{
    return QStringLiteral(KIBITZ_SOURCE_DIR "/translations/") + QLatin1String(name);
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void complete_data();
    void complete();
    void inSyncWithSources_data();
    void inSyncWithSources();
    void embeddedCatalogues_data();
    void embeddedCatalogues();
};

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("expected");
    // tests/data/translations/broken_de.ts: one of each fault, written for this row.
    QTest::newRow("broken catalogue: each fault reported")
        << QStringLiteral(KIBITZ_TEST_DATA "/translations/broken_de.ts")
        << QStringList { QStringLiteral("\"&File\" is unfinished"),
               QStringLiteral("\"A message nobody uses\" is vanished"),
               QStringLiteral("\"&Quit\" has an empty translation"),
               QStringLiteral("has 1 plural forms, de_DE needs 2"),
               QStringLiteral("has placeholders %1, the source %1 %2") };
    for (const char *name : { "kibitz_de.ts", "kibitz_fr.ts", "kibitz_nl.ts", "kibitz_pl.ts", "kibitz_en.ts" })
        QTest::newRow(name) << catalogue(name) << QStringList();
}

void TestTranslations::complete()
{
    QFETCH(QString, path);
    QFETCH(QStringList, expected);
    QString language, error;
    const QList<Message> messages = readCatalogue(path, &language, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    const QStringList problems = problemsOf(messages, language);
    QVERIFY2(problems.size() == expected.size(), qPrintable(problems.join(u'\n')));
    for (int i = 0; i < expected.size(); ++i)
        QVERIFY2(problems[i].contains(expected[i]), qPrintable(problems[i]));
}

void TestTranslations::inSyncWithSources_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("inSync");
    QTest::newRow("broken catalogue: lacks messages, keeps an unused one")
        << QStringLiteral(KIBITZ_TEST_DATA "/translations/broken_de.ts") << false;
    for (const char *name : { "kibitz_de.ts", "kibitz_fr.ts", "kibitz_nl.ts", "kibitz_pl.ts", "kibitz_en.ts" })
        QTest::newRow(name) << catalogue(name) << true;
}

// lupdate itself decides what the sources hold: the catalogue is updated in a scratch copy with the
// options of the build's update_translations target, and every message it adds or drops is reported.
void TestTranslations::inSyncWithSources()
{
    QFETCH(QString, path);
    QFETCH(bool, inSync);
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString copy = scratch.filePath(QFileInfo(path).fileName());
    QVERIFY(QFile::copy(path, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

    QStringList arguments { QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-obsolete") };
    if (path.endsWith(QLatin1String("kibitz_en.ts")))
        arguments << QStringLiteral("-pluralonly"); // the English catalogue holds only the plural forms
    arguments << QStringLiteral(KIBITZ_SOURCE_DIR "/app") << QStringLiteral(KIBITZ_SOURCE_DIR "/core")
              << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(KIBITZ_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    QString language, error;
    const QList<Message> before = readCatalogue(path, &language, &error);
    const QList<Message> after = readCatalogue(copy, &language, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> beforeKeys, afterKeys;
    for (const Message &m : before) {
        if (m.type != QLatin1String("vanished") && m.type != QLatin1String("obsolete"))
            beforeKeys.insert(m.key());
    }
    for (const Message &m : after)
        afterKeys.insert(m.key());
    QStringList differences;
    for (const Message &m : after) {
        if (!beforeKeys.contains(m.key()))
            differences << QStringLiteral("not in the catalogue: ") + m.label();
    }
    for (const Message &m : before) {
        if (!afterKeys.contains(m.key()))
            differences << QStringLiteral("no longer in the sources: ") + m.label();
    }
    if (inSync) {
        QVERIFY2(differences.isEmpty(),
            qPrintable(differences.join(u'\n')
                + QStringLiteral("\nRun `cmake --build build --target update_translations` and translate.")));
    } else {
        QVERIFY(differences.size() > 100);
        QVERIFY(differences.contains(
            QStringLiteral("no longer in the sources: Kibitz::MainWindow: \"A message nobody uses\"")));
    }
}

void TestTranslations::embeddedCatalogues_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    // Expected texts from translations/kibitz_<language>.ts, context Kibitz::MainWindow, source "&File".
    QTest::newRow("no catalogue for Italian") << QStringLiteral("it") << QString();
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("&Fichier");
    QTest::newRow("Dutch") << QStringLiteral("nl") << QStringLiteral("&Bestand");
    QTest::newRow("Polish") << QStringLiteral("pl") << QStringLiteral("&Plik");
}

void TestTranslations::embeddedCatalogues()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    QTranslator translator;
    const bool loaded = translator.load(QStringLiteral(":/i18n/kibitz_") + language);
    QCOMPARE(loaded, !file.isEmpty());
    if (loaded)
        QCOMPARE(translator.translate("Kibitz::MainWindow", "&File"), file);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
