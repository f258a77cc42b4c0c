#pragma once

#include "expression.h"

#include "formats/formaterror.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace Kibitz {

class BoardSource;
class DoubleDummyCache;
class RecordFormat;

/**
 * Finds the boards of a file for which an Expression holds. A deal-only condition (hands, shape,
 * points: no board fields, no double dummy) on a file of fixed-size records (.deals, ZBD, ZRD)
 * runs on the records themselves, without building boards, on every core; anything else reads
 * the boards one by one. Matches come in order, chunk after chunk, so a viewer can show the first
 * ones while the rest is counted.
 */
class BoardSelector
{
public:
    struct Control
    {
        /** Asked between chunks; true stops (the matches so far are returned). */
        std::function<bool()> isCancelled;
        /** Boards tested so far, of all. */
        std::function<void(qint64 done, qint64 total)> progress;
        /** The matches of each chunk (0-based board indices), in order, as soon as they are known. */
        std::function<void(const QList<qint64> &matches)> found;
    };

    explicit BoardSelector(Expression expression, DoubleDummyCache *doubleDummy = nullptr)
        : mExpression(std::move(expression))
        , mDoubleDummy(doubleDummy)
    { }

    /** Whether the condition can run on records (it reads only the deal, its number, dealer and vulnerability). */
    bool dealOnly() const { return !mExpression.usesBoard() && !mExpression.usesDoubleDummy(); }

    /**
     * The matching records of @p count records at @p data in @p format (its deal lane), on
     * @p threads threads (0: every core). Nothing when the format has no lane or the condition
     * is not deal-only; a record the lane cannot take is decoded in full.
     */
    std::optional<QList<qint64>> selectRecords(const RecordFormat &format, const uchar *data, qint64 count,
        const Control &control = {}, int threads = 0) const;
    /** The matching boards of @p source, read one by one. */
    QList<qint64> select(const BoardSource &source, const Control &control = {}) const;
    /** The matching boards of a file: selectRecords() on its mapping when it can, else select(). */
    std::optional<QList<qint64>> selectFile(
        const QString &fileName, const Control &control = {}, FormatError *error = nullptr, int threads = 0) const;

private:
    Expression mExpression;
    DoubleDummyCache *mDoubleDummy;
};

} // namespace Kibitz
