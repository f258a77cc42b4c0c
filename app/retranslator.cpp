#include "retranslator.h"

#include <QCoreApplication>
#include <QVariant>

namespace Kibitz {

Retranslator::Retranslator(const char *context)
    : mContext(context)
{ }

void Retranslator::bindObject(QObject *object, const char *property, const char *source, const char *disambiguation)
{
    mBindings.append({ object, property, source, disambiguation });
    apply(mBindings.last());
}

void Retranslator::add(std::function<void()> update)
{
    update();
    mUpdates.append(std::move(update));
}

void Retranslator::apply(const Binding &binding) const
{
    if (binding.object)
        binding.object->setProperty(
            binding.property, QCoreApplication::translate(mContext, binding.source, binding.disambiguation));
}

void Retranslator::retranslate() const
{
    for (const Binding &binding : mBindings)
        apply(binding);
    for (const auto &update : mUpdates)
        update();
}

} // namespace Kibitz
