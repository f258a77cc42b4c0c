#include "board.h"

#include "richtext.h"
#include "score.h"

#include <QCoreApplication>

#include <algorithm>

namespace Kibitz {

QString describeContent(BoardContent content, int n)
{
    switch (content) {
    case BoardContent::Deal:
        return QCoreApplication::translate("Kibitz::BoardContent", "the deals of %n board(s)", nullptr, n);
    case BoardContent::PartialDeal:
        return QCoreApplication::translate("Kibitz::BoardContent", "%n partial deal(s)", nullptr, n);
    case BoardContent::Number:
        return QCoreApplication::translate("Kibitz::BoardContent", "the numbers of %n board(s)", nullptr, n);
    case BoardContent::DealerVulnerability:
        return QCoreApplication::translate(
            "Kibitz::BoardContent", "dealer and vulnerability of %n board(s)", nullptr, n);
    case BoardContent::Auction:
        return QCoreApplication::translate("Kibitz::BoardContent", "the auctions of %n board(s)", nullptr, n);
    case BoardContent::Alerts:
        return QCoreApplication::translate("Kibitz::BoardContent", "alerts and notes of %n board(s)", nullptr, n);
    case BoardContent::Contract:
        return QCoreApplication::translate("Kibitz::BoardContent", "the contracts of %n board(s)", nullptr, n);
    case BoardContent::Play:
        return QCoreApplication::translate("Kibitz::BoardContent", "the play of %n board(s)", nullptr, n);
    case BoardContent::Result:
        return QCoreApplication::translate("Kibitz::BoardContent", "the results of %n board(s)", nullptr, n);
    case BoardContent::DoubleDummy:
        return QCoreApplication::translate("Kibitz::BoardContent", "%n double-dummy table(s)", nullptr, n);
    case BoardContent::Names:
        return QCoreApplication::translate("Kibitz::BoardContent", "the player names of %n board(s)", nullptr, n);
    case BoardContent::Event:
        return QCoreApplication::translate("Kibitz::BoardContent", "event, site and date of %n board(s)", nullptr, n);
    case BoardContent::Comments:
        return QCoreApplication::translate("Kibitz::BoardContent", "the comments of %n board(s)", nullptr, n);
    case BoardContent::ExtraTags:
        return QCoreApplication::translate("Kibitz::BoardContent", "other tags of %n board(s)", nullptr, n);
    case BoardContent::Irregularities:
        return QCoreApplication::translate(
            "Kibitz::BoardContent", "the accepted irregularities of %n board(s)", nullptr, n);
    case BoardContent::Label:
        return QCoreApplication::translate("Kibitz::BoardContent", "the labels of %n board(s)", nullptr, n);
    case BoardContent::Markup:
        return QCoreApplication::translate(
            "Kibitz::BoardContent", "the commentary markup and places of %n board(s)", nullptr, n);
    case BoardContent::Hidden:
        return QCoreApplication::translate(
            "Kibitz::BoardContent", "the hidden hands and display flags of %n board(s)", nullptr, n);
    }
    return {};
}

void Board::setComments(const QStringList &texts)
{
    QList<Commentary> blocks;
    blocks.reserve(texts.size());
    for (const QString &text : texts)
        blocks.append({ CommentPlace::Final, 0, text, false });
    mCommentary = blocks;
}

void Board::setHandHidden(Seat seat, bool hidden)
{
    const QChar letter = QLatin1Char(seatLetter(seat));
    if (hidden == mHidden.contains(letter))
        return;
    if (!hidden) {
        mHidden.remove(letter);
        return;
    }
    // The seats already hidden keep the order they were written in (files write "SN" as well as "NS").
    mHidden += letter;
}

void Board::setNumberWithCycle(int n)
{
    mNumber = n;
    setDealer(dealerOfBoard(n));
    mVulnerability = vulnerabilityOfBoard(n);
}

std::optional<Contract> Board::contract() const
{
    if (mContract)
        return mContract;
    return mAuction.contract();
}

Strain Board::trumpWith(const std::optional<Contract> &contract) const
{
    if (contract && !contract->isPassedOut())
        return contract->strain;
    return mPlayTrump.value_or(Strain::NoTrump);
}

Seat Board::openingLeaderWith(const std::optional<Contract> &contract) const
{
    if (contract && !contract->isPassedOut())
        return lho(contract->declarer);
    return mPlayLeader.value_or(Seat::West);
}

Strain Board::trump() const
{
    return trumpWith(contract());
}

Seat Board::openingLeader() const
{
    return openingLeaderWith(contract());
}

Play Board::playWith(const std::optional<Contract> &contract) const
{
    Play p(mDeal, trumpWith(contract), openingLeaderWith(contract));
    p.setIrregularities(mPlayIrregularities);
    p.append(mPlayed);
    p.setClaim(mClaim);
    return p;
}

Play Board::play() const
{
    return playWith(contract());
}

std::optional<int> Board::tricksFromPlay() const
{
    const auto c = contract();
    if (!c || c->isPassedOut())
        return std::nullopt;
    if (mClaim)
        return mClaim;
    const Play p = play();
    if (p.size() == 0 || !p.isFinished() || p.validate())
        return std::nullopt;
    return p.tricksWon(c->declarer);
}

std::optional<int> Board::outcome() const
{
    if (mResult)
        return mResult;
    if (mClaim)
        return mClaim;
    // Too few cards for a finished play: no Play to build (views ask for every board).
    if (mPlayed.size() < 4 * std::max(1, mDeal.cardsPerHand()))
        return std::nullopt;
    return tricksFromPlay();
}

QString Board::settleResultFromPlay()
{
    const auto tricks = tricksFromPlay();
    if (!tricks)
        return {};
    if (!mResult) {
        setResultFromPlay(*tricks);
        return {};
    }
    if (*mResult == *tricks || mResultFromPlay)
        return {};
    return QCoreApplication::translate("Kibitz::Board", "the result states %1 tricks but the play gives %2")
        .arg(*mResult)
        .arg(*tricks);
}

std::optional<int> Board::scoreNorthSouth() const
{
    const auto c = contract();
    if (!c)
        return std::nullopt;
    if (c->isPassedOut())
        return 0;
    const auto tricks = outcome();
    if (!tricks)
        return std::nullopt;
    const int score = Score::duplicate(*c, *tricks, isVulnerable(mVulnerability, c->declarer));
    return isNorthSouth(c->declarer) ? score : -score;
}

BoardContents Board::contents() const
{
    BoardContents c;
    if (mDeal.isComplete())
        c |= BoardContent::Deal;
    else if (!mDeal.isEmpty())
        c |= BoardContent::PartialDeal;
    if (mNumber)
        c |= BoardContent::Number;
    if (!mNumber || mDealer != dealerOfBoard(*mNumber) || mVulnerability != vulnerabilityOfBoard(*mNumber))
        c |= BoardContent::DealerVulnerability;
    if (!mAuction.isEmpty())
        c |= BoardContent::Auction;
    for (const Call &call : mAuction.calls()) {
        if (call.isAlerted() || !call.explanation().isEmpty() || call.annotation() != Annotation::None) {
            c |= BoardContent::Alerts;
            break;
        }
    }
    if (mContract)
        c |= BoardContent::Contract;
    if (!mPlayed.isEmpty())
        c |= BoardContent::Play;
    if (mResult || mClaim)
        c |= BoardContent::Result;
    if (!mDoubleDummy.isEmpty() || !mPar.isEmpty())
        c |= BoardContent::DoubleDummy;
    for (const QString &p : mPlayers) {
        if (!p.isEmpty()) {
            c |= BoardContent::Names;
            break;
        }
    }
    if (!mEvent.isEmpty() || !mSite.isEmpty() || !mDate.isEmpty())
        c |= BoardContent::Event;
    if (!mCommentary.isEmpty() || !mTitle.isEmpty())
        c |= BoardContent::Comments;
    for (const Commentary &block : mCommentary) {
        if (block.place != CommentPlace::Final || block.lineComment || RichText::hasMarkup(block.text)) {
            c |= BoardContent::Markup;
            break;
        }
    }
    if (!mLabel.isEmpty())
        c |= BoardContent::Label;
    if (!mHidden.isEmpty() || mBcFlags)
        c |= BoardContent::Hidden;
    if (!mExtraTags.isEmpty())
        c |= BoardContent::ExtraTags;
    if (!mPlayIrregularities.isEmpty())
        c |= BoardContent::Irregularities;
    for (const Call &call : mAuction.calls()) {
        if (call.irregularity() != Irregularity::None) {
            c |= BoardContent::Irregularities;
            break;
        }
    }
    return c;
}

QString roomName(Room room)
{
    switch (room) {
    case Room::Unknown:
        return {};
    case Room::Open:
        return QCoreApplication::translate("Kibitz::Board", "Open", "the open room of a teams match");
    case Room::Closed:
        return QCoreApplication::translate("Kibitz::Board", "Closed", "the closed room of a teams match");
    }
    return {};
}

bool Board::hasProblems() const
{
    // problems() in the same order, without its messages; the auction is validated once.
    if (!mDeal.isValid())
        return true;
    const std::optional<Contract> ended = mAuction.contract();
    if (!ended && mAuction.validate())
        return true;
    if (ended && mContract && !(*ended == *mContract))
        return true;
    if (!mPlayed.isEmpty() && playWith(mContract ? mContract : ended).firstIllegal() >= 0)
        return true;
    return mResult && (*mResult < 0 || *mResult > 13);
}

QStringList Board::problems() const
{
    if (!hasProblems())
        return {};
    QStringList result;
    for (const DealProblem &p : mDeal.problems())
        result << p.message;
    if (const auto why = mAuction.validate())
        result << QCoreApplication::translate("Kibitz::Board", "auction: %1").arg(*why);
    else if (const auto ended = mAuction.contract(); ended && mContract && !(*ended == *mContract))
        result << QCoreApplication::translate(
            "Kibitz::Board", "the auction ends in %1 but the contract stated is %2; %2 is used")
                      .arg(ended->toDisplayString(), mContract->toDisplayString());
    if (!mPlayed.isEmpty() && mDeal.isValid()) {
        if (const auto why = play().validate())
            result << QCoreApplication::translate("Kibitz::Board", "play: %1").arg(*why);
    }
    if (mResult && (*mResult < 0 || *mResult > 13))
        result << QCoreApplication::translate("Kibitz::Board", "result of %1 tricks").arg(*mResult);
    return result;
}

namespace {

// As default-constructed, member by member; a list already empty keeps its memory.
template <typename List> void makeEmpty(List &list)
{
    if (!list.isEmpty())
        list = List();
}

void makeNull(QString &text)
{
    if (!text.isNull())
        text = QString();
}

} // namespace

void Board::resetButListsAndTexts()
{
    // A reader or a converter does this for every board: building a Board and moving it in costs
    // several times as much. Every member but the played cards, the calls and the texts (see
    // clear() and resetButTexts()), with the values of Board().
    static const Board fresh;
    mNumber = fresh.mNumber;
    mDealer = fresh.mDealer;
    mVulnerability = fresh.mVulnerability;
    mResultFromPlay = fresh.mResultFromPlay;
    mDeal = fresh.mDeal;
    mAuction.setDealer(fresh.mAuction.dealer());
    mContract = fresh.mContract;
    mPlayTrump = fresh.mPlayTrump;
    mPlayLeader = fresh.mPlayLeader;
    makeEmpty(mPlayIrregularities);
    mClaim = fresh.mClaim;
    mResult = fresh.mResult;
    mDoubleDummy = fresh.mDoubleDummy;
    makeNull(mPar);
    mRoom = fresh.mRoom;
    makeNull(mTitle);
    makeEmpty(mCommentary);
    makeNull(mLabel);
    makeNull(mHidden);
    mBcFlags = fresh.mBcFlags;
    makeEmpty(mExtraTags);
    makeEmpty(mFileDirectives);
    makeEmpty(mDirectives);
    makeNull(mPbnSource);
}

void Board::clear()
{
    resetButListsAndTexts();
    mPlayed.clear(); // keeps the capacity unless shared
    mAuction.calls().clear();
    makeNull(mEvent);
    makeNull(mSite);
    makeNull(mDate);
    for (QString &player : mPlayers)
        makeNull(player);
}

qint64 Board::textBytes() const
{
    qsizetype chars = mPar.size() + mEvent.size() + mSite.size() + mDate.size() + mTitle.size();
    for (const QString &player : mPlayers)
        chars += player.size();
    chars += mLabel.size() + mHidden.size() + mPbnSource.size();
    for (const Commentary &block : mCommentary)
        chars += block.text.size();
    for (const QStringList *lines : { &mFileDirectives, &mDirectives }) {
        for (const QString &line : *lines)
            chars += line.size();
    }
    for (const auto &[name, value] : mExtraTags)
        chars += name.size() + value.size();
    for (const Call &call : mAuction.calls())
        chars += call.explanation().size();
    return 2 * qint64(chars);
}

void Board::resetButTexts()
{
    resetButListsAndTexts();
    makeEmpty(mPlayed);
    makeEmpty(mAuction.calls());
}

void Board::shareTexts(
    const QString *event, const QString *site, const QString *date, const std::array<const QString *, 4> &players)
{
    const auto share = [](QString &field, const QString *text) {
        if (!text)
            field = QString();
        else if (!field.isSharedWith(*text))
            field = *text;
    };
    share(mEvent, event);
    share(mSite, site);
    share(mDate, date);
    for (size_t i = 0; i < 4; ++i)
        share(mPlayers[i], players[i]);
}

bool operator==(const Board &a, const Board &b)
{
    return a.mNumber == b.mNumber && a.mDealer == b.mDealer && a.mVulnerability == b.mVulnerability
        && a.mDeal == b.mDeal && a.mAuction == b.mAuction && a.mContract == b.mContract && a.mPlayTrump == b.mPlayTrump
        && a.mPlayLeader == b.mPlayLeader && a.mPlayed == b.mPlayed && a.mClaim == b.mClaim && a.mResult == b.mResult
        && a.mDoubleDummy == b.mDoubleDummy && a.mPar == b.mPar && a.mEvent == b.mEvent && a.mSite == b.mSite
        && a.mDate == b.mDate && a.mPlayers == b.mPlayers && a.mRoom == b.mRoom && a.mTitle == b.mTitle
        && a.mCommentary == b.mCommentary && a.mLabel == b.mLabel && a.mHidden == b.mHidden && a.mBcFlags == b.mBcFlags
        && a.mExtraTags == b.mExtraTags && a.mPlayIrregularities == b.mPlayIrregularities
        && a.mFileDirectives == b.mFileDirectives && a.mDirectives == b.mDirectives;
}

} // namespace Kibitz
