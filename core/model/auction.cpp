#include "auction.h"

#include <QCoreApplication>
#include <QStringList>

namespace Kibitz {

namespace {

struct State
{
    int lastBid = -1; // index of the last bid
    Doubling doubling = Doubling::Undoubled;
    int passesSinceLastCall = 0; // consecutive passes at the end
};

State stateBefore(const QList<Call> &calls, int end)
{
    State st;
    for (int i = 0; i < end; ++i) {
        const Call &c = calls[i];
        switch (c.type()) {
        case Call::Type::Pass:
            ++st.passesSinceLastCall;
            break;
        case Call::Type::Bid:
            st.lastBid = i;
            st.doubling = Doubling::Undoubled;
            st.passesSinceLastCall = 0;
            break;
        case Call::Type::Double:
            st.doubling = Doubling::Doubled;
            st.passesSinceLastCall = 0;
            break;
        case Call::Type::Redouble:
            st.doubling = Doubling::Redoubled;
            st.passesSinceLastCall = 0;
            break;
        }
    }
    return st;
}

bool completeAt(const QList<Call> &calls, int end)
{
    const State st = stateBefore(calls, end);
    return (st.lastBid < 0 && end >= 4 && st.passesSinceLastCall >= 4)
        || (st.lastBid >= 0 && st.passesSinceLastCall >= 3);
}

} // namespace

std::optional<QString> Auction::whyIllegalAt(int index, const Call &call) const
{
    if (completeAt(mCalls, index))
        return QCoreApplication::translate("Kibitz::Auction", "comes after the end of the auction");
    const State st = stateBefore(mCalls, index);
    const Seat seat = seatOf(index);
    const bool lastBidByOpponents = st.lastBid >= 0 && isNorthSouth(seatOf(st.lastBid)) != isNorthSouth(seat);
    switch (call.type()) {
    case Call::Type::Pass:
        return std::nullopt;
    case Call::Type::Bid:
        if (call.level() < 1 || call.level() > 7)
            return QCoreApplication::translate("Kibitz::Auction", "is not a bid of level 1 to 7");
        if (st.lastBid >= 0 && call.bidRank() <= mCalls[st.lastBid].bidRank())
            return QCoreApplication::translate("Kibitz::Auction", "is insufficient after %1")
                .arg(mCalls[st.lastBid].toString());
        return std::nullopt;
    case Call::Type::Double:
        if (st.lastBid < 0)
            return QCoreApplication::translate("Kibitz::Auction", "doubles when nobody has bid");
        if (!lastBidByOpponents)
            return QCoreApplication::translate("Kibitz::Auction", "doubles partner's bid");
        if (st.doubling != Doubling::Undoubled)
            return QCoreApplication::translate("Kibitz::Auction", "doubles a bid that is already doubled");
        return std::nullopt;
    case Call::Type::Redouble:
        if (st.doubling != Doubling::Doubled)
            return QCoreApplication::translate("Kibitz::Auction", "redoubles without a double to redouble");
        if (lastBidByOpponents)
            return QCoreApplication::translate("Kibitz::Auction", "redoubles the opponents' contract");
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<QString> Auction::whyIllegal(const Call &call) const
{
    return whyIllegalAt(size(), call);
}

bool Auction::add(const Call &call)
{
    if (!isLegal(call))
        return false;
    mCalls.append(call);
    return true;
}

QList<Call> Auction::legalCalls() const
{
    QList<Call> result;
    for (int code = 0; code <= 37; ++code) {
        const Call c = *Call::fromCode(code);
        if (isLegal(c))
            result.append(c);
    }
    return result;
}

std::optional<QString> Auction::validate() const
{
    for (int i = 0; i < size(); ++i) {
        if (const auto why = whyIllegalAt(i, mCalls[i])) {
            return QCoreApplication::translate("Kibitz::Auction", "call %1, %2 by %3, %4")
                .arg(i + 1)
                .arg(mCalls[i].toString(), seatName(seatOf(i)), *why);
        }
    }
    return std::nullopt;
}

bool Auction::isComplete() const
{
    return !validate() && completeAt(mCalls, size());
}

bool Auction::isPassedOut() const
{
    return isComplete() && stateBefore(mCalls, size()).lastBid < 0;
}

std::optional<Contract> Auction::currentContract() const
{
    const State st = stateBefore(mCalls, size());
    if (st.lastBid < 0)
        return std::nullopt;
    const Call &last = mCalls[st.lastBid];
    Contract c;
    c.level = last.level();
    c.strain = last.strain();
    c.doubling = st.doubling;
    const bool ns = isNorthSouth(seatOf(st.lastBid));
    for (int i = 0; i <= st.lastBid; ++i) {
        if (mCalls[i].isBid() && mCalls[i].strain() == c.strain && isNorthSouth(seatOf(i)) == ns) {
            c.declarer = seatOf(i);
            break;
        }
    }
    return c;
}

std::optional<Contract> Auction::contract() const
{
    if (!isComplete())
        return std::nullopt;
    if (isPassedOut())
        return Contract::passedOut();
    return currentContract();
}

QString Auction::toString() const
{
    QStringList parts;
    for (const Call &c : mCalls)
        parts << c.toString() + (c.isAlerted() ? QStringLiteral("!") : QString());
    return parts.join(QLatin1Char(' '));
}

} // namespace Kibitz
