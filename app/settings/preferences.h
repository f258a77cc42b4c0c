#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QSettings;

namespace Kibitz {

/**
 * Every setting Kibitz keeps between runs, typed, each with its key and default in one place (preferences.cpp),
 * and each change announced by a signal of instance() (the deck's colours, the honours' letters...), so that
 * every window and view follows a change made anywhere. The keys are those of earlier versions, so that stored
 * settings still load. Setting the language or the honours' letters applies them at once to every window.
 */
class Preferences : public QObject
{
    Q_OBJECT

public:
    /** The object whose signals announce the changes. */
    static Preferences *instance();

    /** The interface language ("de", "fr"...), empty for the system's. */
    static QString language();
    /** Keeps @p code as the interface language and installs its translations (empty: the system's). */
    static void setLanguage(const QString &code);
    /** The languages Kibitz is translated into, as codes ("en" first). */
    static QStringList languages();
    /** Applies the stored settings at start-up (the language's translations). */
    static void applyStoredSettings();
    /** Honours written in the interface language (D for Dame) rather than in English. */
    static bool localizedRanks();
    /** Keeps and applies the localized-ranks choice: every window renews its texts and drawings. */
    static void setLocalizedRanks(bool on);
    /** Localized ranks for this run only, not kept (the command line's --localized-ranks). */
    static void setLocalizedRanksForThisRun(bool on);
    static bool fourColour();
    static void setFourColour(bool on);
    static bool hidePlayed();
    static void setHidePlayed(bool on);
    /** The double-dummy value of each card over the diagram. */
    static bool cardValues();
    static void setCardValues(bool on);
    static bool ddTrace();
    static void setDdTrace(bool on);

    /** Whether Kibitz has started before (the first start shows the sample set). */
    static bool launched();
    static void setLaunched(bool on);
    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray &geometry);
    /** The docks' places, sizes and visibility (QMainWindow::saveState()); empty before the first run ends. */
    static QByteArray windowState();
    static void setWindowState(const QByteArray &state);
    /** The folder of the last file opened or saved; empty when none. */
    static QString lastDir();
    static void setLastDir(const QString &dir);

    /** Files opened or saved, the latest first. */
    static QStringList recentFiles();
    /** Puts @p fileName first in recentFiles() as an absolute path, keeping a short list. */
    static void addRecentFile(const QString &fileName);
    static void clearRecentFiles();
    /** Expressions typed in the board list's filter bar, the latest first. */
    static QStringList recentFilters();
    static void addRecentFilter(const QString &expression);

    enum class ImageFormat { Png, Svg };
    /** The format of the last diagram exported as a picture. */
    static ImageFormat imageFormat();
    static void setImageFormat(ImageFormat format);

    enum class PrintRange { All, Current, Range };
    /** The last choices of the hand-record dialog. */
    struct PrintChoices
    {
        PrintRange range = PrintRange::All;
        int perPage = 4;
        bool auction = true;
        bool doubleDummy = true;
        bool par = true;
        bool comments = true;
        bool solve = false;
    };
    static PrintChoices printChoices();
    static void setPrintChoices(const PrintChoices &choices);

Q_SIGNALS:
    void languageChanged(const QString &code);
    void localizedRanksChanged(bool on);
    void fourColourChanged(bool on);
    void hidePlayedChanged(bool on);
    void cardValuesChanged(bool on);
    void ddTraceChanged(bool on);
    void lastDirChanged(const QString &dir);
    void recentFilesChanged();
    void recentFiltersChanged();
    void imageFormatChanged(Kibitz::Preferences::ImageFormat format);
    void printChoicesChanged();

private:
    Preferences();
    ~Preferences() override;
    /** The settings every getter reads: one object, so that painting a card does not open the settings anew. */
    static QSettings &settings();
    /** Stores @p value under @p key; true when it differs from what was stored. */
    static bool store(const QString &key, const QVariant &value);
    static bool flag(const QString &key);

    std::unique_ptr<QSettings> mSettings;
    std::optional<bool> mRanksThisRun;
};

} // namespace Kibitz
