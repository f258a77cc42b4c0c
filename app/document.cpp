#include "document.h"

#include "formats/formatregistry.h"

namespace Kibitz {

Document::Document(QObject *parent)
    : QObject(parent)
{}

Document::~Document() = default;

bool Document::open(const QString &fileName, FormatError *error)
{
    const DealFormat *format = nullptr;
    FormatError openError;
    auto source = FormatRegistry::instance().open(fileName, {}, &openError, &format);
    if (!source) {
        if (openError.fileName.isEmpty())
            openError.fileName = fileName;
        if (error)
            *error = openError;
        return false;
    }
    setSource(std::move(source), fileName, format);
    return true;
}

void Document::setSource(std::unique_ptr<BoardSource> source, const QString &fileName, const DealFormat *format)
{
    mSource = std::move(source);
    mEdited.clear();
    mFileName = fileName;
    mFormat = format;
    Q_EMIT reset();
}

void Document::clear()
{
    setSource(nullptr);
}

qint64 Document::count() const
{
    return mSource ? mSource->count() : 0;
}

Board Document::board(qint64 index, QStringList *warnings) const
{
    if (index < 0 || index >= count())
        return {};
    if (const auto it = mEdited.constFind(index); it != mEdited.constEnd())
        return *it;
    return mSource->board(index, warnings);
}

void Document::setBoard(qint64 index, const Board &board)
{
    if (index < 0 || index >= count())
        return;
    mEdited.insert(index, board);
    Q_EMIT boardChanged(index);
}

QList<BoardWarning> Document::warnings() const
{
    return mSource ? mSource->warnings() : QList<BoardWarning>{};
}

} // namespace Kibitz
