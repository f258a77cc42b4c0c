#include "infocommand.h"

#include "contentnames.h"
#include "converter.h"

#include "formats/dealformat.h"

#include <array>

namespace Kibitz {

namespace {

// --info: what the boards hold, counted.
class InfoTally : public Converter::BoardTally
{
public:
    void visit(const Board &board, qint64) override
    {
        ++boards;
        const BoardContents c = board.contents();
        for (size_t k = 0; k < counts.size(); ++k)
            counts[k] += bool(c & ContentOrder[k]);
        if (board.hasProblems())
            ++withProblems;
    }
    std::unique_ptr<BoardTally> part() const override { return std::make_unique<InfoTally>(); }
    qint64 boardCount() const override { return boards; }
    void add(BoardTally &other, qint64) override
    {
        const auto &part = static_cast<const InfoTally &>(other);
        boards += part.boards;
        withProblems += part.withProblems;
        for (size_t k = 0; k < counts.size(); ++k)
            counts[k] += part.counts[k];
    }

    std::array<qint64, ContentOrder.size()> counts {}; // in ContentOrder
    qint64 boards = 0;
    qint64 withProblems = 0;
};

} // namespace

ExitStatus InfoCommand::run(const QStringList &inputs)
{
    ExitStatus status = ExitStatus::Success;
    for (const QString &input : inputs) {
        // One pass: a pipe (/dev/stdin) can be read only once, so the format comes from the reading.
        mConverter.setLastFormat(nullptr);
        InfoTally tally;
        const qint64 damagedBefore = mConverter.damagedCount();
        const bool ok = mConverter.scanBoards(input, tally, false);
        if (!ok || !mConverter.lastFormat()) {
            status = ExitStatus::InvalidInput;
            continue;
        }
        const DealFormat *format = mConverter.lastFormat();
        mConverter.printOut(Converter::tr("%1\n  format: %2 (%3)\n  boards: %4\n")
                                .arg(input, format->name(), format->id())
                                .arg(tally.boards));
        for (size_t k = 0; k < tally.counts.size(); ++k) {
            if (tally.counts[k] > 0 && ContentOrder[k] != BoardContent::DealerVulnerability)
                mConverter.printOut(
                    QStringLiteral("  %1: %2\n").arg(contentName(ContentOrder[k])).arg(tally.counts[k]));
        }
        if (tally.withProblems > 0)
            mConverter.printOut(Converter::tr("  boards with problems: %1 (see --validate)\n").arg(tally.withProblems));
        if (mConverter.damagedCount() > damagedBefore)
            mConverter.printOut(Converter::tr("  damaged boards: %1 (see --validate)\n")
                                    .arg(mConverter.damagedCount() - damagedBefore));
    }
    return status;
}

} // namespace Kibitz
