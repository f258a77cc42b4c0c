#include "solveprogress.h"

#include "converter.h"

#include <QDateTime>
#include <QIODevice>

#include <cmath>

namespace Kibitz {

SolveProgress::SolveProgress(QIODevice *err, bool terminal, qint64 expected)
    : mErr(err)
    , mClock(&QDateTime::currentMSecsSinceEpoch)
    , mTerminal(terminal)
    , mExpected(expected)
{ }

QString SolveProgress::duration(double seconds)
{
    if (seconds < 10)
        return Converter::tr("%1 s").arg(seconds, 0, 'f', seconds < 1 ? 2 : 1);
    const qint64 s = std::llround(seconds);
    if (s < 60)
        return Converter::tr("%1 s").arg(s);
    if (s < 3600)
        return Converter::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return Converter::tr("%1 h %2 min").arg(s / 3600).arg(s / 60 % 60);
}

bool SolveProgress::isSlow(double seconds, int deals, double average)
{
    return seconds >= 20 && average > 0 && seconds >= 10 * average * deals;
}

void SolveProgress::started(int deals, qint64 first, qint64 last)
{
    const qint64 now = mClock();
    mBatchStartMs = now;
    mDeals = deals;
    mFirst = first;
    mLast = last;
    show(now);
}

void SolveProgress::tick()
{
    show(mClock());
}

void SolveProgress::finished()
{
    const qint64 now = mClock();
    const double seconds = double(now - mBatchStartMs) / 1000;
    const double average = mDone > 0 ? mSolvingSeconds / double(mDone) : 0;
    if (isSlow(seconds, mDeals, average)) {
        if (mLineShown)
            mErr->write("\n");
        mLineShown = false;
        const QString boards = mDeals == 1 ? Converter::tr("board %1").arg(mFirst)
                                           : Converter::tr("one of the boards %1 to %2").arg(mFirst).arg(mLast);
        //: --solve: a deal took far longer than the others; %1 names it ("board 12", "one of the boards 1 to 40")
        mErr->write(Converter::tr("kibitz-convert: %1 took %2 to solve (%3 a deal on average)\n")
                        .arg(boards, duration(seconds), duration(average))
                        .toUtf8());
    }
    mSolvingSeconds += seconds;
    mDone += mDeals;
    mDeals = 0;
    show(now);
}

void SolveProgress::done()
{
    if (mLineShown)
        mErr->write("\n");
    mLineShown = false;
}

void SolveProgress::show(qint64 now)
{
    if (!mTerminal || (now - mShownMs < 500 && mDeals > 0))
        return;
    mShownMs = now;
    // The rate of the batches done; the one under way has used part of the time left already.
    const double rate = mSolvingSeconds > 0 ? double(mDone) / mSolvingSeconds : 0;
    const double running = mDeals > 0 ? double(now - mBatchStartMs) / 1000 : 0;
    QString line;
    if (mDeals == 1)
        line = Converter::tr("board %1").arg(mFirst);
    else if (mDeals > 1)
        line = Converter::tr("boards %1-%2").arg(mFirst).arg(mLast);
    if (mDeals > 0 && now - mBatchStartMs >= 5000)
        line += Converter::tr(" (%1 so far)").arg(duration(double(now - mBatchStartMs) / 1000));
    if (!line.isEmpty())
        line += QStringLiteral(": ");
    if (mExpected > 0) {
        line += Converter::tr("%1 of %2 deals solved").arg(mDone).arg(mExpected);
        if (mDone > 0 && rate > 0 && mDone < mExpected)
            line += Converter::tr(", %1 a second, %2 left")
                        .arg(rate, 0, 'f', 1)
                        .arg(duration(std::max(0.0, double(mExpected - mDone) / rate - running)));
    }
    if (mExpected <= 0 || mDone >= mExpected) {
        if (mExpected <= 0)
            line += Converter::tr("%1 deals solved").arg(mDone);
        if (mDone > 0 && rate > 0)
            line += Converter::tr(", %1 a second").arg(rate, 0, 'f', 1);
    }
    // Clear what a longer line before left behind.
    mErr->write((QStringLiteral("\r") + line + QStringLiteral("\x1b[K")).toUtf8());
    mLineShown = true;
}

} // namespace Kibitz
