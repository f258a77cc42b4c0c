#include "shapeset.h"
#include "model/hand.h"

#include <algorithm>
#include <bit>

namespace Kibitz {

bool ShapeSet::isPattern(QStringView pattern)
{
    return pattern.size() == 4
        && std::all_of(pattern.begin(), pattern.end(), [](QChar c) { return c == u'x' || (c >= u'0' && c <= u'9'); });
}

ShapeSet ShapeSet::fromPattern(QStringView pattern, bool any)
{
    ShapeSet set;
    if (!isPattern(pattern))
        return set;
    std::array<int, 4> want; // -1 = any length
    for (int i = 0; i < 4; ++i)
        want[size_t(i)] = pattern[i] == u'x' ? -1 : pattern[i].unicode() - '0';
    std::array<int, 4> order { 0, 1, 2, 3 };
    do {
        for (int s = 0; s <= 13; ++s) {
            for (int h = 0; s + h <= 13; ++h) {
                for (int d = 0; s + h + d <= 13; ++d) {
                    const std::array<int, 4> len { s, h, d, 13 - s - h - d };
                    bool match = true;
                    for (int i = 0; i < 4 && match; ++i) {
                        const int w = want[size_t(order[size_t(i)])];
                        match = w < 0 || w == len[size_t(i)];
                    }
                    if (match)
                        set.insert(s, h, d);
                }
            }
        }
    } while (any && std::next_permutation(order.begin(), order.end()));
    return set;
}

void ShapeSet::add(const ShapeSet &other)
{
    for (size_t i = 0; i < mBits.size(); ++i)
        mBits[i] |= other.mBits[i];
}

void ShapeSet::remove(const ShapeSet &other)
{
    for (size_t i = 0; i < mBits.size(); ++i)
        mBits[i] &= ~other.mBits[i];
}

int ShapeSet::count() const
{
    int n = 0;
    for (quint64 w : mBits)
        n += bitCount(w);
    return n;
}

} // namespace Kibitz
