#pragma once

#include <QString>
#include <QStringList>

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
    explicit RecordLane(Converter &converter);

    /**
     * Converts @p inputs to @p output in @p target's format. Returns a Converter::ExitStatus,
     * or -1 when an input does not qualify (the caller then takes the general path).
     */
    int convert(const QStringList &inputs, const QString &output, const RecordFormat *target);

private:
    Converter &mConverter;
};

} // namespace Kibitz
