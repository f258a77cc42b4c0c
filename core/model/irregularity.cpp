#include "irregularity.h"

#include <QCoreApplication>

namespace Kibitz {

QString irregularityToken(Irregularity irregularity)
{
    switch (irregularity) {
    case Irregularity::None:
        return {};
    case Irregularity::InsufficientBid:
        return QStringLiteral("^I");
    case Irregularity::SkippedCall:
        return QStringLiteral("^S");
    case Irregularity::Revoke:
        return QStringLiteral("^R");
    case Irregularity::LeadOutOfTurn:
        return QStringLiteral("^L");
    }
    return {};
}

std::optional<Irregularity> irregularityFromToken(QStringView token)
{
    if (token.size() != 2 || token[0] != u'^')
        return std::nullopt;
    switch (token[1].toUpper().unicode()) {
    case 'I':
        return Irregularity::InsufficientBid;
    case 'S':
        return Irregularity::SkippedCall;
    case 'R':
        return Irregularity::Revoke;
    case 'L':
        return Irregularity::LeadOutOfTurn;
    default:
        return std::nullopt;
    }
}

QString irregularityName(Irregularity irregularity)
{
    switch (irregularity) {
    case Irregularity::None:
        return {};
    case Irregularity::InsufficientBid:
        return QCoreApplication::translate("Kibitz::Irregularity", "insufficient bid, accepted");
    case Irregularity::SkippedCall:
        return QCoreApplication::translate(
            "Kibitz::Irregularity", "no call: the turn was skipped by an accepted call out of rotation");
    case Irregularity::Revoke:
        return QCoreApplication::translate("Kibitz::Irregularity", "revoke, not noticed in time");
    case Irregularity::LeadOutOfTurn:
        return QCoreApplication::translate("Kibitz::Irregularity", "lead out of turn, accepted");
    }
    return {};
}

Irregularity irregularityOfCard(const QList<CardIrregularity> &list, int card)
{
    for (const CardIrregularity &i : list) {
        if (i.card == card)
            return i.kind;
    }
    return Irregularity::None;
}

} // namespace Kibitz
