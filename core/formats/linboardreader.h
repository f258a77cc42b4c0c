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
 */
class LinBoardReader : public BoardReader
{
public:
    explicit LinBoardReader(QIODevice *device);
    bool readNext(Board *board) override;

private:
    struct Pair
    {
        QString key; ///< lower case
        QString value;
        int line = 0;
        int column = 0; ///< 1-based column of the value
        int keyColumn = 0; ///< 1-based column of the key
        bool lineStart = false;
    };

    /** The next pair, or false at the end of the input or on an error. */
    bool nextPair(Pair *pair);
    bool advanceLine();
    const QString *peekLine();
    /** Where the next line's first non-blank '|' is, or -1 when it does not open with one. */
    qsizetype barOpeningNextLine();
    bool nextLineStartsWithKey();
    bool startsNewBoard(const Pair &pair) const;
    bool apply(const Pair &pair);
    bool applyDeal(const Pair &pair);
    bool applyCall(const Pair &pair);
    bool applyCard(const Pair &pair);
    void finishBoard(Board *board);
    bool error(const Pair &pair, int columnInValue, const QString &message);

    LineReader mLines;
    QString mLine;
    int mLineNumber = 0;
    QString mNext; // one line of look-ahead, for bars that open a line
    int mNextNumber = 0;
    bool mHaveNext = false;
    qsizetype mPos = 0;
    bool mHaveLine = false;
    bool mAtLineStart = false;
    std::optional<Pair> mPending;
    bool mCutReported = false; ///< the input ended inside its last board, said once

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
