#pragma once

#include "model/board.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Kibitz {

/**
 * The board JSON of endplay, Dominic Price's Python bridge library (its `endplay.parsers.json`
 * encoder, docs/formats.md#json-documents): a board is an object with `deal` (the four hands as
 * lists of `{"suit", "rank"}` cards, or as PBN hand strings), `auction` (bids as `{"level",
 * "denom"}` or `{"penalty"}`, with `alertable` and `announcement`), `play`, `board_num`, `vul`,
 * `dealer`, `contract` (`result` counted from the contract: 0 made, -1 one down), `claimed` and
 * `info` (the PBN tags or LIN fields of the file endplay read).
 */
class EndplayJson
{
public:
    /** Whether @p object is an endplay board: its `deal` is an object of hands, or it has `board_num`. */
    static bool isBoard(const QJsonObject &object);
    /**
     * Fills @p board from the endplay board @p object. A value Kibitz cannot take is left out with a
     * translated note in @p notes; returns a translated reason when the board is damaged (its deal,
     * auction or play cannot be read whole), else an empty string.
     */
    static QString readBoard(const QJsonObject &object, Board *board, QStringList *notes);
};

} // namespace Kibitz
