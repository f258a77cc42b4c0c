#pragma once

#include "exitstatus.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz {

class Converter;
class RecordFormat;

/**
 * kibitz-convert's fast lane between deal-only record formats (.deals, ZBD, ZRD): maps each
 * input and transcodes records without building boards, on two threads, while a third
 * writes the finished blocks (BlockWriter). Takes the converter's options (board range,
 * --force, threads) and reports through it.
 */
class RecordLane
{
public:
    /** Converts through @p converter; the first board written is the output's @p outputBase + 1-th (--shard). */
    RecordLane(Converter &converter, qint64 outputBase);

    /**
     * Converts @p inputs to @p output in @p target's format. Nothing when an input does not
     * qualify (the caller then takes the general path).
     */
    std::optional<ExitStatus> convert(const QStringList &inputs, const QString &output, const RecordFormat *target);

private:
    Converter &mConverter;
    qint64 mOutputBase;
};

} // namespace Kibitz
