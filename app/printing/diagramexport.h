#pragma once

#include "model/board.h"

#include <QCoreApplication>
#include <QImage>
#include <QSizeF>
#include <QString>

class QPainter;

namespace Kibitz {

/**
 * The current diagram as a picture: the hand diagram at a play position,
 * with the auction beside it when asked, drawn by the printing code so the
 * picture matches the paper. Written as PNG or SVG, or handed over as an image
 * for the clipboard.
 */
class DiagramExport
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::DiagramExport)

public:
    explicit DiagramExport(const Board &board, int position = 0, bool hidePlayed = false, bool withAuction = true);

    /** Size in points (the unit of SVG and of scale 1 images). */
    QSizeF size() const;
    /** Paints into @p painter, whose unit must be HandRecordPrinter::Unit per point. */
    void paint(QPainter &painter) const;

    /** The picture at @p scale pixels per point, white background. */
    QImage image(qreal scale = 2.0) const;
    bool writePng(const QString &fileName, qreal scale = 2.0, QString *error = nullptr) const;
    bool writeSvg(const QString &fileName, QString *error = nullptr) const;
    /** The SVG document as bytes. */
    QByteArray svg() const;

private:
    bool hasAuction() const;

    Board mBoard;
    int mPosition = 0;
    bool mHidePlayed = false;
    bool mWithAuction = true;
};

} // namespace Kibitz
