#pragma once

#include <QList>
#include <QPointer>

#include <functional>

namespace Kibitz {

/**
 * Keeps a widget's fixed texts in the current language. Each text is bound once, when the widget is
 * built, to the source text marked with QT_TR_NOOP (so lupdate finds it in the widget's context);
 * retranslate() sets them all again after a QEvent::LanguageChange.
 */
class Retranslator
{
public:
    /** @p context is the translation context of the bound texts, normally the owner's class name. */
    explicit Retranslator(const char *context);

    /** Sets @p property ("text", "title", "windowTitle", "toolTip"...) of @p object to @p source, translated. */
    template <typename T>
    T *bind(T *object, const char *property, const char *source, const char *disambiguation = nullptr)
    {
        bindObject(object, property, source, disambiguation);
        return object;
    }
    /** Runs @p update now and after every language change (tab texts, combo items, composed texts). */
    void add(std::function<void()> update);
    /** Translates every bound text again. */
    void retranslate() const;

private:
    struct Binding
    {
        QPointer<QObject> object;
        const char *property;
        const char *source;
        const char *disambiguation;
    };

    void bindObject(QObject *object, const char *property, const char *source, const char *disambiguation);
    void apply(const Binding &binding) const;

    const char *mContext;
    QList<Binding> mBindings;
    QList<std::function<void()>> mUpdates;
};

} // namespace Kibitz
