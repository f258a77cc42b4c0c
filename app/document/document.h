#pragma once

#include "analysis/analysisstore.h"
#include "formats/boardsource.h"
#include "formats/formaterror.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace Kibitz {

class BoardWriter;
class DealFormat;
class LossReport;
class RecordFormat;

/**
 * An opened deal file: the BoardSource read from it plus an overlay of edits,
 * so a file of millions of boards is never decoded whole. The overlay is a
 * piece table: runs of source boards and single edited or inserted boards, so
 * inserting, removing and moving boards costs the number of edits, never the
 * number of boards.
 *
 * Views read boards only through here. The undo commands (editcommands.h) are
 * the only code that calls the mutators; every mutator announces its change.
 * "Modified" is the undo stack's clean state.
 *
 * Double-dummy results live beside the boards in an AnalysisStore: board() shows a board with them when
 * the file has none, save() writes them where the format holds them, and they never make the document
 * modified (analysis is not an edit).
 */
class Document : public QObject
{
    Q_OBJECT

public:
    /** A run of boards taken out of the document, kept undecoded so it can be put back. */
    struct Piece
    {
        qint64 sourceStart = 0;
        qint64 length = 0;
        std::optional<Board> board; ///< an edited or inserted board (length 1)
    };
    using Fragment = QList<Piece>;

    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    /**
     * Opens @p fileName with content detection; on failure keeps the current content and fills @p error.
     * Anything but a regular file (a FIFO, a device) is refused before it is opened.
     */
    bool open(const QString &fileName, FormatError *error);
    /** Replaces the content (tests, new documents); clears the undo history. */
    void setSource(
        std::unique_ptr<BoardSource> source, const QString &fileName = {}, const DealFormat *format = nullptr);
    void clear();

    qint64 count() const { return mCount; }
    /**
     * Board @p index (0-based), edited or as read, completed with the analysis (a solved table and the
     * par of its table where the board states none); @p warnings receives the source's remarks on it.
     */
    Board board(qint64 index, QStringList *warnings = nullptr) const;
    /** Board @p index as the file and the edits have it, without the analysis. */
    Board storedBoard(qint64 index, QStringList *warnings = nullptr) const;

    /** The double-dummy results kept beside the boards (not edits: never modify the document). */
    const AnalysisStore &analysis() const { return mAnalysis; }
    /** Keeps @p table as the solved table of @p deal and announces the boards @p first.. that show it. */
    void addAnalysis(const Deal &deal, const DoubleDummyTable &table, qint64 first, qint64 count = 1);
    /** How many boards the last save() wrote with results from the analysis (0: none, or the format holds none). */
    qint64 analysedInLastSave() const { return mAnalysedInLastSave; }
    /** Whether board @p index differs from the file (edited or inserted). */
    bool isEdited(qint64 index) const;
    bool isModified() const;
    /**
     * Whether the file that unedited boards are decoded from changed on disk since it was opened
     * (those boards then read as empty; edited ones are in memory and unaffected).
     */
    bool sourceChangedOnDisk() const;
    /**
     * How many unedited boards can no longer be read as they were when the file was opened (the file
     * changed on disk where they are). A save writes nothing while any can't: it would write them empty.
     */
    qint64 unreadableBoards() const;
    /** "FILE: changed on disk since it was opened: N board(s) can no longer be read..." */
    FormatError unreadableError(qint64 unreadable) const;
    /** unreadableError() as text. */
    QString unreadableMessage(qint64 unreadable) const;
    /**
     * Boards held decoded in memory: the source's (a big file read on demand keeps a small cache,
     * docs/reliability.md) and the edited ones. Tests check it stays small.
     */
    qint64 residentBoards() const;
    /** Runs in the piece table (tests check edits stay cheap). */
    int pieceCount() const { return int(mPieces.size()); }
    /**
     * The piece table, in document order: runs of source boards (sourceStart, length) and single edited or
     * inserted boards. The recovery journal writes it instead of the boards, so its cost is the edits.
     */
    const QList<Piece> &pieces() const { return mPieces; }

    QUndoStack *undoStack() const { return mUndoStack; }

    // Mutators for the undo commands only.
    /** Replaces board @p index and announces it. */
    void setBoard(qint64 index, const Board &board);
    /** Replaces the boards from @p first on (renumbering) and announces them as one change. */
    void replaceBoards(qint64 first, const QList<Board> &boards);
    /** Inserts @p boards before @p index. */
    void insertBoards(qint64 index, const QList<Board> &boards);
    /** Removes @p count boards from @p index and returns them undecoded. */
    Fragment takeBoards(qint64 index, qint64 count);
    /** Puts a taken fragment back before @p index. */
    void insertFragment(qint64 index, const Fragment &fragment);

    QString fileName() const { return mFileName; }
    /** The format the file was read with (or last saved in), or nullptr. */
    const DealFormat *format() const { return mFormat; }
    /** Warnings the source found while opening. */
    QList<BoardWarning> warnings() const;

    /** What saving every board in @p format would drop. */
    LossReport lossReport(const DealFormat &format) const;
    /**
     * Writes every board to @p fileName in @p format atomically (QSaveFile): on
     * failure the old file is untouched and @p error says why. On success the
     * document takes the name and format and its undo stack becomes clean, unless the format could not
     * hold everything (a lossy save): then the document stays modified. write() then finishSave().
     */
    bool save(const QString &fileName, const DealFormat &format, FormatError *error);

    /** What write() did. */
    struct Written
    {
        bool ok = false;
        FormatError error; ///< why nothing was written, when not ok
        qint64 analysed = 0; ///< boards written with results from the analysis
        bool lossy = false; ///< the format could not hold everything
    };
    /**
     * The long part of save(): writes and commits the file, and changes nothing in the document, so it may
     * run on a worker thread while the document's own thread only reads (FileActions keeps edits out with
     * a modal progress dialog meanwhile).
     */
    Written write(const QString &fileName, const DealFormat &format) const;
    /** The rest of save(), on the document's thread: takes the name, format and clean state of a written file. */
    bool finishSave(const QString &fileName, const DealFormat &format, const Written &written, FormatError *error);
    /** Whether write() is under way (the file watcher asks nothing meanwhile: the file is being read). */
    bool isSaving() const { return mSaving.load(); }
    /**
     * Called every few thousand boards while saving with the boards written and the total; returning false
     * cancels the save (the old file stays). Null: no progress.
     */
    void setSaveProgress(std::function<bool(qint64 done, qint64 total)> progress) { mSaveProgress = progress; }

Q_SIGNALS:
    /** The whole content changed (a file was opened). */
    void reset();
    void boardChanged(qint64 index);
    void boardsChanged(qint64 first, qint64 count);
    void boardsAboutToBeInserted(qint64 index, qint64 count);
    void boardsInserted(qint64 index, qint64 count);
    void boardsAboutToBeRemoved(qint64 index, qint64 count);
    void boardsRemoved(qint64 index, qint64 count);
    void modifiedChanged(bool modified);
    /** Saved under a (possibly new) name or format. */
    void fileNameChanged(const QString &fileName);

private:
    /** Boards between two calls of the save progress. */
    static constexpr qint64 ProgressEvery = 4096;
    /** Unedited records a save copies as the file holds them (when saved to the format they were read in). */
    struct RecordCopy
    {
        const RecordFormat *format = nullptr; ///< null: every board is encoded
        QHash<QByteArray, QByteArray> solved; ///< a solved deal's ZBD bytes → its ZDD table, laid into records
    };
    /** Writes every board through @p writer and finishes it; the error, or nothing. */
    std::optional<FormatError> writeBoards(const DealFormat &format, BoardWriter *writer, Written *outcome) const;
    /** Encodes and writes board @p index (with what the analysis adds that @p format holds). */
    std::optional<FormatError> writeBoard(
        const DealFormat &format, qint64 index, BoardWriter *writer, Written *outcome) const;
    RecordCopy recordCopy(const DealFormat &format) const;
    /**
     * Copies a block of unedited records from board @p index on, as the file holds them: how many, 0 when
     * board @p index is not such a record, -1 when the file or the writer failed.
     */
    qint64 copyRecords(const RecordCopy &copy, qint64 index, BoardWriter *writer, Written *outcome) const;
    /** Lays the solved tables into the @p count copied @p records without one; how many. */
    qint64 laySolved(const RecordCopy &copy, qint64 index, qint64 count, uchar *records) const;

    /** Index of the piece holding board @p index, and the board's offset in it. */
    std::pair<int, qint64> locate(qint64 index) const;
    /** Splits so that a piece starts at @p index; returns that piece's position. */
    int splitAt(qint64 index);
    void rebuildStarts();
    void insertPieces(qint64 index, const Fragment &pieces);

    std::unique_ptr<BoardSource> mSource;
    QList<Piece> mPieces;
    std::vector<qint64> mStarts; // first board index of each piece
    qint64 mCount = 0;
    QString mFileName;
    const DealFormat *mFormat = nullptr;
    QUndoStack *mUndoStack;
    AnalysisStore mAnalysis;
    qint64 mAnalysedInLastSave = 0;
    std::function<bool(qint64, qint64)> mSaveProgress;
    mutable std::atomic<bool> mSaving = false;
};

} // namespace Kibitz
