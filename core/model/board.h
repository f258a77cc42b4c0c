#pragma once

#include "auction.h"
#include "commentary.h"
#include "contract.h"
#include "deal.h"
#include "doubledummytable.h"
#include "play.h"
#include "vulnerability.h"

#include <QFlags>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace Kibitz {

/** Kinds of information a board can carry (and a format can hold). */
enum class BoardContent : quint32 {
    Deal = 1 << 0, ///< a complete deal
    PartialDeal = 1 << 1, ///< an end position, or a deal with unknown hands
    Number = 1 << 2, ///< the board number
    DealerVulnerability = 1 << 3, ///< dealer and vulnerability apart from the board cycle
    Auction = 1 << 4,
    Alerts = 1 << 5, ///< alerts, their explanations and call annotations
    Contract = 1 << 6, ///< a contract given without an auction
    Play = 1 << 7,
    Result = 1 << 8, ///< tricks taken by declarer (or a claim)
    DoubleDummy = 1 << 9,
    Names = 1 << 10, ///< player names
    Event = 1 << 11, ///< event, site, date
    Comments = 1 << 12,
    ExtraTags = 1 << 13, ///< tags from a file that the model does not interpret
    Irregularities = 1 << 14, ///< irregularities the players accepted (PBN 2.1 section 3.9: ^I ^S ^R ^L)
    Label = 1 << 15, ///< a board label that is no number (PBN `[Board "1-1"]`)
    Markup = 1 << 16, ///< commentary markup (bold, suit symbols...) and the places of the blocks
    Hidden = 1 << 17, ///< hidden hands and BridgeComposer's display flags (PBN Hidden, BCFlags)
};
Q_DECLARE_FLAGS(BoardContents, BoardContent)
Q_DECLARE_OPERATORS_FOR_FLAGS(BoardContents)

/** Translated, plural-aware description of one content kind, e.g. "the auctions of 12 boards". */
QString describeContent(BoardContent content, int boards);

/** The room of a teams match a board was played in (LIN `qx|o1|`/`qx|c1|`, PBN `[Room]`). */
enum class Room : quint8 { Unknown, Open, Closed };
/** "Open", "Closed" (translated), or nothing for an unknown room. */
QString roomName(Room room);

/**
 * One board: everything a deal file can say about a deal. Plain value type.
 */
class Board
{
public:
    Board() = default;

    std::optional<int> number() const { return mNumber; }
    void setNumber(std::optional<int> n) { mNumber = n; }
    /**
     * The board's label when it is no plain number (PBN `[Board "1-1"]`, `"3a"`, `"Ex. 4"`), as
     * written; empty otherwise. A labelled board has no number() unless one is set apart.
     */
    QString label() const { return mLabel; }
    void setLabel(const QString &label) { mLabel = label; }
    /** What names the board: its label, else its number, else nothing (empty). */
    QString labelOrNumber() const
    {
        return !mLabel.isEmpty() ? mLabel : mNumber ? QString::number(*mNumber) : QString();
    }
    /** Sets the number and takes dealer and vulnerability from the board cycle. */
    void setNumberWithCycle(int n);
    Seat dealer() const { return mDealer; }
    void setDealer(Seat s)
    {
        mDealer = s;
        mAuction.setDealer(s);
    }
    Vulnerability vulnerability() const { return mVulnerability; }
    void setVulnerability(Vulnerability v) { mVulnerability = v; }

    const Deal &deal() const { return mDeal; }
    Deal &deal() { return mDeal; }
    void setDeal(const Deal &d) { mDeal = d; }

    const Auction &auction() const { return mAuction; }
    Auction &auction() { return mAuction; }
    void setAuction(const Auction &a)
    {
        mAuction = a;
        mAuction.setDealer(mDealer);
    }

    /** The contract given explicitly (a file without the auction), or nothing. */
    std::optional<Contract> explicitContract() const { return mContract; }
    void setExplicitContract(std::optional<Contract> c) { mContract = c; }
    /** The explicit contract, else the auction's final contract. */
    std::optional<Contract> contract() const;

    /** Trump and opening leader for a play without a contract (giblib's trumps= and leader=). */
    void setPlayContext(std::optional<Strain> trump, std::optional<Seat> leader)
    {
        mPlayTrump = trump;
        mPlayLeader = leader;
    }
    std::optional<Strain> playTrump() const { return mPlayTrump; }
    std::optional<Seat> playLeader() const { return mPlayLeader; }
    /** The trump strain of the play: the contract's, else the play context's, else notrump. */
    Strain trump() const;
    /** The opening leader: declarer's LHO, else the play context's, else West. */
    Seat openingLeader() const;

    const QList<Card> &playedCards() const { return mPlayed; }
    void setPlayedCards(const QList<Card> &cards) { mPlayed = cards; }
    /**
     * Exchanges the played cards with @p cards: a reader filling one board again and again hands
     * its list over and takes it back for the next board, without reference counting.
     */
    void swapPlayedCards(QList<Card> &cards) { mPlayed.swap(cards); }
    /** Accepted irregularities of the play (PBN `^R`, `^L`), ordered by card index. */
    const QList<CardIrregularity> &playIrregularities() const { return mPlayIrregularities; }
    void setPlayIrregularities(const QList<CardIrregularity> &list) { mPlayIrregularities = list; }
    std::optional<int> claim() const { return mClaim; }
    void setClaim(std::optional<int> tricks) { mClaim = tricks; }
    /** The play as a Play object (trick winners, legality), built from the deal and the cards. */
    Play play() const;

    /** Tricks taken by declarer, as the file states it (or as the play gives it: resultFromPlay()). */
    std::optional<int> result() const { return mResult; }
    void setResult(std::optional<int> tricks)
    {
        mResult = tricks;
        mResultFromPlay = false;
    }
    /**
     * Tricks taken by declarer as the play gives them: every card played, or a claim ending the
     * play; else nothing (also without a contract, or passed out).
     */
    std::optional<int> tricksFromPlay() const;
    /**
     * The result every writer, view and statistic gives (docs/json-lines.md#fields): the stated
     * result(), else a claim (the total tricks declarer takes), else what a play of every card gives
     * (tricksFromPlay()); nothing when none of them is known.
     */
    std::optional<int> outcome() const;
    /** Whether outcome() was not stated but comes from a claim or the play (resultFromPlay() or no result()). */
    bool outcomeFromPlay() const { return mResult ? mResultFromPlay : outcome().has_value(); }
    /**
     * For readers, once a board is read: a result the file did not state is filled from
     * tricksFromPlay() (resultFromPlay() then says so); a stated one that disagrees gives a
     * translated warning, else the returned text is empty.
     */
    QString settleResultFromPlay();
    /** The result was not stated but learnt from the play (details say so). How it was learnt is not
        part of the board's value: operator== leaves it out. */
    bool resultFromPlay() const { return mResultFromPlay; }
    /** Sets a result learnt from the play (for a reader that counted the tricks itself). */
    void setResultFromPlay(int tricks)
    {
        mResult = tricks;
        mResultFromPlay = true;
    }
    /** The score for North-South when contract and result are known. */
    std::optional<int> scoreNorthSouth() const;

    const DoubleDummyTable &doubleDummy() const { return mDoubleDummy; }
    DoubleDummyTable &doubleDummy() { return mDoubleDummy; }
    void setDoubleDummy(const DoubleDummyTable &t) { mDoubleDummy = t; }
    /** Par contract and score as a file stated them (PBN OptimumScore / ParContract). */
    QString par() const { return mPar; }
    void setPar(const QString &p) { mPar = p; }

    QString event() const { return mEvent; }
    void setEvent(const QString &s) { mEvent = s; }
    QString site() const { return mSite; }
    void setSite(const QString &s) { mSite = s; }
    QString date() const { return mDate; }
    void setDate(const QString &s) { mDate = s; }
    QString player(Seat s) const { return mPlayers[static_cast<int>(s)]; }
    void setPlayer(Seat s, const QString &name) { mPlayers[static_cast<int>(s)] = name; }
    /** A title (giblib's name=, a PBN tag) for teaching sets. */
    Room room() const { return mRoom; }
    void setRoom(Room r) { mRoom = r; }
    QString title() const { return mTitle; }
    void setTitle(const QString &t) { mTitle = t; }
    /** The commentary blocks, in file order, each with its place and its markup as written. */
    const QList<Commentary> &commentary() const { return mCommentary; }
    void setCommentary(const QList<Commentary> &blocks) { mCommentary = blocks; }
    /** The texts of commentary() (markup as written), in order. */
    QStringList comments() const { return commentaryTexts(mCommentary); }
    /** Sets the commentary to @p texts, each a block at the end (CommentPlace::Final). */
    void setComments(const QStringList &texts);

    /**
     * The seats whose hands the reader should not see (PBN `Hidden`, e.g. "ESW"), their letters in
     * the order written; empty when every hand shows.
     */
    QString hidden() const { return mHidden; }
    /** Sets the letters of the hidden seats (N, E, S, W, each at most once), as hidden() gives them. */
    void setHidden(const QString &letters) { mHidden = letters; }
    bool isHandHidden(Seat seat) const { return mHidden.contains(QLatin1Char(seatLetter(seat))); }
    /** Hides or shows @p seat's hand; the other seats keep their order in hidden(). */
    void setHandHidden(Seat seat, bool hidden);
    /** BridgeComposer's display flags (PBN `BCFlags`, see bcflags.h), or nothing. */
    std::optional<quint32> bcFlags() const { return mBcFlags; }
    void setBcFlags(std::optional<quint32> flags) { mBcFlags = flags; }
    /** Tags a file had that the model does not interpret, in order, written back unchanged. */
    const QList<QPair<QString, QString>> &extraTags() const { return mExtraTags; }
    void setExtraTags(const QList<QPair<QString, QString>> &tags) { mExtraTags = tags; }
    /**
     * A file's header directives: the PBN `%` lines before its first game (`% PBN 2.1`, `% EXPORT`,
     * `%Content-type`, BridgeComposer's layout lines), each a whole line as written, `%` included.
     * Boards stream one by one, so a reader gives them to the first board it returns, and a writer
     * writes them at the top of its file (docs/formats.md#pbn).
     */
    const QStringList &fileDirectives() const { return mFileDirectives; }
    void setFileDirectives(const QStringList &lines) { mFileDirectives = lines; }
    /**
     * The `%` lines between the previous game and this one or inside this game, in order, each a
     * whole line as written; written back before the game's tags.
     */
    const QStringList &directives() const { return mDirectives; }
    void setDirectives(const QStringList &lines) { mDirectives = lines; }
    /**
     * A lesson's PBN game as its file had it (line ends as '\n', without the file's header): the
     * PBN writer writes it back unchanged while it still reads as this board, so an unedited game
     * keeps its author's layout byte for byte (docs/formats.md#commentary). Kept by the PBN reader
     * for games with commentary, a label, Hidden or BCFlags that inherit nothing. Not part of the
     * board's value: operator== leaves it out.
     */
    const QString &pbnSource() const { return mPbnSource; }
    void setPbnSource(const QString &text) { mPbnSource = text; }

    /**
     * Makes the board equal to Board(), but keeps the memory of its lists of played cards and calls:
     * a board refilled again and again (by a reader) then does not allocate them anew each time.
     */
    void clear();
    /**
     * For a reader that fills one board again and again: makes the board equal to Board() except
     * for its event, site, date and player names, which the caller then sets with shareTexts().
     */
    void resetButTexts();
    /**
     * Sets the event, site, date and player names (nullptr: empty, as in Board()) as their setters
     * would, but leaves alone a text that already shares the given string, sparing the atomic
     * reference counts when board after board has the same event and players.
     */
    void shareTexts(
        const QString *event, const QString *site, const QString *date, const std::array<const QString *, 4> &players);

    /**
     * Bytes of the texts the board holds (event, names, comments, tags, directives, alert
     * explanations...), two a character: a caller holding many boards bounds them by this, since a
     * file's value may be megabytes long. Shared strings are counted in every board.
     */
    qint64 textBytes() const;

    /** What this board carries, for loss reports. */
    BoardContents contents() const;
    /** Every problem with the board (deal, auction, play, result), translated. */
    QStringList problems() const;
    /** Whether problems() is not empty, without building its messages. */
    bool hasProblems() const;

    friend bool operator==(const Board &a, const Board &b);
    friend bool operator!=(const Board &a, const Board &b) { return !(a == b); }

private:
    void resetButListsAndTexts();
    // trump(), openingLeader() and play() for the contract() already known.
    Strain trumpWith(const std::optional<Contract> &contract) const;
    Seat openingLeaderWith(const std::optional<Contract> &contract) const;
    Play playWith(const std::optional<Contract> &contract) const;

    // A new member goes into operator== and resetButListsAndTexts() too (tst_model's boardClear checks them).
    std::optional<int> mNumber;
    Seat mDealer = Seat::North;
    Vulnerability mVulnerability = Vulnerability::None;
    bool mResultFromPlay = false; // here, in padding: a larger Board costs readers several per cent
    Deal mDeal;
    Auction mAuction;
    std::optional<Contract> mContract;
    std::optional<Strain> mPlayTrump;
    std::optional<Seat> mPlayLeader;
    QList<Card> mPlayed;
    QList<CardIrregularity> mPlayIrregularities;
    std::optional<int> mClaim;
    std::optional<int> mResult;
    DoubleDummyTable mDoubleDummy;
    QString mPar;
    QString mEvent;
    QString mSite;
    QString mDate;
    std::array<QString, 4> mPlayers;
    Room mRoom = Room::Unknown;
    QString mTitle;
    QList<Commentary> mCommentary;
    QString mLabel;
    QString mHidden;
    std::optional<quint32> mBcFlags;
    QList<QPair<QString, QString>> mExtraTags;
    QStringList mFileDirectives;
    QStringList mDirectives;
    QString mPbnSource;
};

} // namespace Kibitz
