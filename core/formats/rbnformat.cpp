#include "rbnformat.h"

#include "linereader.h"
#include "rbnboardreader.h"
#include "rbnboardwriter.h"
#include "rbnrecord.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Kibitz {

namespace {

/** The peeked text's whole lines that are not `%` comments or blank. */
QList<QByteArray> significantLines(const QByteArray &head)
{
    QList<QByteArray> lines = head.split('\n');
    if (lines.size() > 1)
        lines.removeLast(); // perhaps cut by the peek
    QList<QByteArray> result;
    for (QByteArray line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.trimmed().isEmpty() && !line.startsWith('%'))
            result << line;
    }
    return result;
}

bool looksLikeRbn(const QByteArray &head)
{
    const QList<QByteArray> lines = significantLines(head);
    if (lines.isEmpty())
        return false;
    const QByteArray &first = lines.first();
    const auto isItem = [](const QByteArray &line, const char *labels) {
        return line.size() >= 2 && QByteArrayView(labels).contains(line[0]) && (line[1] == ' ' || line[1] == ':');
    };
    if (!isItem(first, "TDLEFSKNBHACPRMI") && !first.startsWith('{'))
        return false;
    // Hands "H N:" or an auction "A NZ:", their seat and vulnerability letters included.
    const auto isSeat = [](char c) { return QByteArrayView("NESW").contains(c); };
    return std::any_of(lines.begin(), lines.end(), [&](const QByteArray &line) {
        return (line.startsWith("H ") && line.size() > 3 && isSeat(line[2]) && line[3] == ':')
            || (line.startsWith("A ") && line.size() > 4 && isSeat(line[2]) && QByteArrayView("ZNEB?").contains(line[3])
                && line[4] == ':');
    });
}

bool looksLikeRbx(const QByteArray &head)
{
    static const QRegularExpression start(QStringLiteral("^(%\\{[^}]*\\})*[TDLEFSKNBHACPRMI0-9]\\{[^}]*\\}"));
    const QString text = QString::fromLatin1(head);
    return start.match(text).hasMatch() && (text.contains(QLatin1String("H{")) || text.contains(QLatin1String("A{")));
}

} // namespace

QString RbnFormat::name() const
{
    return mKind == Kind::Rbn
        ? QCoreApplication::translate("Kibitz::RbnFormat", "Richard's Bridge Notation (RBN)")
        : QCoreApplication::translate("Kibitz::RbnFormat", "Richard's Bridge Notation, compact (RBX)");
}

BoardContents RbnFormat::capabilities() const
{
    BoardContents held = BoardContent::Deal | BoardContent::PartialDeal | BoardContent::Number
        | BoardContent::DealerVulnerability | BoardContent::Auction | BoardContent::Alerts | BoardContent::Contract
        | BoardContent::Play | BoardContent::Result | BoardContent::Names | BoardContent::Event
        | BoardContent::ExtraTags;
    // RBX has no commentary; a title is a T item in both.
    return mKind == Kind::Rbn ? held | BoardContent::Comments : held;
}

bool RbnFormat::canRead(QIODevice *device) const
{
    const QByteArray head = LineReader::peekText(device, 4096);
    return mKind == Kind::Rbn ? looksLikeRbn(head) : looksLikeRbx(head);
}

std::unique_ptr<BoardReader> RbnFormat::createReader(QIODevice *device) const
{
    return std::make_unique<RbnBoardReader>(device, mKind == Kind::Rbx);
}

std::unique_ptr<BoardWriter> RbnFormat::createWriter(QIODevice *device) const
{
    return std::make_unique<RbnBoardWriter>(device, mKind == Kind::Rbx);
}

QString RbnFormat::whyCannotStore(const Board &board) const
{
    const Deal &deal = board.deal();
    if (!deal.isEmpty() && !deal.isValid()) {
        QStringList why;
        for (const DealProblem &p : deal.problems())
            why << p.message;
        return QCoreApplication::translate("Kibitz::RbnFormat", "the deal is not valid: %1")
            .arg(why.join(QStringLiteral("; ")));
    }
    if (const auto why = board.auction().validate())
        return QCoreApplication::translate("Kibitz::RbnFormat", "the auction is not legal: %1").arg(*why);
    if (board.playedCards().size() > 52)
        return QCoreApplication::translate("Kibitz::RbnFormat", "more than 52 cards are played");
    const auto contract = board.contract();
    if (!board.playedCards().isEmpty() && contract && !contract->isPassedOut()
        && (deal.isComplete() || deal.isPartial())) {
        if (const auto why = board.play().validate())
            return QCoreApplication::translate("Kibitz::RbnFormat", "the play is not legal: %1").arg(*why);
    }
    return {};
}

BoardContents RbnFormat::lostContents(const Board &board, qint64 index) const
{
    BoardContents lost = DealFormat::lostContents(board, index);
    // The base class counts a title as a comment; RBX keeps the title (T) and only loses commentary.
    if (mKind == Kind::Rbx)
        lost &= ~BoardContents(BoardContent::Comments);
    return lost | RbnRecord::lostBeyondCapabilities(board, mKind == Kind::Rbx);
}

} // namespace Kibitz
