#pragma once

#include <QString>
#include <QtGlobal>

#include <array>

namespace Kibitz {

/**
 * A set of hand shapes (suit lengths spades, hearts, diamonds, clubs), as dealer's
 * shape(compass, any 4333 + 5xxx - 5332) builds it: membership is one bit test, whatever the list.
 */
class ShapeSet
{
public:
    ShapeSet() { mBits.fill(0); }

    /**
     * The shapes matching @p pattern: four characters, a length 0-9 or x (any) per suit from
     * spades to clubs; with @p any, in any order of the suits. Empty when @p pattern is not of that form.
     */
    static ShapeSet fromPattern(QStringView pattern, bool any);
    /** Whether @p pattern is four characters of 0-9 and x. */
    static bool isPattern(QStringView pattern);

    bool contains(int spades, int hearts, int diamonds) const
    {
        const int i = key(spades, hearts, diamonds);
        return (mBits[size_t(i >> 6)] >> (i & 63)) & 1;
    }
    void add(const ShapeSet &other);
    void remove(const ShapeSet &other);
    /** Shapes in the set (at most 560). */
    int count() const;

private:
    static int key(int s, int h, int d) { return (s * 14 + h) * 14 + d; }
    void insert(int s, int h, int d)
    {
        const int i = key(s, h, d);
        mBits[size_t(i >> 6)] |= quint64(1) << (i & 63);
    }
    std::array<quint64, (14 * 14 * 14 + 63) / 64> mBits;
};

} // namespace Kibitz
