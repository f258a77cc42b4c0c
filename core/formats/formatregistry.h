#pragma once

#include "dealformat.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace Kibitz {

/**
 * The one explicit list of every deal file format, and format detection:
 * explicit id first, then the file's extension (confirmed by content when
 * several formats share it), then content alone.
 */
class FormatRegistry
{
public:
    /** The application-wide registry. */
    static const FormatRegistry &instance();

    /** All formats, in detection order. */
    QList<const DealFormat *> formats() const;
    QList<const DealFormat *> writableFormats() const;
    const DealFormat *byId(QStringView id) const;
    /** Formats claiming @p fileName's extension. */
    QList<const DealFormat *> byExtension(const QString &fileName) const;

    /**
     * The format of @p device (positioned at its start). @p explicitId wins when
     * given; otherwise the extension of @p fileName, then the content. Returns
     * nullptr and sets @p error when nothing fits.
     */
    const DealFormat *detect(
        QIODevice *device, const QString &fileName, QStringView explicitId = {}, FormatError *error = nullptr) const;
    /**
     * Whether @p fileName may be opened as a file: false, with @p error set, for a folder, a FIFO,
     * a socket or a device (opening a FIFO blocks until someone writes to it, a device may never
     * end; docs/reliability.md). A file that does not exist passes: opening it says so.
     */
    static bool checkRegularFile(const QString &fileName, FormatError *error = nullptr);
    /**
     * Opens @p fileName with its detected format (or @p explicitId); refuses what
     * checkRegularFile() refuses, and content that only its extension names a deal file
     * (random bytes in a .pbn) when no board of it holds a deal and reading it gave only errors.
     */
    std::unique_ptr<BoardSource> open(const QString &fileName, QStringView explicitId = {},
        FormatError *error = nullptr, const DealFormat **format = nullptr) const;

    /** File dialog filters: "All deal files (...)" then one per readable format. */
    QString openFilter() const;
    /** One filter per writable format. */
    QStringList saveFilters() const;

private:
    FormatRegistry();
    /** No board holds a deal, and what was read gave warnings: not a deal file, whatever its extension. */
    static bool onlyUnreadable(const BoardSource &source);
    std::vector<std::unique_ptr<DealFormat>> mFormats;
};

} // namespace Kibitz
