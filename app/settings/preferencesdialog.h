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
    /** The choices are kept and applied by Preferences. */
    explicit PreferencesDialog(QWidget *parent = nullptr);

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
