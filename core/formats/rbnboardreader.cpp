#include "rbnboardreader.h"

#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QDataStream>

namespace Kibitz {

namespace {

constexpr quint8 ContextVersion = 1;
constexpr qsizetype MaxCommentary = 1024 * 1024;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::RbnBoardReader)
};

/** At most 20 characters of @p text, for a message (control characters escaped). */
QString excerpt(QStringView text)
{
    return quotedInput(text, 20);
}

/** Whether the record's items make a board: a heading holds only repeated labels and commentary. */
bool isBoard(const QList<RbnRecord::Item> &items)
{
    return std::any_of(items.begin(), items.end(), [](const RbnRecord::Item &item) {
        return item.label != u'{' && RbnRecord::repeatedIndex(item.label) < 0;
    }) || std::any_of(items.begin(), items.end(), [](const RbnRecord::Item &item) {
        return item.label == u'B' || item.label == u'H';
    });
}

} // namespace

RbnBoardReader::RbnBoardReader(QIODevice *device, bool rbx)
    : mLines(device)
    , mRbx(rbx)
{ }

void RbnBoardReader::damageHere(int line, int column, const QString &message)
{
    mDamage.append(FormatError::malformedAtLine(line, column, message));
}

void RbnBoardReader::splitRbnLine(const QString &line, QList<Item> *items, bool *open)
{
    const int number = mLines.lineNumber();
    if (*open) {
        Item &comment = items->last();
        const qsizetype close = line.indexOf(QLatin1Char('}'));
        comment.value += QLatin1Char('\n') + (close < 0 ? line : line.left(close));
        *open = close < 0;
        if (comment.value.size() > MaxCommentary) {
            damageHere(number, 1, Tr::tr("a commentary longer than 1 MiB is cut there"));
            *open = false;
        }
        return;
    }
    const QChar label = line[0];
    if (label == u'{') {
        const qsizetype close = line.indexOf(QLatin1Char('}'));
        items->append({ label, close < 0 ? line.mid(1) : line.mid(1, close - 1), number, 2 });
        *open = close < 0;
        if (close >= 0 && !line.mid(close + 1).trimmed().isEmpty())
            damageHere(number, int(close) + 2, Tr::tr("text after '}' is not read"));
        return;
    }
    const bool separated = line.size() == 1 || line[1] == u' ' || line[1] == u':';
    if (!RbnRecord::isLabel(label) || !separated) {
        damageHere(number, 1,
            Tr::tr("'%1' is not an item: a label (such as H or A), a space and its data").arg(excerpt(line)));
        return;
    }
    // A note's number is its label and starts its value ("1 strong").
    if (label.isDigit())
        items->append({ label, line, number, 1 });
    else
        items->append({ label, line.mid(2), number, 3 });
}

void RbnBoardReader::splitRbxLine(const QString &line, QList<Item> *items)
{
    const int number = mLines.lineNumber();
    for (qsizetype i = 0; i < line.size();) {
        const QChar label = line[i];
        if (label == u' ' || label == u'\t') {
            ++i;
            continue;
        }
        if ((label != u'%' && (!RbnRecord::isLabel(label) || label == u'{')) || i + 1 >= line.size()
            || line[i + 1] != u'{') {
            damageHere(number, int(i) + 1,
                Tr::tr("'%1' is not an item: a label (such as H or A) and its data in braces")
                    .arg(excerpt(line.mid(i))));
            return;
        }
        const qsizetype close = line.indexOf(QLatin1Char('}'), i + 2);
        if (close < 0) {
            if (mLines.endedMidLine())
                mDamage.append(FormatError::endsInsideBoard(mBoardsRead, number, int(line.size()) + 1));
            else
                damageHere(number, int(i) + 2, Tr::tr("the item's '{' is never closed"));
            return;
        }
        const QString value = line.mid(i + 2, close - i - 2);
        if (label.isDigit())
            items->append({ label, QString(label) + u' ' + value, number, int(i) + 3 });
        else if (label != u'%')
            items->append({ label, value, number, int(i) + 3 });
        i = close + 1;
    }
}

bool RbnBoardReader::readRecord(QList<Item> *items)
{
    QString line;
    bool open = false; // inside an RBN commentary
    int openLine = 0;
    while (mLines.readLine(&line)) {
        const bool blank = line.trimmed().isEmpty();
        if (mRbx) {
            if (blank || (line.startsWith(QLatin1Char('%')) && !line.startsWith(QLatin1String("%{"))))
                continue;
            splitRbxLine(line, items);
            if (!items->isEmpty() || !mDamage.isEmpty())
                return true;
            continue;
        }
        if (blank) {
            if (open) // a blank line ends the record, closed or not
                damageHere(openLine, 1, Tr::tr("the commentary's '{' is never closed"));
            if (!items->isEmpty() || !mDamage.isEmpty())
                return true;
            continue;
        }
        if (!open && line.startsWith(QLatin1Char('%')))
            continue;
        if (!open)
            openLine = mLines.lineNumber();
        splitRbnLine(line, items, &open);
    }
    if (mLines.lineTooLong()) {
        return fail(FormatError::malformedAtLine(mLines.lineNumber() + 1, 1,
            Tr::tr("the line is longer than %1 bytes").arg(LineReader::maxLineLength()), mBoardsRead));
    }
    if (open)
        mDamage.append(FormatError::endsInsideBoard(mBoardsRead, mLines.lineNumber(), 1));
    return !items->isEmpty() || !mDamage.isEmpty();
}

bool RbnBoardReader::readNext(Board *board)
{
    QStringList carried; // commentary of the headings before the board
    for (;;) {
        QList<Item> own;
        mDamage.clear();
        if (!readRecord(&own))
            return false;
        QList<Item> items;
        QStringList warnings;
        bool seen[10] = {};
        for (const Item &item : std::as_const(own)) {
            const int r = RbnRecord::repeatedIndex(item.label);
            if (r >= 0 && seen[r]) {
                warnings << Tr::tr("line %1: a second %2 in one record is not read").arg(item.line).arg(item.label);
                continue;
            }
            if (r >= 0) {
                seen[r] = true;
                mRepeated[r] = item.value.trimmed().isEmpty() ? std::nullopt : std::optional<Item>(item);
            }
            if (r < 0 || mRepeated[r])
                items.append(item);
        }
        if (!isBoard(own) && mDamage.isEmpty()) {
            for (const Item &item : std::as_const(own)) {
                if (item.label == u'{')
                    carried << item.value;
            }
            continue;
        }
        for (int r = 0; r < 10; ++r) {
            if (!seen[r] && mRepeated[r])
                items.append(*mRepeated[r]);
        }
        Board read;
        QList<FormatError> damage;
        RbnRecord::read(items, &read, &damage, &warnings);
        if (!carried.isEmpty())
            read.setComments(carried + read.comments());
        for (const QString &w : std::as_const(warnings))
            warn(mBoardsRead, w);
        for (const FormatError &e : std::as_const(mDamage) + damage)
            this->damage(mBoardsRead, e);
        *board = std::move(read);
        ++mBoardsRead;
        return true;
    }
}

QByteArray RbnBoardReader::resumeContext() const
{
    if (std::none_of(mRepeated.begin(), mRepeated.end(), [](const auto &item) { return item.has_value(); }))
        return {};
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << ContextVersion;
    for (const auto &item : mRepeated) {
        out << item.has_value();
        if (item)
            out << item->label << item->value << qint32(item->line) << qint32(item->column);
    }
    return bytes;
}

void RbnBoardReader::resume(const QByteArray &context, qint64 boardsRead, const Place &place)
{
    mBoardsRead = boardsRead;
    mLines.setNextLine(place.line);
    mRepeated = {};
    if (context.isEmpty())
        return;
    QDataStream in(context);
    in.setVersion(QDataStream::Qt_6_4);
    quint8 version = 0;
    in >> version;
    std::array<std::optional<Item>, 10> repeated;
    for (auto &item : repeated) {
        bool has = false;
        in >> has;
        if (!has)
            continue;
        Item read;
        qint32 line = 0, column = 0;
        in >> read.label >> read.value >> line >> column;
        read.line = line;
        read.column = column;
        item = read;
    }
    if (version == ContextVersion && in.status() == QDataStream::Ok)
        mRepeated = std::move(repeated); // else not a context this reader gave: read on as from a file's start
}

} // namespace Kibitz
