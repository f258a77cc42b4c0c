#pragma once

#include "boardwriter.h"

#include <QIODevice>

namespace Kibitz {

/**
 * Writes a JSON array of boards, one board a line in JSON Lines' order of fields (JsonBoardWriter),
 * so that a program reading one JSON document reads it, and Kibitz reads it back
 * (docs/formats.md#json-documents).
 */
class JsonDocumentWriter : public BufferedBoardWriter
{
public:
    explicit JsonDocumentWriter(QIODevice *device)
        : BufferedBoardWriter(device)
    { }
    bool writeBoard(const Board &board) override;
    /** Closes the array (an empty one when no board was written). */
    bool finish() override;
};

} // namespace Kibitz
