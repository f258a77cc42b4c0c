#include "jsondocumentwriter.h"

#include "jsonboardwriter.h"

namespace Kibitz {

bool JsonDocumentWriter::writeBoard(const Board &board)
{
    if (!acceptBoard())
        return false;
    mBuffer += mBoardsWritten == 0 ? "[\n" : ",\n";
    mBuffer += JsonBoardWriter::boardLine(board).toUtf8();
    return boardDone();
}

bool JsonDocumentWriter::finish()
{
    if (hasError())
        return false;
    mBuffer += mBoardsWritten == 0 ? "[]\n" : "\n]\n";
    return flush();
}

} // namespace Kibitz
