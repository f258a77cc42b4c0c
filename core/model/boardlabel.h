#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace Kibitz {

/**
 * Board labels: the PBN `Board` values that are not plain numbers (`1-1`, `3a`, `Ex. 4`), as
 * teachers number the exercises of a lesson (docs/formats.md#pbn).
 */
namespace BoardLabel {

/** The number @p text states (digits only, more than 0), else nothing: such a value is a label. */
std::optional<int> numberOf(QStringView text);

/**
 * Natural order: runs of digits compare by their value, the rest without case, so "2" < "10",
 * "1-2" < "1-10" and "3" < "3a" < "3b". Negative, zero or positive, as QString::compare().
 */
int compare(QStringView a, QStringView b);

/** Whether @p a comes before @p b in natural order (for std::sort). */
inline bool lessThan(QStringView a, QStringView b)
{
    return compare(a, b) < 0;
}

} // namespace BoardLabel

} // namespace Kibitz
