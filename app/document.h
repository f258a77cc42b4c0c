#pragma once

#include "formats/boardsource.h"
#include "formats/formaterror.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <memory>

namespace Kibitz {

class DealFormat;

/**
 * An opened deal file: the BoardSource read from it plus an overlay of edited
 * boards by index, so a file of millions of boards is never decoded whole.
 * Views read boards only through here; the editor's undo commands are meant to
 * be the only code that calls setBoard().
 */
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    /** Opens @p fileName with content detection; on failure keeps the current content and fills @p error. */
    bool open(const QString &fileName, FormatError *error);
    /** Replaces the content (tests, new documents). */
    void setSource(std::unique_ptr<BoardSource> source, const QString &fileName = {},
                   const DealFormat *format = nullptr);
    void clear();

    qint64 count() const;
    /** Board @p index (0-based), edited or as read; @p warnings receives the source's remarks on it. */
    Board board(qint64 index, QStringList *warnings = nullptr) const;
    /** Replaces board @p index in the overlay and announces it. */
    void setBoard(qint64 index, const Board &board);
    bool isEdited(qint64 index) const { return mEdited.contains(index); }
    bool isModified() const { return !mEdited.isEmpty(); }

    QString fileName() const { return mFileName; }
    /** The format the file was read with, or nullptr. */
    const DealFormat *format() const { return mFormat; }
    /** Warnings the source found while opening. */
    QList<BoardWarning> warnings() const;

Q_SIGNALS:
    /** The whole content changed (a file was opened). */
    void reset();
    void boardChanged(qint64 index);

private:
    std::unique_ptr<BoardSource> mSource;
    QHash<qint64, Board> mEdited;
    QString mFileName;
    const DealFormat *mFormat = nullptr;
};

} // namespace Kibitz
