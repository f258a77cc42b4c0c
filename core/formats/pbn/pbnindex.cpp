// Reading that starts inside a PBN file: the index of where boards start and the inheritance
// context that makes a reader started there read as one from the beginning (IndexedBoardSource).

#include "pbncollector.h"
#include "pbnreader.h"
#include "pbnscan.h"

#include <QDataStream>

namespace Kibitz {

namespace {

bool isHeaderValue(QByteArrayView value)
{
    return value.size() >= 2 && value[0] == '#' && value[1] == '#';
}

} // namespace

PbnReader::Context PbnReader::context() const
{
    Context c;
    c.lastValues.reserve(mLastValues.size());
    for (const Remembered &r : mLastValues) {
        const QByteArrayView value = rememberedValue(r);
        c.lastValues.emplace_back(r.name, std::string(value.data(), size_t(value.size())));
    }
    for (const Remembered &d : mDefaults)
        c.defaults.emplace_back(d.name, d.value);
    c.pendingComments = mPendingComments;
    c.pendingDirectives = mPendingDirectives;
    c.lineEnd = mStarted ? mEol : 0;
    return c;
}

void PbnReader::resume(const Context &context, qint64 boardsRead, int line)
{
    mLastValues.clear();
    mLastKnown.fill(-1);
    for (const auto &[name, value] : context.lastValues) {
        const Tag tag = tagOf(QByteArrayView(name));
        if (tag != Tag::Unknown && tag != Tag::Note)
            mLastKnown[size_t(tag)] = int(mLastValues.size());
        mLastValues.push_back({ name, value });
    }
    mDefaults.clear();
    for (const auto &[name, value] : context.defaults)
        mDefaults.push_back({ name, value });
    mPendingComments = context.pendingComments;
    mPendingDirectives = context.pendingDirectives;
    if (context.lineEnd)
        mTokenizer.setLineEnd(context.lineEnd);
    mBoardsRead = boardsRead;
    mTokenizer.setFirstLine(line);
    mThreading = Threading::Single;
}

QByteArray PbnReader::resumeContext() const
{
    const Context c = context();
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    for (const auto *values : { &c.lastValues, &c.defaults }) {
        out << quint32(values->size());
        for (const auto &[name, value] : *values) {
            out.writeBytes(name.data(), uint(name.size()));
            out.writeBytes(value.data(), uint(value.size()));
        }
    }
    out << c.pendingComments << c.pendingDirectives << quint8(c.lineEnd);
    bytes.squeeze();
    return bytes;
}

void PbnReader::resume(const QByteArray &bytes, qint64 boardsRead, const Place &place)
{
    Context c;
    QDataStream in(bytes);
    for (auto *values : { &c.lastValues, &c.defaults }) {
        quint32 count = 0;
        in >> count;
        for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
            QByteArray name;
            QByteArray value;
            in >> name >> value;
            values->emplace_back(name.toStdString(), value.toStdString());
        }
    }
    quint8 lineEnd = 0;
    in >> c.pendingComments >> c.pendingDirectives >> lineEnd;
    c.lineEnd = char(lineEnd);
    resume(c, boardsRead, place.line);
}

bool PbnReader::skipNext()
{
    for (;;) {
        if (!nextCollected())
            return noMoreGames();
        bool real = false;
        for (size_t i = 0; i < mG.entryCount && !real; ++i)
            real = !isHeaderValue(mG.entries[i].raw);
        resolveInheritance();
        remember();
        // As parseGame() and interpret(): a board takes the comments waiting for it.
        if (real)
            mPendingComments.clear();
        else
            mPendingComments += commentaryTexts(mG.comments);
        if (real || !mG.ok) {
            ++mBoardsRead;
            return true;
        }
    }
}

BoardIndex PbnReader::indexBoards(QIODevice *device, qint64 every)
{
    BoardIndex index;
    PbnTokenizer tokenizer(device);
    GameData g;
    bool startPending = true;
    BoardReader::Place start;
    while (tokenizer.nextGame()) {
        if (!tokenizer.isMapped())
            return {};
        const PbnTokenizer::GameView game = tokenizer.game();
        if (startPending) {
            start = { tokenizer.offsetOf(game.begin), game.line };
            startPending = false;
        }
        // A game is a board when one of its tags is not a ## default, or when it is damaged
        // (PbnReader::readNext()); its first tag tells for nearly every game.
        PbnTokenizer::Token first;
        bool isBoard = tokenizer.nextSimpleTag(&first) && !isHeaderValue(first.value);
        if (!isBoard) {
            tokenizer.setPosition({ game.begin, game.line, game.begin });
            Collector { tokenizer, g }.collect();
            isBoard = !g.ok;
            for (size_t i = 0; i < g.entryCount && !isBoard; ++i)
                isBoard = !isHeaderValue(g.entries[i].raw);
        }
        if (!isBoard)
            continue;
        if (index.count % every == 0)
            index.starts.push_back({ start, {}, index.count == 0 });
        ++index.count;
        startPending = true;
    }
    index.end = tokenizer.error();
    index.valid = tokenizer.isMapped() || (index.count == 0 && !index.end.isError());
    return index;
}

} // namespace Kibitz
