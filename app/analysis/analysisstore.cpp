#include "analysisstore.h"

#include "analysis/doubledummysolver.h"

#include <QMutexLocker>

namespace Kibitz {

QString AnalysisStore::dealKey(const Deal &deal)
{
    return deal.toString();
}

AnalysisStore::AnalysisStore(const AnalysisStore &other)
{
    QMutexLocker lock(&other.mMutex);
    mTables = other.mTables;
    mPars = other.mPars;
}

void AnalysisStore::insert(const Deal &deal, const DoubleDummyTable &table)
{
    QMutexLocker lock(&mMutex);
    mTables.insert(dealKey(deal), table);
}

DoubleDummyTable AnalysisStore::table(const Deal &deal) const
{
    QMutexLocker lock(&mMutex);
    return mTables.value(dealKey(deal));
}

QList<std::pair<Deal, DoubleDummyTable>> AnalysisStore::solved() const
{
    QMutexLocker lock(&mMutex);
    QList<std::pair<Deal, DoubleDummyTable>> all;
    all.reserve(mTables.size());
    for (auto it = mTables.cbegin(); it != mTables.cend(); ++it) {
        if (const std::optional<Deal> deal = Deal::parse(it.key()))
            all.append({ *deal, it.value() });
    }
    return all;
}

qsizetype AnalysisStore::count() const
{
    QMutexLocker lock(&mMutex);
    return mTables.size();
}

qsizetype AnalysisStore::cachedPars() const
{
    QMutexLocker lock(&mMutex);
    return mPars.size();
}

void AnalysisStore::clear()
{
    QMutexLocker lock(&mMutex);
    mTables.clear();
    mPars.clear();
}

QString AnalysisStore::par(const DoubleDummyTable &table, Seat dealer, Vulnerability vulnerability) const
{
    if (!table.isComplete())
        return {};
    QString key;
    key.reserve(24);
    for (Seat s : AllSeats) {
        for (Strain strain : StrainsNoTrumpFirst)
            key += QChar(u'a' + *table.tricks(s, strain));
    }
    key += QChar(u'0' + int(dealer));
    key += QChar(u'0' + int(vulnerability));
    QMutexLocker lock(&mMutex);
    if (const auto it = mPars.constFind(key); it != mPars.cend())
        return *it;
    QString text;
    if (const auto result = DoubleDummySolver::par(table, dealer, vulnerability))
        text = result->scoreText() + QStringLiteral("; ") + result->contractsText();
    if (mPars.size() >= MaxPars)
        mPars.clear(); // computing one again costs microseconds; keeping every one cost gigabytes
    mPars.insert(key, text);
    return text;
}

bool AnalysisStore::adds(const Board &board, bool withPar) const
{
    const Deal &deal = board.deal();
    if (deal.cardCount() == 0)
        return false;
    if (!board.doubleDummy().isComplete()) {
        QMutexLocker lock(&mMutex);
        if (mTables.isEmpty())
            return false;
        lock.unlock();
        return table(deal).isComplete();
    }
    return withPar && deal.isComplete() && board.par().isEmpty();
}

Board AnalysisStore::complete(Board board, bool withPar) const
{
    const Deal &deal = board.deal();
    if (deal.cardCount() == 0)
        return board;
    if (!board.doubleDummy().isComplete()) {
        bool any;
        {
            QMutexLocker lock(&mMutex);
            any = !mTables.isEmpty();
        }
        if (!any)
            return board;
        const DoubleDummyTable solved = table(deal);
        if (!solved.isComplete())
            return board;
        board.setDoubleDummy(solved);
    }
    if (withPar && deal.isComplete() && board.par().isEmpty())
        board.setPar(par(board.doubleDummy(), board.dealer(), board.vulnerability()));
    return board;
}

} // namespace Kibitz
