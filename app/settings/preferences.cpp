#include "preferences.h"

#include "i18n/translationloader.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QWidget>

namespace Kibitz {

namespace {

// The keys and defaults of every setting. Keep the key strings: users' stored settings are read with them.
const QString LanguageKey = QStringLiteral("ui/language");
const QString LocalizedRanksKey = QStringLiteral("view/localizedRanks");
const QString FourColourKey = QStringLiteral("view/fourColour");
const QString HidePlayedKey = QStringLiteral("view/hidePlayed");
const QString CardValuesKey = QStringLiteral("view/cardValues");
const QString DdTraceKey = QStringLiteral("view/ddTrace");
const QString LaunchedKey = QStringLiteral("launched");
const QString WindowGeometryKey = QStringLiteral("window/geometry");
const QString WindowStateKey = QStringLiteral("window/state");
const QString LastDirKey = QStringLiteral("lastDir");
const QString RecentFilesKey = QStringLiteral("recentFiles");
constexpr int MaxRecentFiles = 10;
const QString RecentFiltersKey = QStringLiteral("filter/recent");
constexpr int MaxRecentFilters = 15;
const QString ImageFormatKey = QStringLiteral("export/imageFilter");
const QString PrintRangeKey = QStringLiteral("print/range");
const QString PrintPerPageKey = QStringLiteral("print/perPage");
const QString PrintAuctionKey = QStringLiteral("print/auction");
const QString PrintDoubleDummyKey = QStringLiteral("print/doubleDummy");
const QString PrintParKey = QStringLiteral("print/par");
const QString PrintCommentsKey = QStringLiteral("print/comments");
const QString PrintSolveKey = QStringLiteral("print/solve");

QLocale localeFor(const QString &code)
{
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

} // namespace

Preferences::Preferences()
    : QObject(QCoreApplication::instance())
    , mSettings(std::make_unique<QSettings>())
{ }

Preferences::~Preferences() = default;

Preferences *Preferences::instance()
{
    // Made with the application's settings path, and gone with the application.
    static QPointer<Preferences> preferences;
    if (!preferences)
        preferences = new Preferences;
    return preferences;
}

QSettings &Preferences::settings()
{
    return *instance()->mSettings;
}

bool Preferences::store(const QString &key, const QVariant &value)
{
    QSettings &stored = settings();
    const bool changed = stored.value(key) != value;
    stored.setValue(key, value);
    return changed;
}

bool Preferences::flag(const QString &key)
{
    return settings().value(key, false).toBool();
}

QString Preferences::language()
{
    return settings().value(LanguageKey).toString();
}

void Preferences::setLanguage(const QString &code)
{
    const bool changed = store(LanguageKey, code);
    // Installing the translators sends QEvent::LanguageChange to every widget, which retranslate themselves.
    TranslationLoader::install(localeFor(code));
    if (changed)
        Q_EMIT instance()->languageChanged(code);
}

QStringList Preferences::languages()
{
    return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("nl"),
        QStringLiteral("pl") };
}

void Preferences::applyStoredSettings()
{
    TranslationLoader::install(localeFor(language()));
}

bool Preferences::localizedRanks()
{
    return instance()->mRanksThisRun.value_or(flag(LocalizedRanksKey));
}

void Preferences::setLocalizedRanks(bool on)
{
    const bool was = localizedRanks();
    store(LocalizedRanksKey, on);
    instance()->mRanksThisRun.reset();
    // Honour letters are in texts as well as drawings (the play editor's legal cards, the trace): every
    // widget renews its texts as for a change of language (a window passes the event to its children).
    const auto windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(window, &change);
    }
    if (on != was)
        Q_EMIT instance()->localizedRanksChanged(on);
}

void Preferences::setLocalizedRanksForThisRun(bool on)
{
    const bool was = localizedRanks();
    instance()->mRanksThisRun = on;
    if (on != was)
        Q_EMIT instance()->localizedRanksChanged(on);
}

bool Preferences::fourColour()
{
    return flag(FourColourKey);
}

void Preferences::setFourColour(bool on)
{
    if (store(FourColourKey, on))
        Q_EMIT instance()->fourColourChanged(on);
}

bool Preferences::hidePlayed()
{
    return flag(HidePlayedKey);
}

void Preferences::setHidePlayed(bool on)
{
    if (store(HidePlayedKey, on))
        Q_EMIT instance()->hidePlayedChanged(on);
}

bool Preferences::cardValues()
{
    return flag(CardValuesKey);
}

void Preferences::setCardValues(bool on)
{
    if (store(CardValuesKey, on))
        Q_EMIT instance()->cardValuesChanged(on);
}

bool Preferences::ddTrace()
{
    return flag(DdTraceKey);
}

void Preferences::setDdTrace(bool on)
{
    if (store(DdTraceKey, on))
        Q_EMIT instance()->ddTraceChanged(on);
}

bool Preferences::launched()
{
    return flag(LaunchedKey);
}

void Preferences::setLaunched(bool on)
{
    store(LaunchedKey, on);
}

QByteArray Preferences::windowGeometry()
{
    return settings().value(WindowGeometryKey).toByteArray();
}

void Preferences::setWindowGeometry(const QByteArray &geometry)
{
    store(WindowGeometryKey, geometry);
}

QByteArray Preferences::windowState()
{
    return settings().value(WindowStateKey).toByteArray();
}

void Preferences::setWindowState(const QByteArray &state)
{
    store(WindowStateKey, state);
}

QString Preferences::lastDir()
{
    return settings().value(LastDirKey).toString();
}

void Preferences::setLastDir(const QString &dir)
{
    if (store(LastDirKey, dir))
        Q_EMIT instance()->lastDirChanged(dir);
}

QStringList Preferences::recentFiles()
{
    return settings().value(RecentFilesKey).toStringList();
}

void Preferences::addRecentFile(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    if (store(RecentFilesKey, files))
        Q_EMIT instance()->recentFilesChanged();
}

QStringList Preferences::recentFilters()
{
    return settings().value(RecentFiltersKey).toStringList();
}

void Preferences::addRecentFilter(const QString &expression)
{
    const QString text = expression.trimmed();
    if (text.isEmpty())
        return;
    QStringList filters = recentFilters();
    filters.removeAll(text);
    filters.prepend(text);
    while (filters.size() > MaxRecentFilters)
        filters.removeLast();
    if (store(RecentFiltersKey, filters))
        Q_EMIT instance()->recentFiltersChanged();
}

void Preferences::clearRecentFiles()
{
    settings().remove(RecentFilesKey);
    Q_EMIT instance()->recentFilesChanged();
}

Preferences::ImageFormat Preferences::imageFormat()
{
    return settings().value(ImageFormatKey).toString() == QLatin1String("svg") ? ImageFormat::Svg : ImageFormat::Png;
}

void Preferences::setImageFormat(ImageFormat format)
{
    if (store(ImageFormatKey, format == ImageFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png")))
        Q_EMIT instance()->imageFormatChanged(format);
}

Preferences::PrintChoices Preferences::printChoices()
{
    const QSettings &settings = Preferences::settings();
    PrintChoices choices;
    const QString range = settings.value(PrintRangeKey).toString();
    choices.range = range == QLatin1String("current") ? PrintRange::Current
        : range == QLatin1String("range")             ? PrintRange::Range
                                                      : PrintRange::All;
    // An INI file gives the number back as text: toInt() reads both.
    choices.perPage = settings.value(PrintPerPageKey, choices.perPage).toInt();
    choices.auction = settings.value(PrintAuctionKey, choices.auction).toBool();
    choices.doubleDummy = settings.value(PrintDoubleDummyKey, choices.doubleDummy).toBool();
    choices.par = settings.value(PrintParKey, choices.par).toBool();
    choices.comments = settings.value(PrintCommentsKey, choices.comments).toBool();
    choices.solve = settings.value(PrintSolveKey, choices.solve).toBool();
    return choices;
}

void Preferences::setPrintChoices(const PrintChoices &choices)
{
    QSettings &settings = Preferences::settings();
    settings.setValue(PrintRangeKey,
        choices.range == PrintRange::Current     ? QStringLiteral("current")
            : choices.range == PrintRange::Range ? QStringLiteral("range")
                                                 : QStringLiteral("all"));
    settings.setValue(PrintPerPageKey, choices.perPage);
    settings.setValue(PrintAuctionKey, choices.auction);
    settings.setValue(PrintDoubleDummyKey, choices.doubleDummy);
    settings.setValue(PrintParKey, choices.par);
    settings.setValue(PrintCommentsKey, choices.comments);
    settings.setValue(PrintSolveKey, choices.solve);
    Q_EMIT instance()->printChoicesChanged();
}

} // namespace Kibitz
