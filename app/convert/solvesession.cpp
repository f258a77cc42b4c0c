#include "solvesession.h"

#include "converter.h"
#include "solveprogress.h"
#include "workerthread.h"

#include "analysis/doubledummysolver.h"
#include "model/quotedinput.h"

#include <QDateTime>
#include <QIODevice>

#include <algorithm>

namespace Kibitz {

SolveSession::SolveSession(QIODevice *err, const Options &options, Sink sink)
    : mErr(err)
    , mOptions(options)
    , mSink(std::move(sink))
{
    mOptions.dealsPerCall = std::max(1, mOptions.dealsPerCall);
    mProgress = std::make_unique<SolveProgress>(err, options.progress, options.expected);
}

SolveSession::~SolveSession() = default;

void SolveSession::printErr(const QString &text)
{
    mErr->write(printableText(text).toUtf8()); // as Converter::printErr()
}

bool SolveSession::add(Board board, qint64 position, const QString &label)
{
    if (mFailed)
        return false;
    Waiting w { std::move(board), position, label };
    const bool complete = w.board.doubleDummy().isComplete();
    const bool pastDeadline = mOptions.deadlineMs > 0 && QDateTime::currentMSecsSinceEpoch() >= mOptions.deadlineMs;
    w.solve = !complete && !pastDeadline;
    w.verify = complete && mOptions.verify && !pastDeadline;
    if (!complete && pastDeadline)
        ++mLeftUnsolved;
    if (!w.solve && !w.verify && mWaiting.empty()) {
        mFailed = !mSink(w.board, w.position);
        return !mFailed;
    }
    mJobs += w.solve || w.verify;
    mWaiting.push_back(std::move(w));
    if (mJobs >= mOptions.dealsPerCall || mWaiting.size() >= size_t(MaxWaiting))
        return flush();
    return true;
}

bool SolveSession::finish()
{
    const bool ok = flush();
    mProgress->done();
    return ok;
}

bool SolveSession::flush()
{
    if (mFailed)
        return false;
    QList<Deal> deals;
    QList<int> owners; // index in mWaiting of each deal
    for (size_t i = 0; i < mWaiting.size(); ++i) {
        if (mWaiting[i].solve || mWaiting[i].verify) {
            deals.append(mWaiting[i].board.deal());
            owners.append(int(i));
        }
    }
    BatchResult result;
    if (!deals.isEmpty()) {
        mDealsGiven += deals.size();
        const auto number = [this](int i) {
            const Board &b = mWaiting[size_t(i)].board;
            return b.number() ? qint64(*b.number()) : mWaiting[size_t(i)].position;
        };
        mProgress->started(int(deals.size()), number(owners.first()), number(owners.last()));
        if (mOptions.progress) {
            // DDS runs on a worker thread (using every core itself) while this one keeps the line alive.
            if (!mWorker)
                mWorker = std::make_unique<WorkerThread>();
            mWorker->start([&] {
                result = DoubleDummySolver().tables(deals);
                return true;
            });
            while (!mWorker->waitFor(1000))
                mProgress->tick();
        } else {
            result = DoubleDummySolver().tables(deals);
        }
        mProgress->finished();
    }
    for (qsizetype k = 0; k < owners.size(); ++k)
        apply(mWaiting[size_t(owners[k])], result.tables[k], result.errors[k]);
    mJobs = 0;
    while (!mWaiting.empty()) {
        const Waiting &w = mWaiting.front();
        if (!mSink(w.board, w.position)) {
            mFailed = true;
            mWaiting.clear();
            return false;
        }
        mWaiting.pop_front();
    }
    return true;
}

void SolveSession::apply(Waiting &w, const std::optional<DoubleDummyTable> &table, const QString &error)
{
    const QString label = QStringLiteral("kibitz-convert: %1: ").arg(w.label);
    if (!table) {
        printErr(label + Converter::tr("not solved: %1\n").arg(error));
        return;
    }
    if (w.solve) {
        w.board.setDoubleDummy(*table);
        if (w.board.deal().isComplete() && w.board.par().isEmpty()) {
            QString why;
            if (const auto par = DoubleDummySolver::par(*table, w.board.dealer(), w.board.vulnerability(), &why))
                w.board.setPar(par->toString());
            else
                printErr(label + Converter::tr("not solved: %1\n").arg(why));
        }
        return;
    }
    const DoubleDummyTable &stored = w.board.doubleDummy();
    if (*table == stored)
        return;
    ++mDisagreements;
    for (Strain strain : StrainsNoTrumpFirst) {
        for (Seat seat : AllSeats) {
            const int was = stored.tricks(seat, strain).value_or(-1);
            const int is = table->tricks(seat, strain).value_or(-1);
            if (was != is) {
                printErr(label
                    + Converter::tr("%1 by %2: the file says %3 tricks, DDS %4\n")
                          .arg(strainText(strain), seatName(seat))
                          .arg(was)
                          .arg(is));
            }
        }
    }
}

} // namespace Kibitz
