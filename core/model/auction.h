#pragma once

#include "call.h"
#include "contract.h"
#include "seat.h"

#include <QList>
#include <QString>

#include <optional>

namespace Kibitz {

/**
 * The calls made from the dealer onwards. An auction may hold illegal calls as
 * read from a file; validate() names the first one precisely.
 */
class Auction
{
public:
    Auction() = default;
    explicit Auction(Seat dealer)
        : mDealer(dealer)
    { }

    Seat dealer() const { return mDealer; }
    void setDealer(Seat dealer) { mDealer = dealer; }
    const QList<Call> &calls() const { return mCalls; }
    QList<Call> &calls() { return mCalls; }
    int size() const { return int(mCalls.size()); }
    bool isEmpty() const { return mCalls.isEmpty(); }
    /** The seat that made call @p index. */
    Seat seatOf(int index) const { return advance(mDealer, index); }
    /** The seat to call next. */
    Seat nextSeat() const { return seatOf(size()); }

    /** Why @p call cannot be made next, or nothing when it is legal. */
    std::optional<QString> whyIllegal(const Call &call) const;
    bool isLegal(const Call &call) const { return !whyIllegal(call); }
    /** Appends @p call when legal; returns false (and changes nothing) otherwise. */
    bool add(const Call &call);
    /** Appends without checking (for readers that report problems later). */
    void append(const Call &call) { mCalls.append(call); }
    void removeLast()
    {
        if (!mCalls.isEmpty())
            mCalls.removeLast();
    }
    /** Every call that is legal next, in bidding-box order: pass, double, redouble, 1C ... 7NT. */
    QList<Call> legalCalls() const;

    /**
     * The first illegal call, as "call 5, 2H by East, is insufficient after 3C";
     * nothing when every call is legal.
     */
    std::optional<QString> validate() const;
    /** Four passes, or three passes after a bid (and every call legal). */
    bool isComplete() const;
    bool isPassedOut() const;
    /** The final contract once the auction is complete. */
    std::optional<Contract> contract() const;
    /** The contract so far (the last bid with its doubling and declarer), even if not complete. */
    std::optional<Contract> currentContract() const;

    /** Calls separated by spaces: "P 1S P 1NT ...". */
    QString toString() const;

    friend bool operator==(const Auction &a, const Auction &b)
    {
        return a.mDealer == b.mDealer && a.mCalls == b.mCalls;
    }
    friend bool operator!=(const Auction &a, const Auction &b) { return !(a == b); }

private:
    /** Why the call at @p index would be illegal after the calls before it. */
    std::optional<QString> whyIllegalAt(int index, const Call &call) const;

    Seat mDealer = Seat::North;
    QList<Call> mCalls;
};

} // namespace Kibitz
