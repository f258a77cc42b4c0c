#include "jsondocumentformat.h"

#include "jsondocumentreader.h"
#include "jsondocumentwriter.h"
#include "linereader.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Kibitz {

QString JsonDocumentFormat::name() const
{
    return QCoreApplication::translate("Kibitz::JsonDocumentFormat", "JSON document (array of boards)");
}

bool JsonDocumentFormat::looksLikeDocument(const QByteArray &head)
{
    if (head.startsWith('[')) {
        // A JSON value must follow; PBN's tags ("[Board ...") and bracketed text do not.
        static const QRegularExpression element(QStringLiteral("^\\[\\s*([{\\[\\]\"0-9-]|true\\b|false\\b|null\\b)"));
        return element.match(QString::fromUtf8(head.left(256))).hasMatch();
    }
    if (!head.startsWith('{'))
        return false;
    qsizetype key = 1; // a JSON object's first key, or its end (giblib's "{name=" is not JSON)
    while (key < head.size() && (head[key] == ' ' || head[key] == '\t' || head[key] == '\r' || head[key] == '\n'))
        ++key;
    if (key < head.size() && head[key] != '"' && head[key] != '}')
        return false;
    JsonNesting nesting;
    for (const char c : head) {
        if (!nesting.inString && (c == '\n' || c == '\r'))
            return nesting.depth > 0; // JSON Lines has every object on one line
        nesting.step(c);
    }
    static const QRegularExpression endplayDeal(QStringLiteral("\"deal\"\\s*:\\s*\\{"));
    return endplayDeal.match(QString::fromUtf8(head)).hasMatch();
}

bool JsonDocumentFormat::canRead(QIODevice *device) const
{
    return looksLikeDocument(LineReader::peekText(device, PeekSize));
}

std::unique_ptr<BoardReader> JsonDocumentFormat::createReader(QIODevice *device) const
{
    return std::make_unique<JsonDocumentReader>(device);
}

std::unique_ptr<BoardWriter> JsonDocumentFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<JsonDocumentWriter>(device);
}

} // namespace Kibitz
