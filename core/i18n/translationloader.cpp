#include "translationloader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace Kibitz {

namespace {

struct Translators
{
    std::unique_ptr<QTranslator> english;
    std::unique_ptr<QTranslator> kibitz;
    std::unique_ptr<QTranslator> qt;
};

Translators &translators()
{
    static Translators t;
    return t;
}

void replace(std::unique_ptr<QTranslator> &slot, std::unique_ptr<QTranslator> next)
{
    if (slot)
        QCoreApplication::removeTranslator(slot.get());
    slot = std::move(next);
    if (slot)
        QCoreApplication::installTranslator(slot.get());
}

} // namespace

bool TranslationLoader::install(const QLocale &locale)
{
    Translators &t = translators();
    // Dates and numbers shown or printed follow the interface language too (a German hand record says
    // "Samstag, 21. November 2026"); files are written with locale-independent conversions. The app's
    // worker threads (DDS) format nothing with QLocale, so changing the default while they run is safe.
    QLocale::setDefault(locale);
    // The sources are English with "%n board(s)"; the English catalogue supplies the plural forms.
    if (!t.english) {
        auto english = std::make_unique<QTranslator>();
        if (english->load(QStringLiteral(":/i18n/kibitz_en.qm")))
            replace(t.english, std::move(english));
    }
    bool found = false;
    auto kibitz = std::make_unique<QTranslator>();
    if (locale.language() != QLocale::English && locale.language() != QLocale::C
        && kibitz->load(locale, QStringLiteral("kibitz"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        replace(t.kibitz, std::move(kibitz));
        found = true;
    } else {
        replace(t.kibitz, nullptr);
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        replace(t.qt, std::move(qt));
    else
        replace(t.qt, nullptr);
    return found || locale.language() == QLocale::English;
}

} // namespace Kibitz
