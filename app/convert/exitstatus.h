#pragma once

namespace Kibitz {

/** kibitz-convert's documented exit statuses (its --help lists them); scripts depend on the numbers. */
enum class ExitStatus {
    Success = 0,
    InvalidInput = 1, ///< unreadable or invalid input (also a file that changed while it was read)
    UsageError = 2,
    WouldDropData = 3, ///< the conversion would lose data and --force was not given
    OutputFailed = 4, ///< the output (a file or standard output) could not be written
};

} // namespace Kibitz
