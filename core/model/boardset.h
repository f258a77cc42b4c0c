#pragma once

#include "board.h"

#include <QList>

namespace Kibitz {

/** An ordered list of boards: what a file holds once it is fully in memory. */
class BoardSet
{
public:
    BoardSet() = default;
    explicit BoardSet(QList<Board> boards)
        : mBoards(std::move(boards))
    { }

    const QList<Board> &boards() const { return mBoards; }
    QList<Board> &boards() { return mBoards; }
    qsizetype size() const { return mBoards.size(); }
    bool isEmpty() const { return mBoards.isEmpty(); }
    const Board &at(qsizetype i) const { return mBoards.at(i); }
    void append(const Board &b) { mBoards.append(b); }
    void insert(qsizetype i, const Board &b) { mBoards.insert(i, b); }
    void removeAt(qsizetype i) { mBoards.removeAt(i); }
    void replace(qsizetype i, const Board &b) { mBoards.replace(i, b); }
    /**
     * The file's header directives (PBN `%` lines before the first game): carried by the first
     * board, as streaming readers and writers pass them (Board::fileDirectives()).
     */
    QStringList fileDirectives() const { return mBoards.isEmpty() ? QStringList() : mBoards.first().fileDirectives(); }
    /** Numbers the boards from @p first, taking dealer and vulnerability from the cycle when @p cycle is set. */
    void renumber(int first, bool cycle);

private:
    QList<Board> mBoards;
};

} // namespace Kibitz
