#include "converter.h"

#include "i18n/translationloader.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kibitz-convert"));
    Kibitz::TranslationLoader::install(QLocale::system());
    QFile out;
    out.open(stdout, QIODevice::WriteOnly);
    QFile err;
    err.open(stderr, QIODevice::WriteOnly);
    Kibitz::Converter converter(&out, &err);
    converter.setProgressEnabled(Kibitz::Converter::stderrIsTerminal());
    return int(converter.run(QCoreApplication::arguments().mid(1)));
}
