#pragma once

#include <QLocale>

namespace Kibitz {

/**
 * Installs Kibitz's translations for a locale into the running application:
 * the English plural forms ("1 board", "2 boards") always, then the locale's
 * own catalogue and Qt's, replacing those of an earlier call. Used by the app
 * and the converter alike; the catalogues are embedded in kibitzcore at :/i18n.
 */
class TranslationLoader
{
public:
    /** Installs the catalogues for @p locale and makes it the default QLocale (dates, numbers); returns whether Kibitz
     * has a catalogue for its language. */
    static bool install(const QLocale &locale);
};

} // namespace Kibitz
