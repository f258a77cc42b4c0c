#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Kibitz {

/**
 * Every setting Kibitz keeps between runs, typed, each with its key and default in one place (preferences.cpp).
 * The keys are those of earlier versions, so that stored settings still load.
 */
class Preferences
{
public:
    Preferences() = delete;

    /** The interface language ("de", "fr"...), empty for the system's. */
    static QString language();
    static void setLanguage(const QString &code);
    /** Honours written in the interface language (D for Dame) rather than in English. */
    static bool localizedRanks();
    static void setLocalizedRanks(bool on);
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
};

} // namespace Kibitz
