#include "dealerrun.h"

#include "dealerprinter.h"
#include "selectcontext.h"

#include <QElapsedTimer>

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace Kibitz {

DealerRun::DealerRun(const DealerScript &script, const DealerRunOptions &options)
    : mScript(script)
    , mOptions(options)
{
    mGenerateLimit = options.generate > 0 ? options.generate
        : script.generate() > 0           ? script.generate()
                                          : DealerScript::DefaultGenerate;
    mProduceLimit = options.produce > 0 ? options.produce
        : script.produce() > 0          ? script.produce()
        : script.printsDeals()          ? DealerScript::DefaultProducePrinting
                                        : mGenerateLimit;
    mGenerateLimit = std::min(mGenerateLimit, DealerScript::MaxDeals);
    mProduceLimit = std::min(mProduceLimit, DealerScript::MaxDeals);
    // DealerScript::parse(), the only maker of a script, bounds a frequency's values and cells.
    const auto values = [](int low, int high) { return int(std::max<qint64>(0, qint64(high) - low + 1)); };
    for (const DealerAction &a : script.actions()) {
        Statistic s;
        if (a.kind == DealerAction::Kind::Frequency) {
            if (a.twoDimensional) {
                s.counts2D
                    = QList<QList<qint64>>(values(a.low, a.high) + 2, QList<qint64>(values(a.low2, a.high2) + 2, 0));
            } else {
                s.counts = QList<qint64>(values(a.low, a.high), 0);
            }
        }
        mStatistics.append(s);
    }
}

void DealerRun::act(const DealGenerator::Hands &hands, quint64 random, const Sink &sink)
{
    SelectContext context;
    context.hands = hands;
    context.doubleDummy = mOptions.doubleDummy;
    context.random = random ^ 0x5bd1e995u;
    context.number = int(mProduced);
    context.dealer = mScript.dealer().value_or(dealerOfBoard(context.number));
    context.vulnerability = mScript.vulnerability().value_or(vulnerabilityOfBoard(context.number));
    bool boardSent = false;
    for (int i = 0; i < mScript.actions().size(); ++i) {
        const DealerAction &a = mScript.actions()[i];
        const auto value = [&](const Expression &e) { return e.evaluate(context); };
        using Kind = DealerAction::Kind;
        if (a.printsDeals() && sink.board && !boardSent) {
            boardSent = true;
            Board board;
            board.setNumber(context.number);
            board.setDealer(context.dealer);
            board.setVulnerability(context.vulnerability);
            Deal deal;
            for (Seat s : AllSeats)
                deal.setHand(s, Hand(hands[size_t(s)]));
            board.setDeal(deal);
            if (!sink.board(board))
                mProduceLimit = mProduced; // the sink has had enough
        }
        if (a.printsDeals() && !(sink.text && sink.dealsAsText))
            continue;
        switch (a.kind) {
        case Kind::PrintAll:
            sink.text(DealerPrinter::printAll(hands, context.number));
            break;
        case Kind::PrintEastWest:
            sink.text(DealerPrinter::printEastWest(hands));
            break;
        case Kind::PrintCompact:
            sink.text(DealerPrinter::printCompact(
                hands, a.hasExpression ? std::optional(value(a.expression)) : std::nullopt));
            break;
        case Kind::PrintOneLine:
            sink.text(DealerPrinter::printOneLine(
                hands, a.hasExpression ? std::optional(value(a.expression)) : std::nullopt));
            break;
        case Kind::PrintPbn:
            sink.text(DealerPrinter::printPbn(
                hands, context.number, context.dealer, context.vulnerability, mOptions.scriptName, mOptions.seed));
            break;
        case Kind::Print:
            mPages.append(hands);
            break;
        case Kind::PrintExpressions:
            if (sink.text) {
                QString text;
                for (const auto &[string, e] : a.items)
                    text += e.isValid() ? QString::number(value(e)) : string;
                sink.text(text);
            }
            break;
        case Kind::Average:
            mStatistics[i].sum += value(a.expression);
            break;
        case Kind::Frequency: {
            Statistic &s = mStatistics[i];
            const int v = value(a.expression);
            if (a.twoDimensional) {
                // Low first, High last (also when HIGH is below LOW and nothing lies between).
                const auto slot = [](int x, int low, int high, qsizetype size) {
                    return x < low ? 0 : x > high ? size - 1 : qsizetype(x) - low + 1;
                };
                QList<qint64> &row = s.counts2D[slot(v, a.low, a.high, s.counts2D.size())];
                row[slot(value(a.expression2), a.low2, a.high2, row.size())] += 1;
            } else if (v < a.low) {
                ++s.below;
            } else if (v > a.high) {
                ++s.above;
            } else {
                ++s.counts[v - a.low];
            }
            break;
        }
        }
    }
}

bool DealerRun::run(const Sink &sink)
{
    QElapsedTimer timer;
    timer.start();
    mDealsAsText = sink.text && sink.dealsAsText;
    const DealGenerator generator(mOptions.seed, mScript.predeal());
    const int chunkSize = mScript.usesDoubleDummy() ? 8 : 4096;
    const qint64 chunks = mGenerateLimit / chunkSize + (mGenerateLimit % chunkSize != 0);
    const int threads = std::max(1, mOptions.threads > 0 ? mOptions.threads : int(std::thread::hardware_concurrency()));
    const int window = 4 * threads;

    struct Slot
    {
        qint64 chunk = -1;
        std::vector<DealGenerator::Hands> deals;
        std::vector<int> accepted; // index in the chunk of each deal that meets the condition
    };
    auto ring = std::vector<Slot>(size_t(window));
    std::mutex mutex;
    std::condition_variable changed;
    qint64 nextChunk = 0;
    qint64 consumed = 0; // chunks the caller has taken
    bool stop = false;

    const auto work = [&]() {
        auto deals = std::vector<DealGenerator::Hands>(size_t(chunkSize));
        SelectContext context;
        context.doubleDummy = mOptions.doubleDummy;
        for (;;) {
            qint64 c;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return stop || nextChunk >= chunks || nextChunk < consumed + window; });
                if (stop || nextChunk >= chunks)
                    return;
                c = nextChunk++;
            }
            const int count = int(std::min<qint64>(chunkSize, mGenerateLimit - c * chunkSize));
            generator.dealChunk(c, deals.data(), count);
            std::vector<int> accepted;
            const quint64 seed = generator.chunkSeed(c);
            for (int i = 0; i < count; ++i) {
                context.hands = deals[size_t(i)];
                context.resetDeal();
                context.random = seed + quint64(i) * 0x9e3779b97f4a7c15ULL;
                if (!mScript.condition().isValid() || mScript.condition().matches(context))
                    accepted.push_back(i);
            }
            std::vector<DealGenerator::Hands> kept;
            kept.reserve(accepted.size());
            for (int i : accepted)
                kept.push_back(deals[size_t(i)]);
            std::lock_guard lock(mutex);
            Slot &slot = ring[size_t(c % window)];
            slot.deals = std::move(kept);
            slot.accepted = std::move(accepted);
            slot.chunk = c;
            changed.notify_all();
        }
    };
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t)
        workers.emplace_back(work);

    bool cancelled = false;
    mGenerated = 0;
    for (qint64 c = 0; c < chunks && mProduced < mProduceLimit; ++c) {
        if (sink.isCancelled && sink.isCancelled()) {
            cancelled = true;
            break;
        }
        Slot slot;
        {
            std::unique_lock lock(mutex);
            Slot &ready = ring[size_t(c % window)];
            changed.wait(lock, [&] { return ready.chunk == c; });
            slot = std::move(ready);
            ready.chunk = -1;
        }
        const qint64 count = std::min<qint64>(chunkSize, mGenerateLimit - c * chunkSize);
        mGenerated = c * chunkSize + count;
        const quint64 seed = generator.chunkSeed(c);
        for (size_t k = 0; k < slot.accepted.size(); ++k) {
            ++mProduced;
            act(slot.deals[k], seed + quint64(slot.accepted[k]) * 0x9e3779b97f4a7c15ULL, sink);
            if (mProduced >= mProduceLimit) {
                mGenerated = c * chunkSize + slot.accepted[k] + 1;
                break;
            }
        }
        {
            std::lock_guard lock(mutex);
            consumed = c + 1;
        }
        changed.notify_all();
        if (sink.progress)
            sink.progress(mGenerated, mProduced);
    }
    {
        std::lock_guard lock(mutex);
        stop = true;
    }
    changed.notify_all();
    for (std::thread &t : workers)
        t.join();
    mSeconds = double(timer.nsecsElapsed()) / 1e9;
    return !cancelled;
}

QString DealerRun::statistics() const
{
    QString text;
    for (int i = 0; i < mScript.actions().size(); ++i) {
        const DealerAction &a = mScript.actions()[i];
        const Statistic &s = mStatistics[i];
        if (a.kind == DealerAction::Kind::Print && mDealsAsText) {
            for (Seat seat : AllSeats) {
                if (a.seatMask & (1 << int(seat)))
                    text += DealerPrinter::printPages(seat, mPages);
            }
        } else if (a.kind == DealerAction::Kind::Average)
            text += DealerPrinter::average(a.label, mProduced > 0 ? s.sum / double(mProduced) : 0.0);
        else if (a.kind == DealerAction::Kind::Frequency && a.twoDimensional)
            text += DealerPrinter::frequency2D(a.label, s.counts2D, a.low, a.low2);
        else if (a.kind == DealerAction::Kind::Frequency)
            text += DealerPrinter::frequency(a.label, s.counts, a.low, s.below, s.above);
    }
    return text;
}

QString DealerRun::summary() const
{
    return QStringLiteral("Generated %1 hands\nProduced %2 hands\nInitial random seed %3\nTime needed %4 sec\n")
        .arg(mGenerated)
        .arg(mProduced)
        .arg(mOptions.seed)
        .arg(QString::asprintf("%8.3f", mSeconds));
}

} // namespace Kibitz
