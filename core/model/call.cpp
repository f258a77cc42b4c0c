#include "call.h"

#include "quotedinput.h"

#include <QCoreApplication>

namespace Kibitz {

QString annotationText(Annotation a)
{
    switch (a) {
    case Annotation::None:
        return {};
    case Annotation::Good:
        return QStringLiteral("!");
    case Annotation::Poor:
        return QStringLiteral("?");
    case Annotation::VeryGood:
        return QStringLiteral("!!");
    case Annotation::VeryPoor:
        return QStringLiteral("??");
    case Annotation::Speculative:
        return QStringLiteral("!?");
    case Annotation::Dubious:
        return QStringLiteral("?!");
    }
    return {};
}

std::optional<Annotation> annotationFromText(QStringView text)
{
    for (int i = 1; i <= 6; ++i) {
        if (text == annotationText(static_cast<Annotation>(i)))
            return static_cast<Annotation>(i);
    }
    return std::nullopt;
}

std::optional<Call> Call::fromCode(int code)
{
    if (code == 0)
        return pass();
    if (code == 1)
        return dbl();
    if (code == 2)
        return redbl();
    if (code < 3 || code > 37)
        return std::nullopt;
    return bid((code - 3) / 5 + 1, static_cast<Strain>((code - 3) % 5));
}

int Call::code() const
{
    switch (mType) {
    case Type::Pass:
        return 0;
    case Type::Double:
        return 1;
    case Type::Redouble:
        return 2;
    case Type::Bid:
        return 3 + bidRank();
    }
    return 0;
}

QString Call::toString() const
{
    switch (mType) {
    case Type::Pass:
        return QStringLiteral("P");
    case Type::Double:
        return QStringLiteral("X");
    case Type::Redouble:
        return QStringLiteral("XX");
    case Type::Bid:
        return QString::number(mLevel) + strainText(mStrain);
    }
    return {};
}

QString Call::toDisplayString() const
{
    if (isSkipped())
        return QStringLiteral("\u2013");
    switch (mType) {
    case Type::Pass:
        return QCoreApplication::translate("Kibitz::Call", "Pass");
    case Type::Double:
        return QCoreApplication::translate("Kibitz::Call", "Dbl");
    case Type::Redouble:
        return QCoreApplication::translate("Kibitz::Call", "Rdbl");
    case Type::Bid:
        return QString::number(mLevel) + strainSymbol(mStrain);
    }
    return {};
}

std::optional<Call> Call::parse(QStringView text, ParseError *error)
{
    const auto fail = [&](int column, const QString &message) -> std::optional<Call> {
        if (error)
            *error = { column, message };
        return std::nullopt;
    };
    text = text.trimmed();
    bool alert = false;
    if (text.endsWith(u'!') && text.size() > 1) {
        alert = true;
        text.chop(1);
    }
    if (text.isEmpty())
        return fail(1, QCoreApplication::translate("Kibitz::Call", "expected a call"));
    const QString upper = text.toString().toUpper();
    std::optional<Call> call;
    if (upper == u"P" || upper == u"PASS" || upper == u"-")
        call = pass();
    else if (upper == u"X" || upper == u"D" || upper == u"DBL" || upper == u"DOUBLE")
        call = dbl();
    else if (upper == u"XX" || upper == u"R" || upper == u"RDBL" || upper == u"REDOUBLE")
        call = redbl();
    if (!call) {
        const QChar first = text.front();
        if (first < u'1' || first > u'7')
            return fail(1, QCoreApplication::translate("Kibitz::Call", "'%1' is not a call").arg(quotedInput(text)));
        int length = 0;
        const auto strain = parseStrain(text.mid(1), &length);
        if (!strain)
            return fail(
                2, QCoreApplication::translate("Kibitz::Call", "expected a strain (C, D, H, S or NT) after the level"));
        if (1 + length != text.size())
            return fail(2 + length, QCoreApplication::translate("Kibitz::Call", "unexpected text after the bid"));
        call = bid(first.unicode() - '0', *strain);
    }
    call->setAlerted(alert);
    return call;
}

} // namespace Kibitz
