#include "recoveryjournal.h"

#include "document.h"

#include "formats/boardwriter.h"
#include "formats/dealformat.h"
#include "formats/formatregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace Kibitz {

namespace {

// Version 1 (before the journal) kept only a full copy, base.pbn, and a note without "version".
QString oldCopyPath(const QString &base)
{
    return base + QStringLiteral(".pbn");
}

QString metaPath(const QString &base)
{
    return base + QStringLiteral(".json");
}

QString lockPath(const QString &base)
{
    return base + QStringLiteral(".lock");
}

// A restart from another folder must find the same file, not one of the same name there.
QString absolute(const QString &fileName)
{
    if (fileName.isEmpty() || fileName.startsWith(QLatin1Char(':')))
        return fileName;
    return QFileInfo(fileName).absoluteFilePath();
}

} // namespace

RecoveryJournal::Source RecoveryJournal::Source::onDisk(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return {};
    Source source { info.absoluteFilePath(), {}, info.size(), info.lastModified().toMSecsSinceEpoch(), 0 };
#ifdef Q_OS_UNIX
    struct stat status = {};
    if (::stat(QFile::encodeName(source.path).constData(), &status) == 0) {
        source.statusChanged = qint64(status.st_ctim.tv_sec) * 1000000000 + status.st_ctim.tv_nsec;
        source.inode = quint64(status.st_ino);
    }
#endif
    return source;
}

bool RecoveryJournal::Source::unchanged() const
{
    const Source now = onDisk(path);
    if (!now.isValid() || now.size != size || now.modified != modified)
        return false;
    // Older journals did not keep these: what they kept is all that can be compared.
    return (statusChanged == 0 || now.statusChanged == statusChanged) && (inode == 0 || now.inode == inode);
}

bool RecoveryJournal::Entry::fileChangedSince() const
{
    return source.isValid() && QFileInfo(source.path).isFile() && !source.unchanged();
}

qint64 RecoveryJournal::Entry::editedBoards() const
{
    qint64 edited = 0;
    for (const Run &run : layout) {
        if (run.edited)
            edited += run.length;
    }
    return edited;
}

RecoveryJournal::RecoveryJournal(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(3000);
    connect(&mTimer, &QTimer::timeout, this, &RecoveryJournal::flush);
    connect(mDocument, &Document::boardChanged, this, &RecoveryJournal::changed);
    connect(mDocument, &Document::boardsChanged, this, &RecoveryJournal::changed);
    connect(mDocument, &Document::boardsInserted, this, &RecoveryJournal::changed);
    connect(mDocument, &Document::boardsRemoved, this, &RecoveryJournal::changed);
    connect(mDocument, &Document::modifiedChanged, this, [this](bool modified) {
        if (modified)
            changed();
        else
            discard();
    });
    connect(mDocument, &Document::reset, this, &RecoveryJournal::sourceOpened);
}

RecoveryJournal::~RecoveryJournal()
{
    // The journal stays (a window destroyed without closing is as good as a crash); only the lock goes.
    if (mLock)
        mLock->unlock();
}

QString RecoveryJournal::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryJournal::path() const
{
    return mBase.isEmpty() ? QString() : metaPath(mBase);
}

void RecoveryJournal::setEnabled(bool enabled)
{
    mEnabled = enabled;
    if (!enabled)
        discard();
}

void RecoveryJournal::sourceOpened()
{
    discard();
    mSource = {};
    const QString fileName = mDocument->fileName();
    if (fileName.isEmpty() || fileName.startsWith(QLatin1Char(':')))
        return; // no file (a new board set, a dealer-script result) or a resource that cannot change
    mSource = Source::onDisk(fileName);
    if (!mSource.isValid())
        return;
    mSource.formatId = mDocument->format() ? mDocument->format()->id() : QString();
    mSource.boards = mDocument->count();
}

void RecoveryJournal::adoptSource(const Source &source)
{
    mSource = source;
}

void RecoveryJournal::changed()
{
    if (!mEnabled)
        return;
    mDirty = true;
    if (!mTimer.isActive())
        mTimer.start();
}

void RecoveryJournal::flush()
{
    mTimer.stop();
    if (!mDirty)
        return;
    mDirty = false;
    if (!mDocument->isModified() || (!mSource.isValid() && mDocument->count() > MaxCopyBoards)) {
        discard();
        return;
    }
    write();
}

bool RecoveryJournal::writeBoards(const QString &fileName, bool editedOnly, QJsonArray *firstDirectives)
{
    // The PBN writer puts its own header on the first board it writes, which would read back as that board's
    // file directives: the note keeps the board's own.
    bool first = true;
    const auto written = [&](const Board &board) {
        if (first)
            *firstDirectives = QJsonArray::fromStringList(board.fileDirectives());
        first = false;
        return true;
    };
    const DealFormat *pbn = FormatRegistry::instance().byId(u"pbn");
    if (!pbn)
        return false;
    QSaveFile file(fileName);
    if (!AtomicSave::open(&file))
        return false;
    auto writer = pbn->createWriter(&file);
    if (!writer)
        return false;
    if (editedOnly) {
        for (const Document::Piece &piece : mDocument->pieces()) {
            if (piece.board && !(writer->writeBoard(*piece.board) && written(*piece.board)))
                return false;
        }
    } else {
        for (qint64 i = 0; i < mDocument->count(); ++i) {
            const Board board = mDocument->storedBoard(i);
            if (!(writer->writeBoard(board) && written(board)))
                return false;
        }
    }
    if (!writer->finish())
        return false;
    writer.reset();
    if (!AtomicSave::commit(&file))
        return false;
    mWrittenSize += QFileInfo(fileName).size();
    return true;
}

bool RecoveryJournal::write()
{
    if (mBase.isEmpty()) {
        if (!QDir().mkpath(directory()))
            return false;
        mBase = directory() + QLatin1Char('/') + QUuid::createUuid().toString(QUuid::WithoutBraces);
        mLock = std::make_unique<QLockFile>(lockPath(mBase));
        mLock->setStaleLockTime(0);
        if (!mLock->tryLock()) {
            mBase.clear();
            mLock.reset();
            return false;
        }
    }
    // Each write names its PBN files afresh and the note, committed last, names them: a crash between two
    // files leaves the previous note and its files whole.
    const QString stem = QFileInfo(mBase).fileName() + QLatin1Char('-') + QString::number(++mGeneration);
    QJsonObject meta {
        { QStringLiteral("version"), 2 },
        { QStringLiteral("file"), absolute(mDocument->fileName()) },
        { QStringLiteral("format"), mDocument->format() ? mDocument->format()->id() : QString() },
        { QStringLiteral("written"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("boards"), mDocument->count() },
    };
    QStringList files;
    mWrittenSize = 0;
    const auto fail = [&] {
        removeFiles(files);
        return false;
    };
    if (mSource.isValid()) {
        // The layout: [start, length] for a run of the file's boards, n for n edited or inserted boards.
        QJsonArray layout;
        qint64 edited = 0;
        const auto endEdited = [&] {
            if (edited > 0)
                layout.append(edited);
            edited = 0;
        };
        for (const Document::Piece &piece : mDocument->pieces()) {
            if (piece.board) {
                ++edited;
            } else {
                endEdited();
                layout.append(QJsonArray { piece.sourceStart, piece.length });
            }
        }
        endEdited();
        meta.insert(QStringLiteral("layout"), layout);
        meta.insert(QStringLiteral("source"),
            QJsonObject {
                { QStringLiteral("path"), mSource.path },
                { QStringLiteral("format"), mSource.formatId },
                { QStringLiteral("size"), mSource.size },
                { QStringLiteral("modified"), mSource.modified },
                { QStringLiteral("boards"), mSource.boards },
                { QStringLiteral("statusChanged"), mSource.statusChanged },
                { QStringLiteral("inode"), QString::number(mSource.inode) },
            });
        const QString edits = stem + QStringLiteral(".edits.pbn");
        files << edits;
        QJsonArray directives;
        if (!writeBoards(directory() + QLatin1Char('/') + edits, true, &directives))
            return fail();
        meta.insert(QStringLiteral("edits"), edits);
        meta.insert(QStringLiteral("editsDirectives"), directives);
    }
    if (mDocument->count() <= MaxCopyBoards) {
        const QString copy = stem + QStringLiteral(".pbn");
        files << copy;
        QJsonArray directives;
        if (!writeBoards(directory() + QLatin1Char('/') + copy, false, &directives))
            return fail();
        meta.insert(QStringLiteral("copy"), copy);
        meta.insert(QStringLiteral("copyDirectives"), directives);
    }
    const QByteArray note = QJsonDocument(meta).toJson(QJsonDocument::Compact);
    QSaveFile metaFile(metaPath(mBase));
    if (!AtomicSave::open(&metaFile))
        return fail();
    if (metaFile.write(note) != note.size()) {
        metaFile.cancelWriting();
        return fail();
    }
    if (!AtomicSave::commit(&metaFile))
        return fail();
    mWrittenSize += note.size();
    removeFiles(mFiles);
    mFiles = files;
    return true;
}

void RecoveryJournal::removeFiles(const QStringList &names)
{
    for (const QString &name : names)
        QFile::remove(directory() + QLatin1Char('/') + name);
}

void RecoveryJournal::discard()
{
    mTimer.stop();
    mDirty = false;
    if (mBase.isEmpty())
        return;
    QFile::remove(metaPath(mBase));
    removeFiles(mFiles);
    mFiles.clear();
    if (mLock)
        mLock->unlock();
    mLock.reset();
    mBase.clear();
    mWrittenSize = 0;
}

QList<RecoveryJournal::Entry> RecoveryJournal::pending()
{
    QList<Entry> entries;
    const QDir dir(directory());
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files)) {
        const QString base = dir.filePath(name.chopped(5));
        QLockFile lock(lockPath(base));
        lock.setStaleLockTime(0);
        if (!lock.tryLock())
            continue; // a running Kibitz's journal
        lock.unlock();
        QFile metaFile(metaPath(base));
        if (!metaFile.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
        Entry entry { metaPath(base), meta.value(QStringLiteral("file")).toString(),
            meta.value(QStringLiteral("format")).toString(),
            QDateTime::fromString(meta.value(QStringLiteral("written")).toString(), Qt::ISODate),
            meta.value(QStringLiteral("boards")).toInteger(), {}, {}, {}, {}, {}, {} };
        const auto named = [&](const QString &key) {
            const QString file = meta.value(key).toString();
            return file.isEmpty() || !dir.exists(file) ? QString() : dir.filePath(file);
        };
        const auto directives = [&](const QString &key) {
            QStringList lines;
            for (const QJsonValue &line : meta.value(key).toArray())
                lines << line.toString();
            return lines;
        };
        if (!meta.contains(QStringLiteral("version"))) {
            if (QFileInfo::exists(oldCopyPath(base)))
                entry.copyPath = oldCopyPath(base);
        } else {
            entry.copyPath = named(QStringLiteral("copy"));
            entry.copyDirectives = directives(QStringLiteral("copyDirectives"));
        }
        if (const QJsonObject source = meta.value(QStringLiteral("source")).toObject(); !source.isEmpty()) {
            entry.source = { source.value(QStringLiteral("path")).toString(),
                source.value(QStringLiteral("format")).toString(), source.value(QStringLiteral("size")).toInteger(),
                source.value(QStringLiteral("modified")).toInteger(),
                source.value(QStringLiteral("boards")).toInteger(),
                source.value(QStringLiteral("statusChanged")).toInteger(),
                source.value(QStringLiteral("inode")).toString().toULongLong() };
            for (const QJsonValue &run : meta.value(QStringLiteral("layout")).toArray()) {
                if (run.isArray())
                    entry.layout.append({ run[0].toInteger(), run[1].toInteger(), false });
                else
                    entry.layout.append({ 0, run.toInteger(), true });
            }
            entry.editsPath = named(QStringLiteral("edits"));
            entry.editsDirectives = directives(QStringLiteral("editsDirectives"));
            if (entry.editsPath.isEmpty())
                entry.source = {}; // its edits are gone: only a copy can restore it
        }
        if (entry.copyPath.isEmpty() && !entry.source.isValid())
            continue;
        entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.written > b.written; });
    return entries;
}

void RecoveryJournal::remove(const Entry &entry)
{
    const QString base = entry.path.chopped(5);
    const QDir dir(directory());
    for (const QString &name : dir.entryList({ QFileInfo(base).fileName() + QStringLiteral("-*") }, QDir::Files))
        QFile::remove(dir.filePath(name));
    QFile::remove(oldCopyPath(base));
    QFile::remove(metaPath(base));
    QFile::remove(lockPath(base));
}

} // namespace Kibitz
