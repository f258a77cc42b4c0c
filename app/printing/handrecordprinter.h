#pragma once

#include "model/board.h"
#include "views/diagramrenderer.h"

#include <QCoreApplication>
#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <memory>

class QPagedPaintDevice;
class QPainter;

namespace Kibitz {

/** What a printed hand record shows. */
struct HandRecordOptions
{
    int perPage = 4; ///< 1, 2, 4 or 6 boards per page
    bool auction = true; ///< the auction, its notes and the opening lead
    bool doubleDummy = true; ///< the double-dummy table, when the board has one
    bool par = true; ///< the par score and contracts, when the board has them
    bool comments = true; ///< the board's commentary, as much as fits
    QString header; ///< replaces the boards' event in the page header when set
};

/** The sizes a printed board was given (what paintBoard chose for its cell). */
struct BoardFit
{
    QRectF cell; ///< the board's rectangle, in Unit
    QRectF diagram; ///< the diagram's rectangle, in Unit
    qreal pt = 0; ///< font size of the auction, notes and comments, in points
    qreal tablePt = 0; ///< font size of the double-dummy table and par, in points
};

/**
 * Hand records on paper: pages of boards, each with the diagram as the viewer
 * draws it (DiagramRenderer, as vectors) and optionally the auction, the
 * double-dummy table and par, under a header with event, site and date.
 * Paints on any paged device: QPrinter (print, preview) or QPdfWriter.
 * The same pieces draw the diagram exports (DiagramExport).
 */
class HandRecordPrinter
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::HandRecordPrinter)

public:
    explicit HandRecordPrinter(const HandRecordOptions &options = {});
    ~HandRecordPrinter();

    const HandRecordOptions &options() const { return mOptions; }
    static QList<int> perPageChoices() { return { 1, 2, 4, 6 }; }
    static int pageCount(qint64 boards, int perPage);

    /**
     * Fills the double-dummy table and par of every complete deal that lacks
     * them, with DDS on all cores. @p progress (optional) is told how many deals
     * are done and may return false to stop. Returns the number of boards solved.
     */
    static int solveMissing(QList<Board> &boards, const std::function<bool(int done, int total)> &progress = {});

    /** Paints @p boards on @p device, options().perPage to a page. Fails on an inactive device. */
    bool print(QPagedPaintDevice *device, const QList<Board> &boards, QString *error = nullptr) const;
    /** Writes the hand records as an A4 PDF. */
    bool writePdf(const QString &fileName, const QList<Board> &boards, QString *error = nullptr) const;

    /**
     * Page @p index (0-based) of @p boards, options().perPage to a page, into @p page: the printable area in
     * the painter's coordinates, which are tenths of a point (see Unit). Print preview paints each page it
     * shows with this, at the screen's resolution.
     */
    QList<BoardFit> paintPage(QPainter &painter, const QRectF &page, const QList<Board> &boards, int index) const;

    /** One board filling @p rect; the painter works in tenths of a point (see Unit). Returns the sizes chosen. */
    BoardFit paintBoard(QPainter &painter, const QRectF &rect, const Board &board) const;

    /** Logical units per typographic point in every paint function here. */
    static constexpr qreal Unit = 10.0;

    /** Size of the auction grid (with the lead line) at font size @p pt points. */
    static QSizeF auctionSize(const Board &board, qreal pt);
    static void paintAuction(QPainter &painter, QPointF topLeft, const Board &board, qreal pt);
    /** Explanations of alerted calls: "1 Forcing for one round". */
    static QStringList auctionNotes(const Board &board);
    static QSizeF doubleDummySize(qreal pt);
    static void paintDoubleDummy(QPainter &painter, QPointF topLeft, const DoubleDummyTable &table, qreal pt);
    /** "Par NS 620: NS 4♥" from the board's stated par (PBN or DDS style). */
    static QString parText(const Board &board);
    /** Draws @p text at the baseline, suit symbols coloured; returns its advance. */
    static qreal drawText(
        QPainter &painter, QPointF baseline, const QString &text, qreal pt, int weight, const QColor &color);

    /** Paints @p diagram scaled into @p rect (in Unit), laid out as on a screen of the printed width. */
    static void paintDiagram(QPainter &painter, const QRectF &rect, const DiagramRenderer &diagram);

private:
    QList<BoardFit> paintSheet(
        QPainter &painter, const QRectF &page, const QList<Board> &boards, int first, int pageNumber, int pages) const;

    HandRecordOptions mOptions;
    mutable DiagramRenderer mDiagram;
};

} // namespace Kibitz
