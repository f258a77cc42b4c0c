#include "statisticstable.h"

#include <algorithm>

namespace Kibitz {

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvNumber(double value)
{
    // Counts print as integers, means with up to four decimals; never in the locale's notation.
    if (value == double(qint64(value)))
        return QString::number(qint64(value));
    QString text = QString::number(value, 'f', 4);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

} // namespace

bool StatisticsTable::isEmpty() const
{
    return categories.isEmpty() || series.isEmpty();
}

double StatisticsTable::value(int s, int category) const
{
    if (s < 0 || s >= series.size())
        return 0;
    return series[s].values.value(category);
}

double StatisticsTable::maximum() const
{
    double top = 0;
    for (const Series &s : series) {
        for (double v : s.values)
            top = std::max(top, v);
    }
    return top;
}

QString StatisticsTable::toCsv() const
{
    const QString lineEnd = QStringLiteral("\r\n");
    QStringList heading { csvField(axisX) };
    for (const Series &s : series)
        heading << csvField(s.name);
    QString csv = heading.join(QLatin1Char(',')) + lineEnd;
    for (int c = 0; c < categories.size(); ++c) {
        QStringList row { csvField(categories[c]) };
        for (int s = 0; s < series.size(); ++s)
            row << csvNumber(value(s, c));
        csv += row.join(QLatin1Char(',')) + lineEnd;
    }
    return csv;
}

} // namespace Kibitz
