#pragma once

#include <QObject>

class QWidget;

namespace Kibitz {

class AuctionView;
class BoardDetails;
class BoardFilterModel;
class BoardListView;
class FileChangeWatcher;
class HandDiagram;
class PlayControls;
class ProblemList;
class WindowContext;

/**
 * The board a window shows and the point of its play: picks it in the board list, fills the diagram,
 * auction and details, and follows the document (another file, an edit, boards inserted or removed) to
 * the board concerned. What else shows the board (editor, traveller, analysis) follows boardShown().
 */
class ShownBoard : public QObject
{
    Q_OBJECT

public:
    /** The views that show the board, all owned by the window. */
    struct Views
    {
        BoardFilterModel *filter;
        BoardListView *list;
        HandDiagram *diagram;
        AuctionView *auction;
        BoardDetails *details;
        PlayControls *playControls;
        ProblemList *problems;
    };

    ShownBoard(WindowContext *context, const Views &views);
    /**
     * Follows the document from now on: another file shows its first board, an edit the board edited.
     * Called once the window's other parts follow it, so that they have heard of a change first.
     */
    void followDocument();
    /** Each board shown checks whether the file changed on disk through @p watcher. */
    void setFileWatcher(FileChangeWatcher *watcher) { mFileWatcher = watcher; }

    /** Selects board @p index (0-based); returns false when there is no such board. */
    bool selectBoard(qint64 index);
    /** Shows board @p index (-1: none) as it is now. */
    void showBoard(qint64 index);
    /** Shows the current board again after an edit, staying where the user was in its play. */
    void refresh();

    /** Cards of the play shown (0 = before the lead). */
    int playPosition() const;
    void setPlayPosition(int cards);
    void stepCard(int delta);
    void stepTrick(int delta);
    /** Sets the play controls (and the trace, through boardShown's followers) to the diagram's position. */
    void updatePlayControls();
    /** Asks for a board by its position in the file and shows it. */
    void goToBoardDialog(QWidget *parent);

Q_SIGNALS:
    /** Board @p index (-1: none) is shown, anew or again after an edit. */
    void boardShown(qint64 index);
    /** The play position or the board's play changed (the trace follows). */
    void positionChanged(int cards);
    /** The number of boards changed (the window's title says it). */
    void countChanged();

private:
    void documentReset();
    qint64 current() const;

    WindowContext *mContext;
    Views mViews;
    FileChangeWatcher *mFileWatcher = nullptr;
};

} // namespace Kibitz
