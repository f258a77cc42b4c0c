#pragma once

#include "boardreader.h"
#include "linereader.h"

#include "model/play.h"

#include <QSet>

#include <array>
#include <optional>

namespace Kibitz {

/**
 * Reads LIN `key|value|` pairs into boards. Line breaks do not delimit boards
 * (vugraph files break lines anywhere): a board ends where the next one
 * starts, at `qx`, at a second `md`, or at a heading key (`pn st ah sv rh`)
 * after calls or cards, or at `pn`/`st` opening a line. Calls and cards are
 * checked as they come, so an error names the line and column of the value.
 *
 * It can start again inside its input (resume()): a board may begin in the middle of a line, so its
 * place is the byte offset of its first key, and the context says which column of its line that is,
 * with the names, the vugraph event and the unknown keys warned about so far.
 */
class LinBoardReader : public BoardReader
{
public:
    explicit LinBoardReader(QIODevice *device);
    bool readNext(Board *board) override;
    /**
     * Reads past the next board as readNext() would, without building it: only what decides where
     * a board ends (a deal, the first legal call or card or a claim) and the context is read.
     */
    bool skipNext() override;

    /** True: big LIN files are opened from an index (docs/formats.md#lin). */
    bool canResume() const override { return true; }
    /** Where the first key of the next board begins (the key read ahead that ended the last board). */
    Place nextPlace() const override { return mNextPlace; }
    /**
     * The next board's column in its line (and whether that line was read as Latin-1), the names
     * and event carried over and the unknown keys already warned about; empty when there is none
     * of these.
     */
    QByteArray resumeContext() const override;
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override;

private:
    struct Pair
    {
        QString key; ///< lower case
        QString value;
        int line = 0;
        int column = 0; ///< 1-based column of the value
        int keyColumn = 0; ///< 1-based column of the key
        int keyLine = 0; ///< the key's line (its value may open the next one)
        qint64 keyOffset = -1; ///< byte offset of the key
        bool keyLineLatin1 = false; ///< whether the key's line was read as Latin-1
        bool lineStart = false;
    };
    /** What a board that starts inside a line needs of the line's start (resumeContext()). */
    struct Start
    {
        int column = 0; ///< characters of the line before the board's first key
        bool latin1 = false; ///< whether the whole line was read as Latin-1
    };

    /** The next pair, or false at the end of the input or on an error. */
    bool nextPair(Pair *pair);
    bool advanceLine();
    const QString *peekLine();
    /** Reads a line from mLines with the byte offset of its first character and its encoding. */
    bool readLine(QString *line, qint64 *offset, bool *latin1);
    /** Byte offset of character @p pos of mLine (positions asked for only move forward in a line). */
    qint64 byteOffsetAt(qsizetype pos);
    /** Where the next line's first non-blank '|' is, or -1 when it does not open with one. */
    qsizetype barOpeningNextLine();
    bool nextLineStartsWithKey();
    bool startsNewBoard(const Pair &pair) const;
    bool apply(const Pair &pair);
    /** apply() for skipNext(): only what decides the board's end and the context. */
    /** A commentary block (`nt`), at the place it stands in the board. */
    void addComment(const QString &text);
    bool applySkipping(const Pair &pair);
    bool applyDeal(const Pair &pair);
    /**
     * Reads hand @p field of the deal (LIN seat order) from the value's characters [@p start, @p end) into
     * @p hands, every card also into @p all (a card in two hands is an error). After an error, what
     * applyDeal() returns (error()'s answer); nothing when the hand is read.
     */
    std::optional<bool> readHand(
        const Pair &pair, qsizetype start, qsizetype end, int field, std::array<Hand, 4> &hands, Hand &all);
    /**
     * Counts the hands given in @p given and their size in @p size. When two sizes differ, what applyDeal()
     * returns after the error; else nothing.
     */
    std::optional<bool> checkHandSizes(const Pair &pair, const std::array<Hand, 4> &hands, int *given, int *size);
    bool applyCall(const Pair &pair);
    bool applyCard(const Pair &pair);
    void finishBoard(Board *board);
    bool error(const Pair &pair, int columnInValue, const QString &message);

    LineReader mLines;
    QString mLine;
    int mLineNumber = 0;
    bool mLineLatin1 = false;
    qsizetype mScanChar = 0; // byteOffsetAt(): mLine's character mScanChar is at byte mScanOffset
    qint64 mScanOffset = 0;
    QString mNext; // one line of look-ahead, for bars that open a line
    int mNextNumber = 0;
    qint64 mNextOffset = 0;
    bool mNextLatin1 = false;
    bool mHaveNext = false;
    qsizetype mPos = 0;
    bool mHaveLine = false;
    bool mAtLineStart = false;
    std::optional<Pair> mPending;
    bool mCutReported = false; ///< the input ended inside its last board, said once
    Place mNextPlace;
    bool mSkipping = false; // inside skipNext()
    Start mNextStart; // of the next board, for resumeContext()
    std::optional<Start> mResumeStart; // applied to the first line read after resume()

    // The board being read.
    Board mBoard;
    bool mHasDeal = false;
    bool mHasCallsOrPlay = false;
    bool mClosedRoom = false;
    Room mRoom = Room::Unknown;
    bool mPlayChecked = false;
    bool mCallsStopped = false; // after a damaged call, the board's later calls are not read
    bool mCardsStopped = false;
    Play mPlay;

    // Carried from board to board: vugraph files name the players and the event once.
    std::array<QString, 8> mNames;
    int mNameCount = 0;
    QString mEvent;
    QSet<QString> mUnknownKeys;
};

} // namespace Kibitz
