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

    void after(const Call &c, int index)
    {
        if (c.isSkipped())
            return;
        switch (c.type()) {
        case Call::Type::Pass:
            ++passesSinceLastCall;
            break;
        case Call::Type::Bid:
            lastBid = index;
            doubling = Doubling::Undoubled;
            passesSinceLastCall = 0;
            break;
        case Call::Type::Double:
            doubling = Doubling::Doubled;
            passesSinceLastCall = 0;
            break;
        case Call::Type::Redouble:
            doubling = Doubling::Redoubled;
            passesSinceLastCall = 0;
            break;
        }
    }
    /** Whether the auction is over after @p calls calls. */
    bool completeAfter(int calls) const
    {
        return (lastBid < 0 && calls >= 4 && passesSinceLastCall >= 4) || (lastBid >= 0 && passesSinceLastCall >= 3);
    }
};

State stateBefore(const QList<Call> &calls, int end)
{
    State st;
    for (int i = 0; i < end; ++i)
        st.after(calls[i], i);
    return st;
}

// Whether call @p index of @p auction is legal after calls whose state is @p st: whyIllegalAfter() without
// its messages, for validate()'s pass over auctions that are nearly always legal.
bool legalAfter(const Auction &auction, const State &st, int index, const Call &call)
{
    if (st.completeAfter(index))
        return false;
    if (call.isSkipped())
        return true;
    const bool lastBidByOpponents
        = st.lastBid >= 0 && isNorthSouth(auction.seatOf(st.lastBid)) != isNorthSouth(auction.seatOf(index));
    switch (call.type()) {
    case Call::Type::Pass:
        return true;
    case Call::Type::Bid:
        return call.level() >= 1 && call.level() <= 7
            && (st.lastBid < 0 || call.bidRank() > auction.calls()[st.lastBid].bidRank()
                || call.irregularity() == Irregularity::InsufficientBid);
    case Call::Type::Double:
        return lastBidByOpponents && st.doubling == Doubling::Undoubled;
    case Call::Type::Redouble:
        return st.doubling == Doubling::Doubled && !lastBidByOpponents;
    }
    return true;
}

// Why call @p index of @p auction would be illegal after calls whose state is @p st: validate() keeps one
// state through the whole auction.
std::optional<QString> whyIllegalAfter(const Auction &auction, const State &st, int index, const Call &call)
{
    const QList<Call> &calls = auction.calls();
    if (st.completeAfter(index))
        return QCoreApplication::translate("Kibitz::Auction", "comes after the end of the auction");
    if (call.isSkipped())
        return std::nullopt;
    const Seat seat = auction.seatOf(index);
    const bool lastBidByOpponents = st.lastBid >= 0 && isNorthSouth(auction.seatOf(st.lastBid)) != isNorthSouth(seat);
    switch (call.type()) {
    case Call::Type::Pass:
        return std::nullopt;
    case Call::Type::Bid:
        if (call.level() < 1 || call.level() > 7)
            return QCoreApplication::translate("Kibitz::Auction", "is not a bid of level 1 to 7");
        // An insufficient bid the opponents accepted stands (PBN ^I, docs/formats.md#pbn).
        if (st.lastBid >= 0 && call.bidRank() <= calls[st.lastBid].bidRank()
            && call.irregularity() != Irregularity::InsufficientBid)
            return QCoreApplication::translate("Kibitz::Auction", "is insufficient after %1")
                .arg(calls[st.lastBid].toString());
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

} // namespace

std::optional<QString> Auction::whyIllegalAt(int index, const Call &call) const
{
    return whyIllegalAfter(*this, stateBefore(mCalls, index), index, call);
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
    State st;
    for (int i = 0; i < size(); ++i) {
        if (legalAfter(*this, st, i, mCalls[i])) {
            st.after(mCalls[i], i);
            continue;
        }
        if (const auto why = whyIllegalAfter(*this, st, i, mCalls[i])) {
            return QCoreApplication::translate("Kibitz::Auction", "call %1, %2 by %3, %4")
                .arg(i + 1)
                .arg(mCalls[i].toString(), seatName(seatOf(i)), *why);
        }
        st.after(mCalls[i], i);
    }
    return std::nullopt;
}

bool Auction::isComplete() const
{
    return !validate() && stateBefore(mCalls, size()).completeAfter(size());
}

bool Auction::isPassedOut() const
{
    return isComplete() && stateBefore(mCalls, size()).lastBid < 0;
}

namespace {

// The contract so far after the calls whose state is @p st.
std::optional<Contract> contractAfter(const Auction &auction, const State &st)
{
    if (st.lastBid < 0)
        return std::nullopt;
    const QList<Call> &calls = auction.calls();
    const Call &last = calls[st.lastBid];
    Contract c;
    c.level = last.level();
    c.strain = last.strain();
    c.doubling = st.doubling;
    const bool ns = isNorthSouth(auction.seatOf(st.lastBid));
    for (int i = 0; i <= st.lastBid; ++i) {
        if (calls[i].isBid() && calls[i].strain() == c.strain && isNorthSouth(auction.seatOf(i)) == ns) {
            c.declarer = auction.seatOf(i);
            break;
        }
    }
    return c;
}

} // namespace

std::optional<Contract> Auction::currentContract() const
{
    return contractAfter(*this, stateBefore(mCalls, size()));
}

std::optional<Contract> Auction::contract() const
{
    // isComplete(), isPassedOut() and currentContract() with one validation and one pass over the
    // calls: a converter asks this several times for every board.
    if (validate())
        return std::nullopt;
    const State st = stateBefore(mCalls, size());
    if (!st.completeAfter(size()))
        return std::nullopt;
    if (st.lastBid < 0)
        return Contract::passedOut();
    return contractAfter(*this, st);
}

QString Auction::toString() const
{
    QStringList parts;
    for (const Call &c : mCalls)
        parts << c.toString() + (c.isAlerted() ? QStringLiteral("!") : QString());
    return parts.join(QLatin1Char(' '));
}

} // namespace Kibitz
