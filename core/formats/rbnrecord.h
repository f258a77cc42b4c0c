#pragma once

#include "formaterror.h"

#include "model/board.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz {

/**
 * One record of Richard's Bridge Notation (docs/formats.md#rbn-and-rbx): its items read into a board, and a
 * board written as items. RBN and RBX share the items and differ only in how they are laid out in the file,
 * so RbnBoardReader and RbnBoardWriter do the layout and this class the meaning.
 */
class RbnRecord
{
public:
    /** One item of a record: a label and its data, where the data starts in the file. */
    struct Item
    {
        QChar label; ///< a letter, a note digit, or '{' for commentary
        QString value;
        int line = 0; ///< 1-based line of the data
        int column = 0; ///< 1-based column of the data's first character
    };

    /** The labels whose value a record without them takes from the record before (RBN 2.2 on). */
    static constexpr char RepeatedLabels[] = "TDLEFSKNBH";
    /** Whether @p label is a label of the format (a letter, a note digit or commentary). */
    static bool isLabel(QChar label);
    /** The index of @p label in RepeatedLabels, or -1. */
    static int repeatedIndex(QChar label);

    /**
     * Reads @p items (the record's own and those repeated from the records before) into @p board. A bad item
     * adds its located problem to @p damage and the board keeps the rest; something odd but readable adds a
     * translated warning (with its line) to @p warnings.
     */
    static void read(const QList<Item> &items, Board *board, QList<FormatError> *damage, QStringList *warnings);

    /**
     * The items of @p board in the order Pavlicek's own files have them (D T L E F S K N B H A, the notes,
     * C P R M I), commentary last ('{' items, one a comment, when @p withCommentary).
     */
    static QList<Item> items(const Board &board, bool withCommentary);
    /** What a board loses written as RBN (@p rbx: as RBX) beyond what the format's capabilities say. */
    static BoardContents lostBeyondCapabilities(const Board &board, bool rbx);
};

} // namespace Kibitz
