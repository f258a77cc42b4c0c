#include "rbnboardwriter.h"

namespace Kibitz {

bool RbnBoardWriter::writeBoard(const Board &board)
{
    if (!acceptBoard())
        return false;
    QList<RbnRecord::Item> items = RbnRecord::items(board, !mRbx);
    // Each repeated label is written when it changes, and an empty one clears what the record before had.
    std::array<QString, 10> values;
    for (const RbnRecord::Item &item : std::as_const(items)) {
        const int r = RbnRecord::repeatedIndex(item.label);
        if (r >= 0)
            values[r] = item.value;
    }
    QList<RbnRecord::Item> written;
    for (int r = 0; r < 10; ++r) {
        if (values[r] != mRepeated[r] && values[r].isEmpty())
            written.append({ QLatin1Char(RbnRecord::RepeatedLabels[r]), {} });
    }
    for (const RbnRecord::Item &item : std::as_const(items)) {
        const int r = RbnRecord::repeatedIndex(item.label);
        if (r < 0 || item.value != mRepeated[r])
            written.append(item);
    }
    mRepeated = values;
    QString text;
    for (const RbnRecord::Item &item : std::as_const(written)) {
        const bool note = item.label.isDigit();
        if (mRbx) {
            text
                += item.label + QLatin1Char('{') + (note ? item.value.section(u' ', 1) : item.value) + QLatin1Char('}');
        } else if (note) {
            text += item.value + QLatin1Char('\n');
        } else if (item.label == u'{') {
            text += QLatin1Char('{') + item.value + QStringLiteral("}\n");
        } else {
            text += item.label + QLatin1Char(' ') + item.value + QLatin1Char('\n');
        }
    }
    text += QLatin1Char('\n');
    mBuffer += text.toUtf8();
    return boardDone();
}

} // namespace Kibitz
