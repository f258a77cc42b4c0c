#pragma once

#include "model/board.h"
#include "model/doubledummytable.h"
#include "model/seat.h"
#include "model/vulnerability.h"

#include <array>
#include <optional>

namespace Kibitz {

class DoubleDummyCache;

/**
 * What an Expression is evaluated on: the four hands (Hand bits by Seat) and, for a board read
 * from a file, the board itself (its number, auction, play, names ...). The double-dummy
 * table is looked up the first time tricks() or par asks for it, then kept for the deal.
 */
struct SelectContext
{
    std::array<quint64, 4> hands {};
    /** The board the hands come from, or null for a generated deal. */
    const Board *board = nullptr;
    int number = 0;
    Seat dealer = Seat::North;
    Vulnerability vulnerability = Vulnerability::None;
    /** Where tricks() and par solve; null: they are unknown (-1) unless the board holds a table. */
    DoubleDummyCache *doubleDummy = nullptr;
    /** rnd()'s state: set per deal (the generator does it from its seed) for repeatable runs. */
    quint64 random = 0;

    /** The table, once looked up (see tableLookedUp). */
    std::optional<DoubleDummyTable> table;
    bool tableLookedUp = false;

    /** A context for @p board (hands, number, dealer, vulnerability, the board for its other fields). */
    static SelectContext forBoard(const Board &board, DoubleDummyCache *cache = nullptr)
    {
        SelectContext c;
        c.setBoard(board);
        c.doubleDummy = cache;
        return c;
    }
    void setBoard(const Board &b)
    {
        for (Seat s : AllSeats)
            hands[size_t(s)] = b.deal().hand(s).bits();
        board = &b;
        number = b.number().value_or(0);
        dealer = b.dealer();
        vulnerability = b.vulnerability();
        resetDeal();
    }
    /** Forgets the table of the previous deal (call after changing the hands). */
    void resetDeal()
    {
        table.reset();
        tableLookedUp = false;
    }
};

} // namespace Kibitz
