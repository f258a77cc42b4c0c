#include "preferences.h"

#include <QFileInfo>
#include <QSettings>

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

bool flag(const QString &key, bool fallback = false)
{
    return QSettings().value(key, fallback).toBool();
}

void store(const QString &key, const QVariant &value)
{
    QSettings().setValue(key, value);
}

} // namespace

QString Preferences::language()
{
    return QSettings().value(LanguageKey).toString();
}

void Preferences::setLanguage(const QString &code)
{
    store(LanguageKey, code);
}

bool Preferences::localizedRanks()
{
    return flag(LocalizedRanksKey);
}

void Preferences::setLocalizedRanks(bool on)
{
    store(LocalizedRanksKey, on);
}

bool Preferences::fourColour()
{
    return flag(FourColourKey);
}

void Preferences::setFourColour(bool on)
{
    store(FourColourKey, on);
}

bool Preferences::hidePlayed()
{
    return flag(HidePlayedKey);
}

void Preferences::setHidePlayed(bool on)
{
    store(HidePlayedKey, on);
}

bool Preferences::cardValues()
{
    return flag(CardValuesKey);
}

void Preferences::setCardValues(bool on)
{
    store(CardValuesKey, on);
}

bool Preferences::ddTrace()
{
    return flag(DdTraceKey);
}

void Preferences::setDdTrace(bool on)
{
    store(DdTraceKey, on);
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
    return QSettings().value(WindowGeometryKey).toByteArray();
}

void Preferences::setWindowGeometry(const QByteArray &geometry)
{
    store(WindowGeometryKey, geometry);
}

QByteArray Preferences::windowState()
{
    return QSettings().value(WindowStateKey).toByteArray();
}

void Preferences::setWindowState(const QByteArray &state)
{
    store(WindowStateKey, state);
}

QString Preferences::lastDir()
{
    return QSettings().value(LastDirKey).toString();
}

void Preferences::setLastDir(const QString &dir)
{
    store(LastDirKey, dir);
}

QStringList Preferences::recentFiles()
{
    return QSettings().value(RecentFilesKey).toStringList();
}

void Preferences::addRecentFile(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    store(RecentFilesKey, files);
}

QStringList Preferences::recentFilters()
{
    return QSettings().value(RecentFiltersKey).toStringList();
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
    store(RecentFiltersKey, filters);
}

void Preferences::clearRecentFiles()
{
    QSettings().remove(RecentFilesKey);
}

Preferences::ImageFormat Preferences::imageFormat()
{
    return QSettings().value(ImageFormatKey).toString() == QLatin1String("svg") ? ImageFormat::Svg : ImageFormat::Png;
}

void Preferences::setImageFormat(ImageFormat format)
{
    store(ImageFormatKey, format == ImageFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png"));
}

Preferences::PrintChoices Preferences::printChoices()
{
    const QSettings settings;
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
    QSettings settings;
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
}

} // namespace Kibitz
