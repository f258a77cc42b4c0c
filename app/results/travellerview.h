#pragma once

#include "retranslator.h"

#include "results/traveller.h"
#include "results/travellerindex.h"

#include <QWidget>

class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QTabWidget;
class QTableWidget;

namespace Kibitz {

class AuctionView;
class Document;

/**
 * The traveller of the current board (docs/travellers.md): every table's pairs, contract, lead, tricks,
 * the double-dummy tricks of that contract, the score and the matchpoints or IMPs Kibitz computes, with
 * the file's own figures beside them. Its rows come from the records of the same board in the file
 * (grouped by TravellerIndex), else from the board's PBN ScoreTable. A teams match shows the Open and the
 * Closed room side by side with the IMP swing. Choosing a row of a record (arrow keys, click) asks to show
 * that record: its auction and play.
 */
class TravellerView : public QWidget
{
    Q_OBJECT

public:
    /** The columns of the table. */
    enum Column {
        TableColumn,
        NorthSouthColumn,
        EastWestColumn,
        ContractColumn,
        LeadColumn,
        TricksColumn,
        DdColumn,
        ScoreColumn,
        MatchpointsNorthSouthColumn,
        MatchpointsEastWestColumn,
        PercentColumn,
        ImpsColumn,
        FileColumn,
        ColumnCount
    };

    explicit TravellerView(Document *document, QWidget *parent = nullptr);

    /**
     * Puts the view in a dock of @p window (bottom, beside @p beside), its toggle in @p view (Ctrl+Shift+T);
     * the dock shows itself when an opened file has results.
     */
    static TravellerView *createDock(QMainWindow *window, Document *document, QMenu *view, QDockWidget *beside);

    /** Shows the traveller of board @p index (-1: none); the row of that record is the current row. */
    void setBoardIndex(qint64 index);
    const Traveller &traveller() const { return mTraveller; }
    QTableWidget *table() const { return mTable; }
    /** The event's ranking (a PBN TotalScoreTable), on the dock's second tab when the file has one. */
    QTableWidget *rankingTable() const { return mRanking; }
    QTabWidget *tabs() const { return mTabs; }
    /** The summary above the table (scoring, datum, swing). */
    QString summary() const;
    /** The teams pane (Open and Closed side by side), shown for a teams match. */
    QWidget *teamsPane() const { return mTeams; }
    /** The teams pane's swing, and the titles of its two tables (left, right). */
    QString swingText() const;
    QStringList roomTitles() const;
    QDockWidget *dock() const { return mDock; }

Q_SIGNALS:
    /** A row of record @p record was chosen: show that record. */
    void recordActivated(qint64 record);
    /** The first traveller with rows since the document was reset. */
    void travellerFound();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void documentReset();
    void indexAround(qint64 index);
    void fill();
    void fillTeams();
    void fillRanking(const Board &board);
    void showRankingTab(bool shown);
    void rowChosen(int row);

    Document *mDocument;
    Retranslator mTexts { "Kibitz::TravellerView" };
    TravellerIndex mIndex;
    bool mIndexWhole = false; ///< the index holds every record (else a window around mIndexFrom..mIndexTo)
    qint64 mIndexFrom = 0;
    qint64 mIndexTo = -1;
    qint64 mIndexCount = -1; ///< the document's count when the index was built
    qint64 mBoard = -1;
    QList<qint64> mRecords; ///< the records of the shown traveller
    Traveller mTraveller;
    bool mFound = false;
    bool mChecked = false; ///< a board was shown since the document was reset
    bool mStale = false; ///< the dock was closed when the board changed
    bool mFilling = false;
    QLabel *mSummary;
    QWidget *mTeams;
    std::array<AuctionView *, 2> mRoomAuctions {};
    std::array<QLabel *, 2> mRoomTitles {};
    QLabel *mSwing;
    QTableWidget *mTable;
    QTabWidget *mTabs;
    QTableWidget *mRanking;
    int mRankingFrom = -1; ///< 0: a ranking is shown; -2: the first board has none; -1: not looked for yet
    QDockWidget *mDock = nullptr;
};

} // namespace Kibitz
