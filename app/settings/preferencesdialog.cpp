#include "preferencesdialog.h"

#include "settings/preferences.h"
#include "views/cardstyle.h"
#include "views/palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace Kibitz {

namespace {

// A language is listed under its own name, whatever the interface language: that is how people find theirs.
QString nativeName(const QString &code)
{
    if (code == QLatin1String("en"))
        return QStringLiteral("English"); // not QLocale's "American English": the catalogue is plain English
    QString name = QLocale(code).nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

} // namespace

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , mLanguage(new QComboBox)
    , mRanks(new QCheckBox)
    , mRanksSample(new QLabel)
{
    mTexts.bind(this, "windowTitle", QT_TR_NOOP("Preferences"));
    auto *layout = new QVBoxLayout(this);

    auto *languageBox = mTexts.bind(new QGroupBox, "title", QT_TR_NOOP("Language"));
    auto *languageForm = new QFormLayout(languageBox);
    mLanguage->setObjectName(QStringLiteral("language"));
    mLanguage->addItem(QString(), QString());
    for (const QString &code : Preferences::languages())
        mLanguage->addItem(nativeName(code), code);
    mLanguage->setCurrentIndex(std::max(0, mLanguage->findData(Preferences::language())));
    auto *languageLabel = mTexts.bind(new QLabel, "text", QT_TR_NOOP("&Interface language:"));
    languageLabel->setBuddy(mLanguage);
    languageForm->addRow(languageLabel, mLanguage);
    auto *languageNote = mTexts.bind(
        new QLabel, "text", QT_TR_NOOP("Menus, dialogs, messages and printed hand records change at once."));
    languageNote->setWordWrap(true);
    languageNote->setStyleSheet((QStringLiteral("color: ") + Palette::css(Palette::Muted)));
    languageForm->addRow(languageNote);
    layout->addWidget(languageBox);

    auto *diagramBox = mTexts.bind(new QGroupBox, "title", QT_TR_NOOP("Diagrams"));
    auto *diagramLayout = new QVBoxLayout(diagramBox);
    mRanks->setObjectName(QStringLiteral("localizedRanks"));
    mTexts.bind(mRanks, "text", QT_TR_NOOP("Write &honours as the interface language does"));
    mRanks->setChecked(Preferences::localizedRanks());
    diagramLayout->addWidget(mRanks);
    mRanksSample->setObjectName(QStringLiteral("ranksSample"));
    mRanksSample->setIndent(24);
    diagramLayout->addWidget(mRanksSample);
    layout->addWidget(diagramBox);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(mLanguage, &QComboBox::currentIndexChanged, this,
        [this](int index) { Preferences::setLanguage(mLanguage->itemData(index).toString()); });
    connect(mRanks, &QCheckBox::toggled, this, [this](bool on) {
        Preferences::setLocalizedRanks(on);
        updateTexts();
    });
    mTexts.add([this] { updateTexts(); });
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

void PreferencesDialog::updateTexts()
{
    const QLocale system = QLocale::system();
    const QString systemCode = system.name().section(QLatin1Char('_'), 0, 0);
    mLanguage->setItemText(0,
        tr("System language (%1)")
            .arg(Preferences::languages().contains(systemCode) ? nativeName(systemCode)
                                                               : nativeName(QStringLiteral("en"))));
    QStringList ranks;
    for (Rank r : { Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten })
        ranks << CardStyle::rankText(r);
    //: A sample suit under the honours option: %1 is a spade suit such as "♠ A K D B 10".
    mRanksSample->setText(
        CardStyle::suitHtml(tr("For example: %1").arg(QStringLiteral("\u2660 ") + ranks.join(QLatin1Char(' ')))));
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        mTexts.retranslate();
    QDialog::changeEvent(event);
}

} // namespace Kibitz
