// kibitz-convert's modes that only read: --info, --validate, --checksum and --list-formats. Converter's other
// members are in converter.cpp and recordlane.cpp.
#include "converter.h"
#include "partedscan.h"

#include "formats/formatregistry.h"
#include "formats/inputfile.h"
#include "formats/pavlicekchecksum.h"

#include <QMap>

#include <functional>
#include <optional>
#include <vector>

#include <array>
#include <climits>
#include <iterator>

namespace Kibitz {

namespace {

QString contentsName(BoardContent c)
{
    switch (c) {
    case BoardContent::Deal:
        return Converter::tr("deal");
    case BoardContent::PartialDeal:
        return Converter::tr("partial deal");
    case BoardContent::Number:
        return Converter::tr("board number");
    case BoardContent::DealerVulnerability:
        return Converter::tr("dealer/vulnerability");
    case BoardContent::Auction:
        return Converter::tr("auction");
    case BoardContent::Alerts:
        return Converter::tr("alerts");
    case BoardContent::Contract:
        return Converter::tr("contract");
    case BoardContent::Play:
        return Converter::tr("play");
    case BoardContent::Result:
        return Converter::tr("result");
    case BoardContent::DoubleDummy:
        return Converter::tr("double dummy");
    case BoardContent::Names:
        return Converter::tr("names");
    case BoardContent::Event:
        return Converter::tr("event");
    case BoardContent::Comments:
        return Converter::tr("comments");
    case BoardContent::ExtraTags:
        return Converter::tr("other tags");
    case BoardContent::Irregularities:
        return Converter::tr("irregularities");
    case BoardContent::Label:
        return Converter::tr("board label");
    case BoardContent::Markup:
        return Converter::tr("commentary markup");
    case BoardContent::Hidden:
        return Converter::tr("hidden hands");
    }
    return {};
}

constexpr BoardContent ContentOrder[] = {
    BoardContent::Deal,
    BoardContent::PartialDeal,
    BoardContent::Number,
    BoardContent::DealerVulnerability,
    BoardContent::Auction,
    BoardContent::Alerts,
    BoardContent::Contract,
    BoardContent::Play,
    BoardContent::Result,
    BoardContent::DoubleDummy,
    BoardContent::Names,
    BoardContent::Event,
    BoardContent::Comments,
    BoardContent::ExtraTags,
    BoardContent::Irregularities,
    BoardContent::Label,
    BoardContent::Markup,
    BoardContent::Hidden,
};

QString capabilityList(BoardContents caps)
{
    QStringList names;
    for (BoardContent c : ContentOrder) {
        if (caps & c)
            names << contentsName(c);
    }
    return names.join(QStringLiteral(", "));
}

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

    std::array<qint64, std::size(ContentOrder)> counts {}; // in ContentOrder
    qint64 boards = 0;
    qint64 withProblems = 0;
};

// --validate: every problem of every board, printed in file order (a part's held until its turn).
class ValidateTally : public Converter::BoardTally
{
public:
    ValidateTally(QString input, std::function<void(const QString &)> print, bool holding = false)
        : mInput(std::move(input))
        , mPrint(std::move(print))
        , mHolding(holding)
    { }

    void visit(const Board &board, qint64 position) override
    {
        ++boards;
        QStringList problems = board.problems();
        if (problems.isEmpty())
            return;
        ++problemBoards;
        if (!mHolding) {
            print(board.number(), position, problems);
            return;
        }
        for (const QString &p : problems)
            mHeldBytes += 64 + p.size() * 2;
        mHeld.push_back({ position, board.number(), std::move(problems) });
    }
    std::unique_ptr<BoardTally> part() const override { return std::make_unique<ValidateTally>(mInput, mPrint, true); }
    void add(BoardTally &other, qint64 before) override
    {
        auto &part = static_cast<ValidateTally &>(other);
        boards += part.boards;
        problemBoards += part.problemBoards;
        for (const Held &h : part.mHeld)
            print(h.number, before + h.position, h.problems);
        part.mHeld.clear();
    }
    qint64 heldBytes() const override { return mHeldBytes; }
    qint64 boardCount() const override { return boards; }

    qint64 boards = 0;
    qint64 problemBoards = 0;

private:
    struct Held
    {
        qint64 position;
        std::optional<int> number;
        QStringList problems;
    };
    void print(std::optional<int> number, qint64 position, const QStringList &problems) const
    {
        const QString label
            = number ? Converter::tr("board %1").arg(*number) : Converter::tr("board at position %1").arg(position);
        for (const QString &p : problems)
            mPrint(QStringLiteral("%1: %2: %3\n").arg(mInput, label, p));
    }

    QString mInput;
    std::function<void(const QString &)> mPrint;
    bool mHolding;
    std::vector<Held> mHeld;
    qint64 mHeldBytes = 0;
};

} // namespace

bool Converter::scanBoards(const QString &input, BoardTally &tally, bool printWarnings)
{
    bool ok = false;
    if (PartedScan(*this).scan(input, tally, printWarnings, &ok))
        return ok;
    return forEachBoardAside(
        { input }, [&tally](const Board &board, qint64 position) { tally.visit(board, position); }, printWarnings);
}

int Converter::info(const QStringList &inputs)
{
    int status = Success;
    for (const QString &input : inputs) {
        // One pass: a pipe (/dev/stdin) can be read only once, so the format comes from the reading.
        mLastFormat = nullptr;
        InfoTally tally;
        const qint64 damagedBefore = mDamaged;
        const bool ok = scanBoards(input, tally, false);
        if (!ok || !mLastFormat) {
            status = InvalidInput;
            continue;
        }
        const DealFormat *format = mLastFormat;
        printOut(
            tr("%1\n  format: %2 (%3)\n  boards: %4\n").arg(input, format->name(), format->id()).arg(tally.boards));
        for (size_t k = 0; k < tally.counts.size(); ++k) {
            if (tally.counts[k] > 0 && ContentOrder[k] != BoardContent::DealerVulnerability)
                printOut(QStringLiteral("  %1: %2\n").arg(contentsName(ContentOrder[k])).arg(tally.counts[k]));
        }
        if (tally.withProblems > 0)
            printOut(tr("  boards with problems: %1 (see --validate)\n").arg(tally.withProblems));
        if (mDamaged > damagedBefore)
            printOut(tr("  damaged boards: %1 (see --validate)\n").arg(mDamaged - damagedBefore));
    }
    return status;
}

int Converter::validate(const QStringList &inputs)
{
    qint64 problemBoards = 0;
    qint64 boards = 0;
    bool readable = true;
    for (const QString &input : inputs) {
        ValidateTally tally(input, [this](const QString &line) { printOut(line); });
        const bool ok = scanBoards(input, tally, true);
        boards += tally.boards;
        problemBoards += tally.problemBoards;
        readable = readable && ok;
    }
    if (!readable)
        return InvalidInput;
    if (mDamaged > 0)
        printErr(tr("kibitz-convert: %n damaged board(s)\n", nullptr, int(std::min<qint64>(mDamaged, INT_MAX))));
    if (problemBoards > 0 || mDamaged > 0) {
        if (problemBoards > 0)
            printErr(tr("kibitz-convert: %n board(s) with problems\n", nullptr, int(problemBoards)));
        return InvalidInput;
    }
    printErr(tr("kibitz-convert: %n board(s), all valid\n", nullptr, int(boards)));
    return Success;
}

int Converter::checksum(const QStringList &inputs)
{
    int status = Success;
    for (const QString &input : inputs) {
        InputFile file(input);
        if (!openInput(&file)) {
            status = InvalidInput;
            continue;
        }
        const auto sum = PavlicekChecksum::ofDevice(&file);
        if (!sum) {
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, file.errorString()));
            status = InvalidInput;
            continue;
        }
        // A file cut while it is read would otherwise give the checksum of its first part.
        if (file.readIncompletely()) {
            printErr(QStringLiteral("kibitz-convert: %1: %2\n").arg(input, InputFile::changedWhileReadingMessage()));
            status = InvalidInput;
            continue;
        }
        printOut(QStringLiteral("%1  %2\n").arg(PavlicekChecksum::toHex(*sum), input));
    }
    return status;
}

int Converter::listFormats()
{
    printOut(tr("ID           READ WRITE EXTENSIONS      NAME / HOLDS\n"));
    for (const DealFormat *f : FormatRegistry::instance().formats()) {
        //: --list-formats: the second line of a format, listing what its files can hold
        printOut((QStringLiteral("%1 %2 %3 %4 %5\n      ") + tr("holds: %6") + QLatin1Char('\n'))
                     .arg(f->id(), -12)
                     //: --list-formats: the format can be read (column READ)
                     .arg(tr("yes"), -4)
                     .arg(f->canWrite() ? tr("yes") : tr("no", "--list-formats: the format cannot be written"), -5)
                     .arg(f->extensions().join(QLatin1Char(' ')), -15)
                     .arg(f->name(), capabilityList(f->capabilities())));
    }
    return Success;
}

} // namespace Kibitz
