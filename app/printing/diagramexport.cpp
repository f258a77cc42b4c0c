#include "diagramexport.h"

#include "printing/handrecordprinter.h"
#include "views/diagramrenderer.h"
#include "views/palette.h"

#include "formats/boardwriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace Kibitz {

namespace {

constexpr qreal U = HandRecordPrinter::Unit;
constexpr qreal DiagramPoints = 430; // width of the diagram in the picture
constexpr qreal MarginPoints = 10;
constexpr qreal GapPoints = 14;
constexpr qreal AuctionPt = 10.5; // font size of the auction
constexpr qreal MaxNotesPoints = 260;

QFont noteFont()
{
    QFont f = QGuiApplication::font();
    f.setPixelSize(qRound(AuctionPt * 0.85 * U));
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

} // namespace

DiagramExport::DiagramExport(const Board &board, int position, bool hidePlayed, bool withAuction)
    : mBoard(board)
    , mPosition(position)
    , mHidePlayed(hidePlayed)
    , mWithAuction(withAuction)
{ }

bool DiagramExport::hasAuction() const
{
    return mWithAuction && !mBoard.auction().isEmpty();
}

QSizeF DiagramExport::size() const
{
    DiagramRenderer diagram;
    diagram.setBoard(mBoard);
    diagram.setPosition(mPosition);
    const qreal diagramH = DiagramPoints / diagram.aspectRatio();
    qreal w = DiagramPoints, h = diagramH;
    if (hasAuction()) {
        // The auction grid is measured without the lead line: the diagram shows the play itself.
        Board calls = mBoard;
        calls.setPlayedCards({});
        const QSizeF grid = HandRecordPrinter::auctionSize(calls, AuctionPt) / U;
        const QStringList notes = HandRecordPrinter::auctionNotes(mBoard);
        const QFontMetricsF fm(noteFont());
        qreal notesW = 0;
        for (const QString &n : notes)
            notesW = std::max(notesW, fm.horizontalAdvance(n) / U);
        w += GapPoints + std::max(grid.width(), std::min(notesW, MaxNotesPoints));
        h = std::max(h, MarginPoints + grid.height() + notes.size() * fm.height() / U + 4);
    }
    return QSizeF(w + 2 * MarginPoints, h + 2 * MarginPoints);
}

void DiagramExport::paint(QPainter &painter) const
{
    const QSizeF total = size() * U;
    painter.fillRect(QRectF(QPointF(0, 0), total), Palette::color(Palette::Paper));
    DiagramRenderer diagram;
    diagram.setBoard(mBoard);
    diagram.setPosition(mPosition);
    diagram.setHidePlayed(mHidePlayed);
    const qreal m = MarginPoints * U;
    const qreal dw = DiagramPoints * U;
    HandRecordPrinter::paintDiagram(painter, QRectF(m, m, dw, dw / diagram.aspectRatio()), diagram);
    if (!hasAuction())
        return;
    Board calls = mBoard;
    calls.setPlayedCards({});
    const QPointF at(m + dw + GapPoints * U, 2 * m);
    HandRecordPrinter::paintAuction(painter, at, calls, AuctionPt);
    const QFont font = noteFont();
    const QFontMetricsF fm(font);
    qreal y = at.y() + HandRecordPrinter::auctionSize(calls, AuctionPt).height() + 0.3 * fm.height();
    const qreal width = total.width() - m - at.x();
    for (const QString &note : HandRecordPrinter::auctionNotes(mBoard)) {
        HandRecordPrinter::drawText(painter, QPointF(at.x(), y + fm.ascent()),
            fm.elidedText(note, Qt::ElideRight, width), AuctionPt * 0.85, QFont::Normal,
            Palette::color(Palette::Muted));
        y += fm.height();
    }
}

QImage DiagramExport::image(qreal scale) const
{
    const QSizeF points = size();
    QImage image((points * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Palette::color(Palette::Paper));
    // 72 points per inch, so the picture prints at its natural size.
    const int dotsPerMeter = qRound(scale * 72 / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale / U, scale / U);
    paint(painter);
    painter.end();
    return image;
}

bool DiagramExport::writePng(const QString &fileName, qreal scale, QString *error) const
{
    QSaveFile file(fileName);
    QString reason;
    // A full disk must neither replace the old picture nor pass for a success (AtomicSave).
    if (!AtomicSave::open(&file) || !image(scale).save(&file, "PNG") || !AtomicSave::commit(&file, &reason)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(fileName, reason.isEmpty() ? file.errorString() : reason);
        return false;
    }
    return true;
}

QByteArray DiagramExport::svg() const
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSizeF points = size();
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(points.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), points));
    generator.setResolution(72);
    generator.setTitle(mBoard.number() ? tr("Board %1").arg(*mBoard.number()) : tr("Board"));
    generator.setDescription(tr("Hand diagram drawn by Kibitz"));
    QPainter painter(&generator);
    painter.scale(1 / U, 1 / U);
    paint(painter);
    painter.end();
    return buffer.data();
}

bool DiagramExport::writeSvg(const QString &fileName, QString *error) const
{
    QSaveFile file(fileName);
    QString reason;
    if (!AtomicSave::open(&file) || file.write(svg()) < 0 || !AtomicSave::commit(&file, &reason)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(fileName, reason.isEmpty() ? file.errorString() : reason);
        return false;
    }
    return true;
}

} // namespace Kibitz
