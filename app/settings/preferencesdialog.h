#pragma once

#include "retranslator.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;

namespace Kibitz {

/**
 * Edit > Preferences: the interface language and how honours are written in diagrams. Every change
 * applies at once to every window (no restart) and is kept in the settings.
 */
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    /** The chosen language ("de", "fr"...), empty for the system's. */
    static QString language();
    /** Keeps @p code as the interface language and installs its translations (empty: the system's). */
    static void setLanguage(const QString &code);
    /** The languages Kibitz is translated into, as codes ("en" first). */
    static QStringList languages();
    /** Applies the stored settings at start-up (language, localized ranks). */
    static void applyStoredSettings();
    /** Keeps and applies the localized-ranks choice, and redraws every window. */
    static void setLocalizedRanks(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTexts();

    Retranslator mTexts { "Kibitz::PreferencesDialog" };
    QComboBox *mLanguage;
    QCheckBox *mRanks;
    QLabel *mRanksSample;
};

} // namespace Kibitz
