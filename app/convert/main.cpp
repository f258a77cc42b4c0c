#include "converter.h"

#include <QCoreApplication>
#include <QFile>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kibitz-convert"));
    QFile out;
    out.open(stdout, QIODevice::WriteOnly);
    QFile err;
    err.open(stderr, QIODevice::WriteOnly);
    Kibitz::Converter converter(&out, &err);
    converter.setProgressEnabled(Kibitz::Converter::stderrIsTerminal());
    return converter.run(QCoreApplication::arguments().mid(1));
}
