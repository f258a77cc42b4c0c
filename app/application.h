#pragma once

#include <QApplication>

#include <memory>

namespace Kibitz {

class MainWindow;

/** The Kibitz application: translators, command line, the main window. */
class Application : public QApplication
{
    Q_OBJECT

public:
    Application(int &argc, char **argv);
    ~Application() override;

    /**
     * Before the application exists: when @p argv asks for a mode that needs no window (--help, --version,
     * --screenshot, --export-pdf) and QT_QPA_PLATFORM is not set, selects Qt's offscreen platform, so that
     * these modes run without a display instead of aborting.
     */
    static void chooseHeadlessPlatform(int argc, char **argv);
    /** Parses the command line, shows the window and runs the event loop; returns the exit code. */
    int run();
    /** Installs Kibitz's and Qt's translations for @p locale, replacing earlier ones. */
    void installTranslators(const QLocale &locale);

    /**
     * Renders the main window offscreen to @p outFile after opening @p fileName (the
     * bundled sample when empty), selecting board @p board (1-based) and stepping the
     * play to @p cards cards. With @p trace the double-dummy trace panel is shown and
     * solved first. Returns 0, or non-zero after printing why to stderr.
     */
    static int screenshot(const QString &outFile, const QString &fileName, qint64 board, int cards, QSize size,
        bool timing, bool trace = false);
    /**
     * `kibitz --export-pdf`: writes the hand records of @p fileName (the bundled sample when empty) to
     * @p outFile, @p perPage boards a page, solving missing tables first with @p solve. Returns 0, or
     * non-zero after printing why to stderr.
     */
    static int exportPdf(const QString &outFile, const QString &fileName, int perPage, bool solve);

private:
    /** Offers to restore each copy of unsaved changes a crash left behind; returns how many windows it opened. */
    int offerRecovery();
    /**
     * After the event loop: deletes the closed windows and returns @p status, or ends the process at once
     * (std::quick_exit) when a solver thread is still running, instead of waiting out a hard deal.
     */
    int finish(int status);
};

} // namespace Kibitz
