#pragma once

#include "contract.h"

namespace Kibitz {

/** Duplicate bridge scoring (Laws of Duplicate Bridge 2017, Law 77) and the IMP scale. */
namespace Score {

/**
 * The duplicate score for declarer's side when @p contract takes @p tricks
 * (0-13) at the given vulnerability: positive when made, negative when set.
 * A passed-out board scores 0.
 */
int duplicate(const Contract &contract, int tricks, bool vulnerable);

/** IMPs for a score difference (sign kept): 0-10 = 0, 20-40 = 1, ... 4000+ = 24. */
int imps(int difference);

} // namespace Score

} // namespace Kibitz
