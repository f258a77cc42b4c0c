#include "recoveryjournal.h"

#include "document.h"

#include "formats/boardwriter.h"
#include "formats/dealformat.h"
#include "formats/formatregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace Kibitz {

namespace {

QString copyPath(const QString &base)
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

} // namespace

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
    connect(mDocument, &Document::reset, this, &RecoveryJournal::discard);
}

RecoveryJournal::~RecoveryJournal()
{
    // The copy stays (a window destroyed without closing is as good as a crash); only the lock goes.
    if (mLock)
        mLock->unlock();
}

QString RecoveryJournal::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryJournal::path() const
{
    return mBase.isEmpty() ? QString() : copyPath(mBase);
}

void RecoveryJournal::setEnabled(bool enabled)
{
    mEnabled = enabled;
    if (!enabled)
        discard();
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
    if (!mDocument->isModified() || mDocument->count() > MaxBoards) {
        discard();
        return;
    }
    write();
}

bool RecoveryJournal::write()
{
    const DealFormat *pbn = FormatRegistry::instance().byId(u"pbn");
    if (!pbn)
        return false;
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
    QSaveFile file(copyPath(mBase));
    if (!AtomicSave::open(&file))
        return false;
    auto writer = pbn->createWriter(&file);
    if (!writer)
        return false;
    for (qint64 i = 0; i < mDocument->count(); ++i) {
        if (!writer->writeBoard(mDocument->board(i)))
            return false;
    }
    if (!writer->finish())
        return false;
    writer.reset();
    if (!AtomicSave::commit(&file))
        return false;
    const QJsonObject meta {
        { QStringLiteral("file"), mDocument->fileName() },
        { QStringLiteral("format"), mDocument->format() ? mDocument->format()->id() : QString() },
        { QStringLiteral("written"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("boards"), mDocument->count() },
    };
    QSaveFile metaFile(metaPath(mBase));
    if (!AtomicSave::open(&metaFile))
        return false;
    const QByteArray json = QJsonDocument(meta).toJson();
    if (metaFile.write(json) != json.size()) {
        metaFile.cancelWriting();
        return false;
    }
    return AtomicSave::commit(&metaFile);
}

void RecoveryJournal::discard()
{
    mTimer.stop();
    mDirty = false;
    if (mBase.isEmpty())
        return;
    QFile::remove(copyPath(mBase));
    QFile::remove(metaPath(mBase));
    if (mLock)
        mLock->unlock();
    mLock.reset();
    mBase.clear();
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
            continue; // a running Kibitz's copy
        lock.unlock();
        QFile metaFile(metaPath(base));
        if (!metaFile.open(QIODevice::ReadOnly) || !QFileInfo::exists(copyPath(base)))
            continue;
        const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
        entries.append({ copyPath(base), meta.value(QStringLiteral("file")).toString(),
            meta.value(QStringLiteral("format")).toString(),
            QDateTime::fromString(meta.value(QStringLiteral("written")).toString(), Qt::ISODate),
            meta.value(QStringLiteral("boards")).toInteger() });
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.written > b.written; });
    return entries;
}

void RecoveryJournal::remove(const Entry &entry)
{
    const QString base = entry.path.chopped(4);
    QFile::remove(copyPath(base));
    QFile::remove(metaPath(base));
    QFile::remove(lockPath(base));
}

} // namespace Kibitz
