#include "pbnscoretable.h"

#include "model/score.h"
#include "model/vulnerability.h"

namespace Kibitz {

namespace {

// A row's cells: runs of non-space, or a quoted string (\" and \\ escaped) that may hold spaces.
QStringList splitCells(QStringView line)
{
    QStringList cells;
    qsizetype i = 0;
    while (i < line.size()) {
        if (line.at(i).isSpace()) {
            ++i;
            continue;
        }
        QString cell;
        if (line.at(i) == u'"') {
            for (++i; i < line.size() && line.at(i) != u'"'; ++i) {
                if (line.at(i) == u'\\' && i + 1 < line.size())
                    ++i;
                cell += line.at(i);
            }
            ++i; // the closing quote
        } else {
            for (; i < line.size() && !line.at(i).isSpace(); ++i)
                cell += line.at(i);
        }
        cells.append(cell);
    }
    return cells;
}

std::optional<int> intOf(const QString &text)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

std::optional<double> numberOf(const QString &text)
{
    bool ok = false;
    const double n = QString(text).replace(u',', u'.').toDouble(&ok);
    return ok ? std::optional<double>(n) : std::nullopt;
}

// Result as tricks ("9"), or relative to the contract ("=", "+1", "-2").
std::optional<int> tricksOf(const QString &text, const std::optional<Contract> &contract)
{
    if (text.isEmpty())
        return std::nullopt;
    if (text.front().isDigit())
        return intOf(text);
    if (!contract || contract->isPassedOut())
        return std::nullopt;
    if (text == u"=")
        return contract->target();
    if (const auto delta = intOf(text); delta && (text.front() == u'+' || text.front() == u'-'))
        return contract->target() + *delta;
    return std::nullopt;
}

// "NS 120", "EW 50" or a number for North-South.
std::optional<int> sidedScore(const QString &text)
{
    if (text.startsWith(u"NS ") || text.startsWith(u"EW ")) {
        const auto n = intOf(text.mid(3).trimmed());
        return n ? std::optional<int>(text.startsWith(u"NS") ? *n : -*n) : std::nullopt;
    }
    return intOf(text);
}

} // namespace

std::optional<PbnScoreTable> PbnScoreTable::parse(const QString &value)
{
    const QStringList lines = value.split(u'\n');
    const QString header = lines.value(0).trimmed();
    if (header.isEmpty())
        return std::nullopt;
    PbnScoreTable table;
    for (const QString &spec : header.split(u';')) {
        const qsizetype backslash = spec.indexOf(u'\\');
        table.mColumns.append((backslash >= 0 ? spec.left(backslash) : spec).trimmed());
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QStringList cells = splitCells(lines.at(i));
        if (!cells.isEmpty())
            table.mRows.append(cells);
    }
    return table;
}

std::optional<PbnScoreTable> PbnScoreTable::fromBoard(const Board &board, const QString &tag)
{
    for (const auto &[name, value] : board.extraTags()) {
        if (name.compare(tag, Qt::CaseInsensitive) == 0)
            return parse(value);
    }
    return std::nullopt;
}

int PbnScoreTable::column(const QString &name) const
{
    for (int i = 0; i < mColumns.size(); ++i) {
        if (mColumns.at(i).compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QString PbnScoreTable::cell(qsizetype row, const QString &name) const
{
    const int c = column(name);
    const QString text = c >= 0 ? mRows.value(row).value(c).trimmed() : QString();
    return text == u"-" ? QString() : text;
}

Traveller PbnScoreTable::toTraveller(const Board &board) const
{
    Traveller traveller;
    traveller.setBoardNumber(board.number());
    bool imps = column(QStringLiteral("IMP_NS")) >= 0 || column(QStringLiteral("IMP_EW")) >= 0;
    for (const auto &[name, value] : board.extraTags()) {
        if (name == u"Scoring" && value.startsWith(u"IMP", Qt::CaseInsensitive))
            imps = true;
    }
    for (qsizetype r = 0; r < mRows.size(); ++r) {
        TravellerRow row;
        row.table = cell(r, QStringLiteral("Table"));
        row.northSouth = cell(r, QStringLiteral("PairId_NS"));
        row.eastWest = cell(r, QStringLiteral("PairId_EW"));
        if (row.northSouth.isEmpty())
            row.northSouth = cell(r, QStringLiteral("Names_NS"));
        if (row.eastWest.isEmpty())
            row.eastWest = cell(r, QStringLiteral("Names_EW"));
        const QString contractText = cell(r, QStringLiteral("Contract"));
        if (!contractText.isEmpty()) {
            row.contract = contractText.compare(u"AP", Qt::CaseInsensitive) == 0 ? Contract::passedOut()
                                                                                 : Contract::parse(contractText);
            const QString declarer = cell(r, QStringLiteral("Declarer"));
            const auto seat = declarer.isEmpty() ? std::nullopt : seatFromChar(declarer.back());
            if (row.contract && !row.contract->isPassedOut()) {
                if (seat)
                    row.contract->declarer = *seat;
                else
                    row.contract.reset(); // a contract without declarer cannot be scored
            }
        }
        row.tricks = tricksOf(cell(r, QStringLiteral("Result")), row.contract);
        if (const QString lead = cell(r, QStringLiteral("Lead")); !lead.isEmpty())
            row.lead = Card::parse(lead);
        if (const auto ns = intOf(cell(r, QStringLiteral("Score_NS"))))
            row.scoreNorthSouth = *ns;
        else if (const auto ew = intOf(cell(r, QStringLiteral("Score_EW"))))
            row.scoreNorthSouth = -*ew;
        else if (const auto sided = sidedScore(cell(r, QStringLiteral("Score"))))
            row.scoreNorthSouth = *sided;
        else if (row.contract && row.contract->isPassedOut())
            row.scoreNorthSouth = 0;
        else if (row.contract && row.tricks) {
            const int score = Score::duplicate(
                *row.contract, *row.tricks, isVulnerable(board.vulnerability(), row.contract->declarer));
            row.scoreNorthSouth = isNorthSouth(row.contract->declarer) ? score : -score;
        }
        row.statedMatchpointsNorthSouth = numberOf(cell(r, QStringLiteral("MP_NS")));
        row.statedPercentNorthSouth = numberOf(cell(r, QStringLiteral("Percentage_NS")));
        row.statedImpsNorthSouth = numberOf(cell(r, QStringLiteral("IMP_NS")));
        if (row.northSouth.isEmpty() && row.eastWest.isEmpty() && !row.contract && !row.scoreNorthSouth)
            continue;
        traveller.addRow(row);
    }
    traveller.setDoubleDummy(board.doubleDummy());
    traveller.setScoring(imps ? Traveller::Scoring::Butler : Traveller::Scoring::Matchpoints);
    traveller.score();
    return traveller;
}

} // namespace Kibitz
