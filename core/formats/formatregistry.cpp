#include "formatregistry.h"

#include "dealsformat.h"
#include "dxformat.h"
#include "gibformat.h"
#include "jsondocumentformat.h"
#include "jsonformat.h"
#include "linformat.h"
#include "machineformat.h"
#include "pbn/pbnformat.h"
#include "rbnformat.h"
#include "simpletextformat.h"
#include "zbdformat.h"
#include "zbsformat.h"
#include "zddformat.h"
#include "zrdformat.h"
#include "zrjformat.h"
#include "zthformat.h"

#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <new>

namespace Kibitz {

FormatRegistry::FormatRegistry()
{
    // Detection order: text formats with distinctive content first, machine files before the
    // simplified text that shares their extensions, binary formats (weak signatures) last.
    mFormats.push_back(std::make_unique<PbnFormat>());
    mFormats.push_back(std::make_unique<LinFormat>());
    mFormats.push_back(std::make_unique<JsonFormat>());
    mFormats.push_back(std::make_unique<JsonDocumentFormat>());
    mFormats.push_back(std::make_unique<RbnFormat>(RbnFormat::Kind::Rbn));
    mFormats.push_back(std::make_unique<RbnFormat>(RbnFormat::Kind::Rbx));
    mFormats.push_back(std::make_unique<GibFormat>());
    mFormats.push_back(std::make_unique<MachineFormat>(MachineFormat::Kind::Dup));
    mFormats.push_back(std::make_unique<MachineFormat>(MachineFormat::Kind::Bri));
    mFormats.push_back(std::make_unique<MachineFormat>(MachineFormat::Kind::Dge));
    mFormats.push_back(std::make_unique<SimpleTextFormat>(SimpleTextFormat::Kind::Dup));
    mFormats.push_back(std::make_unique<SimpleTextFormat>(SimpleTextFormat::Kind::Bri));
    mFormats.push_back(std::make_unique<SimpleTextFormat>(SimpleTextFormat::Kind::Dge));
    mFormats.push_back(std::make_unique<DxFormat>());
    mFormats.push_back(std::make_unique<ZbsFormat>());
    mFormats.push_back(std::make_unique<ZrjFormat>());
    mFormats.push_back(std::make_unique<ZrdFormat>());
    mFormats.push_back(std::make_unique<ZthFormat>());
    mFormats.push_back(std::make_unique<ZbdFormat>());
    mFormats.push_back(std::make_unique<ZddFormat>());
    mFormats.push_back(std::make_unique<DealsFormat>());
}

const FormatRegistry &FormatRegistry::instance()
{
    static const FormatRegistry registry;
    return registry;
}

QList<const DealFormat *> FormatRegistry::formats() const
{
    QList<const DealFormat *> result;
    for (const auto &f : mFormats)
        result.append(f.get());
    return result;
}

QList<const DealFormat *> FormatRegistry::writableFormats() const
{
    QList<const DealFormat *> result;
    for (const auto &f : mFormats) {
        if (f->canWrite())
            result.append(f.get());
    }
    return result;
}

const DealFormat *FormatRegistry::byId(QStringView id) const
{
    for (const auto &f : mFormats) {
        if (f->id().compare(id, Qt::CaseInsensitive) == 0)
            return f.get();
    }
    return nullptr;
}

QList<const DealFormat *> FormatRegistry::byExtension(const QString &fileName) const
{
    QList<const DealFormat *> result;
    for (const auto &f : mFormats) {
        if (f->matchesExtension(fileName))
            result.append(f.get());
    }
    return result;
}

namespace {

// Fixed-size records and the other binary formats without a signature: only their content's
// plausibility tells them (RecordFormat::canRead(), ZbsFormat::canRead(), DxFormat::canRead()).
bool isHeaderless(const DealFormat *format)
{
    return dynamic_cast<const RecordFormat *>(format) || dynamic_cast<const ZbsFormat *>(format)
        || dynamic_cast<const DxFormat *>(format);
}

} // namespace

const DealFormat *FormatRegistry::detect(
    QIODevice *device, const QString &fileName, QStringView explicitId, FormatError *error) const
{
    if (!explicitId.isEmpty()) {
        if (const DealFormat *f = byId(explicitId))
            return f;
        if (error) {
            *error = { FormatError::Code::UnknownFormat,
                QCoreApplication::translate("Kibitz::FormatRegistry", "unknown format '%1'")
                    .arg(quotedInput(explicitId)),
                fileName };
        }
        return nullptr;
    }
    const QList<const DealFormat *> byExt = byExtension(fileName);
    for (const DealFormat *f : byExt) {
        if (f->canRead(device))
            return f;
    }
    for (const auto &f : mFormats) {
        // Formats without a signature are guessed from content only when the extension says nothing:
        // a damaged .pbn or .bri is not a headerless binary file (docs/formats.md#conventions).
        if (!byExt.isEmpty() && isHeaderless(f.get()))
            continue;
        if (f->canRead(device))
            return f.get();
    }
    // Let the extension's own reader explain what is wrong with the content.
    if (!byExt.isEmpty())
        return byExt.first();
    if (error) {
        *error = { FormatError::Code::UnknownFormat,
            QCoreApplication::translate("Kibitz::FormatRegistry", "not a deal file Kibitz can read"), fileName };
    }
    return nullptr;
}

bool FormatRegistry::checkRegularFile(const QString &fileName, FormatError *error)
{
    const QFileInfo info(fileName);
    if (!info.exists() || info.isFile())
        return true;
    if (error) {
        *error = { FormatError::Code::OpenFailed,
            info.isDir() ? QCoreApplication::translate("Kibitz::FormatRegistry", "this is a folder, not a deal file")
                         : QCoreApplication::translate("Kibitz::FormatRegistry",
                             "not a regular file (a pipe, socket or device cannot be opened)"),
            fileName };
    }
    return false;
}

std::unique_ptr<BoardSource> FormatRegistry::open(
    const QString &fileName, QStringView explicitId, FormatError *error, const DealFormat **format) const
{
    // Checked before opening: opening a FIFO blocks until someone writes to it.
    if (!checkRegularFile(fileName, error))
        return nullptr;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = { FormatError::Code::OpenFailed, file.errorString(), fileName };
        return nullptr;
    }
    const DealFormat *f = detect(&file, fileName, explicitId, error);
    // Taken by its extension alone, the content not recognised: it may be no deal file at all. (A headerless
    // binary file cut short is damaged rather: its reader says where.)
    // Only the text formats whose files users download (.pbn, .lin): the converter reads the rest alike.
    const bool byExtensionOnly = f && explicitId.isEmpty() && !isHeaderless(f)
        && (f->id() == QLatin1String("pbn") || f->id() == QLatin1String("lin")) && !f->canRead(&file);
    file.close();
    if (!f)
        return nullptr;
    if (format)
        *format = f;
    FormatError openError;
    std::unique_ptr<BoardSource> source;
    try {
        source = f->openFile(fileName, &openError);
    } catch (const std::bad_alloc &) {
        source.reset();
        openError = DealFormat::outOfMemory(fileName);
    }
    if (!source && error) {
        *error = openError;
        error->fileName = fileName;
    }
    if (source && byExtensionOnly && onlyUnreadable(*source)) {
        if (error) {
            *error = { FormatError::Code::UnknownFormat,
                QCoreApplication::translate(
                    "Kibitz::FormatRegistry", "not a %1 file: it holds no deal, only content that cannot be read")
                    .arg(f->name()),
                fileName };
        }
        return nullptr;
    }
    return source;
}

bool FormatRegistry::onlyUnreadable(const BoardSource &source)
{
    // Random bytes read as a few boards of nothing but errors; a longer file is taken for a damaged one.
    constexpr qint64 MostBoards = 64;
    if (source.count() > MostBoards)
        return false;
    bool warned = !source.warnings().isEmpty();
    for (qint64 i = 0; i < source.count(); ++i) {
        QStringList warnings;
        if (!source.board(i, &warnings).deal().isEmpty())
            return false;
        warned = warned || !warnings.isEmpty();
    }
    return warned;
}

QString FormatRegistry::openFilter() const
{
    QStringList patterns;
    QStringList filters;
    for (const auto &f : mFormats) {
        for (const QString &ext : f->extensions()) {
            const QString pattern = QStringLiteral("*.") + ext;
            if (!patterns.contains(pattern))
                patterns << pattern;
        }
        filters << f->nameFilter();
    }
    filters.prepend(QCoreApplication::translate("Kibitz::FormatRegistry", "All deal files (%1)")
                        .arg(patterns.join(QLatin1Char(' '))));
    filters << QCoreApplication::translate("Kibitz::FormatRegistry", "All files (*)");
    return filters.join(QStringLiteral(";;"));
}

QStringList FormatRegistry::saveFilters() const
{
    QStringList filters;
    for (const DealFormat *f : writableFormats())
        filters << f->nameFilter();
    return filters;
}

} // namespace Kibitz
