#include "handrecordprinter.h"

#include "formats/boardwriter.h"
#include "views/palette.h"

#include "views/auctionmodel.h"
#include "views/cardstyle.h"

#include "analysis/doubledummysolver.h"
#include "model/showntext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextLayout>

#include <cmath>

namespace Kibitz {

namespace {

constexpr qreal U = HandRecordPrinter::Unit;
// The diagram widget is laid out at this width and scaled to its place, so its
// em never reaches the widget's lower clamp however small the board is printed.
constexpr int DiagramWidth = 760;
constexpr qreal RowHeight = 1.42; // table rows, in font sizes
constexpr qreal MinTablePt = 8.5; // the double-dummy table under a diagram is no smaller when there is room

const QColor Ink = Palette::color(Palette::Ink);
const QColor Muted = Palette::color(Palette::Muted);
const QColor Rule = Palette::color(Palette::Rule);
const QColor Shade = Palette::color(Palette::Shade);

QFont fontOf(qreal pt, int weight = QFont::Normal)
{
    QFont f = QGuiApplication::font();
    f.setPixelSize(std::max(1, qRound(pt * U)));
    f.setWeight(QFont::Weight(weight));
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

qreal advance(const QString &text, qreal pt, int weight = QFont::Normal)
{
    return QFontMetricsF(fontOf(pt, weight)).horizontalAdvance(text);
}

/** The board as printed: the play is summed up in a lead line, not shown card by card. */
Board printable(const Board &board)
{
    Board b = board;
    b.setPlayedCards({});
    b.setClaim(std::nullopt);
    return b;
}

QString dateText(const QString &pbnDate)
{
    const QDate date = QDate::fromString(pbnDate, QStringLiteral("yyyy.MM.dd"));
    if (date.isValid())
        return QLocale().toString(date, QLocale::LongFormat);
    return shownText(pbnDate).remove(QStringLiteral(".??"));
}

/** Height of @p comments set at @p pt in @p width, as paintBoard sets them. */
qreal commentsHeight(const QStringList &comments, qreal pt, qreal width)
{
    const QFont font = fontOf(pt * 0.95);
    const QFontMetricsF fm(font);
    qreal h = 0.4 * pt * 1.2 * U;
    for (const QString &comment : comments) {
        QTextLayout layout(shownText(comment).simplified(), font);
        layout.beginLayout();
        int lines = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            ++lines;
        }
        layout.endLayout();
        h += lines * fm.lineSpacing() + fm.lineSpacing() * 0.4;
    }
    return h;
}

qreal auctionColumnWidth(qreal pt)
{
    qreal w = 0;
    for (Seat s : AllSeats)
        w = std::max(w, advance(seatName(s), pt * 0.8, QFont::DemiBold));
    for (const Call &c : { Call::pass(), Call::dbl(), Call::redbl(), Call::bid(7, Strain::NoTrump) })
        w = std::max(w, advance(c.toDisplayString(), pt) + advance(QStringLiteral("9"), pt * 0.6));
    return w + pt * 0.9 * U;
}

} // namespace

HandRecordPrinter::HandRecordPrinter(const HandRecordOptions &options)
    : mOptions(options)
{
    if (!perPageChoices().contains(mOptions.perPage))
        mOptions.perPage = 4;
}

HandRecordPrinter::~HandRecordPrinter() = default;

int HandRecordPrinter::pageCount(qint64 boards, int perPage)
{
    if (boards <= 0 || perPage <= 0)
        return 0;
    return int((boards + perPage - 1) / perPage);
}

int HandRecordPrinter::solveMissing(QList<Board> &boards, const std::function<bool(int, int)> &progress)
{
    QList<int> which;
    QList<Deal> deals;
    for (int i = 0; i < boards.size(); ++i) {
        const Board &b = boards[i];
        if (b.deal().isComplete() && b.deal().isValid() && !b.doubleDummy().isComplete()) {
            which << i;
            deals << b.deal();
        }
    }
    if (!deals.isEmpty()) {
        bool stop = false;
        BatchControl control;
        control.progress = [&](int done, int total) {
            if (progress && !progress(done, total))
                stop = true;
        };
        control.isCancelled = [&] { return stop; };
        const BatchResult result = DoubleDummySolver().tables(deals, control);
        for (int k = 0; k < which.size() && k < result.tables.size(); ++k) {
            if (result.tables[k])
                boards[which[k]].setDoubleDummy(*result.tables[k]);
        }
    }
    int solved = 0;
    for (Board &b : boards) {
        if (b.par().isEmpty() && b.doubleDummy().isComplete()) {
            if (const auto par = DoubleDummySolver::par(b.doubleDummy(), b.dealer(), b.vulnerability()))
                b.setPar(par->toString());
        }
    }
    for (int i : which)
        solved += boards[i].doubleDummy().isComplete() ? 1 : 0;
    return solved;
}

bool HandRecordPrinter::writePdf(const QString &fileName, const QList<Board> &boards, QString *error) const
{
    // The PDF is made in memory first: QPdfWriter ignores failed writes, and writes its file at the end.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&pdf);
        writer.setResolution(600);
        writer.setCreator(QStringLiteral("Kibitz %1").arg(QCoreApplication::applicationVersion()));
        writer.setTitle(
            mOptions.header.isEmpty() && !boards.isEmpty() ? shownText(boards.first().event()) : mOptions.header);
        writer.setPageLayout(QPageLayout(
            QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
        if (!print(&writer, boards, error))
            return false;
    }
    // A full disk must neither replace the old PDF nor pass for a success (AtomicSave); only a special
    // file (a FIFO, /dev/stdout), which cannot be replaced, is written straight.
    const QFileInfo target(fileName);
    const bool special = target.exists() && !target.isFile() && !target.isDir();
    QSaveFile save(fileName);
    QFile direct(fileName);
    QFileDevice *out = special ? static_cast<QFileDevice *>(&direct) : &save;
    QString reason;
    bool written = special ? direct.open(QIODevice::WriteOnly | QIODevice::Unbuffered) : AtomicSave::open(&save);
    if (written) {
        written = AtomicSave::write(out, QByteArrayView(pdf.data()));
        if (!written)
            reason = out->errorString();
        if (!special) {
            if (!written)
                save.cancelWriting(); // AtomicSave::commit() then removes the temporary file
            written = AtomicSave::commit(&save, reason.isEmpty() ? &reason : nullptr) && written;
        }
    }
    if (!written) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(fileName, reason.isEmpty() ? out->errorString() : reason);
        return false;
    }
    return true;
}

bool HandRecordPrinter::print(QPagedPaintDevice *device, const QList<Board> &boards, QString *error) const
{
    QPainter painter;
    if (!painter.begin(device)) {
        if (error)
            *error = tr("Cannot start printing (is the output writable?)");
        return false;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const qreal scale = device->logicalDpiX() / 72.0 / U;
    painter.scale(scale, scale);
    const QRectF page(0, 0, device->width() / scale, device->height() / scale);
    const int pages = std::max(1, pageCount(boards.size(), mOptions.perPage));
    for (int p = 0; p < pages; ++p) {
        if (p > 0 && !device->newPage()) {
            if (error)
                *error = tr("Cannot start page %1").arg(p + 1);
            return false;
        }
        paintSheet(painter, page, boards, p * mOptions.perPage, p + 1, pages);
    }
    return painter.end();
}

QList<BoardFit> HandRecordPrinter::paintPage(
    QPainter &painter, const QRectF &page, const QList<Board> &boards, int index) const
{
    const int pages = std::max(1, pageCount(boards.size(), mOptions.perPage));
    if (index < 0 || index >= pages)
        return {};
    painter.save();
    const QList<BoardFit> fits = paintSheet(painter, page, boards, index * mOptions.perPage, index + 1, pages);
    painter.restore();
    return fits;
}

QList<BoardFit> HandRecordPrinter::paintSheet(
    QPainter &painter, const QRectF &page, const QList<Board> &boards, int first, int pageNumber, int pages) const
{
    const int last = std::min<int>(first + mOptions.perPage, boards.size()) - 1;
    // Header: event on the left, the boards of the page on the right, site and date beneath. The event is
    // the page's, else the one before it, else the one after: a board that names none keeps the pages alike.
    int named = -1;
    for (int i = first; i <= last && named < 0; ++i)
        named = boards[i].event().isEmpty() ? -1 : i;
    for (int i = first - 1; i >= 0 && named < 0; --i)
        named = boards[i].event().isEmpty() ? -1 : i;
    for (int i = last + 1; i < boards.size() && named < 0; ++i)
        named = boards[i].event().isEmpty() ? -1 : i;
    const Board lead = boards.value(named < 0 ? first : named);
    // The file's texts as they may be shown (the header typed in the dialog is the user's own).
    QString event = mOptions.header.isEmpty() ? shownText(lead.event()) : mOptions.header;
    if (event.isEmpty())
        event = tr("Hand records");
    const QStringList where = [&] {
        QStringList parts;
        if (!lead.site().isEmpty())
            parts << shownText(lead.site());
        if (!lead.date().isEmpty())
            parts << dateText(lead.date());
        return parts;
    }();
    qreal y = page.top();
    const QFont eventFont = fontOf(15, QFont::Bold);
    painter.setFont(eventFont);
    painter.setPen(Ink);
    const QFontMetricsF efm(eventFont);
    const auto numberOf
        = [&](int i) { return boards[i].number() ? QString::number(*boards[i].number()) : QString::number(i + 1); };
    const QString range = last < first ? QString()
        : last == first                ? tr("Board %1").arg(numberOf(first))
                                       : tr("Boards %1\u2013%2").arg(numberOf(first), numberOf(last));
    const QFont rangeFont = fontOf(10, QFont::DemiBold);
    const qreal rangeWidth = QFontMetricsF(rangeFont).horizontalAdvance(range);
    painter.drawText(QPointF(page.left(), y + efm.ascent()),
        efm.elidedText(event, Qt::ElideRight, page.width() - rangeWidth - 2 * U * 10));
    painter.setFont(rangeFont);
    painter.setPen(Muted);
    painter.drawText(QPointF(page.right() - rangeWidth, y + efm.ascent()), range);
    y += efm.height();
    if (!where.isEmpty()) {
        const QFont whereFont = fontOf(9.5);
        painter.setFont(whereFont);
        painter.drawText(
            QPointF(page.left(), y + QFontMetricsF(whereFont).ascent()), where.join(QStringLiteral("  \u00b7  ")));
        y += QFontMetricsF(whereFont).height();
    }
    y += 4 * U;
    painter.setPen(QPen(Ink, 0.8 * U));
    painter.drawLine(QPointF(page.left(), y), QPointF(page.right(), y));
    y += 6 * U;

    // Footer: page number.
    const QFont footFont = fontOf(8);
    const QFontMetricsF ffm(footFont);
    const qreal footTop = page.bottom() - ffm.height();
    painter.setFont(footFont);
    painter.setPen(Muted);
    const QString pageText = tr("Page %1 of %2").arg(pageNumber).arg(pages);
    painter.drawText(
        QPointF(page.center().x() - ffm.horizontalAdvance(pageText) / 2, footTop + ffm.ascent()), pageText);
    const QString made = tr("Kibitz");
    painter.drawText(QPointF(page.right() - ffm.horizontalAdvance(made), footTop + ffm.ascent()), made);

    // The grid of boards.
    const int n = mOptions.perPage;
    const int cols = n >= 4 ? 2 : 1;
    const int rows = n / cols;
    const qreal gap = 8 * U;
    const QRectF area(page.left(), y, page.width(), footTop - 4 * U - y);
    QList<BoardFit> fits;
    const qreal cw = (area.width() - gap * (cols - 1)) / cols;
    const qreal ch = (area.height() - gap * (rows - 1)) / rows;
    for (int i = 0; i < n && first + i < boards.size(); ++i) {
        const int r = i / cols, c = i % cols;
        const QRectF cell(area.left() + c * (cw + gap), area.top() + r * (ch + gap), cw, ch);
        if (n > 1) {
            painter.setPen(QPen(Rule, 0.6 * U));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(cell, 4 * U, 4 * U);
        }
        fits << paintBoard(painter, n > 1 ? cell.adjusted(6 * U, 5 * U, -6 * U, -5 * U) : cell, boards[first + i]);
    }
    return fits;
}

BoardFit HandRecordPrinter::paintBoard(QPainter &painter, const QRectF &rect, const Board &board) const
{
    painter.save();
    const Board shown = printable(board);
    const bool withAuction = mOptions.auction && (!board.auction().isEmpty() || !board.playedCards().isEmpty());
    const bool withTable = mOptions.doubleDummy && !board.doubleDummy().isEmpty();
    const QString par = mOptions.par ? parText(board) : QString();
    const QStringList notes = mOptions.auction ? auctionNotes(board) : QStringList();
    const bool withComments = mOptions.comments && !board.comments().isEmpty();

    mDiagram.setBoard(shown);
    const qreal aspect = mDiagram.aspectRatio();
    const bool wide = rect.width() > rect.height() * 1.3;

    // What the auction, the table and par, the notes and the comments need at font size p.
    struct Extras
    {
        QSizeF auction, table;
        qreal tablePt = 0, parWidth = 0, lineH = 0, ddBlockH = 0, gap = 0, notesH = 0, commentsH = 0;
        qreal ddBlockW() const { return std::max(table.width(), parWidth); }
    };
    const auto measure = [&](qreal p, bool largerTable) {
        Extras e;
        e.auction = withAuction ? auctionSize(board, p) : QSizeF();
        e.gap = p * 1.2 * U;
        // Under the diagram the table takes the width the auction leaves, up to MinTablePt: its figures are what
        // a hand record is read for.
        e.tablePt = p;
        if (largerTable && p < MinTablePt) {
            const qreal width = rect.width() - 0.8 * p * U - (withAuction ? e.auction.width() + e.gap : 0);
            e.tablePt = std::clamp(p * width / doubleDummySize(p).width(), p, MinTablePt);
        }
        e.table = withTable ? doubleDummySize(e.tablePt) : QSizeF();
        e.parWidth = par.isEmpty() ? 0 : advance(par, e.tablePt * 0.9, QFont::DemiBold);
        e.lineH = QFontMetricsF(fontOf(e.tablePt * 0.9)).height();
        e.ddBlockH = e.table.height() + (par.isEmpty() ? 0 : e.lineH + (withTable ? 0.3 * e.tablePt * U : 0));
        e.notesH = notes.size() * QFontMetricsF(fontOf(p * 0.85)).height();
        if (withComments)
            e.commentsH = commentsHeight(board.comments(), p, rect.width());
        return e;
    };
    // Wide cells (two a page) put the extras beside the diagram and size them by the cell. Tall cells put them
    // under it: first at the size the cell's smaller side gives, which leaves the diagram its share of the cell;
    // then larger, as far as the width allows and the diagram keeps that share with every note and comment shown,
    // so that space a short board leaves goes to a legible auction and table.
    const qreal fullWidthH = rect.width() / aspect;
    const auto extrasBlockH = [](const Extras &e) {
        // As placed below: 0.6 gap above the extras, 0.5 below.
        const qreal h = std::max(e.auction.height(), e.ddBlockH);
        return h > 0 ? h + 1.1 * e.gap : 0;
    };
    const auto room = [&](const Extras &e) { return rect.height() - extrasBlockH(e) - e.notesH - e.commentsH; };
    const qreal pt0 = std::clamp(std::min(rect.width(), rect.height()) / 36.0 / U, 6.0, 12.0);
    qreal pt = pt0;
    qreal diagramShare = 0;
    bool largerTable = false;
    if (!wide) {
        const Extras e0 = measure(pt0, false);
        const qreal extras0 = extrasBlockH(e0) > 0 ? extrasBlockH(e0) - 0.1 * e0.gap : 0;
        qreal share = std::max(rect.height() - extras0 - e0.notesH, rect.height() * 0.6);
        share = std::min(share, rect.height() - extras0);
        if (withComments)
            share = std::min(share, std::max(rect.height() * 0.56, rect.height() * 0.6 - e0.notesH));
        diagramShare = std::min(fullWidthH, share);
        // A larger table first, then the table at the text's size.
        for (bool larger : { true, false }) {
            const Extras widths = measure(pt0, larger);
            const qreal across = widths.auction.width() + widths.ddBlockW() + widths.gap;
            const qreal byWidth = across > 0 ? pt0 * (rect.width() - 0.8 * pt0 * U) / across : 12;
            // At most 40% larger, so that a short board's text does not outgrow the diagram beside it.
            for (qreal p = std::max(pt0, std::min({ byWidth, 12.0, pt0 * 1.4 }));; p = std::max(pt0, p - 0.25)) {
                if (room(measure(p, larger)) >= diagramShare) {
                    pt = p;
                    largerTable = larger;
                    break;
                }
                if (p <= pt0)
                    break;
            }
            if (largerTable || pt > pt0)
                break;
        }
    }
    const Extras extras = measure(pt, largerTable);
    const QSizeF auction = extras.auction;
    const QSizeF table = extras.table;
    const qreal parWidth = extras.parWidth;
    const qreal ddBlockH = extras.ddBlockH;
    const qreal gap = extras.gap;
    QRectF diagramRect;
    QPointF auctionAt, tableAt;
    qreal notesTop = 0;
    qreal notesLeft = rect.left();
    qreal notesWidth = rect.width();
    if (wide) {
        const qreal ddBlockW = std::max(table.width(), parWidth);
        const qreal extrasW = std::max(auction.width(), ddBlockW);
        const qreal diagramW = extrasW > 0 ? rect.width() - extrasW - gap : rect.width();
        const qreal w = std::min(diagramW, rect.height() * aspect);
        diagramRect = QRectF(rect.left(), rect.top(), w, w / aspect);
        const qreal x = extrasW > 0 ? std::max(diagramRect.right() + gap, rect.right() - extrasW) : rect.right();
        auctionAt = QPointF(x, rect.top() + pt * 0.5 * U);
        tableAt = QPointF(x, auctionAt.y() + (auction.isEmpty() ? 0 : auction.height() + gap));
        notesTop = tableAt.y() + (ddBlockH > 0 ? ddBlockH + 0.5 * gap : 0);
        notesLeft = x;
        notesWidth = rect.right() - x;
        if (withComments) {
            // Comments run under the diagram across the whole width.
            notesTop = std::max(notesTop, diagramRect.bottom() + 0.5 * gap);
            notesLeft = rect.left();
            notesWidth = rect.width();
        }
    } else {
        const qreal extrasH = std::max(auction.height(), ddBlockH);
        // The diagram comes first: notes and comments are cut rather than squeezing it below its share.
        const qreal available = std::max(diagramShare, room(extras));
        const qreal w = std::min(rect.width(), available * aspect);
        diagramRect = QRectF(rect.left() + (rect.width() - w) / 2, rect.top(), w, w / aspect);
        const qreal top = diagramRect.bottom() + gap * 0.6;
        const qreal ddBlockW = std::max(table.width(), parWidth);
        auctionAt = QPointF(rect.left() + pt * 0.4 * U, top);
        tableAt = QPointF(rect.right() - ddBlockW - pt * 0.4 * U, top);
        if (auction.isEmpty())
            tableAt.setX(rect.left() + (rect.width() - ddBlockW) / 2);
        else if (ddBlockH <= 0)
            auctionAt.setX(rect.left() + (rect.width() - auction.width()) / 2);
        notesTop = top + extrasH + (extrasH > 0 ? 0.5 * gap : 0);
    }
    paintDiagram(painter, diagramRect, mDiagram);
    if (withAuction)
        paintAuction(painter, auctionAt, board, pt);
    if (withTable)
        paintDoubleDummy(painter, tableAt, board.doubleDummy(), extras.tablePt);
    if (!par.isEmpty()) {
        const qreal tablePt = extras.tablePt;
        const QFontMetricsF fm(fontOf(tablePt * 0.9, QFont::DemiBold));
        const qreal y = tableAt.y() + table.height() + (withTable ? 0.3 * tablePt * U : 0);
        drawText(painter, QPointF(tableAt.x(), y + fm.ascent()), par, tablePt * 0.9, QFont::DemiBold, Ink);
    }

    // Notes, then comments, as long as they fit.
    qreal y = notesTop;
    const QFont noteFont = fontOf(pt * 0.85);
    const QFontMetricsF nfm(noteFont);
    for (const QString &note : notes) {
        if (y + nfm.height() > rect.bottom())
            break;
        painter.setFont(noteFont);
        drawText(painter, QPointF(notesLeft, y + nfm.ascent()), nfm.elidedText(note, Qt::ElideRight, notesWidth),
            pt * 0.85, QFont::Normal, Muted);
        y += nfm.height();
    }
    if (withComments) {
        y += 0.4 * gap;
        const QFont commentFont = fontOf(pt * 0.95);
        const QFontMetricsF cfm(commentFont);
        painter.setFont(commentFont);
        painter.setPen(Ink);
        for (const QString &comment : board.comments()) {
            if (y + cfm.height() > rect.bottom())
                break;
            QTextLayout layout(shownText(comment).simplified(), commentFont);
            layout.beginLayout();
            bool full = false;
            while (true) {
                QTextLine line = layout.createLine();
                if (!line.isValid())
                    break;
                line.setLineWidth(notesWidth);
                line.setPosition(QPointF(0, y - notesTop));
                y += cfm.lineSpacing();
                if (y + cfm.height() > rect.bottom()) {
                    // The last line that fits ends in an ellipsis when the comment goes on.
                    full = line.textStart() + line.textLength() < layout.text().size();
                    break;
                }
            }
            layout.endLayout();
            if (full) {
                const QTextLine lastLine = layout.lineAt(layout.lineCount() - 1);
                for (int i = 0; i + 1 < layout.lineCount(); ++i)
                    layout.lineAt(i).draw(&painter, QPointF(notesLeft, notesTop));
                const QString rest = layout.text().mid(lastLine.textStart());
                painter.drawText(QPointF(notesLeft, notesTop + lastLine.y() + lastLine.ascent()),
                    cfm.elidedText(rest, Qt::ElideRight, notesWidth));
                break;
            }
            layout.draw(&painter, QPointF(notesLeft, notesTop));
            y += cfm.lineSpacing() * 0.4;
            if (full)
                break;
        }
    }
    painter.restore();
    return BoardFit { rect, diagramRect, pt, extras.tablePt };
}

void HandRecordPrinter::paintDiagram(QPainter &painter, const QRectF &rect, const DiagramRenderer &diagram)
{
    if (rect.width() <= 0 || rect.height() <= 0)
        return;
    // Laid out at a screen's pixel size and scaled, so that paper shows the proportions the viewer shows.
    const qreal scale = rect.width() / DiagramWidth;
    painter.save();
    painter.translate(rect.topLeft());
    painter.scale(scale, scale);
    diagram.paint(painter, QRectF(0, 0, DiagramWidth, std::max(1, qRound(rect.height() / scale))));
    painter.restore();
}

QSizeF HandRecordPrinter::auctionSize(const Board &board, qreal pt)
{
    const Auction &auction = board.auction();
    const int offset = AuctionModel::columnOf(auction.dealer());
    const int rows = auction.isEmpty() ? 0 : (offset + auction.size() + 3) / 4;
    const qreal rowH = pt * RowHeight * U;
    qreal h = rowH * (1 + rows) + 0.2 * rowH;
    if (!board.playedCards().isEmpty())
        h += QFontMetricsF(fontOf(pt * 0.9)).height() + 0.2 * rowH;
    return QSizeF(4 * auctionColumnWidth(pt), h);
}

QStringList HandRecordPrinter::auctionNotes(const Board &board)
{
    QStringList notes;
    for (const Call &call : board.auction().calls()) {
        if (!call.explanation().isEmpty())
            notes << QStringLiteral("%1  %2: %3")
                         .arg(notes.size() + 1)
                         .arg(call.toDisplayString(), CardStyle::alertText(call.explanation()));
    }
    return notes;
}

void HandRecordPrinter::paintAuction(QPainter &painter, QPointF topLeft, const Board &board, qreal pt)
{
    const Auction &auction = board.auction();
    const qreal colW = auctionColumnWidth(pt);
    const qreal rowH = pt * RowHeight * U;
    const QFont headFont = fontOf(pt * 0.8, QFont::DemiBold);
    const QFontMetricsF hfm(headFont);
    const QFontMetricsF cfm(fontOf(pt));

    painter.setPen(Qt::NoPen);
    painter.setBrush(Shade);
    painter.drawRoundedRect(QRectF(topLeft, QSizeF(4 * colW, rowH)), 0.3 * pt * U, 0.3 * pt * U);
    for (int col = 0; col < 4; ++col) {
        const Seat seat = AuctionModel::seatOfColumn(col);
        const QString name = seatName(seat);
        painter.setFont(headFont);
        painter.setPen(isVulnerable(board.vulnerability(), seat) ? CardStyle::vulnerableColor() : Muted);
        painter.drawText(QPointF(topLeft.x() + col * colW + (colW - hfm.horizontalAdvance(name)) / 2,
                             topLeft.y() + (rowH + hfm.ascent() - hfm.descent()) / 2),
            name);
    }
    const int offset = AuctionModel::columnOf(auction.dealer());
    int note = 0;
    for (int i = 0; i < auction.size(); ++i) {
        const Call &call = auction.calls()[i];
        const int cell = offset + i;
        const qreal x = topLeft.x() + (cell % 4) * colW + 0.45 * pt * U;
        const qreal base = topLeft.y() + (1 + cell / 4) * rowH + (rowH + cfm.ascent() - cfm.descent()) / 2;
        const QString text = call.toDisplayString() + annotationText(call.annotation());
        const qreal w = drawText(painter, QPointF(x, base), text, pt, QFont::Normal, Ink);
        if (!call.explanation().isEmpty() || call.isAlerted()) {
            const QString mark = call.explanation().isEmpty() ? QStringLiteral("*") : QString::number(++note);
            drawText(painter, QPointF(x + w + 0.1 * pt * U, base - 0.35 * pt * U), mark, pt * 0.6, QFont::Bold, Muted);
        }
    }
    if (!board.playedCards().isEmpty()) {
        const int rows = auction.isEmpty() ? 0 : (offset + auction.size() + 3) / 4;
        const QFontMetricsF lfm(fontOf(pt * 0.9));
        const qreal y = topLeft.y() + (1 + rows) * rowH + 0.4 * rowH;
        const Card lead = board.playedCards().first();
        drawText(painter, QPointF(topLeft.x() + 0.45 * pt * U, y + lfm.ascent()),
            tr("Lead %1 by %2")
                .arg(suitSymbol(lead.suit()) + CardStyle::rankText(lead.rank()), seatName(board.openingLeader())),
            pt * 0.9, QFont::Normal, Muted);
    }
}

QSizeF HandRecordPrinter::doubleDummySize(qreal pt)
{
    return QSizeF(pt * (2.6 + 5 * 2.2) * U, pt * RowHeight * 5 * U);
}

void HandRecordPrinter::paintDoubleDummy(QPainter &painter, QPointF topLeft, const DoubleDummyTable &table, qreal pt)
{
    const qreal labelW = 2.6 * pt * U;
    const qreal colW = 2.2 * pt * U;
    const qreal rowH = RowHeight * pt * U;
    const QSizeF size = doubleDummySize(pt);
    const QRectF box(topLeft, size);
    const qreal radius = 0.3 * pt * U;
    painter.setPen(Qt::NoPen);
    painter.setBrush(Shade);
    painter.drawRoundedRect(QRectF(topLeft, QSizeF(size.width(), rowH)), radius, radius);
    painter.setPen(QPen(Rule, 0.5 * U));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(box, radius, radius);
    painter.drawLine(QPointF(box.left() + labelW, box.top()), QPointF(box.left() + labelW, box.bottom()));

    const auto centred = [&](const QString &text, qreal x, qreal w, int row, qreal size, int weight,
                             const QColor &color) {
        const QFontMetricsF fm(fontOf(size, weight));
        const qreal tw = fm.horizontalAdvance(text);
        drawText(painter, QPointF(x + (w - tw) / 2, topLeft.y() + row * rowH + (rowH + fm.ascent() - fm.descent()) / 2),
            text, size, weight, color);
    };
    centred(tr("DD"), box.left(), labelW, 0, pt * 0.75, QFont::DemiBold, Muted);
    constexpr std::array<Strain, 5> strains { Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds,
        Strain::Clubs };
    for (int c = 0; c < 5; ++c) {
        const Strain s = strains[c];
        centred(s == Strain::NoTrump ? tr("NT") : strainSymbol(s), box.left() + labelW + c * colW, colW, 0,
            s == Strain::NoTrump ? pt * 0.85 : pt * 1.05, QFont::DemiBold, CardStyle::strainColor(s));
    }
    constexpr std::array<Seat, 4> seats { Seat::North, Seat::South, Seat::East, Seat::West };
    for (int r = 0; r < 4; ++r) {
        const Seat seat = seats[r];
        centred(seatInitial(seat), box.left(), labelW, r + 1, pt * 0.9, QFont::DemiBold, Ink);
        for (int c = 0; c < 5; ++c) {
            const auto tricks = table.tricks(seat, strains[c]);
            // Contracts that make stand out; the rest is only there for completeness.
            centred(tricks ? QString::number(*tricks) : QStringLiteral("\u2013"), box.left() + labelW + c * colW, colW,
                r + 1, pt, tricks && *tricks >= 7 ? QFont::Bold : QFont::Normal, tricks && *tricks >= 7 ? Ink : Muted);
        }
    }
}

QString HandRecordPrinter::parText(const Board &board)
{
    QString par = shownText(board.par()).trimmed();
    if (par.isEmpty())
        return {};
    return tr("Par %1").arg(CardStyle::withSuitSymbols(par));
}

qreal HandRecordPrinter::drawText(
    QPainter &painter, QPointF baseline, const QString &text, qreal pt, int weight, const QColor &color)
{
    painter.setFont(fontOf(pt, weight));
    return CardStyle::drawSuitText(&painter, baseline, text, color);
}

} // namespace Kibitz
