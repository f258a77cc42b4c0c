#pragma once

#include "boardreader.h"
#include "linereader.h"

#include "model/irregularity.h"

#include <QJsonObject>
#include <QSet>

namespace Kibitz {

/**
 * Reads one JSON object per line (blank lines are skipped). Malformed JSON is
 * reported at the line and column QJsonParseError points to; a bad field at
 * the column of its value (or of the array element at fault).
 */
class JsonBoardReader : public BoardReader
{
public:
    explicit JsonBoardReader(QIODevice *device);
    bool readNext(Board *board) override;

    /** Every line is a board of its own: a reader can start at any line (docs/formats.md#json-lines). */
    bool canResume() const override { return true; }
    /** The line after the last board returned (blank lines before the next board included). */
    Place nextPlace() const override;
    /**
     * The unknown fields warned about so far (each is warned about once, at most 100 of them), in the
     * order they were met; empty when there were none.
     */
    QByteArray resumeContext() const override { return mContext; }
    void resume(const QByteArray &context, qint64 boardsRead, const Place &place) override;
    /**
     * Reads past the next line without checking it; the JSON is parsed only when the line may name a
     * field not met before, the one thing a board hands on.
     */
    bool skipNext() override;

private:
    /** Reads up to the next line that is not blank, a board's; false at the end or at a line too long. */
    bool nextBoardLine();
    /** Remembers the fields of @p object unknown to Kibitz, and warns about each the first time (if @p warnAbout). */
    void noteUnknownFields(const QJsonObject &object, bool warnAbout);
    /**
     * Whether the current line may name a top-level field not met before: a scan of its text that, for
     * valid JSON, finds exactly the object's member names. A line it passes adds nothing when parsed.
     */
    bool mayNameNewField() const;
    bool readObject(const QJsonObject &object, Board *board);
    bool readDeal(const QJsonObject &object, Board *board);
    bool readAuction(const QJsonObject &object, Board *board);
    bool readContract(const QJsonObject &object, Board *board);
    bool readPlayContext(const QJsonObject &object, Board *board);
    bool readPlay(const QJsonObject &object, Board *board);
    bool readDoubleDummy(const QJsonObject &object, Board *board);
    bool readTexts(const QJsonObject &object, Board *board);
    bool readTags(const QJsonObject &object, Board *board);
    bool readLesson(const QJsonObject &object, Board *board);
    bool readCommentary(const QJsonObject &object, Board *board);
    /** An array of @p count irregularity tokens and nulls, of cards (^R ^L) or of calls (^I ^S). */
    bool readIrregularities(
        const QJsonObject &object, const char *key, int count, bool cards, QList<Irregularity> *irregularities);
    bool readStrings(const QJsonObject &object, const char *key, QStringList *values);
    bool readInt(const QJsonObject &object, const char *key, int min, int max, std::optional<int> *value);
    bool readString(const QJsonObject &object, const char *key, QString *value);

    /** Column (1-based) of the value of top-level @p key in the current line. */
    int valueColumn(const QString &key) const;
    /** Column of element @p index of the array or member @p member of the object at @p key. */
    int elementColumn(const QString &key, int index) const;
    int memberColumn(const QString &key, const QString &member) const;
    /** The member names of the object at top-level @p key, in the order the line has them. */
    QStringList memberNames(const QString &key) const;
    bool error(int column, const QString &message);

    LineReader mLines;
    QString mLine;
    QSet<QString> mUnknownFields;
    QStringList mUnknownOrder; // mUnknownFields in the order they were met, for a context that does not vary
    QByteArray mContext; // resumeContext(), packed when a field is added
    FormatError mDamage; // the first fault of the board being read
};

} // namespace Kibitz
