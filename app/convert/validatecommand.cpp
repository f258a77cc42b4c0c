#include "validatecommand.h"

#include "converter.h"

#include "model/board.h"

#include <QStringList>

#include <climits>
#include <functional>
#include <optional>
#include <vector>

namespace Kibitz {

namespace {

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

ExitStatus ValidateCommand::run(const QStringList &inputs)
{
    qint64 problemBoards = 0;
    qint64 boards = 0;
    bool readable = true;
    for (const QString &input : inputs) {
        ValidateTally tally(input, [this](const QString &line) { mConverter.printOut(line); });
        const bool ok = mConverter.scanBoards(input, tally, true);
        boards += tally.boards;
        problemBoards += tally.problemBoards;
        readable = readable && ok;
    }
    if (!readable)
        return ExitStatus::InvalidInput;
    if (mConverter.damagedCount() > 0)
        mConverter.printErr(Converter::tr("kibitz-convert: %n damaged board(s)\n", nullptr,
            int(std::min<qint64>(mConverter.damagedCount(), INT_MAX))));
    if (problemBoards > 0 || mConverter.damagedCount() > 0) {
        if (problemBoards > 0)
            mConverter.printErr(
                Converter::tr("kibitz-convert: %n board(s) with problems\n", nullptr, int(problemBoards)));
        return ExitStatus::InvalidInput;
    }
    mConverter.printErr(Converter::tr("kibitz-convert: %n board(s), all valid\n", nullptr, int(boards)));
    return ExitStatus::Success;
}

} // namespace Kibitz
