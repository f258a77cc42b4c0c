#pragma once

#include "boardindex.h"
#include "boardreader.h"
#include "boardsource.h"
#include "boardwriter.h"
#include "formaterror.h"

#include "model/board.h"

#include <QIODevice>
#include <QString>
#include <QStringList>

#include <memory>

namespace Kibitz {

/** Everything read from a device at once (small files, tests). */
struct ReadResult
{
    QList<Board> boards;
    QList<BoardWarning> warnings;
    FormatError error;
    bool ok() const { return !error.isError(); }
};

/**
 * One deal file format. Every format, binary or text, implements this one
 * interface; FormatRegistry lists them all. Codecs work on a QIODevice (tests
 * use QBuffer); canRead() only peeks.
 */
class DealFormat
{
public:
    virtual ~DealFormat() = default;

    /** Short stable id used on the command line and in settings: "pbn", "zrd", "dup-machine". */
    virtual QString id() const = 0;
    /** Translated name: "Portable Bridge Notation". */
    virtual QString name() const = 0;
    /** Extensions without the dot, lower case; the first is used when saving. */
    virtual QStringList extensions() const = 0;
    /** What a file of this format can hold. */
    virtual BoardContents capabilities() const = 0;

    /**
     * Whether the format writes a board's par beside its double-dummy table (a save then completes a
     * board's par from the analysis; one that holds tables without par is not given one to drop).
     */
    virtual bool holdsPar() const { return false; }

    /** Whether the content at the device's position looks like this format. Uses peek() only. */
    virtual bool canRead(QIODevice *device) const = 0;
    virtual bool canWrite() const { return true; }

    /** A reader positioned at the device's current position. */
    virtual std::unique_ptr<BoardReader> createReader(QIODevice *device) const = 0;
    /** A writer, or nullptr when canWrite() is false. */
    virtual std::unique_ptr<BoardWriter> createWriter(QIODevice *device) const = 0;

    /**
     * Opens a file for random access. The default reads a file smaller than IndexedFromSize
     * into memory and indexes a bigger one when it can (indexBoards(), IndexedBoardSource);
     * fixed-size record formats map the file instead. Returns nullptr on error, running out
     * of memory included (outOfMemory()).
     */
    virtual std::unique_ptr<BoardSource> openFile(const QString &fileName, FormatError *error) const;

    /** Files of this size or more are opened from an index when their format can (openFile()). */
    static constexpr qint64 IndexedFromSize = qint64(4) << 20;
    /**
     * Where reading can start in @p device (a regular file, at its start): the place and the
     * reader's context of every @p every-th board. The default reads through the file with
     * skipNext() when the reader canResume(); the index is not valid otherwise (read the file whole).
     */
    virtual BoardIndex indexBoards(QIODevice *device, qint64 every) const;

    /**
     * Why @p board cannot be stored at all (a partial deal in a complete-deal
     * format), or an empty string when it can.
     */
    virtual QString whyCannotStore(const Board &board) const;
    /**
     * What writing @p board as the @p index-th board (0-based) would drop. The
     * default compares Board::contents() with capabilities(), treating board
     * numbers, dealer and vulnerability as kept when position and cycle give them back.
     */
    virtual BoardContents lostContents(const Board &board, qint64 index) const;

    /**
     * "not enough memory to open the file (N boards read)": opening @p fileName ran out of memory
     * after @p boardsRead boards (-1: unknown).
     */
    static FormatError outOfMemory(const QString &fileName, qint64 boardsRead = -1);

    /** Reads every board from @p device (convenience over createReader()). */
    ReadResult readAll(QIODevice *device) const;
    /**
     * Writes @p boards to @p device. First checks that every board can be stored:
     * if one cannot, nothing is written and the error names the board.
     */
    FormatError writeAll(QIODevice *device, const QList<Board> &boards) const;

    /** "Portable Bridge Notation (*.pbn)". */
    QString nameFilter() const;
    /** The file's extension is one of extensions(). */
    bool matchesExtension(const QString &fileName) const;
};

} // namespace Kibitz
