#include "application.h"

#include "mainwindow.h"

#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Kibitz {

Application::Application(int &argc, char **argv)
    : QApplication(argc, argv)
{
    setApplicationName(QStringLiteral("Kibitz"));
    setOrganizationName(QStringLiteral("Kibitz"));
    setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    installTranslators(QLocale::system());
}

Application::~Application() = default;

void Application::installTranslators(const QLocale &locale)
{
    for (auto *t : {mAppTranslator.get(), mQtTranslator.get()}) {
        if (t)
            removeTranslator(t);
    }
    mAppTranslator = std::make_unique<QTranslator>();
    if (mAppTranslator->load(locale, QStringLiteral("kibitz"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        installTranslator(mAppTranslator.get());
    mQtTranslator = std::make_unique<QTranslator>();
    if (mQtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        installTranslator(mQtTranslator.get());
}

int Application::run()
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Kibitz: view, edit and convert bridge deal files."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), tr("Deal files to open."), QStringLiteral("[FILE...]"));
    parser.process(*this);

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        window.openBundledSample();
    else
        window.openFile(files.first());
    window.show();
    return exec();
}

} // namespace Kibitz
