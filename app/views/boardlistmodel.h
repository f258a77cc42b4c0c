#pragma once

#include <QAbstractTableModel>
#include <QCache>
#include <QStringList>

#include <optional>

namespace Kibitz {

class Board;
class BoardListView;
class Document;

/**
 * The board list: one row per board of the document. Rows are decoded only
 * when a view asks for them (a small cache keeps the visible ones), so the
 * model costs the same for ten boards and for ten million.
 */
class BoardListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        ProblemColumn,
        NumberColumn,
        RoomColumn,
        DealerColumn,
        VulnerabilityColumn,
        ContractColumn,
        ResultColumn,
        ScoreColumn,
        ColumnCount
    };

    explicit BoardListModel(Document *document, QObject *parent = nullptr);
    ~BoardListModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /**
     * What the list sorts @p column by: board numbers as numbers, contracts by level then strain (clubs up to
     * notrump, passed out lowest) then doubling, results by over- and undertricks, scores as numbers, problem
     * boards by their count of problems (@p warnings: the source's remarks on the board). None when the board
     * has no such value (it then sorts after the others).
     */
    static std::optional<qint64> sortKey(const Board &board, const QStringList &warnings, int column);

    /** Boards decoded so far for display (tests check the list stays lazy). */
    qint64 decodedRows() const { return mDecoded; }

    /** Drops the rows' texts and announces new headers and data (after a language change). */
    void retranslate();
    /**
     * Sizes @p list's columns to their titles and contents, which are longer in some languages ("Teiler",
     * "Gefahr"), and keeps the list wide enough for all of them and a score.
     */
    void fitColumns(BoardListView *list) const;

private:
    struct Row
    {
        QString number;
        QString room;
        QString dealer;
        QString vulnerability;
        bool vulnerableNS = false;
        bool vulnerableEW = false;
        QString contract;
        QString result;
        QString score;
        QStringList problems;
    };
    const Row *row(int index) const;
    void invalidate(qint64 index);

    Document *mDocument;
    mutable QCache<int, Row> mCache;
    mutable qint64 mDecoded = 0;
};

} // namespace Kibitz
