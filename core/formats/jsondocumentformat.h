#pragma once

#include "jsonformat.h"

namespace Kibitz {

/**
 * A JSON document of boards, however it is laid out (docs/formats.md#json-documents): an array of
 * boards or one board, in Kibitz's schema (docs/json-lines.md) or endplay's board JSON. Written as
 * an array, one board a line. What JSON Lines holds, it holds (the same fields).
 */
class JsonDocumentFormat : public JsonFormat
{
public:
    QString id() const override { return QStringLiteral("json-document"); }
    QString name() const override;
    QStringList extensions() const override { return { QStringLiteral("json") }; }
    /** Accepts a JSON array, or an object that is not laid out as JSON Lines (looksLikeDocument()). */
    bool canRead(QIODevice *device) const override;
    std::unique_ptr<BoardReader> createReader(QIODevice *device) const override;
    std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const override;

    /**
     * Whether @p head, the start of a text without white space before it, is a JSON document rather
     * than JSON Lines: an array; an object whose first line ends inside it; or endplay's board, whose
     * `deal` is an object (Kibitz's is a string).
     */
    static bool looksLikeDocument(const QByteArray &head);
    /** How much of a file canRead() looks at. */
    static constexpr qint64 PeekSize = 4096;
};

} // namespace Kibitz
