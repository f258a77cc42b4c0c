#pragma once

#include "irregularity.h"
#include "parseerror.h"
#include "strain.h"

#include <QString>

#include <optional>

namespace Kibitz {

/** A commentator's mark on a call or card, as PBN writes them. */
enum class Annotation : quint8 { None = 0, Good, Poor, VeryGood, VeryPoor, Speculative, Dubious };

/** "!", "?", "!!", "??", "!?", "?!" or empty. */
QString annotationText(Annotation a);
/** Parses one of the six suffixes. */
std::optional<Annotation> annotationFromText(QStringView text);

/**
 * A call in the auction: pass, double, redouble or a bid, with an alert flag,
 * an annotation and an explanation. Stable numeric code(): pass 0, double 1,
 * redouble 2, bids 3 + (level-1)*5 + strain (1C = 3 ... 7NT = 37).
 */
class Call
{
public:
    enum class Type : quint8 { Pass, Double, Redouble, Bid };

    Call() = default;
    static Call pass() { return Call(); }
    static Call dbl() { return Call(Type::Double, 0, Strain::Clubs); }
    static Call redbl() { return Call(Type::Redouble, 0, Strain::Clubs); }
    static Call bid(int level, Strain strain) { return Call(Type::Bid, level, strain); }
    /**
     * The place of a seat whose turn an accepted call out of rotation skipped (PBN `^S`): no call,
     * a pass for code() and for the formats that cannot say more, ignored by the auction's rules.
     */
    static Call skipped()
    {
        Call c;
        c.mIrregularity = Irregularity::SkippedCall;
        return c;
    }
    /** The call with code() @p code (0-37). */
    static std::optional<Call> fromCode(int code);

    Type type() const { return mType; }
    bool isBid() const { return mType == Type::Bid; }
    bool isPass() const { return mType == Type::Pass; }
    /** A skipped turn (see skipped()) rather than a call. */
    bool isSkipped() const { return mIrregularity == Irregularity::SkippedCall; }
    int level() const { return mLevel; }
    Strain strain() const { return mStrain; }
    int code() const;
    /** Orders bids: (level-1)*5 + strain, 0 = 1C ... 34 = 7NT. Only for bids. */
    int bidRank() const { return (mLevel - 1) * 5 + static_cast<int>(mStrain); }

    bool isAlerted() const { return mAlert; }
    void setAlerted(bool alert) { mAlert = alert; }
    Annotation annotation() const { return mAnnotation; }
    void setAnnotation(Annotation a) { mAnnotation = a; }
    QString explanation() const { return mExplanation; }
    void setExplanation(const QString &text) { mExplanation = text; }
    /** The irregularity the players accepted on this call (PBN 2.1 section 3.9), or None. */
    Irregularity irregularity() const { return mIrregularity; }
    void setIrregularity(Irregularity i) { mIrregularity = i; }

    /** "P", "X", "XX", "1C" ... "7NT" (no alert or annotation). */
    QString toString() const;
    /** "Pass", "Dbl", "Rdbl", "1♠" ... for display; "–" for a skipped turn. */
    QString toDisplayString() const;
    /**
     * Parses P, Pass, X, D, Dbl, XX, R, Rdbl, 1C ... 7NT, 1N (either case),
     * with an optional trailing "!" (alert).
     */
    static std::optional<Call> parse(QStringView text, ParseError *error = nullptr);

    /** Same call (type, level, strain); alert, annotation, explanation and irregularity are ignored. */
    bool sameCall(const Call &other) const
    {
        return mType == other.mType && mLevel == other.mLevel && mStrain == other.mStrain;
    }
    friend bool operator==(const Call &a, const Call &b)
    {
        return a.sameCall(b) && a.mAlert == b.mAlert && a.mAnnotation == b.mAnnotation
            && a.mIrregularity == b.mIrregularity && a.mExplanation == b.mExplanation;
    }
    friend bool operator!=(const Call &a, const Call &b) { return !(a == b); }

private:
    Call(Type type, int level, Strain strain)
        : mType(type)
        , mLevel(static_cast<quint8>(level))
        , mStrain(strain)
    { }

    Type mType = Type::Pass;
    quint8 mLevel = 0;
    Strain mStrain = Strain::Clubs;
    bool mAlert = false;
    Annotation mAnnotation = Annotation::None;
    Irregularity mIrregularity = Irregularity::None;
    QString mExplanation;
};

} // namespace Kibitz
