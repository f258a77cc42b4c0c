#include "simpletextformat.h"

#include "linereader.h"

#include "model/quotedinput.h"

#include <QCoreApplication>

#include <utility>

namespace Kibitz {

namespace {

struct Field
{
    QStringView text;
    qsizetype start; // 0-based position in the line
};

enum class LineResult : quint8 { Board, Header, Error };

struct LineError
{
    qsizetype index = 0;
    QString message;
};

QList<Field> splitFields(SimpleTextFormat::Kind kind, QStringView line)
{
    QList<Field> fields;
    if (kind == SimpleTextFormat::Kind::Dge) {
        qsizetype i = 0;
        while (i < line.size()) {
            while (i < line.size() && line[i].isSpace())
                ++i;
            if (i >= line.size())
                break;
            const qsizetype start = i;
            while (i < line.size() && !line[i].isSpace())
                ++i;
            fields.append({ line.mid(start, i - start), start });
        }
        return fields;
    }
    qsizetype start = 0;
    for (;;) {
        const qsizetype bar = line.indexOf(u'|', start);
        const qsizetype end = bar < 0 ? line.size() : bar;
        qsizetype a = start;
        qsizetype b = end;
        while (a < b && line[a].isSpace())
            ++a;
        while (b > a && line[b - 1].isSpace())
            --b;
        fields.append({ line.mid(a, b - a), a });
        if (bar < 0)
            break;
        start = bar + 1;
    }
    return fields;
}

/** Parses one line into @p board; @p position is the 1-based position in the file (DUP's number). */
LineResult parseLine(
    SimpleTextFormat::Kind kind, QStringView line, bool first, int position, Board *board, LineError *error)
{
    const auto fail = [&](qsizetype index, const QString &message) {
        *error = { index, message };
        return LineResult::Error;
    };
    *board = Board();
    const QList<Field> fields = splitFields(kind, line);
    const bool numbered = kind != SimpleTextFormat::Kind::Dup;
    if (first && !fields.isEmpty()
        && fields[0].text.compare(numbered ? u"BoardID" : u"Dealer", Qt::CaseInsensitive) == 0) {
        return LineResult::Header; // the format description's header line "Dealer|Vulnerability|North Hand|..."
    }
    const int expected = numbered ? 7 : 6;
    if (fields.size() != expected) {
        const QString message = kind == SimpleTextFormat::Kind::Dge
            ? QCoreApplication::translate("Kibitz::SimpleTextFormat",
                "expected %1 fields separated by spaces (board, dealer, vulnerability, N, E, S, W), found %2")
            : numbered ? QCoreApplication::translate("Kibitz::SimpleTextFormat",
                  "expected %1 fields separated by '|' (board|dealer|vulnerability|N|E|S|W), found %2")
                       : QCoreApplication::translate("Kibitz::SimpleTextFormat",
                           "expected %1 fields separated by '|' (dealer|vulnerability|N|E|S|W), found %2");
        const qsizetype at = fields.size() > expected ? fields[expected].start : line.size();
        return fail(at, message.arg(expected).arg(fields.size()));
    }
    int k = 0;
    *board = Board();
    if (numbered) {
        const Field &f = fields[k++];
        bool ok = false;
        const int number = f.text.toInt(&ok);
        if (!ok || number < 1)
            return fail(f.start,
                QCoreApplication::translate("Kibitz::SimpleTextFormat", "'%1' is not a board number (1 or more)")
                    .arg(quotedInput(f.text)));
        board->setNumber(number);
    } else {
        board->setNumber(position);
    }
    const Field &dealer = fields[k++];
    const auto seat = dealer.text.size() == 1 ? seatFromChar(dealer.text[0]) : std::nullopt;
    if (!seat)
        return fail(dealer.start,
            QCoreApplication::translate("Kibitz::SimpleTextFormat", "'%1' is not a dealer (N, E, S or W)")
                .arg(quotedInput(dealer.text)));
    board->setDealer(*seat);
    const Field &vul = fields[k++];
    const auto v = vulnerabilityFromText(vul.text);
    if (!v)
        return fail(vul.start,
            QCoreApplication::translate("Kibitz::SimpleTextFormat", "'%1' is not a vulnerability (None, NS, EW or All)")
                .arg(quotedInput(vul.text)));
    board->setVulnerability(*v);
    Deal deal;
    for (Seat s : AllSeats) {
        const Field &f = fields[k++];
        ParseError handError;
        const auto hand = Hand::parse(f.text, &handError);
        if (!hand) {
            return fail(f.start + qMax(handError.column, 1) - 1,
                QCoreApplication::translate("Kibitz::SimpleTextFormat", "%1's hand: %2")
                    .arg(seatName(s), handError.message));
        }
        deal.setHand(s, *hand);
    }
    board->setDeal(deal);
    return LineResult::Board;
}

class SimpleTextReader : public BoardReader
{
public:
    SimpleTextReader(SimpleTextFormat::Kind kind, QIODevice *device)
        : mKind(kind)
        , mLines(device)
    { }

    bool readNext(Board *board) override
    {
        QString line;
        for (;;) {
            if (!nextLine(&line))
                return false;
            const bool first = mFirst;
            mFirst = false;
            LineError error;
            const LineResult result = parseLine(mKind, line, first, int(mBoardsRead % 0x7fffffff) + 1, board, &error);
            if (result == LineResult::Header)
                continue;
            if (result == LineResult::Error) {
                // A damaged board: kept with the fields before the fault; the next line is read.
                damage(mBoardsRead,
                    FormatError::malformedAtLine(mLines.lineNumber(), int(error.index) + 1, error.message));
                // A broken last line without its line end: the file was cut inside this board.
                if (mLines.endedMidLine())
                    damage(mBoardsRead,
                        FormatError::endsInsideBoard(mBoardsRead, mLines.lineNumber(), int(line.size()) + 1));
                if (!board->number())
                    board->setNumber(int(mBoardsRead % 0x7fffffff) + 1);
                ++mBoardsRead;
                return true;
            }
            // A last line without its line end whose deal is not whole: the file was cut inside this board.
            if (mLines.endedMidLine() && !board->deal().isComplete())
                damage(
                    mBoardsRead, FormatError::endsInsideBoard(mBoardsRead, mLines.lineNumber(), int(line.size()) + 1));
            // Read as it stands: an invalid deal is shown with its problems, never repaired.
            for (const QString &problem : board->problems())
                warn(mBoardsRead,
                    QCoreApplication::translate("Kibitz::SimpleTextFormat", "line %1: %2")
                        .arg(mLines.lineNumber())
                        .arg(problem));
            ++mBoardsRead;
            return true;
        }
    }

    bool canResume() const override { return true; }
    /** The line after the last board's: blank lines and a header before a board belong to it. */
    Place nextPlace() const override { return { mLines.nextOffset(), mLines.lineNumber() + 1 }; }
    /** Nothing is handed on (the context stays empty): a header line can only come before the first board. */
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override
    {
        Q_UNUSED(context);
        mBoardsRead = boardsRead;
        mFirst = boardsRead == 0;
        mLines.setNextLine(place.line);
    }
    /** Reads past the next board's line without parsing it (but for the header a first line may be). */
    bool skipNext() override
    {
        QString line;
        if (!nextLine(&line))
            return false;
        if (std::exchange(mFirst, false)) {
            Board board;
            LineError error;
            if (parseLine(mKind, line, true, 1, &board, &error) == LineResult::Header && !nextLine(&line))
                return false;
        }
        ++mBoardsRead;
        return true;
    }

private:
    /** The next line that is not blank; false at the end or at a line too long (an error). */
    bool nextLine(QString *line)
    {
        if (hasError())
            return false;
        for (;;) {
            if (!mLines.readLine(line)) {
                if (mLines.lineTooLong()) {
                    return fail(FormatError::malformedAtLine(mLines.lineNumber(), 1,
                        QCoreApplication::translate("Kibitz::SimpleTextFormat", "the line is too long"), mBoardsRead));
                }
                return false;
            }
            if (!line->trimmed().isEmpty())
                return true;
        }
    }

    SimpleTextFormat::Kind mKind;
    LineReader mLines;
    bool mFirst = true;
};

class SimpleTextWriter : public BufferedBoardWriter
{
public:
    SimpleTextWriter(const SimpleTextFormat *format, QIODevice *device)
        : BufferedBoardWriter(device)
        , mFormat(format)
    { }

    bool writeBoard(const Board &board) override
    {
        if (!acceptBoard(mFormat->whyCannotStore(board)))
            return false;
        const QLatin1Char separator(mFormat->kind() == SimpleTextFormat::Kind::Dge ? ' ' : '|');
        QStringList fields;
        if (mFormat->kind() != SimpleTextFormat::Kind::Dup)
            fields << QString::number(board.number().value_or(int(mBoardsWritten % 0x7fffffff) + 1));
        fields << QString(QLatin1Char(seatLetter(board.dealer()))) << vulnerabilityText(board.vulnerability());
        for (Seat s : AllSeats)
            fields << board.deal().hand(s).toString();
        mBuffer += (fields.join(separator) + u'\n').toLatin1();
        return boardDone();
    }

private:
    const SimpleTextFormat *mFormat;
};

} // namespace

QString SimpleTextFormat::id() const
{
    static const char *ids[] = { "dup", "bri", "dge" };
    return QString::fromLatin1(ids[static_cast<int>(mKind)]);
}

QString SimpleTextFormat::name() const
{
    switch (mKind) {
    case Kind::Dup:
        return QCoreApplication::translate("Kibitz::SimpleTextFormat", "DUP text (dealer|vulnerability|hands)");
    case Kind::Bri:
        return QCoreApplication::translate("Kibitz::SimpleTextFormat", "BRI text (board|dealer|vulnerability|hands)");
    case Kind::Dge:
        return QCoreApplication::translate("Kibitz::SimpleTextFormat", "DGE text (board dealer vulnerability hands)");
    }
    return {};
}

QStringList SimpleTextFormat::extensions() const
{
    static const char *exts[] = { "dup", "bri", "dge" };
    return { QString::fromLatin1(exts[static_cast<int>(mKind)]) };
}

BoardContents SimpleTextFormat::capabilities() const
{
    BoardContents caps
        = BoardContents(BoardContent::Deal) | BoardContent::PartialDeal | BoardContent::DealerVulnerability;
    if (mKind != Kind::Dup)
        caps |= BoardContent::Number;
    return caps;
}

bool SimpleTextFormat::canRead(QIODevice *device) const
{
    const QByteArray peeked = device->peek(4096);
    // An editor's UTF-8 BOM (the reader skips it too).
    const QByteArrayView head = QByteArrayView(peeked).sliced(peeked.startsWith("\xEF\xBB\xBF") ? 3 : 0);
    // The dealing-machine files of the same extensions hold NULs and DOS suit bytes.
    for (char c : head) {
        if (c == 0 || (uchar(c) < 0x20 && c != '\n' && c != '\r' && c != '\t'))
            return false;
    }
    const QString text = QString::fromLatin1(head);
    const QStringList lines = text.split(u'\n');
    bool first = true;
    for (qsizetype k = 0; k < lines.size(); ++k) {
        QString line = lines[k];
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        if (k == lines.size() - 1 && peeked.size() == 4096)
            return false;
        Board board;
        LineError error;
        const LineResult result = parseLine(mKind, line, first, 1, &board, &error);
        first = false;
        if (result == LineResult::Header)
            continue;
        return result == LineResult::Board;
    }
    return false;
}

std::unique_ptr<BoardReader> SimpleTextFormat::createReader(QIODevice *device) const
{
    return std::make_unique<SimpleTextReader>(mKind, device);
}

std::unique_ptr<BoardWriter> SimpleTextFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<SimpleTextWriter>(this, device);
}

QString SimpleTextFormat::whyCannotStore(const Board &board) const
{
    for (Seat s : AllSeats) {
        if (!board.deal().isHandKnown(s))
            return QCoreApplication::translate("Kibitz::SimpleTextFormat", "%1 needs all four hands; %2's is unknown")
                .arg(name(), seatName(s));
    }
    return {};
}

} // namespace Kibitz
