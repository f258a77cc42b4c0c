#include "boardclipboard.h"

#include "formats/dealformat.h"
#include "formats/formatregistry.h"

#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QMimeData>

namespace Kibitz {

namespace {

// Clipboard text beyond this is not a board someone copied; reading stops there.
constexpr qsizetype MaxPasteBytes = 16 * 1024 * 1024;

} // namespace

QString BoardClipboard::boardText(const Board &board, const QString &formatId, QString *error)
{
    const DealFormat *format = FormatRegistry::instance().byId(formatId);
    if (!format || !format->canWrite()) {
        if (error)
            *error = tr("No writable format \"%1\"").arg(formatId);
        return {};
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const FormatError result = format->writeAll(&buffer, { board });
    if (result.isError()) {
        if (error)
            *error = result.toString();
        return {};
    }
    return QString::fromUtf8(buffer.data());
}

QList<Board> BoardClipboard::readBoards(const QByteArray &data, QString *error, QString *formatName)
{
    if (data.trimmed().isEmpty()) {
        if (error)
            *error = tr("The clipboard holds no text");
        return {};
    }
    if (data.size() > MaxPasteBytes) {
        if (error)
            *error = tr("The clipboard text is too long for a board (%1 bytes, at most %2)")
                         .arg(data.size())
                         .arg(MaxPasteBytes);
        return {};
    }
    QByteArray copy = data;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    FormatError detectError;
    const DealFormat *format = FormatRegistry::instance().detect(&buffer, QString(), {}, &detectError);
    if (!format) {
        if (error)
            *error = tr("The clipboard text is no board in PBN, LIN or another known format: %1")
                         .arg(detectError.toString());
        return {};
    }
    buffer.seek(0);
    ReadResult result = format->readAll(&buffer);
    if (!result.ok()) {
        if (error)
            *error = result.error.toString();
        return {};
    }
    if (result.boards.isEmpty()) {
        if (error)
            *error = tr("The clipboard text (%1) holds no board").arg(format->name());
        return {};
    }
    if (formatName)
        *formatName = format->name();
    return result.boards;
}

bool BoardClipboard::copyBoard(const Board &board, const QString &formatId, QString *error)
{
    const QString text = boardText(board, formatId, error);
    if (text.isEmpty())
        return false;
    QGuiApplication::clipboard()->setText(text);
    return true;
}

void BoardClipboard::copyImage(const QImage &image)
{
    QGuiApplication::clipboard()->setImage(image);
}

QList<Board> BoardClipboard::pasteBoards(QString *error, QString *formatName)
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime || !mime->hasText()) {
        if (error)
            *error = tr("The clipboard holds no text");
        return {};
    }
    return readBoards(mime->text().toUtf8(), error, formatName);
}

} // namespace Kibitz
