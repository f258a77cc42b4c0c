#pragma once

#include <QApplication>

#include <memory>

class QTranslator;

namespace Kibitz {

class MainWindow;

/** The Kibitz application: translators, command line, the main window. */
class Application : public QApplication
{
    Q_OBJECT

public:
    Application(int &argc, char **argv);
    ~Application() override;

    /** Parses the command line, shows the window and runs the event loop; returns the exit code. */
    int run();
    /** Installs Kibitz's and Qt's translations for @p locale, replacing earlier ones. */
    void installTranslators(const QLocale &locale);

private:
    std::unique_ptr<QTranslator> mAppTranslator;
    std::unique_ptr<QTranslator> mQtTranslator;
};

} // namespace Kibitz
