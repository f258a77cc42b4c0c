#pragma once

#include <QList>

#include <optional>

namespace Kibitz {

/**
 * Comparing the scores of one board across tables (docs/travellers.md): matchpoints and the Butler
 * datum. The IMP scale itself is Score::imps() (core/model/score.h).
 */
namespace ResultScoring {

/**
 * Matchpoints on the scale of 2 per score beaten and 1 per score tied (Law 78A; the EBU's and
 * Bridgemate's "MP" columns): for each North-South score of @p scores, in the same order. East-West's
 * matchpoints are the top less North-South's.
 */
QList<int> matchpoints(const QList<int> &scores);
/** The matchpoint top of a board played @p tables times: 2 × (tables − 1). */
int matchpointTop(qsizetype tables);
/** @p matchpoints as a percentage of the top (50 on a board played once). */
double percentage(int matchpoints, qsizetype tables);
/**
 * The Butler datum: the mean North-South score without the highest and the lowest one (when there
 * are more than two), rounded to the nearest 10, halves away from zero. Nothing for no scores.
 */
std::optional<int> butlerDatum(const QList<int> &scores);

} // namespace ResultScoring

} // namespace Kibitz
